import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Which network addresses the server may connect to for a URL someone other than the operator supplied
 * (a push service endpoint, a partner's media_url): public unicast only. Refused: private networks,
 * loopback, link-local (cloud metadata services live there), carrier-grade NAT, unique-local,
 * multicast, reserved, documentation and benchmarking ranges, the unspecified address, and IPv6 forms
 * that embed an IPv4 address (mapped ones are judged by the address they carry). Loopback is let
 * through only when the operator says so (OUTBOUND_ALLOW_LOOPBACK, for the tests' local stand-ins).
 * The one place this is decided; guard.ts applies it to every connection.
 */

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network", the unspecified address
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  NOT_PUBLIC.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 96], // unspecified, loopback and the deprecated IPv4-compatible form
  ['::ffff:0:0:0', 96], // IPv4-translated (RFC 2765, embeds IPv4)
  ['64:ff9b::', 96], // NAT64 (embeds IPv4)
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo among them)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds IPv4)
  ['3fff::', 20], // documentation (RFC 9637)
  ['5f00::', 16], // segment routing (SRv6) SIDs
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  NOT_PUBLIC.addSubnet(net, bits, 'ipv6');
}

/** The eight 16-bit groups of an IPv6 address (an embedded dotted IPv4 tail included), or null for anything else. */
export function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  let a = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(a);
  if (dotted) {
    const [b0, b1, b2, b3] = dotted.slice(1).map(Number) as [number, number, number, number];
    a = `${a.slice(0, dotted.index)}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const [head, tail] = a.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.length === 8 ? groups.map((g) => parseInt(g, 16)) : null;
}

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d) carries, else null. */
export function mappedIPv4(address: string): string | null {
  const g = ipv6Groups(address);
  if (!g || !g.slice(0, 5).every((x) => x === 0) || g[5] !== 0xffff) return null;
  return `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`;
}

const bareAddress = (address: string) => address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');

/** Whether this IP literal is a loopback address (127.0.0.0/8, ::1, or their IPv4-mapped forms). */
export function isLoopback(address: string): boolean {
  const bare = bareAddress(address);
  const v4 = isIPv4(bare) ? bare : isIPv6(bare) ? mappedIPv4(bare) : null;
  if (v4) return LOOPBACK.check(v4, 'ipv4');
  return isIPv6(bare) && LOOPBACK.check(bare, 'ipv6');
}

/**
 * Whether the server may connect to this address (an IP literal; anything else is refused). With
 * `allowLoopback`, 127.0.0.0/8 and ::1 (and their mapped forms) pass too.
 */
export function mayConnectTo(address: string, opts: { allowLoopback: boolean }): boolean {
  const bare = bareAddress(address);
  const v4 = isIPv4(bare) ? bare : isIPv6(bare) ? mappedIPv4(bare) : null;
  if (v4) {
    if (opts.allowLoopback && LOOPBACK.check(v4, 'ipv4')) return true;
    return !NOT_PUBLIC.check(v4, 'ipv4');
  }
  if (!isIPv6(bare)) return false;
  if (opts.allowLoopback && LOOPBACK.check(bare, 'ipv6')) return true;
  return !NOT_PUBLIC.check(bare, 'ipv6');
}
