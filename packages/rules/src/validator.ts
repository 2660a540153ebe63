import type { FieldError } from './login.js';

/**
 * Validator rule maintenance: message types, test rules, rule messages, filter mappings,
 * reorder, uploads and the large-text cell editor. Texts are the product's, word for word.
 */
export const VALIDATOR_MESSAGES = {
  confirmSave: 'Are you sure you want to save the item?',
  confirmTitle: 'Confirm',
  clientRequired: 'Please select Client',
  clientFieldRequired: 'Client is required.',
  messageTypeBlank: 'Please add Correct message',
  messageTypeDuplicate:
    'Please add another message type it is already present in the Message type screen check the tabs',
  descriptionBlank: 'Please Enter Correct Description',
  descriptionDuplicate: 'Test Rule Description already exists, please add another description',
  azimuthMessageRequired: 'Please select Azimuth Message Correctly',
  azimuthMessageMismatch: 'Please select Azimuth Message Correctly or add new Message',
  newMessageBlank: 'Please add some message or select the listed one',
  statusRequired: 'Status is required.',
  noMessages: 'Selected test rule does not have azimuth messages, please try another test rule.',
  customMessageRequired: 'Custom message is required.',
  customMessageCharacters: 'Please enter alphanumeric.',
  customMessageTooLong: 'Custom message should not exceed more than 250 characters.',
  ruleMessageInUse:
    'Cannot delete TestRuleMessage because it is still associated with an active Test Filter Mapping.',
  invalidFileExtension: 'Invalid file extension.',
  // Ours: what is wrong with a file whose name is right.
  notAWorkbook:
    'The file is not an Excel workbook: it could not be read. Save it from Excel as .xlsx and upload it again.',
  uploadTooLarge: 'The file is larger than 5 MB.',
  searchingList: 'Searching list...',
  addNewMessage: 'Click to Add your New Message',
  noRowsToShow: 'No Rows To Show',
  reorderTitle: 'Test Rule Reorder',
  // Ours: the spec names the rule, not a text.
  staffOnly: 'Validator maintenance is for administrators and provider staff.',
  newRecordInactive: 'A new record cannot be saved as inactive.',
  nothingReordered: 'No order changed.',
  testRuleIdInvalid: 'Test Rule Id must be a five-digit number.',
  testRuleIdDuplicate: 'This Test Rule Id already exists.',
  versionRequired: 'The version you read is required to update a record.',
  reorderAcrossTests: 'Rows can be reordered only within one test.',
  largeTextTooLong: (max: number) => `At most ${max} characters.`,
  largeTextCharacters: 'Only letters, digits and spaces are allowed.',
} as const;

/** Modal titles. */
export const VALIDATOR_MODAL_TITLES = {
  messageType: 'Add/Update Message Type',
  testRule: 'Add/Update Test Rule',
  testRuleMessage: 'Add/Update Test Rule Message',
  testFilterMapping: 'Add/Update Test Filter Mapping',
  testFilterField: 'Add/Update Test Filter Field',
  clientFilterMapping: 'Update Test Filter Client Mapping',
} as const;

/** The six maintenance screens (menu routerLinks of the reference catalogue). */
export const VALIDATOR_ROUTES = {
  messageTypes: '/validator-maintenance/message-types',
  testRules: '/validator-maintenance/test-rules',
  testRuleMessages: '/validator-maintenance/test-rule-messages',
  testFilterMappings: '/validator-maintenance/test-filter-mappings',
  testFilterFields: '/validator-maintenance/test-filter-fields',
  clientFilterMappings: '/validator-maintenance/client-filter-mappings',
} as const;

export type ValidatorRoute = (typeof VALIDATOR_ROUTES)[keyof typeof VALIDATOR_ROUTES];

