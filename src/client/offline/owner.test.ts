// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { FALLBACK_GUEST_ID } from '../session/current-user';
import { lastOwner, queueOwnerFor, rememberOwner } from './owner';

beforeEach(() => localStorage.clear());

describe('whom a queued submission belongs to', () => {
  it('is the signed-in user', () => {
    rememberOwner('someone-before');
    expect(queueOwnerFor('u1')).toBe('u1');
  });

  it("is the device's last user when the app started offline (the session could not be checked)", () => {
    expect(queueOwnerFor(FALLBACK_GUEST_ID)).toBeNull();
    rememberOwner('u7');
    expect(lastOwner()).toBe('u7');
    expect(queueOwnerFor(FALLBACK_GUEST_ID)).toBe('u7');
  });
});
