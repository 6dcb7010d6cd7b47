import type Router from '@koa/router';
import { endpointRouter, rawAnswer, route } from '../../../server/http/route';
import { HttpError } from '../../../server/http/errors';
import { PHOTO_TOO_LARGE } from '../../photos/contract';
import { addEventPhoto, checkInEvent, createEvent, eventCalendar, getEvent, joinEvent, leaveEvent, listEvents, saveEventSummary } from '../endpoints';
import type { EventsService } from './service';

const tooLarge = () => new HttpError(PHOTO_TOO_LARGE.status, PHOTO_TOO_LARGE.code, PHOTO_TOO_LARGE.message);
const personal = { 'Cache-Control': 'private, no-store' };

export function eventsRouter(service: EventsService): Router {
  return endpointRouter([
    route(listEvents, ({ input, user }) => service.list(input.query, user?.id), { headers: personal }),
    route(getEvent, ({ input, user }) => service.get(input.params.id, user?.id), { headers: personal }),
    route(createEvent, ({ input, user }) => service.create(user, input.body)),
    route(joinEvent, ({ input, user }) => service.join(input.params.id, user)),
    route(leaveEvent, ({ input, user }) => service.leave(input.params.id, user)),
    route(checkInEvent, ({ input, user }) => service.checkIn(input.params.id, user, input.body)),
    route(addEventPhoto, ({ input, user, file }) => service.addPhoto(input.params.id, user, file?.buffer, input.body.blurRegions), { tooLarge }),
    route(saveEventSummary, ({ input, user }) => service.saveSummary(input.params.id, user, input.body)),
    route(eventCalendar, async ({ input, ctx }) => {
      const text = await service.ics(input.params.id);
      ctx.type = 'text/calendar; charset=utf-8';
      ctx.set({ 'Content-Disposition': `attachment; filename="cleanup-${input.params.id}.ics"`, 'Cache-Control': 'public, max-age=60' });
      return rawAnswer(text);
    }),
  ]);
}