export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
export const CUSTOM_MESSAGE_MAX = 250;
export const LARGE_TEXT_DEFAULTS = { maxLength: 100, rows: 10, cols: 25 } as const;
/** Rule Message Logic is edited with the large-text editor, in the grid and in the modal alike: its limit is one. */
export const RULE_MESSAGE_LOGIC_MAX = LARGE_TEXT_DEFAULTS.maxLength;
export const SELECT_PLACEHOLDER = 'Select';

/** Status columns render Active or Inactive; yes/no columns Yes or No. */
export const activeLabel = (isActive: boolean): 'Active' | 'Inactive' => (isActive ? 'Active' : 'Inactive');
export const yesNoLabel = (value: boolean): 'Yes' | 'No' => (value ? 'Yes' : 'No');

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A record that may clash with the one being saved. */
export interface Named {
  id: string | number;
  name: string;
}

/** Another record of the same text, ignoring case and surrounding spaces, excluding the one being updated. */
export function isDuplicateName(
  name: string,
  others: readonly Named[],
  selfId?: string | number | null,
): boolean {
  return others.some((other) => String(other.id) !== String(selfId ?? '') && same(other.name, name));
}

export interface MessageTypeFields {
  messageType: string;
  description?: string | null;
  isClient: boolean;
  clientId?: string | number | null;
}

/** Trimmed texts, and the client cleared when the flag is off. */
export function normalizeMessageType<T extends MessageTypeFields>(input: T): T {
  return {
    ...input,
    messageType: input.messageType.trim(),
    description: (input.description ?? '').trim(),
    clientId: input.isClient ? (input.clientId ?? null) : null,
  };
}

const hasId = (value: string | number | null | undefined) =>
  value !== null && value !== undefined && String(value).trim() !== '' && String(value).trim() !== '0';

/** A message type that may clash with the one being saved: its client (absent or null: provider-wide). */
export interface NamedMessageType extends Named {
  clientId?: string | number | null;
}

/**
 * The message types a type of `clientId` (null: provider-wide) may not share its name with. Names are unique per
 * client: a client's type clashes with the provider-wide types and its own client's, never with another client's
 * (refusing that would tell one client what another named its types); a provider-wide type clashes with every type.
 */
export function messageTypeRivals<T extends NamedMessageType>(
  types: readonly T[],
  clientId: string | number | null | undefined,
): T[] {
  if (!hasId(clientId)) return [...types];
  return types.filter((type) => !hasId(type.clientId) || String(type.clientId) === String(clientId));
}

/**
 * The message type rules in the order the screen checks them: client, text, duplicate (among `others` of the same
 * client or provider-wide: see messageTypeRivals).
 */
export function validateMessageType(
  input: MessageTypeFields,
  others: readonly NamedMessageType[] = [],
  selfId?: string | number | null,
): FieldError<'clientId' | 'messageType'> | null {
  if (input.isClient && !hasId(input.clientId))
    return { field: 'clientId', message: VALIDATOR_MESSAGES.clientRequired };
  if (!input.messageType.trim())
    return { field: 'messageType', message: VALIDATOR_MESSAGES.messageTypeBlank };
  const rivals = messageTypeRivals(others, input.isClient ? input.clientId : null);
  if (isDuplicateName(input.messageType, rivals, selfId)) {
    return { field: 'messageType', message: VALIDATOR_MESSAGES.messageTypeDuplicate };
  }
  return null;
}

export function isFiveDigitTestRuleId(value: string): boolean {
  return /^\d{5}$/.test(value);
}

export interface TestRuleFields {
  testRuleDescription: string;
  /** Empty: the catalogue numbers a new rule. */
  testRuleId?: string | null;
  messageTypeId?: string | number | null;
}

/**
 * The test rule rules: message type, description (blank, duplicate), then the id (five digits, not another rule's).
 * `takenIds` are other rules' five-digit ids (`name`) with their row ids.
 */
