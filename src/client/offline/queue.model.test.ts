// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OfflineQueue } from './queue';
import { fakeLocks } from './queue-test-utils';
import { sessionOwner } from './send-item';

/*
 * Issue 35: the offline queue checked like a database. fast-check runs random sequences of what
 * happens to a phone (items queued, sends, the network gone, a tab killed mid-send, a second tab,
 * a guest signing in to an account, signing out, the session expiring, another person signing in
 * while a flush runs) against the real queue on fake-indexeddb and a fake server that records each
 * write, answers a repeated Idempotency-Key with the first answer and refuses an item whose
 * X-Queued-For is not the session's person. After every step: each item is on the server exactly
 * once under the person who made it (or the account its guest became), or still in the queue. At
 * the end, with each person signed in again, everything arrives.
 */

const ACCOUNTS = ['account-a', 'account-b'];
const never = () => new Promise<Response>(() => {});

interface Tab {
  id: string;
  queue: OfflineQueue;
  alive: boolean;
  /** Killed mid-send: its POSTs hang (after reaching the server when `arrives`). */
  hang: { arrives: boolean; posted: () => void } | null;
}

/** The server as the device sees it, and the browser's cookie (one for all tabs). */
class World {
  online = true;
  session: string | null = null;
  /** The device's last signed-in person: the app keeps what is made while the session is unknown for them. */
  lastUser: string | null = null;
  /** After the next session check, the cookie becomes this person's (a sign-in in another tab mid-flush). */
  switchAfterCheck: string | null = null;
  readonly keys = new Map<string, string>();
  readonly records: { tag: string; user: string }[] = [];
  /** Per item tag: the people it may arrive under (its maker, and the account its guest signed in to). */
  readonly allowed = new Map<string, Set<string>>();
  readonly owner = new Map<string, string>();
  readonly tabs: Tab[] = [];
  readonly locks = fakeLocks();
  readonly dbName = `model-${Math.random()}`;
  private guests = 0;
  private tags = 0;
  now = 1_000_000;

  newGuest(): string {
    return `guest-${++this.guests}`;
  }

  newTag(): string {
    return `item-${++this.tags}`;
  }

  signIn(user: string | null): void {
    this.session = user;
    if (user) this.lastUser = user;
  }

  /** The sign-in moves a guest's Idempotency-Keys to the account (the server's handOver). */
  handOver(from: string, to: string): void {
    for (const [k, tag] of [...this.keys]) {
      const [user, key] = k.split('|');
      if (user === from && !this.keys.has(`${to}|${key}`)) {
        this.keys.delete(k);
        this.keys.set(`${to}|${key}`, tag);
      }
    }
  }

  openTab(): Tab {
    const id = `tab-${this.tabs.length + 1}`;
    const tab: Tab = { id, alive: true, hang: null, queue: null as unknown as OfflineQueue };
    tab.queue = new OfflineQueue({ dbName: this.dbName, locks: this.locks.manager(id), fetch: this.fetchFor(tab), now: () => this.now });
    this.tabs.push(tab);
    return tab;
  }

  alive(): Tab[] {
    return this.tabs.filter((t) => t.alive);
  }

  flush(tab: Tab) {
    return tab.queue.flush(() => sessionOwner(this.fetchFor(tab)), { ignoreBackoff: true });
  }

