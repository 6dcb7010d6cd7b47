import type { LazySlot } from '../../../client/module';
import type { PartnerDto } from '../contract';

/** Props of what another module shows on a partner's card of the Embed partners admin page. */
export interface PartnerCardSlotProps {
  partner: PartnerDto;
}

// The partner card is this module's UI, so it declares the slot (its consumer); the impact module offers it.
declare module '../../../client/module' {
  interface ModuleSlots {
    /** On each partner's card: the link to the partner's impact page and its URL to copy (impact module). */
    partnerImpactLinks: LazySlot<PartnerCardSlotProps>;
  }
}
