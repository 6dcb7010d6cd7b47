import type { ClientModule } from '../../client/module';

/**
 * analysis module, client side: nothing of its own to show. The Report screen (reports module) calls
 * POST /api/analysis through this module's endpoints.ts and shows the suggestions in the litter
 * module's tagging slot.
 */
export const analysisClient: ClientModule = {
  id: 'analysis',
};
