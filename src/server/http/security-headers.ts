import type { Context, Next } from 'koa';

export interface SecurityHeaderOptions {
  /** Origins the map tiles come from (img-src). */
  tileOrigins: string[];
  /** Extra origins the app may call (connect-src), e.g. a geocoding service. */
  connectOrigins?: string[];
  https: boolean;
}

export function buildCsp(o: SecurityHeaderOptions, frameAncestors: string[] = ["'none'"]): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets the page compile WebAssembly (the phone's face detector, issue 39), not eval JavaScript.
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    // MUI (emotion) injects <style> elements at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...o.tileOrigins],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(o.connectOrigins ?? [])],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': frameAncestors,
  };
  return Object.entries(directives).map(([k, v]) => `${k} ${v.join(' ')}`).join('; ');
}

export function securityHeaders(o: SecurityHeaderOptions) {
  const csp = buildCsp(o);
  return async (ctx: Context, next: Next) => {
    ctx.set({
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
      'Permissions-Policy': 'camera=(self), geolocation=(self), microphone=()',
    });
    if (o.https) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    await next();
  };
}
