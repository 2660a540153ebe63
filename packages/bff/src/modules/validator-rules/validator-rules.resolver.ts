import {
  changedOrders,
  isResolvedMessage,
  isTestMessageType,
  normalizeMessageType,
  resolveAzimuthMessage,
  validateCustomMessage,
  validateFilterMapping,
  validateMessageType,
  validateRuleMessageLogic,
  validateTestRule,
  VALIDATOR_MESSAGES,
  VALIDATOR_ROUTES,
  type FieldError,
} from '@lexbridge/rules';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { checkPage, PageInput } from '../../graphql/common/page.js';
import { requirePrincipal, withRoute, type GraphQLContext } from '../../graphql/context.js';
import { badUserInput } from '../../graphql/errors.js';
import { ServesRoute } from '../../graphql/guards.js';
import { issueDownloadTicket } from '../../http/files.js';
import { GRID_ENDPOINTS, filterBody } from './validator-rules.api.js';
import { ServesValidatorScreens, validatorRoute, ValidatorStaff } from './validator-rules.guards.js';
import {
  ExportValidatorGridInput,
  MAX_VALIDATOR_PAGE_SIZE,
  ReorderTestFilterMappingsInput,
  SaveClientFilterMappingInput,
  SaveMessageTypeInput,
  SaveTestFilterFieldInput,
  SaveTestFilterMappingsInput,
  SaveTestRuleInput,
  SaveTestRuleMessageInput,
  ValidatorListFilter,
} from './validator-rules.input.js';
import { legacyId } from './validator-rules.mapper.js';
import {
  AzimuthMessageList,
  BulkSavePayload,
  ClientFilterMappingPayload,
  DeleteValidatorRecordPayload,
  EntityField,
  ExportValidatorGridPayload,
  MessageTypePage,
  MessageTypePayload,
  TestFilterFieldPage,
  TestFilterFieldPayload,
  type TestFilterMapping,
  TestFilterMappingPage,
  TestFilterResultStatus,
  TestRule,
  TestRulePage,
  TestRuleMessage,
  TestRuleMessagePage,
  TestRuleMessagePayload,
  TestRulePayload,
  TestRuleResult,
  ValidatorClient,
  ValidatorEntity,
  ValidatorGrid,
  FilterTest,
} from './validator-rules.type.js';

const R = VALIDATOR_ROUTES;
const MAX_LIST_SAVE = 1000;

function check(failure: FieldError | null): void {
  if (failure) throw badUserInput({ [failure.field]: failure.message });
}

/** A required id of the schema, as the catalogue's number. */
function idOf(value: string | null | undefined, field: string): number {
  const id = legacyId(value);
  if (id === null) throw badUserInput({ [field]: `${field} must be a positive whole number.` });
  return id;
}

/**
 * An update must carry the version the client read, so a save over someone else's newer change is refused
 * (CONFLICT) instead of overwriting it. Adds and deletes need none.
 */
function requireVersion(version: number | null | undefined, field = 'version'): number {
  if (version === null || version === undefined)
    throw badUserInput({ [field]: VALIDATOR_MESSAGES.versionRequired });
  return version;
}

/** The key, only when the client sent the field: an omitted field leaves the stored value as it is. */
function sent<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

const GRID_ROUTES: Record<ValidatorGrid, (typeof R)[keyof typeof R]> = {
  [ValidatorGrid.MESSAGE_TYPES]: R.messageTypes,
  [ValidatorGrid.TEST_RULES]: R.testRules,
  [ValidatorGrid.TEST_RULE_MESSAGES]: R.testRuleMessages,
  [ValidatorGrid.TEST_FILTER_MAPPINGS]: R.testFilterMappings,
  [ValidatorGrid.TEST_FILTER_FIELDS]: R.testFilterFields,
  [ValidatorGrid.CLIENT_FILTER_MAPPINGS]: R.clientFilterMappings,
};

const PAGE_ARG = { nullable: true, description: 'Which page (default: page 1 of 100 rows).' } as const;
const FILTER_ARG = { nullable: true, description: 'Filters of the grid.' } as const;

/**
 * Validator rule maintenance. Every form rule and state rule is checked here with the
 * screens' messages (BAD_USER_INPUT, extensions.fields), so internal tools get them as the screens do; the catalogue
 * checks them again. Administrators and provider staff only, on screens in their menu.
 */
