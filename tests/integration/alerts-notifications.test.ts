import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertsModule } from '../../src/modules/alerts/server';
import { NOTIFICATIONS_API, type NotificationsApi } from '../../src/modules/notifications/contract';
import { startPushStandIn, type PushStandIn } from '../support/push-stand-in';
import { startSmtpStandIn, type SmtpStandIn } from '../support/smtp-stand-in';
import { member } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';
import { inUnit } from '../support/units';

/**
 * The notifications module and the alerts module together: a reporter's 'task_cleaned' notification,
 * written through NotificationsApi.notify in the event's transaction, reaches the person by push and
 * by e-mail through the outbox's `notifications.created`; other kinds do not (no alert kind for them).
 */
describe.each(backends())('notifications reach people by push and e-mail (%s)', (backend) => {
  let t: TestApp;
  let push: PushStandIn;
  let smtp: SmtpStandIn;

  beforeAll(async () => {
    push = await startPushStandIn();
    smtp = await startSmtpStandIn();
    t = await createTestApp({
      backend,
      modules: [...manifests('guest', 'notifications', 'gamification', 'photos', 'tasks'), alertsModule],
      env: { ...push.env, SMTP_URL: smtp.url },
    });
  });
  afterAll(async () => {
    await t.close();
    await push.close();
    await smtp.close();
  });

  it('a "report cleaned" notification delivers a push and a mail to a person who opted in to both', async () => {
    const p = await member(t);
    const address = `reporter.${backend}@example.org`;
    const device = push.subscriber(`/e2e-${backend}`);
    await p.agent.post('/api/alerts/push/subscriptions').send(device.subscription).expect(200);
    await p.agent.put('/api/alerts/preferences').send({ choices: { reportCleaned: { push: true, email: true }, claimEndsSoon: { push: false, email: false } }, language: 'en' }).expect(200);
    await p.agent.put('/api/alerts/email').send({ address, language: 'en' }).expect(200);
    const token = /\/alerts\/confirm\?token=([A-Za-z0-9_-]+)/.exec(smtp.mails.find((m) => m.to.includes(address))!.text)![1];
    await t.request().post('/api/alerts/email/confirm').send({ token }).expect(200);

    const notifications = t.app.container.get<NotificationsApi>(NOTIFICATIONS_API);
    await inUnit(t, (unit) => notifications.notify({ userId: p.id, kind: 'photo_hidden', data: { photoId: '00000000-0000-4000-8000-000000000000', reason: null } }, unit));
    expect(push.requests.filter((r) => r.path === `/e2e-${backend}`)).toHaveLength(0);

    await inUnit(t, (unit) =>
      notifications.notify({ userId: p.id, kind: 'task_cleaned', data: { taskId: '00000000-0000-4000-8000-000000000001', location: null, beforePhotoUrl: null, afterPhotoUrl: null } }, unit),
    );
    const pushed = push.requests.filter((r) => r.path === `/e2e-${backend}`);
    expect(pushed).toHaveLength(1);
    expect(JSON.parse(device.decrypt(pushed[0]!.body)).title).toBe('Your report was cleaned');
    const mails = smtp.mails.filter((m) => m.to.includes(address));
    expect(mails.map((m) => m.subject)).toEqual(['Confirm your address for CleanQuest alerts', 'Your report was cleaned']);
  });
});
