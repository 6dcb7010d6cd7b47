import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { announce } from '../../../client/accessibility/announcer';
import { apiRequest, errorMessage } from '../../../client/api';
import { useCurrentUser } from '../../../client/session/current-user';
import { toast } from '../../../client/shell/toast-store';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { QueryState } from '../../../ui/QueryState';
import { rejectBodySchema } from '../../admin/schemas';
import type { PublicUserDto } from '../../guest/contract';
import type { PendingSubmissionDto, SubmissionDto } from '../contract';
import { APPROVE_MAX, approveSubmissionSchema } from '../schemas';
import { flagLabel, formatImpact, formatRiskPercent, RISK_COLOUR_THRESHOLD, typeLabel, unitLabel } from '../ui/format';

export const PENDING_KEY = ['/api/admin/actions/pending'] as const;

/** The actualXP field: a whole number 0..APPROVE_MAX (the server checks the same schema). */
export function validActualXP(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return approveSubmissionSchema.isValidSync({ actualXP: value }) ? value : null;
}

const validReason = (reason: string) => rejectBodySchema.isValidSync({ reason });

function Owner({ id }: { id: string }) {
  const { t } = useTranslation('actions');
  const q = useQuery<PublicUserDto>({ queryKey: ['/api/user', id], staleTime: 5 * 60_000 });
  return <>{q.data?.username || q.data?.firstName || t('admin.guestUser', { id: id.slice(0, 8) })}</>;
}

/** The XP field's helper text (and whether it is an error) for the typed value. */
function xpHelp(t: TFunction, actualXP: number | null, potentialXP: number, canExceed: boolean, coins: number): { text: string; error: boolean } {
  if (actualXP === null) return { text: t('admin.xpInvalid', { max: APPROVE_MAX }), error: true };
  if (actualXP > potentialXP && !canExceed) return { text: t('admin.xpAbovePotential', { max: potentialXP }), error: true };
  return { text: t('admin.actualXPHelp', { coins, xp: actualXP }), error: false };
}

