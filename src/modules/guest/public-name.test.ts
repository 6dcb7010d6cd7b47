import { describe, expect, it } from 'vitest';
import { publicDisplayName } from './contract';

describe('publicDisplayName (issue 33: one rule for every public page)', () => {
  const person = { username: 'ada_green', isActive: true, isGuest: false, deleted: false };

  it('is the chosen username of an active registered person', () => {
    expect(publicDisplayName(person)).toBe('ada_green');
    expect(publicDisplayName({ ...person, username: '  ada  ' })).toBe('ada');
  });

  it('names nobody who is disabled, erased, a guest, or without a username', () => {
    expect(publicDisplayName({ ...person, isActive: false })).toBeNull();
    expect(publicDisplayName({ ...person, deleted: true })).toBeNull();
    expect(publicDisplayName({ ...person, isGuest: true, username: 'guest_1a2b3c' })).toBeNull();
    expect(publicDisplayName({ ...person, username: null })).toBeNull();
    expect(publicDisplayName({ ...person, username: '   ' })).toBeNull();
  });
});
