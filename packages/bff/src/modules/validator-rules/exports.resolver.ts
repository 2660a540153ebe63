import { VALIDATOR_ROUTES } from '@lexbridge/rules';
import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { requirePrincipal, type GraphQLContext } from '../../graphql/context.js';
import { issueDownloadTicket } from '../../http/files.js';
import { actingClientId } from '../../graphql/ownership.js';
import { GRID_ENDPOINTS, filterBody } from './validator-rules.api.js';
import { validatorRoute, ValidatorStaff } from './validator-rules.guards.js';
import { ExportValidatorGridInput } from './validator-rules.input.js';
import { ExportValidatorGridPayload, ValidatorGrid } from './validator-rules.type.js';

const R = VALIDATOR_ROUTES;

const GRID_ROUTES: Record<ValidatorGrid, (typeof R)[keyof typeof R]> = {
  [ValidatorGrid.MESSAGE_TYPES]: R.messageTypes,
  [ValidatorGrid.TEST_RULES]: R.testRules,
  [ValidatorGrid.TEST_RULE_MESSAGES]: R.testRuleMessages,
  [ValidatorGrid.TEST_FILTER_MAPPINGS]: R.testFilterMappings,
  [ValidatorGrid.TEST_FILTER_FIELDS]: R.testFilterFields,
  [ValidatorGrid.CLIENT_FILTER_MAPPINGS]: R.clientFilterMappings,
};

/**
 * Every validator grid's Export to Excel: a download ticket for the grid with the screen's filters. Administrators
 * and provider staff only, from the grid's screen in their menu.
 */
@Resolver()
export class ValidatorExportsResolver {
  @Mutation(() => ExportValidatorGridPayload, {
    description:
      'Export a grid as an Excel workbook: a single-use download ticket, valid for a minute, for GET /files/:ticket (same user).',
  })
  @ValidatorStaff()
  async exportValidatorGrid(
    @Arg('input', () => ExportValidatorGridInput) input: ExportValidatorGridInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ExportValidatorGridPayload> {
    const principal = requirePrincipal(context);
    const { route } = await validatorRoute(context, false, GRID_ROUTES[input.grid]);
    // The export has the grid's rows: a client's user names no other client (NOT_FOUND), and a client's filter
    // mappings are its own client's.
    const named = input.filter?.clientId ? actingClientId(context, input.filter.clientId) : null;
    const clientId =
      input.grid === ValidatorGrid.CLIENT_FILTER_MAPPINGS ? actingClientId(context, named) : named;
    const download = await issueDownloadTicket(context.services, {
      userId: principal.user.id,
      route,
      path: GRID_ENDPOINTS[input.grid].export,
      body: filterBody({ ...input.filter, clientId }),
    });
    return { message: 'Your download is ready.', download };
  }
}