function SubmissionCard({ s, isAdmin }: { s: PendingSubmissionDto; isAdmin: boolean }) {
  const { t, i18n } = useTranslation('actions');
  const qc = useQueryClient();
  const id = useId();
  const [xp, setXp] = useState(String(s.potentialXP));
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [approveReason, setApproveReason] = useState('');
  const actualXP = validActualXP(xp);
  // More than the potential needs an admin and a reason (the server checks both again).
  const abovePotential = actualXP !== null && actualXP > s.potentialXP;
  const approvable = actualXP !== null && (!abovePotential || (isAdmin && validReason(approveReason)));
  const decide = useMutation({
    mutationFn: async (verdict: 'approve' | 'reject') =>
      (await (
        await apiRequest(
          'POST',
          `/api/admin/actions/submissions/${s.id}/${verdict}`,
          verdict === 'reject' ? { reason: reason.trim() } : abovePotential ? { actualXP, reason: approveReason.trim() } : { actualXP },
        )
      ).json()) as { submission: SubmissionDto },
    onSuccess: (res, verdict) => {
      const text = verdict === 'approve' ? t('admin.approved', { title: s.title, xp: res.submission.actualXP ?? actualXP }) : t('admin.rejected', { title: s.title });
      toast({ title: text });
      announce(text);
      setRejecting(false);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: PENDING_KEY }),
  });
  const risky = s.riskScore >= RISK_COLOUR_THRESHOLD;
  const date = new Date(s.createdAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const coinsAt = s.potentialXP > 0 && actualXP !== null ? Math.round((s.potentialCoins * actualXP) / s.potentialXP) : s.potentialCoins;
  const help = xpHelp(t, actualXP, s.potentialXP, isAdmin, coinsAt);
  const facts: [string, string][] = [
    [t('admin.quantity'), `${s.quantity} ${unitLabel(t, s.unit)} · ${typeLabel(t, s.taskType)}`],
    [t('admin.impact'), t('admin.impactValue', { value: formatImpact(s.estimatedImpact, i18n.language) })],
    [t('admin.potential'), t('admin.potentialValue', { xp: s.potentialXP, coins: s.potentialCoins })],
  ];
  if (s.location) facts.push([t('admin.location'), s.location]);
  return (
    <Card component="article" variant="outlined" aria-labelledby={`${id}-title`}>
      <CardContent>
        <Typography id={`${id}-title`} variant="h6" component="h2">{s.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          <Trans t={t} i18nKey="admin.by" values={{ date }} components={{ name: <Owner id={s.userId} /> }} />
        </Typography>
        {s.description && <Typography sx={{ mt: 1 }}>{s.description}</Typography>}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, my: 2 }}>
          {facts.map(([k, v]) => (
            <Box key={k} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>{k}</Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0 }}>{v}</Typography>
            </Box>
          ))}
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>{t('admin.risk')}</Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, color: risky ? 'error.main' : 'success.main', fontWeight: 700 }}>
            {t('admin.riskValue', { value: formatRiskPercent(s.riskScore, i18n.language) })}
          </Typography>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>{t('admin.flagsLabel')}</Typography>
          <Box component="dd" sx={{ m: 0 }}>
            {s.flags.length === 0 ? (
              <Typography variant="body2">{t('admin.noFlags')}</Typography>
            ) : (
              <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}>
                {s.flags.map((f) => <li key={f}><Chip size="small" color="warning" variant="outlined" label={flagLabel(t, f)} /></li>)}
              </Box>
            )}
          </Box>
          {s.evidenceUrls.length > 0 && (
            <>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>{t('admin.evidence')}</Typography>
              <Box component="dd" sx={{ m: 0, display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                {s.evidenceUrls.map((url, i) => (
                  <Link key={url} href={url} target="_blank" rel="noopener noreferrer nofollow">{t('admin.evidenceLink', { n: i + 1 })}</Link>
                ))}
              </Box>
            </>
          )}
        </Box>
        {s.ownWork && <Alert severity="info" sx={{ mb: 1 }}>{t('admin.ownWork')}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            label={t('admin.actualXP')}
            value={xp}
            onChange={(e) => setXp(e.target.value)}
            size="small"
            disabled={s.ownWork}
            error={help.error}
            helperText={help.text}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
            sx={{ maxWidth: 260 }}
          />
          {isAdmin && abovePotential && (
            <TextField
              label={t('admin.abovePotentialReason')}
              value={approveReason}
              onChange={(e) => setApproveReason(e.target.value)}
              size="small"
              required
              disabled={s.ownWork}
              error={approveReason.length > 0 && !validReason(approveReason)}
              helperText={approveReason.length > 0 && !validReason(approveReason) ? t('admin.reasonTooShort') : t('admin.abovePotentialHelp', { max: s.potentialXP })}
              slotProps={{ htmlInput: { maxLength: 500 } }}
              sx={{ maxWidth: 320 }}
            />
          )}
          <Button
            variant="contained"
            color="success"
            disabled={s.ownWork || decide.isPending || !approvable}
            onClick={() => decide.mutate('approve')}
            aria-label={t('admin.approveFor', { title: s.title })}
            sx={{ minHeight: 40 }}
          >
            {t('admin.approve')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={s.ownWork || decide.isPending}
            onClick={() => {
              decide.reset();
              setRejecting(true);
            }}
            aria-label={t('admin.rejectFor', { title: s.title })}
            sx={{ minHeight: 40 }}
          >
            {t('admin.reject')}
          </Button>
        </Stack>
        {decide.isError && !rejecting && <Alert severity="error" sx={{ mt: 1 }}>{t('admin.failed', { message: errorMessage(decide.error, '') })}</Alert>}
      </CardContent>
      <ConfirmDialog
        open={rejecting}
        title={t('admin.rejectTitle', { title: s.title })}
        body={t('admin.rejectBody')}
        confirmLabel={t('admin.reject')}
        busyLabel={t('admin.working')}
        cancelLabel={t('admin.cancel')}
        destructive
        busy={decide.isPending}
        confirmDisabled={!validReason(reason)}
        onConfirm={() => decide.mutate('reject')}
        onCancel={() => setRejecting(false)}
      >
        <TextField
          label={t('admin.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 2 }}
          error={reason.length > 0 && !validReason(reason)}
          helperText={reason.length > 0 && !validReason(reason) ? t('admin.reasonTooShort') : ' '}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {decide.isError && <Alert severity="error">{t('admin.failed', { message: errorMessage(decide.error, '') })}</Alert>}
      </ConfirmDialog>
    </Card>
  );
}

/**
 * Admin plugin page: pending environmental-action submissions with their flags and risk score. The
 * viewer's own submissions are shown but not decidable; more XP than the potential only for admins.
 */
export default function PendingSubmissions() {
  const { t } = useTranslation('actions');
  const isAdmin = useCurrentUser().user?.role === 'admin';
  const q = useQuery<{ submissions: PendingSubmissionDto[] }>({ queryKey: PENDING_KEY, refetchInterval: 30_000, staleTime: 0 });
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('admin.title')}</Typography>
      <Typography color="text.secondary">{t('admin.intro')}</Typography>
      <QueryState
        query={q}
        loading={t('admin.loading')}
        retry={t('admin.retry')}
        failed={(e) => t('admin.loadFailed', { message: errorMessage(e, '') })}
        empty={t('admin.empty')}
        isEmpty={(d) => d.submissions.length === 0}
      />
      {q.data?.submissions.map((s) => <SubmissionCard key={s.id} s={s} isAdmin={isAdmin} />)}
    </Stack>
  );
}
