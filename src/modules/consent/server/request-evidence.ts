import crypto from 'node:crypto';
import net from 'node:net';

/**
 * Truncates an IP address before it is stored: IPv4 keeps the first three octets (last one zeroed),
 * IPv6 keeps the first 48 bits (the rest zeroed). IPv4-mapped IPv6 (::ffff:a.b.c.d) counts as IPv4.
 * Anything that is not an IP address gives null.
 */
export function truncateIp(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let ip = raw.trim();
  const zone = ip.indexOf('%');
  if (zone !== -1) ip = ip.slice(0, zone);
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) ip = mapped[1]!;
  if (net.isIPv4(ip)) {
    const parts = ip.split('.');
    return `${parts[0]}.${parts[1]}.${parts[2]}.0`;
  }
  if (net.isIPv6(ip)) {
    const groups = expandIpv6(ip);
    return `${groups.slice(0, 3).map((g) => g.toString(16)).join(':')}::`;
  }
  return null;
}

/** The eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail becomes two groups). */
function expandIpv6(ip: string): number[] {
  let text = ip;
  const v4 = /(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? (text.split('::') as [string, string]) : [text, null];
  const h = head ? head.split(':') : [];
  const t = tail === null ? [] : tail ? tail.split(':') : [];
  const fill = tail === null ? [] : Array<string>(8 - h.length - t.length).fill('0');
  return [...h, ...fill, ...t].map((g) => parseInt(g, 16));
}

/** SHA-256 (hex) of the user agent: enough to recognise the browser in the proof, without storing it. */
export function hashUserAgent(userAgent: string | null | undefined): string | null {
  if (!userAgent) return null;
  return crypto.createHash('sha256').update(userAgent, 'utf8').digest('hex');
}
