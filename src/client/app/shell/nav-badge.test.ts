import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './nav-badge';

describe('formatBadgeCount', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [Number.NaN, ''],
    [1, '1'],
    [5, '5'],
    [99, '99'],
    [100, '99+'],
    [150, '99+'],
    [12.7, '12'],
  ])('%d -> %j', (n, text) => expect(formatBadgeCount(n)).toBe(text));
});
