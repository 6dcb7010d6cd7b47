/**
 * The one part of stylis (4.2, installed with @emotion/cache; the peer @mui/stylis-plugin-rtl names)
 * the right-to-left emotion cache uses: its vendor prefixer, which emotion adds by default and a cache
 * with its own plugins must name again (MUI's right-to-left guide). stylis ships no types; emotion's
 * plugin type describes stylis's middleware.
 */
declare module 'stylis' {
  import type { StylisPlugin } from '@emotion/cache';

  export type Middleware = StylisPlugin;
  export const prefixer: Middleware;
}
