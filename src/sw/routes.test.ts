import { describe, expect, it } from 'vitest';
import { isAppNavigation, isFaceDetectorAsset, isHashedAsset, isSkipWaiting } from './routes';

describe('the service worker routes', () => {
  it.each(['/', '/map', '/tasks', '/camera', '/profile', '/privacy', '/partners/7/impact', '/account'])('answers the navigation to %s (network first, then the shell)', (path) => {
    expect(isAppNavigation(path)).toBe(true);
  });

  it.each([
    '/api',
    '/api/session',
    '/api/photos/12',
    '/api/docs',
    '/open311/v2/services.json',
    '/embed/map',
    '/admin',
    '/admin/tasks/review',
    '/metrics',
    '/sw.js',
    '/robots.txt',
    '/favicon.ico',
    '/manifest.webmanifest',
    '/main.0123456789.js',
  ])('never answers the navigation to %s with the shell', (path) => {
    expect(isAppNavigation(path)).toBe(false);
  });

  it('takes hashed files of its own origin from the asset cache, nothing of the API or other origins', () => {
    const origin = 'https://cleanquest.example';
    expect(isHashedAsset(new URL('/main.0123456789.js', origin), origin)).toBe(true);
    expect(isHashedAsset(new URL('/assets/marker-icon.2b3e1faf89.png', origin), origin)).toBe(true);
    expect(isHashedAsset(new URL('/5933.fa6d5d0a7b.css', origin), origin)).toBe(true);
    expect(isHashedAsset(new URL('/main.js', origin), origin)).toBe(false);
    expect(isHashedAsset(new URL('/sw.js', origin), origin)).toBe(false);
    expect(isHashedAsset(new URL('/api/photos/0123456789.png', origin), origin)).toBe(false);
    expect(isHashedAsset(new URL('/api/x.0123456789.js', origin), origin)).toBe(false);
    expect(isHashedAsset(new URL('https://tile.openstreetmap.org/a.0123456789.png'), origin)).toBe(false);
  });

  it("caches the face detector's .wasm and weights of its own origin when first used (issue 39), nothing else", () => {
    const origin = 'https://cleanquest.example';
    expect(isFaceDetectorAsset(new URL('/assets/faces/tfjs-backend-wasm-simd.0123456789.wasm', origin), origin)).toBe(true);
    expect(isFaceDetectorAsset(new URL('/assets/faces/tiny_face_detector_model.abcdef0123.bin', origin), origin)).toBe(true);
    expect(isFaceDetectorAsset(new URL('/assets/faces/tiny_face_detector_model.bin', origin), origin)).toBe(false);
    expect(isFaceDetectorAsset(new URL('/assets/faces/x.0123456789.js', origin), origin)).toBe(false);
    expect(isFaceDetectorAsset(new URL('/api/assets/faces/x.0123456789.bin', origin), origin)).toBe(false);
    expect(isFaceDetectorAsset(new URL('https://cdn.example/assets/faces/x.0123456789.wasm'), origin)).toBe(false);
    // Nor does the general asset route take them (its own cache keeps them apart).
    expect(isHashedAsset(new URL('/assets/faces/tfjs-backend-wasm.0123456789.wasm', origin), origin)).toBe(false);
  });

  it("takes over only on the page's SKIP_WAITING message", () => {
    expect(isSkipWaiting({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaiting({ type: 'OTHER' })).toBe(false);
    expect(isSkipWaiting('SKIP_WAITING')).toBe(false);
    expect(isSkipWaiting(null)).toBe(false);
  });
});
