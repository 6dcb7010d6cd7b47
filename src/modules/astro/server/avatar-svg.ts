import crypto from 'node:crypto';
import { AVATAR_EVOLUTION_EVERY, ELEMENT_INFO, type Element, type SignOrUnknown } from '../contract';

/** Evolution stage: 0 for levels 1-2, 1 for 3-5, 2 for 6-8, ... (every 3 levels), capped at 6. */
export function avatarStage(level: number): number {
  return Math.min(6, Math.floor(Math.max(1, level) / AVATAR_EVOLUTION_EVERY));
}

const GLYPHS: Record<Element, string> = {
  Fire: 'M0 -70 C30 -30 45 -5 30 30 C20 55 -20 55 -30 30 C-42 0 -20 -20 -10 -40 C-5 -20 5 -15 8 -25 C12 -40 5 -55 0 -70 Z',
  Earth: 'M-60 40 L-20 -30 L0 0 L20 -45 L65 40 Z',
  Air: 'M-60 -10 C-30 -40 10 -40 25 -20 C35 -5 20 10 5 0 M-60 15 C-20 -5 30 -5 50 15 C60 25 50 40 35 32 M-45 40 C-15 28 15 30 30 42',
  Water: 'M-65 0 C-45 -20 -25 20 0 0 C25 -20 45 20 65 0 M-65 30 C-45 10 -25 50 0 30 C25 10 45 50 65 30 M0 -70 C20 -40 25 -25 0 -15 C-25 -25 -20 -40 0 -70 Z',
};

/**
 * The local avatar: a deterministic SVG seeded by sign and element (same inputs, same picture) whose
 * look evolves every 3 levels: a ring at stage 1, rays at 2, stars at 3, a laurel at 4, a crown at 5,
 * a halo of light at 6. Rasterised with sharp before storing.
 */
export function avatarSvg(o: { sign: SignOrUnknown; element: Element; gender: string; level: number }): string {
  const seed = crypto.createHash('sha256').update(`${o.sign}|${o.element}`).digest();
  const info = ELEMENT_INFO[o.element];
  const hue = (n: number) => (seed[n]! / 255) * 40 - 20;
  const stage = avatarStage(o.level);
  const base = info.colour;
  const accent = `hsl(${(parseInt(base.slice(1, 3), 16) + seed[3]!) % 360} 70% 55%)`;
  const rot = seed[4]! % 360;
  const parts: string[] = [];
  parts.push(`<defs><radialGradient id="bg" cx="50%" cy="40%" r="70%"><stop offset="0%" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="100%" stop-color="${base}"/></radialGradient></defs>`);
  parts.push(`<rect width="512" height="512" fill="${base}"/><rect width="512" height="512" fill="url(#bg)"/>`);
  if (stage >= 6) parts.push(`<circle cx="256" cy="256" r="236" fill="none" stroke="#fff8c4" stroke-width="18" opacity="0.7"/>`);
  if (stage >= 2) {
    const rays = 12 + (seed[5]! % 6);
    for (let i = 0; i < rays; i++) {
      const a = ((360 / rays) * i + rot) * (Math.PI / 180);
      parts.push(`<line x1="${256 + Math.cos(a) * 150}" y1="${256 + Math.sin(a) * 150}" x2="${256 + Math.cos(a) * 230}" y2="${256 + Math.sin(a) * 230}" stroke="${accent}" stroke-width="8" stroke-linecap="round" opacity="0.8"/>`);
    }
  }
  if (stage >= 1) parts.push(`<circle cx="256" cy="256" r="150" fill="none" stroke="#ffffff" stroke-width="10" opacity="0.85"/>`);
  if (stage >= 3) {
    for (let i = 0; i < 5; i++) {
      const x = 60 + ((seed[6 + i]! * 7) % 392);
      const y = 40 + ((seed[11 + i]! * 5) % 120);
      parts.push(`<path d="M${x} ${y - 12} L${x + 4} ${y - 3} L${x + 13} ${y} L${x + 4} ${y + 3} L${x} ${y + 12} L${x - 4} ${y + 3} L${x - 13} ${y} L${x - 4} ${y - 3} Z" fill="#fffbe0"/>`);
    }
  }
  // The element emblem behind the figure.
  parts.push(`<g transform="translate(256 210) rotate(${hue(7).toFixed(1)}) scale(1.25)"><path d="${GLYPHS[o.element]}" fill="${accent}" stroke="#ffffff" stroke-width="4" opacity="0.9" fill-opacity="${o.element === 'Air' ? 0 : 0.85}"/></g>`);
  // A simple figure: head and shoulders, in a tone seeded by the sign.
  const tone = `hsl(${20 + (seed[8]! % 20)} ${30 + (seed[9]! % 30)}% ${35 + (seed[10]! % 35)}%)`;
  const hair = o.gender === 'Female' ? `<path d="M196 300 C190 220 322 220 316 300 L322 360 L190 360 Z" fill="#3b2a20"/>` : o.gender === 'Male' ? `<path d="M206 292 C206 238 306 238 306 292 C290 270 222 270 206 292 Z" fill="#3b2a20"/>` : `<path d="M200 296 C198 230 314 230 312 296 L312 330 L200 330 Z" fill="#4a3326"/>`;
  parts.push(hair);
  parts.push(`<circle cx="256" cy="300" r="52" fill="${tone}"/>`);
  parts.push(`<path d="M150 512 C150 410 200 370 256 370 C312 370 362 410 362 512 Z" fill="${accent}" stroke="#ffffff" stroke-width="6"/>`);
  if (stage >= 4) parts.push(`<path d="M176 380 C150 330 160 280 190 250 M336 380 C362 330 352 280 322 250" fill="none" stroke="#2e7d32" stroke-width="12" stroke-linecap="round"/>`);
  if (stage >= 5) parts.push(`<path d="M216 236 L226 206 L244 226 L256 198 L268 226 L286 206 L296 236 Z" fill="#ffd54f" stroke="#ffffff" stroke-width="3"/>`);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">${parts.join('')}</svg>`;
}
