import {
  CANNED_REPORT_NAMES,
  CLIENT_ID_CHECK_FAILED_EVENT,
  CLIENT_ID_CHECKS,
  excelFileName,
  REPORT_MESSAGES,
  reportToolBaseUrl,
  type CannedReportKey,
} from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requirePrincipal, withRoute, type GraphQLContext } from '../../graphql/context.js';
import { actingClientId, reachableRows, tenancyOf } from '../../graphql/ownership.js';
import { screenAmong, ServesRoute } from '../../graphql/guards.js';
import { currentReportToolToken } from '../report-tool/report-tool.tokens.js';
import { CannedReportFilter, cannedQuery, checkReportError, ReportErrorInput } from './reporting.input.js';
import {
  toArtifactTypeRow,
  toDashboard,
  toGapRow,
  toImpactRow,
  toImplementationRow,
  toReportClient,
  toRiskRow,
  withClient,
} from './reporting.mapper.js';
import {
  ArtifactTypeReport,
  GapReport,
  ImpactReport,
  ImplementationStatusReport,
  ReportDashboards,
  ReportClient,
  ReportErrorPayload,
  ReportScreen,
  RiskReport,
} from './reporting.type.js';
import type { CannedReportFilter as Filter } from './reporting.input.js';

export const REPORTS_ROUTE = '/reports';

/** The route of each screen that shows embedded dashboards: its guard, and its calls' menu ids. */
export const SCREEN_ROUTES: Record<ReportScreen, string> = {
  [ReportScreen.REPORTS]: REPORTS_ROUTE,
  [ReportScreen.CRA]: '/cra',
  [ReportScreen.COMPLIANCE_TESTING]: '/compliance-testing/dashboard',
};

export const hiddenKey = (screen: ReportScreen, dashboardId: string) => `${screen}:${dashboardId}`;

/** The context for a screen's route, after checking the user may open it (FORBIDDEN otherwise). */
export async function screenContext(context: GraphQLContext, screen: ReportScreen): Promise<GraphQLContext> {
  const { route, menu } = await screenAmong(context, [SCREEN_ROUTES[screen]]);
  return withRoute(context, route, menu);
}

function report<T>(key: CannedReportKey, rows: T[]) {
  const name = CANNED_REPORT_NAMES[key];
  return { name, fileName: excelFileName(name, new Date()), totalCount: rows.length, rows };
}

/**
 * The catalogue's query of a canned report, acting for the session's client: a client's user's own (naming another
 * client is NOT_FOUND), the client provider staff name, or every client's.
 */
function scopedQuery(context: GraphQLContext, filter: Filter | null, levelName: string) {
  const clientId = actingClientId(context, filter?.clientId);
  return { clientId, query: cannedQuery(filter, levelName, clientId) };
}

/** Rows that carry their client, kept to those this user reaches (and to the client it acts for). */
function ownRows<T extends { ClientId?: string | number | null }>(
  context: GraphQLContext,
  clientId: string | null,
  rows: T[],
): T[] {
  return reachableRows(context, rows, (row) => row.ClientId).filter(
    (row) => clientId === null || String(row.ClientId) === clientId,
  );
}

/**
 * The client a user's embedded reports must show: a client's user's own, from the session (naming another client
 * is NOT_FOUND); for provider staff the client they named (NOT_FOUND when there is none such), or null.
 */
export async function reportClientOf(
  context: GraphQLContext,
  named: string | null | undefined,
): Promise<ReportClient | null> {
  const tenancy = tenancyOf(context);
  const clientId = actingClientId(context, named);
  if (tenancy.kind === 'client' && tenancy.clientName !== null)
    return { id: tenancy.clientId, name: tenancy.clientName };
  if (clientId === null) return null;
  return toReportClient(await context.apis.reporting.client(clientId));
}

/** The host the browser reached the product at (the report tool's domain follows it). */
const requestHost = (context: GraphQLContext) => context.request?.hostname ?? '';

/**
 * The Reports area: canned reports (tables and charts the user filters and exports), and the embedded dashboards
 * of the Reports, CRA and compliance-testing screens with the reporting errors the browser submits.
 */
