import { useSyncExternalStore } from 'react';
import { visuallyHiddenStyle } from '../../ui/VisuallyHidden';

/** Spec 9: a screen-reader announcement element is removed after 1000 ms. */
export const ANNOUNCEMENT_REMOVE_MS = 1000;

export type Politeness = 'polite' | 'assertive';

export interface Announcement {
  id: number;
  text: string;
  politeness: Politeness;
}

let announcements: Announcement[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/**
 * Says `text` to screen-reader users: it is put into the app's live region (polite by default,
 * assertive for urgent things) and its element is removed again after 1000 ms. Any screen may call it.
 */
export function announce(text: string, politeness: Politeness = 'polite'): void {
  const trimmed = text.trim();
  if (!trimmed) return;
  const item: Announcement = { id: ++counter, text: trimmed, politeness };
  announcements = [...announcements, item];
  emit();
  setTimeout(() => {
    announcements = announcements.filter((a) => a.id !== item.id);
    emit();
  }, ANNOUNCEMENT_REMOVE_MS);
}

function subscribe(l: () => void) {
  listeners.add(l);
  return () => void listeners.delete(l);
}
const snapshot = () => announcements;

/**
 * The two live regions, rendered once at the app root (they must exist before text arrives, or
 * screen readers miss it). Each announcement is its own element inside, gone after 1000 ms. No
 * status/alert role: screens keep those roles for their own messages.
 */
export function Announcer() {
  const items = useSyncExternalStore(subscribe, snapshot, snapshot);
  return (
    <div style={visuallyHiddenStyle}>
      <div aria-live="polite" aria-atomic="false" data-testid="announcer-polite">
        {items
          .filter((a) => a.politeness === 'polite')
          .map((a) => (
            <p key={a.id}>{a.text}</p>
          ))}
      </div>
      <div aria-live="assertive" aria-atomic="false" data-testid="announcer-assertive">
        {items
          .filter((a) => a.politeness === 'assertive')
          .map((a) => (
            <p key={a.id}>{a.text}</p>
          ))}
      </div>
    </div>
  );
}
