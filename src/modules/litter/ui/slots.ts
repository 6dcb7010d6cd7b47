import type { LazySlot } from '../../../client/module';
import type { LitterTag } from '../contract';

/** Props of the tagging step of the Report screen (reports module). */
export interface ReportTaggingProps {
  value: LitterTag[];
  onChange(tags: LitterTag[]): void;
  /** Tags suggested from the photo (the analysis module): shown to confirm, never added on their own. */
  suggestions?: LitterTag[];
}

/** Props of the task sheet's litter section (tasks module). */
export interface TaskSheetTagsProps {
  taskId: string;
}

// The litter module owns the tagging UI, so it declares both slots (as their provider).
declare module '../../../client/module' {
  interface ModuleSlots {
    /** The Report screen's optional litter tagging after the photo (litter module; used by reports). */
    reportTagging: LazySlot<ReportTaggingProps>;
    /** The task sheet's 'Litter found' (litter module; used by the tasks module's TaskDetailSheet). */
    taskSheetTags: LazySlot<TaskSheetTagsProps>;
  }
}
