import type Router from '@koa/router';
import { bodyParser } from '@koa/bodyparser';
import type { Context, Middleware, Next } from 'koa';
import { publicReadCors } from '../../../server/http/cors';
import type { BudgetSettings } from '../../../server/http/budgets';
import { HttpError, toErrorBody, type Logger } from '../../../server/http/errors';
import type { ErrorTexts } from '../../../server/http/error-texts';
import { endpointRouter, rawAnswer, route, type Answer } from '../../../server/http/route';
import { requestLanguage } from '../../../server/i18n';
import type { OutsideApiRoutes } from '../../../server/module';
import { OPEN311_PREFIX, TOO_MANY_OPEN311_REQUESTS, type Open311Format } from '../contract';
import { open311CreateRequest, open311Discovery, open311Request, open311Requests, open311ServiceDefinition, open311Services } from '../endpoints';
import { createdXml, discoveryXml, errorsXml, formatOf, requestsXml, serviceDefinitionXml, servicesXml } from './formats';
import type { GeoReportService } from './service';

export { TOO_MANY_OPEN311_REQUESTS };

/** The largest POST body read (form or JSON): a service request is a few short fields. */
const BODY_LIMIT = '64kb';

export interface Open311RouteDeps {
  /** Every module's error texts: errors are described in the request's language. */
  texts: ErrorTexts;
  log: Logger;
  /** The settings of POST requests' declared budgets (per API key: RATE_LIMIT_OPEN311_PER_PARTNER). */
  createLimits: BudgetSettings;
}

/**
 * An error as GeoReport v2 answers it: `[{ code, description }]` (or `<errors>` for `.xml` paths),
 * the HTTP status as the code, the description in the request's language. Unexpected errors are
 * logged and told apart from nothing but their status, as the app's error middleware does.
 */
function sendError(ctx: Context, err: unknown, texts: ErrorTexts, log: Logger): void {
  const { status, body, headers, expose } = toErrorBody(err);
  if (!expose) log.error(`${ctx.method} ${ctx.path} failed`, err, { requestId: ctx.state.requestId });
  const description = texts.localiseBody(body, requestLanguage(ctx)).error;
  const errors = [{ code: status, description }];
  ctx.status = status;
  if (headers) ctx.set(headers);
  ctx.set('Cache-Control', 'no-store');
  ctx.vary('Accept-Language');
  if (formatOf(ctx.path) === 'xml') {
    ctx.type = 'text/xml';
    ctx.body = errorsXml(errors);
  } else ctx.body = errors;
}

/** Every failure of a route below (access, body, validation, the handler) in Open311's format. */
function open311Errors(texts: ErrorTexts, log: Logger): Middleware {
  return async (ctx: Context, next: Next) => {
    try {
      await next();
    } catch (err) {
      sendError(ctx, err, texts, log);
    }
  };
}

/**
 * The answer in the format the path asks for: the JSON value, or the XML document made from it.
 * Both vary with Accept-Language (names, notes and descriptions are English or German).
 */
function reply<T>(ctx: Context, format: Open311Format, value: T, xml: (value: T) => string, cacheControl: string): T | Answer<never> {
  ctx.vary('Accept-Language');
  ctx.set('Cache-Control', cacheControl);
  if (format === 'json') return value;
  ctx.type = 'text/xml';
  return rawAnswer(xml(value));
}

/**
 * /open311/v2 (ServerModule.outsideApi): GeoReport v2's reads are public with CORS; POST requests
 * takes a partner's api_key, form-encoded or JSON. Every error, a path or method no route takes
 * included, is answered in Open311's format.
 */
export function open311Routes(service: GeoReportService, deps: Open311RouteDeps): OutsideApiRoutes {
  const errors = open311Errors(deps.texts, deps.log);
  const cors = publicReadCors();
  const read = { before: [cors, errors] };
  const body = bodyParser({
    enableTypes: ['json', 'form'],
    jsonLimit: BODY_LIMIT,
    formLimit: BODY_LIMIT,
    encoding: 'utf-8',
    onError: (err) => {
      throw err;
    },
  });
  const router: Router = endpointRouter([
    route(open311Discovery, ({ input, ctx }) => reply(ctx, input.params.format, service.discovery(requestLanguage(ctx)), discoveryXml, 'public, max-age=3600'), read),
    route(open311Services, ({ input, ctx }) => reply(ctx, input.params.format, service.services(requestLanguage(ctx)), servicesXml, 'public, max-age=300'), read),
    route(open311ServiceDefinition, ({ input, ctx }) => reply(ctx, input.params.format, service.serviceDefinition(input.params.service_code), serviceDefinitionXml, 'public, max-age=300'), read),
    route(open311Requests, async ({ input, ctx }) => reply(ctx, input.params.format, await service.requests(input.query, requestLanguage(ctx)), requestsXml, 'public, max-age=60'), read),
    route(open311Request, async ({ input, ctx }) => reply(ctx, input.params.format, await service.request(input.params.service_request_id, requestLanguage(ctx)), requestsXml, 'public, max-age=60'), read),
    route(
      open311CreateRequest,
      async ({ input, ctx }) => {
        const partner = await service.partnerFor(input.body.api_key);
        return reply(ctx, input.params.format, await service.create(partner, input.body, requestLanguage(ctx)), createdXml, 'no-store');
      },
      // No CORS: partners' systems send these, not other sites' scripts. The body is read after the per-address budget.
      { before: [errors], afterAccess: [body], limits: deps.createLimits },
    ),
  ]);
  return {
    prefix: OPEN311_PREFIX,
    router,
    // A path no route takes (404), a method a path does not take (405), a CORS preflight (answered by
    // cors itself): with CORS, so other sites' scripts can read these errors too.
    unmatched: (ctx: Context) =>
      cors(ctx, async () => {
        if (ctx.method === 'OPTIONS') {
          ctx.status = 204;
          ctx.set('Allow', 'GET, HEAD, POST, OPTIONS');
          return;
        }
        const methods = [...new Set(router.match(ctx.path, ctx.method).path.flatMap((layer) => layer.methods))];
        if (methods.length > 0) {
          sendError(ctx, new HttpError(405, 'OPEN311_METHOD_NOT_ALLOWED', `The method ${ctx.method} is not supported here.`, undefined, { Allow: methods.join(', ') }), deps.texts, deps.log);
          return;
        }
        sendError(ctx, new HttpError(404, 'OPEN311_NOT_FOUND', 'No such Open311 resource. The services are at /open311/v2/services.json.'), deps.texts, deps.log);
      }),
  };
}
