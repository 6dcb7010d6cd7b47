import { useMemo } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FORM_ERROR } from 'final-form';
import { Field, Form } from 'react-final-form';
import { yupValidator } from '../../../client/forms/yup-validator';
import type { ChallengeCreateRights, ChallengeMetric } from '../contract';
import { createChallengeSchema, type CreateChallengeBody } from '../schemas';
import { createErrorText, fieldText } from './format';
import { useChallengesTexts } from './texts';

/** What the form holds (text inputs); `toBody` makes the request body of it. */
export interface ChallengeFormValues {
  title: string;
  description: string;
  metric: ChallengeMetric;
  target: string;
  startsAt: string;
  endsAt: string;
  /** 'everyone' or a team id. */
  scope: string;
  withArea: boolean;
  area: { name: string; latitude: string; longitude: string; radiusKm: string };
}

/** The body POST /api/challenges takes (before the schema casts it): no area or team unless chosen. */
export function toBody(v: ChallengeFormValues) {
  return {
    title: v.title,
    description: v.description,
    metric: v.metric,
    target: v.target,
    startsAt: v.startsAt,
    endsAt: v.endsAt,
    area: v.withArea ? v.area : null,
    teamId: v.scope === 'everyone' ? null : v.scope,
  };
}

/** `<input type="datetime-local">`'s value for a moment, in the device's time zone. */
function localInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function initialValues(rights: ChallengeCreateRights, now: Date = new Date()): ChallengeFormValues {
  const start = new Date(now);
  start.setMinutes(0, 0, 0);
  const end = new Date(start.getTime() + 30 * 86_400_000);
  return {
    title: '',
    description: '',
    metric: 'cleanups',
    target: '',
    startsAt: localInput(start),
    endsAt: localInput(end),
    scope: rights.everyone ? 'everyone' : (rights.teams[0]?.id ?? 'everyone'),
    withArea: false,
    area: { name: '', latitude: '', longitude: '', radiusKm: '' },
  };
}

interface TextProps {
  name: string;
  label: string;
  type?: string;
  required?: boolean;
  multiline?: boolean;
  inputMode?: 'decimal' | 'numeric';
}

function TextInput({ name, label, type = 'text', required, multiline, inputMode }: TextProps) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => {
        const shown = (meta.touched || meta.submitFailed) && meta.error;
        return (
          <TextField
            {...input}
            id={`challenge-${name.replace('.', '-')}`}
            type={type}
            label={label}
            required={required}
            multiline={multiline}
            minRows={multiline ? 2 : undefined}
            error={!!shown}
            helperText={shown || ' '}
            fullWidth
            slotProps={{ inputLabel: type === 'datetime-local' ? { shrink: true } : undefined, htmlInput: { inputMode } }}
          />
        );
      }}
    </Field>
  );
}

/** 'New challenge' for moderators (everyone or a team) and team owners (their teams). */
export function CreateChallengeForm({
  rights,
  onCreate,
  onCancel,
}: {
  rights: ChallengeCreateRights;
  onCreate: (body: CreateChallengeBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useChallengesTexts();
  const check = useMemo(() => yupValidator<ReturnType<typeof toBody>>(createChallengeSchema, (m) => fieldText(t, m)), [t]);
  const validate = (v: ChallengeFormValues) => {
    const errors = check(toBody(v)) as Record<string, unknown> | undefined;
    if (!errors) return undefined;
    // The form's scope field stands for the body's teamId.
    const { teamId, ...rest } = errors;
    return teamId ? { ...rest, scope: teamId } : rest;
  };
  const initial = useMemo(() => initialValues(rights), [rights]);

  async function onSubmit(values: ChallengeFormValues) {
    try {
      await onCreate(createChallengeSchema.cast(toBody(values)));
      return undefined;
    } catch (err) {
      return { [FORM_ERROR]: createErrorText(t, err) };
    }
  }

  return (
    <Box component="section" aria-labelledby="create-challenge-title" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" id="create-challenge-title" sx={{ mb: 1 }}>
        {t('form.title')}
      </Typography>
      <Form<ChallengeFormValues> onSubmit={onSubmit} validate={validate} initialValues={initial}>
        {({ handleSubmit, submitting, submitError, values }) => (
          <form onSubmit={handleSubmit} noValidate>
            <TextInput name="title" label={t('form.name')} required />
            <TextInput name="description" label={t('form.description')} multiline />
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Field<ChallengeMetric> name="metric">
                {({ input }) => (
                  <TextField {...input} id="challenge-metric" select label={t('form.metric')} helperText=" " sx={{ flex: '1 1 180px' }}>
                    <MenuItem value="cleanups">{t('form.metricCleanups')}</MenuItem>
                    <MenuItem value="items">{t('form.metricItems')}</MenuItem>
                  </TextField>
                )}
              </Field>
              <Box sx={{ flex: '1 1 140px' }}>
                <TextInput name="target" label={t('form.target')} type="number" inputMode="numeric" required />
              </Box>
              <Field<string> name="scope">
                {({ input, meta }) => {
                  const shown = (meta.touched || meta.submitFailed) && meta.error;
                  return (
                    <TextField {...input} id="challenge-scope" select label={t('form.scope')} error={!!shown} helperText={shown || ' '} sx={{ flex: '1 1 180px' }}>
                      {rights.everyone && <MenuItem value="everyone">{t('form.scopeEveryone')}</MenuItem>}
                      {rights.teams.map((team) => (
                        <MenuItem key={team.id} value={team.id}>
                          {t('form.scopeTeam', { name: team.name })}
                        </MenuItem>
                      ))}
                    </TextField>
                  );
                }}
              </Field>
            </Box>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <Box sx={{ flex: '1 1 220px' }}>
                <TextInput name="startsAt" label={t('form.startsAt')} type="datetime-local" required />
              </Box>
              <Box sx={{ flex: '1 1 220px' }}>
                <TextInput name="endsAt" label={t('form.endsAt')} type="datetime-local" required />
              </Box>
            </Box>
            <Field<boolean> name="withArea" type="checkbox">
              {({ input }) => <FormControlLabel control={<Checkbox {...input} id="challenge-with-area" />} label={t('form.withArea')} />}
            </Field>
            {values.withArea && (
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
                <Box sx={{ flex: '2 1 200px' }}>
                  <TextInput name="area.name" label={t('form.areaName')} required />
                </Box>
                <Box sx={{ flex: '1 1 120px' }}>
                  <TextInput name="area.latitude" label={t('form.latitude')} inputMode="decimal" required />
                </Box>
                <Box sx={{ flex: '1 1 120px' }}>
                  <TextInput name="area.longitude" label={t('form.longitude')} inputMode="decimal" required />
                </Box>
                <Box sx={{ flex: '1 1 120px' }}>
                  <TextInput name="area.radiusKm" label={t('form.radiusKm')} inputMode="decimal" required />
                </Box>
              </Box>
            )}
            {submitError && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {submitError}
              </Alert>
            )}
            <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
              <Button
                type="submit"
                variant="contained"
                disabled={submitting}
                startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
                sx={{ minHeight: 44 }}
              >
                {submitting ? t('form.sending') : t('form.submit')}
              </Button>
              <Button onClick={onCancel} disabled={submitting} sx={{ minHeight: 44 }}>
                {t('form.cancel')}
              </Button>
            </Box>
          </form>
        )}
      </Form>
    </Box>
  );
}
