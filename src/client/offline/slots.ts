import type { LazySlot } from '../module';
import type { QueuedItem, QueuedPhoto } from './types';

/** Props of the question a module asks about a queued item the server answered with a question (needs-answer). */
export interface OfflineAnswerSlotProps {
  item: QueuedItem;
  /** The item's photo with its bytes (kept in a store of its own, issue 35), read when the answer needs it. */
  loadPhoto: () => Promise<QueuedPhoto | null>;
  open: boolean;
  /** Send the item again with these fields set (e.g. notDuplicate=true after 'No, a different spot'). */
  onResend: (fields: Record<string, string>) => Promise<void>;
  /** The question is settled without sending the item (e.g. 'Yes, the same spot' was confirmed): it is removed. */
  onResolved: () => Promise<void>;
  onClose: () => void;
}

// The waiting list (core, OfflineQueuePanel) shows this question, so it declares the slot; the reports
// module offers it for reports the server asked 'Is this the same spot?' about (409 POSSIBLE_DUPLICATE).
declare module '../module' {
  interface ModuleSlots {
    /** The question for a queued item in 'needs-answer'; without it the list says what is asked. */
    offlineAnswer: LazySlot<OfflineAnswerSlotProps>;
  }
}
