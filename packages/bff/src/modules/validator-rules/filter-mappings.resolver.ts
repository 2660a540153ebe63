import { VALIDATOR_ROUTES } from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { checkPage, PageArg, type PageInput } from '../../graphql/common/page.js';
import { withRoute, type GraphQLContext } from '../../graphql/context.js';
import { actingClientId, requireProviderStaff } from '../../graphql/ownership.js';
import { ServesRoute } from '../../graphql/guards.js';
import {
  ProviderStaffWrites,
  rowsOfReachableTypes,
  ServesValidatorScreens,
  validatorRoute,
  ValidatorStaff,
} from './validator-rules.guards.js';
import {
  FILTER_ARG,
  filterMappingListBody,
  idOf,
  reorderBody,
  ReorderTestFilterMappingsInput,
  SaveTestFilterMappingsInput,
  ValidatorListFilter,
} from './validator-rules.input.js';
import { legacyId } from './validator-rules.mapper.js';
import { deleted } from './validator-rules.outcomes.js';
import {
  BulkSavePayload,
  DeleteValidatorRecordPayload,
  TestFilterMappingPage,
  TestFilterResultStatus,
  FilterTest,
} from './validator-rules.type.js';

const R = VALIDATOR_ROUTES;

/**
 * The Test Filter Mappings screen: the grid, its tests and result statuses, list saves, deletes and reorders
 * (of the master rows, or of a client's copy).
 * Administrators and provider staff only, on screens in their menu; every form rule is checked here with the
 * screens' messages (BAD_USER_INPUT, extensions.fields), and again by the catalogue.
 */
@Resolver()
export class ValidatorFilterMappingsResolver {
  @Query(() => [TestFilterResultStatus], {
    description: 'Result statuses of filter mappings (Pass, Observation).',
  })
  @ServesValidatorScreens()
  @ValidatorStaff()
  async testFilterResultStatuses(@Ctx() context: GraphQLContext): Promise<TestFilterResultStatus[]> {
    return context.apis.validatorRules.resultStatuses();
  }

  @Query(() => [FilterTest], {
    description: 'Tests of a business line (all lines when absent); isMapped: only tests with mappings.',
  })
  @ServesValidatorScreens()
  @ValidatorStaff()
  async filterTests(
    @Arg('businessLineId', () => ID, { nullable: true, description: 'Business line.' })
    businessLineId: string | null,
    @Arg('isMapped', () => Boolean, { defaultValue: false, description: 'Only tests that have mappings.' })
    isMapped: boolean,
    @Ctx() context: GraphQLContext,
  ): Promise<FilterTest[]> {
    return context.apis.validatorRules.tests(legacyId(businessLineId), isMapped);
  }

  @Query(() => TestFilterMappingPage, {
    description:
      "Filter mappings (master rows), paged, by test and order. A client's user sees none of a rule of another client's message type.",
  })
  @ServesValidatorScreens()
  @ValidatorStaff()
  async testFilterMappings(
    @Arg('filter', () => ValidatorListFilter, FILTER_ARG) filter: ValidatorListFilter | null,
    @PageArg() page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<TestFilterMappingPage> {
    const answer = await context.apis.validatorRules.testFilterMappings(filter, checkPage(page));
    return { ...answer, items: rowsOfReachableTypes(context, answer.items) };
  }

  @Mutation(() => BulkSavePayload, {
    description:
      "Save filter mappings (add, update, or delete with isActive false): each row's rules (status, messages, custom message) checked; the answer counts what happened.",
  })
  @ServesRoute(R.testFilterMappings, { edit: true })
  @ValidatorStaff()
  @ProviderStaffWrites()
  async saveTestFilterMappings(
    @Arg('input', () => SaveTestFilterMappingsInput) input: SaveTestFilterMappingsInput,
    @Ctx() context: GraphQLContext,
  ): Promise<BulkSavePayload> {
    const api = context.apis.validatorRules;
    const rows = input.mappings;
    const body = await filterMappingListBody(api, rows);
    return refusalAsInput(api.saveMappingList(body), rows.length === 1 ? 'testRuleId' : 'mappings');
  }

  @Mutation(() => DeleteValidatorRecordPayload, { description: 'Delete a filter mapping.' })
  @ServesRoute(R.testFilterMappings, { edit: true })
  @ValidatorStaff()
  @ProviderStaffWrites()
  async deleteTestFilterMapping(
    @Arg('id', () => ID, { description: 'Mapping id.' }) id: string,
    @Ctx() context: GraphQLContext,
  ) {
    const { message } = await deleted(context.apis.validatorRules.deleteTestFilterMapping(idOf(id, 'id')));
    return { id, message };
  }

  @Mutation(() => BulkSavePayload, {
    description:
      "Reorder a test's filter mappings (or a client's copy with clientId). Rows must all belong to the test; only rows whose order changed are sent, with isReorder 1.",
  })
  @ValidatorStaff()
  async reorderTestFilterMappings(
    @Arg('input', () => ReorderTestFilterMappingsInput) input: ReorderTestFilterMappingsInput,
    @Ctx() context: GraphQLContext,
  ): Promise<BulkSavePayload> {
    const client = Boolean(input.clientId);
    // The master rows are provider-wide (provider staff move them); a client's copy is moved by provider staff or
    // by that client's own users (another client's is NOT_FOUND).
    const clientId = client ? actingClientId(context, input.clientId) : null;
    if (!client) requireProviderStaff(context);
    // A guard by hand: the route depends on whose mappings move.
    const { route, menu } = await validatorRoute(
      context,
      true,
      client ? R.clientFilterMappings : R.testFilterMappings,
    );
    const api = withRoute(context, route, menu).apis.validatorRules;
    const testId = idOf(input.testId, 'testId');
    const current = await api.mappingsOfTest(testId, client ? idOf(clientId, 'clientId') : null);
    const body = reorderBody(input, current);
    return refusalAsInput(api.saveMappingList(body, client), 'rows');
  }
}
