import type { CurrentUserDto } from '../../guest/contract';
import { toCurrentUser } from '../../../client/session/current-user';

/** A signed-in cleaner for the tasks component tests (fetch stubs: src/client/test-fetch.ts). */
export const testUser = toCurrentUser({
  id: 'u1',
  username: 'tester',
  firstName: 'Tess',
  lastName: 'Tester',
  profileImageUrl: null,
  avatarUrl: null,
  level: 3,
  email: null,
  gender: null,
  dateOfBirth: null,
  astrologicalSign: null,
  element: null,
  role: 'cleaner',
  totalCoins: 40,
  currentXP: 120,
  tasksCompleted: 2,
  rating: 0,
  isActive: true,
  isEmailVerified: false,
  isGuest: false,
  avatarLevel: null,
  championName: null,
  consentVersion: null,
  marketingOptOut: false,
  profilingOptOut: false,
  lastLogin: null,
} satisfies CurrentUserDto);
