import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FORM_ERROR, type FormApi } from 'final-form';
import { Field, Form } from 'react-final-form';
import { yupValidator } from '../../../client/forms/yup-validator';
import { TEAM_KINDS, TEAM_NAME_MAX, type JoinedTeamDto, type TeamCreatedDto, type TeamKind } from '../contract';
import { createTeamSchema, joinTeamSchema } from '../schemas';
import { fieldText, teamErrorText } from './team-errors';
import { useTeamsTexts } from './texts';

export interface CreateTeamValues {
  name: string;
  kind: TeamKind;
}

/** 'Create a team': name and kind; once created, the team's invite code to share (with Copy). */
export function CreateTeamForm({ onCreate, onCopy }: { onCreate: (v: CreateTeamValues) => Promise<TeamCreatedDto>; onCopy: (code: string, name: string) => void }) {
  const { t } = useTeamsTexts();
  const [created, setCreated] = useState<TeamCreatedDto | null>(null);
  const validate = useMemo(() => yupValidator<CreateTeamValues>(createTeamSchema, (m) => fieldText(t, m)), [t]);

  async function onSubmit(values: CreateTeamValues, form: FormApi<CreateTeamValues>) {
    try {
      const team = await onCreate({ name: values.name.trim(), kind: values.kind });
      setCreated(team);
      setTimeout(() => form.restart({ name: '', kind: 'other' }));
      return undefined;
    } catch (err) {
      return { [FORM_ERROR]: teamErrorText(t, err) };
    }
  }

  return (
    <Box component="section" aria-labelledby="create-team-title" sx={{ mb: 4 }}>
      <Typography variant="h6" component="h2" id="create-team-title" sx={{ mb: 1 }}>
        {t('teams.create.title')}
      </Typography>
      <Form<CreateTeamValues> onSubmit={onSubmit} validate={validate} initialValues={{ name: '', kind: 'other' }}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
              <Field<string> name="name">
                {({ input, meta }) => {
                  const shown = (meta.touched || meta.submitFailed) && meta.error;
                  return (
                    <TextField
                      {...input}
                      id="create-team-name"
                      label={t('teams.create.name')}
                      required
                      error={!!shown}
                      helperText={shown || ' '}
                      slotProps={{ htmlInput: { maxLength: TEAM_NAME_MAX + 10, autoComplete: 'off' } }}
                      sx={{ flex: '2 1 220px' }}
                    />
                  );
                }}
              </Field>
              <Field<TeamKind> name="kind">
                {({ input }) => (
                  <TextField {...input} id="create-team-kind" select label={t('teams.create.kind')} helperText=" " sx={{ flex: '1 1 160px' }}>
                    {TEAM_KINDS.map((k) => (
                      <MenuItem key={k} value={k}>
                        {t(`teams.kind.${k}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              </Field>
            </Box>
            {submitError && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {submitError}
              </Alert>
            )}
            <Button
              type="submit"
              variant="contained"
              disabled={submitting}
              startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
              sx={{ minHeight: 44 }}
            >
              {submitting ? t('teams.create.sending') : t('teams.create.submit')}
            </Button>
          </form>
        )}
      </Form>
      {created && (
        <Alert severity="success" sx={{ mt: 2 }} data-testid="team-created">
          <Typography>{t('teams.create.created', { name: created.name })}</Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
            <Typography component="span" sx={{ fontFamily: 'monospace', fontSize: '1.25rem', letterSpacing: 2 }} data-testid="created-code">
              {created.inviteCode}
            </Typography>
            <Button size="small" variant="outlined" onClick={() => onCopy(created.inviteCode, created.name)} aria-label={t('teams.copyCode', { name: created.name })} sx={{ minHeight: 44 }}>
              {t('teams.copy')}
            </Button>
          </Box>
        </Alert>
      )}
    </Box>
  );
}

interface JoinValues {
  inviteCode: string;
}

/** 'Join with a code' (pre-filled from a share link /teams/join/<code>). */
export function JoinTeamForm({ initialCode, onJoin }: { initialCode?: string; onJoin: (code: string) => Promise<JoinedTeamDto> }) {
  const { t } = useTeamsTexts();
  const validate = useMemo(() => yupValidator<JoinValues>(joinTeamSchema, (m) => fieldText(t, m)), [t]);
  const initialValues = useMemo(() => ({ inviteCode: initialCode ?? '' }), [initialCode]);

  async function onSubmit(values: JoinValues, form: FormApi<JoinValues>) {
    try {
      await onJoin(values.inviteCode.trim());
      setTimeout(() => form.restart({ inviteCode: '' }));
      return undefined;
    } catch (err) {
      return { [FORM_ERROR]: teamErrorText(t, err) };
    }
  }

  return (
    <Box component="section" aria-labelledby="join-team-title" sx={{ mb: 4 }}>
      <Typography variant="h6" component="h2" id="join-team-title" sx={{ mb: 1 }}>
        {t('teams.join.title')}
      </Typography>
      <Form<JoinValues> onSubmit={onSubmit} validate={validate} initialValues={initialValues}>
        {({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate>
            <Field<string> name="inviteCode">
              {({ input, meta }) => {
                const shown = (meta.touched || meta.submitFailed) && meta.error;
                return (
                  <TextField
                    {...input}
                    id="join-team-code"
                    label={t('teams.join.code')}
                    required
                    error={!!shown}
                    helperText={shown || t('teams.join.codeHelp')}
                    slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false, style: { fontFamily: 'monospace', letterSpacing: 2 } } }}
                    sx={{ mb: 2, maxWidth: 320 }}
                    fullWidth
                  />
                );
              }}
            </Field>
            {submitError && (
              <Alert severity="error" role="alert" sx={{ mb: 2 }}>
                {submitError}
              </Alert>
            )}
            <Button
              type="submit"
              variant="contained"
              disabled={submitting}
              startIcon={submitting ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
              sx={{ minHeight: 44, display: 'flex' }}
            >
              {submitting ? t('teams.join.sending') : t('teams.join.submit')}
            </Button>
          </form>
        )}
      </Form>
    </Box>
  );
}
