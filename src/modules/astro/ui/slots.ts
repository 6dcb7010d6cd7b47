import type { LazySlot } from '../../../client/module';

/** Props of the astrological insights card another screen mounts (the profile's insights tab). */
export interface AstroInsightsSlotProps {
  /** The person's stored sign ('Unknown' for an impossible date), null without a birth date. */
  sign: string | null;
  element: string | null;
}

// The astrological insights are this module's UI, so it declares the slot (client manifest: slots).
declare module '../../../client/module' {
  interface ModuleSlots {
    /** The astro module's card of astrological insights (ui/AstroInsightsCard.tsx). */
    astroInsights: LazySlot<AstroInsightsSlotProps>;
  }
}
