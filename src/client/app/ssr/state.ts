import type { DehydratedState } from '@tanstack/react-query';
import { isLanguage, type Language } from '../../i18n';
import type { RootState } from '../../state';

/** What the browser reads before hydrating (a JSON script element with the id SSR_STATE_ID). */
export interface SsrState {
  language: Language;
  /** The redux state the page was rendered with (hydration renders with it, then reads the stored one). */
  redux: RootState;
  /** react-query's dehydrated cache: the answers the page was rendered with. */
  queries: DehydratedState;
}

export const SSR_STATE_ID = 'cq-ssr-state';

/** The server-rendered page's state, or null (a page rendered in the browser only, or unreadable state). */
export function readSsrState(doc: Pick<Document, 'getElementById'>): SsrState | null {
  const text = doc.getElementById(SSR_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state = JSON.parse(text) as Partial<SsrState> | null;
    if (!state || !isLanguage(state.language) || typeof state.redux !== 'object' || typeof state.queries !== 'object') return null;
    return state as SsrState;
  } catch {
    return null;
  }
}
