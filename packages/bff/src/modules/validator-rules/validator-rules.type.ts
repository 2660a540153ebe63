import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DownloadTicket } from '../../graphql/common/download-ticket.js';
import { PageOf } from '../../graphql/common/page.js';
import { TestRuleResult, ValidatorGrid } from './validator-rules.enums.js';

export { TestRuleResult, ValidatorGrid };

registerEnumType(TestRuleResult, {
  name: 'TestRuleResult',
  description: "A validator test rule's outcome (legacy status 'Pass' or 'Observation').",
});
registerEnumType(ValidatorGrid, {
  name: 'ValidatorGrid',
  description: 'The six validator maintenance grids (each one screen, the value its route segment).',
});

@ObjectType({ description: 'A client of the provider, for client-specific message types.' })
export class ValidatorClient {
  @Field(() => ID, { description: 'Client id.' })
  id: string;

  @Field(() => String, { description: 'Client name.' })
  name: string;
}

@ObjectType({ description: 'A kind of validator message: Test, Filter, or a client-specific one.' })
export class MessageType {
  @Field(() => ID, { description: 'Message type id.' })
  id: string;

  @Field(() => String, { description: 'The type, unique ignoring case.' })
  messageType: string;

  @Field(() => String, { description: 'What the type is for.' })
  description: string;

  @Field(() => Boolean, { description: 'True: the type belongs to one client (legacy isClient).' })
  isClient: boolean;

  @Field(() => ID, { nullable: true, description: 'The client, when isClient.' })
  clientId: string | null;

  @Field(() => String, { nullable: true, description: "The client's name, when isClient." })
  clientName: string | null;

  @Field(() => Boolean, { description: 'Active (shown as Active/Inactive).' })
  isActive: boolean;

  @Field(() => Int, {
    description: 'Row version: send it back with a save so a concurrent change is detected (CONFLICT).',
  })
  version: number;
}

@ObjectType({ description: 'A page of message types.' })
export class MessageTypePage extends PageOf(MessageType) {}

@ObjectType({ description: 'A loan-file validator test rule.' })
export class TestRule {
  @Field(() => ID, { description: 'Row id.' })
  id: string;

  @Field(() => String, { description: 'The five-digit rule number, e.g. 10001.' })
  testRuleId: string;

  @Field(() => String, { description: 'What the rule checks; unique ignoring case.' })
  testRuleDescription: string;

  @Field(() => ID, { description: 'Its message type.' })
  messageTypeId: string;

  @Field(() => String, { description: 'Its message type text.' })
  messageType: string;

  @Field(() => Boolean, {
    description: "True when the message type is 'Test': filter mappings of it need a status.",
  })
  isTestType: boolean;

  @Field(() => TestRuleResult, { description: 'The outcome the rule reports.' })
  result: TestRuleResult;

  @Field(() => Boolean, { description: 'Active (shown as Active/Inactive).' })
  isActive: boolean;

  @Field(() => Int, { description: 'Row version for concurrent saves.' })
  version: number;

  @Field(() => Int, {
    nullable: true,
    description:
      'How many active messages the rule has for the business line asked for (mappedTestRules only).',
  })
  messageCount: number | null;

  /**
   * The client of its message type (null: provider-wide), so a client's user's rows can be held to its own
   * client's and the provider-wide types. Not in the schema.
   */
  messageTypeClientId?: string | null;
}

@ObjectType({ description: 'A page of test rules.' })
export class TestRulePage extends PageOf(TestRule) {}

@ObjectType({ description: 'A message of the shared Azimuth message list.' })
export class AzimuthMessage {
  @Field(() => ID, { description: 'Message id.' })
  id: string;

  @Field(() => String, { description: 'The text.' })
  message: string;
}

@ObjectType({ description: 'Messages matching an auto-complete search.' })
export class AzimuthMessageList {
  @Field(() => Int, { description: 'Matches in all.' })
  totalCount: number;

  @Field(() => [AzimuthMessage], { description: 'The first matches, alphabetical.' })
  items: AzimuthMessage[];
}

@ObjectType({ description: "A test rule's message for a business line (the rule-to-message mapping)." })
export class TestRuleMessage {
  @Field(() => ID, { description: 'Mapping id (legacy id and testRuleMapperId).' })
  id: string;

  @Field(() => ID, { description: 'Business line.' })
  businessLineId: string;

  @Field(() => String, { description: 'Business line name.' })
  businessLineName: string;

  @Field(() => ID, { description: 'The test rule (row id).' })
  testRuleId: string;

  @Field(() => String, { description: "The rule as '<number> - <description>'." })
  testRule: string;

  @Field(() => ID, { description: 'The Azimuth message (legacy ruleMessageId).' })
  ruleMessageId: string;

  @Field(() => String, { description: 'The message text.' })
  azimuthMessage: string;

  @Field(() => String, {
    description: 'How the rule produces the message (legacy ruleMessageLogic, also testRuleLogic).',
  })
  ruleMessageLogic: string;

