import { describe, expect, it } from 'vitest';
import { ipv6Groups, isLoopback, mappedIPv4, mayConnectTo } from './address';

const strict = { allowLoopback: false };
const loose = { allowLoopback: true };

describe('which addresses a user-supplied URL may lead to', () => {
  it.each([
    '93.184.215.14', '8.8.8.8', '1.1.1.1', '151.101.1.69', '100.63.255.255', '100.128.0.0', '172.15.255.255', '172.32.0.0', '192.167.255.255', '169.253.0.1', '11.0.0.1',
    '2606:4700:4700::1111', '2a00:1450:4001:80b::200e', '2001:4860:4860::8888',
  ])('lets a public address through: %s', (address) => {
    expect(mayConnectTo(address, strict)).toBe(true);
  });

  it.each([
    ['0.0.0.0', 'unspecified'], ['10.1.2.3', 'private'], ['100.64.0.1', 'carrier-grade NAT'], ['127.0.0.1', 'loopback'], ['127.255.0.9', 'loopback'],
    ['169.254.169.254', 'link-local (cloud metadata)'], ['172.16.0.1', 'private'], ['172.31.255.254', 'private'], ['192.0.0.8', 'IETF'], ['192.0.2.1', 'documentation'],
    ['192.168.1.1', 'private'], ['198.18.0.1', 'benchmarking'], ['198.51.100.7', 'documentation'], ['203.0.113.9', 'documentation'], ['224.0.0.251', 'multicast'],
    ['255.255.255.255', 'broadcast'], ['240.0.0.1', 'reserved'],
    ['::', 'unspecified'], ['::1', 'loopback'], ['fe80::1', 'link-local'], ['fe80::1%eth0', 'link-local with a zone'], ['fc00::1', 'unique local'], ['fd12:3456::1', 'unique local'],
    ['ff02::1', 'multicast'], ['2001:db8::1', 'documentation'], ['fec0::1', 'site-local'], ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'], ['2002:a00:1::1', '6to4 of 10.0.0.1'],
    ['2001::1', 'Teredo'], ['::ffff:127.0.0.1', 'mapped loopback'], ['::ffff:10.0.0.1', 'mapped private'], ['::ffff:a9fe:a9fe', 'mapped link-local in hex'],
    ['::127.0.0.1', 'IPv4-compatible'], ['[::1]', 'bracketed loopback'],
    // Issue 33's list, and more IPv4 embedded in IPv6.
    ['127.0.0.2', 'loopback (not only 127.0.0.1)'], ['10.0.0.1', 'private'], ['100.127.255.254', 'carrier-grade NAT'], ['0.1.2.3', '"this network"'],
    ['::ffff:0:a00:1', 'IPv4-translated 10.0.0.1'], ['::ffff:0:7f00:1', 'IPv4-translated loopback'], ['0:0:0:0:0:ffff:169.254.169.254', 'mapped metadata, dotted'],
    ['::ffff:0.0.0.0', 'mapped unspecified'], ['3fff::1', 'documentation (RFC 9637)'], ['5f00::1', 'SRv6'], ['fe80::a9fe:a9fe', 'link-local'],
  ])('refuses %s (%s)', (address) => {
    expect(mayConnectTo(address, strict)).toBe(false);
  });

  it('refuses what is no address at all', () => {
    for (const x of ['', 'localhost', 'example.org', '1.2.3', '::g', '999.1.1.1']) expect(mayConnectTo(x, loose)).toBe(false);
  });

  it('lets loopback through only when the setting allows it, and nothing else private with it', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', '[::1]']) {
      expect(mayConnectTo(a, strict), a).toBe(false);
      expect(mayConnectTo(a, loose), a).toBe(true);
    }
    for (const a of ['10.0.0.1', '169.254.169.254', '192.168.0.1', 'fe80::1', 'fc00::1', '::ffff:192.168.0.1', '0.0.0.0', '::']) expect(mayConnectTo(a, loose), a).toBe(false);
  });

  it('knows loopback addresses whatever the setting', () => {
    for (const a of ['127.0.0.1', '127.0.0.2', '::1', '[::1]', '::ffff:127.0.0.9']) expect(isLoopback(a), a).toBe(true);
    for (const a of ['0.0.0.0', '10.0.0.1', '::', 'localhost', '8.8.8.8']) expect(isLoopback(a), a).toBe(false);
  });

  it('reads IPv6 addresses group by group, embedded IPv4 included', () => {
    expect(ipv6Groups('::ffff:192.168.0.1')).toEqual([0, 0, 0, 0, 0, 0xffff, 0xc0a8, 1]);
    expect(ipv6Groups('2001:db8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ipv6Groups('10.0.0.1')).toBeNull();
    expect(mappedIPv4('::ffff:a9fe:a9fe')).toBe('169.254.169.254');
    expect(mappedIPv4('0:0:0:0:0:ffff:7f00:1')).toBe('127.0.0.1');
    expect(mappedIPv4('::1')).toBeNull();
    expect(mappedIPv4('64:ff9b::a00:1')).toBeNull();
  });
});
