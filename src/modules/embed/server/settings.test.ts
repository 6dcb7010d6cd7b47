import { describe, expect, it } from 'vitest';
import { readModuleSettings } from '../../../server/config';
import type { Env } from '../../../server/settings';
import { embedSettings } from './settings';

const settings = (env: Env) => readModuleSettings(embedSettings, env);

describe('EMBED_ALLOWED_ORIGINS', () => {
  it('takes a comma-separated list of origins and refuses anything else', () => {
    expect(settings({ EMBED_ALLOWED_ORIGINS: 'https://a.example, http://127.0.0.1:8080/' }).embedAllowedOrigins).toEqual(['https://a.example', 'http://127.0.0.1:8080']);
    expect(settings({}).embedAllowedOrigins).toEqual([]);
    expect(() => settings({ EMBED_ALLOWED_ORIGINS: 'https://a.example/path' })).toThrow(/EMBED_ALLOWED_ORIGINS/);
    expect(() => settings({ EMBED_ALLOWED_ORIGINS: 'javascript:alert(1)' })).toThrow(/EMBED_ALLOWED_ORIGINS/);
  });
});
