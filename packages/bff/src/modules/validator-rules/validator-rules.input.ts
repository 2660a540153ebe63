import { Field, ID, InputType, Int } from 'type-graphql';
import {
  changedOrders,
  isTestMessageType,
  RULE_MESSAGE_LOGIC_MAX,
  validateFilterMapping,
  VALIDATOR_MESSAGES,
  type FieldError,
} from '@lexbridge/rules';
import { MAX_PAGE_SIZE } from '../../graphql/common/page.js';
import { badUserInput } from '../../graphql/errors.js';
import { legacyId } from './validator-rules.mapper.js';
import {
  TestRuleResult,
  ValidatorGrid,
  type FilterTest,
  type TestFilterMapping,
  type TestRule,
  type TestRuleMessage,
} from './validator-rules.type.js';

/** Rows one page of a validator grid may ask for at most (every row of a grid, for the rule pickers). */
export const MAX_VALIDATOR_PAGE_SIZE = MAX_PAGE_SIZE;

@InputType({
  description:
    'Filters of the validator grids, where the catalogue takes them; a grid ignores those it has no column for.',
})
export class ValidatorListFilter {
  @Field(() => String, {
    nullable: true,
    description: "Text to find in the grid's text columns, ignoring case.",
  })
  searchText?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Only active (true) or inactive (false) rows.' })
  isActive?: boolean | null;

  @Field(() => ID, {
    nullable: true,
    description: 'Business line (rule messages, filter mappings, filter fields).',
  })
  businessLineId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Test (filter mappings, filter fields).' })
  testId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Test rule (rule messages, filter mappings).' })
  testRuleId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Message type (test rules).' })
  messageTypeId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Client (message types, client filter mappings).' })
  clientId?: string | null;

  @Field(() => ID, { nullable: true, description: 'Entity (filter fields).' })
  entityId?: string | null;
}

@InputType({ description: 'A message type to add (no id) or update; isActive false deletes it.' })
export class SaveMessageTypeInput {
  @Field(() => ID, { nullable: true, description: 'Id to update; absent to add.' })
  id?: string | null;

  @Field(() => String, {
    description:
      "The type; trimmed; unique per client ignoring case (a client's type may share another client's name, not a provider-wide one).",
  })
  messageType: string;

  @Field(() => String, {
    nullable: true,
    description: 'Description; trimmed. Left out of an update: unchanged.',
  })
  description?: string | null;

  @Field(() => Boolean, { description: 'A client-specific type: clientId is then required.' })
  isClient: boolean;

  @Field(() => ID, { nullable: true, description: 'The client; cleared when isClient is false.' })
  clientId?: string | null;

  @Field(() => Boolean, { defaultValue: true, description: 'False deletes the record.' })
  isActive: boolean;

  @Field(() => Int, {
    nullable: true,
    description:
      'The version read; required to update (absent: BAD_USER_INPUT). A concurrent change answers CONFLICT.',
  })
  version?: number | null;
}

@InputType({ description: 'A test rule to add (no id) or update; isActive false deletes it.' })
export class SaveTestRuleInput {
  @Field(() => ID, { nullable: true, description: 'Row id to update; absent to add.' })
  id?: string | null;

  @Field(() => ID, { description: 'Message type.' })
  messageTypeId: string;

  @Field(() => String, {
    nullable: true,
    description: 'Five-digit rule number; absent on add: the next free one.',
  })
  testRuleId?: string | null;

  @Field(() => String, { description: 'What the rule checks; trimmed; unique ignoring case.' })
  testRuleDescription: string;

  @Field(() => TestRuleResult, {
    nullable: true,
    description: 'The outcome it reports. Left out: PASS for a new rule, unchanged on an update.',
  })
  result?: TestRuleResult | null;

  @Field(() => Boolean, { defaultValue: true, description: 'False deletes the record.' })
  isActive: boolean;

  @Field(() => Int, {
    nullable: true,
    description:
      'The version read; required to update (absent: BAD_USER_INPUT). A concurrent change answers CONFLICT.',
  })
  version?: number | null;
}

@InputType({
  description:
    "A rule's message for a business line. The message is chosen in an auto-complete: ruleMessageId (a listed " +
    'message) with the text shown, or isNewMessage with the typed text (a listed text, ignoring case, is reused).',
})
export class SaveTestRuleMessageInput {
  @Field(() => ID, { nullable: true, description: 'Id to update; absent to add.' })
  id?: string | null;

  @Field(() => ID, { description: 'Business line.' })
  businessLineId: string;

