import { useId, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { SubmissionErrors } from 'final-form';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { astroProfile } from '../../astro/contract';
import { GENDERS } from '../../guest/schemas';
import { DateOfBirthPicker } from './DateOfBirthPicker';

export interface CreateProfileValues {
  firstName: string;
  lastName: string;
  username: string;
  gender: string;
  dateOfBirth: string;
}

export const EMPTY_PROFILE: CreateProfileValues = { firstName: '', lastName: '', username: '', gender: '', dateOfBirth: '' };

/** Spec 5: the four required fields. */
export function requiredFilled(v: Partial<CreateProfileValues>): boolean {
  return !!(v.firstName?.trim() && v.username?.trim() && v.gender && v.dateOfBirth);
}

export interface CreateProfileFormProps {
  /** Returns field errors to show (submission errors), or nothing on success. */
  onSubmit: (values: CreateProfileValues) => Promise<SubmissionErrors | void>;
  onCancel: () => void;
  initialValues?: Partial<CreateProfileValues>;
  today?: Date;
  /** Renders the buttons in a DialogActions-like row (the dialog) or below the fields. */
  actionsSx?: object;
}

/**
 * The create-profile form (spec 2 and 5): firstName, lastName (optional), username, gender and the
 * date-of-birth picker, with a preview of the sign and element the date gives. Create Profile stays
 * disabled until the four required fields are filled, and while submitting ('Creating Profile...').
 */
export function CreateProfileForm({ onSubmit, onCancel, initialValues, today, actionsSx }: CreateProfileFormProps) {
  const { t } = useTranslation('profiles');
  const formId = useId();
  return (
    <Form<CreateProfileValues>
      onSubmit={onSubmit}
      initialValues={{ ...EMPTY_PROFILE, ...initialValues }}
      render={({ handleSubmit, values, submitting }) => {
        const send = (e: FormEvent<HTMLFormElement>) => void handleSubmit(e);
        const astro = values.dateOfBirth ? astroProfile(values.dateOfBirth) : null;
        return (
          <Box component="form" id={formId} noValidate onSubmit={send} aria-busy={submitting}>
            <Stack spacing={2} sx={{ pt: 1 }}>
              <Field<string> name="firstName">
                {({ input, meta }) => {
                  const err = !meta.dirtySinceLastSubmit && meta.submitError;
                  return (
                    <TextField
                      {...input}
                      label={t('createProfile.fields.firstName')}
                      required
                      autoComplete="given-name"
                      size="small"
                      error={!!err}
                      helperText={err || undefined}
                      slotProps={{ htmlInput: { maxLength: 50 } }}
                    />
                  );
                }}
              </Field>
              <Field<string> name="lastName">
                {({ input, meta }) => {
                  const err = !meta.dirtySinceLastSubmit && meta.submitError;
                  return (
                    <TextField
                      {...input}
                      label={t('createProfile.fields.lastName')}
                      autoComplete="family-name"
                      size="small"
                      error={!!err}
                      helperText={err || undefined}
                      slotProps={{ htmlInput: { maxLength: 50 } }}
                    />
                  );
                }}
              </Field>
              <Field<string> name="username">
                {({ input, meta }) => {
                  const err = !meta.dirtySinceLastSubmit && meta.submitError;
                  return (
                    <TextField
                      {...input}
                      label={t('createProfile.fields.username')}
                      required
                      autoComplete="username"
                      size="small"
                      error={!!err}
                      helperText={err || t('createProfile.fields.usernameHelp')}
                      slotProps={{ htmlInput: { maxLength: 30, autoCapitalize: 'none', spellCheck: false } }}
                    />
                  );
                }}
              </Field>
              <Field<string> name="gender">
                {({ input, meta }) => {
                  const err = !meta.dirtySinceLastSubmit && meta.submitError;
                  return (
                    <TextField
                      select
                      name={input.name}
                      value={input.value}
                      onChange={(e) => input.onChange(e.target.value)}
                      onBlur={input.onBlur}
                      label={t('createProfile.fields.gender')}
                      required
                      size="small"
                      error={!!err}
                      helperText={err || undefined}
                      slotProps={{
                        inputLabel: { shrink: true },
                        select: {
                          displayEmpty: true,
                          renderValue: (v) =>
                            v ? (
                              t(`createProfile.genders.${String(v)}`)
                            ) : (
                              <Box component="span" sx={{ color: 'text.secondary' }}>
                                {t('createProfile.fields.genderPlaceholder')}
                              </Box>
                            ),
                        },
                      }}
                    >
                      {GENDERS.map((g) => (
                        <MenuItem key={g} value={g}>
                          {t(`createProfile.genders.${g}`)}
                        </MenuItem>
                      ))}
                    </TextField>
                  );
                }}
              </Field>
              <Field<string> name="dateOfBirth">
                {({ input, meta }) => (
                  <DateOfBirthPicker
                    value={input.value}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    today={today}
                    required
                    error={(!meta.dirtySinceLastSubmit && meta.submitError) || undefined}
                  />
                )}
              </Field>
              {astro && astro.astrologicalSign !== 'Unknown' && (
                <Alert severity="info" icon={false} data-testid="astro-preview">
                  {t('createProfile.astroPreview', {
                    sign: t(`astro:signs.${astro.astrologicalSign}`),
                    element: t(`astro:elements.${astro.element}.name`),
                  })}
                </Alert>
              )}
            </Stack>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, pt: 2, ...actionsSx }}>
              <Button onClick={onCancel} disabled={submitting}>
                {t('createProfile.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={!requiredFilled(values) || submitting}
                startIcon={submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
              >
                {submitting ? t('createProfile.submitting') : t('createProfile.submit')}
              </Button>
            </Box>
          </Box>
        );
      }}
    />
  );
}