@Resolver()
export class ValidatorRulesResolver {
  // ----- lookups --------------------------------------------------------------------------------------------------

  @Query(() => [ValidatorClient], { description: 'Clients a message type may belong to.' })
  @ServesValidatorScreens()
  @ValidatorStaff()
  async validatorClients(@Ctx() context: GraphQLContext): Promise<ValidatorClient[]> {
    return context.apis.validatorRules.clients();
  }

  @Query(() => MessageTypePage, {
    description: 'Message types, paged (the Message Types grid and the Test Rule modal).',
  })
  @ServesValidatorScreens()
  @ValidatorStaff()
  async messageTypes(
    @Arg('filter', () => ValidatorListFilter, FILTER_ARG) filter: ValidatorListFilter | null,
    @Arg('page', () => PageInput, PAGE_ARG) page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<MessageTypePage> {
    return context.apis.validatorRules.messageTypes(filter, checkPage(page));
  }

  @Query(() => TestRulePage, { description: 'Test rules, paged (the Test Rules grid and the rule pickers).' })
  @ServesValidatorScreens()
  @ValidatorStaff()
  async testRules(
    @Arg('filter', () => ValidatorListFilter, FILTER_ARG) filter: ValidatorListFilter | null,
    @Arg('page', () => PageInput, PAGE_ARG) page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<TestRulePage> {
    return context.apis.validatorRules.testRules(filter, checkPage(page));
  }

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

  @Query(() => TestRuleMessagePage, { description: 'Test rule messages, paged.' })
  @ServesRoute(R.testRuleMessages)
  @ValidatorStaff()
  async testRuleMessages(
    @Arg('filter', () => ValidatorListFilter, FILTER_ARG) filter: ValidatorListFilter | null,
    @Arg('page', () => PageInput, PAGE_ARG) page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<TestRuleMessagePage> {
    return context.apis.validatorRules.testRuleMessages(filter, checkPage(page));
  }

  @Query(() => [TestRuleMessage], {
    description: "A test rule's active messages, of one business line when given.",
  })
  @ServesValidatorScreens()
  @ValidatorStaff()
  async testRuleMessagesOfRule(
    @Arg('testRuleId', () => ID, { description: 'Test rule (row id).' }) testRuleId: string,
    @Arg('businessLineId', () => ID, { nullable: true, description: 'Business line.' })
    businessLineId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<TestRuleMessage[]> {
    return context.apis.validatorRules.messagesOfTestRule(
      idOf(testRuleId, 'testRuleId'),
      legacyId(businessLineId),
    );
  }

  @Query(() => [TestRule], {
    description:
      "Active test rules with how many messages each has for the business line (the filter mapping's rule list).",
  })
  @ServesValidatorScreens()
  @ValidatorStaff()
  async mappedTestRules(
    @Arg('businessLineId', () => ID, { nullable: true, description: 'Business line.' })
    businessLineId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<TestRule[]> {
    return context.apis.validatorRules.mappedTestRules(legacyId(businessLineId));
  }

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

  @Query(() => [ValidatorEntity], { description: 'Entity types of a business line.' })
  @ServesValidatorScreens()
  @ValidatorStaff()
  async validatorEntities(
    @Arg('businessLineId', () => ID, { nullable: true, description: 'Business line.' })
    businessLineId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ValidatorEntity[]> {
    return context.apis.validatorRules.entities(legacyId(businessLineId));
  }

  @Query(() => [EntityField], { description: 'Fields of an entity.' })
  @ServesValidatorScreens()
  @ValidatorStaff()
  async entityFields(
    @Arg('entityId', () => ID, { description: 'Entity.' }) entityId: string,
    @Arg('testId', () => ID, { nullable: true, description: 'The test the field is for.' })
    testId: string | null,
    @Ctx() context: GraphQLContext,
  ): Promise<EntityField[]> {
    return context.apis.validatorRules.fieldsOfEntity(idOf(entityId, 'entityId'), legacyId(testId));
  }

  @Query(() => TestFilterMappingPage, {
    description: 'Filter mappings (master rows), paged, by test and order.',
  })
  @ServesValidatorScreens()
  @ValidatorStaff()
  async testFilterMappings(
    @Arg('filter', () => ValidatorListFilter, FILTER_ARG) filter: ValidatorListFilter | null,
    @Arg('page', () => PageInput, PAGE_ARG) page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<TestFilterMappingPage> {
    return context.apis.validatorRules.testFilterMappings(filter, checkPage(page));
  }

  @Query(() => TestFilterMappingPage, { description: "Clients' copies of filter mappings, paged." })
  @ServesRoute(R.clientFilterMappings)
  @ValidatorStaff()
  async clientFilterMappings(
    @Arg('filter', () => ValidatorListFilter, FILTER_ARG) filter: ValidatorListFilter | null,
    @Arg('page', () => PageInput, PAGE_ARG) page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<TestFilterMappingPage> {
    return context.apis.validatorRules.clientFilterMappings(filter, checkPage(page));
  }

  @Query(() => TestFilterFieldPage, { description: 'Filter fields, paged.' })
  @ServesRoute(R.testFilterFields)
  @ValidatorStaff()
  async testFilterFields(
    @Arg('filter', () => ValidatorListFilter, FILTER_ARG) filter: ValidatorListFilter | null,
    @Arg('page', () => PageInput, PAGE_ARG) page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<TestFilterFieldPage> {
    return context.apis.validatorRules.testFilterFields(filter, checkPage(page));
  }

  // ----- message types --------------------------------------------------------------------------------------------

  @Mutation(() => MessageTypePayload, {
    description:
      'Add or update a message type (trimmed; client required when isClient, cleared otherwise; unique ignoring case). isActive false deletes it.',
  })
  @ServesRoute(R.messageTypes, { edit: true })
  @ValidatorStaff()
  async saveMessageType(
    @Arg('input', () => SaveMessageTypeInput) input: SaveMessageTypeInput,
    @Ctx() context: GraphQLContext,
  ): Promise<MessageTypePayload> {
    const api = context.apis.validatorRules;
    const id = input.id ? idOf(input.id, 'id') : null;
    if (!input.isActive) {
      if (id === null) throw badUserInput({ isActive: VALIDATOR_MESSAGES.newRecordInactive });
      const { message } = await this.deleted(api.deleteMessageType(id));
      return { message, messageType: null, deleted: true };
    }
    const version = id === null ? null : requireVersion(input.version);
    const value = normalizeMessageType({ ...input, clientId: input.clientId ?? null });
    const others = (await api.allMessageTypes()).map((type) => ({ id: type.id, name: type.messageType }));
    check(validateMessageType(value, others, input.id));
    const saved = await refusalAsInput(
      api.saveMessageType({
        id: id ?? 0,
        messageType: value.messageType,
        // Left out of an update, the description stays as it is.
        ...sent('description', input.description === undefined ? undefined : value.description),
        isClient: value.isClient,
        clientId: value.isClient ? legacyId(value.clientId as string) : null,
        clientName: null,
        isActive: true,
        ...(version === null ? {} : { version }),
      }),
      'messageType',
    );
    return { message: saved.message, messageType: saved.row, deleted: false };
  }

  @Mutation(() => DeleteValidatorRecordPayload, {
    description: 'Delete a message type (refused while a test rule uses it).',
  })
  @ServesRoute(R.messageTypes, { edit: true })
  @ValidatorStaff()
  async deleteMessageType(
    @Arg('id', () => ID, { description: 'Message type id.' }) id: string,
    @Ctx() context: GraphQLContext,
  ) {
    const { message } = await this.deleted(context.apis.validatorRules.deleteMessageType(idOf(id, 'id')));
    return { id, message };
  }

  // ----- test rules -----------------------------------------------------------------------------------------------

  @Mutation(() => TestRulePayload, {
    description:
      'Add or update a test rule (description trimmed and unique ignoring case; five-digit id). isActive false deletes it.',
  })
  @ServesRoute(R.testRules, { edit: true })
  @ValidatorStaff()
  async saveTestRule(
    @Arg('input', () => SaveTestRuleInput) input: SaveTestRuleInput,
    @Ctx() context: GraphQLContext,
  ): Promise<TestRulePayload> {
    const api = context.apis.validatorRules;
    const id = input.id ? idOf(input.id, 'id') : null;
    if (!input.isActive) {
      if (id === null) throw badUserInput({ isActive: VALIDATOR_MESSAGES.newRecordInactive });
      const { message } = await this.deleted(api.deleteTestRule(id));
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
  async deleteTestRule(
    @Arg('id', () => ID, { description: 'Test rule row id.' }) id: string,
    @Ctx() context: GraphQLContext,
  ) {
    const { message } = await this.deleted(context.apis.validatorRules.deleteTestRule(idOf(id, 'id')));
    return { id, message };
  }

  // ----- test rule messages ---------------------------------------------------------------------------------------

  @Mutation(() => TestRuleMessagePayload, {
    description:
      "Add or update a rule's message: a typed text must match the selected message or add a new one. isActive false deletes it, unless an active filter mapping uses it.",
  })
  @ServesRoute(R.testRuleMessages, { edit: true })
  @ValidatorStaff()
  async saveTestRuleMessage(
    @Arg('input', () => SaveTestRuleMessageInput) input: SaveTestRuleMessageInput,
    @Ctx() context: GraphQLContext,
  ): Promise<TestRuleMessagePayload> {
    const api = context.apis.validatorRules;
    const id = input.id ? idOf(input.id, 'id') : null;
    if (!input.isActive) {
      if (id === null) throw badUserInput({ isActive: VALIDATOR_MESSAGES.newRecordInactive });
      const { message } = await this.deleted(api.deleteTestRuleMessage(id));
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
  async deleteTestRuleMessage(
    @Arg('id', () => ID, { description: 'Test rule message id.' }) id: string,
    @Ctx() context: GraphQLContext,
  ) {
    const { message } = await this.deleted(context.apis.validatorRules.deleteTestRuleMessage(idOf(id, 'id')));
    return { id, message };
  }

  // ----- filter mappings ------------------------------------------------------------------------------------------

  @Mutation(() => BulkSavePayload, {
    description:
      "Save filter mappings (add, update, or delete with isActive false): each row's rules (status, messages, custom message) checked; the answer counts what happened.",
  })
  @ServesRoute(R.testFilterMappings, { edit: true })
  @ValidatorStaff()
  async saveTestFilterMappings(
    @Arg('input', () => SaveTestFilterMappingsInput) input: SaveTestFilterMappingsInput,
    @Ctx() context: GraphQLContext,
  ): Promise<BulkSavePayload> {
    const api = context.apis.validatorRules;
    const rows = input.mappings;
    if (rows.length === 0 || rows.length > MAX_LIST_SAVE)
      throw badUserInput({ mappings: `Send 1 to ${MAX_LIST_SAVE} mappings.` });
    const tests = new Map((await api.tests(null, false)).map((test) => [test.id, test]));
    const rulesByLine = new Map<string, Map<string, TestRule>>();
    const mappingsByTest = new Map<string, Map<string, TestFilterMapping>>();
    const body: Record<string, unknown>[] = [];
    for (const [index, row] of rows.entries()) {
      const field = (name: string) => (rows.length === 1 ? name : `mappings[${index}].${name}`);
      const fail = (failure: FieldError) => badUserInput({ [field(failure.field)]: failure.message });
      if (row.id && !row.isActive) {
        body.push({ id: idOf(row.id, field('id')), isActive: false });
        continue;
      }
      const test = tests.get(row.testId);
      if (!test) throw fail({ field: 'testId', message: 'Test Id is required.' });
      let rules = rulesByLine.get(test.businessLineId);
      if (!rules) {
        rules = new Map(
          (await api.mappedTestRules(Number(test.businessLineId))).map((rule) => [rule.id, rule]),
        );
        rulesByLine.set(test.businessLineId, rules);
      }
      const rule = rules.get(row.testRuleId);
      if (!rule) throw fail({ field: 'testRuleId', message: 'Test Rule is required.' });
      // An update changes only what it sends: the rest comes from the mapping as it is now.
      let current: TestFilterMapping | null = null;
      if (row.id) {
        requireVersion(row.version, field('version'));
        let ofTest = mappingsByTest.get(test.id);
        if (!ofTest) {
          ofTest = new Map(
            (await api.mappingsOfTest(Number(test.id), null)).map((mapping) => [mapping.id, mapping]),
          );
          mappingsByTest.set(test.id, ofTest);
        }
        current = ofTest.get(row.id) ?? null;
      }
      const sameRule = current !== null && current.testRuleId === row.testRuleId;
      let ruleMessageId = row.ruleMessageId ?? (sameRule ? current!.ruleMessageId : null);
      const statusId = row.statusId !== undefined ? row.statusId : (current?.statusId ?? null);
      const isCustomMessage = row.isCustomMessage ?? current?.isCustomMessage ?? false;
      const customMessage =
        row.customMessage !== undefined ? row.customMessage : (current?.customMessage ?? null);
      if (!ruleMessageId && rule.messageCount === 1) {
        ruleMessageId =
          (await api.messagesOfTestRule(Number(rule.id), Number(test.businessLineId)))[0]?.id ?? null;
      }
      const failure = validateFilterMapping({
        testId: row.testId,
        testRuleId: row.testRuleId,
        ruleMessageType: rule.messageType,
        messageCount: rule.messageCount,
        ruleMessageId,
        statusId,
        isCustomMessage,
        customMessage,
      });
      if (failure) throw fail(failure);
      body.push({
        id: row.id ? idOf(row.id, field('id')) : 0,
        testId: Number(test.id),
        testNumber: test.testNumber,
        businessLineId: Number(test.businessLineId),
        testRuleId: Number(rule.id),
        ruleMessageId: Number(ruleMessageId),
        statusId: isTestMessageType(rule.messageType) ? legacyId(statusId) : null,
        testOrder: row.testOrder ?? 0,
        isCustomMessage,
        customMessage: isCustomMessage ? (customMessage ?? '').trim() : null,
        isActive: true,
        isReorder: 0,
        clientId: null,
        ...(row.id ? { version: row.version } : {}),
      });
    }
    return refusalAsInput(api.saveMappingList(body), rows.length === 1 ? 'testRuleId' : 'mappings');
  }

  @Mutation(() => DeleteValidatorRecordPayload, { description: 'Delete a filter mapping.' })
  @ServesRoute(R.testFilterMappings, { edit: true })
  @ValidatorStaff()
  async deleteTestFilterMapping(
    @Arg('id', () => ID, { description: 'Mapping id.' }) id: string,
    @Ctx() context: GraphQLContext,
  ) {
    const { message } = await this.deleted(
      context.apis.validatorRules.deleteTestFilterMapping(idOf(id, 'id')),
    );
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
    // A guard by hand: the route depends on whose mappings move.
    const { route } = await validatorRoute(
      context,
      true,
      client ? R.clientFilterMappings : R.testFilterMappings,
    );
    const routed = await this.routed(context, route);
    const api = routed.apis.validatorRules;
    const testId = idOf(input.testId, 'testId');
    const current = await api.mappingsOfTest(testId, client ? idOf(input.clientId, 'clientId') : null);
    const byId = new Map(current.map((row) => [row.id, row]));
    if (input.rows.some((row) => !byId.has(row.id)))
      throw badUserInput({ rows: VALIDATOR_MESSAGES.reorderAcrossTests });
    if (input.rows.some((row) => !Number.isInteger(row.testOrder) || row.testOrder < 1)) {
      throw badUserInput({ rows: 'testOrder must be 1 or more.' });
    }
    const asOrdered = (rows: { id: string; testOrder: number }[]) =>
      rows.map((row) => ({ id: row.id, testId: input.testId, testOrder: row.testOrder }));
    const changed = changedOrders(asOrdered(current), asOrdered(input.rows));
    if (changed.length === 0) throw badUserInput({ rows: VALIDATOR_MESSAGES.nothingReordered });
    const body = changed.map((row) => {
      const mapping = byId.get(row.id)!;
      return {
        id: Number(mapping.id),
        testId: Number(mapping.testId),
        testNumber: mapping.testNumber,
        businessLineId: Number(mapping.businessLineId),
        testRuleId: Number(mapping.testRuleId),
        ruleMessageId: Number(mapping.ruleMessageId),
        statusId: legacyId(mapping.statusId),
        testOrder: row.testOrder,
        isActive: true,
        isReorder: 1,
        clientId: legacyId(mapping.clientId),
        version: mapping.version,
      };
    });
    return refusalAsInput(api.saveMappingList(body, client), 'rows');
  }

  @Mutation(() => ClientFilterMappingPayload, {
    description:
      "Update a client's filter mapping: its custom message (same rules as filter mappings). isActive false deletes it.",
  })
  @ServesRoute(R.clientFilterMappings, { edit: true })
  @ValidatorStaff()
  async saveClientFilterMapping(
    @Arg('input', () => SaveClientFilterMappingInput) input: SaveClientFilterMappingInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ClientFilterMappingPayload> {
    const api = context.apis.validatorRules;
    const id = idOf(input.id, 'id');
    if (!input.isActive) {
      const { message } = await this.deleted(api.deleteClientFilterMapping(id));
      return { message, mapping: null, deleted: true };
    }
    // Omitted fields stay as they are: the catalogue checks the merged message with the same rules.
    if (input.isCustomMessage !== undefined && input.isCustomMessage !== null) {
      check(validateCustomMessage(input.isCustomMessage, input.customMessage));
    }
    const version = requireVersion(input.version);
    const saved = await refusalAsInput(
      api.saveClientFilterMapping({
        id,
        isActive: true,
        ...sent('isCustomMessage', input.isCustomMessage ?? undefined),
        ...sent(
          'customMessage',
          input.isCustomMessage === false
            ? null
            : input.customMessage === undefined
              ? undefined
              : (input.customMessage ?? '').trim(),
        ),
        version,
      }),
      'customMessage',
    );
    return { message: saved.message, mapping: saved.row, deleted: false };
  }

  @Mutation(() => DeleteValidatorRecordPayload, { description: "Delete a client's filter mapping." })
  @ServesRoute(R.clientFilterMappings, { edit: true })
  @ValidatorStaff()
  async deleteClientFilterMapping(
    @Arg('id', () => ID, { description: 'Mapping id.' }) id: string,
    @Ctx() context: GraphQLContext,
  ) {
    const { message } = await this.deleted(
      context.apis.validatorRules.deleteClientFilterMapping(idOf(id, 'id')),
    );
    return { id, message };
  }

  // ----- filter fields --------------------------------------------------------------------------------------------

  @Mutation(() => TestFilterFieldPayload, {
    description: 'Add or update a filter field. isActive false deletes it.',
  })
  @ServesRoute(R.testFilterFields, { edit: true })
  @ValidatorStaff()
  async saveTestFilterField(
    @Arg('input', () => SaveTestFilterFieldInput) input: SaveTestFilterFieldInput,
    @Ctx() context: GraphQLContext,
  ): Promise<TestFilterFieldPayload> {
    const api = context.apis.validatorRules;
    const id = input.id ? idOf(input.id, 'id') : null;
    if (!input.isActive) {
      if (id === null) throw badUserInput({ isActive: VALIDATOR_MESSAGES.newRecordInactive });
      const { message } = await this.deleted(api.deleteTestFilterField(id));
      return { message, testFilterField: null, deleted: true };
    }
    const version = id === null ? null : requireVersion(input.version);
    const saved = await refusalAsInput(
      api.saveTestFilterField({
        id: id ?? 0,
        testFilterMappingId: idOf(input.testFilterMappingId, 'testFilterMappingId'),
        entityId: idOf(input.entityId, 'entityId'),
        fieldId: idOf(input.fieldId, 'fieldId'),
        ...sent('isValidationRequired', input.isValidationRequired ?? (id === null ? false : undefined)),
        isActive: true,
        ...(version === null ? {} : { version }),
      }),
      'fieldId',
    );
    return { message: saved.message, testFilterField: saved.row, deleted: false };
  }

  @Mutation(() => DeleteValidatorRecordPayload, { description: 'Delete a filter field.' })
  @ServesRoute(R.testFilterFields, { edit: true })
  @ValidatorStaff()
  async deleteTestFilterField(
    @Arg('id', () => ID, { description: 'Filter field id.' }) id: string,
    @Ctx() context: GraphQLContext,
  ) {
    const { message } = await this.deleted(context.apis.validatorRules.deleteTestFilterField(idOf(id, 'id')));
    return { id, message };
  }

  // ----- exports --------------------------------------------------------------------------------------------------

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
    const download = await issueDownloadTicket(context.services, {
      userId: principal.user.id,
      route,
      path: GRID_ENDPOINTS[input.grid].export,
      body: filterBody(input.filter),
    });
    return { message: 'Your download is ready.', download };
  }

  /**
   * A delete whose Result false (the rule message delete block) or whose refusal (a 400: still in use) is a rule
   * failure with the catalogue's words, on field `id`.
   */
  private async deleted(pending: Promise<{ ok: boolean; message: string }>): Promise<{ message: string }> {
    const { ok, message } = await refusalAsInput(pending, 'id');
    if (!ok) throw badUserInput({ id: message });
    return { message };
  }

  private async routed(context: GraphQLContext, route: string): Promise<GraphQLContext> {
    const principal = requirePrincipal(context);
    return withRoute(
      context,
      route,
      principal.menu ?? (await context.apis.navigation.menus(principal.editableRoutes)),
    );
  }
}
