/**
 * npm run icons: draws the app's icons (a white leaf on the theme's green) with sharp and writes them
 * to src/client/app/pwa/icons/, where the build copies them from (tools/webpack/pwa.ts). Run it after
 * changing the drawing below; the PNGs and the ICO are committed, so a build needs no image work.
 *
 * - icon-192.png, icon-512.png: purpose 'any', a rounded green square with the leaf;
 * - icon-maskable-512.png: purpose 'maskable', full-bleed green with the leaf inside the central 80 %
 *   safe zone (launchers cut the icon to a circle or a squircle);
 * - apple-touch-icon.png (180 px, full-bleed: iOS rounds it itself);
 * - favicon.ico: 16, 32 and 48 px PNGs in one ICO file.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ICON_FILES, ICON_FOLDER, THEME_COLOR } from '../src/client/app/pwa/web-manifest';

const ICON_DIR = path.resolve(import.meta.dirname, '..', ICON_FOLDER);

/** The leaf of the logo (src/client/app/shell/Logo.tsx), in a 32 x 32 box. */
const LEAF =
  'M23.5 8.5c-9 .4-14 4.6-14.3 11.2-.1 1.3.2 2.5.7 3.5l-2 2.1 1.2 1.2 2-2.1c1 .6 2.2.9 3.5.9 6.5-.2 9.2-6.5 8.9-16.8zm-8.4 12.8-1.3-1.2c2-2.5 4.4-4.6 7-6.2-2.2 2-4.1 4.5-5.7 7.4z';

/**
 * The icon as SVG: `leafShare` is the part of the side the leaf's 32-unit box takes; `rounded` gives
 * the background rounded corners (transparent outside), otherwise it fills the square.
 */
export function iconSvg(size: number, leafShare: number, rounded: boolean): string {
  const box = size * leafShare;
  const offset = (size - box) / 2;
  const scale = box / 32;
  const radius = rounded ? size * 0.22 : 0;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" rx="${radius}" fill="${THEME_COLOR}"/>
  <path transform="translate(${offset} ${offset}) scale(${scale})" fill="#ffffff" d="${LEAF}"/>
</svg>`;
}

/** The maskable icon's leaf box, as a share of the side (see the safe zone below). */
export const MASKABLE_LEAF_SHARE = 0.75;

const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();

/** PNG images in one ICO container (ICONDIR, one ICONDIRENTRY per image, then the PNG data). */
export function pngsToIco(images: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, at + 1); // height
    header.writeUInt8(0, at + 2); // no palette
    header.writeUInt8(0, at + 3); // reserved
    header.writeUInt16LE(1, at + 4); // colour planes
    header.writeUInt16LE(32, at + 6); // bits per pixel
    header.writeUInt32LE(data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

async function main() {
  fs.mkdirSync(ICON_DIR, { recursive: true });
  const write = (name: string, data: Buffer) => {
    fs.writeFileSync(path.join(ICON_DIR, name), data);
    console.log(`${name}: ${data.length} bytes`);
  };
  write(ICON_FILES.any192, await png(iconSvg(192, 1.1, true)));
  write(ICON_FILES.any512, await png(iconSvg(512, 1.1, true)));
  // The safe zone is a circle of 40 % of the side around the centre; the leaf reaches 45 % of its
  // box's side from the centre, so a box of 75 % of the side keeps it within 34 %.
  write(ICON_FILES.maskable512, await png(iconSvg(512, MASKABLE_LEAF_SHARE, false)));
  write(ICON_FILES.appleTouch, await png(iconSvg(180, 0.9, false)));
  const small = await Promise.all([16, 32, 48].map(async (size) => ({ size, data: await png(iconSvg(size, 1.25, true)) })));
  write(ICON_FILES.favicon, pngsToIco(small));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  await main();
}
