import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

/** [left, top, width, height] in pixels of the image. */
export type Box = [number, number, number, number];
export interface LabelledImage {
  name: string;
  /** Encoded image (PNG) the pipeline takes as an upload. */
  file: Buffer;
  width: number;
  height: number;
  faces: Box[];
}

interface Labels {
  faces: Record<string, { boxes: Box[] }>;
  lfw: { file: string; faces: number; tile: number; gap: number; perSheet: number };
  negatives: { files: string[] };
}

export const CACHE = path.join(os.tmpdir(), 'cleanquest-bench-faces');
const DATA = path.join(CACHE, 'x', 'usr', 'lib', 'python3', 'dist-packages', 'skimage', 'data');

/**
 * scikit-image's sample data from Debian's python3-skimage (apt-get download + dpkg -x into the cache;
 * no root needed). Null, with the reason, where apt is not there or the download fails.
 */
export function fetchSkimageData(): { dir: string } | { skipped: string } {
  if (fs.existsSync(path.join(DATA, 'astronaut.png'))) return { dir: DATA };
  fs.mkdirSync(CACHE, { recursive: true });
  try {
    execFileSync('apt-get', ['download', 'python3-skimage'], { cwd: CACHE, stdio: 'inherit' });
    const deb = fs.readdirSync(CACHE).find((f) => /^python3-skimage_.*\.deb$/.test(f));
    if (!deb) return { skipped: 'apt-get download python3-skimage left no .deb' };
    execFileSync('dpkg', ['-x', deb, 'x'], { cwd: CACHE, stdio: 'inherit' });
  } catch (err) {
    return { skipped: `apt-get download / dpkg -x python3-skimage failed or are not available (${err instanceof Error ? err.message.split('\n')[0] : String(err)})` };
  }
  return fs.existsSync(path.join(DATA, 'astronaut.png')) ? { dir: DATA } : { skipped: 'python3-skimage has no skimage/data/astronaut.png' };
}

export function readLabels(): Labels {
  return JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'labels.json'), 'utf8')) as Labels;
}

/** A float64 (or uint8) C-order .npy array: its shape and values. */
function readNpy(file: string): { shape: number[]; values: ArrayLike<number> } {
  const buf = fs.readFileSync(file);
  const headerLen = buf.readUInt16LE(8);
  const header = buf.subarray(10, 10 + headerLen).toString('latin1');
  const shape = /'shape':\s*\(([^)]*)\)/.exec(header)![1]!.split(',').filter((s) => s.trim()).map(Number);
  const body = buf.subarray(10 + headerLen);
  if (header.includes("'<f8'")) return { shape, values: new Float64Array(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength)) };
  if (header.includes("'|u1'")) return { shape, values: body };
  throw new Error(`unsupported .npy dtype in ${file}: ${header}`);
}

/** The LFW face crops tiled on grey sheets (scaled up so each face is `tile` px), with their boxes. */
async function lfwSheets(dir: string, l: Labels['lfw']): Promise<LabelledImage[]> {
  const { shape, values } = readNpy(path.join(dir, l.file));
  const [, h, w] = shape as [number, number, number];
  const scale = (values as Float64Array) instanceof Float64Array ? 255 : 1;
  const cols = Math.ceil(Math.sqrt(l.perSheet));
  const side = cols * l.tile + (cols + 1) * l.gap;
  const sheets: LabelledImage[] = [];
  for (let start = 0; start < l.faces; start += l.perSheet) {
    const overlays: sharp.OverlayOptions[] = [];
    const faces: Box[] = [];
    for (let i = start; i < Math.min(l.faces, start + l.perSheet); i++) {
      const px = Buffer.alloc(w * h);
      for (let k = 0; k < w * h; k++) px[k] = Math.round(values[i * w * h + k]! * scale);
      const tile = await sharp(px, { raw: { width: w, height: h, channels: 1 } }).resize(l.tile, l.tile, { kernel: 'cubic' }).png().toBuffer();
      const n = i - start;
      const left = l.gap + (n % cols) * (l.tile + l.gap);
      const top = l.gap + Math.floor(n / cols) * (l.tile + l.gap);
      overlays.push({ input: tile, left, top });
      faces.push([left, top, l.tile, l.tile]);
    }
    const file = await sharp({ create: { width: side, height: side, channels: 3, background: '#808080' } }).composite(overlays).png().toBuffer();
    sheets.push({ name: `lfw-sheet-${start / l.perSheet + 1}`, file, width: side, height: side, faces });
  }
  return sheets;
}

export async function labelledSet(dir: string): Promise<{ faces: LabelledImage[]; negatives: LabelledImage[] }> {
  const labels = readLabels();
  const load = async (name: string, boxes: Box[]): Promise<LabelledImage> => {
    const file = await sharp(path.join(dir, name)).png().toBuffer();
    const m = await sharp(file).metadata();
    return { name, file, width: m.width!, height: m.height!, faces: boxes };
  };
  const faces = [...(await Promise.all(Object.entries(labels.faces).map(([n, v]) => load(n, v.boxes)))), ...(await lfwSheets(dir, labels.lfw))];
  const negatives = await Promise.all(labels.negatives.files.filter((n) => fs.existsSync(path.join(dir, n))).map((n) => load(n, [])));
  return { faces, negatives };
}

/** Intersection over union of two boxes. */
export function iou(a: Box, b: Box): number {
  const x0 = Math.max(a[0], b[0]);
  const y0 = Math.max(a[1], b[1]);
  const x1 = Math.min(a[0] + a[2], b[0] + b[2]);
  const y1 = Math.min(a[1] + a[3], b[1] + b[3]);
  const inter = Math.max(0, x1 - x0) * Math.max(0, y1 - y0);
  return inter / (a[2] * a[3] + b[2] * b[3] - inter);
}
