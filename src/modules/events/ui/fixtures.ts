import type { EventDetailDto, EventDto } from '../contract';

/** Sample events for tests and stories, placed around a moment the caller gives (tests never assume today). */
export const EVENT_ID = '11111111-2222-4333-8444-555555555555';
export const OTHER_EVENT_ID = '66666666-7777-4888-9999-aaaaaaaaaaaa';
export const HOUR = 60 * 60 * 1000;

export function sampleEvent(at: Date, patch: Partial<EventDto> = {}): EventDto {
  const startsAt = new Date(at.getTime() + 24 * HOUR);
  return {
    id: EVENT_ID,
    title: 'Riverbank cleanup',
    description: 'We clean the Saale bank from the bridge to the boat house. Gloves and bags provided.',
    latitude: 51.4828,
    longitude: 11.9697,
    location: 'At the Giebichenstein bridge',
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 2 * HOUR).toISOString(),
    capacity: 20,
    attendeeCount: 7,
    spotsLeft: 13,
    partner: { id: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee', name: 'Green NGO' },
    organiser: { id: 'org-1', name: 'Olga Organiser' },
    status: 'upcoming',
    summary: null,
    me: { joined: false, checkedIn: false, organiser: false },
    photoCount: 0,
    createdAt: new Date(at.getTime() - 24 * HOUR).toISOString(),
    ...patch,
  };
}

export function sampleDetail(at: Date, patch: Partial<EventDetailDto> = {}): EventDetailDto {
  return {
    ...sampleEvent(at),
    nearbyTasks: [
      { id: 't-1', latitude: 51.4831, longitude: 11.9702, wasteType: 'plastic', priority: 'high', description: 'Bottles under the bridge', distanceM: 48 },
      { id: 't-2', latitude: 51.4851, longitude: 11.9655, wasteType: 'glass', priority: 'medium', description: '', distanceM: 390 },
    ],
    ...patch,
  };
}

/** An event that started an hour ago, which the caller organises (the summary form shows). */
export function runningAsOrganiser(at: Date, patch: Partial<EventDetailDto> = {}): EventDetailDto {
  return sampleDetail(at, {
    startsAt: new Date(at.getTime() - HOUR).toISOString(),
    endsAt: new Date(at.getTime() + HOUR).toISOString(),
    status: 'running',
    me: { joined: true, checkedIn: false, organiser: true },
    ...patch,
  });
}
