import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../migrations';

/**
 * A migration's name orders it (`<UTC timestamp>_<owner>_<what>`), and a database records the names
 * it ran. Two rules for every migration written from now on (issue 37):
 * 1. It sorts after every migration added before it: a fresh database and one that is upgraded then
 *    run the migrations in the same order (knex runs a pending one last on an existing database,
 *    wherever its name sorts).
 * 2. Its timestamp is not later than the moment it was committed, unless rule 1 forces it: then it is
 *    at most a minute after the newest earlier one. The migrations committed before RULE_SINCE were
 *    dated days ahead of when they were written, some sort before older ones, and databases record
 *    their names, so they stay as they are.
 * When a migration was added comes from git (the clean clone CI runs on has its history); one not
 * committed yet counts as added now.
 */
const RULE_SINCE = Date.parse('2026-11-29T04:00:00Z');
const ROOT = path.join(import.meta.dirname, '..', '..');
const MINUTE = 60_000;

const stamp = (name: string) => {
  const d = name.slice(0, 14);
  return Date.UTC(+d.slice(0, 4), +d.slice(4, 6) - 1, +d.slice(6, 8), +d.slice(8, 10), +d.slice(10, 12), +d.slice(12, 14));
};

function hasGit(): boolean {
  try {
    execFileSync('git', ['rev-parse', '--git-dir'], { cwd: ROOT, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * When each migration file was first committed (by its commit time); now for one not committed yet. A
 * migration counts from when it reached the first-parent line (a side branch's from its merge).
 */
function addedAt(names: string[]): Map<string, number> {
  // --first-parent: a migration counts from when it reached this branch's own line (main): one written
  // on a side branch counts from the merge that brought it (so a branch begun before another's merge
  // is judged by the order databases meet them), and a file a merge adds (a rename made while merging,
  // as 20261202010300_alerts_language_tags was) counts from that merge (its first-parent diff). With
  // -m the merge's diff against the side branch made main's own files look added by the merge, and
  // without either a file added by a merge looked added now.
  const out = execFileSync('git', ['log', '--first-parent', '--no-renames', '--diff-filter=A', '--format=@%ct', '--name-only', '--', 'migrations/', 'src/'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const added = new Map<string, number>();
  let when = 0;
  for (const line of out.split('\n')) {
    if (line.startsWith('@')) when = Number(line.slice(1)) * 1000;
    const name = /(\d{14}_\w+)\.ts$/.exec(line)?.[1];
    // git log lists the newest first: the last sighting of a file is when it was first added (its
    // later sightings are moves, e.g. issue 36's into migrations/).
    if (name) added.set(name, when);
  }
  return new Map(names.map((n) => [n, added.get(n) ?? Date.now()]));
}

/** What is wrong with each migration written after the rule, judged by when each was added. */
function misnamed(added: Map<string, number>, since: number): string[] {
  const problems: string[] = [];
  for (const [name, at] of added) {
    if (at < since) continue;
    const earlier = [...added].filter(([, t]) => t < at).map(([n]) => n);
    const newest = earlier.sort().at(-1);
    if (newest && name <= newest) problems.push(`${name} sorts before ${newest}, which was added before it`);
    const latest = Math.max(at, newest ? stamp(newest) + MINUTE : 0);
    if (stamp(name) > latest) problems.push(`${name} is dated after it was written (${new Date(at).toISOString()})`);
  }
  return problems;
}

describe('migration names', () => {
  it('judges the two rules', () => {
    const t = (iso: string) => Date.parse(iso);
    const history = new Map([
      ['20261202010000_a_old', t('2026-11-29T01:00:00Z')],
      ['20261129050000_b_early', t('2026-11-29T05:30:00Z')],
      ['20261202010100_b_next', t('2026-11-29T05:30:00Z')],
      ['20261202020000_c_ahead', t('2026-11-29T06:00:00Z')],
      ['20261203000000_d_late', t('2026-12-03T00:00:01Z')],
    ]);
    expect(misnamed(history, t('2026-11-29T05:00:00Z'))).toEqual([
      '20261129050000_b_early sorts before 20261202010000_a_old, which was added before it',
      '20261202020000_c_ahead is dated after it was written (2026-11-29T06:00:00.000Z)',
    ]);
  });

  it.skipIf(!hasGit())('every migration written since the rule sorts last when added and is not dated ahead', () => {
    const added = addedAt(Object.keys(MIGRATIONS));
    // The history is read: the first migration was committed long before the rule.
    expect(added.get('20261122000000_guest_users_sessions')).toBeLessThan(RULE_SINCE);
    expect(misnamed(added, RULE_SINCE)).toEqual([]);
  });
});
