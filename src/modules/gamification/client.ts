import type { ClientModule } from '../../client/module';
import en from './i18n/en.json';
import de from './i18n/de.json';

/**
 * gamification module, client side: the level-up dialog (rendered once in the shell, opens when the
 * current user's level rises during the session), query hooks for level progression and achievements
 * (ui/queries.ts), and the texts (achievement titles in English and German).
 */
export const gamificationClient: ClientModule = {
  id: 'gamification',
  globalComponents: [() => import('./ui/LevelUpWatcher')],
  i18n: { ns: 'gamification', resources: { en, de } },
};
