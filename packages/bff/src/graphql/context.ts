import { isLegalModulePath } from '@lexbridge/rules';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLError } from 'graphql';
import type { Cache } from '../cache/cache.js';
import type { BffConfig } from '../config.js';
import { BoundLegacyCaller, type CallStats, type LegacyCaller, type RouteScope } from '../legacy/caller.js';
import type { LegacyClient } from '../legacy/client.js';
import { lookupScope } from '../modules/catalogue/catalogue.loaders.js';
import type { AuthApi } from '../modules/auth/auth.api.js';
import { locateRoute, type MenuItemData } from '../modules/navigation/navigation.mapper.js';
import { createApis, createLoaders, type Apis, type Loaders } from './domains.js';
import type { Metrics } from '../observability/metrics.js';
import type { AccessMarks } from '../session/access-changes.js';
import type { Principal, Principals } from '../session/principal.js';
import type { SessionStore } from '../session/store.js';
import type { TokenKeeper } from '../session/tokens.js';
import { unauthenticated } from './errors.js';

/** Long-lived services, built once by app.ts and shared by every request. */
export interface Services {
  config: BffConfig;
  legacyClient: LegacyClient;
  sessions: SessionStore;
  principals: Principals;
  tokens: TokenKeeper;
  auth: AuthApi;
  /**
   * The lookup cache: in memory, or in Redis with REDIS_URL (shared by replicas). Key per user what the catalogue
   * answers per user (`userKey`); docs/recipes.md, "Cache a lookup".
   */
  cache: Cache;
  /** When an administrator last changed a user's access (session/access-changes.ts). */
  accessMarks: AccessMarks;
  metrics: Metrics;
}

export type { Apis, Loaders };

/** Per request: resolver classes are singletons, so anything user-specific (loaders first) lives here. */
export interface GraphQLContext {
  requestId: string;
  log: FastifyBaseLogger;
  request: FastifyRequest;
  reply: FastifyReply;
  services: Services;
  principal: Principal | null;
  /**
   * Why there is no principal although the request named one: the catalogue refused its bearer token. Fields that
   * need a principal answer this error (UNAUTHENTICATED); `session` answers null.
   */
  principalRefusal?: GraphQLError | null;
  /**
   * The SPA route the calls are made from: the x-lexbridge-route header, or the route a guarded resolver declares
   * (@ServesRoute), which wins.
   */
  route: string | null;
  legacy: LegacyCaller;
  /** Legacy calls made for this request, whichever caller made them. */
  stats: CallStats;
  apis: Apis;
  loaders: Loaders;
}

export const ROUTE_HEADER = 'x-lexbridge-route';

/** Who the request acts for, found before GraphQL runs (graphql/http.ts): a principal, or why there is none. */
export interface ResolvedPrincipal {
  principal: Principal | null;
  refusal: GraphQLError | null;
}

export function createContext(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  { principal, refusal }: ResolvedPrincipal,
): GraphQLContext {
  const log = request.log;
  const routeHeader = request.headers[ROUTE_HEADER];
  const route =
    typeof routeHeader === 'string' && routeHeader.startsWith('/') ? routeHeader.slice(0, 512) : null;
  const stats: CallStats = { legacyCalls: 0 };
  const legacy = new BoundLegacyCaller(
    services.legacyClient,
    principal?.credentials ?? null,
    { requestId: String(request.id), ...routeScope(principal?.menu ?? [], route) },
    log,
    stats,
  );
  return contextFor({
    requestId: String(request.id),
    log,
    request,
    reply,
    services,
    principal,
    principalRefusal: refusal,
    route,
    legacy,
    stats,
  });
}

/** Builds the APIs and loaders over a caller, each on first use; tests use it to hand resolvers a fake catalogue. */
export function contextFor(base: Omit<GraphQLContext, 'apis' | 'loaders'>): GraphQLContext {
  const apis = createApis(base.legacy);
  const loaders = createLoaders({ apis, lookups: lookupScope(base.services, base.principal) });
  return { ...base, apis, loaders };
}

/** The headers and flags of calls made from `route`, located in `menu`. */
export function routeScope(menu: readonly MenuItemData[], route: string | null): RouteScope {
  const located = locateRoute(menu, route);
  return {
    menuId: located.menuId,
    breadcrumbId: located.breadcrumbId,
    legal: route ? isLegalModulePath(route) : false,
  };
}

/**
 * A context for one resolver that serves `route`: same request, principal and call count, but its legacy calls
 * (and the APIs and loaders over them) carry that route's menu and breadcrumb ids. The request's own context is
 * left alone, so the other fields of a query, resolved in parallel, keep theirs. It is a view over the request's
 * context (its prototype), not a copy, made once per route and caller: the guarded fields of one request share
 * its loaders (500 aliased rows, one call per distinct law).
 */
export function withRoute(
  context: GraphQLContext,
  route: string,
  menu: readonly MenuItemData[],
): GraphQLContext {
  const byRoute = routedContexts.get(context.legacy) ?? new Map<string, GraphQLContext>();
  routedContexts.set(context.legacy, byRoute);
  const known = byRoute.get(route);
  if (known) return known;
  const legacy = context.legacy.forRoute(routeScope(menu, route));
  const apis = createApis(legacy);
  const loaders = createLoaders({ apis, lookups: lookupScope(context.services, context.principal) });
  const routed = Object.create(context, {
    route: { value: route, enumerable: true },
    legacy: { value: legacy, enumerable: true },
    apis: { value: apis, enumerable: true },
    loaders: { value: loaders, enumerable: true },
  }) as GraphQLContext;
  byRoute.set(route, routed);
  return routed;
}

const routedContexts = new WeakMap<LegacyCaller, Map<string, GraphQLContext>>();

/**
 * After sign-in (or sign-out) within a request, the rest of that request acts for the new principal: later
 * fields of the same response (menu counts) are resolved with the new credentials.
 */
export function actAs(context: GraphQLContext, principal: Principal | null): void {
  const legacy = context.legacy.forCredentials(principal?.credentials ?? null);
  Object.assign(context, contextFor({ ...context, principal, principalRefusal: null, route: null, legacy }));
}

export function requirePrincipal(context: GraphQLContext): Principal {
  if (!context.principal) throw context.principalRefusal ?? unauthenticated();
  return context.principal;
}
