import { Field, ID, InputType, Int } from 'type-graphql';
import { RULE_MESSAGE_LOGIC_MAX } from '@lexbridge/rules';
import { MAX_PAGE_SIZE } from '../../graphql/common/page.js';
import { TestRuleResult, ValidatorGrid } from './validator-rules.type.js';

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

  @Field(() => String, { description: 'The type; trimmed; unique ignoring case.' })
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
