import type { Container } from 'inversify';
import type { PersonalDataHandler } from '../../../server/module';
import { route, type Route } from '../../../server/http/route';
import { CHANGE_FEED, CLOCK, DB, UNIT_OF_WORK } from '../../../server/tokens';
import { trxOf } from '../../../server/unit-of-work';
import { AUDIT_LOG, type AuditLog } from '../../admin/contract';
import { closeMarkedTask, dismissMarks, markReviewQueue, markTask, taskMarks } from '../mark-endpoints';
import { TaskMarksRepository, type MarkRow } from './marks-repository';
import { TaskMarksService } from './marks';

/** One marks service per app (container), made on first use: it needs only core services. */
const services = new WeakMap<Container, { repo: TaskMarksRepository; service: TaskMarksService }>();

function marksOf(c: Container) {
  let found = services.get(c);
  if (!found) {
    const repo = new TaskMarksRepository(c.get(DB));
    found = { repo, service: new TaskMarksService({ repo, clock: c.get(CLOCK), uow: c.get(UNIT_OF_WORK), changes: c.get(CHANGE_FEED) }) };
    services.set(c, found);
  }
  return found;
}

/** POST and GET /api/tasks/{id}/marks (issue 23), mounted with the module's other routes. */
export function markRoutes(c: Container): Route[] {
  const { service } = marksOf(c);
  return [
    route(markTask, ({ input, user }) => service.mark(input.params.id, user.id, input.body.kind)),
    route(taskMarks, ({ input, user }) => service.summary(input.params.id, user?.id), { headers: { 'Cache-Control': 'no-store' } }),
  ];
}

/** The moderators' side: the 'already cleaned' queue and its decisions (the audit log comes with the admin area). */
export function markAdminRoutes(c: Container): Route[] {
  const { service } = marksOf(c);
  const audit = () => c.get<AuditLog>(AUDIT_LOG);
  return [
    route(markReviewQueue, async () => ({ items: await service.queue() }), { headers: { 'Cache-Control': 'no-store' } }),
    route(closeMarkedTask, ({ input, user }) => service.decide(input.params.id, user.id, 'closed', audit())),
    route(dismissMarks, ({ input, user }) => service.decide(input.params.id, user.id, 'dismissed', audit())),
  ];
}

const markExport = (m: MarkRow) => ({
  taskId: m.task_id,
  kind: m.kind,
  reviewStatus: m.review_status,
  createdAt: new Date(m.created_at).toISOString(),
});

/**
 * The module's data rights with the person's marks (table task_marks): exported as `taskMarks`;
 * erased with the person (a waiting 'already cleaned' of theirs leaves the queue with them), and a
 * moderator's decisions lose the moderator's id.
 */
export function withMarks(handler: PersonalDataHandler, c: Container): PersonalDataHandler {
  const { repo } = marksOf(c);
  return {
    tables: [...handler.tables, 'task_marks'],
    async export(userId, unit) {
      return { ...(await handler.export(userId, unit)), taskMarks: (await repo.personalData(trxOf(unit), userId)).map(markExport) };
    },
    async erase(userId, unit) {
      await handler.erase(userId, unit);
      await repo.erase(trxOf(unit), userId);
    },
  };
}