  @Field(() => String, { nullable: true, description: "The rule's message type." })
  messageType: string | null;

  @Field(() => Boolean, { description: 'Active (shown as Active/Inactive).' })
  isActive: boolean;

  @Field(() => Boolean, { description: 'Used by any filter mapping (Yes/No).' })
  isMapped: boolean;

  @Field(() => Boolean, { description: 'Used by an active filter mapping: it cannot be deleted (Yes/No).' })
  isAssigned: boolean;

  @Field(() => Int, { description: 'Row version for concurrent saves.' })
  version: number;

  /**
   * The client of its message type (null: provider-wide), so a client's user's rows can be held to its own
   * client's and the provider-wide types. Not in the schema.
   */
  messageTypeClientId?: string | null;
}

@ObjectType({ description: 'A page of test rule messages.' })
export class TestRuleMessagePage extends PageOf(TestRuleMessage) {}

@ObjectType({ description: 'A result status a filter mapping of a Test rule reports (Pass, Observation).' })
export class TestFilterResultStatus {
  @Field(() => ID, { description: 'Status id (legacy statusId).' })
  id: string;

  @Field(() => String, { description: 'Status name.' })
  name: string;
}

@ObjectType({ description: 'A validator test of a business line: an ordered list of test rules.' })
export class FilterTest {
  @Field(() => ID, { description: 'Test id (legacy testId).' })
  id: string;

  @Field(() => String, { description: 'Test number (legacy testNumber), shown as Test Id.' })
  testNumber: string;

  @Field(() => String, { description: 'Test name.' })
  testName: string;

  @Field(() => ID, { description: 'Business line.' })
  businessLineId: string;
}

@ObjectType({
  description: "A test rule at a position in a test, with the message it reports; master or a client's copy.",
})
export class TestFilterMapping {
  @Field(() => ID, { description: 'Mapping id.' })
  id: string;

  @Field(() => ID, { description: 'The test.' })
  testId: string;

  @Field(() => String, { description: 'The test number (Test Id column).' })
  testNumber: string;

  @Field(() => String, { description: 'The test name.' })
  testName: string;

  @Field(() => ID, { description: "The test's business line." })
  businessLineId: string;

  @Field(() => String, { description: 'Business line name.' })
  businessLineName: string;

  @Field(() => ID, { description: 'The test rule (row id).' })
  testRuleId: string;

  @Field(() => String, { description: "The rule as '<number> - <description>'." })
  testRule: string;

  @Field(() => String, { description: "The rule's message type." })
  messageType: string;

  @Field(() => ID, { description: 'The rule message (test rule message id, legacy ruleMessageId).' })
  ruleMessageId: string;

  @Field(() => Int, { description: 'Position within the test (and client).' })
  testOrder: number;

  @Field(() => ID, { description: 'The Azimuth message id.' })
  azimuthMessageId: string;

  @Field(() => String, { description: 'The Azimuth message text.' })
  azimuthMessage: string;

  @Field(() => String, { nullable: true, description: 'The custom message, when isCustomMessage.' })
  customMessage: string | null;

  @Field(() => Boolean, { description: 'A custom message replaces the Azimuth message (Yes/No).' })
  isCustomMessage: boolean;

  @Field(() => String, {
    nullable: true,
    description: "The result status name; only for rules of type 'Test'.",
  })
  status: string | null;

  @Field(() => ID, { nullable: true, description: 'The result status id.' })
  statusId: string | null;

  @Field(() => Boolean, { description: 'Active (shown as Active/Inactive).' })
  isActive: boolean;

  @Field(() => ID, {
    nullable: true,
    description: "The client, for a client's copy; null for a master mapping.",
  })
  clientId: string | null;

  @Field(() => String, { nullable: true, description: "The client's name." })
  clientName: string | null;

  @Field(() => Int, { description: 'Row version for concurrent saves and reorders.' })
  version: number;

  /**
   * The client of its message type (null: provider-wide), so a client's user's rows can be held to its own
   * client's and the provider-wide types. Not in the schema.
   */
  messageTypeClientId?: string | null;
}

@ObjectType({ description: 'A page of filter mappings.' })
export class TestFilterMappingPage extends PageOf(TestFilterMapping) {}

@ObjectType({ description: 'An entity type the validator reads (Loan, Borrower, Property...).' })
export class ValidatorEntity {
  @Field(() => ID, { description: 'Entity id.' })
  id: string;

  @Field(() => String, { description: 'Entity name.' })
  name: string;

  @Field(() => String, { description: 'The table it lives in.' })
  tableName: string;
}

@ObjectType({ description: 'A field of an entity.' })
export class EntityField {
  @Field(() => ID, { description: 'Field id.' })
  id: string;

  @Field(() => String, { description: 'Field name.' })
  fieldName: string;
}

@ObjectType({ description: 'Which field of which entity a filter mapping reads.' })
export class TestFilterField {
  @Field(() => ID, { description: 'Row id.' })
  id: string;

