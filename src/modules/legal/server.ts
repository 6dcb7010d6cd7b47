import { ContainerModule } from 'inversify';
import type { ServerModule } from '../../server/module';
import { LEGAL_SETTINGS, legalSettings } from './server/settings';

/**
 * legal: no tables and no routes. It reads the operator's imprint and accessibility settings
 * (IMPRINT_*, ACCESSIBILITY_*) and hands them to its pages through GET /api/config under `legal`
 * (the same for everyone; the server-rendered pages carry them). The pages themselves are the
 * client manifest's.
 */
export const legalModule: ServerModule = {
  id: 'legal',
  settings: legalSettings,
  containerModule: new ContainerModule(() => {}),
  clientConfig: (c) => ({ ...c.get(LEGAL_SETTINGS) }),
};