export function validateTestRule(
  input: TestRuleFields,
  others: readonly Named[] = [],
  selfId?: string | number | null,
  takenIds: readonly Named[] = [],
): FieldError<'testRuleDescription' | 'testRuleId' | 'messageTypeId'> | null {
  if (!hasId(input.messageTypeId)) return { field: 'messageTypeId', message: 'Message Type is required.' };
  if (!input.testRuleDescription.trim()) {
    return { field: 'testRuleDescription', message: VALIDATOR_MESSAGES.descriptionBlank };
  }
  if (isDuplicateName(input.testRuleDescription, others, selfId)) {
    return { field: 'testRuleDescription', message: VALIDATOR_MESSAGES.descriptionDuplicate };
  }
  const id = (input.testRuleId ?? '').trim();
  if (id && !isFiveDigitTestRuleId(id))
    return { field: 'testRuleId', message: VALIDATOR_MESSAGES.testRuleIdInvalid };
  if (id && isDuplicateName(id, takenIds, selfId))
    return { field: 'testRuleId', message: VALIDATOR_MESSAGES.testRuleIdDuplicate };
  return null;
}

export interface AzimuthMessageChoice {
  /** What is in the auto-complete's box. */
  typed: string;
  /** The listed message picked, if any. */
  selected?: { id: string | number; message: string } | null;
  /** The user chose 'Click to Add your New Message'. */
  isNew?: boolean;
}

export type ResolvedMessage = { ruleMessageId: string } | { newMessage: string };

/**
 * The message selection rules of a rule message: a typed text matching a listed message,
 * ignoring case, selects that one; a new message needs text; a selection must match what is typed.
 */
export function resolveAzimuthMessage(
  choice: AzimuthMessageChoice,
  listed: readonly { id: string | number; message: string }[],
): ResolvedMessage | FieldError<'azimuthMessage'> {
  const typed = choice.typed.trim();
  const match = typed ? listed.find((item) => same(item.message, typed)) : undefined;
  if (choice.isNew) {
    if (!typed) return { field: 'azimuthMessage', message: VALIDATOR_MESSAGES.newMessageBlank };
    return match ? { ruleMessageId: String(match.id) } : { newMessage: typed };
  }
  if (choice.selected) {
    if (!same(choice.selected.message, typed)) {
      return match
        ? { ruleMessageId: String(match.id) }
        : { field: 'azimuthMessage', message: VALIDATOR_MESSAGES.azimuthMessageMismatch };
    }
    return { ruleMessageId: String(choice.selected.id) };
  }
  if (match) return { ruleMessageId: String(match.id) };
  return { field: 'azimuthMessage', message: VALIDATOR_MESSAGES.azimuthMessageRequired };
}

export function isResolvedMessage(value: ResolvedMessage | FieldError): value is ResolvedMessage {
  return !('field' in value);
}

/** The filter mapping's status applies only when the rule's message type is 'test' (any case). */
export function isTestMessageType(messageType: string | null | undefined): boolean {
  return (messageType ?? '').trim().toLowerCase() === 'test';
}

/** With exactly one message the rule's message is preselected; otherwise nothing is. */
export function preselectedMessageId<T extends { id: string | number }>(
  messages: readonly T[],
): string | null {
  return messages.length === 1 ? String(messages[0].id) : null;
}

const CUSTOM_MESSAGE_PATTERN = /^[A-Za-z0-9_=,.? ]*$/;

export function validateCustomMessage(
  isCustomMessage: boolean,
  customMessage: string | null | undefined,
): FieldError<'customMessage'> | null {
  if (!isCustomMessage) return null;
  const text = (customMessage ?? '').trim();
  if (!text) return { field: 'customMessage', message: VALIDATOR_MESSAGES.customMessageRequired };
  if (!CUSTOM_MESSAGE_PATTERN.test(text))
    return { field: 'customMessage', message: VALIDATOR_MESSAGES.customMessageCharacters };
  if (text.length > CUSTOM_MESSAGE_MAX)
    return { field: 'customMessage', message: VALIDATOR_MESSAGES.customMessageTooLong };
  return null;
}

