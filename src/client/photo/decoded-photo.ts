/*
 * The pixels a prepared photo was made from travel with its File (as its EXIF does, prepare-photo.ts
 * rememberExif): preparing decodes the photo once (issue 23) and the face check (issue 39) takes that
 * bitmap instead of decoding the prepared file a second time. Taken once: whoever takes it owns it
 * (closes or transfers it).
 */
const decodedOf = new WeakMap<Blob, ImageBitmap>();

/** The bitmap this file's pixels are (EXIF orientation applied, at the file's size). */
export function rememberDecoded(file: Blob, bitmap: ImageBitmap): void {
  decodedOf.get(file)?.close();
  decodedOf.set(file, bitmap);
}

/** The bitmap remembered for this file, handed over once; null when there is none (it was not prepared here). */
export function takeDecoded(file: Blob): ImageBitmap | null {
  const bitmap = decodedOf.get(file) ?? null;
  decodedOf.delete(file);
  return bitmap;
}
