import { describe, expect, it } from 'vitest';
import {
  activeLabel,
  changedOrders,
  isDuplicateName,
  isResolvedMessage,
  isTestMessageType,
  messageTypeRivals,
  moveRow,
  normalizeMessageType,
  preselectedMessageId,
  resolveAzimuthMessage,
  RULE_MESSAGE_LOGIC_MAX,
  validateCustomMessage,
  validateFilterMapping,
  validateLargeText,
  validateMessageType,
  validateRuleMessageLogic,
  validateTestRule,
  validateUploadFileName,
  VALIDATOR_MESSAGES as M,
  yesNoLabel,
} from '../validator.js';

const types = [
  { id: 1, name: 'Test' },
  { id: 2, name: 'Filter' },
];

describe('message types', () => {
  it('needs a client when flagged, then a text, then no duplicate (ignoring case, excluding itself)', () => {
    expect(validateMessageType({ messageType: 'X', isClient: true, clientId: 0 }, types)).toEqual({
      field: 'clientId',
      message: M.clientRequired,
    });
    expect(validateMessageType({ messageType: 'X', isClient: true, clientId: null }, types)?.message).toBe(
      'Please select Client',
    );
    expect(validateMessageType({ messageType: '  ', isClient: false }, types)).toEqual({
      field: 'messageType',
      message: 'Please add Correct message',
    });
    expect(validateMessageType({ messageType: ' TEST ', isClient: false }, types)?.message).toBe(
      M.messageTypeDuplicate,
    );
    expect(validateMessageType({ messageType: 'test', isClient: false }, types, 1)).toBeNull();
    expect(validateMessageType({ messageType: 'Audit', isClient: true, clientId: '3' }, types)).toBeNull();
  });

  it("keeps names unique per client: another client's type of the name does not clash, a provider-wide one does", () => {
    const scoped = [
      { id: 1, name: 'Test', clientId: null },
      { id: 5, name: 'Escalation', clientId: 1 },
      { id: 6, name: 'Exception', clientId: '2' },
    ];
    // Client 2 may name a type as client 1 did; not as its own other type, nor as a provider-wide one.
    expect(
      validateMessageType({ messageType: 'escalation', isClient: true, clientId: '2' }, scoped),
    ).toBeNull();
    expect(
      validateMessageType({ messageType: 'Exception ', isClient: true, clientId: 2 }, scoped)?.message,
    ).toBe(M.messageTypeDuplicate);
    expect(validateMessageType({ messageType: 'TEST', isClient: true, clientId: '2' }, scoped)?.message).toBe(
      M.messageTypeDuplicate,
    );
    // A provider-wide name clashes with every client's; a type keeps its own name on update.
    expect(validateMessageType({ messageType: 'Escalation', isClient: false }, scoped)?.message).toBe(
      M.messageTypeDuplicate,
    );
    expect(
      validateMessageType({ messageType: 'Escalation', isClient: true, clientId: 1 }, scoped, 5),
    ).toBeNull();
    expect(messageTypeRivals(scoped, '1').map((type) => type.id)).toEqual([1, 5]);
    expect(messageTypeRivals(scoped, null).map((type) => type.id)).toEqual([1, 5, 6]);
  });

  it('trims and clears the client when the flag is off', () => {
    expect(
      normalizeMessageType({ messageType: ' A ', description: ' d ', isClient: false, clientId: 4 }),
    ).toEqual({
      messageType: 'A',
      description: 'd',
      isClient: false,
      clientId: null,
    });
  });
});

describe('test rules', () => {
  it('checks the description and the five-digit id', () => {
    const rules = [{ id: 7, name: 'Loan amount is positive' }];
    expect(validateTestRule({ testRuleDescription: ' ', messageTypeId: 1 }, rules)?.message).toBe(
      'Please Enter Correct Description',
    );
    expect(
      validateTestRule({ testRuleDescription: 'LOAN AMOUNT IS POSITIVE', messageTypeId: 1 }, rules)?.message,
    ).toBe('Test Rule Description already exists, please add another description');
    expect(
      validateTestRule({ testRuleDescription: 'Loan amount is positive', messageTypeId: 1 }, rules, 7),
    ).toBeNull();
    expect(
      validateTestRule({ testRuleDescription: 'New', messageTypeId: 1, testRuleId: '1234' }, rules)?.field,
    ).toBe('testRuleId');
    expect(
      validateTestRule({ testRuleDescription: 'New', messageTypeId: 1, testRuleId: '01234' }, rules),
    ).toBeNull();
    expect(isDuplicateName('a', [{ id: '1', name: 'A' }], '1')).toBe(false);
  });

  it("refuses another rule's id on the id field, but not the rule's own", () => {
    const taken = [{ id: 7, name: '10001' }];
    expect(
      validateTestRule(
        { testRuleDescription: 'New', messageTypeId: 1, testRuleId: '10001' },
        [],
        null,
        taken,
      ),
    ).toEqual({
      field: 'testRuleId',
      message: M.testRuleIdDuplicate,
    });
    expect(
      validateTestRule({ testRuleDescription: 'New', messageTypeId: 1, testRuleId: '10001' }, [], 7, taken),
    ).toBeNull();
  });
});

