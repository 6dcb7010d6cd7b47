import { useTranslation } from 'react-i18next';
import { addLazyTexts } from '../../../client/lazy-texts';
import ar from './texts.ar.json';
import de from './texts.de.json';
import en from './texts.en.json';

/** The teams and leaderboard screens' texts: they come with those lazy chunks, not the first route's texts chunk. */
export const TEAMS_TEXTS = { en, de, ar };
export const NS = 'teams';

/** The screens' `t` (namespace 'teams'), with the lazy texts merged in first. */
export function useTeamsTexts() {
  const result = useTranslation(NS);
  addLazyTexts(result.i18n, NS, TEAMS_TEXTS);
  return result;
}
