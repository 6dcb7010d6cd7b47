import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../client/api';
import { useCurrentUser } from '../../../client/session/current-user';
import { toast } from '../../../client/toasts/toast-store';
import type { ValidationDto } from '../contract';
import { submissionsQuery, useSubmitTask, useValidateTask } from './api/use-submissions';
import { taskConfigQuery } from './api/use-task-config';
import { RecentSubmissions } from './RecentSubmissions';
import { toPayload, type TaskFormValues } from './task-form';
import { TaskForm } from './TaskForm';
import { ValidationResultsCard } from './ValidationResultsCard';
import { useActionsTexts } from './texts';

export interface SubmitTaskPageProps {
  /** For tests and stories; defaults to navigator.geolocation (null: no geolocation). */
  geolocation?: Geolocation | null;
}

/** Spec 2, Submit Task page (/submit-task): the form, the validation results and the recent submissions. */
export default function SubmitTaskPage({ geolocation }: SubmitTaskPageProps = {}) {
  const { t } = useActionsTexts();
  const user = useCurrentUser();
  const config = useQuery(taskConfigQuery());
  const submissions = useQuery({ ...submissionsQuery(), enabled: !user.isLoading && !user.error });
  const validateTask = useValidateTask();
  const submitTask = useSubmitTask();
  const [validation, setValidation] = useState<ValidationDto | null>(null);

  if (config.isPending) {
    return (
      <Stack role="status" spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-hidden />
        <Typography>{t('loadingConfig')}</Typography>
      </Stack>
    );
  }
  if (config.isError) {
    return (
      <Stack role="alert" spacing={2} sx={{ alignItems: 'center', py: 8, px: 2 }}>
        <Typography>{t('configError', { message: errorMessage(config.error, config.error.message) })}</Typography>
        <Button variant="outlined" onClick={() => void config.refetch()}>
          {t('retry')}
        </Button>
      </Stack>
    );
  }

  async function onSubmit(values: TaskFormValues): Promise<boolean> {
    try {
      const { submission } = await submitTask.mutateAsync({ body: toPayload(values) });
      const approved = submission.status === 'approved';
      toast({
        title: t('submit.successTitle'),
        description: approved ? t('submit.approved', { xp: submission.actualXP ?? 0, coins: submission.actualCoins ?? 0 }) : t('submit.pending'),
      });
      setValidation(null);
      return true;
    } catch (err) {
      toast({ title: t('submit.failedTitle'), description: errorMessage(err, t('submit.failed')), variant: 'destructive' });
      return false;
    }
  }

  async function onValidate(values: TaskFormValues) {
    try {
      const res = await validateTask.mutateAsync({ body: toPayload(values) });
      setValidation(res.validation);
    } catch (err) {
      toast({ title: t('validation.failedTitle'), description: errorMessage(err, t('validation.failed')), variant: 'destructive' });
    }
  }

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', px: 2, py: 3 }}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Card variant="outlined" component="section" aria-labelledby="submit-task-title">
          <CardContent>
            <Typography id="submit-task-title" variant="h1" component="h1">
              {t('title')}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
              {t('description')}
            </Typography>
            <TaskForm
              types={config.data?.taskTypes ?? []}
              onSubmit={onSubmit}
              onValidate={(values) => void onValidate(values)}
              validating={validateTask.isPending}
              submitting={submitTask.isPending}
              geolocation={geolocation}
            />
          </CardContent>
        </Card>

        <Stack spacing={3}>
          {validation && <ValidationResultsCard validation={validation} />}
          <RecentSubmissions submissions={submissions.data?.submissions} loading={submissions.isLoading || user.isLoading} error={submissions.isError} />
        </Stack>
      </Box>
    </Box>
  );
}
