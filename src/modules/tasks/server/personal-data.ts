import type { Knex } from 'knex';
import type { PersonalDataHandler } from '../../../server/module';
import type { Clock } from '../../../server/tokens';
import { RELEASED } from './holds-repository';

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

const TASK_FIELDS = [
  'id', 'report_id', 'status', 'verification_status', 'reward', 'reporter_id', 'assignee_id', 'accepted_at', 'completed_at',
  'latitude', 'longitude', 'waste_type', 'priority', 'image_url', 'description', 'location', 'estimated_effort', 'created_at',
] as const;

type TaskExportRow = Record<(typeof TASK_FIELDS)[number], unknown>;

function taskDto(t: TaskExportRow) {
  return {
    id: t.id,
    reportId: t.report_id,
    status: t.status,
    verificationStatus: t.verification_status,
    reward: t.reward,
    acceptedAt: iso(t.accepted_at as Date | null),
    completedAt: iso(t.completed_at as Date | null),
    latitude: t.latitude,
    longitude: t.longitude,
    wasteType: t.waste_type,
    priority: t.priority,
    imageUrl: t.image_url,
    description: t.description,
    location: t.location,
    estimatedEffort: t.estimated_effort,
    createdAt: iso(t.created_at as Date),
  };
}

/**
 * tasks module, data rights: tasks the person reported or accepted, and their completion attempts.
 *
 * Erasure: a task the person has accepted but not completed goes back to 'available' (as if they had
 * deleted it, spec 4), so others can clean the place. Completed tasks and tasks they reported stay
 * (they are public, the map and other people's lists show them; the ledger references them) with
 * the now anonymous id. Completion attempts stay for the same reason but lose the link to their
 * after-photo, which the photos module deletes.
 */
export function tasksPersonalData(clock: Clock): PersonalDataHandler {
  return {
    tables: ['tasks', 'task_completions'],

    async export(userId: string, trx: Knex.Transaction) {
      const reported = (await trx('tasks').where({ reporter_id: userId }).orderBy('created_at').select(TASK_FIELDS)) as TaskExportRow[];
      const accepted = (await trx('tasks').where({ assignee_id: userId }).orderBy('created_at').select(TASK_FIELDS)) as TaskExportRow[];
      const completions = (await trx('task_completions').where({ user_id: userId }).orderBy('created_at')) as Record<string, unknown>[];
      return {
        tasks: { reported: reported.map(taskDto), accepted: accepted.map(taskDto) },
        taskCompletions: completions.map((c) => ({
          id: c.id,
          taskId: c.task_id,
          photoId: c.photo_id,
          verificationStatus: c.verification_status,
          verifier: c.verifier,
          analysis: c.analysis,
          rewardCredited: c.reward_credited,
          createdAt: iso(c.created_at as Date),
        })),
      };
    },

    async erase(userId: string, trx: Knex.Transaction) {
      const now = clock.now();
      await trx('tasks')
        .where({ assignee_id: userId, status: 'assigned' })
        .update(RELEASED(now));
      await trx('task_completions').where({ user_id: userId }).whereNotNull('photo_id').update({ photo_id: null });
    },
  };
}
