import type { LazySlot } from '../../../client/module';

/** Props of the links to the legal pages another screen mounts. */
export interface LegalLinksSlotProps {
  /** Heading level of the links' own (visually hidden) heading; none when unset. */
  headingLevel?: 2 | 3;
}

// The links to the legal pages are this module's UI, so it declares the slot (client manifest: slots).
declare module '../../../client/module' {
  interface ModuleSlots {
    /** Links to privacy, terms, imprint, accessibility statement and open data (ui/LegalLinks.tsx). */
    legalLinks: LazySlot<LegalLinksSlotProps>;
  }
}
