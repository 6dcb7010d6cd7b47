import { createContext, useContext, useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CurrentUserDto } from '../../shared/session';
import {
  DEFAULT_COINS,
  DEFAULT_LEVEL,
  DEFAULT_TASKS_COMPLETED,
  GUEST_FALLBACK_USERNAME,
  GUEST_FIRST_NAME,
  PRODUCT_NAME,
  WELCOME_TOAST_MS,
} from '../../shared/constants';
import { announce } from '../accessibility/announcer';
import { usePageHydrated } from '../hydration';
import { toast } from '../toasts/toast-store';
import { sessionQueryOptions, type SessionNotifier } from './guest-session';
import { watchSessionEnd } from './session-ended';

/** Spec 3: the fallback guest used while no user is loaded. */
export const FALLBACK_GUEST_ID = 'guest-user';

/** Spec 3, Current-user context. */
export interface CurrentUser {
  userId: string;
  username: string;
  /** Name to show: 'Guest User' for guests, otherwise first and last name or the username. */
  displayName: string;
  email: string | null;
  level: number;
  totalCoins: number;
  currentXP: number;
  tasksCompleted: number;
  isGuest: boolean;
  isLoading: boolean;
  error: Error | null;
  sessionExpiresAt: Date | null;
  /** The full record, when loaded. */
  user: CurrentUserDto | null;
}

/** Guest when there is no user or the first name is 'Guest' (spec 2, Header profile dropdown). */
export function isGuestUser(user: Pick<CurrentUserDto, 'firstName' | 'isGuest'> | null | undefined): boolean {
  return !user || user.isGuest || user.firstName === GUEST_FIRST_NAME;
}

export function toCurrentUser(
  user: CurrentUserDto | null,
  extra: { isLoading?: boolean; error?: Error | null; sessionExpiresAt?: string | null } = {},
): CurrentUser {
  const guest = isGuestUser(user);
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
  const username = user?.username || GUEST_FALLBACK_USERNAME;
  const expires = extra.sessionExpiresAt ? new Date(extra.sessionExpiresAt) : null;
  return {
    userId: user?.id ?? FALLBACK_GUEST_ID,
    username,
    displayName: guest ? GUEST_FALLBACK_USERNAME : fullName || username,
    email: user?.email ?? null,
    level: user?.level ?? DEFAULT_LEVEL,
    totalCoins: user?.totalCoins ?? DEFAULT_COINS,
    currentXP: user?.currentXP ?? 0,
    tasksCompleted: user?.tasksCompleted ?? DEFAULT_TASKS_COMPLETED,
    isGuest: guest,
    isLoading: extra.isLoading ?? false,
    error: extra.error ?? null,
    sessionExpiresAt: expires && !Number.isNaN(expires.getTime()) ? expires : null,
    user,
  };
}

export const FALLBACK_GUEST: CurrentUser = toCurrentUser(null);

export const CurrentUserContext = createContext<CurrentUser>(FALLBACK_GUEST);

export function useCurrentUser(): CurrentUser {
  return useContext(CurrentUserContext);
}

/** Starts (or resumes) the guest session on load and provides the current user to the app. */
export function CurrentUserProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('guest');
  const notify = useMemo<SessionNotifier>(
    () => ({
      welcome: () =>
        toast({
          title: t('welcome.title', { productName: PRODUCT_NAME }),
          description: t('welcome.description'),
          duration: WELCOME_TOAST_MS,
        }),
      failed: () => toast({ title: t('sessionError.title'), description: t('sessionError.description'), variant: 'destructive' }),
    }),
    [t],
  );
  // A server-rendered page shows the loading state; the session starts once it has hydrated.
  const hydrated = usePageHydrated();
  const query = useQuery({ ...sessionQueryOptions(notify), enabled: hydrated });
  useSessionEndWatch();
  const value = useMemo(
    () =>
      toCurrentUser(query.data?.user ?? null, {
        isLoading: query.isPending,
        error: query.error,
        sessionExpiresAt: query.data?.session.expiresAt ?? null,
      }),
    [query.data, query.isPending, query.error],
  );
  // The screens get a new user in a non-urgent render (React renders it in slices): the session's
  // answer otherwise re-rendered everything that shows the user in one long task.
  const deferred = useDeferredValue(value);
  return <CurrentUserContext.Provider value={deferred}>{children}</CurrentUserContext.Provider>;
}

/** A session ended elsewhere: a fresh guest session and a toast that says why (watchSessionEnd). */
function useSessionEndWatch() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const tRef = useRef(t);
  tRef.current = t;
  useEffect(
    () =>
      watchSessionEnd(queryClient, () => {
        const title = tRef.current('sessionEnded.title');
        const description = tRef.current('sessionEnded.description');
        toast({ title, description });
        announce(`${title}. ${description}`);
      }),
    [queryClient],
  );
}
