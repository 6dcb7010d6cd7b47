import { useMemo, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import GpsFixedIcon from '@mui/icons-material/GpsFixed';
import { useQuery } from '@tanstack/react-query';
import type { FormApi } from 'final-form';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../client/api';
import { yupValidator } from '../../../client/forms/yup-validator';
import { getPosition, formatCoordinates } from '../../../client/geo/get-position';
import { useCurrentUser } from '../../../client/session/current-user';
import { toast } from '../../../client/shell/toast-store';
import type { TaskSubmissionInput, TaskTypeConfigDto, ValidationDto } from '../contract';
import { QUANTITY_MIN, QUANTITY_STEP, TASK_FORM_DEFAULTS, taskSubmissionSchema } from '../schemas';
import { subtypeFieldLabel, subtypeLabel, translateMessage, typeLabel, unitLabel } from './format';
import { submissionsQuery, taskConfigQuery, useSubmitTask, useValidateTask } from './queries';
import { RecentSubmissions } from './RecentSubmissions';
import { ValidationResultsCard } from './ValidationResultsCard';

/** The form's values: what the fields hold (quantity may be a string while typing). */
export interface TaskFormValues {
  taskType: string;
  /** For types with subtypes (public transport: the mode). */
  taskSubtype?: string;
  title: string;
  description?: string;
  quantity?: number | string;
  unit: string;
  location?: string;
  latitude?: number;
  longitude?: number;
  locationAccuracy?: number;
}

/** The JSON body of validate and submit (spec 7) from the form values. */
export function toPayload(values: TaskFormValues, now: Date = new Date()): TaskSubmissionInput {
  const quantity = values.quantity === '' || values.quantity === undefined ? undefined : Number(values.quantity);
  return {
    taskType: values.taskType ?? '',
    taskSubtype: values.taskSubtype || undefined,
    title: (values.title ?? '').trim(),
    description: values.description?.trim() || undefined,
    quantity: quantity as number,
    unit: values.unit ?? '',
    location: values.location?.trim() || undefined,
    latitude: values.latitude,
    longitude: values.longitude,
    locationAccuracy: values.locationAccuracy,
    evidenceUrls: [],
    submissionTimestamp: now.toISOString(),
  };
}

export interface SubmitTaskPageProps {
  /** For tests and stories; defaults to navigator.geolocation (null: no geolocation). */
  geolocation?: Geolocation | null;
}

/** Spec 2, Submit Task page (/submit-task). */
export default function SubmitTaskPage({ geolocation }: SubmitTaskPageProps = {}) {
  const { t } = useTranslation('actions');
  const user = useCurrentUser();
  const config = useQuery(taskConfigQuery());
  const submissions = useQuery({ ...submissionsQuery(), enabled: !user.isLoading && !user.error });
  const validateTask = useValidateTask();
  const submitTask = useSubmitTask();
  const [validation, setValidation] = useState<ValidationDto | null>(null);
  const [locating, setLocating] = useState(false);
  const succeeded = useRef(false);

  const types = useMemo(() => config.data?.taskTypes ?? [], [config.data]);
  const validator = useMemo(() => yupValidator<TaskFormValues>(taskSubmissionSchema, (m) => translateMessage(t, m)), [t]);

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

  const unitsOf = (type: string): string[] => types.find((x: TaskTypeConfigDto) => x.type === type)?.units ?? [];
  const subtypesOf = (type: string): string[] => types.find((x: TaskTypeConfigDto) => x.type === type)?.subtypes ?? [];

  async function onSubmit(values: TaskFormValues) {
    succeeded.current = false;
    try {
      const { submission } = await submitTask.mutateAsync(toPayload(values));
      const approved = submission.status === 'approved';
      toast({
        title: t('submit.successTitle'),
        description: approved ? t('submit.approved', { xp: submission.actualXP ?? 0, coins: submission.actualCoins ?? 0 }) : t('submit.pending'),
      });
      setValidation(null);
      succeeded.current = true;
    } catch (err) {
      toast({ title: t('submit.failedTitle'), description: errorMessage(err, t('submit.failed')), variant: 'destructive' });
    }
  }

  async function onValidate(values: TaskFormValues) {
    try {
      const res = await validateTask.mutateAsync(toPayload(values));
      setValidation(res.validation);
    } catch (err) {
      toast({ title: t('validation.failedTitle'), description: errorMessage(err, t('validation.failed')), variant: 'destructive' });
    }
  }

  async function onGetLocation(form: FormApi<TaskFormValues>) {
    setLocating(true);
    try {
      const position = await getPosition(geolocation === undefined ? {} : { geolocation: geolocation ?? undefined });
      form.batch(() => {
        form.change('latitude', position.latitude);
        form.change('longitude', position.longitude);
        form.change('locationAccuracy', position.accuracy);
      });
      toast({ title: t('location.addedTitle'), description: t('location.added') });
    } catch {
      toast({ title: t('location.errorTitle'), description: t('location.error'), variant: 'destructive' });
    } finally {
      setLocating(false);
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
            <Form<TaskFormValues>
              onSubmit={onSubmit}
              initialValues={{ ...TASK_FORM_DEFAULTS }}
              validate={validator}
              render={({ handleSubmit, form, values, submitting }) => {
                const send = (e: FormEvent<HTMLFormElement>) => {
                  const pending = handleSubmit(e);
                  if (pending && typeof (pending as Promise<unknown>).then === 'function') {
                    void (pending as Promise<unknown>).then(() => {
                      if (succeeded.current) form.restart({ ...TASK_FORM_DEFAULTS });
                    });
                  }
                };
                const units = values.taskType ? unitsOf(values.taskType) : values.unit ? [values.unit] : [];
                const subtypes = values.taskType ? subtypesOf(values.taskType) : [];
                const located = values.latitude != null && values.longitude != null;
                const busySubmitting = submitting || submitTask.isPending;
                return (
                  <Box component="form" noValidate onSubmit={send} aria-busy={busySubmitting}>
                    <Stack spacing={2.5}>
                      <Field<string> name="taskType">
                        {({ input, meta }) => {
                          const shown = (meta.touched || meta.submitFailed) && meta.error;
                          return (
                            <TextField
                              select
                              id="task-type"
                              label={t('fields.taskType')}
                              required
                              value={input.value ?? ''}
                              name={input.name}
                              onBlur={input.onBlur}
                              onFocus={input.onFocus}
                              onChange={(e) => {
                                const type = e.target.value;
                                form.batch(() => {
                                  form.change('taskType', type);
                                  // Spec 4: choosing a type sets the unit to that type's first unit.
                                  form.change('unit', unitsOf(type)[0] ?? '');
                                  // Likewise its first subtype (public transport: the mode), if it has any.
                                  form.change('taskSubtype', subtypesOf(type)[0]);
                                });
                              }}
                              error={!!shown}
                              helperText={shown || undefined}
                              slotProps={{
                                inputLabel: { shrink: true },
                                select: {
                                  displayEmpty: true,
                                  renderValue: (v) =>
                                    v ? typeLabel(t, String(v)) : <Box component="span" sx={{ color: 'text.secondary' }}>{t('fields.taskTypePlaceholder')}</Box>,
                                },
                              }}
                            >
                              {types.map((type) => (
                                <MenuItem key={type.type} value={type.type}>
                                  {typeLabel(t, type.type)}
                                </MenuItem>
                              ))}
                            </TextField>
                          );
                        }}
                      </Field>

                      {subtypes.length > 0 && (
                        <Field<string> name="taskSubtype">
                          {({ input }) => (
                            <TextField
                              select
                              id="task-subtype"
                              label={subtypeFieldLabel(t, values.taskType)}
                              name={input.name}
                              value={subtypes.includes(input.value) ? input.value : ''}
                              onChange={input.onChange}
                              onBlur={input.onBlur}
                              onFocus={input.onFocus}
                              slotProps={{ inputLabel: { shrink: true } }}
                            >
                              {subtypes.map((subtype) => (
                                <MenuItem key={subtype} value={subtype}>
                                  {subtypeLabel(t, values.taskType, subtype)}
                                </MenuItem>
                              ))}
                            </TextField>
                          )}
                        </Field>
                      )}

                      <Field<string> name="title">
                        {({ input, meta }) => {
                          const shown = (meta.touched || meta.submitFailed) && meta.error;
                          return (
                            <TextField
                              {...input}
                              id="task-title"
                              label={t('fields.title')}
                              required
                              placeholder={t('fields.titlePlaceholder')}
                              error={!!shown}
                              helperText={shown || undefined}
                              slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 200 } }}
                            />
                          );
                        }}
                      </Field>

                      <Field<string> name="description">
                        {({ input }) => (
                          <TextField
                            {...input}
                            id="task-description"
                            label={t('fields.description')}
                            placeholder={t('fields.descriptionPlaceholder')}
                            multiline
                            minRows={3}
                            slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 2000 } }}
                          />
                        )}
                      </Field>

                      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                        <Field<number | string> name="quantity">
                          {({ input, meta }) => {
                            const shown = (meta.touched || meta.submitFailed) && meta.error;
                            return (
                              <TextField
                                {...input}
                                value={input.value ?? ''}
                                id="task-quantity"
                                type="number"
                                label={t('fields.quantity')}
                                required
                                error={!!shown}
                                helperText={shown || undefined}
                                sx={{ flex: 1 }}
                                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: QUANTITY_STEP, min: QUANTITY_MIN, inputMode: 'decimal' } }}
                              />
                            );
                          }}
                        </Field>
                        <Field<string> name="unit">
                          {({ input, meta }) => {
                            const shown = (meta.touched || meta.submitFailed) && meta.error;
                            return (
                              <TextField
                                select
                                id="task-unit"
                                label={t('fields.unit')}
                                required
                                name={input.name}
                                value={units.includes(input.value) ? input.value : ''}
                                onChange={input.onChange}
                                onBlur={input.onBlur}
                                onFocus={input.onFocus}
                                error={!!shown}
                                helperText={shown || undefined}
                                sx={{ flex: 1 }}
                                slotProps={{ inputLabel: { shrink: true } }}
                              >
                                {units.map((unit) => (
                                  <MenuItem key={unit} value={unit}>
                                    {unitLabel(t, unit)}
                                  </MenuItem>
                                ))}
                              </TextField>
                            );
                          }}
                        </Field>
                      </Stack>

                      <Box>
                        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
                          <Field<string> name="location">
                            {({ input }) => (
                              <TextField
                                {...input}
                                id="task-location"
                                label={t('fields.location')}
                                placeholder={t('fields.locationPlaceholder')}
                                sx={{ flex: 1 }}
                                slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 300 } }}
                              />
                            )}
                          </Field>
                          <Button
                            variant="outlined"
                            onClick={() => void onGetLocation(form)}
                            disabled={locating}
                            startIcon={locating ? <CircularProgress size={18} aria-hidden /> : <GpsFixedIcon aria-hidden />}
                            sx={{ minHeight: 56, flexShrink: 0 }}
                          >
                            {locating ? t('location.getting') : t('location.get')}
                          </Button>
                        </Stack>
                        {located && (
                          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="coordinates">
                            {t('location.coordinates', {
                              coordinates: formatCoordinates(values.latitude!, values.longitude!),
                              accuracy: Math.round(values.locationAccuracy ?? 0),
                            })}
                          </Typography>
                        )}
                      </Box>

                      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
                        <Button
                          variant="outlined"
                          size="large"
                          onClick={() => void onValidate(values)}
                          disabled={validateTask.isPending}
                          startIcon={validateTask.isPending ? <CircularProgress size={18} aria-hidden /> : undefined}
                          sx={{ flex: 1, minHeight: 48 }}
                        >
                          {validateTask.isPending ? t('buttons.validating') : t('buttons.validate')}
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