@Resolver()
export class ReportingResolver {
  @Query(() => GapReport, {
    description:
      "The Gap Report of the user's business lines and client (provider staff: every client's, or filter.clientId). " +
      'FORBIDDEN without /reports in the menu; BAD_USER_INPUT for a bad filter; NOT_FOUND when a client user names ' +
      'another client.',
  })
  @ServesRoute(REPORTS_ROUTE)
  async gapReport(
    @Arg('filter', () => CannedReportFilter, { nullable: true }) filter: CannedReportFilter | null,
    @Ctx() context: GraphQLContext,
  ): Promise<GapReport> {
    const { clientId, query } = scopedQuery(context, filter, 'severity');
    const rows = ownRows(context, clientId, await context.apis.reporting.gaps(query));
    return report('report-gap', rows.map(toGapRow));
  }

  @Query(() => RiskReport, {
    description:
      "The Risk Report of the user's business lines and client (level: residual risk). FORBIDDEN without /reports.",
  })
  @ServesRoute(REPORTS_ROUTE)
  async riskReport(
    @Arg('filter', () => CannedReportFilter, { nullable: true }) filter: CannedReportFilter | null,
    @Ctx() context: GraphQLContext,
  ): Promise<RiskReport> {
    const { clientId, query } = scopedQuery(context, filter, 'riskLevel');
    const rows = ownRows(context, clientId, await context.apis.reporting.risks(query));
    return report('report-risk', rows.map(toRiskRow));
  }

