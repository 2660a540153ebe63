import {
  COMPLIANCE_TESTING_MESSAGES as M,
  COMPLIANCE_TESTING_ROUTES as R,
  TESTING_LIST_LABELS,
  validateTestingListRecord,
  type TestingListKind as RulesListKind,
} from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { MessagePayload, messagePayload } from '../../graphql/common/message-payload.js';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { checkPage, PageArg, type PageInput } from '../../graphql/common/page.js';
import { check } from '../../graphql/common/validation.js';
import { withRoute, type GraphQLContext } from '../../graphql/context.js';
import { badUserInput } from '../../graphql/errors.js';
import { ServesRoute } from '../../graphql/guards.js';
import { actingClientId, reachableRows, requireProviderStaff } from '../../graphql/ownership.js';
import { TestingListKind } from './compliance-testing.enums.js';
import { complianceTestingRoute, ServesComplianceTestingScreens } from './compliance-testing.guards.js';
import {
  graphBody,
  idOf,
  optionalIdOf,
  SaveTestingListRecordInput,
  TestingGraphFilter,
  TestingRuleFilter,
} from './compliance-testing.input.js';
import {
  GroupPopulationCount,
  LoanLoad,
  PopulationLoanPage,
  RequirementNumber,
  TestingListRecord,
  TestingClient,
  TestingListRecordPayload,
  TestingRule,
  TestResultCounts,
  TestResultStatus,
} from './compliance-testing.type.js';

/** The maintenance screen of each list, and the rules' name for it. */
const LISTS: Record<TestingListKind, { route: string; rules: RulesListKind }> = {
  [TestingListKind.GROUP]: { route: R.testGroups, rules: 'GROUP' },
  [TestingListKind.TYPE]: { route: R.testTypes, rules: 'TYPE' },
  [TestingListKind.CATEGORY]: { route: R.testCategories, rules: 'CATEGORY' },
  [TestingListKind.REQUIREMENT_CATEGORY]: { route: R.requirementCategories, rules: 'REQUIREMENT_CATEGORY' },
};
const GRAPH_ARG = {
  nullable: true,
  description: 'What to count (default: every loan load and group of every client the user reaches).',
} as const;

/**
 * A graph's catalogue body. The graphs count one client's loans or every client's: a client's user always its own
 * client's (naming another client is NOT_FOUND), provider staff the client they name or, naming none, every client's.
 */
const graphOf = (context: GraphQLContext, filter: TestingGraphFilter | null) =>
  graphBody(filter, actingClientId(context, filter?.clientId));

/**
 * Compliance testing: the four maintained lists, the testing rules and requirement numbers, the loan loads and
 * result statuses, and the graphs. Reads serve any compliance testing screen in the user's menu; a list write needs
 * edit permission on that list's screen. Every form rule is checked here with the screens' messages, and again by
 * the catalogue.
 *
 * The lists and testing rules are provider-wide: provider staff alone change them. Loan loads, loans and the graphs
 * counting them are a client's: a client's user sees its own client's only (the catalogue counts them so); provider
 * staff see every client's, or one client's when they name it.
 */
@Resolver()
export class ComplianceTestingResolver {
  @Query(() => [TestingListRecord], { description: 'The records of one maintained list, by name.' })
  @ServesComplianceTestingScreens()
  testingList(
    @Arg('kind', () => TestingListKind, { description: 'Which list.' }) kind: TestingListKind,
    @Ctx() context: GraphQLContext,
  ) {
    return context.loaders.complianceTesting.list.load(kind);
  }

