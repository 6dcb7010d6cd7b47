/**
 * The alerts module's HTTP contract (issue 23, point 7): the person's alert choices, push
 * subscriptions and the e-mail address with its confirmation and unsubscribe links. The server mounts
 * its routes from these, the client builds URLs and query keys from them, and the OpenAPI document
 * lists them. Other modules may import this file.
 */
import { defineEndpoint } from '../../shared/endpoint';
import { ALERT_ERROR_MESSAGES, CONFIRMATION_MAIL_WINDOW_SECONDS, CONFIRMATION_MAILS_PER_ADDRESS } from './contract';
import {
  doneSchema,
  emailBodySchema,
  preferencesBodySchema,
  preferencesResponseSchema,
  pushEndpointSchema,
  pushKeySchema,
  pushSubscriptionSchema,
  setEmailResponseSchema,
  tokenBodySchema,
} from './schemas';

export const alertPreferences = defineEndpoint('GET', '/alerts/preferences', {
  summary: 'The caller’s alert choices (all off until turned on), e-mail address and number of push devices',
  access: 'session',
  response: preferencesResponseSchema,
});

export const saveAlertPreferences = defineEndpoint('PUT', '/alerts/preferences', {
  summary: 'Saves which alerts reach the caller by which channel, and the language they are written in',
  access: 'session',
  body: preferencesBodySchema,
  response: preferencesResponseSchema,
  limits: { perPerson: { points: 60, windowSeconds: 3600 } },
});

export const pushKey = defineEndpoint('GET', '/alerts/push/key', {
  summary: 'The server’s VAPID public key, for PushManager.subscribe',
  access: 'public',
  response: pushKeySchema,
  errors: { 404: 'Push alerts are off on this server (ALERTS_PUSH_OFF).' },
});

export const addPushSubscription = defineEndpoint('POST', '/alerts/push/subscriptions', {
  summary: 'Registers this device’s push subscription for the caller (one per device; at most 10 devices per person, a further one replaces the oldest)',
  description:
    'The body is the browser’s `PushSubscription.toJSON()`. The endpoint must be an https URL on a known push service (FCM, Mozilla autopush, Apple Web Push, WNS, and the operator’s `ALERTS_PUSH_HOSTS`) whose host resolves to public addresses only (checked again at every send); `p256dh` a P-256 point (65 bytes), `auth` 16 bytes. An endpoint another person holds stays theirs.',
  access: 'session',
  body: pushSubscriptionSchema,
  response: preferencesResponseSchema,
  errors: {
    400: 'The endpoint is not https on a known push service, or leads to a non-public address (ALERTS_BAD_PUSH_ENDPOINT); the keys are not valid (ALERTS_BAD_PUSH_KEYS).',
    404: 'Push alerts are off on this server (ALERTS_PUSH_OFF).',
    409: 'Another person holds this endpoint (ALERTS_PUSH_DEVICE_TAKEN): the browser subscribes anew.',
  },
  // Each subscription is an address the server sends pushes to: few per person, and new guests from one address stop at its budget.
  limits: { perPerson: { points: 10, windowSeconds: 3600 }, perAddress: { points: 100, windowSeconds: 3600 } },
  outward: ['push'],
});

export const removePushSubscription = defineEndpoint('DELETE', '/alerts/push/subscriptions', {
  summary: 'Removes one of the caller’s push subscriptions, by its endpoint',
  access: 'session',
  body: pushEndpointSchema,
  response: preferencesResponseSchema,
  limits: { unlimited: 'removes one of the caller’s own push devices and sends nothing' },
});

export const setAlertEmail = defineEndpoint('PUT', '/alerts/email', {
  summary: 'Sets the caller’s address for e-mail alerts and queues a confirmation link for it',
  description:
    'Registered people only. No alert is mailed before the link was followed (double opt-in). The same confirmed address stays confirmed (`confirmationMail: not_needed`). Otherwise the answer comes at once and says `confirmationMail: on_its_way`: the mail is queued and sent in the background, tried again a few times when the mail server fails. One address gets at most 3 confirmation mails a day, whoever asks for them.',
  access: 'session',
  body: emailBodySchema,
  response: setEmailResponseSchema,
  errors: {
    403: 'A guest (REGISTERED_ONLY).',
    404: 'E-mail alerts are off on this server (ALERTS_EMAIL_OFF).',
    429: 'More than 5 confirmation mails asked for by the caller in an hour, or 3 queued for the address in a day (RATE_LIMITED).',
  },
  // Each call queues a confirmation mail to an address the caller names: per person, per address, and per recipient (whoever asks; the service counts the mails it queues).
  limits: {
    perPerson: { points: 5, windowSeconds: 3600 },
    perAddress: { points: 50, windowSeconds: 3600 },
    perTarget: { what: 'recipient address', points: CONFIRMATION_MAILS_PER_ADDRESS, windowSeconds: CONFIRMATION_MAIL_WINDOW_SECONDS, enforcedBy: 'service' },
    message: ALERT_ERROR_MESSAGES.TOO_MANY_MAILS,
  },
  outward: ['mail'],
});

export const removeAlertEmail = defineEndpoint('DELETE', '/alerts/email', {
  summary: 'Forgets the caller’s address for e-mail alerts',
  access: 'session',
  response: preferencesResponseSchema,
  limits: { unlimited: 'forgets the caller’s own address and sends nothing' },
});

export const confirmAlertEmail = defineEndpoint('POST', '/alerts/email/confirm', {
  summary: 'Confirms an address for e-mail alerts with the token of its confirmation link (no session needed)',
  access: 'public',
  body: tokenBodySchema,
  response: doneSchema,
  errors: { 404: 'Unknown or replaced link (ALERTS_BAD_TOKEN).' },
  // No session: counted per address (tokens are long random strings; this stops hammering, not guessing).
  limits: { perAddress: { points: 120, windowSeconds: 3600 } },
});

export const unsubscribeAlertEmail = defineEndpoint('POST', '/alerts/email/unsubscribe', {
  summary: 'Stops every e-mail alert to an address, with the token of a mail’s unsubscribe link (no session needed)',
  access: 'public',
  body: tokenBodySchema,
  response: doneSchema,
  errors: { 404: 'Unknown link (ALERTS_BAD_TOKEN).' },
  limits: { perAddress: { points: 120, windowSeconds: 3600 } },
});
