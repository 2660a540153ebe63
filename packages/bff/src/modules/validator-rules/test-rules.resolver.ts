import { validateTestRule, VALIDATOR_MESSAGES, VALIDATOR_ROUTES } from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { checkPage, PageArg, type PageInput } from '../../graphql/common/page.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badUserInput } from '../../graphql/errors.js';
import { check } from '../../graphql/common/validation.js';
import { ServesRoute } from '../../graphql/guards.js';
import {
  ProviderStaffWrites,
  rowsOfReachableTypes,
  ServesValidatorScreens,
  ValidatorStaff,
} from './validator-rules.guards.js';
import {
  FILTER_ARG,
  idOf,
  requireVersion,
  sent,
  MAX_VALIDATOR_PAGE_SIZE,
  SaveTestRuleInput,
  ValidatorListFilter,
} from './validator-rules.input.js';
import { legacyId } from './validator-rules.mapper.js';
import { deleted } from './validator-rules.outcomes.js';
import {
  DeleteValidatorRecordPayload,
  TestRule,
  TestRulePage,
  TestRulePayload,
  TestRuleResult,
} from './validator-rules.type.js';

const R = VALIDATOR_ROUTES;

/**
 * The Test Rules screen: the grid, the rules a filter mapping may use, and adding, updating and deleting rules.
 * Administrators and provider staff only, on screens in their menu; every form rule is checked here with the
 * screens' messages (BAD_USER_INPUT, extensions.fields), and again by the catalogue.
 */
@Resolver()
export class ValidatorTestRulesResolver {
  @Query(() => TestRulePage, {
    description:
      "Test rules, paged (the Test Rules grid and the rule pickers). A client's user sees none of another client's message type.",
  })
  @ServesValidatorScreens()
  @ValidatorStaff()
  async testRules(
    @Arg('filter', () => ValidatorListFilter, FILTER_ARG) filter: ValidatorListFilter | null,
    @PageArg() page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<TestRulePage> {
    const answer = await context.apis.validatorRules.testRules(filter, checkPage(page));
    return { ...answer, items: rowsOfReachableTypes(context, answer.items) };
  }

  @Query(() => [TestRule], {
    description:
      "Active test rules with how many messages each has for the business line (the filter mapping's rule list); a client's user sees none of another client's message type.",
  })
  @ServesValidatorScreens()
  @ValidatorStaff()
  async mappedTestRules(
    @Arg('businessLineId', () => ID, { nullable: true, description: 'Business line.' })
    businessLineId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<TestRule[]> {
    return rowsOfReachableTypes(
      context,
      await context.apis.validatorRules.mappedTestRules(legacyId(businessLineId)),
    );
  }

  @Mutation(() => TestRulePayload, {
    description:
      'Add or update a test rule (description trimmed and unique ignoring case; five-digit id). isActive false deletes it.',
  })
  @ServesRoute(R.testRules, { edit: true })
  @ValidatorStaff()
  @ProviderStaffWrites()
  async saveTestRule(
    @Arg('input', () => SaveTestRuleInput) input: SaveTestRuleInput,
    @Ctx() context: GraphQLContext,
  ): Promise<TestRulePayload> {
    const api = context.apis.validatorRules;
    const id = input.id ? idOf(input.id, 'id') : null;
    if (!input.isActive) {
      if (id === null) throw badUserInput({ isActive: VALIDATOR_MESSAGES.newRecordInactive });
      const { message } = await deleted(api.deleteTestRule(id));
      return { message, testRule: null, deleted: true };
    }
    const version = id === null ? null : requireVersion(input.version);
    const description = input.testRuleDescription.trim();
    const ruleId = input.testRuleId?.trim() ?? '';
    const everything = { pageNumber: 1, pageSize: MAX_VALIDATOR_PAGE_SIZE };
    const existing = await api.testRules({ searchText: description }, everything);
    const others = existing.items.map((rule) => ({ id: rule.id, name: rule.testRuleDescription }));
    const sameId = /^\d{5}$/.test(ruleId)
      ? (await api.testRules({ searchText: ruleId }, everything)).items
      : [];
    const takenIds = sameId.map((rule) => ({ id: rule.id, name: rule.testRuleId }));
    check(validateTestRule({ ...input, testRuleDescription: description }, others, input.id, takenIds));
    const saved = await refusalAsInput(
      api.saveTestRule({
        id: id ?? 0,
        messageTypeId: idOf(input.messageTypeId, 'messageTypeId'),
        testRuleId: ruleId,
        testRuleDescription: description,
        // A new rule reports Pass unless told; an update without a result keeps the rule's.
        ...sent('status', input.result ?? (id === null ? TestRuleResult.PASS : undefined)),
        isActive: true,
        ...(version === null ? {} : { version }),
      }),
      (message) =>
        message === VALIDATOR_MESSAGES.testRuleIdDuplicate ? 'testRuleId' : 'testRuleDescription',
    );
    return { message: saved.message, testRule: saved.row, deleted: false };
  }

  @Mutation(() => DeleteValidatorRecordPayload, {
    description: 'Delete a test rule (refused while messages or mappings use it).',
  })
  @ServesRoute(R.testRules, { edit: true })
  @ValidatorStaff()
  @ProviderStaffWrites()
  async deleteTestRule(
    @Arg('id', () => ID, { description: 'Test rule row id.' }) id: string,
    @Ctx() context: GraphQLContext,
  ) {
    const { message } = await deleted(context.apis.validatorRules.deleteTestRule(idOf(id, 'id')));
    return { id, message };
  }
}
