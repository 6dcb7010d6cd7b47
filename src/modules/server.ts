import type { ServerModule } from '../server/module';
import { guestModule } from './guest/server';
import { tasksModule } from './tasks/server';

/** Static manifest of server modules, in dependency order. A broken module fails the start loudly. */
export const serverModules: ServerModule[] = [guestModule, tasksModule];
