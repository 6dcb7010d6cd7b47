import { useTranslation } from 'react-i18next';
import { addLazyTexts } from '../../../client/lazy-texts';
import ar from './texts.ar.json';
import de from './texts.de.json';
import fr from './texts.fr.json';
import es from './texts.es.json';
import it from './texts.it.json';
import en from './texts.en.json';
import nl from './texts.nl.json';
import pl from './texts.pl.json';

/**
 * The admin pages' own texts (users, donations, audit log): they come with those lazy chunks, not with
 * the first route's texts chunk, which keeps only the menu labels, roles and common words every admin
 * view shares (src/modules/admin/i18n).
 */
export const ADMIN_PAGE_TEXTS = { en, de, fr, es, it, nl, pl, ar };

/** The admin pages' `t` (namespace 'admin'), with their lazy texts merged in first. */
export function useAdminPageTexts() {
  const result = useTranslation('admin');
  addLazyTexts(result.i18n, 'admin', ADMIN_PAGE_TEXTS);
  return result;
}
