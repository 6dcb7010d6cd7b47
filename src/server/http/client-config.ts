import type { Container } from 'inversify';
import type * as core from '../../shared/core-endpoints';
import type { EndpointResponse } from '../../shared/endpoint';
import type { Config } from '../config';
import type { ServerModule } from '../module';

/**
 * GET /api/config: the core's settings, then each module's `clientConfig` under the module's id
 * (e.g. `geocoding: { autocomplete }`); a module id that is also a core setting fails the start.
 */
export function publicSettings(config: Config, modules: ServerModule[], container: Container): EndpointResponse<typeof core.clientConfig> & Record<string, unknown> {
  const settings: EndpointResponse<typeof core.clientConfig> & Record<string, unknown> = {
    mapTileUrl: config.mapTileUrl,
    mapAttribution: config.mapAttribution,
    aiVerifier: config.openai.apiKey ? 'openai' : 'local',
  };
  for (const m of modules) {
    if (!m.clientConfig) continue;
    if (Object.hasOwn(settings, m.id)) throw new Error(`Module ${m.id} offers client settings under "${m.id}", which is already a setting.`);
    settings[m.id] = m.clientConfig(container);
  }
  return settings;
}
