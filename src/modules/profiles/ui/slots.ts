import type { LazySlot } from '../../../client/module';

/** What the profile tab shows of another module: no props (the provider asks for the person's own data itself). */
export type ProfileLitterChartsProps = Record<string, never>;

// The profile tab is this module's UI, so it declares the slot (its consumer); the impact module offers it.
declare module '../../../client/module' {
  interface ModuleSlots {
    /** Issue 40: on one's own profile tab, the charts of the litter one tagged (impact module; only the person sees them). */
    profileLitterCharts: LazySlot<ProfileLitterChartsProps>;
  }
}
