import { useEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CompletionResponse } from '../contract';

export interface CompletionResultProps {
  result: CompletionResponse;
  /** 'Great! Continue' and 'OK, Submit for Review' close; 'Try Again' goes back to the photo. */
  onDone: () => void;
  onTryAgain: () => void;
}

const TITLES = { verified: 'result.verifiedTitle', needs_review: 'result.reviewTitle', failed: 'result.failedTitle' } as const;
const SEVERITY = { verified: 'success', needs_review: 'warning', failed: 'error' } as const;

/** The 'AI Verification Results' view: outcome box, scores, the four sections, who judged, and the next step. */
export function CompletionResult({ result, onDone, onTryAgain }: CompletionResultProps) {
  const { t } = useTranslation('tasks');
  const heading = useRef<HTMLHeadingElement>(null);
  const status = result.verificationStatus;
  const a = result.analysis;
  useEffect(() => {
    heading.current?.focus();
  }, [status]);

  const box =
    status === 'verified'
      ? result.reward > 0
        ? t('result.verifiedBox', { reward: result.reward })
        : t('result.verifiedUnpaid')
      : status === 'needs_review'
        ? t('result.reviewBox')
        : t('result.failedBox');

  return (
    <Stack spacing={2}>
      <Typography ref={heading} tabIndex={-1} component="h2" variant="overline" sx={{ outline: 'none', fontSize: '0.8rem', lineHeight: 1.5 }}>
        {t('result.heading')}
      </Typography>
      <div role="status" aria-live="polite">
        <Alert severity={SEVERITY[status]} variant="outlined" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
          <AlertTitle component="h3" sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
            {t(TITLES[status])}
          </AlertTitle>
          {box}
          {status === 'verified' && a.bonusEarned > 0 && <Box sx={{ mt: 0.5 }}>{t('result.bonus', { bonus: a.bonusEarned })}</Box>}
        </Alert>
      </div>

      {(a.completionPercentage > 0 || a.qualityScore > 0) && (
        <Stack direction="row" spacing={2}>
          <Meter label={t('result.completion')} value={a.completionPercentage} text={t('result.percent', { value: Math.round(a.completionPercentage) })} />
          <Meter label={t('result.quality')} value={a.qualityScore} text={t('result.outOf100', { value: Math.round(a.qualityScore) })} />
        </Stack>
      )}

      {a.feedback && <Section title={t('result.feedback')}>{a.feedback}</Section>}
      {a.areasImproved.length > 0 && <ListSection title={t('result.areasImproved')} items={a.areasImproved} />}
      {a.stillNeedsWork.length > 0 && <ListSection title={t('result.stillNeedsWork')} items={a.stillNeedsWork} />}
      {a.environmentalImpact && <Section title={t('result.environmentalImpact')}>{a.environmentalImpact}</Section>}

      <Typography variant="body2" color="text.secondary">
        {result.verifier === 'openai' ? t('result.verifierOpenai') : t('result.verifierLocal')}
        {result.fallbackReason && (
          <>
            <br />
            {t('result.fallbackReason', { reason: result.fallbackReason })}
          </>
        )}
      </Typography>

      {status === 'failed' ? (
        <Button variant="contained" size="large" onClick={onTryAgain} sx={{ minHeight: 48 }}>
          {t('result.tryAgain')}
        </Button>
      ) : (
        <Button variant="contained" size="large" onClick={onDone} sx={{ minHeight: 48 }}>
          {status === 'verified' ? t('result.continue') : t('result.submitReview')}
        </Button>
      )}
    </Stack>
  );
}

function Meter({ label, value, text }: { label: string; value: number; text: string }) {
  return (
    <Box sx={{ flex: 1 }}>
      <Typography variant="body2" sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 600 }}>
        <span>{label}</span>
        <span>{text}</span>
      </Typography>
      <LinearProgress variant="determinate" value={Math.max(0, Math.min(100, value))} aria-label={label} sx={{ mt: 0.5, height: 8, borderRadius: 4 }} />
    </Box>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography variant="body2">{children}</Typography>
    </Box>
  );
}

function ListSection({ title, items }: { title: string; items: string[] }) {
  return (
    <Section title={title}>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </Box>
    </Section>
  );
}
