import { useMemo, useRef, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { Form } from 'react-final-form';
import { yupValidator } from '../../../client/forms/yup-validator';
import type { TaskTypeConfigDto } from '../contract';
import { TASK_FORM_DEFAULTS, taskSubmissionSchema } from '../schemas';
import { translateMessage } from './format';
import type { TaskFormValues } from './task-form';
import { TaskFields } from './TaskFields';
import { TaskLocationField } from './TaskLocationField';
import { useActionsTexts } from './texts';

export interface TaskFormProps {
  types: readonly TaskTypeConfigDto[];
  /** Sends the task; true when it was accepted, which starts the form afresh. */
  onSubmit: (values: TaskFormValues) => Promise<boolean>;
  onValidate: (values: TaskFormValues) => void;
  validating: boolean;
  /** The submit request is running. */
  submitting: boolean;
  geolocation?: Geolocation | null;
}

/** The Submit Task form (spec 2): the fields, the location, and Validate / Submit. */
export function TaskForm({ types, onSubmit, onValidate, validating, submitting, geolocation }: TaskFormProps) {
  const { t } = useActionsTexts();
  const succeeded = useRef(false);
  const validator = useMemo(() => yupValidator<TaskFormValues>(taskSubmissionSchema, (m) => translateMessage(t, m)), [t]);

  async function submit(values: TaskFormValues) {
    succeeded.current = false;
    succeeded.current = await onSubmit(values);
  }

  return (
    <Form<TaskFormValues>
      onSubmit={submit}
      initialValues={{ ...TASK_FORM_DEFAULTS }}
      validate={validator}
      render={({ handleSubmit, form, values, submitting: formSubmitting }) => {
        const send = (e: FormEvent<HTMLFormElement>) => {
          const pending = handleSubmit(e);
          if (pending && typeof (pending as Promise<unknown>).then === 'function') {
            void (pending as Promise<unknown>).then(() => {
              if (succeeded.current) form.restart({ ...TASK_FORM_DEFAULTS });
            });
          }
        };
        const busySubmitting = formSubmitting || submitting;
        return (
          <Box component="form" noValidate onSubmit={send} aria-busy={busySubmitting}>
            <Stack spacing={2.5}>
              <TaskFields types={types} form={form} values={values} />
              <TaskLocationField form={form} values={values} geolocation={geolocation} />

              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                <Button
                  variant="outlined"
                  size="large"
                  onClick={() => onValidate(values)}
                  disabled={validating}
                  startIcon={validating ? <CircularProgress size={18} aria-hidden /> : undefined}
                  sx={{ flex: 1, minHeight: 48 }}
                >
                  {validating ? t('buttons.validating') : t('buttons.validate')}
                </Button>
                <Button
                  type="submit"
                  variant="contained"
                  size="large"
                  disabled={busySubmitting}
                  startIcon={busySubmitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
                  sx={{ flex: 1, minHeight: 48 }}
                >
                  {busySubmitting ? t('buttons.submitting') : t('buttons.submit')}
                </Button>
              </Stack>
            </Stack>
          </Box>
        );
      }}
    />
  );
}
