import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { sendRequest, throwIfResNotOk } from '../../../../client/api';
import { endpointKey, endpointQuery } from '../../../../client/endpoint';
import { endpointUrl, type EndpointQuery } from '../../../../shared/endpoint';
import type { TaskDto } from '../../contract';
// The map is the first route: import the endpoints only (client bundles get their method, path and
// access, not the yup schemas), never schemas.ts.
import { availableTasks } from '../../endpoints';

/** Spec 9: available tasks are polled every 15 s, stale after 10 s, 3 retries 1 s apart. */
export const AVAILABLE_TASKS_POLLING = { refetchInterval: 15_000, staleTime: 10_000, retry: 3, retryDelay: 1000 } as const;

/**
 * GET /api/tasks/available: every available task (the server caps the list at 500, nearest-agnostic).
 * Its key is `endpointKey(availableTasks)`, which also covers every map area's query (a new report or
 * an accepted task refreshes them all). The browser's HTTP cache revalidates it with the ETag.
 */
export const availableTasksQuery = () => queryOptions({ ...endpointQuery(availableTasks, { query: {} }), ...AVAILABLE_TASKS_POLLING });

export function useAvailableTasks(enabled = true) {
  return useQuery({ ...availableTasksQuery(), enabled });
}

/** A map box in degrees. */
export interface TaskBox {
  minLat: number;
  minLon: number;
  maxLat: number;
  maxLon: number;
}

/** The server's largest page; a box with more tasks than this is clustered from the first 10,000. */
export const BOX_LIMIT = 10_000;

/** The query of one map area (in the URL in this order: minLatitude, minLongitude, maxLatitude, maxLongitude, limit). */
export function boxQuery(box: TaskBox): EndpointQuery<typeof availableTasks> {
  return { minLatitude: box.minLat, minLongitude: box.minLon, maxLatitude: box.maxLat, maxLongitude: box.maxLon, limit: BOX_LIMIT };
}

/** The ETag each area answer came with (keyed by the answer, so it goes when the query data goes). */
const AREA_ETAGS = new WeakMap<TaskDto[], string>();

/**
 * GET /api/tasks/available?minLatitude..maxLongitude: the tasks of one map area. The key starts with the
 * available-tasks key, so a new report or an accepted task refreshes it too. While the next area
 * loads, the previous area's markers stay (no flicker when panning).
 */
export const tasksInBoxQuery = (box: TaskBox) => {
  const input = { query: boxQuery(box) };
  return queryOptions<TaskDto[]>({
    queryKey: endpointKey(availableTasks, input),
    queryFn: async ({ signal, client, queryKey }) => {
      // A conditional poll: the browser's HTTP cache does not keep a big area's answer (10,000 tasks
      // are megabytes), so the ETag is sent here and an unchanged area costs a 304 without a body.
      // With a script-set If-None-Match the browser adds 'Cache-Control: no-cache' (Fetch spec); the
      // server answers 304 either way (server/http/conditional.ts), max-age=0 only keeps the header short.
      const previous = client.getQueryData<TaskDto[]>(queryKey);
      const etag = previous ? AREA_ETAGS.get(previous) : undefined;
      const headers: Record<string, string> = etag ? { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' } : {};
      const res = await sendRequest('GET', endpointUrl(availableTasks, input), undefined, { signal, headers });
      if (res.status === 304 && previous) return previous;
      await throwIfResNotOk(res);
      const tasks = (await res.json()) as TaskDto[];
      const next = res.headers.get('ETag');
      if (next) AREA_ETAGS.set(tasks, next);
      return tasks;
    },
    placeholderData: keepPreviousData,
    ...AVAILABLE_TASKS_POLLING,
  });
};

export function useTasksInBox(box: TaskBox | null) {
  return useQuery({ ...tasksInBoxQuery(box ?? { minLat: 0, minLon: 0, maxLat: 0, maxLon: 0 }), enabled: box !== null });
}

/**
 * The box to fetch for a view: the view padded by half its size on each side and snapped outward
 * to a grid that depends on the zoom, so small pans and zooms reuse the same query (and its 15 s
 * poll, answered with 304 while nothing changes) instead of fetching a new box each time.
 */
export function boxForView(view: { west: number; south: number; east: number; north: number; zoom: number }): TaskBox {
  const cell = Math.min(45, 360 / 2 ** Math.max(0, Math.floor(view.zoom) - 2));
  const padLat = (view.north - view.south) / 2;
  const padLon = (view.east - view.west) / 2;
  const snapDown = (v: number) => Math.floor(v / cell) * cell;
  const snapUp = (v: number) => Math.ceil(v / cell) * cell;
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  return {
    minLat: round(Math.max(-90, snapDown(view.south - padLat))),
    maxLat: round(Math.min(90, snapUp(view.north + padLat))),
    minLon: round(Math.max(-180, snapDown(view.west - padLon))),
    maxLon: round(Math.min(180, snapUp(view.east + padLon))),
  };
}
