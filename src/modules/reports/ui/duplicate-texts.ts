import { useTranslation } from 'react-i18next';
import { addLazyTexts } from '../../../client/lazy-texts';
import ar from './duplicate-texts.ar.json';
import de from './duplicate-texts.de.json';
import en from './duplicate-texts.en.json';

/** The texts of the 'Is this the same spot?' question: they come with the report screen's lazy chunks. */
export const DUPLICATE_TEXTS = { en, de, ar };

export function useDuplicateTexts(): void {
  const { i18n } = useTranslation();
  addLazyTexts(i18n, 'reports', DUPLICATE_TEXTS);
}
