import { Suspense, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../client/api';
import { useModuleSlot } from '../../../client/module-slots';
import { toast } from '../../../client/toasts/toast-store';
import { partnerSnippet, type PartnerDto } from '../contract';
import { useRemovePartner } from '../ui/api/use-partners';
import { NS } from './partners-texts';
import { PartnerApiKey } from './PartnerApiKey';
import { PartnerMembers } from './PartnerMembers';
import { toLanguage } from '../../../shared/language';

/** One partner: its settings, its embed snippet to copy, edit and remove (after a confirmation). */
export function PartnerCard({ partner, onEdit }: { partner: PartnerDto; onEdit: () => void }) {
  const { t, i18n } = useTranslation(NS);
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  // The impact page's link and URL, when the app has the impact module.
  const ImpactLinks = useModuleSlot('partnerImpactLinks');
  const lang = toLanguage(i18n.language) ?? 'en';
  const snippet = partnerSnippet(window.location.origin, partner.id, lang);
  const remove = useRemovePartner({
    onSuccess: () => {
      setConfirming(false);
      toast({ title: t('removed') });
    },
    onError: () => setConfirming(false),
  });

  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      toast({ title: t('copied') });
    } catch {
      toast({ title: t('copyFailed'), variant: 'destructive' });
    }
  }

  return (
    <Card component="article" aria-labelledby={titleId}>
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {partner.color && <Box aria-hidden sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: partner.color, flex: 'none' }} />}
            <Typography id={titleId} variant="h6" component="h2">
              {partner.name}
            </Typography>
          </Stack>
          <Typography variant="subtitle2" component="h3">
            {t('origins')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {partner.allowedOrigins.map((o) => (
              <li key={o}>
                <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                  {o}
                </Typography>
              </li>
            ))}
          </Box>
          <Typography variant="body2">{t('centre', { latitude: partner.center.latitude, longitude: partner.center.longitude, zoom: partner.zoom })}</Typography>
          <Typography variant="body2">{partner.color ? t('colour', { color: partner.color }) : t('noColour')}</Typography>
          <Typography variant="body2">{t(partner.areaRadiusKm === null ? 'areaDerived' : 'area', { km: partner.area.radiusKm })}</Typography>
          {ImpactLinks && (
            <Suspense fallback={null}>
              <ImpactLinks partner={partner} />
            </Suspense>
          )}
          <Typography variant="subtitle2" component="h3">
            {t('snippet')}
          </Typography>
          <Box component="pre" sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 1, overflowX: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            <code>{snippet}</code>
          </Box>
          <Typography variant="caption" color="text.secondary">
            {t('snippetHelp')}
          </Typography>
          <PartnerApiKey partner={partner} />
          <PartnerMembers partner={partner} />
          {remove.isError && (
            <Alert severity="error" role="alert">
              {t('removeFailed', { message: errorMessage(remove.error, remove.error.message) })}
            </Alert>
          )}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="outlined" onClick={() => void copy()} sx={{ minHeight: 44 }}>
              {t('copy')}
            </Button>
            <Button variant="outlined" onClick={onEdit} sx={{ minHeight: 44 }}>
              {t('edit')}
            </Button>
            <Button variant="outlined" color="error" onClick={() => setConfirming(true)} sx={{ minHeight: 44 }}>
              {t('remove')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
      <Dialog open={confirming} onClose={remove.isPending ? undefined : () => setConfirming(false)} aria-labelledby={`${titleId}-confirm`} aria-describedby={`${titleId}-confirm-body`} maxWidth="xs" fullWidth>
        <DialogTitle id={`${titleId}-confirm`}>{t('confirmRemoveTitle', { name: partner.name })}</DialogTitle>
        <DialogContent>
          <DialogContentText id={`${titleId}-confirm-body`}>{t('confirmRemove')}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
          <Button onClick={() => setConfirming(false)} disabled={remove.isPending} autoFocus sx={{ minHeight: 44 }}>
            {t('form.cancel')}
          </Button>
          <Button variant="contained" color="error" disabled={remove.isPending} onClick={() => remove.mutate({ params: { id: partner.id } })} sx={{ minHeight: 44 }}>
            {t('confirmRemoveAction')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
