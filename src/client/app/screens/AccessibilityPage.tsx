import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CheckIcon from '@mui/icons-material/Check';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import {
  ACCESSIBILITY_SETTINGS,
  isSystemFollowing,
  matchingPreset,
  PRESET_IDS,
  presetApplied,
  settingChanged,
  systemFollowed,
  type AccessibilitySetting,
  type PresetId,
} from '../../accessibility/accessibility-slice';
import { announce } from '../../accessibility/announcer';
import { useSystemPreferences } from '../../accessibility/hooks';
import { useAppDispatch, useAppSelector } from '../../hooks';

/** Spec 2, Accessibility page: presets and the six settings. Reached from the profile; back goes to /profile. */
export default function AccessibilityPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const state = useAppSelector((s) => s.accessibility);
  const system = useSystemPreferences();
  const active = matchingPreset(state, system);
  const presetsId = useId();
  const settingsId = useId();

  const applyPreset = (preset: PresetId) => {
    dispatch(presetApplied({ preset, system }));
    announce(t('screens.accessibility.presetApplied', { name: t(`screens.accessibility.presets.${preset}.label`) }));
  };
  const change = (setting: AccessibilitySetting, value: boolean) => {
    dispatch(settingChanged({ setting, value }));
    const name = t(`screens.accessibility.settings.${setting}.label`);
    announce(t(value ? 'screens.accessibility.settingOn' : 'screens.accessibility.settingOff', { name }));
  };

  return (
    <Box sx={{ maxWidth: 720, mx: 'auto', px: 2, py: 3 }}>
      <Button component={RouterLink} to="/profile" startIcon={<ArrowBackIcon aria-hidden />} sx={{ mb: 1, ml: -1 }}>
        {t('screens.accessibility.back')}
      </Button>
      <Typography variant="h1" component="h1">
        {t('screens.accessibility.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {t('screens.accessibility.intro')}
      </Typography>

      <Box component="section" aria-labelledby={presetsId} sx={{ mt: 3 }}>
        <Typography variant="h2" component="h2" id={presetsId}>
          {t('screens.accessibility.presetsTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1.5 }}>
          {t('screens.accessibility.presetsHint')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {PRESET_IDS.map((id) => {
            const pressed = active === id;
            return (
              <Button
                key={id}
                variant={pressed ? 'contained' : 'outlined'}
                aria-pressed={pressed}
                onClick={() => applyPreset(id)}
                startIcon={pressed ? <CheckIcon aria-hidden /> : undefined}
                sx={{ justifyContent: 'flex-start', textAlign: 'left', py: 1.25, flexDirection: 'row', alignItems: 'flex-start' }}
              >
                <Box component="span" sx={{ display: 'block' }}>
                  <Box component="span" sx={{ display: 'block' }}>
                    {t(`screens.accessibility.presets.${id}.label`)}
                  </Box>
                  <Box component="span" sx={{ display: 'block', fontWeight: 400, fontSize: '0.875rem' }}>
                    {t(`screens.accessibility.presets.${id}.description`)}
                  </Box>
                </Box>
              </Button>
            );
          })}
        </Box>
      </Box>

      <Box component="section" aria-labelledby={settingsId} sx={{ mt: 4 }}>
        <Typography variant="h2" component="h2" id={settingsId} sx={{ mb: 1.5 }}>
          {t('screens.accessibility.settingsTitle')}
        </Typography>
        <Paper variant="outlined">
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {ACCESSIBILITY_SETTINGS.map((setting, i) => (
              <SettingRow
                key={setting}
                setting={setting}
                checked={state[setting]}
                divider={i > 0}
                followsSystem={isSystemFollowing(setting) ? !state.userSet[setting] : null}
                onChange={(v) => change(setting, v)}
                onFollowSystem={isSystemFollowing(setting) ? () => dispatch(systemFollowed({ setting, system })) : undefined}
              />
            ))}
          </Stack>
        </Paper>
      </Box>

      <Paper variant="outlined" sx={{ mt: 3, p: 2 }}>
        <Typography variant="subtitle2" component="p">
          {t('screens.accessibility.preview')}
        </Typography>
        <Typography>{t('screens.accessibility.previewText')}</Typography>
      </Paper>
    </Box>
  );
}

interface SettingRowProps {
  setting: AccessibilitySetting;
  checked: boolean;
  divider: boolean;
  /** null for settings that do not follow the system. */
  followsSystem: boolean | null;
  onChange(value: boolean): void;
  onFollowSystem?: () => void;
}

function SettingRow({ setting, checked, divider, followsSystem, onChange, onFollowSystem }: SettingRowProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const descriptionId = useId();
  return (
    <Box component="li" sx={{ display: 'flex', gap: 2, alignItems: 'center', px: 2, py: 1.5, borderTop: divider ? 1 : 0, borderColor: 'divider' }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={labelId} component="label" htmlFor={`a11y-${setting}`} sx={{ fontWeight: 600, display: 'block' }}>
          {t(`screens.accessibility.settings.${setting}.label`)}
        </Typography>
        <Typography id={descriptionId} variant="body2" color="text.secondary">
          {t(`screens.accessibility.settings.${setting}.description`)}
        </Typography>
        {followsSystem !== null && (
          <Box sx={{ mt: 0.75, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Chip size="small" variant="outlined" label={t(followsSystem ? 'screens.accessibility.followsSystem' : 'screens.accessibility.setByYou')} />
            {!followsSystem && onFollowSystem && (
              <Button size="small" onClick={onFollowSystem}>
                {t('screens.accessibility.useSystem')}
              </Button>
            )}
          </Box>
        )}
      </Box>
      <Switch
        id={`a11y-${setting}`}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        slotProps={{ input: { role: 'switch', 'aria-labelledby': labelId, 'aria-describedby': descriptionId } }}
      />
    </Box>
  );
}