  @Field(() => ID, { description: 'Test rule (row id).' })
  testRuleId: string;

  @Field(() => ID, { nullable: true, description: 'The listed message picked.' })
  ruleMessageId?: string | null;

  @Field(() => String, { description: 'The text in the auto-complete box.' })
  azimuthMessage: string;

  @Field(() => Boolean, {
    defaultValue: false,
    description: "The user chose 'Click to Add your New Message'.",
  })
  isNewMessage: boolean;

  @Field(() => String, {
    nullable: true,
    description: `How the rule produces the message, at most ${RULE_MESSAGE_LOGIC_MAX} characters. Left out of an update: unchanged.`,
  })
  ruleMessageLogic?: string | null;

  @Field(() => Boolean, {
    defaultValue: true,
    description: 'False deletes the record (unless an active mapping uses it).',
  })
  isActive: boolean;

  @Field(() => Int, {
    nullable: true,
    description:
      'The version read; required to update (absent: BAD_USER_INPUT). A concurrent change answers CONFLICT.',
  })
  version?: number | null;
}

@InputType({ description: 'A filter mapping to add (no id), update, or delete (isActive false).' })
export class TestFilterMappingInput {
  @Field(() => ID, { nullable: true, description: 'Id to update or delete; absent to add.' })
  id?: string | null;

  @Field(() => ID, { description: 'The test.' })
  testId: string;

  @Field(() => ID, { description: 'The test rule (row id).' })
  testRuleId: string;

  @Field(() => ID, {
    nullable: true,
    description:
      "The rule's message (test rule message id); absent: the only one (add) or unchanged (update).",
  })
  ruleMessageId?: string | null;

  @Field(() => ID, {
    nullable: true,
    description:
      "Result status; required for rules of type 'Test', cleared otherwise. Left out of an update: unchanged.",
  })
  statusId?: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Position in the test; absent: last (add) or unchanged (update).',
  })
  testOrder?: number | null;

  @Field(() => Boolean, {
    nullable: true,
    description:
      'A custom message replaces the Azimuth one. Left out: false for a new mapping, unchanged on an update.',
  })
  isCustomMessage?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Required with isCustomMessage: letters, digits, _ = , . ? and spaces, at most 250 characters. Left out of an update: unchanged.',
  })
  customMessage?: string | null;

  @Field(() => Boolean, { defaultValue: true, description: 'False deletes the record.' })
  isActive: boolean;

  @Field(() => Int, {
    nullable: true,
    description:
      'The version read; required to update (absent: BAD_USER_INPUT). A concurrent change answers CONFLICT.',
  })
  version?: number | null;
}

@InputType({ description: 'Filter mappings saved together (the modal saves one).' })
export class SaveTestFilterMappingsInput {
  @Field(() => [TestFilterMappingInput], { description: 'Rows to save, at most 1000.' })
  mappings: TestFilterMappingInput[];
}

@InputType({ description: 'One row of a reorder: its id and its new position.' })
export class ReorderRowInput {
  @Field(() => ID, { description: 'Mapping id.' })
  id: string;

  @Field(() => Int, { description: 'New position (1 = first).' })
  testOrder: number;
}

@InputType({
  description: "The new order of a test's mappings. Only rows whose order changed are sent to the catalogue.",
})
export class ReorderTestFilterMappingsInput {
  @Field(() => ID, { description: 'The test; every row must belong to it.' })
  testId: string;

  @Field(() => ID, { nullable: true, description: "The client, to reorder that client's copy." })
  clientId?: string | null;

  @Field(() => [ReorderRowInput], {
    description: 'The rows with their positions (all of them, or just the moved ones).',
  })
  rows: ReorderRowInput[];
}

@InputType({ description: 'A filter field to add (no id) or update; isActive false deletes it.' })
export class SaveTestFilterFieldInput {
  @Field(() => ID, { nullable: true, description: 'Id to update; absent to add.' })
  id?: string | null;

  @Field(() => ID, { description: 'The filter mapping.' })
  testFilterMappingId: string;

  @Field(() => ID, { description: 'Entity.' })
  entityId: string;

  @Field(() => ID, { description: 'Field of that entity.' })
  fieldId: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'The field must be validated. Left out: false for a new one, unchanged on an update.',
  })
  isValidationRequired?: boolean | null;

  @Field(() => Boolean, { defaultValue: true, description: 'False deletes the record.' })
  isActive: boolean;

  @Field(() => Int, {
    nullable: true,
    description:
      'The version read; required to update (absent: BAD_USER_INPUT). A concurrent change answers CONFLICT.',
  })
  version?: number | null;
}