describe('rule message logic', () => {
  it("has the large-text editor's one limit, wherever it is edited", () => {
    expect(RULE_MESSAGE_LOGIC_MAX).toBe(100);
    expect(validateRuleMessageLogic('x'.repeat(100))).toBeNull();
    expect(validateRuleMessageLogic(null)).toBeNull();
    expect(validateRuleMessageLogic('x'.repeat(101))).toEqual({
      field: 'ruleMessageLogic',
      message: 'At most 100 characters.',
    });
  });
});

describe('rule message selection', () => {
  const listed = [
    { id: 5, message: 'Value is missing.' },
    { id: 6, message: 'Dates are out of sequence.' },
  ];
  it('selects, adds, or refuses with the spec texts', () => {
    expect(resolveAzimuthMessage({ typed: '', selected: null }, listed)).toEqual({
      field: 'azimuthMessage',
      message: M.azimuthMessageRequired,
    });
    expect(resolveAzimuthMessage({ typed: 'Value is', selected: listed[0] }, listed)).toEqual({
      field: 'azimuthMessage',
      message: 'Please select Azimuth Message Correctly or add new Message',
    });
    expect(resolveAzimuthMessage({ typed: ' ', isNew: true }, listed)).toEqual({
      field: 'azimuthMessage',
      message: 'Please add some message or select the listed one',
    });
    expect(resolveAzimuthMessage({ typed: 'value IS missing.', isNew: true }, listed)).toEqual({
      ruleMessageId: '5',
    });
    expect(resolveAzimuthMessage({ typed: 'value is missing.' }, listed)).toEqual({ ruleMessageId: '5' });
    const added = resolveAzimuthMessage({ typed: ' Brand new ', isNew: true }, listed);
    expect(added).toEqual({ newMessage: 'Brand new' });
    expect(isResolvedMessage(added)).toBe(true);
  });
});

describe('filter mappings', () => {
  const base = {
    testId: 1,
    testRuleId: 2,
    ruleMessageType: 'Test',
    messageCount: 1,
    ruleMessageId: 3,
    statusId: 1,
    isCustomMessage: false,
  };
  it('applies the rules in order', () => {
    expect(validateFilterMapping({ ...base, messageCount: 0 })?.message).toBe(
      'Selected test rule does not have azimuth messages, please try another test rule.',
    );
    expect(validateFilterMapping({ ...base, statusId: null })?.message).toBe('Status is required.');
    expect(validateFilterMapping({ ...base, ruleMessageType: 'Filter', statusId: null })).toBeNull();
    expect(validateFilterMapping({ ...base, isCustomMessage: true, customMessage: '' })?.message).toBe(
      'Custom message is required.',
    );
    expect(validateFilterMapping(base)).toBeNull();
    expect(isTestMessageType(' TEST ')).toBe(true);
    expect(isTestMessageType('filter')).toBe(false);
  });

  it('checks custom messages', () => {
    expect(validateCustomMessage(false, '<b>')).toBeNull();
    expect(validateCustomMessage(true, 'Use the = sign, please? ok_1.')).toBeNull();
    expect(validateCustomMessage(true, 'no <tags>')?.message).toBe('Please enter alphanumeric.');
    expect(validateCustomMessage(true, 'a'.repeat(251))?.message).toBe(
      'Custom message should not exceed more than 250 characters.',
    );
    expect(validateCustomMessage(true, 'a'.repeat(250))).toBeNull();
  });

  it('preselects the only message', () => {
    expect(preselectedMessageId([{ id: 9 }])).toBe('9');
    expect(preselectedMessageId([{ id: 9 }, { id: 10 }])).toBeNull();
    expect(preselectedMessageId([])).toBeNull();
  });
});

describe('reorder', () => {
  const rows = [
    { id: 'a', testId: '1', testOrder: 1 },
    { id: 'b', testId: '1', testOrder: 2 },
    { id: 'c', testId: '1', testOrder: 3 },
    { id: 'x', testId: '2', testOrder: 1 },
  ];
  it('moves within a test only and sends only changed rows', () => {
    const moved = moveRow(rows, 2, 0);
    expect(moved.map((row) => `${row.id}${row.testOrder}`)).toEqual(['c1', 'a2', 'b3', 'x1']);
    expect(changedOrders(rows, moved).map((row) => row.id)).toEqual(['c', 'a', 'b']);
    expect(moveRow(rows, 0, 3)).toEqual(rows);
    expect(changedOrders(rows, moveRow(rows, 1, 2)).map((row) => [row.id, row.testOrder])).toEqual([
      ['c', 2],
      ['b', 3],
    ]);
  });
});

describe('labels, uploads and the large-text editor', () => {
  it('renders flags and checks files and texts', () => {
    expect([activeLabel(true), activeLabel(false), yesNoLabel(true), yesNoLabel(false)]).toEqual([
      'Active',
      'Inactive',
      'Yes',
      'No',
    ]);
    expect(validateUploadFileName('rules.XLSX')).toBeNull();
    expect(validateUploadFileName('rules.xls')).toBeNull();
    expect(validateUploadFileName('rules.csv')).toBe('Invalid file extension.');
    expect(validateUploadFileName('rules.xlsx.exe')).toBe('Invalid file extension.');
    expect(validateLargeText('a'.repeat(100))).toBeNull();
    expect(validateLargeText('a'.repeat(101))).toBe('At most 100 characters.');
    expect(validateLargeText('abc 12', { lettersDigitsSpaces: true })).toBeNull();
    expect(validateLargeText('abc-12', { lettersDigitsSpaces: true })).toBe(
      'Only letters, digits and spaces are allowed.',
    );
  });
});
