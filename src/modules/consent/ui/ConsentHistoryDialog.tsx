import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import { useTranslation } from 'react-i18next';
import { CONSENT_CATEGORY_IDS, type ConsentProofDto, type LegalValidationDto } from '../contract';
import { formatDateTime } from './format';

export interface ConsentHistoryDialogProps {
  open: boolean;
  onClose: () => void;
  /** null while loading. */
  proof: ConsentProofDto | null;
  error?: boolean;
}

const CHECKS: (keyof LegalValidationDto)[] = ['gdprCompliant', 'validConsent', 'withdrawalRights', 'auditTrail'];

/** Spec 2, Privacy settings panel: the history dialog with the legal validation and the consent history (newest first). */
export function ConsentHistoryDialog({ open, onClose, proof, error }: ConsentHistoryDialogProps) {
  const { t, i18n } = useTranslation('consent');
  const name = (id: string) => t(`categories.${id}.name`);
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="consent-history-title" scroll="paper">
      <DialogTitle id="consent-history-title">{t('panel.history.title')}</DialogTitle>
      <DialogContent dividers>
        {error ? (
          <Typography role="alert">{t('panel.loadError')}</Typography>
        ) : !proof ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
            <CircularProgress aria-label={t('panel.history.title')} />
          </Box>
        ) : (
          <>
            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
              {t('panel.history.legalTitle')}
            </Typography>
            <List dense aria-label={t('panel.history.legalTitle')} sx={{ mb: 2 }}>
              {CHECKS.map((check) => {
                const ok = proof.legalValidation[check];
                return (
                  <ListItem key={check} disableGutters sx={{ gap: 1 }}>
                    {ok ? <CheckCircleIcon color="success" aria-hidden fontSize="small" /> : <CancelIcon color="error" aria-hidden fontSize="small" />}
                    <Typography variant="body2">
                      {t(`panel.history.${check}`)}: <strong>{ok ? t('panel.history.yes') : t('panel.history.no')}</strong>
                    </Typography>
                  </ListItem>
                );
              })}
            </List>
            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700, mb: 1 }}>
              {t('panel.history.title')}
            </Typography>
            {proof.consentHistory.length === 0 ? (
              <Typography variant="body2">{t('panel.history.empty')}</Typography>
            ) : (
              <List aria-label={t('panel.history.title')} disablePadding>
                {proof.consentHistory.map((e) => (
                  <ListItem key={e.consentId} disableGutters divider sx={{ display: 'block', py: 1 }}>
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {e.action === 'withdraw' ? t('panel.history.withdraw') : t('panel.history.record')} · {formatDateTime(e.timestamp, i18n.language)}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t(`panel.history.source.${e.source}`)} · {t('panel.history.version', { version: e.consentVersion })} ·{' '}
                      {e.ipAddress ? t('panel.history.ip', { ip: e.ipAddress }) : t('panel.history.noIp')}
                    </Typography>
                    {e.withdrawnCategories.length > 0 && (
                      <Typography variant="body2">{t('panel.history.withdrawn', { categories: e.withdrawnCategories.map(name).join(', ') })}</Typography>
                    )}
                    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
                      {CONSENT_CATEGORY_IDS.map((id) => (
                        <Chip
                          key={id}
                          size="small"
                          variant={e.granularConsents[id] ? 'filled' : 'outlined'}
                          color={e.granularConsents[id] ? 'primary' : 'default'}
                          label={`${name(id)}: ${e.granularConsents[id] ? t('panel.history.granted') : t('panel.history.denied')}`}
                        />
                      ))}
                    </Box>
                  </ListItem>
                ))}
              </List>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('panel.history.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
