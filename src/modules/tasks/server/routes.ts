import type Router from '@koa/router';
import { endpointRouter, route, type Route } from '../../../server/http/route';
import { HttpError } from '../../../server/http/errors';
import { requestLanguage } from '../../../server/i18n';
import { PHOTO_TOO_LARGE } from '../../photos/contract';
import { browserExifOf } from '../../photos/schemas';
import { acceptTask, activeTasks, availableTasks, completeWithPhoto, confirmTask, markCompleted, myTasks, releaseTask, reportedTasks, taskSpot } from '../endpoints';
import { TASK_MESSAGES } from '../messages';
import { answerAvailable, describeAvailableQuery } from './available';
import type { TasksService } from './service';

const tooLarge = () => new HttpError(PHOTO_TOO_LARGE.status, PHOTO_TOO_LARGE.code, PHOTO_TOO_LARGE.message);

/** `more`: routes of the module kept in their own files (the marks, issue 23). */
export function tasksRouter(service: TasksService, more: Route[] = []): Router {
  return endpointRouter([
    /** Usually answered by availableTasksFastLane before the router; this route covers HEAD and invalid queries. */
    route(availableTasks, ({ input, ctx }) => answerAvailable(ctx, service, describeAvailableQuery(input.query))),
    route(myTasks, ({ input }) => service.listMine(input.params.userId), { self: (i) => i.params.userId }),
    route(activeTasks, ({ input }) => service.listActive(input.params.userId), { self: (i) => i.params.userId }),
    route(reportedTasks, ({ input }) => service.listReported(input.params.userId), { self: (i) => i.params.userId }),
    route(acceptTask, ({ input, user }) => service.accept(input.params.id, user), { self: (i) => i.body.userId }),
    route(releaseTask, ({ input, user }) => service.release(input.params.id, user.id)),
    route(markCompleted, ({ input, user, ctx }) => service.markCompleted(input.params.id, user.id, requestLanguage(ctx))),
    route(
      completeWithPhoto,
      ({ input, user, file, ctx }) => {
        if (!file) throw new HttpError(400, 'MISSING_COMPLETION_PHOTO', TASK_MESSAGES.noCompletionPhoto);
        return service.completeWithPhoto(input.params.id, user.id, file.buffer, requestLanguage(ctx), browserExifOf(input.body), input.body.tags, input.body.blurRegions);
      },
      { tooLarge },
    ),
    route(
      confirmTask,
      ({ input, user, file }) => {
        if (!file) throw new HttpError(400, 'MISSING_CONFIRMATION_PHOTO', TASK_MESSAGES.noConfirmationPhoto);
        return service.confirm(input.params.id, user.id, file.buffer, input.body.blurRegions);
      },
      { tooLarge },
    ),
    route(taskSpot, ({ input }) => service.spot(input.params.id)),
    ...more,
  ]);
}
