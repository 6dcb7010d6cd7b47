import type { LazySlot } from '../../../client/module';

/** What another module shows on a partner's impact page: the partner it is about. */
export interface PartnerImpactSectionProps {
  partnerId: string;
}

// The impact page is this module's UI, so it declares the slot (its consumer); the adoptions module offers it.
declare module '../../../client/module' {
  interface ModuleSlots {
    /** Issue 42: on a partner's impact page, the spots the partner adopted (adoptions module). */
    partnerImpactSpots: LazySlot<PartnerImpactSectionProps>;
  }
}
