import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { announce } from '../../../client/accessibility/announcer';
import { ApiError, errorMessage } from '../../../client/api';
import { isQueued, isRefusal, newIdempotencyKey } from '../../../client/offline/submit';
import { useCurrentUser } from '../../../client/session/current-user';
import { preloadOfflineQueue, useSendSurvey } from './api/use-send-survey';
import { draftProblem, toSurveyBody } from './draft';
import { CountsPanel } from './CountsPanel';
import { RecordingStep, ReviewStep, SetupStep } from './SurveySteps';
import { useSurveysTexts } from './texts';
import { useSurveyRecorder } from './use-survey-recorder';

/**
 * /surveys/new (issue 40): a monitoring survey recorded on the phone. Set up (kind, people), Start
 * records the route from the GPS with the screen kept on, counts per litter item, Stop, review, Send.
 * The survey in progress lives on the device (a reload resumes it); Send goes through the offline
 * queue when there is no connection. Guests are told to sign in.
 */
export default function SurveyScreen() {
  const { t } = useSurveysTexts();
  const user = useCurrentUser();
  return (
    <Box sx={{ p: 2, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('title')}
      </Typography>
      {user.isLoading ? (
        <Loading />
      ) : user.isGuest ? (
        <Alert severity="info" data-testid="survey-guest">
          <AlertTitle>{t('guestTitle')}</AlertTitle>
          {t('guestHint')}
        </Alert>
      ) : (
        <Recorder userId={user.userId} />
      )}
    </Box>
  );
}

function Loading() {
  const { t } = useSurveysTexts();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
      <CircularProgress size={24} aria-hidden />
      <Typography>{t('loading')}</Typography>
    </Stack>
  );
}

function Recorder({ userId }: { userId: string }) {
  const { t } = useSurveysTexts();
  const { draft, update, discard, gpsError, wakeLock, storageFailed } = useSurveyRecorder(userId);
  const send = useSendSurvey();
  const [done, setDone] = useState<'sent' | 'queued' | null>(null);
  const underWay = draft !== null && draft.phase !== 'setup';
  useEffect(() => {
    if (underWay) preloadOfflineQueue();
  }, [underWay]);

  if (done) {
    return (
      <Stack spacing={2}>
        <Alert severity="success" data-testid={`survey-${done}`}>
          {t(`done.${done}`)}
        </Alert>
        <Button variant="outlined" onClick={() => setDone(null)} sx={{ minHeight: 48 }}>
          {t('done.another')}
        </Button>
      </Stack>
    );
  }
  if (!draft) return <Loading />;

  const start = () => {
    update((d) => ({ ...d, phase: 'recording', startedAt: new Date().toISOString(), endedAt: null, points: [], drawn: null, idempotencyKey: null }));
    announce(t('recording.started'));
  };
  const stop = () => {
    update((d) => ({ ...d, phase: 'review', endedAt: new Date().toISOString(), idempotencyKey: d.idempotencyKey ?? newIdempotencyKey() }));
    announce(t('recording.stopped'));
  };
  // Recording again changes the survey: the next Stop makes a new key.
  const resume = () => update((d) => ({ ...d, phase: 'recording', endedAt: null, idempotencyKey: null }));
  const onDiscard = () => {
    if (window.confirm(t('review.discardConfirm'))) void discard();
  };
  const onSend = () => {
    const key = draft.idempotencyKey ?? newIdempotencyKey();
    send.mutate(
      { body: toSurveyBody(draft), idempotencyKey: key, userId },
      {
        onSuccess: async (result) => {
          await discard();
          const outcome = isQueued(result) ? 'queued' : 'sent';
          setDone(outcome);
          announce(t(`done.${outcome}`));
        },
        // The server refused it and made nothing: the corrected survey is a new submission.
        onError: (err) => isRefusal(err) && update((d) => ({ ...d, idempotencyKey: newIdempotencyKey() })),
      },
    );
  };
  const sendError = send.error ? (send.error instanceof ApiError && send.error.status === 403 && send.error.body.includes('REGISTERED_ONLY') ? t('review.guest') : t('review.failed', { message: errorMessage(send.error, send.error.message) })) : null;

  return (
    <Stack spacing={3}>
      {storageFailed && <Alert severity="warning">{t('storageFailed')}</Alert>}
      {draft.phase === 'setup' && (
        <>
          <Typography color="text.secondary">{t('intro')}</Typography>
          <SetupStep draft={draft} update={update} onStart={start} />
        </>
      )}
      {draft.phase === 'recording' && <RecordingStep draft={draft} update={update} gpsError={gpsError} wakeLock={wakeLock} onStop={stop} />}
      {draft.phase === 'review' && <ReviewStep draft={draft} update={update} problem={draftProblem(draft)} sending={send.isPending} error={sendError} onSend={onSend} onResume={resume} onDiscard={onDiscard} />}
      {draft.phase !== 'setup' && <CountsPanel counts={draft.counts} onChange={(item, count) => update((d) => ({ ...d, counts: { ...d.counts, [item]: count } }))} />}
    </Stack>
  );
}
