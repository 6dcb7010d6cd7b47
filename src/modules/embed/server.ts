import type { ServerModule } from '../../server/module';
import { CONFIG } from '../../server/tokens';
import { EMBED_SERVICE, embedContainerModule } from './server/container';
import { embedPages } from './server/pages';
import { embedRouter } from './server/routes';

/** embed: the task map for partner websites (widget.js, /embed/map, /embed/demo) and its partners. */
export const embedModule: ServerModule = {
  id: 'embed',
  containerModule: embedContainerModule,
  middleware: (c) => [embedPages(c.get(EMBED_SERVICE), c.get(CONFIG))],
  createRouter: (c) => embedRouter(c.get(EMBED_SERVICE)),
};
