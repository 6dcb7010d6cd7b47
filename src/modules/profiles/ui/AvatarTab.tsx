import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import DownloadIcon from '@mui/icons-material/Download';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../client/api';
import { toast } from '../../../client/toasts/toast-store';
import { useSimulatedProgress } from '../../../client/use-simulated-progress';
import type { CurrentUserDto } from '../../guest/contract';
import { AVATAR_COMPLEXITIES, AVATAR_PREFERENCE_STYLES, type AvatarResponse } from '../../astro/contract';
import { DEFAULT_AVATAR_PREFERENCES, generateAvatar, regenerateAvatar, type AvatarPreferences } from './api/use-avatar';
import { refreshUser } from './api/use-user';
import { downloadAvatar } from './avatar-download';
import { serverMessage } from './messages';

const PALETTES = ['element', 'earthy', 'vibrant', 'pastel', 'monochrome'] as const;

export interface AvatarTabProps {
  user: CurrentUserDto;
  /** For tests and stories: replaces the server call. */
  generate?: (preferences: AvatarPreferences) => Promise<AvatarResponse>;
  download?: (url: string) => Promise<unknown>;
}

/**
 * The avatar tab: generate or regenerate with style preferences; progress climbs by 10 every 300 ms
 * to 90, then 100 on success; download. Failure: 'Avatar Generation Failed' with the server's
 * message or 'Failed to generate avatar', and a note that a local avatar is used if it keeps failing.
 */
export function AvatarTab({ user, generate, download = downloadAvatar }: AvatarTabProps) {
  const { t } = useTranslation('profiles');
  const queryClient = useQueryClient();
  const [prefs, setPrefs] = useState<AvatarPreferences>({ ...DEFAULT_AVATAR_PREFERENCES, symbolism: '' });
  const [last, setLast] = useState<AvatarResponse | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const { progress, status, run } = useSimulatedProgress();
  const generating = status === 'running';
  const avatarUrl = last?.avatarUrl ?? user.avatarUrl;
  const avatarLevel = last?.avatarLevel ?? user.avatarLevel;

  const call = (p: AvatarPreferences) =>
    generate
      ? generate(p)
      : user.avatarUrl
        ? regenerateAvatar(user.id, p)
        : generateAvatar({ userId: user.id, gender: user.gender, astrologicalSign: user.astrologicalSign, element: user.element, level: user.level }, p);

  const start = async () => {
    setFailed(null);
    let failure = t('toasts.avatarFailed');
    const res = await run(async () => {
      try {
        const r = await call(prefs);
        if (!r.success || !r.avatarUrl) {
          failure = r.error || failure;
          throw new Error(failure);
        }
        return r;
      } catch (err) {
        if (err instanceof ApiError) failure = serverMessage(t, err, failure);
        throw err;
      }
    });
    if (res) {
      setLast(res);
      await refreshUser(queryClient, user.id);
      toast({ title: t('toasts.avatarReadyTitle'), description: t('toasts.avatarReady') });
    } else {
      const message = failure;
      setFailed(message);
      toast({ title: t('toasts.avatarFailedTitle'), description: `${/[.!?]$/.test(message) ? message : `${message}.`} ${t('toasts.avatarFallbackNote')}`, variant: 'destructive' });
    }
  };

  const onDownload = async () => {
    if (!avatarUrl) {
      toast({ title: t('toasts.downloadFailedTitle'), description: t('messages.downloadNeedsAvatar'), variant: 'destructive' });
      return;
    }
    try {
      await download(avatarUrl);
    } catch {
      toast({ title: t('toasts.downloadFailedTitle'), description: t('toasts.downloadFailed'), variant: 'destructive' });
    }
  };

  const set = (key: keyof AvatarPreferences) => (e: { target: { value: string } }) => setPrefs((p) => ({ ...p, [key]: e.target.value }));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', justifyItems: 'center', gap: 1.5, textAlign: 'center' }}>
          <Typography component="h2" variant="h6">
            {t('avatar.title')}
          </Typography>
          {avatarUrl ? (
            <Box component="img" src={avatarUrl} alt={t('avatar.alt')} sx={{ width: 200, height: 200, borderRadius: 2, objectFit: 'cover', bgcolor: 'action.hover' }} />
          ) : (
            <Typography color="text.secondary">{t('avatar.none')}</Typography>
          )}
          {avatarUrl && avatarLevel != null && (
            <Typography variant="body2" color="text.secondary">
              {t('avatar.level', { level: avatarLevel })}
            </Typography>
          )}
          {last?.isFallback && <Chip size="small" label={t('avatar.fallback')} />}
          <Typography variant="body2" color="text.secondary">
            {t('avatar.evolves')}
          </Typography>
          {status !== 'idle' && status !== 'failed' && (
            <Box sx={{ width: '100%' }}>
              <LinearProgress variant="determinate" value={progress} aria-label={t('avatar.progress')} sx={{ height: 8, borderRadius: 4 }} />
              <Typography variant="body2" sx={{ mt: 0.5 }} aria-live="polite">
                {generating ? `${t('avatar.generating')} ${progress}%` : `${progress}%`}
              </Typography>
            </Box>
          )}
          {failed && (
            <Alert severity="error" sx={{ width: '100%', textAlign: 'left' }}>
              {failed}
              <Typography variant="body2">{t('avatar.failedNote')}</Typography>
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
            <Button variant="contained" startIcon={<AutoAwesomeIcon aria-hidden />} onClick={() => void start()} disabled={generating}>
              {generating ? t('avatar.generating') : avatarUrl ? t('avatar.regenerate') : t('avatar.generate')}
            </Button>
            <Button variant="outlined" startIcon={<DownloadIcon aria-hidden />} onClick={() => void onDownload()} disabled={generating}>
              {t('avatar.download')}
            </Button>
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('avatar.preferences')}
          </Typography>
          <TextField select size="small" label={t('avatar.style')} value={prefs.style} onChange={set('style')} disabled={generating}>
            {AVATAR_PREFERENCE_STYLES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`avatar.styles.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={t('avatar.colorPalette')} value={prefs.colorPalette ?? 'element'} onChange={set('colorPalette')} disabled={generating}>
            {PALETTES.map((p) => (
              <MenuItem key={p} value={p}>
                {t(`avatar.palettes.${p}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField select size="small" label={t('avatar.complexity')} value={prefs.complexity} onChange={set('complexity')} disabled={generating}>
            {AVATAR_COMPLEXITIES.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`avatar.complexities.${c}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('avatar.symbolism')}
            helperText={t('avatar.symbolismHelp')}
            value={prefs.symbolism ?? ''}
            onChange={set('symbolism')}
            disabled={generating}
            slotProps={{ htmlInput: { maxLength: 80 } }}
          />
        </CardContent>
      </Card>
    </Box>
  );
}
