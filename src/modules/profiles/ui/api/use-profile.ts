import { useQueryClient } from '@tanstack/react-query';
import type { SubmissionErrors } from 'final-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../client/api';
import { callEndpoint } from '../../../../client/endpoint';
import { yupValidator } from '../../../../client/forms/yup-validator';
import { useCurrentUser } from '../../../../client/session/current-user';
import { SESSION_QUERY_KEY, type GuestSession } from '../../../../client/session/guest-session';
import { toast } from '../../../../client/toasts/toast-store';
import { astroProfile } from '../../../astro/contract';
import type { CreateProfileResponse } from '../../../guest/contract';
import { createProfile } from '../../../guest/endpoints';
import { createProfileSchema, PROFILE_MESSAGES, type Gender } from '../../../guest/schemas';
import type { CreateProfileValues } from '../CreateProfileForm';
import { requiredFilled } from '../CreateProfileForm';
import { checkAge } from '../dob';
import { serverMessage, translateMessage } from '../messages';
import { generateAvatar } from './use-avatar';
import { refreshUser } from './use-user';

/** The field a server error belongs to, by its stable code. */
function errorField(err: unknown): keyof CreateProfileValues | null {
  if (!(err instanceof ApiError)) return null;
  try {
    const code = (JSON.parse(err.body) as { code?: string }).code;
    if (code === 'USERNAME_TAKEN') return 'username';
    if (code === 'UNDER_AGE') return 'dateOfBirth';
  } catch {
    // not JSON
  }
  return null;
}

/**
 * Spec 4, Profile creation: checks (toasts 'Missing Information', 'Age Requirement'), the shared
 * yup schema, then POST create-profile. Success: 'Profile Created!', the cached user refreshed, an
 * avatar generated in the background, `onCreated`. Failure: 'Profile Creation Failed' with the
 * server's message; the form keeps its data.
 */
export function useCreateProfile({ today, onCreated }: { today?: Date; onCreated: (res: CreateProfileResponse) => void }) {
  const { t } = useTranslation('profiles');
  const queryClient = useQueryClient();
  const user = useCurrentUser();

  return async (values: CreateProfileValues): Promise<SubmissionErrors | void> => {
    if (!requiredFilled(values)) {
      toast({ title: t('createProfile.missingTitle'), description: t('createProfile.missing'), variant: 'destructive' });
      return;
    }
    const now = today ?? new Date();
    if (checkAge(values.dateOfBirth, now).kind === 'underAge') {
      const message = translateMessage(t, PROFILE_MESSAGES.underAge);
      toast({ title: t('createProfile.ageTitle'), description: message, variant: 'destructive' });
      return { dateOfBirth: message };
    }
    const { astrologicalSign, element } = astroProfile(values.dateOfBirth);
    const payload = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      username: values.username.trim(),
      gender: values.gender as Gender,
      dateOfBirth: values.dateOfBirth,
      astrologicalSign,
      element,
    };
    const errors = yupValidator<typeof payload>(createProfileSchema, (m) => translateMessage(t, m))(payload);
    if (errors && Object.keys(errors).length > 0) {
      toast({ title: t('createProfile.failedTitle'), description: String(Object.values(errors)[0]), variant: 'destructive' });
      return errors;
    }
    let res: CreateProfileResponse;
    try {
      res = await callEndpoint(createProfile, { params: { userId: user.userId }, body: payload });
    } catch (err) {
      const message = serverMessage(t, err, t('createProfile.failed'));
      toast({ title: t('createProfile.failedTitle'), description: message, variant: 'destructive' });
      const field = errorField(err);
      return field ? { [field]: message } : undefined;
    }
    // The response carries the new session (its cookie is already set): show the registered user at once.
    queryClient.setQueryData<GuestSession>(SESSION_QUERY_KEY, (old) => (old ? { ...old, session: res.session, user: res.user, created: false } : old));
    void refreshUser(queryClient, res.user.id);
    toast({ title: t('createProfile.createdTitle'), description: t('createProfile.created') });
    onCreated(res);
    // The personalised avatar is generated in the background; the header shows it when it is ready.
    void generateAvatar({ userId: res.user.id, gender: res.user.gender, astrologicalSign: res.user.astrologicalSign, element: res.user.element, level: res.user.level })
      .then(() => refreshUser(queryClient, res.user.id))
      .catch(() => {
        // The avatar tab offers generation again; the profile itself is saved.
      });
  };
}