  @Query(() => ImpactReport, {
    description:
      "The Impact Report: changes in law on the user's business lines; business laws counted are the client's. " +
      'FORBIDDEN without /reports.',
  })
  @ServesRoute(REPORTS_ROUTE)
  async impactReport(
    @Arg('filter', () => CannedReportFilter, { nullable: true }) filter: CannedReportFilter | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ImpactReport> {
    const rows = await context.apis.reporting.impacts(scopedQuery(context, filter, 'severity').query);
    return report('report-impact', rows.map(toImpactRow));
  }

  @Query(() => ImplementationStatusReport, {
    description:
      "The Implementation Status Report: the client's business laws by status per business line. FORBIDDEN " +
      'without /reports.',
  })
  @ServesRoute(REPORTS_ROUTE)
  async implementationStatusReport(
    @Arg('filter', () => CannedReportFilter, { nullable: true }) filter: CannedReportFilter | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ImplementationStatusReport> {
    const rows = await context.apis.reporting.implementation(scopedQuery(context, filter, 'severity').query);
    return report('report-dashboard', rows.map(toImplementationRow));
  }

  @Query(() => ArtifactTypeReport, {
    description:
      "The Artifact Type Report: artifacts per type and business line, with the client's mappings. FORBIDDEN " +
      'without /reports.',
  })
  @ServesRoute(REPORTS_ROUTE)
  async artifactTypeReport(
    @Arg('filter', () => CannedReportFilter, { nullable: true }) filter: CannedReportFilter | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ArtifactTypeReport> {
    const rows = await context.apis.reporting.artifactTypes(scopedQuery(context, filter, 'severity').query);
    return report('report-artifact-type', rows.map(toArtifactTypeRow));
  }

  @Query(() => [ReportClient], {
    description:
      "The clients the user may look at on the Reports, CRA and compliance-testing screens: a client's user its " +
      'own client only; provider staff every client (they choose one). FORBIDDEN without one of those screens.',
  })
  async reportClients(@Ctx() requestContext: GraphQLContext): Promise<ReportClient[]> {
    const { route, menu } = await screenAmong(requestContext, Object.values(SCREEN_ROUTES));
    const context = withRoute(requestContext, route, menu);
    const rows = (await context.apis.reporting.clients())
      .map(toReportClient)
      .filter((client): client is ReportClient => client !== null);
    return reachableRows(context, rows, (client) => client.id);
  }

  @Query(() => ReportDashboards, {
    nullable: true,
    description:
      "A screen's embedded dashboards. Null unless the user has the report-tool flag (user.isTableau) and a " +
      'report tool is configured (REPORT_TOOL_URL, or the reference stand-in of a public catalogue). The ' +
      'report-tool token is fetched again first when it has expired (10 seconds before the catalogue says); ' +
      "FORBIDDEN without the screen in the menu; an error when the catalogue gives no token. `client` is a client's " +
      "user's own client (the session's); provider staff choose it with clientId (NOT_FOUND when a client's user " +
      'names another client, or when there is no such client).',
  })
  async reportDashboards(
    @Arg('screen', () => ReportScreen, { description: 'The screen.' }) screen: ReportScreen,
    @Ctx() requestContext: GraphQLContext,
    @Arg('clientId', () => ID, {
      nullable: true,
      description: "Provider staff: the client whose reports to show. A client's user always sees its own.",
    })
    clientId?: string | null,
  ): Promise<ReportDashboards | null> {
    const context = await screenContext(requestContext, screen);
    const principal = requirePrincipal(context);
    const { config } = context.services;
    const urlTemplate = config.reportToolUrl;
    if (!principal.user.isTableau || !urlTemplate) return null;
    const token = await currentReportToolToken(context, principal);
    const [rows, client] = await Promise.all([
      context.apis.reporting.dashboards(screen),
      reportClientOf(context, clientId),
    ]);
    const hidden = new Set(principal.hiddenReports ?? []);
    const base = reportToolBaseUrl(
      {
        urlTemplate,
        productDomain: config.productDomain,
        defaultDomain: config.reportToolDefaultDomain,
      },
      requestHost(context),
    );
    return {
      screen,
      dashboards: rows
        .map((row) => withClient(toDashboard(row, screen), client?.id ?? null))
        .filter((dashboard) => !hidden.has(hiddenKey(screen, dashboard.id))),
      client,
      reportOrigin: new URL(base).origin,
      loadWaitMs: config.reportLoadWaitMs,
      tokenExpiresAt: new Date(token.expiresAt),
    };
  }

  @Mutation(() => ReportErrorPayload, {
    description:
      'A reporting error the page saw (a failed client-id check TB_CID_ERR_01 to 05, or a report that did not load): ' +
      "posted to the catalogue with the report name, error code, the client (a client's user's own; provider staff " +
      "name it with input.clientId; another client's: NOT_FOUND) and description, and the dashboard " +
      "hidden for the rest of the session. Answers the toast 'Please contact provider support' (Error!). " +
      'BAD_USER_INPUT without report name or error code; FORBIDDEN without the screen in the menu.',
  })
  async submitReportError(
    @Arg('screen', () => ReportScreen, { description: 'The screen the report was shown on.' })
    screen: ReportScreen,
    @Arg('input', () => ReportErrorInput) input: ReportErrorInput,
    @Ctx() requestContext: GraphQLContext,
  ): Promise<ReportErrorPayload> {
    const error = checkReportError(input);
    const context = await screenContext(requestContext, screen);
    const principal = requirePrincipal(context);
    // The client whose report failed: a client's user's own (naming another is NOT_FOUND, nothing recorded).
    const client = await reportClientOf(context, error.clientId);
    if (error.errorCode in CLIENT_ID_CHECKS) {
      context.log.warn(
        { event: CLIENT_ID_CHECK_FAILED_EVENT, code: error.errorCode, report: error.reportName, screen },
        'embedded report failed its client-id check',
      );
    }
    if (error.dashboardId && principal.sessionId) {
      const key = hiddenKey(screen, error.dashboardId);
      await context.services.tokens.updateSession(principal.sessionId, (record) => ({
        ...record,
        hiddenReports: [...new Set([...(record.hiddenReports ?? []), key])],
      }));
      principal.hiddenReports = [...new Set([...(principal.hiddenReports ?? []), key])];
    }
    await context.apis.reporting.submitError({
      reportName: error.reportName,
      errorCode: error.errorCode,
      clientId: client?.id ?? null,
      clientName: client?.name ?? null,
      description: error.description ?? null,
    });
    return {
      message: REPORT_MESSAGES.contactSupport,
      title: REPORT_MESSAGES.contactSupportTitle,
      hiddenDashboardId: error.dashboardId ?? null,
    };
  }
}
