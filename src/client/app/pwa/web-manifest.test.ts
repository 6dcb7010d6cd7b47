import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createAppTheme, DEFAULT_THEME_SETTINGS } from '../../theme';
import { BACKGROUND_COLOR, ICON_FILES, ICON_FOLDER, THEME_COLOR, WEB_MANIFEST } from './web-manifest';

const root = path.resolve(import.meta.dirname, '../../../..');
const iconFile = (src: string) => path.join(root, ICON_FOLDER, path.basename(src));

/** The ICO container's images: [width, height, PNG data] per directory entry. */
function icoImages(ico: Buffer): { width: number; height: number; data: Buffer }[] {
  expect(ico.readUInt16LE(0)).toBe(0);
  expect(ico.readUInt16LE(2)).toBe(1);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
    const at = 6 + 16 * i;
    const size = ico.readUInt32LE(at + 8);
    const offset = ico.readUInt32LE(at + 12);
    return { width: ico.readUInt8(at) || 256, height: ico.readUInt8(at + 1) || 256, data: ico.subarray(offset, offset + size) };
  });
}

describe('the web app manifest', () => {
  it('has what an installable app needs', () => {
    expect(WEB_MANIFEST.name).toBe('CleanQuest');
    expect(WEB_MANIFEST.short_name.length).toBeGreaterThan(0);
    expect(WEB_MANIFEST.short_name.length).toBeLessThanOrEqual(12);
    expect(WEB_MANIFEST.description.length).toBeGreaterThan(0);
    expect(WEB_MANIFEST.display).toBe('standalone');
    expect(WEB_MANIFEST.scope).toBe('/');
    expect(new URL(WEB_MANIFEST.start_url, 'https://x.example').pathname).toBe('/');
    expect(WEB_MANIFEST.lang).toBe('en');
    const sizes = WEB_MANIFEST.icons.map((i) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  });

  it("takes its colours from the app's theme", () => {
    const { palette } = createAppTheme(DEFAULT_THEME_SETTINGS);
    expect(THEME_COLOR).toBe(palette.primary.dark);
    expect(BACKGROUND_COLOR).toBe(palette.background.default);
    expect(WEB_MANIFEST.theme_color).toBe(THEME_COLOR);
    expect(WEB_MANIFEST.background_color).toBe(BACKGROUND_COLOR);
    // index.html's theme-color meta says the same.
    const html = fs.readFileSync(path.join(root, 'src/client/app/index.html'), 'utf8');
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLOR}" />`);
  });

  it('is linked from index.html (so from every server-rendered page), with the apple-touch-icon', () => {
    const html = fs.readFileSync(path.join(root, 'src/client/app/index.html'), 'utf8');
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(html).toContain(`<link rel="apple-touch-icon" href="/icons/${ICON_FILES.appleTouch}" />`);
  });

  it.each(WEB_MANIFEST.icons.map((i) => [i.src, i] as const))('%s is a real PNG of its stated size', async (_src, icon) => {
    const meta = await sharp(fs.readFileSync(iconFile(icon.src))).metadata();
    expect(meta.format).toBe('png');
    expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
  });

  it('the maskable icon fills its square and keeps the leaf inside the safe zone (the central circle of 40 % radius)', async () => {
    const icon = WEB_MANIFEST.icons.find((i) => i.purpose === 'maskable')!;
    const { data, info } = await sharp(fs.readFileSync(iconFile(icon.src))).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const size = info.width;
    let leafPixels = 0;
    let transparent = 0;
    let farthest = 0;
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const at = (y * size + x) * info.channels;
        if (data[at + 3] !== 255) transparent++;
        const white = data[at]! > 200 && data[at + 1]! > 200 && data[at + 2]! > 200;
        if (!white) continue;
        leafPixels++;
        farthest = Math.max(farthest, Math.hypot(x + 0.5 - size / 2, y + 0.5 - size / 2));
      }
    }
    // Opaque everywhere: launchers cut the shape themselves.
    expect(transparent).toBe(0);
    expect(leafPixels).toBeGreaterThan(size * size * 0.05);
    expect(farthest).toBeLessThanOrEqual(size * 0.4);
  });

  it('the apple-touch-icon is a 180 px PNG and favicon.ico holds PNGs of 16, 32 and 48 px', async () => {
    const apple = await sharp(fs.readFileSync(path.join(root, ICON_FOLDER, ICON_FILES.appleTouch))).metadata();
    expect([apple.format, apple.width, apple.height]).toEqual(['png', 180, 180]);
    const images = icoImages(fs.readFileSync(path.join(root, ICON_FOLDER, ICON_FILES.favicon)));
    const read = await Promise.all(images.map(async (img) => ({ stated: [img.width, img.height], meta: await sharp(img.data).metadata() })));
    expect(read.map((r) => r.stated)).toEqual([[16, 16], [32, 32], [48, 48]]);
    for (const r of read) expect([r.meta.format, r.meta.width, r.meta.height]).toEqual(['png', ...r.stated]);
  });
});
