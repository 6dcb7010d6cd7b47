import { useEffect, useId, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ValidationError } from 'yup';
import { toast } from '../../../client/toasts/toast-store';
import type { NameSuggestion } from '../../astro/contract';
import { selectNameSchema } from '../schemas';
import { generateNames, selectName } from './api/use-names';
import { refreshUser } from './api/use-user';
import { ChampionNameDetails } from './ChampionNameDetails';
import { serverMessage, translateMessage } from './messages';

/** Spec 5: nothing chosen, or a custom name outside 3-30 characters, gives a message; else the name to save. */
export function championNameChoice(selected: string | null, custom: string): { name: string } | { error: string } {
  const championName = custom.trim() ? custom : (selected ?? '');
  try {
    const valid = selectNameSchema.validateSync({ championName });
    return { name: valid.championName };
  } catch (err) {
    if (err instanceof ValidationError) return { error: err.message };
    throw err;
  }
}

export interface ChampionNameDialogProps {
  open: boolean;
  userId: string;
  onClose: () => void;
  /** Called with the saved name. */
  onSelected?: (name: string) => void;
  /** For stories and tests: replace the server calls. */
  generate?: typeof generateNames;
  select?: typeof selectName;
}

type Names = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; names: NameSuggestion[]; generator: 'openai' | 'local' };

/**
 * Spec 4, Champion name dialog: three generated names (origin, meaning, element connection) or a
 * custom name of 3-30 characters. Toasts 'Names Generated!', 'Name Selected!', 'Generation Failed',
 * 'Selection Failed'.
 */
export function ChampionNameDialog({ open, userId, onClose, onSelected, generate = generateNames, select = selectName }: ChampionNameDialogProps) {
  const { t } = useTranslation('profiles');
  const queryClient = useQueryClient();
  const titleId = useId();
  const errorId = useId();
  const [names, setNames] = useState<Names>({ status: 'loading' });
  const [selected, setSelected] = useState<string | null>(null);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const requested = useRef(false);

  const load = async () => {
    setNames({ status: 'loading' });
    setSelected(null);
    try {
      const res = await generate(userId);
      setNames({ status: 'ready', names: res.suggestions, generator: res.generator });
      toast({ title: t('toasts.namesGeneratedTitle'), description: t('toasts.namesGenerated', { count: res.suggestions.length }) });
    } catch (err) {
      const message = serverMessage(t, err, t('toasts.generationFailed'));
      setNames({ status: 'error', message });
      toast({ title: t('toasts.generationFailedTitle'), description: message, variant: 'destructive' });
    }
  };

  useEffect(() => {
    if (!open || requested.current) return;
    requested.current = true;
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- generate once per opening
  }, [open]);

  const confirm = async () => {
    const choice = championNameChoice(selected, custom);
    if ('error' in choice) {
      setError(translateMessage(t, choice.error));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const res = await select(userId, choice.name);
      await refreshUser(queryClient, userId);
      toast({ title: t('toasts.nameSelectedTitle'), description: t('toasts.nameSelected', { name: res.championName }) });
      onSelected?.(res.championName);
      onClose();
    } catch (err) {
      toast({ title: t('toasts.selectionFailedTitle'), description: serverMessage(t, err, t('toasts.selectionFailed')), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs" scroll="body">
      <DialogTitle id={titleId}>{t('nameDialog.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('nameDialog.intro')}
        </Typography>
        {names.status === 'loading' && (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
            <CircularProgress size={20} aria-hidden />
            <Typography variant="body2">{t('nameDialog.generating')}</Typography>
          </Box>
        )}
        {names.status === 'error' && (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void load()}>
                {t('nameDialog.generate')}
              </Button>
            }
          >
            {names.message}
          </Alert>
        )}
        {names.status === 'ready' && (
          <>
            <RadioGroup
              aria-label={t('nameDialog.listLabel')}
              value={selected ?? ''}
              onChange={(e) => {
                setSelected(e.target.value);
                setCustom('');
                setError(null);
              }}
            >
              <Stack spacing={1}>
                {names.names.map((n) => (
                  <NameOption key={n.name} suggestion={n} checked={selected === n.name} />
                ))}
              </Stack>
            </RadioGroup>
            {names.generator === 'local' && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
                {t('nameDialog.localGenerator')}
              </Typography>
            )}
          </>
        )}
        <TextField
          fullWidth
          size="small"
          sx={{ mt: 2 }}
          label={t('nameDialog.customLabel')}
          value={custom}
          onChange={(e) => {
            setCustom(e.target.value);
            if (e.target.value.trim()) setSelected(null);
            setError(null);
          }}
          helperText={t('nameDialog.customHelp')}
          slotProps={{ htmlInput: { maxLength: 40, 'aria-describedby': error ? errorId : undefined } }}
        />
        {error && (
          <Alert severity="error" id={errorId} role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {t('nameDialog.later')}
        </Button>
        {names.status === 'ready' && (
          <Button onClick={() => void load()} disabled={saving}>
            {t('nameDialog.regenerate')}
          </Button>
        )}
        <Button variant="contained" onClick={() => void confirm()} disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
          {saving ? t('nameDialog.saving') : t('nameDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function NameOption({ suggestion, checked }: { suggestion: NameSuggestion; checked: boolean }) {
  return (
    <Box sx={{ border: 1, borderColor: checked ? 'primary.main' : 'divider', borderRadius: 1, px: 1, py: 0.5 }}>
      <FormControlLabel
        value={suggestion.name}
        control={<Radio />}
        sx={{ alignItems: 'flex-start', m: 0, width: '100%' }}
        label={
          <Box sx={{ py: 0.75 }}>
            <ChampionNameDetails suggestion={suggestion} />
          </Box>
        }
      />
    </Box>
  );
}
