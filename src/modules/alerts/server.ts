import type { ServerModule } from '../../server/module';
import { CLOCK, LOGGER } from '../../server/tokens';
import { TASKS_API, type TasksApi } from '../tasks/contract';
import { ALERTS_API, type AlertsClientConfig } from './contract';
import { ALERT_DELIVERIES_REPO, ALERT_DELIVERY, ALERTS_REPO, ALERTS_SERVICE, VAPID_KEYS, alertsContainerModule } from './server/container';
import { alertsPersonalData } from './server/personal-data';
import { alertsRouter } from './server/routes';
import { ALERTS_SETTINGS, alertsSettings } from './server/settings';
import { alertEndingClaims } from './server/triggers';
import { alertsErrorTexts } from './i18n/errors';

/** How often queued alerts are sent (what a failure or a crash left; new ones go out right after their commit). */
export const ALERT_DELIVERY_INTERVAL_MS = 15_000;
/** How often claims ending soon are looked for. */
export const CLAIM_ALERT_INTERVAL_MS = 60_000;

/**
 * alerts: Web Push and e-mail alerts (issue 23, point 7), opt-in per person, kind and channel. Needs
 * the guest module's sessions, and the tasks module for 'your claim ends soon'. 'Your report was
 * cleaned' follows the notifications module's `notifications.created` outbox event.
 */
export const alertsModule: ServerModule = {
  id: 'alerts',
  errorTexts: alertsErrorTexts,
  settings: alertsSettings,
  containerModule: alertsContainerModule,
  apiTokens: [ALERTS_API],
  clientConfig: (c) => ({ push: c.get(ALERTS_SETTINGS).pushEnabled, email: c.get(ALERTS_SETTINGS).smtpUrl !== null }) satisfies AlertsClientConfig,
  // The confirmation mails' budgets (per person, per address) are declared on PUT /api/alerts/email (endpoints.ts).
  createRouter: (c) => alertsRouter(c.get(ALERTS_SERVICE)),
  personalData: (c) => alertsPersonalData(c.get(ALERTS_REPO), c.get(ALERT_DELIVERIES_REPO)),
  // The first start makes the VAPID pair (when push is on and the environment has none).
  start: (c) => {
    if (c.get(ALERTS_SETTINGS).pushEnabled) void c.get(VAPID_KEYS).keys().catch((err: unknown) => c.get(LOGGER).error('alerts: no VAPID key pair', err));
  },
  jobs: (c) => {
    const delivery = c.get(ALERT_DELIVERY);
    const settings = c.get(ALERTS_SETTINGS);
    if (!settings.pushEnabled && !settings.smtpUrl) return [];
    return [
      {
        name: 'alert delivery',
        intervalMs: ALERT_DELIVERY_INTERVAL_MS,
        runAtStart: true,
        run: async () => {
          await delivery.deliverDue();
          await c.get(ALERTS_SERVICE).sweepConfirmationMails();
        },
      },
      {
        name: 'claim ends soon alerts',
        intervalMs: CLAIM_ALERT_INTERVAL_MS,
        run: () => alertEndingClaims(c.get<TasksApi>(TASKS_API), c.get(ALERTS_SERVICE), c.get(CLOCK), settings.claimLeadMinutes),
      },
    ];
  },
};
