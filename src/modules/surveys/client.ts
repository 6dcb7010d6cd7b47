import type { ClientModule } from '../../client/module';

/**
 * surveys module, client side (issue 40): the survey recorder (/surveys/new), lazy, with its texts
 * in its chunk; the profile menu's 'Record a survey' entry. Its label is the shell's
 * `profileMenu.recordSurvey` (beside 'My Tasks' and 'View Map'), so the module declares no texts
 * namespace of its own: eight loaders and a one-text JSON module per language were the surveys'
 * 107 B on the first route. Guests see the entry and, on the screen, why they need to sign in.
 */
export const surveysClient: ClientModule = {
  id: 'surveys',
  routes: [{ path: '/surveys/new', lazy: () => import('./ui/SurveyScreen') }],
  menuEntries: [{ key: 'surveys', labelKey: 'profileMenu.recordSurvey', icon: () => import(/* webpackChunkName: "menu-icons" */ '@mui/icons-material/Timeline'), path: '/surveys/new', order: 55 }],
};
