import type { ServiceIdentifier } from 'inversify';
import type { ModuleSettings } from '../../../server/settings';

export interface EmbedSettings {
  /** Origins allowed to embed the task map besides registered partners (CSP frame-ancestors). */
  embedAllowedOrigins: string[];
}

export const EMBED_SETTINGS: ServiceIdentifier<EmbedSettings> = Symbol.for('embed.settings');

function isOrigin(o: string): boolean {
  try {
    const u = new URL(o);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === o.replace(/\/$/, '');
  } catch {
    return false;
  }
}

export const embedSettings: ModuleSettings<EmbedSettings> = {
  vars: ['EMBED_ALLOWED_ORIGINS'],
  token: EMBED_SETTINGS,
  parse({ read, problem }) {
    const origins = (read('EMBED_ALLOWED_ORIGINS') ?? '').split(',').map((o) => o.trim()).filter(Boolean);
    for (const o of origins) {
      if (!isOrigin(o)) problem(`EMBED_ALLOWED_ORIGINS must be a comma-separated list of origins like https://example.org, got "${o}"`);
    }
    return { embedAllowedOrigins: origins.map((o) => o.replace(/\/$/, '')) };
  },
};
