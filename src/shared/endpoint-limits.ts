/**
 * The abuse budget an endpoint declares (issue 33, EndpointSpec.limits and .outward): route.ts
 * enforces it, the OpenAPI document shows it, the API document test requires it of every endpoint
 * that writes or sends something outward. Isomorphic: no Node, no DOM.
 */

/**
 * How many requests in a window of time (issue 33: every endpoint that writes, sends something
 * outward or costs money declares its abuse budget next to its schemas; `limits` below).
 */
export interface Budget {
  points: number;
  windowSeconds: number;
  /**
   * Who counts it. 'route' (the default): src/server/http/route.ts, before the handler runs, in the
   * rate-limit table every server process shares. 'service': the module's own code, where only it
   * knows what is counted (e.g. the confirmation mails actually sent to one recipient address, or
   * failed sign-in attempts): declared here so the reference shows it.
   */
  enforcedBy?: 'route' | 'service';
  /**
   * The environment variable that sets `points`: the module parses it (default: the declared number,
   * `declaredPoints`) and hands the value to route() (RouteOptions.limits), with the core's
   * RATE_LIMIT_WINDOW_SECONDS as the window where its variable counts in that window. A value handed
   * in is taken as it is: RATE_LIMIT_FACTOR multiplies only declared numbers.
   */
  setting?: string;
  /** Endpoints naming the same counter share one count (e.g. both open-data downloads); default: the endpoint's own. */
  counter?: string;
}

/** A budget per target: per event, per invite code, per recipient address, per API key. */
export interface TargetBudget<I = EndpointLimitInput> extends Budget {
  /** What one target is, in words for the reference: 'event', 'invite code', 'recipient address'. */
  what: string;
  /**
   * The target a request counts under, from its validated input (default: the path parameters); null:
   * the request is not counted. Stored hashed (a key may be a secret such as an invite code).
   */
  key?: (input: I) => string | null;
}

/** The validated input a target key is read from (typed per endpoint by defineEndpoint). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EndpointLimitInput = { params: any; query: any; body: any };

/**
 * What an endpoint sends outward or costs, besides its own answer: e-mail, Web Push, a fetch of a URL
 * someone supplied, a call of the paid AI model, a call of another service the operator configured
 * (the geocoder). Such an endpoint, like every one that writes, must declare `limits`.
 */
export type Outward = 'mail' | 'push' | 'url-fetch' | 'model-call' | 'service-call';

/**
 * An endpoint's abuse budget. Per person counts the session's user (not counted without a session);
 * per address the client address (`clientAddress`: IPv6 per /64), generous enough for the people of
 * one event behind one carrier's address; per target the thing the request aims at. Beyond a
 * route-enforced budget the endpoint answers 429 RATE_LIMITED with Retry-After.
 */
export interface EndpointLimits<I = EndpointLimitInput> {
  perPerson?: Budget;
  perAddress?: Budget;
  perTarget?: TargetBudget<I>;
  /** The 429 message (English; a module's error texts translate it as `RATE_LIMITED.<variant>`); default: the core's. */
  message?: string;
  /**
   * No budget, and why: only for a write that is cheap, touches only the caller's own data and
   * sends nothing outward (e.g. deleting one's own alert area). Not together with budgets.
   */
  unlimited?: string;
}

const SCOPES = ['perPerson', 'perAddress', 'perTarget'] as const;
export type BudgetScope = (typeof SCOPES)[number];

/** The budgets an endpoint declares, by scope, in the order they are listed. */
export function budgetsOf(limits: EndpointLimits<unknown> | undefined): [BudgetScope, Budget | TargetBudget<unknown>][] {
  if (!limits) return [];
  return SCOPES.flatMap((scope) => (limits[scope] ? [[scope, limits[scope]] as [BudgetScope, Budget]] : []));
}

/** A declaration that cannot mean what it says fails where the endpoint is defined. */
export function checkLimits(name: string, limits: EndpointLimits<never> | undefined): void {
  if (!limits) return;
  const budgets = budgetsOf(limits as EndpointLimits<unknown>);
  if (limits.unlimited !== undefined && (budgets.length > 0 || !limits.unlimited.trim())) throw new TypeError(`${name}: 'unlimited' takes a reason and no budgets`);
  if (limits.unlimited === undefined && budgets.length === 0) throw new TypeError(`${name}: limits declare no budget (or 'unlimited' with a reason)`);
  for (const [scope, b] of budgets) {
    if (!(Number.isInteger(b.points) && b.points > 0 && Number.isInteger(b.windowSeconds) && b.windowSeconds > 0)) throw new TypeError(`${name}: ${scope} needs whole positive points and windowSeconds`);
  }
}

/** '5 per day', '300 per hour', '3 per 10 minutes': a budget's rate in words (the reference, the docs). */
export function budgetText(points: number, windowSeconds: number): string {
  const units: [number, string][] = [[86_400, 'day'], [3600, 'hour'], [60, 'minute'], [1, 'second']];
  for (const [size, unit] of units) {
    if (windowSeconds % size !== 0) continue;
    const n = windowSeconds / size;
    return `${points} per ${n === 1 ? unit : `${n} ${unit}s`}`;
  }
  return `${points} per ${windowSeconds} seconds`;
}

/** The points an endpoint declares for a scope: the default of the module setting that names it. */
export function declaredPoints(endpoint: { method: string; path: string; limits?: EndpointLimits<never> }, scope: BudgetScope): number {
  const budget = endpoint.limits?.[scope];
  if (!budget) throw new TypeError(`${endpoint.method} ${endpoint.path} declares no ${scope} budget`);
  return budget.points;
}
