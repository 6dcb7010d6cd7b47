/**
 * What right to left needs beyond MUI's own (theme direction + the rtl emotion cache, which mirrors
 * every emotion rule): plain CSS for what emotion does not style, added only for a right-to-left page
 * (the server puts it into such a page's head; the browser adds it with the rtl chunk), so ltr pages
 * carry none of it. Written under [dir="rtl"] and not through emotion, whose rtl plugin would mirror
 * it a second time.
 */

/** The id of the <style> element holding RTL_CSS (one per document). */
export const RTL_STYLE_ID = 'cq-rtl';

/**
 * Icons that point (back, forward, send, sign in and out, trends, chevrons). @mui/icons-material icons
 * and the app's plain icons carry `data-testid="<Name>Icon"`; other pointing things take the class.
 */
export const MIRRORED_ICONS = [
  'ArrowBack',
  'ArrowForward',
  'ArrowBackIos',
  'ArrowForwardIos',
  'ChevronLeft',
  'ChevronRight',
  'NavigateBefore',
  'NavigateNext',
  'KeyboardArrowLeft',
  'KeyboardArrowRight',
  'Send',
  'Login',
  'Logout',
  'TrendingUp',
  'NearMe',
] as const;

/** The class that mirrors an element in right-to-left text (an arrow drawn by hand, say). */
export const MIRROR_CLASS = 'cq-flip-rtl';

const iconSelectors = [`.${MIRROR_CLASS}`, ...MIRRORED_ICONS.map((name) => `[data-testid="${name}Icon"]`)].map((s) => `[dir="rtl"] ${s}`).join(',');

/** Leaflet's control corners (its stylesheet is plain CSS) swapped: the map's controls sit in the mirrored corners. */
const leafletCorners = [
  '[dir="rtl"] .leaflet-right{right:auto;left:0}',
  '[dir="rtl"] .leaflet-left{left:auto;right:0}',
  '[dir="rtl"] .leaflet-right .leaflet-control{float:left;margin-right:0;margin-left:10px}',
  '[dir="rtl"] .leaflet-left .leaflet-control{float:right;margin-left:0;margin-right:10px}',
].join('');

export const RTL_CSS = `${iconSelectors}{transform:scaleX(-1)}${leafletCorners}`;

/** Adds RTL_CSS to the document once (a server-rendered right-to-left page has it already). */
export function ensureRtlStyles(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): void {
  if (!doc || doc.getElementById(RTL_STYLE_ID)) return;
  const style = doc.createElement('style');
  style.id = RTL_STYLE_ID;
  style.textContent = RTL_CSS;
  doc.head.appendChild(style);
}
