/**
 * The app's stand-in for `use-sync-external-store/shim` (webpack aliases it here, webpack.config.ts
 * SYNC_EXTERNAL_STORE_ALIASES): React 18 and later have useSyncExternalStore, which the shim itself
 * hands out when React has it, so the shim's fallback for older React is dead code in this app.
 * Issue 40: once a lazy chunk (MUI X charts, through @base-ui/utils) imported the shim too, webpack
 * could no longer inline it into react-i18next's module on the first route and the first route grew.
 */
export { useSyncExternalStore } from 'react';
