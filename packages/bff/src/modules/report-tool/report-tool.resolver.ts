import { Ctx, Query, Resolver } from 'type-graphql';
import { requirePrincipal, type GraphQLContext } from '../../graphql/context.js';
import { isFresh } from './report-tool.mapper.js';
import { currentReportToolToken } from './report-tool.tokens.js';
import { ReportToolSession } from './report-tool.type.js';

@Resolver(() => ReportToolSession)
export class ReportToolResolver {
  @Query(() => ReportToolSession, {
    nullable: true,
    description:
      'The embedded report tool for the signed-in user: null unless the user has the report-tool flag ' +
      '(user.isTableau). An expired token is fetched again first; an error when the catalogue cannot give one.',
  })
  async reportToolSession(@Ctx() context: GraphQLContext): Promise<ReportToolSession | null> {
    const principal = requirePrincipal(context);
    if (!principal.user.isTableau) return null;
    const token = await currentReportToolToken(context, principal);
    return { available: isFresh(token), expiresAt: new Date(token.expiresAt) };
  }
}
