import type { ChangeFeed } from '../../../server/change-feed';
import type { PersonalDataHandler } from '../../../server/module';
import type { Clock } from '../../../server/tokens';
import type { TaskConfirmationsRepository } from './confirmations-repository';
import type { TaskHoldsRepository } from './holds-repository';
import { toCompletionExport, toTaskExport } from './presenter';
import type { TasksRepository } from './repository';
import { TASKS_TOPIC } from './service';
import { trxOf, type Unit } from '../../../server/unit-of-work';

/**
 * tasks module, data rights: tasks the person reported or accepted, and their completion attempts.
 *
 * Erasure: a task the person has accepted but not completed goes back to 'available' (as if they had
 * deleted it, spec 4), so others can clean the place. Completed tasks and tasks they reported stay
 * (they are public, the map and other people's lists show them; the ledger references them) with
 * the now anonymous id. Completion attempts stay for the same reason but lose the link to their
 * after-photo, which the photos module deletes. Confirmations of others' tasks (issue 23) stay too (the
 * spot was seen by that many people) and lose their photos the same way.
 */
export function tasksPersonalData(repo: TasksRepository, holds: TaskHoldsRepository, clock: Clock, changes: ChangeFeed, confirmations: TaskConfirmationsRepository): PersonalDataHandler {
  return {
    tables: ['tasks', 'task_completions', 'task_confirmations'],

    async export(userId: string, unit: Unit) {
      const { reported, accepted, completions } = await repo.personalData(trxOf(unit), userId);
      return {
        tasks: { reported: reported.map(toTaskExport), accepted: accepted.map(toTaskExport) },
        taskCompletions: completions.map(toCompletionExport),
        taskConfirmations: (await confirmations.byUser(trxOf(unit), userId)).map((c) => ({ taskId: c.task_id, photoId: c.photo_id, createdAt: new Date(c.created_at).toISOString() })),
      };
    },

    async erase(userId: string, unit: Unit) {
      await holds.releaseAllHeldBy(trxOf(unit), userId, clock.now());
      // Released tasks are back on the map: every process's available-tasks cache drops on commit.
      await changes.notify(TASKS_TOPIC, unit);
      await repo.unlinkCompletionPhotos(trxOf(unit), userId);
      await confirmations.unlinkPhotos(trxOf(unit), userId);
    },
  };
}