export interface FilterMappingFields {
  testId?: string | number | null;
  testRuleId?: string | number | null;
  /** The chosen rule's message type ('Test', 'Filter', ...). */
  ruleMessageType?: string | null;
  /** How many messages the chosen rule has (for the business line). */
  messageCount?: number | null;
  ruleMessageId?: string | number | null;
  statusId?: string | number | null;
  isCustomMessage: boolean;
  customMessage?: string | null;
}

/** The filter mapping rules in the form's order: test, rule, messages, message, status, custom message. */
export function validateFilterMapping(
  input: FilterMappingFields,
): FieldError<'testId' | 'testRuleId' | 'ruleMessageId' | 'statusId' | 'customMessage'> | null {
  if (!hasId(input.testId)) return { field: 'testId', message: 'Test Id is required.' };
  if (!hasId(input.testRuleId)) return { field: 'testRuleId', message: 'Test Rule is required.' };
  if (input.messageCount === 0) return { field: 'testRuleId', message: VALIDATOR_MESSAGES.noMessages };
  if (!hasId(input.ruleMessageId))
    return { field: 'ruleMessageId', message: VALIDATOR_MESSAGES.azimuthMessageRequired };
  if (isTestMessageType(input.ruleMessageType) && !hasId(input.statusId)) {
    return { field: 'statusId', message: VALIDATOR_MESSAGES.statusRequired };
  }
  return validateCustomMessage(input.isCustomMessage, input.customMessage);
}

export interface LargeTextOptions {
  maxLength?: number;
  /** Letters, digits and spaces only. */
  lettersDigitsSpaces?: boolean;
}

/** Rule Message Logic: the large-text editor's limit, wherever it is edited. */
export function validateRuleMessageLogic(
  text: string | null | undefined,
): FieldError<'ruleMessageLogic'> | null {
  const problem = validateLargeText((text ?? '').trim(), { maxLength: RULE_MESSAGE_LOGIC_MAX });
  return problem ? { field: 'ruleMessageLogic', message: problem } : null;
}

export function validateLargeText(text: string, options: LargeTextOptions = {}): string | null {
  const max = options.maxLength ?? LARGE_TEXT_DEFAULTS.maxLength;
  if (text.length > max) return VALIDATOR_MESSAGES.largeTextTooLong(max);
  if (options.lettersDigitsSpaces && !/^[A-Za-z0-9 ]*$/.test(text))
    return VALIDATOR_MESSAGES.largeTextCharacters;
  return null;
}

/** Spreadsheet uploads: .xlsx or .xls only, any case. */
export function isSpreadsheetFileName(fileName: string): boolean {
  return /\.(xlsx|xls)$/i.test(fileName.trim());
}

export function validateUploadFileName(fileName: string): string | null {
  return isSpreadsheetFileName(fileName) ? null : VALIDATOR_MESSAGES.invalidFileExtension;
}

export interface OrderedRow {
  id: string;
  testId: string;
  testOrder: number;
}

/** A drag is vertical and stays within one test. */
export function canReorder(dragged: OrderedRow, target: OrderedRow): boolean {
  return dragged.testId === target.testId;
}

/** Moves `fromIndex` to `toIndex` (same test only) and renumbers that test's rows 1..n in their new order. */
export function moveRow<T extends OrderedRow>(rows: readonly T[], fromIndex: number, toIndex: number): T[] {
  const dragged = rows[fromIndex];
  const target = rows[toIndex];
  if (!dragged || !target || fromIndex === toIndex || !canReorder(dragged, target)) return [...rows];
  const next = [...rows];
  next.splice(fromIndex, 1);
  next.splice(toIndex, 0, dragged);
  let order = 0;
  return next.map((row) => (row.testId === dragged.testId ? { ...row, testOrder: ++order } : row));
}

/** Only rows whose order changed are sent, each with its new order. */
export function changedOrders<T extends OrderedRow>(original: readonly T[], reordered: readonly T[]): T[] {
  const before = new Map(original.map((row) => [row.id, row.testOrder]));
  return reordered.filter((row) => before.get(row.id) !== row.testOrder);
}
