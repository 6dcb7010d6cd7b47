/**
 * Web Push in the service worker (issue 23, point 7): a 'push' shows the alert the server sent (title,
 * body, icon, the app URL it opens); 'notificationclick' focuses an open window of the app at that URL
 * or opens one. Imported by service-worker.ts.
 */
import { alertNotification, focusOrOpen, type ClientsLike } from './push-handlers';
import { sw, type ExtendableEventLike } from './scope';

interface PushEventLike extends ExtendableEventLike {
  data: { text(): string } | null;
}

interface NotificationEventLike extends ExtendableEventLike {
  notification: { data?: { url?: string }; close(): void };
}

interface PushScope {
  clients: ClientsLike;
  registration: { showNotification(title: string, options: object): Promise<void> };
}

const scope = sw as unknown as PushScope;

sw.addEventListener('push', (event) => {
  const push = event as PushEventLike;
  const { title, options } = alertNotification(push.data ? push.data.text() : null, sw.location.origin);
  push.waitUntil(scope.registration.showNotification(title, options));
});

sw.addEventListener('notificationclick', (event) => {
  const click = event as NotificationEventLike;
  click.notification.close();
  const url = click.notification.data?.url ?? `${sw.location.origin}/`;
  click.waitUntil(focusOrOpen(scope.clients, url, sw.location.origin));
});
