import type { Context, Next } from 'koa';
import { ValidationError } from 'yup';
import { precheck } from '../../../server/http/validate';
import { notModified, rawAnswer, type Answer } from '../../../server/http/route';
import type { AvailableTasksQuery } from '../contract';
import type { EndpointInput } from '../../../shared/endpoint';
import { availableTasks } from '../endpoints';
import type { TasksService } from './service';
import { isNotModified } from '../../../server/http/conditional';

/** GET /api/tasks/available: polled every 15 s by every open map, so it has its own short path. */
export const AVAILABLE_TASKS_PATH = `/api${availableTasks.path}`;

/** GET /api/tasks/available's query as validated. */
type AvailableTasksInput = NonNullable<EndpointInput<typeof availableTasks>['query']>;

/** A validated query and its canonical form (the cache key). */
export interface AvailableQuery {
  query: AvailableTasksQuery;
  key: string;
}

/** The HTTP query's names (issue 37: latitude/longitude) -> the tasks Api's query; old names arrive renamed already. */
export function describeAvailableQuery(input: AvailableTasksInput): AvailableQuery {
  const query: AvailableTasksQuery = {
    lat: input.latitude,
    lon: input.longitude,
    radiusKm: input.radiusKm,
    minLat: input.minLatitude,
    minLon: input.minLongitude,
    maxLat: input.maxLatitude,
    maxLon: input.maxLongitude,
    limit: input.limit,
  };
  const q = query as Record<string, number | undefined>;
  for (const k of Object.keys(q)) if (q[k] === undefined) delete q[k];
  return { query, key: Object.keys(q).sort().map((k) => `${k}=${q[k]}`).join('&') };
}

/**
 * The answer every request with the same query shares while the tasks version stays
 * (TasksService.availableAnswer); its ETag is made from its JSON, so an unchanged poll is a 304
 * (usually without a list query) and an answer with other data never is.
 */
export async function answerAvailable(ctx: Context, service: TasksService, q: AvailableQuery): Promise<Answer<never>> {
  const answer = await service.availableAnswer(q.query, q.key, await service.availableVersion());
  ctx.set('Cache-Control', 'no-cache');
  ctx.etag = answer.etag;
  ctx.status = 200;
  if (isNotModified(ctx)) return notModified;
  ctx.type = 'json';
  return rawAnswer(answer.json);
}

/** How many distinct query strings the validation memo holds before it starts afresh. */
const PARSED_MAX = 1000;

/**
 * Mounted before the CSRF guard, the body parser and the session middleware (ServerModule
 * earlyMiddleware): the list of available tasks is public and the same for everyone, so it needs no
 * session, and a GET has no body. A query string seen before skips yup (validation is a pure function
 * of the query string). Anything unusual (another method, an invalid query) goes on to the router,
 * whose route answers it the ordinary way (400 with the failing fields, HEAD, ...).
 */
export function availableTasksFastLane(service: TasksService) {
  const parsed = new Map<string, AvailableQuery>();
  return async (ctx: Context, next: Next) => {
    if (ctx.method !== 'GET' || ctx.path !== AVAILABLE_TASKS_PATH) return next();
    let q = parsed.get(ctx.querystring);
    if (!q) {
      // Keys yup must not see (prototype names, deep nesting): the route's validate() answers the 400.
      if (precheck(availableTasks.query, ctx.query).length > 0) return next();
      let query: AvailableTasksInput;
      try {
        query = await availableTasks.query!.validate(ctx.query, { abortEarly: false, stripUnknown: false });
      } catch (err) {
        if (err instanceof ValidationError) return next();
        throw err;
      }
      q = describeAvailableQuery(query);
      if (parsed.size >= PARSED_MAX) parsed.clear();
      parsed.set(ctx.querystring, q);
    }
    const answer = await answerAvailable(ctx, service, q);
    ctx.status = answer.status;
    if (answer.body !== undefined) ctx.body = answer.body;
  };
}
