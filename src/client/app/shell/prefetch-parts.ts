/**
 * The shell's lazy parts a person may open soon (the profile and language menus, the toast list),
 * downloaded without being evaluated. Loading this small chunk, one slice of the deferred start
 * (Shell.tsx), makes webpack insert a <link rel="prefetch"> for each chunk imported below with
 * webpackPrefetch: the browser fetches them into its cache at the lowest priority; nothing here calls
 * the imports, so they are evaluated on first use or on a hint (loadHintProps). Prefetching them from
 * the entry instead put their downloads beside the first screen's chunks on a slow network.
 */
export const prefetched = [
  () => import(/* webpackPrefetch: true */ './ProfileMenu'),
  () => import(/* webpackPrefetch: true */ './LanguageMenu'),
  () => import(/* webpackPrefetch: true */ './ToastList'),
];
