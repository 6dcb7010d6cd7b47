import { pipeline, Readable } from 'node:stream';
import zlib from 'node:zlib';
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { BudgetSettings } from '../../../server/http/budgets';
import { pickEncoding } from '../../../server/http/compress';
import { endpointRouter, notModified, rawAnswer, route, type Answer } from '../../../server/http/route';
import { OPEN_DATA_FILE_NAMES, OPEN_DATA_LINK_HEADER, SURVEY_FILE_NAMES, type OpenDataFormat } from '../contract';
import { surveysCsv, surveysGeoJson, tasksCsv, tasksGeoJson } from '../endpoints';
import { surveyFilterOf } from '../../surveys/schemas';
import type { OpenDataQuery, OpenDataService } from './service';
import { isNotModified } from '../../../server/http/conditional';

/** Where the exports live: the module's early middleware answers CORS (publicReadCors) for this prefix. */
export const OPEN_DATA_PATH_PREFIX = '/api/open-data/';

/** Shared caches may keep an export five minutes; after that, If-None-Match revalidates it. */
export const OPEN_DATA_CACHE_CONTROL = 'public, max-age=300';

const CONTENT_TYPES: Record<OpenDataFormat, string> = {
  geojson: 'application/geo+json',
  csv: 'text/csv; charset=utf-8; header=present',
};

/**
 * No Set-Cookie on an export. The guest module's session middleware sends the cookie of a registered
 * session again when it slid; on an answer shared caches may keep (`Cache-Control: public`) that would
 * hand one person's session to others, and the export needs no session.
 */
const withoutCookies: Middleware = async (ctx, next) => {
  try {
    await next();
  } finally {
    ctx.remove('Set-Cookie');
  }
};

/**
 * The stream compressed on the way (the core's compression leaves streams alone): brotli quality 1 or
 * gzip level 1, the settings the core chose for answers (http/compress.ts), for clients that take them.
 */
function encoded(ctx: Context, body: Readable): Readable {
  const encoding = pickEncoding(ctx.get('Accept-Encoding') || undefined);
  if (!encoding) return body;
  ctx.set('Content-Encoding', encoding);
  const zip = encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } }) : zlib.createGzip({ level: 1 });
  // Errors end both streams (the answer breaks off); the service logged a failing page.
  return pipeline(body, zip, () => {});
}

async function answerExport(ctx: Context, service: OpenDataService, format: OpenDataFormat, query: OpenDataQuery): Promise<Answer<never>> {
  ctx.set('Link', OPEN_DATA_LINK_HEADER);
  ctx.set('Cache-Control', OPEN_DATA_CACHE_CONTROL);
  const etag = await service.etag(format, query);
  if (etag) {
    ctx.etag = etag;
    ctx.status = 200;
    if (isNotModified(ctx)) return notModified;
  }
  ctx.attachment(OPEN_DATA_FILE_NAMES[format]);
  ctx.set('Content-Type', CONTENT_TYPES[format]);
  ctx.vary('Accept-Encoding');
  // HEAD: the headers of a GET, without reading a page (an empty stream: no Content-Length, as the GET has none).
  if (ctx.method === 'HEAD') return rawAnswer(Readable.from([]));
  return rawAnswer(encoded(ctx, await service.open(format, query)));
}

/** Issue 40: the confirmed surveys (no ETag: the surveys table has no version; shared caches keep it 5 minutes). */
async function answerSurveys(ctx: Context, service: OpenDataService, format: OpenDataFormat, query: { bbox?: string; since?: string; until?: string }): Promise<Answer<never>> {
  ctx.set('Link', OPEN_DATA_LINK_HEADER);
  ctx.set('Cache-Control', OPEN_DATA_CACHE_CONTROL);
  ctx.attachment(SURVEY_FILE_NAMES[format]);
  ctx.set('Content-Type', CONTENT_TYPES[format]);
  ctx.vary('Accept-Encoding');
  if (ctx.method === 'HEAD') return rawAnswer(Readable.from([]));
  return rawAnswer(encoded(ctx, await service.openSurveys(format, surveyFilterOf(query))));
}

/**
 * The declared per-address budget (`limits`: its settings) counts downloads per client address (the
 * CORS headers are set before, so a 429 carries them too).
 */
export function openDataRouter(service: OpenDataService, opts: { limits: BudgetSettings }): Router {
  const options = { before: [withoutCookies], limits: opts.limits };
  return endpointRouter([
    route(tasksGeoJson, ({ input, ctx }) => answerExport(ctx, service, 'geojson', input.query), options),
    route(tasksCsv, ({ input, ctx }) => answerExport(ctx, service, 'csv', input.query), options),
    route(surveysGeoJson, ({ input, ctx }) => answerSurveys(ctx, service, 'geojson', input.query), options),
    route(surveysCsv, ({ input, ctx }) => answerSurveys(ctx, service, 'csv', input.query), options),
  ]);
}
