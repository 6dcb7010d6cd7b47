import { ROLES, type Role } from '../../../shared/constants';
import type { GuestApi } from '../../guest/contract';
import { CommandError } from '../../../server/command';
import type { AuditLog } from '../contract';
import type { UnitOfWork } from '../../../server/unit-of-work';

export const ADMIN_CLI_USAGE = `Usage:
  npm run admin -- grant <username> admin|moderator
  npm run admin -- revoke <username>            (back to cleaner)
  npm run admin -- list                          (admins and moderators)`;

/** The roles command (the manifest's `command`, run by src/server/admin-cli.ts). Each change writes the audit log with the actor 'cli'. */
export async function runAdminCommand(args: string[], deps: { uow: UnitOfWork; guests: GuestApi; audit: AuditLog }): Promise<string> {
  const [command, username, roleArg] = args;
  if (command === 'list') {
    const staff = (await Promise.all((['admin', 'moderator'] as const).map((role) => deps.guests.searchUsers({ role, includeGuests: true, limit: 200 })))).flat();
    return staff.length === 0 ? 'No admins or moderators.' : staff.map((u) => `${u.role}\t${u.username ?? u.id}${u.isActive ? '' : '\t(disabled)'}`).join('\n');
  }
  if ((command !== 'grant' && command !== 'revoke') || !username) throw new CommandError(ADMIN_CLI_USAGE);
  let role: Role = 'cleaner';
  if (command === 'grant') {
    if (roleArg !== 'admin' && roleArg !== 'moderator') throw new CommandError(`grant needs a role: admin or moderator.\n${ADMIN_CLI_USAGE}`);
    role = roleArg;
  } else if (roleArg !== undefined && !ROLES.includes(roleArg as Role)) {
    throw new CommandError(ADMIN_CLI_USAGE);
  }
  return deps.uow.run(async (unit) => {
    const user = await deps.guests.findUserByUsername(username, unit);
    if (!user) throw new CommandError(`No user named "${username}". The person must create a profile (a username) first.`);
    if (user.isGuest && role !== 'cleaner') throw new CommandError(`"${username}" is a guest; only registered users can be ${role}s.`);
    const changed = await deps.guests.setRole(user.id, role, unit);
    if (!changed) throw new CommandError(`No user named "${username}".`);
    const name = user.username ?? username;
    if (changed.before.role === role) return `${name} already is ${role}.`;
    await deps.audit.write(
      { actorId: null, actorLabel: 'cli', action: command === 'grant' ? 'guest.role_granted' : 'guest.role_revoked', targetType: 'user', targetId: user.id, before: { role: changed.before.role }, after: { role } },
      unit,
    );
    return `${name}: ${changed.before.role} -> ${role}`;
  });
}
