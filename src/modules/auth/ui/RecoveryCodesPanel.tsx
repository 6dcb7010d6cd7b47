import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../client/accessibility/announcer';
import { toast } from '../../../client/toasts/toast-store';

export const RECOVERY_CODES_FILE = 'cleanquest-recovery-codes.txt';

/** The text file and clipboard form of the codes: one per line, with a line naming the account. */
export function recoveryCodesText(codes: string[], username: string | null): string {
  const head = username ? `CleanQuest recovery codes for ${username}` : 'CleanQuest recovery codes';
  return [head, '', ...codes, ''].join('\n');
}

export interface RecoveryCodesPanelProps {
  codes: string[];
  username: string | null;
  /** Set once the person ticked 'I have saved them'. */
  saved: boolean;
  onSavedChange: (saved: boolean) => void;
}

/**
 * The one-time recovery codes: shown once, with copy and download, and an 'I have saved them'
 * confirmation the surrounding dialog waits for.
 */
export function RecoveryCodesPanel({ codes, username, saved, onSavedChange }: RecoveryCodesPanelProps) {
  const { t } = useTranslation('auth');
  const listId = useId();
  const [copied, setCopied] = useState(false);
  const text = recoveryCodesText(codes, username);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      announce(t('codes.copied'));
      toast({ title: t('codes.copied') });
    } catch {
      toast({ title: t('codes.copyFailed'), variant: 'destructive' });
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = RECOVERY_CODES_FILE;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    announce(t('codes.downloaded'));
  };

  return (
    <Box>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('codes.once')}
      </Alert>
      <Typography variant="body2" id={listId} sx={{ mb: 1 }}>
        {t('codes.explain', { count: codes.length })}
      </Typography>
      <Box
        component="ol"
        aria-labelledby={listId}
        data-testid="recovery-codes"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 0.5, m: 0, mb: 2, p: 1.5, pl: 4, bgcolor: 'action.hover', borderRadius: 1, fontFamily: 'monospace', fontSize: '1rem' }}
      >
        {codes.map((code) => (
          <li key={code}>
            <span translate="no">{code}</span>
          </li>
        ))}
      </Box>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" startIcon={<ContentCopyIcon aria-hidden />} onClick={() => void copy()}>
          {copied ? t('codes.copiedButton') : t('codes.copy')}
        </Button>
        <Button variant="outlined" size="small" startIcon={<DownloadIcon aria-hidden />} onClick={download}>
          {t('codes.download')}
        </Button>
      </Stack>
      <FormControlLabel control={<Checkbox checked={saved} onChange={(e) => onSavedChange(e.target.checked)} />} label={t('codes.saved')} />
    </Box>
  );
}
