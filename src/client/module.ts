import type { ComponentType } from 'react';

/** A lazily loaded screen: a dynamic import of a module whose default export is the component. */
export type LazyScreen = () => Promise<{ default: ComponentType }>;

export interface ClientRoute {
  /** A react-router path, e.g. '/leaderboard'. A module route replaces a shell route with the same path. */
  path: string;
  lazy: LazyScreen;
}

export type AdminPermission = 'moderator' | 'admin';

export interface AdminView {
  /** Path below the admin area, e.g. 'review'. */
  path: string;
  /** i18n key of the navigation label, e.g. 'tasks:admin.review'. */
  labelKey: string;
  permission: AdminPermission;
  lazy: LazyScreen;
}

export type TranslationResources = Record<string, unknown>;

export interface ClientModule {
  id: string;
  routes?: ClientRoute[];
  adminViews?: AdminView[];
  /** Components rendered once inside the app shell on every screen (e.g. the level-up dialog); lazy. */
  globalComponents?: LazyScreen[];
  /** The module's i18next namespace and its texts, registered at start-up. */
  i18n?: { ns: string; resources: { en: TranslationResources; de: TranslationResources } };
}
