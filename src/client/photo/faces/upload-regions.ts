import type { ClientBlurRegion } from './regions';

/*
 * The regions a photo was blurred in on the phone travel with its File, as its EXIF does
 * (prepare-photo.ts rememberExif): the forms keep a File, and whoever builds the multipart body asks
 * for its `blurRegions` field. A queued upload keeps the field with the blurred photo.
 */
const regionsOfFile = new WeakMap<Blob, ClientBlurRegion[]>();

export function rememberBlurRegions(file: Blob, regions: readonly ClientBlurRegion[]): void {
  regionsOfFile.set(file, [...regions]);
}

/** The regions this file was blurred in on the phone; [] when none (or it was not blurred here). */
export function blurRegionsOf(file: Blob | null | undefined): ClientBlurRegion[] {
  return (file && regionsOfFile.get(file)) ?? [];
}

/** Appends the `blurRegions` field (JSON text) when the photo was blurred in any region here. */
export function appendBlurRegions(form: FormData, file: Blob): void {
  const regions = blurRegionsOf(file);
  if (regions.length > 0) form.append('blurRegions', JSON.stringify(regions));
}