  private fetchFor(tab: Tab): typeof fetch {
    return (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      if (!this.online) throw new TypeError('Failed to fetch');
      if (String(input) === '/api/guest/validate') {
        const answer = Response.json(this.session ? { valid: true, user: { id: this.session } } : { valid: false });
        if (this.switchAfterCheck) this.signIn(this.switchAfterCheck);
        this.switchAfterCheck = null;
        return answer;
      }
      const hang = tab.hang;
      if (hang && !hang.arrives) {
        hang.posted();
        return never();
      }
      const answer = this.post(new Headers(init.headers), init.body as FormData);
      if (hang) {
        hang.posted();
        return never();
      }
      return answer;
    }) as typeof fetch;
  }

  private post(headers: Headers, form: FormData): Response {
    const user = this.session;
    if (!user) return Response.json({ error: 'Sign in', code: 'UNAUTHENTICATED' }, { status: 401 });
    // Like src/server/http/queued-for.ts: only a request naming its person is checked.
    const queuedFor = headers.get('X-Queued-For');
    if (queuedFor && queuedFor !== user) return Response.json({ error: 'Someone else', code: 'QUEUED_FOR_ANOTHER_PERSON' }, { status: 409 });
    // A report's self check: its userId must be the session's person (a completion names nobody).
    if (form.has('userId') && form.get('userId') !== user) return Response.json({ error: 'Only as yourself', code: 'FORBIDDEN' }, { status: 403 });
    const k = `${user}|${headers.get('Idempotency-Key')}`;
    const tag = String(form.get('tag'));
    if (!this.keys.has(k)) {
      this.keys.set(k, tag);
      this.records.push({ tag, user });
    }
    return Response.json({ task: { id: tag } }, { status: 201 });
  }

  /** After every step: on the server exactly once under a right person, or still in the queue; never refused. */
  async check(observer: OfflineQueue): Promise<void> {
    const items = await observer.list();
    const queued = new Set(items.map((i) => i.fields.find(([n]) => n === 'tag')?.[1]));
    for (const [tag, allowed] of this.allowed) {
      const arrived = this.records.filter((r) => r.tag === tag);
      expect(arrived.length, `${tag} arrived ${arrived.length} times`).toBeLessThanOrEqual(1);
      if (arrived[0]) expect(allowed.has(arrived[0].user), `${tag} arrived under ${arrived[0].user}`).toBe(true);
      else expect(queued.has(tag), `${tag} is neither on the server nor in the queue`).toBe(true);
    }
    for (const item of items) {
      expect(['waiting', 'sending'], `${item.state}: ${item.lastError}`).toContain(item.state);
      if (item.ownerField) expect(item.fields.find(([n]) => n === item.ownerField)?.[1]).toBe(item.ownerId);
    }
  }
}

type Real = { world: World; observer: OfflineQueue };
type Cmd = fc.AsyncCommand<object, Real>;

const step = (name: string, run: (r: Real) => Promise<void>, check: (r: Real) => boolean = () => true): Cmd => ({
  check: () => true,
  async run(_m, r) {
    r.world.now += 1_000;
    if (!check(r)) return;
    await run(r);
    await r.world.check(r.observer);
  },
  toString: () => name,
});

const enqueue = (tabPick: number) =>
  step(`enqueue(tab ${tabPick})`, async ({ world }) => {
    const owner = world.session ?? world.lastUser;
    if (!owner) return;
    const tabs = world.alive();
    const tab = tabs[tabPick % tabs.length]!;
    const tag = world.newTag();
    world.allowed.set(tag, new Set([owner]));
    world.owner.set(tag, owner);
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, tag.length]).buffer;
    const photo = { field: 'image', name: 'p.jpg', type: 'image/jpeg', bytes };
    // Reports name their person in the form too; completions do not (only X-Queued-For does).
    const item =
      tabPick % 2 === 0
        ? { kind: 'report' as const, url: '/api/reports', fields: [['userId', owner], ['tag', tag]] as [string, string][], ownerField: 'userId' }
        : { kind: 'completion' as const, url: '/api/tasks/t1/complete-with-photo', fields: [['tag', tag]] as [string, string][] };
    await tab.queue.add({ ...item, photo, idempotencyKey: crypto.randomUUID(), ownerId: owner });
  });

const flush = (tabPick: number) =>
  step(`flush(tab ${tabPick})`, async ({ world }) => {
    const tabs = world.alive();
    await world.flush(tabs[tabPick % tabs.length]!);
  });

