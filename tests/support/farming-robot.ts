import { expect } from 'vitest';
import { guest, register, type Person } from './people';
import { SoftAuthenticator } from './soft-authenticator';
import type { TestApp } from './test-app';

const MINUTE = 60_000;
/** Where the robot's events meet and its litter lies. */
export const ROBOT_POINT = { latitude: 51.482, longitude: 11.968 };

/** The photos the robot sends: small, and the same bytes again and again (nothing asks for fresh ones). */
export interface RobotPhotos {
  litter: Buffer;
  cleaned: Buffer;
}

/**
 * One farming person (issue 33): a registered account (`main`, with a passkey so its guests can sign in
 * to it and merge), two more accounts made from its own guests (an organiser and a companion for events),
 * and every guest its addresses may create. Addresses are X-Forwarded-For values (TRUST_PROXY); all
 * traffic is loopback.
 */
export interface Crew {
  name: string;
  main: Person;
  auth: SoftAuthenticator;
  organiser: Person;
  companion: Person;
  guests: { person: Person; address: string }[];
  /** Guests whose points were merged into `main`. */
  merged: Set<string>;
}

const xff = (address: string) => ({ 'X-Forwarded-For': address });

/**
 * The crew's guests: as many as its first address may create (until the 429 of the per-address
 * limit), then `more` from each of `extraAddresses`. Returns how many the first address got.
 */
async function recruit(t: TestApp, crew: Crew, firstAddress: string, extraAddresses: string[], more: number): Promise<number> {
  let fromFirst = 0;
  for (;;) {
    try {
      crew.guests.push({ person: await guest(t, { headers: xff(firstAddress) }), address: firstAddress });
    } catch (err) {
      if (String(err).includes('answered 429')) break;
      throw err;
    }
    fromFirst++;
    expect(fromFirst, 'the per-address guest limit holds').toBeLessThanOrEqual(100);
  }
  for (const address of extraAddresses) for (let i = 0; i < more; i++) crew.guests.push({ person: await guest(t, { headers: xff(address) }), address });
  return fromFirst;
}

/** A crew: its accounts and guests, from address block `block` (203.0.113.0/24 style values, only header text). */
export async function makeCrew(t: TestApp, name: string, block: number): Promise<{ crew: Crew; fromFirstAddress: number }> {
  const address = (i: number) => `198.51.${block}.${i}`;
  const account = async (i: number) => register(t, await guest(t, { headers: xff(address(200 + i)) }), { username: `${name}_${i}` });
  const main = await account(0);
  const auth = new SoftAuthenticator();
  const options = await main.agent.post('/api/auth/passkeys/register/options');
  expect((await main.agent.post('/api/auth/passkeys/register/verify').send({ response: auth.register(options.body), name: 'Phone' })).status).toBe(201);
  const crew: Crew = { name, main, auth, organiser: await account(1), companion: await account(2), guests: [], merged: new Set() };
  const fromFirstAddress = await recruit(t, crew, address(1), [address(2), address(3), address(4)], 2);
  return { crew, fromFirstAddress };
}

/** A report with a photo at the robot's point (a little apart each time); its task's id. */
export async function report(who: { person: Person; address: string }, photo: Buffer, n: number): Promise<string> {
  const res = await who.person.agent
    .post('/api/reports')
    .set(xff(who.address))
    .field('userId', who.person.id)
    .field('location', 'Riverbank')
    .field('latitude', String(ROBOT_POINT.latitude + n * 0.0001))
    .field('longitude', String(ROBOT_POINT.longitude))
    .field('notDuplicate', 'true')
    .attach('image', photo, 'litter.jpg');
  expect(res.status, res.text).toBe(201);
  return res.body.task.id as string;
}

/** Accepts and completes a task with an after-photo; the coins the answer says were paid. */
export async function clean(who: Person, taskId: string, photo: Buffer): Promise<number> {
  expect((await who.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: who.id })).status).toBe(200);
  const res = await who.agent.post(`/api/tasks/${taskId}/complete-with-photo`).attach('completionImage', photo, 'after.jpg');
  expect(res.body, res.text).toMatchObject({ verificationStatus: 'verified', task: { status: 'completed' } });
  return res.body.reward as number;
}

/** Accepts a task and says it is done without a photo: it waits for a moderator, paying nothing. */
export async function markCompleted(who: Person, taskId: string): Promise<void> {
  expect((await who.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: who.id })).status).toBe(200);
  const res = await who.agent.post(`/api/tasks/${taskId}/mark-completed`);
  expect(res.body, res.text).toMatchObject({ verificationStatus: 'needs_review', reward: 0 });
}

/** 'Yes, add my photo to it' on someone's open task; the XP the answer says was paid. */
export async function confirm(who: Person, taskId: string, photo: Buffer): Promise<number> {
  const res = await who.agent.post(`/api/tasks/${taskId}/confirmations`).attach('image', photo, 'spot.jpg');
  expect(res.status, res.text).toBe(200);
  return res.body.xp as number;
}

/** A guest's browser signs in to the crew's account with its passkey, merging the guest's points. */
export async function mergeInto(crew: Crew, g: Person): Promise<void> {
  const options = await g.agent.post('/api/auth/signin/options');
  const res = await g.agent.post('/api/auth/signin/passkey').send({ response: crew.auth.assert(options.body), guestPoints: 'merge' });
  expect(res.status, res.text).toBe(200);
  crew.merged.add(g.id);
}

/** An event at the robot's point from `startMin` to `endMin` minutes from the clock's now; its id. */
export async function organise(t: TestApp, who: Person, startMin: number, endMin: number): Promise<string> {
  const now = t.clock.now().getTime();
  const res = await who.agent.post('/api/events').send({
    title: 'Robot cleanup', ...ROBOT_POINT, capacity: 50, startsAt: new Date(now + startMin * MINUTE).toISOString(), endsAt: new Date(now + endMin * MINUTE).toISOString(),
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

export async function attend(who: Person, eventId: string): Promise<void> {
  await who.agent.post(`/api/events/${eventId}/join`);
  expect((await who.agent.post(`/api/events/${eventId}/check-in`).send(ROBOT_POINT)).status).toBe(200);
}

export const summarise = (who: Person, eventId: string) => who.agent.post(`/api/events/${eventId}/summary`).send({ bags: 0, kg: 0, areaM2: 0 });

/** An environmental action the person says they did (a tree each, the best-paid kind). */
export async function submitAction(who: Person, n: number): Promise<void> {
  const res = await who.agent.post('/api/tasks/submit').send({ taskType: 'tree_planting', title: `Tree number ${n}`, quantity: 1, unit: 'trees', location: 'Park' });
  expect(res.status, res.text).toBe(201);
}

/** A team of one and a challenge for it that the first cleanup completes (the 'Challenge completed' award). */
export async function teamChallenge(t: TestApp, owner: Person, name: string): Promise<void> {
  const team = await owner.agent.post('/api/teams').send({ name: `${name} team` });
  expect(team.status, team.text).toBe(201);
  const now = t.clock.now().getTime();
  const res = await owner.agent.post('/api/challenges').send({
    title: 'Our first cleanup', metric: 'cleanups', target: 1, teamId: team.body.id, startsAt: new Date(now + MINUTE).toISOString(), endsAt: new Date(now + 20 * 60 * MINUTE).toISOString(),
  });
  expect(res.status, res.text).toBe(201);
}
