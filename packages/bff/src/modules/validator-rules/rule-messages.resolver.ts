import {
  isResolvedMessage,
  resolveAzimuthMessage,
  validateRuleMessageLogic,
  VALIDATOR_MESSAGES,
  VALIDATOR_ROUTES,
} from '@lexbridge/rules';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
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
  SaveTestRuleMessageInput,
  ValidatorListFilter,
} from './validator-rules.input.js';
import { legacyId } from './validator-rules.mapper.js';
import { deleted } from './validator-rules.outcomes.js';
import {
  AzimuthMessageList,
  DeleteValidatorRecordPayload,
  TestRuleMessage,
  TestRuleMessagePage,
  TestRuleMessagePayload,
} from './validator-rules.type.js';

const R = VALIDATOR_ROUTES;

/**
 * The Test Rule Messages screen: the grid, a rule's messages, the message auto-complete, and adding, updating
 * and deleting a rule's messages.
 * Administrators and provider staff only, on screens in their menu; every form rule is checked here with the
 * screens' messages (BAD_USER_INPUT, extensions.fields), and again by the catalogue.
 */
@Resolver()
export class ValidatorRuleMessagesResolver {
  @Query(() => AzimuthMessageList, {
    description:
      'The message auto-complete: messages containing `search` (ignoring case), alphabetical, the first `first`.',
  })
  @ServesValidatorScreens()
  @ValidatorStaff()
  async azimuthMessages(
    @Arg('search', () => String, { description: 'Text to find.' }) search: string,
    @Arg('first', () => Int, { defaultValue: 20, description: 'How many, 1 to 100.' }) first: number,
    @Ctx() context: GraphQLContext,
  ): Promise<AzimuthMessageList> {
    if (first < 1 || first > 100) throw badUserInput({ first: 'first must be from 1 to 100.' });
    const wanted = search.trim().toLowerCase();
    const all = await context.apis.validatorRules.azimuthMessages();
    const matches = wanted ? all.filter((item) => item.message.toLowerCase().includes(wanted)) : all;
    return { totalCount: matches.length, items: matches.slice(0, first) };
  }

  @Query(() => TestRuleMessagePage, {
    description:
      "Test rule messages, paged. A client's user sees none of a rule of another client's message type.",
  })
  @ServesRoute(R.testRuleMessages)
  @ValidatorStaff()
  async testRuleMessages(
    @Arg('filter', () => ValidatorListFilter, FILTER_ARG) filter: ValidatorListFilter | null,
    @PageArg() page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<TestRuleMessagePage> {
    const answer = await context.apis.validatorRules.testRuleMessages(filter, checkPage(page));
    return { ...answer, items: rowsOfReachableTypes(context, answer.items) };
  }

  @Query(() => [TestRuleMessage], {
    description:
      "A test rule's active messages, of one business line when given (none for a client's user when the rule is of another client's message type).",
  })
  @ServesValidatorScreens()
  @ValidatorStaff()
  async testRuleMessagesOfRule(
    @Arg('testRuleId', () => ID, { description: 'Test rule (row id).' }) testRuleId: string,
    @Arg('businessLineId', () => ID, { nullable: true, description: 'Business line.' })
    businessLineId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<TestRuleMessage[]> {
    const messages = await context.apis.validatorRules.messagesOfTestRule(
      idOf(testRuleId, 'testRuleId'),
      legacyId(businessLineId),
    );
    return rowsOfReachableTypes(context, messages);
  }

  @Mutation(() => TestRuleMessagePayload, {
    description:
      "Add or update a rule's message: a typed text must match the selected message or add a new one. isActive false deletes it, unless an active filter mapping uses it.",
  })
  @ServesRoute(R.testRuleMessages, { edit: true })
  @ValidatorStaff()
  @ProviderStaffWrites()
  async saveTestRuleMessage(
    @Arg('input', () => SaveTestRuleMessageInput) input: SaveTestRuleMessageInput,
    @Ctx() context: GraphQLContext,
  ): Promise<TestRuleMessagePayload> {
    const api = context.apis.validatorRules;
    const id = input.id ? idOf(input.id, 'id') : null;
    if (!input.isActive) {
      if (id === null) throw badUserInput({ isActive: VALIDATOR_MESSAGES.newRecordInactive });
      const { message } = await deleted(api.deleteTestRuleMessage(id));
      return { message, testRuleMessage: null, deleted: true };
    }
    const version = id === null ? null : requireVersion(input.version);
    const businessLineId = idOf(input.businessLineId, 'businessLineId');
    const testRuleId = idOf(input.testRuleId, 'testRuleId');
    check(validateRuleMessageLogic(input.ruleMessageLogic));
    const listed = await api.azimuthMessages();
    const selected = input.ruleMessageId
      ? (listed.find((item) => item.id === input.ruleMessageId) ?? null)
      : null;
    if (input.ruleMessageId && !selected && !input.isNewMessage) {
      throw badUserInput({ azimuthMessage: VALIDATOR_MESSAGES.azimuthMessageRequired });
    }
    const resolved = resolveAzimuthMessage(
      { typed: input.azimuthMessage, selected, isNew: input.isNewMessage },
      listed,
    );
    if (!isResolvedMessage(resolved)) throw badUserInput({ [resolved.field]: resolved.message });
    const saved = await refusalAsInput(
      api.saveTestRuleMessage({
        id: id ?? 0,
        businessLineId,
        testRuleId,
        ...('ruleMessageId' in resolved
          ? { ruleMessageId: Number(resolved.ruleMessageId) }
          : { ruleMessageId: 0, azimuthMessage: resolved.newMessage }),
        // Left out of an update, the logic stays as it is.
        ...sent(
          'ruleMessageLogic',
          input.ruleMessageLogic === undefined ? undefined : (input.ruleMessageLogic ?? '').trim(),
        ),
        testRuleMapperId: id ?? 0,
        isActive: true,
        ...(version === null ? {} : { version }),
      }),
      (message) => (message.startsWith('At most') ? 'ruleMessageLogic' : 'azimuthMessage'),
    );
    return { message: saved.message, testRuleMessage: saved.row, deleted: false };
  }

  @Mutation(() => DeleteValidatorRecordPayload, {
    description:
      "Delete a rule's message. BAD_USER_INPUT 'Cannot delete TestRuleMessage because it is still associated with an active Test Filter Mapping.' while one uses it.",
  })
  @ServesRoute(R.testRuleMessages, { edit: true })
  @ValidatorStaff()
  @ProviderStaffWrites()
  async deleteTestRuleMessage(
    @Arg('id', () => ID, { description: 'Test rule message id.' }) id: string,
    @Ctx() context: GraphQLContext,
  ) {
    const { message } = await deleted(context.apis.validatorRules.deleteTestRuleMessage(idOf(id, 'id')));
    return { id, message };
  }
}
