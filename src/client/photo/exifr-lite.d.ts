/** exifr's light build (JPEG, HEIC and TIFF; the TIFF, EXIF and GPS blocks), loaded when a photo is picked. */
declare module 'exifr/dist/lite.esm.mjs' {
  export { parse, gps } from 'exifr';
}
