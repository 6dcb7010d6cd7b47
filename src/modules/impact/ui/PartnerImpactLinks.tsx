import { useId } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { SlotProps } from '../../../client/module-slots';
import { toast } from '../../../client/toasts/toast-store';
import { partnerImpactPath } from '../contract';
import { useImpactTexts } from './texts';

/**
 * The `partnerImpactLinks` slot on each card of the Embed partners admin page (declared by the embed
 * module): a link to the partner's impact page and its full URL to copy for the partner.
 */
export default function PartnerImpactLinks({ partner }: SlotProps<'partnerImpactLinks'>) {
  const { t } = useImpactTexts();
  const headingId = useId();
  const helpId = useId();
  const path = partnerImpactPath(partner.id);
  const url = `${window.location.origin}${path}`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: t('links.copied') });
    } catch {
      toast({ title: t('links.copyFailed'), variant: 'destructive' });
    }
  }
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {t('links.heading')}
      </Typography>
      <TextField
        label={t('links.url')}
        value={url}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { readOnly: true, 'aria-describedby': helpId, onFocus: (e: React.FocusEvent<HTMLInputElement>) => e.target.select() } }}
      />
      <Typography id={helpId} variant="caption" color="text.secondary">
        {t('links.help')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to={path} variant="outlined" sx={{ minHeight: 44 }}>
          {t('links.open')}
        </Button>
        <Button variant="outlined" onClick={() => void copy()} sx={{ minHeight: 44 }}>
          {t('links.copy')}
        </Button>
      </Stack>
    </Stack>
  );
}