  @Field(() => ID, { description: 'The filter mapping.' })
  testFilterMappingId: string;

  @Field(() => ID, { description: "The mapping's test." })
  testId: string;

  @Field(() => String, { description: 'The test number.' })
  testNumber: string;

  @Field(() => ID, { description: 'Business line.' })
  businessLineId: string;

  @Field(() => ID, { description: 'The test rule (row id).' })
  testRuleId: string;

  @Field(() => String, { description: "The rule as '<number> - <description>'." })
  testRule: string;

  @Field(() => ID, { description: 'Entity.' })
  entityId: string;

  @Field(() => String, { description: 'Entity name.' })
  entityName: string;

  @Field(() => String, { description: "The entity's table." })
  tableName: string;

  @Field(() => ID, { description: 'Field.' })
  fieldId: string;

  @Field(() => String, { description: 'Field name.' })
  fieldName: string;

  @Field(() => Boolean, { description: 'The field must be validated (Yes/No).' })
  isValidationRequired: boolean;

  @Field(() => Boolean, { description: 'Active (shown as Active/Inactive).' })
  isActive: boolean;

  @Field(() => Int, { description: 'Row version for concurrent saves.' })
  version: number;
}

@ObjectType({ description: 'A page of filter fields.' })
export class TestFilterFieldPage extends PageOf(TestFilterField) {}

// ----- payloads -----------------------------------------------------------------------------------------------

/** What every save of a maintained row answers, besides the row itself. */
@ObjectType()
abstract class SavePayloadBase {
  @Field(() => String, { description: "The catalogue's message." })
  message: string;

  @Field(() => Boolean, { description: 'True: the save deleted the row (isActive false).' })
  deleted: boolean;
}

@ObjectType({ description: 'The result of saving a message type (a save with isActive false deletes it).' })
export class MessageTypePayload extends SavePayloadBase {
  @Field(() => MessageType, { nullable: true, description: 'The saved row; null when the save deleted it.' })
  messageType: MessageType | null;
}

@ObjectType({ description: 'The result of saving a test rule.' })
export class TestRulePayload extends SavePayloadBase {
  @Field(() => TestRule, { nullable: true, description: 'The saved row; null when the save deleted it.' })
  testRule: TestRule | null;
}

@ObjectType({ description: 'The result of saving a test rule message.' })
export class TestRuleMessagePayload extends SavePayloadBase {
  @Field(() => TestRuleMessage, {
    nullable: true,
    description: 'The saved row; null when the save deleted it.',
  })
  testRuleMessage: TestRuleMessage | null;
}

@ObjectType({ description: 'The result of saving a filter field.' })
export class TestFilterFieldPayload extends SavePayloadBase {
  @Field(() => TestFilterField, {
    nullable: true,
    description: 'The saved row; null when the save deleted it.',
  })
  testFilterField: TestFilterField | null;
}

@ObjectType({ description: "The result of saving a client's filter mapping." })
export class ClientFilterMappingPayload extends SavePayloadBase {
  @Field(() => TestFilterMapping, {
    nullable: true,
    description: 'The saved row; null when the save deleted it.',
  })
  mapping: TestFilterMapping | null;
}

@ObjectType({
  description: 'What a list save did: records inserted, updated, deleted and refused, by reason.',
})
export class BulkSaveCounts {
  @Field(() => Int, { description: 'Records inserted.' })
  inserted: number;

  @Field(() => Int, { description: 'Records updated (reordered rows included).' })
  updated: number;

  @Field(() => Int, { description: 'Records deleted (saved with isActive false).' })
  deleted: number;

  @Field(() => Int, { description: 'Not inserted due to duplicates.' })
  notInsertedDuplicates: number;

  @Field(() => Int, { description: 'Not deleted due to already mapped (filter fields use them).' })
  notDeletedMapped: number;

  @Field(() => Int, { description: 'Not updated due to invalid information.' })
  notUpdatedInvalid: number;
}

@ObjectType({ description: 'The result of saving (or reordering) filter mappings.' })
export class BulkSavePayload {
  @Field(() => String, {
    description: "The catalogue's message listing the counts, shown as the 'Success!' toast.",
  })
  message: string;

  @Field(() => BulkSaveCounts, { description: 'The counts.' })
  counts: BulkSaveCounts;
}

@ObjectType({ description: 'The result of deleting a validator record.' })
export class DeleteValidatorRecordPayload {
  @Field(() => ID, { description: 'The deleted id.' })
  id: string;

  @Field(() => String, { description: "The catalogue's message." })
  message: string;
}

@ObjectType({ description: 'The result of asking for a grid export.' })
export class ExportValidatorGridPayload {
  @Field(() => String, { description: 'What to tell the user.' })
  message: string;

  @Field(() => DownloadTicket, { description: 'The download ticket of the workbook.' })
  download: DownloadTicket;
}
