import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubmissionDto } from '../contract';
import { typeLabel, unitLabel } from './format';
import { useActionsTexts } from './texts';

/** Spec 9: Recent Submissions shows 5. */
export const RECENT_SHOWN = 5;

export interface RecentSubmissionsProps {
  submissions: SubmissionDto[] | undefined;
  loading?: boolean;
  error?: boolean;
}

const STATUS_COLOUR = { approved: 'success', rejected: 'error' } as const;

/** Spec 2: the first 5 submissions with a status badge (approved green, rejected red, else yellow). */
export function RecentSubmissions({ submissions, loading = false, error = false }: RecentSubmissionsProps) {
  const { t, i18n } = useActionsTexts();
  const shown = (submissions ?? []).slice(0, RECENT_SHOWN);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  return (
    <Card component="section" aria-labelledby="recent-submissions-title" variant="outlined">
      <CardContent>
        <Typography id="recent-submissions-title" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
          {t('recent.title')}
        </Typography>
        {loading ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
            <CircularProgress size={20} aria-hidden />
            <Typography color="text.secondary">{t('recent.loading')}</Typography>
          </Stack>
        ) : error ? (
          <Typography color="error.main" role="alert">
            {t('recent.error')}
          </Typography>
        ) : shown.length === 0 ? (
          <Typography color="text.secondary">{t('recent.empty')}</Typography>
        ) : (
          <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-labelledby="recent-submissions-title">
            {shown.map((s) => {
              const colour = STATUS_COLOUR[s.status as keyof typeof STATUS_COLOUR] ?? 'warning';
              const statusKey = s.status === 'approved' || s.status === 'rejected' ? s.status : 'pending';
              return (
                <Box component="li" key={s.id} sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 2 }} data-testid="submission">
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
                    <Box sx={{ minWidth: 0 }}>
                      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{s.title}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t('recent.quantity', { quantity: number.format(s.quantity), unit: unitLabel(t, s.unit) })} · {typeLabel(t, s.taskType)}
                      </Typography>
                    </Box>
                    <Stack spacing={0.5} sx={{ alignItems: 'flex-end', flexShrink: 0 }}>
                      <Chip size="small" color={colour} label={t(`recent.status.${statusKey}`)} data-status={s.status} />
                      {s.actualXP != null && (
                        <Typography variant="body2" sx={{ fontWeight: 600, color: 'success.main' }}>
                          {t('recent.xp', { xp: s.actualXP })}
                        </Typography>
                      )}
                    </Stack>
                  </Stack>
                  {s.status === 'rejected' && s.reviewReason && (
                    <Typography variant="body2" color="error.main" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                      {t('notice.reason', { reason: s.reviewReason })}
                    </Typography>
                  )}
                </Box>
              );
            })}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
