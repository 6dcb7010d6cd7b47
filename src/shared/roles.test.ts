import { describe, expect, it } from 'vitest';
import { hasRole, roleRank, ROLES } from './constants';

describe('roles (one order for the server guard, the admin routes and the admin screens)', () => {
  it('ranks cleaner < moderator < admin, and an unknown role below all', () => {
    expect(ROLES.map(roleRank)).toEqual([0, 1, 2]);
    expect(roleRank('superuser')).toBe(-1);
  });

  it('gives each role the rights of the roles below it, not above', () => {
    expect(hasRole('admin', 'moderator')).toBe(true);
    expect(hasRole('moderator', 'moderator')).toBe(true);
    expect(hasRole('cleaner', 'moderator')).toBe(false);
    expect(hasRole('moderator', 'admin')).toBe(false);
    expect(hasRole('', 'cleaner')).toBe(false);
  });
});
