import type { Reducer } from '@reduxjs/toolkit';
import type { ComponentType } from 'react';
import type { Storage as PersistStorage } from 'redux-persist';
import type { Language } from '../shared/language';

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

/** The lazy component of a slot (see ModuleSlots): a dynamic import whose default export takes the slot's props. */
export type LazySlot<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * Named places where one module's UI appears inside the shell or another module's screen, without
 * the two importing each other. The core declares none: the side that owns a slot's UI concept (the
 * consumer or the provider) declares it, with its props, by declaration merging in a small file of
 * its own (a module's `ui/slots.ts`; the shell's, beside their consumer in `app/shell/SlotDialog.tsx`):
 * `declare module '<path to>/client/module' { interface ModuleSlots { name: LazySlot<Props> } }`.
 * The manifest's `slots` is then checked against the props, and so is every use (`useModuleSlot`);
 * a provider of a slot declared elsewhere takes `SlotProps<'name'>` (module-slots.tsx).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the slots' owners (declaration merging)
export interface ModuleSlots {}

/** What a navigation tab's badge shows: a count (the shell caps it at '99+') and a dot for something new. */
export interface NavBadge {
  count: number;
  hasNew: boolean;
}

/** A badge on a navigation tab's icon: the count on the top right, the dot on the top left. */
export interface NavTabBadge {
  /**
   * A React hook the navigation calls on every render, inside the tab's own component (an answer of
   * its queries re-renders only that tab). The tabs are collected once from the static manifest list,
   * so it is always the same hook.
   */
  useBadge: () => NavBadge;
  /**
   * i18n keys of what the tab's accessible name adds after its label, joined with ', ': the count
   * (`{{count}}`, with plural forms), the count above the cap (`{{cap}}`), and the dot.
   */
  labelKeys: { count: string; capped: string; hasNew: string };
  /** The data-testid of the count and of the dot. */
  testIds: { count: string; dot: string };
}

/** A tab of the shell's bottom navigation (spec 2, main shell). */
export interface NavTab {
  /** The tab's path segment: it links to `/<value>` and is the current tab there. A value may be declared once. */
  value: string;
  /** The tab is also the current one on the start page '/' (the module that serves '/' marks it). */
  home?: boolean;
  /** i18n key of the label, e.g. 'nav.tasks'. */
  labelKey: string;
  icon: ComponentType;
  /** Place in the navigation, lowest first (map 10, camera 20, tasks 30, profile 40). */
  order: number;
  badge?: NavTabBadge;
}

/** An entry of the header's profile menu (after 'My Tasks' and 'View Map'), leading to one of the module's routes. */
export interface MenuEntry {
  /** Unique among all modules' entries; also the menu item's data-testid suffix (`menu-<key>`). */
  key: string;
  /** i18n key of the label, e.g. 'events:menu.events' (from the module's texts chunk namespace). */
  labelKey: string;
  /**
   * A MUI icon (shown small), loaded with the menu: `() => import('@mui/icons-material/Event')`, so
   * the manifest keeps it out of the first route.
   */
  icon: () => Promise<{ default: ComponentType<{ fontSize?: 'small' }> }>;
  /** The route it opens, e.g. '/events'. */
  path: string;
  /** Place among the modules' entries, lowest first. */
  order: number;
  /** Shown to registered people only (guests cannot use what it opens). */
  registeredOnly?: boolean;
}

/**
 * A redux branch a module owns (state.ts, RootState): its reducer, given the store's storage so the
 * branch can persist itself with redux-persist under its own keys (spec 3, Local records). Redux holds
 * only small UI state; server data belongs to react-query.
 */
export type ModuleReducer = (storage: PersistStorage) => Reducer;

export type TranslationResources = Record<string, unknown>;

/**
 * One language's texts of a namespace: a dynamic import of its JSON with the magic comment
 * `webpackChunkName: "texts-<language>"`, e.g. `() => import(<that comment> './i18n/de.json')`. Every
 * loader of a language (the shell's and every module's) names the same chunk, so webpack puts all of a
 * language's texts in one chunk and the first load carries only the active language's
 * (scripts/check-bundles.ts fails when translation JSON lands anywhere else).
 */
export type TextsLoader = () => Promise<{ default: TranslationResources }>;

export interface ClientModule {
  id: string;
  routes?: ClientRoute[];
  adminViews?: AdminView[];
  /** Components rendered once inside the app shell on every screen (e.g. the level-up dialog); lazy. */
  globalComponents?: LazyScreen[];
  /** UI this module offers for named slots elsewhere (see ModuleSlots). The last module offering a slot wins. */
  slots?: Partial<ModuleSlots>;
  /**
   * Redux branches this module owns, by key (e.g. `{ consent: consentReducer }`); the store mounts
   * each beside the core's `ui` and `accessibility`. A key may be registered once.
   */
  reducers?: Record<string, ModuleReducer>;
  /** Tabs this module adds to the shell's bottom navigation, each with an optional badge (see NavTab). */
  navTabs?: NavTab[];
  /** Entries this module adds to the header's profile menu (see MenuEntry). */
  menuEntries?: MenuEntry[];
  /** The module's i18next namespace and a loader of its texts per language (see TextsLoader). */
  i18n?: { ns: string; load: Record<Language, TextsLoader> };
}