const flushTwoTabs = step('flush two tabs at once', async ({ world }) => void (await Promise.all(world.alive().slice(0, 2).map((t) => world.flush(t)))), ({ world }) => world.alive().length >= 2);
const network = step('network lost/back', async ({ world }) => void (world.online = !world.online));
const secondTab = step('open another tab', async ({ world }) => void world.openTab(), ({ world }) => world.alive().length < 4);

const killMidSend = (arrives: boolean) =>
  step(`tab killed mid-send (request ${arrives ? 'arrived' : 'lost'})`, async ({ world }) => {
    const tab = world.openTab();
    let posted!: () => void;
    const seen = new Promise<void>((r) => (posted = r));
    tab.hang = { arrives, posted };
    await Promise.race([seen, world.flush(tab)]);
    // Killed: its lock goes with it; its send never finishes.
    world.locks.kill(tab.id);
    tab.alive = false;
    tab.queue.close();
  });

const signIn = (accountPick: number) =>
  step(`sign in to ${ACCOUNTS[accountPick]}`, async ({ world }) => {
    const account = ACCOUNTS[accountPick]!;
    const previous = world.session;
    if (previous?.startsWith('guest-')) {
      // The server hands the guest's keys over; the page moves the guest's items (use-sign-in's adoptGuestItems).
      world.handOver(previous, account);
      await world.alive()[0]!.queue.adopt(previous, account);
      for (const [tag, owner] of world.owner) {
        if (owner !== previous) continue;
        world.owner.set(tag, account);
        world.allowed.get(tag)!.add(account);
      }
    }
    world.signIn(account);
  });

const signOut = step('sign out (a new guest session)', async ({ world }) => world.signIn(world.newGuest()));
const expire = step('session expires', async ({ world }) => void (world.session = null));
const newGuest = step('a new guest session', async ({ world }) => world.signIn(world.newGuest()), ({ world }) => world.session === null);
const switchMidFlush = (accountPick: number) =>
  step(`another person signs in during a flush (${ACCOUNTS[accountPick]})`, async ({ world }) => {
    world.switchAfterCheck = ACCOUNTS[accountPick]!;
    await world.flush(world.alive()[0]!);
    world.switchAfterCheck = null;
  });

// Items are made and sent more often than the rest happens.
const commands = [
  fc.nat(3).map(enqueue),
  fc.nat(3).map(enqueue),
  fc.nat(3).map(enqueue),
  fc.nat(3).map(flush),
  fc.nat(3).map(flush),
  fc.constant(flushTwoTabs),
  fc.constant(network),
  fc.constant(secondTab),
  fc.boolean().map(killMidSend),
  fc.nat(1).map(signIn),
  fc.constant(signOut),
  fc.constant(expire),
  fc.constant(newGuest),
  fc.nat(1).map(switchMidFlush),
];

describe('the offline queue under random sequences of sends, kills, tabs and sign-ins (model-based)', () => {
  it('never loses, doubles or misfiles an item, and delivers everything once its person is back', async () => {
    const seed = Number(process.env.FC_SEED ?? 3535);
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 30 }), async (cmds) => {
        const world = new World();
        world.signIn(world.newGuest());
        world.openTab();
        const observer = new OfflineQueue({ dbName: world.dbName, locks: null, now: () => world.now });
        try {
          await fc.asyncModelRun(() => ({ model: {}, real: { world, observer } }), cmds);
          // Everyone comes back online and signed in: every item arrives, exactly once.
          world.online = true;
          const tab = world.openTab();
          for (const owner of new Set((await observer.list()).map((i) => i.ownerId))) {
            world.signIn(owner);
            await world.flush(tab);
          }
          await world.check(observer);
          expect(await observer.list()).toEqual([]);
          expect(world.records.map((r) => r.tag).sort()).toEqual([...world.allowed.keys()].sort());
        } finally {
          for (const t of world.tabs) if (t.alive) t.queue.close();
          observer.close();
        }
      }),
      { seed, numRuns: Number(process.env.FC_RUNS ?? 150), verbose: 1 },
    );
  }, 60_000);
});
