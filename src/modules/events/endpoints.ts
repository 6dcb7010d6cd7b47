/**
 * The events module's HTTP contract (issue 24): cleanup events, joining, check-in, photos, the
 * summary and the calendar file. Other modules may import this file (like contract.ts and schemas.ts).
 */
import { defineEndpoint } from '../../shared/endpoint';
import { PHOTO_MAX_BYTES } from '../photos/contract';
import {
  checkInBodySchema,
  checkInResponseSchema,
  createEventSchema,
  eventDetailSchema,
  eventIdParamsSchema,
  eventPhotoFieldsSchema,
  eventPhotoResponseSchema,
  eventSchema,
  eventsListQuerySchema,
  eventsListResponseSchema,
  summaryBodySchema,
} from './schemas';

export const listEvents = defineEndpoint('GET', '/events', {
  summary: 'Cleanup events near a point: upcoming (not ended, soonest first) or past (ended, latest first)',
  description: 'Without a point, events anywhere. `radiusKm` defaults to 25 (at most 200), `limit` to 50. With a session, `me` tells the caller’s place.',
  access: 'public',
  query: eventsListQuerySchema,
  response: eventsListResponseSchema,
});

export const getEvent = defineEndpoint('GET', '/events/:id', {
  summary: 'One cleanup event, with the open tasks within 1 km of its meeting point (nearest first, at most 20)',
  access: 'public',
  params: eventIdParamsSchema,
  response: eventDetailSchema,
  errors: { 404: 'No such event (EVENT_NOT_FOUND).' },
});

export const createEvent = defineEndpoint('POST', '/events', {
  summary: 'Organise a cleanup event (registered people only)',
  description: 'The start may lie at most an hour in the past (a spontaneous cleanup starts now); the end is after the start and at most 12 hours later.',
  access: 'session',
  body: createEventSchema,
  response: eventSchema,
  status: 201,
  errors: {
    403: 'Guests cannot organise events (REGISTERED_ONLY); only people of the partner may name it (NOT_PARTNER_MEMBER: an admin adds them on the Embed partners page).',
    404: 'No partner with this id (PARTNER_NOT_FOUND).',
    422: 'The start lies more than an hour in the past (EVENT_START_IN_PAST).',
  },
  // A public event alerts the people watching its area: per person, and per address so fresh accounts bring no new ones.
  limits: { perPerson: { points: 5, windowSeconds: 86_400 }, perAddress: { points: 30, windowSeconds: 86_400 } },
  outward: ['push', 'mail'],
});

export const joinEvent = defineEndpoint('POST', '/events/:id/join', {
  summary: 'Take a place at a cleanup event (registered people only); a repeat answers as is',
  access: 'session',
  params: eventIdParamsSchema,
  response: eventSchema,
  errors: { 403: 'Guests cannot join (REGISTERED_ONLY).', 404: 'No such event (EVENT_NOT_FOUND).', 409: 'No place left (EVENT_FULL) or the event is over (EVENT_ENDED).' },
  limits: { perPerson: { points: 30, windowSeconds: 3600 }, perAddress: { points: 600, windowSeconds: 3600 } },
});

export const leaveEvent = defineEndpoint('DELETE', '/events/:id/join', {
  summary: 'Give the place back (not after checking in); without a place it answers as is',
  access: 'session',
  params: eventIdParamsSchema,
  response: eventSchema,
  errors: { 404: 'No such event (EVENT_NOT_FOUND).', 409: 'Already checked in (EVENT_CHECKED_IN).' },
  limits: { perPerson: { points: 30, windowSeconds: 3600 } },
});

export const checkInEvent = defineEndpoint('POST', '/events/:id/check-in', {
  summary: 'Check in at the meeting point (attendees and the organiser); a repeat answers the first check-in',
  description: 'Open from 30 minutes before the start until the end, within 250 m of the meeting point.',
  access: 'session',
  params: eventIdParamsSchema,
  body: checkInBodySchema,
  response: checkInResponseSchema,
  errors: {
    403: 'The caller has no place (NOT_ATTENDEE).',
    404: 'No such event (EVENT_NOT_FOUND).',
    409: 'Check-in is not open now (CHECK_IN_NOT_OPEN, `details`: opensAt, closesAt).',
    422: 'Too far from the meeting point (CHECK_IN_TOO_FAR, `details`: distanceM, maxM).',
  },
  limits: { perPerson: { points: 30, windowSeconds: 3600 }, perAddress: { points: 600, windowSeconds: 3600 } },
});

export const addEventPhoto = defineEndpoint('POST', '/events/:id/photos', {
  summary: 'The organiser adds a photo of the cleanup (at most 10)',
  access: 'session',
  params: eventIdParamsSchema,
  body: eventPhotoFieldsSchema,
  upload: { field: 'photo', description: 'A photo of the cleanup (JPEG, PNG, WebP, AVIF or HEIC).', maxBytes: PHOTO_MAX_BYTES },
  response: eventPhotoResponseSchema,
  status: 201,
  errors: {
    400: 'No photo (EVENT_PHOTO_MISSING) or a malformed upload.',
    403: 'Only the organiser may add photos (NOT_ORGANISER).',
    404: 'No such event (EVENT_NOT_FOUND).',
    409: 'The event has 10 photos already (EVENT_PHOTOS_FULL).',
    413: 'The photo is larger than 15 MB (PHOTO_TOO_LARGE).',
    503: 'The photo cannot be checked for faces right now (PHOTO_FACE_CHECK_UNAVAILABLE, with Retry-After); nothing was stored.',
  },
  // A photo upload (at most 10 per event).
  limits: { perPerson: { points: 20, windowSeconds: 3600 }, perAddress: { points: 300, windowSeconds: 3600 } },
});

export const saveEventSummary = defineEndpoint('POST', '/events/:id/summary', {
  summary: 'The organiser saves (or corrects) the summary; after the end it pays each checked-in attendee once (25 coins, 50 XP)',
  description:
    'Never the organiser. Only for an event of at least 30 minutes (from its start, or its creation when later, to its end) with at least two people besides the organiser checked in, and only once it has ended: otherwise the summary is saved, pays nobody, and `summary.rewards.blockedBy` says why (`not_ended`, `too_short`, `too_few_present`). A person over their daily cap of event rewards stays unpaid (a later save may pay them).',
  access: 'session',
  params: eventIdParamsSchema,
  body: summaryBodySchema,
  response: eventSchema,
  idempotent: true,
  errors: { 403: 'Only the organiser (NOT_ORGANISER).', 404: 'No such event (EVENT_NOT_FOUND).', 409: 'The event has not started yet (EVENT_NOT_STARTED).' },
  // Corrections are allowed, a few a day.
  limits: { perPerson: { points: 20, windowSeconds: 86_400 }, perTarget: { what: 'event', points: 10, windowSeconds: 86_400 } },
});

export const eventCalendar = defineEndpoint('GET', '/events/:id/ics', {
  summary: 'The event as a calendar file (RFC 5545)',
  access: 'public',
  params: eventIdParamsSchema,
  raw: { contentType: 'text/calendar', description: 'An iCalendar file with one VEVENT (download: `Content-Disposition: attachment`).' },
  errors: { 404: 'No such event (EVENT_NOT_FOUND).' },
});
