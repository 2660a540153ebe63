import { RISK_ROUTES as R } from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { messagePayload, MessagePayload } from '../../graphql/common/message-payload.js';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { ServesRoute } from '../../graphql/guards.js';
import { actingClientId, reachableRows } from '../../graphql/ownership.js';
import { RiskReportKind } from './risk.enums.js';
import {
  clientField,
  idOf,
  reportFilterBody,
  RiskReportFilterInput,
  SaveRiskSearchInput,
  searchBody,
} from './risk.input.js';
import {
  toGapReport,
  toImpactReport,
  toImplementationReport,
  toRiskReport,
  toSavedSearch,
  toUpdatesReport,
} from './risk.mapper.js';
import { RiskRatingReport, RiskReportLookups, RiskSavedSearch, RiskSavedSearchPayload } from './risk.type.js';

/** The risk rating reports with their charts, and the user's saved report searches. */
@Resolver()
export class RiskReportsResolver {
  @Query(() => RiskReportLookups, { description: 'What the risk reports filter by.' })
  @ServesRoute(R.riskReports)
  async riskReportLookups(@Ctx() context: GraphQLContext): Promise<RiskReportLookups> {
    const [companyProcesses, frequencies, clients] = await Promise.all([
      context.loaders.risk.companyProcesses.load('all'),
      context.loaders.risk.frequencies.load('all'),
      context.loaders.risk.clients.load('all'),
    ]);
    return { companyProcesses, frequencies, clients: reachableRows(context, clients, (client) => client.id) };
  }

  @Query(() => RiskRatingReport, { description: 'One risk rating report as a table with its chart.' })
  @ServesRoute(R.riskReports)
  async riskRatingReport(
    @Ctx() context: GraphQLContext,
    @Arg('kind', () => RiskReportKind, { description: 'Which report.' }) kind: RiskReportKind,
    @Arg('filter', () => RiskReportFilterInput, { nullable: true, description: 'What to report on.' })
    filter: RiskReportFilterInput | null,
  ): Promise<RiskRatingReport> {
    // A client's user reports on its own client only; provider staff on the one they name, or on every client.
    const body = { ...reportFilterBody(filter), ...clientField(actingClientId(context, filter?.clientId)) };
    const api = context.apis.risk;
    switch (kind) {
      case RiskReportKind.RISK:
        return toRiskReport((await api.riskReport(body)).result);
      case RiskReportKind.GAP:
        return toGapReport((await api.gapReport(body)).result);
      case RiskReportKind.IMPACT:
        return toImpactReport((await api.impactReport(body)).result);
      case RiskReportKind.IMPLEMENTATION_STATUS:
        return toImplementationReport((await api.implementationReport(body)).result);
      default:
        return toUpdatesReport((await api.updatesReport(body)).result);
    }
  }

  @Query(() => [RiskSavedSearch], {
    description: "The signed-in user's saved risk report searches, latest first.",
  })
  @ServesRoute(R.riskReports)
  riskSavedSearches(@Ctx() context: GraphQLContext): Promise<RiskSavedSearch[]> {
    return context.loaders.risk.savedSearches.load('all');
  }

  @Mutation(() => RiskSavedSearchPayload, { description: 'Saves a risk report search under a name.' })
  @ServesRoute(R.riskReports, { edit: true })
  async saveRiskSearch(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => SaveRiskSearchInput) input: SaveRiskSearchInput,
  ): Promise<RiskSavedSearchPayload> {
    const { message, result } = await refusalAsInput(context.apis.risk.addSearch(searchBody(input)), 'name');
    return { message: message ?? 'Success', search: toSavedSearch(result) };
  }

  @Mutation(() => MessagePayload, { description: 'Deletes one of the user’s saved risk report searches.' })
  @ServesRoute(R.riskReports, { edit: true })
  async deleteRiskSearch(
    @Ctx() context: GraphQLContext,
    @Arg('id', () => ID, { description: 'The saved search.' }) id: string,
  ): Promise<MessagePayload> {
    const { message } = await refusalAsInput(context.apis.risk.deleteSearch(idOf(id, 'id')), 'id');
    return messagePayload(message ?? 'Success');
  }
}
