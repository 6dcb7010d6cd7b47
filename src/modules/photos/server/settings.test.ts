import { describe, expect, it } from 'vitest';
import { readModuleSettings } from '../../../server/config';
import type { Env } from '../../../server/settings';
import { photosSettings } from './settings';

const settings = (env: Env) => readModuleSettings(photosSettings, env);

describe('photo settings', () => {
  it('hold photos scoring 0.7 or more and sweep orphan files after 15 minutes by default', () => {
    expect(settings({})).toEqual({ nsfwThreshold: 0.7, photoOrphanGraceSeconds: 900 });
    expect(settings({ NSFW_THRESHOLD: '0.5', PHOTO_ORPHAN_GRACE_SECONDS: '60' })).toEqual({ nsfwThreshold: 0.5, photoOrphanGraceSeconds: 60 });
  });

  it('refuses a threshold outside 0..1', () => {
    expect(() => settings({ NSFW_THRESHOLD: '1.5' })).toThrow('NSFW_THRESHOLD must be a number from 0 to 1, got "1.5"');
    expect(() => settings({ NSFW_THRESHOLD: 'high' })).toThrow('NSFW_THRESHOLD must be a number from 0 to 1, got "high"');
  });
});
