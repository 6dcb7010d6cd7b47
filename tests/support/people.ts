import { GUEST_API, SESSION_COOKIE, type GuestApi } from '../../src/modules/guest/contract';
import { TASKS_API, type NewTaskFromReport, type TasksApi } from '../../src/modules/tasks/contract';
import type { Role } from '../../src/shared/constants';
import { SoftAuthenticator } from './soft-authenticator';
import type { TestApp } from './test-app';
import { inUnit } from './units';

type Agent = ReturnType<TestApp['agent']>;
/** What the factories need of a test app: browsers, the app's container and its database (a TestApp, or an app a test built itself). */
export type Harness = Pick<TestApp, 'agent' | 'app' | 'db'>;

/** One browser and the person it is signed in as. */
export interface Person {
  agent: Agent;
  id: string;
  /** The session token the browser's cookie holds (for requests sent by hand, without the agent). */
  token: string;
  /** When the browser's session ends (guests: 24 hours after it began). */
  expiresAt: string;
}

export interface GuestOptions {
  /** The browser to start the session in (default: a fresh one), e.g. one that sends a User-Agent with every request. */
  agent?: Agent;
  /** Headers for the guest/create request only: a User-Agent (the device the session records), an X-Forwarded-For (the address a rate limit counts). */
  headers?: Record<string, string>;
}

let seq = 0;

/** The session token from a response that started or rotated a session. */
function sessionToken(res: { headers: Record<string, unknown> }): string {
  const cookies = ([] as unknown[]).concat(res.headers['set-cookie'] ?? []).map(String);
  const token = cookies.map((c) => new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(c)?.[1]).find(Boolean);
  if (!token) throw new Error(`no ${SESSION_COOKIE} cookie in the answer`);
  return token;
}

/** A guest, the way the app makes one (POST /api/guest/create), in a browser of their own. */
export async function guest(t: Harness, opts: GuestOptions = {}): Promise<Person> {
  const agent = opts.agent ?? t.agent();
  const res = await agent.post('/api/guest/create').set(opts.headers ?? {});
  if (res.status !== 201) throw new Error(`guest/create answered ${res.status}: ${res.text}`);
  return { agent, id: res.body.user.id as string, token: sessionToken(res), expiresAt: res.body.session.expiresAt as string };
}

/**
 * A registered person: a guest who creates a profile through the app (so every module hears of the
 * registration as it would), with `role` given through the guest module's Api, as an admin would.
 */
export async function member(t: Harness, opts: MemberOptions = {}): Promise<Person> {
  return register(t, await guest(t), opts);
}

/** What the create-profile form sends (defaults: the username as first name, Diverse, born 1990-05-05), and a role. */
export interface MemberOptions {
  username?: string;
  firstName?: string;
  lastName?: string;
  gender?: 'Male' | 'Female' | 'Diverse';
  dateOfBirth?: string;
  role?: Role;
}

/**
 * Registers a guest (create-profile in their browser), then gives them `role` when one is asked for.
 * Registering rotates the session: the person's `token` and `expiresAt` follow it.
 */
export async function register(t: Harness, person: Person, opts: MemberOptions = {}): Promise<Person> {
  const username = opts.username ?? `member_${++seq}_${person.id.slice(0, 6)}`;
  const profile: Record<string, string> = { firstName: opts.firstName ?? username, username, gender: opts.gender ?? 'Diverse', dateOfBirth: opts.dateOfBirth ?? '1990-05-05' };
  if (opts.lastName !== undefined) profile.lastName = opts.lastName;
  const res = await person.agent.post(`/api/users/${person.id}/create-profile`).send(profile);
  if (res.status !== 200) throw new Error(`create-profile answered ${res.status}: ${res.text}`);
  person.token = sessionToken(res);
  person.expiresAt = res.body.session.expiresAt as string;
  if (opts.role && opts.role !== 'cleaner') await setRole(t, person.id, opts.role);
  return person;
}

/** Gives someone a role through the guest module's Api (the audit-free path the admin CLI uses). */
export async function setRole(t: Pick<Harness, 'app' | 'db'>, id: string, role: Role): Promise<void> {
  const guests = t.app.container.get<GuestApi>(GUEST_API);
  const changed = await inUnit(t, (unit) => guests.setRole(id, role, unit));
  if (!changed) throw new Error(`no user ${id} to give the role ${role}`);
}

/** The task every `task()` starts from: plastic bottles on the riverbank, no report and no photo. */
const TASK: NewTaskFromReport = {
  reportId: null, photoId: null, reporterId: null, latitude: 51.5, longitude: 12, wasteType: 'plastic', priority: 'medium',
  imageUrl: null, thumbnailUrl: null, description: 'Bottles by the river', location: 'Riverbank', estimatedEffort: 15, reward: 25, aiAnalysis: null,
};

/** An available task, made through the tasks module's Api as the reports module makes one (no photo); returns its id. */
export async function task(t: Pick<Harness, 'app'>, fields: Partial<NewTaskFromReport> = {}): Promise<string> {
  const { taskId } = await t.app.container.get<TasksApi>(TASKS_API).createFromReport({ ...TASK, ...fields });
  await t.app.settle(); // its tasks.created reactions (area alerts) run in the background
  return taskId;
}

export interface ReportOptions {
  location?: string;
  latitude?: number;
  longitude?: number;
  /** The photo's file name as the browser sends it. */
  filename?: string;
}

/** A task `reporter` reports with a photo through the app (POST /api/reports, as the camera screen sends it); returns its id. */
export async function reportTask(reporter: Pick<Person, 'agent' | 'id'>, photo: Buffer, opts: ReportOptions = {}): Promise<string> {
  const res = await reporter.agent
    .post('/api/reports')
    .field('userId', reporter.id)
    .field('location', opts.location ?? 'Riverbank')
    .field('latitude', String(opts.latitude ?? 51.49))
    .field('longitude', String(opts.longitude ?? 11.98))
    // Every report lands on one point unless told otherwise: 'No, it's a different spot' (issue 23), so
    // another person's open task there does not turn the report into the 'Is this the same spot?' question.
    .field('notDuplicate', 'true')
    .attach('image', photo, opts.filename ?? 'photo.jpg');
  if (res.status !== 201) throw new Error(`the report answered ${res.status}: ${res.text}`);
  return res.body.task.id as string;
}

/** A registered account with a passkey and its ten recovery codes. */
export interface Account extends Person {
  username: string;
  codes: string[];
}

/** Registers the person (a guest's session) and adds a passkey: the account and its recovery codes. */
export async function accountWithPasskey(t: Harness, person: Person): Promise<Account> {
  const username = `acc_${person.id.slice(0, 8)}`;
  await register(t, person, { firstName: 'Ada', lastName: 'Green', username, gender: 'Female', dateOfBirth: '1990-08-01' });
  const auth = new SoftAuthenticator();
  const options = await person.agent.post('/api/auth/passkeys/register/options');
  const passkey = await person.agent.post('/api/auth/passkeys/register/verify').send({ response: auth.register(options.body), name: 'Phone' });
  if (passkey.status !== 201) throw new Error(`passkey registration answered ${passkey.status}: ${JSON.stringify(passkey.body)}`);
  return { ...person, username, codes: passkey.body.recoveryCodes as string[] };
}
