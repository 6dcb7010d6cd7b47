import { useTranslation } from 'react-i18next';
import { addLazyTexts } from '../../../client/lazy-texts';
import ar from './policy-texts.ar.json';
import de from './policy-texts.de.json';
import en from './policy-texts.en.json';

/** The privacy policy's texts (the longest of the app): they come with the /privacy page's lazy chunk, not with the first route. */
export const POLICY_TEXTS = { en, de, ar };

export function usePolicyTexts(): void {
  const { i18n } = useTranslation();
  addLazyTexts(i18n, 'consent', POLICY_TEXTS);
}
