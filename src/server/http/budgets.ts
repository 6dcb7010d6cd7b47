import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { budgetsOf, type Budget, type BudgetScope, type EndpointLimitInput, type TargetBudget } from '../../shared/endpoint-limits';
import { pathParamNames, type AnyEndpoint } from '../../shared/endpoint';
import { clientAddress, rateLimitsOf } from './rate-limit';
import type { SessionUser } from './session';

/** The core's 429 message (core-error-texts.ts translates it); an endpoint's `limits.message` replaces it. */
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';

/** Values of an endpoint's budgets from the module's settings (only for budgets that name their `setting`). */
export type BudgetSettings = Partial<Record<BudgetScope, { points?: number; windowSeconds?: number }>>;

/** A budget as mounted: the declaration with the module's settings applied. */
export interface MountedBudget {
  scope: BudgetScope;
  points: number;
  windowSeconds: number;
  enforcedBy: 'route' | 'service';
  /** Set by the operator through the budget's own variable, or counted by the service: RATE_LIMIT_FACTOR does not apply. */
  fixed: boolean;
  /** The counter's name in the rate-limit table (`<counter>:<key>`). */
  counter: string;
  setting?: string;
  what?: string;
  key?: TargetBudget['key'];
}

/** The points a budget allows with the app's RATE_LIMIT_FACTOR. */
export function budgetPoints(b: Pick<MountedBudget, 'points' | 'fixed'>, factor: number): number {
  return b.fixed ? b.points : b.points * factor;
}

const SUFFIX: Record<BudgetScope, string> = { perPerson: 'person', perAddress: 'address', perTarget: 'target' };

/** The endpoint's declared budgets with the module's settings applied; a setting for a budget that names none fails the mount. */
export function mountBudgets(endpoint: AnyEndpoint, settings: BudgetSettings = {}): MountedBudget[] {
  const name = `${endpoint.method} ${endpoint.path}`;
  const declared = budgetsOf(endpoint.limits);
  for (const scope of Object.keys(settings) as BudgetScope[]) {
    const budget = declared.find(([s]) => s === scope)?.[1];
    if (!budget?.setting) throw new TypeError(`${name}: a setting was given for ${scope}, which names no setting`);
  }
  return declared.map(([scope, b]: [BudgetScope, Budget & Partial<TargetBudget>]) => {
    const set = settings[scope];
    const mounted: MountedBudget = {
      scope,
      points: set?.points ?? b.points,
      windowSeconds: set?.windowSeconds ?? b.windowSeconds,
      enforcedBy: b.enforcedBy ?? 'route',
      // A number the operator set, or one the service counts by itself: RATE_LIMIT_FACTOR does not apply.
      fixed: set?.points !== undefined || b.enforcedBy === 'service',
      counter: `${b.counter ?? name}:${SUFFIX[scope]}`,
      ...(b.setting ? { setting: b.setting } : {}),
      ...(b.what ? { what: b.what } : {}),
      ...(b.key ? { key: b.key } : {}),
    };
    if (scope === 'perTarget' && mounted.enforcedBy === 'route' && !b.key && pathParamNames(endpoint.path).length === 0) {
      throw new TypeError(`${name}: perTarget needs a key (the path has no parameters)`);
    }
    return mounted;
  });
}

/** A target as stored: hashed, since a target may be a secret (an invite code, an API key). */
const targetKey = (raw: string) => createHash('sha256').update(raw).digest('base64url');

/** The target of a request by its validated input: the budget's key, else its path parameters. */
function targetOf(endpoint: AnyEndpoint, b: MountedBudget, input: EndpointLimitInput): string | null {
  const raw = b.key ? b.key(input) : pathParamNames(endpoint.path).map((p) => String((input.params as Record<string, unknown> | undefined)?.[p] ?? '')).join('/');
  return raw === null || raw === '' ? null : targetKey(raw);
}

/**
 * Counts the request against the route-enforced budgets of these scopes, in the order declared; the
 * first one over its limit answers 429 RATE_LIMITED with Retry-After, and the later ones are not
 * counted (one person over their own limit does not use up their address's). Null: nothing to count.
 * `inputOf` gives the validated input (route.ts) for a per-target budget.
 */
export function budgetGuard(endpoint: AnyEndpoint, budgets: MountedBudget[], scopes: BudgetScope[], inputOf?: (ctx: Context) => EndpointLimitInput): Middleware | null {
  const counted = budgets.filter((b) => b.enforcedBy === 'route' && scopes.includes(b.scope));
  if (counted.length === 0) return null;
  const message = endpoint.limits?.message ?? TOO_MANY_REQUESTS;
  return async (ctx, next) => {
    const limits = rateLimitsOf(ctx);
    for (const b of counted) {
      const key =
        b.scope === 'perPerson' ? ((ctx.state.user as SessionUser | undefined)?.id ?? null) : b.scope === 'perAddress' ? clientAddress(ctx) : inputOf ? targetOf(endpoint, b, inputOf(ctx)) : null;
      if (key === null) continue;
      await limits.consume(b.counter, key, budgetPoints(b, limits.factor), b.windowSeconds, message);
    }
    await next();
  };
}

/** Which mounted middleware has which budgets (the OpenAPI document shows them as mounted). */
const budgetsOfRun = new WeakMap<object, MountedBudget[]>();

export function setLayerBudgets(run: object, budgets: MountedBudget[]): void {
  budgetsOfRun.set(run, budgets);
}

/** The budgets of a router layer's endpoint as mounted (see layerEndpoint in route.ts). */
export function layerBudgets(stack: readonly unknown[]): MountedBudget[] | undefined {
  const last = stack[stack.length - 1];
  return typeof last === 'function' ? budgetsOfRun.get(last) : undefined;
}
