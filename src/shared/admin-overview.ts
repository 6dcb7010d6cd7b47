/**
 * GET /api/admin/overview: what waits for moderators, counted by the modules, shown on the admin
 * shell's start page (src/client/admin). Isomorphic: types only.
 */

/** One count on the admin overview page (labelKey is an i18n key of the module's namespace). */
export interface OverviewCount {
  key: string;
  labelKey: string;
  count: number;
  /** The admin view path that shows these items, e.g. 'tasks/review'. */
  view?: string;
}

export interface OverviewResponse {
  counts: OverviewCount[];
}
