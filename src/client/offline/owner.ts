import { FALLBACK_GUEST_ID } from '../session/current-user';

/** The last signed-in user of this device, whose waiting items are shown while the session cannot be checked (an offline start). */
const LAST_OWNER_KEY = 'cleanquest-offline-owner';

export function rememberOwner(ownerId: string): void {
  try {
    localStorage.setItem(LAST_OWNER_KEY, ownerId);
  } catch {
    // Storage blocked: the list shows only once the session is known.
  }
}

export function lastOwner(): string | null {
  try {
    return localStorage.getItem(LAST_OWNER_KEY);
  } catch {
    return null;
  }
}

/**
 * Whom a submission made now is kept for: the signed-in user, or, when the app started offline and
 * the session could not be checked (the fallback guest), the device's last signed-in user, whose
 * session cookie the browser still holds. Null when there is none.
 */
export function queueOwnerFor(userId: string): string | null {
  return userId && userId !== FALLBACK_GUEST_ID ? userId : lastOwner();
}
