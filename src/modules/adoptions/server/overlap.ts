/**
 * How much two circles (radii `a`, `b` in metres, centres `d` metres apart) overlap, as a share of the
 * smaller one's area: 0 when they do not touch, 1 when the smaller lies wholly inside the larger.
 * Issue 42 refuses a spot that shares more than half of either spot's area with an active one.
 */
export function overlapShare(a: number, b: number, d: number): number {
  const small = Math.min(a, b);
  const large = Math.max(a, b);
  if (d >= a + b) return 0;
  if (d + small <= large) return 1;
  // The lens of two intersecting circles.
  const alpha = Math.acos(clamp((d * d + a * a - b * b) / (2 * d * a)));
  const beta = Math.acos(clamp((d * d + b * b - a * a) / (2 * d * b)));
  const lens = a * a * (alpha - Math.sin(2 * alpha) / 2) + b * b * (beta - Math.sin(2 * beta) / 2);
  return lens / (Math.PI * small * small);
}

const clamp = (x: number) => Math.max(-1, Math.min(1, x));
