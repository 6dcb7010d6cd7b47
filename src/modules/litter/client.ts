import type { ClientModule } from '../../client/module';

/**
 * litter module, client side (issue 24): no screens of its own; its tagging step on the Report screen
 * (`reportTagging`) and the task sheet's 'Litter found' (`taskSheetTags`) are lazy slots whose texts
 * come with their chunks (ui/texts.ts), so the first route carries none of it.
 */
export const litterClient: ClientModule = {
  id: 'litter',
  slots: {
    reportTagging: () => import('./ui/ReportTagging'),
    taskSheetTags: () => import('./ui/TaskSheetTags'),
  },
};