@InputType({
  description: "A client's copy of a filter mapping: only its message may change; isActive false deletes it.",
})
export class SaveClientFilterMappingInput {
  @Field(() => ID, { description: 'Mapping id.' })
  id: string;

  @Field(() => Boolean, {
    nullable: true,
    description: 'A custom message replaces the Azimuth one. Left out: unchanged.',
  })
  isCustomMessage?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: 'Required with isCustomMessage (same rules as filter mappings). Left out: unchanged.',
  })
  customMessage?: string | null;

  @Field(() => Boolean, { defaultValue: true, description: 'False deletes the record.' })
  isActive: boolean;

  @Field(() => Int, {
    nullable: true,
    description:
      'The version read; required to update (absent: BAD_USER_INPUT). A concurrent change answers CONFLICT.',
  })
  version?: number | null;
}

@InputType({ description: 'Which grid to export, with the filters of the screen.' })
export class ExportValidatorGridInput {
  @Field(() => ValidatorGrid, { description: 'The grid.' })
  grid: ValidatorGrid;

  @Field(() => ValidatorListFilter, { nullable: true, description: 'The filters the grid shows.' })
  filter?: ValidatorListFilter | null;
}

/** Rows one list save (filter mappings) may carry at most. */
export const MAX_LIST_SAVE = 1000;

export const FILTER_ARG = { nullable: true, description: 'Filters of the grid.' } as const;

/** A required id of the schema, as the catalogue's number. */
export function idOf(value: string | null | undefined, field: string): number {
  const id = legacyId(value);
  if (id === null) throw badUserInput({ [field]: `${field} must be a positive whole number.` });
  return id;
}

/**
 * An update must carry the version the client read, so a save over someone else's newer change is refused
 * (CONFLICT) instead of overwriting it. Adds and deletes need none.
 */
export function requireVersion(version: number | null | undefined, field = 'version'): number {
  if (version === null || version === undefined)
    throw badUserInput({ [field]: VALIDATOR_MESSAGES.versionRequired });
  return version;
}

/** The shared kit's rule (graphql/common/omitted.ts): an omitted field leaves the stored value as it is. */
export { sent } from '../../graphql/common/omitted.js';

/** What the filter mapping list check reads of the catalogue (ValidatorRulesApi). */
export interface FilterMappingSources {
  tests(businessLineId: number | null, isMapped: boolean): Promise<FilterTest[]>;
  mappedTestRules(businessLineId: number | null): Promise<TestRule[]>;
  mappingsOfTest(testId: number, clientId: number | null): Promise<TestFilterMapping[]>;
  messagesOfTestRule(testRuleId: number, businessLineId: number | null): Promise<TestRuleMessage[]>;
}

/**
 * The body of a filter mapping list save, every row checked with the screen's rules (status, messages, custom
 * message) against the tests, rules and mappings as they are now: BAD_USER_INPUT on the row's field
 * (`mappings[i].field` when several rows are sent). An update changes only what it sends.
 */
export async function filterMappingListBody(
  api: FilterMappingSources,
  rows: readonly TestFilterMappingInput[],
): Promise<Record<string, unknown>[]> {
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
  return body;
}

/**
 * The body of a reorder: only the rows whose order changed, each as the mapping is now with its new order and
 * isReorder 1. BAD_USER_INPUT on rows when a row is not one of the test's, an order is below 1, or nothing moved.
 */
export function reorderBody(
  input: ReorderTestFilterMappingsInput,
  current: readonly TestFilterMapping[],
): Record<string, unknown>[] {
  const byId = new Map(current.map((row) => [row.id, row]));
  if (input.rows.some((row) => !byId.has(row.id)))
    throw badUserInput({ rows: VALIDATOR_MESSAGES.reorderAcrossTests });
  if (input.rows.some((row) => !Number.isInteger(row.testOrder) || row.testOrder < 1)) {
    throw badUserInput({ rows: 'testOrder must be 1 or more.' });
  }
  const asOrdered = (rows: readonly { id: string; testOrder: number }[]) =>
    rows.map((row) => ({ id: row.id, testId: input.testId, testOrder: row.testOrder }));
  const changed = changedOrders(asOrdered(current), asOrdered(input.rows));
  if (changed.length === 0) throw badUserInput({ rows: VALIDATOR_MESSAGES.nothingReordered });
  return changed.map((row) => {
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
}
