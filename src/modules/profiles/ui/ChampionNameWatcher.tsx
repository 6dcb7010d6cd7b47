import { useEffect, useState } from 'react';
import { useCurrentUser } from '../../../client/session/current-user';
import { lazyComponent, useLazyComponent } from '../../../client/lazy-component';
import { useSetupStepOpen } from './setup-step';

const OFFERED_KEY = 'cleanquest-champion-name-offered';

function offeredThisSession(userId: string): boolean {
  try {
    return window.sessionStorage.getItem(OFFERED_KEY) === userId;
  } catch {
    return false;
  }
}

function rememberOffered(userId: string) {
  try {
    window.sessionStorage.setItem(OFFERED_KEY, userId);
  } catch {
    // Storage unavailable: the in-memory flag still keeps it to once per page load.
  }
}

/**
 * The dialog's code (its form and yup) loads only when it is offered: evaluating it with the watcher
 * was a 79 ms long task after every first load on a phone (npm run bench:trace, 4x CPU) although the
 * dialog is rarely shown.
 */
const championNameDialog = lazyComponent(() => import('./ChampionNameDialog').then((m) => m.ChampionNameDialog));

/** Spec 4: the dialog is offered once the profile has gender and date of birth but no champion name. */
export function shouldOfferChampionName(user: { isGuest: boolean; gender: string | null; dateOfBirth: string | null; championName: string | null } | null): boolean {
  return !!user && !user.isGuest && !!user.gender && !!user.dateOfBirth && !user.championName;
}

/** Rendered once in the shell: offers the champion-name dialog once per browser session; dismissible. */
export default function ChampionNameWatcher() {
  const current = useCurrentUser();
  const [openFor, setOpenFor] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const user = current.user;
  // Waits while 'Complete Your Profile' still shows its passkey step.
  const setupOpen = useSetupStepOpen();
  const eligibleId = !current.isLoading && !setupOpen && user && shouldOfferChampionName(user) ? user.id : null;
  useEffect(() => {
    if (!eligibleId || offeredThisSession(eligibleId)) return;
    rememberOffered(eligibleId);
    setOpenFor(eligibleId);
  }, [eligibleId]);
  const offered = openFor && user && openFor === user.id ? openFor : null;
  const ChampionNameDialog = useLazyComponent(championNameDialog, offered);
  if (!offered || !ChampionNameDialog) return null;
  return <ChampionNameDialog open={dismissed !== offered} userId={offered} onClose={() => setDismissed(offered)} />;
}