  @Mutation(() => TestingListRecordPayload, {
    description:
      'Adds (no id) or updates a list record: name trimmed, required, at most 100 characters and unique in its list ignoring case; description at most 500.',
  })
  async saveTestingListRecord(
    @Arg('input', () => SaveTestingListRecordInput) input: SaveTestingListRecordInput,
    @Ctx() context: GraphQLContext,
  ): Promise<TestingListRecordPayload> {
    requireProviderStaff(context);
    const list = LISTS[input.kind];
    const { route, menu } = await complianceTestingRoute(context, true, [list.route]);
    const routed = withRoute(context, route, menu);
    const id = optionalIdOf(input.id, 'id');
    if (id !== null && (input.version === null || input.version === undefined))
      throw badUserInput({ version: 'version is required to update a record.' });
    const value = { name: input.name, description: input.description ?? '' };
    const others = await routed.apis.complianceTesting.list(input.kind);
    check(validateTestingListRecord(list.rules, value, others, input.id ?? null));
    return refusalAsInput(
      routed.apis.complianceTesting.saveRecord(input.kind, {
        id,
        name: value.name.trim(),
        description: value.description.trim(),
        version: id === null ? null : (input.version ?? null),
      }),
      'name',
    );
  }

  @Mutation(() => MessagePayload, {
    description:
      'Deletes a list record; refused while a testing rule uses it (or, for a group, while it holds loans).',
  })
  async deleteTestingListRecord(
    @Arg('kind', () => TestingListKind, { description: 'Which list.' }) kind: TestingListKind,
    @Arg('id', () => ID, { description: 'Record id.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    requireProviderStaff(context);
    const list = LISTS[kind];
    const { route, menu } = await complianceTestingRoute(context, true, [list.route]);
    const routed = withRoute(context, route, menu);
    const recordId = idOf(id, 'id');
    const current = (await routed.apis.complianceTesting.list(kind)).find(
      (record) => record.id === String(recordId),
    );
    if (current && current.rulesCount > 0)
      throw badUserInput({ id: M.inUse(TESTING_LIST_LABELS[list.rules].one, current.rulesCount) });
    const message = await refusalAsInput(routed.apis.complianceTesting.deleteRecord(kind, recordId), 'id');
    return messagePayload(message);
  }

  @Query(() => [TestingRule], { description: 'Testing rules, by rule number, narrowed by the filter.' })
  @ServesComplianceTestingScreens()
  testingRules(
    @Arg('filter', () => TestingRuleFilter, { nullable: true, description: 'Filters (default: every rule).' })
    filter: TestingRuleFilter | null,
    @Ctx() context: GraphQLContext,
  ) {
    const body: Record<string, number> = {};
    for (const key of ['groupId', 'typeId', 'categoryId', 'requirementCategoryId', 'regulatorId'] as const) {
      const value = optionalIdOf(filter?.[key], key);
      if (value !== null) body[key] = value;
    }
    return context.apis.complianceTesting.testingRules(body);
  }

  @Query(() => [RequirementNumber], {
    description:
      'The requirement numbers tested, with their testing rules; of one group or one rule when given.',
  })
  @ServesRoute(R.testingRules)
  requirementNumbers(
    @Arg('groupId', () => ID, { nullable: true, description: 'Only rules of this test group.' })
    groupId: string | null,
    @Arg('testingRuleId', () => ID, { nullable: true, description: 'Only this testing rule.' })
    testingRuleId: string | null,
    @Ctx() context: GraphQLContext,
  ) {
    const body: { groupId?: number; testingRuleId?: number } = {};
    const group = optionalIdOf(groupId, 'groupId');
    const rule = optionalIdOf(testingRuleId, 'testingRuleId');
    if (group !== null) body.groupId = group;
    if (rule !== null) body.testingRuleId = rule;
    return context.apis.complianceTesting.requirementNumbers(body);
  }

  @Query(() => [LoanLoad], { description: 'Loan loads, oldest first.' })
  @ServesComplianceTestingScreens()
  async loanLoads(@Ctx() context: GraphQLContext) {
    const loads = await context.loaders.complianceTesting.loanLoads.load('all');
    return reachableRows(context, loads, (load) => load.clientId);
  }

  @Query(() => [TestingClient], {
    description:
      "The clients the graphs can count, by name: every client for provider staff (who choose one or all), a client's " +
      'user its own client only.',
  })
  @ServesRoute(R.graphs)
  async testingClients(@Ctx() context: GraphQLContext) {
    const clients = await context.apis.complianceTesting.clients();
    return reachableRows(context, clients, (client) => client.id);
  }

  @Query(() => [TestResultStatus], { description: 'The result statuses of a test.' })
  @ServesComplianceTestingScreens()
  testResultStatuses(@Ctx() context: GraphQLContext) {
    return context.loaders.complianceTesting.resultStatuses.load('all');
  }

  @Query(() => [GroupPopulationCount], { description: 'The group population graph: loans per test group.' })
  @ServesRoute(R.graphs)
  groupPopulationGraph(
    @Arg('filter', () => TestingGraphFilter, GRAPH_ARG) filter: TestingGraphFilter | null,
    @Ctx() context: GraphQLContext,
  ) {
    return context.apis.complianceTesting.groupPopulation(graphOf(context, filter));
  }

  @Query(() => PopulationLoanPage, {
    description:
      "The loans of one test group (the drill-down of the population graph): a client's user its own client's; " +
      'provider staff those of the client they name, or every client’s.',
  })
  @ServesRoute(R.graphs)
  async groupPopulationLoans(
    @Arg('groupId', () => ID, { description: 'Test group id.' }) groupId: string,
    @Arg('loanLoadId', () => ID, { nullable: true, description: 'Only loans of this loan load.' })
    loanLoadId: string | null,
    @PageArg()
    page: PageInput | null,
    @Ctx() context: GraphQLContext,
    @Arg('clientId', () => ID, {
      nullable: true,
      description:
        "Provider staff: only this client's loans (default: every client's). A client's user always lists its own " +
        "client's; naming another client is NOT_FOUND.",
    })
    clientId?: string | null,
  ): Promise<PopulationLoanPage> {
    const { pageNumber, pageSize } = checkPage(page, 500);
    const load = optionalIdOf(loanLoadId, 'loanLoadId');
    const client = optionalIdOf(actingClientId(context, clientId), 'clientId');
    const loans = await context.apis.complianceTesting.groupPopulationList({
      groupId: idOf(groupId, 'groupId'),
      ...(load === null ? {} : { loanLoadId: load }),
      ...(client === null ? {} : { clientId: client }),
      pageNumber,
      pageSize,
    });
    return {
      totalCount: loans.totalCount,
      items: reachableRows(context, loans.items, (loan) => loan.clientId),
    };
  }

  @Query(() => [TestResultCounts], { description: 'The testing type graph: results per test type.' })
  @ServesRoute(R.graphs)
  testingTypeGraph(
    @Arg('filter', () => TestingGraphFilter, GRAPH_ARG) filter: TestingGraphFilter | null,
    @Ctx() context: GraphQLContext,
  ) {
    return context.apis.complianceTesting.resultGraph('type', graphOf(context, filter));
  }

  @Query(() => [TestResultCounts], { description: 'The category graph: results per test category.' })
  @ServesRoute(R.graphs)
  testingCategoryGraph(
    @Arg('filter', () => TestingGraphFilter, GRAPH_ARG) filter: TestingGraphFilter | null,
    @Ctx() context: GraphQLContext,
  ) {
    return context.apis.complianceTesting.resultGraph('category', graphOf(context, filter));
  }

  @Query(() => [TestResultCounts], {
    description: 'The regulator graph: results per regulator of the rules.',
  })
  @ServesRoute(R.graphs)
  testingRegulatorGraph(
    @Arg('filter', () => TestingGraphFilter, GRAPH_ARG) filter: TestingGraphFilter | null,
    @Ctx() context: GraphQLContext,
  ) {
    return context.apis.complianceTesting.resultGraph('regulator', graphOf(context, filter));
  }

  @Query(() => [TestResultCounts], {
    description:
      'The exceptions graph: results per testing rule that found exceptions, the most exceptions first.',
  })
  @ServesRoute(R.graphs)
  testingExceptionsGraph(
    @Arg('filter', () => TestingGraphFilter, GRAPH_ARG) filter: TestingGraphFilter | null,
    @Ctx() context: GraphQLContext,
  ) {
    return context.apis.complianceTesting.resultGraph('exceptions', graphOf(context, filter));
  }
}
