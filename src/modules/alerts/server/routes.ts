import type Router from '@koa/router';
import type { Context, Next } from 'koa';
import { currentUser } from '../../../server/http/auth';
import { endpointRouter, route } from '../../../server/http/route';
import {
  addPushSubscription,
  alertPreferences,
  confirmAlertEmail,
  pushKey,
  removeAlertEmail,
  removePushSubscription,
  saveAlertPreferences,
  setAlertEmail,
  unsubscribeAlertEmail,
} from '../endpoints';
import { requireRegistered, type AlertsService } from './service';

async function noStore(ctx: Context, next: Next) {
  ctx.set('Cache-Control', 'no-store');
  await next();
}

const before = [noStore];

/** Guests are refused before the endpoint's budgets count them (runs before the access check: no session is left to it). */
async function registeredOnly(ctx: Context, next: Next) {
  const user = currentUser(ctx);
  if (user) requireRegistered(user);
  await next();
}

/** /api/alerts/*: the caller's alert choices, push devices and e-mail address; the mail links' tokens. */
export function alertsRouter(service: AlertsService): Router {
  return endpointRouter([
    route(alertPreferences, ({ user }) => service.preferences(user.id), { before }),
    route(saveAlertPreferences, ({ input, user }) => service.savePreferences(user.id, input.body), { before }),
    route(pushKey, async () => ({ publicKey: await service.publicKey() }), { before }),
    route(addPushSubscription, ({ input, user }) => service.addPushSubscription(user.id, input.body), { before }),
    route(removePushSubscription, ({ input, user }) => service.removePushSubscription(user.id, input.body.endpoint), { before }),
    route(setAlertEmail, ({ input, user }) => service.setEmail(user, input.body.address, input.body.language), { before: [noStore, registeredOnly] }),
    route(removeAlertEmail, ({ user }) => service.removeEmail(user.id), { before }),
    route(confirmAlertEmail, ({ input }) => service.confirmEmail(input.body.token), { before }),
    route(unsubscribeAlertEmail, ({ input }) => service.unsubscribe(input.body.token), { before }),
  ]);
}
