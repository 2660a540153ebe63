import type { GraphQLContext, Services } from '../../graphql/context.js';
import type { ReportToolApi } from './report-tool.api.js';
import type { Principal } from '../../session/principal.js';
import type { ReportToolToken } from '../../session/store.js';
import { isFresh, toReportToolToken } from './report-tool.mapper.js';

/** A new report-tool token from the catalogue, for the context's principal. */
export async function fetchReportToolToken(context: GraphQLContext): Promise<ReportToolToken> {
  const answer = await context.apis.reportTool.token();
  return toReportToolToken(answer, context.services.config.reportTokenMarginMs);
}

/**
 * At sign-in: the token for a user with the report-tool flag, or null. A failure here never fails the sign-in
 * (the report tool is one screen among many); it is logged, and `reportToolSession` tries again later.
 */
export async function reportToolTokenAtSignIn(context: GraphQLContext): Promise<ReportToolToken | null> {
  try {
    return await fetchReportToolToken(context);
  } catch (error) {
    context.log.warn({ err: error }, 'could not fetch the report-tool token at sign-in');
    return null;
  }
}

/** The session's token while it is fresh; otherwise a new one, kept in the session record for later requests. */
export async function currentReportToolToken(
  context: GraphQLContext,
  principal: Principal,
): Promise<ReportToolToken> {
  return freshReportToolToken(context.apis.reportTool, context.services, principal);
}

/**
 * The same outside GraphQL (the embed route): the principal's token while it is fresh, otherwise a new one from
 * the catalogue, stored in the session record so every replica and later request uses it until it expires.
 */
export async function freshReportToolToken(
  api: ReportToolApi,
  services: Pick<Services, 'config' | 'tokens'>,
  principal: Principal,
): Promise<ReportToolToken> {
  if (isFresh(principal.reportTool)) return principal.reportTool;
  const token = toReportToolToken(await api.token(), services.config.reportTokenMarginMs);
  if (principal.sessionId) {
    await services.tokens.updateSession(principal.sessionId, (record) => ({
      ...record,
      reportTool: token,
    }));
  }
  principal.reportTool = token;
  return token;
}
