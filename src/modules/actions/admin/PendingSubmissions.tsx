import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { Trans } from 'react-i18next';
import { DecisionCard } from '../../../client/admin/DecisionCard';
import { errorMessage } from '../../../client/api';
import { useCurrentUser } from '../../../client/session/current-user';
import { QueryState } from '../../../ui/QueryState';
import { rejectBodySchema } from '../../admin/schemas';
import type { PendingSubmissionDto } from '../contract';
import { APPROVE_MAX, approveSubmissionSchema } from '../schemas';
import { usePendingSubmissions, useSubmissionDecision, useSubmissionOwner } from '../ui/api/use-pending-submissions';
import { flagLabel, formatImpact, formatRiskPercent, RISK_COLOUR_THRESHOLD, typeLabel, unitLabel } from '../ui/format';
import { useActionsTexts } from '../ui/texts';

/** The actualXP field: a whole number 0..APPROVE_MAX (the server checks the same schema). */
export function validActualXP(text: string): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return approveSubmissionSchema.isValidSync({ actualXP: value }) ? value : null;
}

const validReason = (reason: string) => rejectBodySchema.isValidSync({ reason });

function Owner({ id }: { id: string }) {
  const { t } = useActionsTexts();
  const q = useSubmissionOwner(id);
  return <>{q.data?.username || q.data?.firstName || t('admin.guestUser', { id: id.slice(0, 8) })}</>;
}

/** The XP field's helper text (and whether it is an error) for the typed value. */
function xpHelp(t: TFunction, actualXP: number | null, potentialXP: number, canExceed: boolean, coins: number): { text: string; error: boolean } {
  if (actualXP === null) return { text: t('admin.xpInvalid', { max: APPROVE_MAX }), error: true };
  if (actualXP > potentialXP && !canExceed) return { text: t('admin.xpAbovePotential', { max: potentialXP }), error: true };
  return { text: t('admin.actualXPHelp', { coins, xp: actualXP }), error: false };
}

function SubmissionCard({ s, isAdmin }: { s: PendingSubmissionDto; isAdmin: boolean }) {
  const { t, i18n } = useActionsTexts();
  const id = useId();
  const [xp, setXp] = useState(String(s.potentialXP));
  const [approveReason, setApproveReason] = useState('');
  const actualXP = validActualXP(xp);
  // More than the potential needs an admin and a reason (the server checks both again).
  const abovePotential = actualXP !== null && actualXP > s.potentialXP;
  const approvable = actualXP !== null && (!abovePotential || (isAdmin && validReason(approveReason)));
  const decision = useSubmissionDecision(s.id, {
    // The approve button is enabled only with a valid actualXP.
    body: (verdict, reason) => (verdict === 'reject' ? { reason } : abovePotential ? { actualXP: actualXP ?? undefined, reason: approveReason.trim() } : { actualXP: actualXP ?? undefined }),
    done: (res, verdict) => (verdict === 'approve' ? t('admin.approved', { title: s.title, xp: res.submission.actualXP ?? actualXP }) : t('admin.rejected', { title: s.title })),
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
    <DecisionCard
      decision={decision}
      labelledBy={`${id}-title`}
      variant="outlined"
      locked={s.ownWork && t('admin.ownWork')}
      reason={{ label: t('admin.reason'), valid: validReason, invalid: t('admin.reasonTooShort'), required: true, inDialog: true }}
      fields={
        <>
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
        </>
      }
      actions={[
        { verb: 'approve', label: t('admin.approve'), ariaLabel: t('admin.approveFor', { title: s.title }), color: 'success', variant: 'contained', disabled: !approvable },
        {
          verb: 'reject',
          label: t('admin.reject'),
          ariaLabel: t('admin.rejectFor', { title: s.title }),
          color: 'error',
          variant: 'outlined',
          needsReason: true,
          confirm: { title: t('admin.rejectTitle', { title: s.title }), body: t('admin.rejectBody'), confirmLabel: t('admin.reject'), cancelLabel: t('admin.cancel'), destructive: true },
        },
      ]}
      failed={(e) => t('admin.failed', { message: errorMessage(e, '') })}
      busyLabel={t('admin.working')}
    >
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
    </DecisionCard>
  );
}

/**
 * Admin plugin page: pending environmental-action submissions with their flags and risk score. The
 * viewer's own submissions are shown but not decidable; more XP than the potential only for admins.
 */
export default function PendingSubmissions() {
  const { t } = useActionsTexts();
  const isAdmin = useCurrentUser().user?.role === 'admin';
  const q = usePendingSubmissions();
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
