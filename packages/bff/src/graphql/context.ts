import { isLegalModulePath } from '@lexbridge/rules';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLError } from 'graphql';
import type { Cache } from '../cache/cache.js';
import type { BffConfig } from '../config.js';
import { BoundLegacyCaller, type CallStats, type LegacyCaller, type RouteScope } from '../legacy/caller.js';
import type { LegacyClient } from '../legacy/client.js';
import { AccountApi } from '../modules/auth/account.api.js';
import { CatalogueApi } from '../modules/catalogue/catalogue.api.js';
import {
  createCatalogueLoaders,
  lookupScope,
  type CatalogueLoaders,
} from '../modules/catalogue/catalogue.loaders.js';
import { LawsApi } from '../modules/laws/laws.api.js';
import { createLawLoaders, type LawLoaders } from '../modules/laws/laws.loaders.js';
import type { AuthApi } from '../modules/auth/auth.api.js';
import { NavigationApi } from '../modules/navigation/navigation.api.js';
import { createNavigationLoaders, type NavigationLoaders } from '../modules/navigation/navigation.loaders.js';
import { locateRoute, type MenuItemData } from '../modules/navigation/navigation.mapper.js';
import { RegistrationApi } from '../modules/registration/registration.api.js';
import { ReportToolApi } from '../modules/report-tool/report-tool.api.js';
import { ReportsApi } from '../modules/reports/reports.api.js';
import { RequirementsApi } from '../modules/requirements/requirements.api.js';
import {
  createRequirementLoaders,
  type RequirementLoaders,
} from '../modules/requirements/requirements.loaders.js';
import { createReportLoaders, type ReportLoaders } from '../modules/reports/reports.loaders.js';
import { ChangeInLawApi } from '../modules/change-in-law/change-in-law.api.js';
import {
  createChangeInLawLoaders,
  type ChangeInLawLoaders,
} from '../modules/change-in-law/change-in-law.loaders.js';
import { MappingsApi } from '../modules/mappings/mappings.api.js';
import { createMappingLoaders, type MappingLoaders } from '../modules/mappings/mappings.loaders.js';
import { SearchHistoryApi } from '../modules/search-history/search-history.api.js';
import { ValidatorRulesApi } from '../modules/validator-rules/validator-rules.api.js';
import type { Metrics } from '../observability/metrics.js';
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
  metrics: Metrics;
}

/** The domain APIs of one request, all bound to the same caller (so its call count covers them all). */
export interface Apis {
  account: AccountApi;
  catalogue: CatalogueApi;
  laws: LawsApi;
  navigation: NavigationApi;
  registration: RegistrationApi;
  reportTool: ReportToolApi;
  reports: ReportsApi;
  mappings: MappingsApi;
  changeInLaw: ChangeInLawApi;
  requirements: RequirementsApi;
  searchHistory: SearchHistoryApi;
  validatorRules: ValidatorRulesApi;
}

export interface Loaders {
  catalogue: CatalogueLoaders;
  laws: LawLoaders;
  navigation: NavigationLoaders;
  reports: ReportLoaders;
  mappings: MappingLoaders;
  changeInLaw: ChangeInLawLoaders;
  requirements: RequirementLoaders;
}

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

/** Builds the APIs and loaders over a caller; tests use it to hand resolvers a fake catalogue. */
export function contextFor(base: Omit<GraphQLContext, 'apis' | 'loaders'>): GraphQLContext {
  const apis: Apis = {
    account: new AccountApi(base.legacy),
    catalogue: new CatalogueApi(base.legacy),
    laws: new LawsApi(base.legacy),
    navigation: new NavigationApi(base.legacy),
    registration: new RegistrationApi(base.legacy),
    reportTool: new ReportToolApi(base.legacy),
    reports: new ReportsApi(base.legacy),
    mappings: new MappingsApi(base.legacy),
    changeInLaw: new ChangeInLawApi(base.legacy),
    requirements: new RequirementsApi(base.legacy),
    searchHistory: new SearchHistoryApi(base.legacy),
    validatorRules: new ValidatorRulesApi(base.legacy),
  };
  const lookups = lookupScope(base.services, base.principal);
  const loaders: Loaders = {
    catalogue: createCatalogueLoaders(apis.catalogue, lookups),
    laws: createLawLoaders(apis.laws),
    navigation: createNavigationLoaders(apis.navigation),
    reports: createReportLoaders(apis.reports, lookups),
    mappings: createMappingLoaders(apis.mappings),
    changeInLaw: createChangeInLawLoaders(apis.changeInLaw),
    requirements: createRequirementLoaders(apis.requirements),
  };
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
 * left alone, so the other fields of a query, resolved in parallel, keep theirs.
 */
export function withRoute(
  context: GraphQLContext,
  route: string,
  menu: readonly MenuItemData[],
): GraphQLContext {
  // One routed context per caller and route: guarded fields of one request share its loaders (500 aliased rows,
  // one call per distinct law). A new caller (actAs after a sign-in) starts afresh.
  const byRoute = routedContexts.get(context.legacy) ?? new Map<string, GraphQLContext>();
  routedContexts.set(context.legacy, byRoute);
  const known = byRoute.get(route);
  if (known) return known;
  const legacy = context.legacy.forRoute(routeScope(menu, route));
  const routed = contextFor({ ...context, route, legacy });
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
