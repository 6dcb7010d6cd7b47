import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery } from '../../../../client/endpoint';
import { uploadToEndpoint } from '../../../../client/endpoint-mutation';
import type { UploadProgress } from '../../../../client/upload';
import { endpointUrl, IDEMPOTENCY_KEY_HEADER } from '../../../../shared/endpoint';
import type { CheckInInput, EventDetailDto, EventDto, EventSummaryInput } from '../../contract';
import { appendBlurRegions } from '../../../../client/photo/faces/upload-regions';
import { addEventPhoto, checkInEvent, createEvent, eventCalendar, getEvent, joinEvent, leaveEvent, listEvents, saveEventSummary } from '../../endpoints';
import type { CreateEventBody } from '../../schemas';

export type EventsWhen = 'upcoming' | 'past';

export interface EventsWhere {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

/** GET /api/events near a point: upcoming or past. Kept 30 s; the list polls nothing (events change slowly). */
export const eventsQuery = (where: EventsWhere, when: EventsWhen) =>
  ({ ...endpointQuery(listEvents, { query: { latitude: where.latitude, longitude: where.longitude, radiusKm: where.radiusKm, when } }), staleTime: 30_000 });

export function useEvents(where: EventsWhere, when: EventsWhen, enabled = true) {
  return useQuery({ ...eventsQuery(where, when), enabled });
}

/** GET /api/events/:id with the open tasks nearby; a 404 is not asked again. */
export const eventQuery = (id: string) => ({
  ...endpointQuery(getEvent, { params: { id } }),
  staleTime: 15_000,
  retry: (count: number, err: Error) => !/^404:/.test(err.message) && count < 2,
});

export function useEvent(id: string, enabled = true) {
  return useQuery({ ...eventQuery(id), enabled });
}

/** The .ics download of an event (a plain link: the browser saves or opens it). */
export function calendarUrl(id: string): string {
  return endpointUrl(eventCalendar, { params: { id } });
}

/** Every list of events and the event itself are stale after a change to it. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (event?: EventDto) => {
    if (event) {
      queryClient.setQueryData<EventDetailDto>(eventQuery(event.id).queryKey, (old) => (old ? { ...old, ...event } : old));
      void queryClient.invalidateQueries({ queryKey: endpointKey(getEvent, { params: { id: event.id } }) });
    }
    void queryClient.invalidateQueries({ queryKey: endpointKey(listEvents) });
  };
}

/** POST /api/events. */
export function useCreateEvent() {
  const refresh = useRefresh();
  return useMutation<EventDto, Error, CreateEventBody>({
    mutationFn: (body) => callEndpoint(createEvent, { body }),
    onSuccess: (event) => refresh(event),
  });
}

/**
 * Join (POST) or leave (DELETE) an event. The page shows the new state at once (the place taken or
 * given back) and puts the server's answer in its place; an error puts the old state back.
 */
export function useAttendance(id: string) {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const key = eventQuery(id).queryKey;
  return useMutation<EventDto, Error, 'join' | 'leave', { before: EventDetailDto | undefined }>({
    mutationFn: (action) => (action === 'join' ? callEndpoint(joinEvent, { params: { id } }) : callEndpoint(leaveEvent, { params: { id } })),
    onMutate: async (action) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<EventDetailDto>(key);
      if (before?.me) {
        const joining = action === 'join';
        const delta = joining === before.me.joined ? 0 : joining ? 1 : -1;
        queryClient.setQueryData<EventDetailDto>(key, {
          ...before,
          attendeeCount: Math.max(0, before.attendeeCount + delta),
          spotsLeft: Math.max(0, before.spotsLeft - delta),
          me: { ...before.me, joined: joining },
        });
      }
      return { before };
    },
    onError: (_err, _action, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      refresh();
      void queryClient.invalidateQueries({ queryKey: endpointKey(getEvent, { params: { id } }) });
    },
    onSuccess: (event) => refresh(event),
  });
}

/** POST /api/events/:id/check-in with where the person is now. */
export function useCheckIn(id: string) {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckInInput) => callEndpoint(checkInEvent, { params: { id }, body }),
    onSuccess: () => {
      queryClient.setQueryData<EventDetailDto>(eventQuery(id).queryKey, (old) => (old?.me ? { ...old, me: { ...old.me, checkedIn: true } } : old));
      void queryClient.invalidateQueries({ queryKey: endpointKey(getEvent, { params: { id } }) });
      refresh();
    },
  });
}

/** POST /api/events/:id/photos (multipart `photo`, and `blurRegions` when it was blurred on the phone: issue 39), with upload progress. */
export function uploadEventPhoto(id: string, photo: File, onProgress: (p: UploadProgress) => void, signal?: AbortSignal) {
  const form = new FormData();
  appendBlurRegions(form, photo);
  form.append('photo', photo, photo.name || 'photo.jpg');
  return uploadToEndpoint(addEventPhoto, { params: { id } }, form, { onProgress, signal });
}

/**
 * POST /api/events/:id/summary with an Idempotency-Key made once per saving (kept for its retries), so
 * a repeat after a lost answer does not save twice.
 */
export function useSaveSummary(id: string) {
  const refresh = useRefresh();
  return useMutation<EventDto, Error, { body: EventSummaryInput; key: string }>({
    mutationFn: ({ body, key }) => callEndpoint(saveEventSummary, { params: { id }, body }, { headers: { [IDEMPOTENCY_KEY_HEADER]: key } }),
    onSuccess: (event) => refresh(event),
  });
}
