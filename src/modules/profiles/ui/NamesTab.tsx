import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ValidationError } from 'yup';
import { toast } from '../../../client/toasts/toast-store';
import type { CurrentUserDto } from '../../guest/contract';
import type { NameSuggestion } from '../../astro/contract';
import { generatorNameSchema } from '../schemas';
import { generateNamesForUser, selectName } from './api/use-names';
import { refreshUser } from './api/use-user';
import { ChampionNameDetails } from './ChampionNameDetails';
import { serverMessage, translateMessage } from './messages';

/** Spec 5: the generator's custom name, trimmed, 2-30 characters; the message when it is not. */
export function generatorNameError(name: string): string | null {
  try {
    generatorNameSchema.validateSync(name);
    return null;
  } catch (err) {
    if (err instanceof ValidationError) return err.message;
    throw err;
  }
}

/** The names tab: the champion-name generator (three suggestions) and selection, or a custom name (2-30). */
export function NamesTab({ user }: { user: CurrentUserDto }) {
  const { t } = useTranslation('profiles');
  const queryClient = useQueryClient();
  const [names, setNames] = useState<NameSuggestion[] | null>(null);
  const [generating, setGenerating] = useState(false);
  const [genError, setGenError] = useState<string | null>(null);
  const [saving, setSaving] = useState<string | null>(null);
  const [custom, setCustom] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);
  const [current, setCurrent] = useState<string | null>(user.championName);
  const shown = current ?? user.championName;

  const generate = async () => {
    setGenerating(true);
    setGenError(null);
    try {
      const res = await generateNamesForUser(user.id);
      setNames(res.names);
      toast({ title: t('toasts.namesGeneratedTitle'), description: t('toasts.namesGenerated', { count: res.names.length }) });
    } catch (err) {
      const message = serverMessage(t, err, t('toasts.generationFailed'));
      setGenError(message);
      toast({ title: t('toasts.generationFailedTitle'), description: message, variant: 'destructive' });
    } finally {
      setGenerating(false);
    }
  };

  const choose = async (name: string) => {
    setSaving(name);
    try {
      const res = await selectName(user.id, name.trim());
      setCurrent(res.championName);
      await refreshUser(queryClient, user.id);
      toast({ title: t('toasts.nameSelectedTitle'), description: t('toasts.nameSelected', { name: res.championName }) });
      return true;
    } catch (err) {
      toast({ title: t('toasts.selectionFailedTitle'), description: serverMessage(t, err, t('toasts.selectionFailed')), variant: 'destructive' });
      return false;
    } finally {
      setSaving(null);
    }
  };

  const submitCustom = async () => {
    const error = generatorNameError(custom);
    setCustomError(error ? translateMessage(t, error) : null);
    if (error) return;
    if (await choose(custom)) setCustom('');
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card variant="outlined">
        <CardContent>
          <Typography component="h2" variant="h6">
            {t('names.title')}
          </Typography>
          <Typography sx={{ mt: 0.5 }}>{shown ? t('names.current', { name: shown }) : t('names.none')}</Typography>
          <Button
            variant="contained"
            sx={{ mt: 2 }}
            onClick={() => void generate()}
            disabled={generating}
            startIcon={generating ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {generating ? t('names.generating') : t('names.generate')}
          </Button>
          {genError && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {genError}
            </Alert>
          )}
          {!names && !genError && !generating && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {t('names.empty')}
            </Typography>
          )}
        </CardContent>
      </Card>
      {names && (
        <Box component="ul" aria-label={t('nameDialog.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {names.map((n) => (
            <Card component="li" variant="outlined" key={n.name} sx={{ borderColor: shown === n.name ? 'primary.main' : undefined }}>
              <CardContent sx={{ pb: 0 }}>
                <ChampionNameDetails suggestion={n} heading />
              </CardContent>
              <CardActions>
                <Button
                  size="small"
                  onClick={() => void choose(n.name)}
                  disabled={!!saving || shown === n.name}
                  aria-label={`${t('names.select')}: ${n.name}`}
                >
                  {saving === n.name ? t('names.selecting') : shown === n.name ? t('names.selected') : t('names.select')}
                </Button>
              </CardActions>
            </Card>
          ))}
        </Box>
      )}
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 1.5 }}>
          <TextField
            size="small"
            label={t('names.customLabel')}
            value={custom}
            onChange={(e) => {
              setCustom(e.target.value);
              setCustomError(null);
            }}
            error={!!customError}
            helperText={customError ?? t('names.customHelp')}
            slotProps={{ htmlInput: { maxLength: 40 } }}
          />
          <Box>
            <Button variant="outlined" onClick={() => void submitCustom()} disabled={!!saving}>
              {t('names.useCustom')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
