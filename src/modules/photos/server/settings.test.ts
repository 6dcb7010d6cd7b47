import { describe, expect, it } from 'vitest';
import { readModuleSettings } from '../../../server/config';
import type { Env } from '../../../server/settings';
import { photosSettings } from './settings';

const settings = (env: Env) => readModuleSettings(photosSettings, env);

const S3 = { PHOTO_STORE: 's3', S3_BUCKET: 'cq-photos', S3_ACCESS_KEY_ID: 'AKIDEXAMPLE', S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI-secret' };

describe('photo settings', () => {
  it('hold photos scoring 0.7 or more and sweep orphan files after 15 minutes by default', () => {
    expect(settings({})).toEqual({ nsfwThreshold: 0.7, photoOrphanGraceSeconds: 900, store: { kind: 'disk' } });
    expect(settings({ NSFW_THRESHOLD: '0.5', PHOTO_ORPHAN_GRACE_SECONDS: '60' })).toMatchObject({ nsfwThreshold: 0.5, photoOrphanGraceSeconds: 60 });
  });

  it('refuses a threshold outside 0..1', () => {
    expect(() => settings({ NSFW_THRESHOLD: '1.5' })).toThrow('NSFW_THRESHOLD must be a number from 0 to 1, got "1.5"');
    expect(() => settings({ NSFW_THRESHOLD: 'high' })).toThrow('NSFW_THRESHOLD must be a number from 0 to 1, got "high"');
  });

  it('keeps photos on disk unless PHOTO_STORE=s3, which reads the S3_* variables', () => {
    expect(settings({ PHOTO_STORE: 'disk', S3_BUCKET: 'unused' }).store).toEqual({ kind: 'disk' });
    // Real S3: the SDK's endpoint for the region, virtual-hosted buckets.
    expect(settings(S3).store).toEqual({ kind: 's3', endpoint: undefined, bucket: 'cq-photos', region: 'us-east-1', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI-secret', forcePathStyle: false });
    // A MinIO-style server.
    expect(settings({ ...S3, PHOTO_STORE: 'S3', S3_ENDPOINT: 'http://minio.internal:9000/', S3_REGION: 'eu-central-1', S3_FORCE_PATH_STYLE: 'true' }).store).toMatchObject({
      endpoint: 'http://minio.internal:9000',
      region: 'eu-central-1',
      forcePathStyle: true,
    });
  });

  it('stops the start with every missing S3 setting named, and never echoes the secret', () => {
    let message = '';
    try {
      settings({ PHOTO_STORE: 's3', S3_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI-secret', S3_ENDPOINT: 'minio:9000', S3_FORCE_PATH_STYLE: 'maybe' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('S3_BUCKET must be set when PHOTO_STORE=s3');
    expect(message).toContain('S3_ACCESS_KEY_ID must be set when PHOTO_STORE=s3');
    expect(message).not.toContain('S3_SECRET_ACCESS_KEY must be set');
    expect(message).toContain('S3_ENDPOINT must be a http: or https: URL, got "minio:9000"');
    expect(message).toContain('S3_FORCE_PATH_STYLE must be true or false, got "maybe"');
    expect(message).not.toContain('wJalrXUtnFEMI-secret');
    expect(() => settings({ PHOTO_STORE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a' })).toThrow('S3_SECRET_ACCESS_KEY must be set when PHOTO_STORE=s3');
    expect(() => settings({ PHOTO_STORE: 'nfs' })).toThrow('PHOTO_STORE must be disk or s3, got "nfs"');
  });
});
