import { canAccessRoute, reportToolBaseUrl } from '@lexbridge/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { GraphQLError } from 'graphql';
import { routeScope, type Services } from '../../graphql/context.js';
import { BoundLegacyCaller } from '../../legacy/caller.js';
import type { Principal } from '../../session/principal.js';
import { ReportToolApi } from '../report-tool/report-tool.api.js';
import { freshReportToolToken } from '../report-tool/report-tool.tokens.js';
import { ReportingApi } from './reporting.api.js';
import { toDashboard } from './reporting.mapper.js';
import { hiddenKey, SCREEN_ROUTES } from './reporting.resolver.js';
import { ReportScreen } from './reporting.type.js';

const SCREENS = new Set<string>(Object.values(ReportScreen));

function refuse(reply: FastifyReply, status: number, text: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(text);
}

/**
 * GET /report-tool/embed/:screen/:dashboardId: what the page frames for an embedded dashboard. With the session
 * cookie, for a user with the report-tool flag who may open the screen and has not had the dashboard hidden, it
 * takes the session's report-tool token (renewed when it has expired, 10 seconds early) and sends the frame on
 * (303) to the dashboard's view at the report tool, with the token and the page's origin (where the tool may post
 * its messages). The token goes only into the frame's address at the report tool; the page never reads it.
 * `?clientId=` names the client the report shows: a client's user's own always (naming another is 404), the one
 * provider staff chose.
 */
export async function registerReportEmbedRoutes(app: FastifyInstance, services: Services): Promise<void> {
  app.get<{ Params: { screen: string; dashboardId: string }; Querystring: { clientId?: string } }>(
    '/report-tool/embed/:screen/:dashboardId',
    async (request, reply) => {
      const { screen, dashboardId } = request.params;
      const urlTemplate = services.config.reportToolUrl;
      if (!urlTemplate) return refuse(reply, 404, 'No report tool is configured.');
      if (!SCREENS.has(screen) || !/^\d{1,12}$/.test(dashboardId)) return refuse(reply, 404, 'Not found.');
      let principal: Principal | null;
      try {
        principal = await services.principals.resolve(request, request.log);
      } catch (error) {
        if (error instanceof GraphQLError) return refuse(reply, 401, error.message);
        throw error;
      }
      if (!principal || principal.kind !== 'session') return refuse(reply, 401, 'Please sign in again.');
      const route = SCREEN_ROUTES[screen as ReportScreen];
      if (!principal.user.isTableau || !canAccessRoute(principal.menu ?? [], route))
        return refuse(reply, 403, 'You do not have permission to view this page.');
      if ((principal.hiddenReports ?? []).includes(hiddenKey(screen as ReportScreen, dashboardId)))
        return refuse(reply, 410, 'This report is not available for the rest of this session.');
      const named = String(request.query.clientId ?? '').trim();
      if (named && !/^\d{1,12}$/.test(named)) return refuse(reply, 404, 'Not found.');
      const ownClient = principal.user.clientId;
      if (ownClient !== null && named && named !== ownClient) return refuse(reply, 404, 'Not found.');
      const clientId = ownClient ?? (named || null);
      const caller = new BoundLegacyCaller(
        services.legacyClient,
        principal.credentials,
        { requestId: String(request.id), ...routeScope(principal.menu ?? [], route) },
        request.log,
      );
      const dashboard = (await new ReportingApi(caller).dashboards(screen))
        .map((row) => toDashboard(row, screen as ReportScreen))
        .find((candidate) => candidate.id === dashboardId);
      if (!dashboard) return refuse(reply, 404, 'Report not found.');
      const token = await freshReportToolToken(new ReportToolApi(caller), services, principal);
      const { config } = services;
      const base = reportToolBaseUrl(
        {
          urlTemplate,
          productDomain: config.productDomain,
          defaultDomain: config.reportToolDefaultDomain,
        },
        request.hostname,
      );
      const target = new URL(
        `${base}/views/${encodeURIComponent(dashboard.workbook)}/${encodeURIComponent(dashboard.view)}`,
      );
      target.searchParams.set(':embed', 'y');
      target.searchParams.set('token', token.token);
      target.searchParams.set('origin', `${request.protocol}://${request.host}`);
      if (clientId) target.searchParams.set('clientId', clientId);
      return reply.status(303).header('cache-control', 'no-store').redirect(target.toString(), 303);
    },
  );
}
