import { GUEST_API, type GuestApi } from '../../src/modules/guest/contract';
import type { Role } from '../../src/shared/constants';
import type { TestApp } from './test-app';
import { inUnit } from './units';

/** One browser and the person it is signed in as. */
export interface Person {
  agent: ReturnType<TestApp['agent']>;
  id: string;
}

let seq = 0;

/** A guest, the way the app makes one (POST /api/guest/create), in a browser of their own. */
export async function guest(t: TestApp): Promise<Person> {
  const agent = t.agent();
  const res = await agent.post('/api/guest/create');
  if (res.status !== 201) throw new Error(`guest/create answered ${res.status}: ${res.text}`);
  return { agent, id: res.body.user.id as string };
}

/**
 * A registered person: a guest who creates a profile through the app (so every module hears of the
 * registration as it would), with `role` given through the identity module's Api, as an admin would.
 */
export async function member(t: TestApp, opts: MemberOptions = {}): Promise<Person> {
  return register(t, await guest(t), opts);
}

export interface MemberOptions {
  username?: string;
  role?: Role;
  firstName?: string;
}

/** Registers a guest (create-profile in their browser), then gives them `role` when one is asked for. */
export async function register(t: TestApp, person: Person, opts: MemberOptions = {}): Promise<Person> {
  const username = opts.username ?? `member_${++seq}_${person.id.slice(0, 6)}`;
  const res = await person.agent
    .post(`/api/users/${person.id}/create-profile`)
    .send({ firstName: opts.firstName ?? username, username, gender: 'Diverse', dateOfBirth: '1990-05-05' });
  if (res.status !== 200) throw new Error(`create-profile answered ${res.status}: ${res.text}`);
  if (opts.role && opts.role !== 'cleaner') await setRole(t, person.id, opts.role);
  return person;
}

/** Gives someone a role through the identity module's Api (the audit-free path the admin CLI uses). */
export async function setRole(t: TestApp, id: string, role: Role): Promise<void> {
  const identity = t.app.container.get<GuestApi>(GUEST_API);
  const changed = await inUnit(t, (unit) => identity.setRole(id, role, unit));
  if (!changed) throw new Error(`no user ${id} to give the role ${role}`);
}
