import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashUserAgent, truncateIp } from './request-evidence';

describe('truncateIp', () => {
  it.each([
    ['203.0.113.77', '203.0.113.0'],
    ['::ffff:127.0.0.1', '127.0.0.0'],
    ['::FFFF:10.1.2.3', '10.1.2.0'],
    ['2001:db8:abcd:12:34::1', '2001:db8:abcd::'],
    ['2001:0db8:0000:0000:0000:0000:0000:0001', '2001:db8:0::'],
    ['::1', '0:0:0::'],
    ['fe80::1%eth0', 'fe80:0:0::'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0::'],
  ])('%s -> %s', (ip, expected) => {
    expect(truncateIp(ip)).toBe(expected);
  });

  it.each([null, undefined, '', 'not an ip', '999.1.1.1'])('gives null for %s', (ip) => {
    expect(truncateIp(ip)).toBeNull();
  });
});

describe('hashUserAgent', () => {
  it('is the SHA-256 hex of the user agent, or null without one', () => {
    const ua = 'Mozilla/5.0 (X11; Linux x86_64)';
    expect(hashUserAgent(ua)).toBe(crypto.createHash('sha256').update(ua).digest('hex'));
    expect(hashUserAgent(ua)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashUserAgent('')).toBeNull();
    expect(hashUserAgent(null)).toBeNull();
  });
});
