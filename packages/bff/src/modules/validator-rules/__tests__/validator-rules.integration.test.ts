import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_FILE_MESSAGES, RULE_MESSAGE_LOGIC_MAX, VALIDATOR_MESSAGES as M } from '@lexbridge/rules';
import { startHarness, type GraphQLResult, type Harness, type TestClient } from '../../../testing/harness.js';

const SAVE_MESSAGE_TYPE = `mutation ($input: SaveMessageTypeInput!) { saveMessageType(input: $input) {
  message deleted messageType { id messageType description isClient clientId clientName isActive version } } }`;
const SAVE_TEST_RULE = `mutation ($input: SaveTestRuleInput!) { saveTestRule(input: $input) {
  message deleted testRule { id testRuleId testRuleDescription messageType result isActive version } } }`;
const SAVE_RULE_MESSAGE = `mutation ($input: SaveTestRuleMessageInput!) { saveTestRuleMessage(input: $input) {
  message deleted testRuleMessage { id azimuthMessage ruleMessageId testRuleId businessLineId isAssigned } } }`;
const SAVE_MAPPINGS = `mutation ($input: SaveTestFilterMappingsInput!) { saveTestFilterMappings(input: $input) {
  message counts { inserted updated deleted notInsertedDuplicates notDeletedMapped notUpdatedInvalid } } }`;
const REORDER = `mutation ($input: ReorderTestFilterMappingsInput!) { reorderTestFilterMappings(input: $input) {
  message counts { updated } } }`;
const MAPPINGS = `query ($filter: ValidatorListFilter, $page: PageInput) { testFilterMappings(filter: $filter, page: $page) {
  totalCount items { id testId testNumber testRuleId testOrder version messageType statusId customMessage isCustomMessage } } }`;
const MAPPED_RULES = `query ($businessLineId: ID) { mappedTestRules(businessLineId: $businessLineId) { id messageType messageCount isTestType } }`;

type Mapping = {
  id: string;
  testId: string;
  testRuleId: string;
  testOrder: number;
  version: number;
  messageType: string;
};

/** A workbook of the given rows, as a spreadsheet program would save it. */
async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The first sheet's rows by header, as the grid's export wrote them. */
async function sheetRows(bytes: ArrayBuffer): Promise<Record<string, unknown>[]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, number) => {
    if (number > 1)
      rows.push(
        Object.fromEntries((row.values as unknown[]).slice(1).map((value, index) => [header[index], value])),
      );
  });
  return rows;
}

function fieldsOf(result: GraphQLResult): Record<string, string> | undefined {
  return result.errors?.[0]?.extensions?.fields as Record<string, string> | undefined;
}

describe('validator rule maintenance against the reference catalogue', () => {
  let harness: Harness;
  let admin: TestClient;
  let secondAdmin: TestClient;
  let lawyer: TestClient;
  const MORTGAGE_ORIGINATION = '5';

  beforeAll(async () => {
    harness = await startHarness({ bff: { exposeLegacyCalls: true } });
    admin = harness.client({ 'x-lexbridge-route': '/validator-maintenance/message-types' });
    secondAdmin = harness.client();
    lawyer = harness.client();
    await admin.login('admin@lexbridge.test');
    await secondAdmin.login('admin@lexbridge.test');
    await lawyer.login('lawyer@lexbridge.test');
  });
  afterAll(() => harness?.close());

  it('refuses users who are not administrators or provider staff with FORBIDDEN', async () => {
    const list = await lawyer.gql(`{ messageTypes { totalCount } }`);
    expect(list.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const save = await lawyer.gql(SAVE_MESSAGE_TYPE, { input: { messageType: 'X', isClient: false } });
    expect(save.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const exported = await lawyer.gql(
      `mutation { exportValidatorGrid(input: { grid: TEST_RULES }) { download { url } } }`,
    );
    expect(exported.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('pages the grids with a total count', async () => {
    const result = await admin.gql<{ testRules: { totalCount: number; items: { testRuleId: string }[] } }>(
      `{ testRules(page: { pageNumber: 2, pageSize: 10 }) { totalCount items { testRuleId } } }`,
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.testRules.totalCount).toBeGreaterThanOrEqual(40);
    expect(result.data!.testRules.items[0]!.testRuleId).toBe('10011');
    const bad = await admin.gql(`{ testRules(page: { pageNumber: 0, pageSize: 10 }) { totalCount } }`);
    expect(fieldsOf(bad)).toEqual({ pageNumber: 'pageNumber must be 1 or more.' });
  });

  describe('message types', () => {
    it('adds with and without a client, trimmed; the client is cleared when the flag is off', async () => {
      const clients = await admin.gql<{ validatorClients: { id: string; name: string }[] }>(
        `{ validatorClients { id name } }`,
      );
      const client = clients.data!.validatorClients[0]!;
      const withClient = await admin.gql<{
        saveMessageType: { messageType: { clientId: string; clientName: string; messageType: string } };
      }>(SAVE_MESSAGE_TYPE, {
        input: { messageType: '  Client Review ', description: ' d ', isClient: true, clientId: client.id },
      });
      expect(withClient.errors).toBeUndefined();
      expect(withClient.data!.saveMessageType.messageType).toMatchObject({
        messageType: 'Client Review',
        clientId: client.id,
        clientName: client.name,
      });
      const without = await admin.gql<{
        saveMessageType: { messageType: { clientId: string | null; isClient: boolean } };
      }>(SAVE_MESSAGE_TYPE, {
        input: { messageType: 'Plain Review', isClient: false, clientId: client.id },
      });
      expect(without.data!.saveMessageType.messageType).toMatchObject({ clientId: null, isClient: false });
    });

    it('answers the spec messages for bad input', async () => {
      const noClient = await admin.gql(SAVE_MESSAGE_TYPE, {
        input: { messageType: 'X', isClient: true, clientId: '0' },
      });
      expect(fieldsOf(noClient)).toEqual({ clientId: 'Please select Client' });
      const blank = await admin.gql(SAVE_MESSAGE_TYPE, { input: { messageType: '  ', isClient: false } });
      expect(fieldsOf(blank)).toEqual({ messageType: 'Please add Correct message' });
      const duplicate = await admin.gql(SAVE_MESSAGE_TYPE, {
        input: { messageType: ' FILTER ', isClient: false },
      });
      expect(fieldsOf(duplicate)).toEqual({ messageType: M.messageTypeDuplicate });
      expect(duplicate.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    });

    it('updates itself without a duplicate error, and deletes when saved inactive', async () => {
      const created = await admin.gql<{ saveMessageType: { messageType: { id: string; version: number } } }>(
        SAVE_MESSAGE_TYPE,
        {
          input: { messageType: 'Self Check', isClient: false },
        },
      );
      const { id, version } = created.data!.saveMessageType.messageType;
      const same = await admin.gql(SAVE_MESSAGE_TYPE, {
        input: { id, version, messageType: 'self check', isClient: false },
      });
      expect(same.errors).toBeUndefined();
      const removed = await admin.gql<{
        saveMessageType: { deleted: boolean; messageType: null; message: string };
      }>(SAVE_MESSAGE_TYPE, {
        input: { id, messageType: 'self check', isClient: false, isActive: false },
      });
      expect(removed.data!.saveMessageType).toMatchObject({
        deleted: true,
        messageType: null,
        message: 'Record deleted successfully',
      });
    });

    it('two administrators saving the same record at once: one wins, the other gets CONFLICT with the current row', async () => {
      const created = await admin.gql<{ saveMessageType: { messageType: { id: string; version: number } } }>(
        SAVE_MESSAGE_TYPE,
        {
          input: { messageType: 'Race Type', isClient: false },
        },
      );
      const { id, version } = created.data!.saveMessageType.messageType;
      const [a, b] = await Promise.all([
        admin.gql(SAVE_MESSAGE_TYPE, {
          input: { id, version, messageType: 'Race Type', description: 'from A', isClient: false },
        }),
        secondAdmin.gql(SAVE_MESSAGE_TYPE, {
          input: { id, version, messageType: 'Race Type', description: 'from B', isClient: false },
        }),
      ]);
      const outcomes = [a, b].map((result) => result.errors?.[0]?.extensions?.code ?? 'OK').sort();
      expect(outcomes).toEqual(['CONFLICT', 'OK']);
      const loser = a.errors ? a : b;
      const winner = a.errors ? 'from B' : 'from A';
      const body = loser.errors![0]!.extensions!.body as {
        Message: string;
        Result: { description: string; version: number };
      };
      expect(body.Result).toMatchObject({ description: winner, version: version + 1 });
      // The loser saw the winner's row and saves on top of it: both changes are kept, nothing silently overwritten.
      const retry = await (loser === a ? admin : secondAdmin).gql<{
        saveMessageType: { messageType: { description: string; version: number } };
      }>(SAVE_MESSAGE_TYPE, {
        input: {
          id,
          version: body.Result.version,
          messageType: 'Race Type',
          description: `${winner}; and more`,
          isClient: false,
        },
      });
      expect(retry.data!.saveMessageType.messageType).toMatchObject({
        description: `${winner}; and more`,
        version: version + 2,
      });
    });
  });

  describe('test rules', () => {
    it('adds with the next five-digit id, refuses blanks, duplicates and bad ids', async () => {
      const types = await admin.gql<{ messageTypes: { items: { id: string; messageType: string }[] } }>(
        `{ messageTypes(page: { pageSize: 100, pageNumber: 1 }) { items { id messageType } } }`,
      );
      const testType = types.data!.messageTypes.items.find((type) => type.messageType === 'Test')!;
      const created = await admin.gql<{
        saveTestRule: { testRule: { testRuleId: string; testRuleDescription: string } };
      }>(SAVE_TEST_RULE, {
        input: { messageTypeId: testType.id, testRuleDescription: '  Borrower e-mail is present ' },
      });
      expect(created.errors).toBeUndefined();
      expect(created.data!.saveTestRule.testRule.testRuleId).toMatch(/^\d{5}$/);
      expect(created.data!.saveTestRule.testRule.testRuleDescription).toBe('Borrower e-mail is present');
      const blank = await admin.gql(SAVE_TEST_RULE, {
        input: { messageTypeId: testType.id, testRuleDescription: ' ' },
      });
      expect(fieldsOf(blank)).toEqual({ testRuleDescription: 'Please Enter Correct Description' });
      const duplicate = await admin.gql(SAVE_TEST_RULE, {
        input: { messageTypeId: testType.id, testRuleDescription: 'BORROWER E-MAIL IS PRESENT' },
      });
      expect(fieldsOf(duplicate)).toEqual({
        testRuleDescription: 'Test Rule Description already exists, please add another description',
      });
      const badId = await admin.gql(SAVE_TEST_RULE, {
        input: { messageTypeId: testType.id, testRuleDescription: 'Other', testRuleId: '123' },
      });
      expect(fieldsOf(badId)).toEqual({ testRuleId: M.testRuleIdInvalid });
    });
  });

  describe('test rule messages', () => {
    it('adds through a listed message, a new one, or a typed match; refuses the bad selections', async () => {
      const rules = await admin.gql<{ mappedTestRules: { id: string }[] }>(MAPPED_RULES, {
        businessLineId: MORTGAGE_ORIGINATION,
      });
      const testRuleId = rules.data!.mappedTestRules[0]!.id;
      const listed = await admin.gql<{ azimuthMessages: { items: { id: string; message: string }[] } }>(
        `{ azimuthMessages(search: "dates are out", first: 5) { totalCount items { id message } } }`,
      );
      const picked = listed.data!.azimuthMessages.items[0]!;
      expect(picked.message).toBe('Dates are out of sequence.');
      const base = { businessLineId: MORTGAGE_ORIGINATION, testRuleId };

      const none = await admin.gql(SAVE_RULE_MESSAGE, { input: { ...base, azimuthMessage: 'zzz' } });
      expect(fieldsOf(none)).toEqual({ azimuthMessage: 'Please select Azimuth Message Correctly' });
      const mismatch = await admin.gql(SAVE_RULE_MESSAGE, {
        input: { ...base, ruleMessageId: picked.id, azimuthMessage: 'Dates are' },
      });
      expect(fieldsOf(mismatch)).toEqual({
        azimuthMessage: 'Please select Azimuth Message Correctly or add new Message',
      });
      const emptyNew = await admin.gql(SAVE_RULE_MESSAGE, {
        input: { ...base, azimuthMessage: ' ', isNewMessage: true },
      });
      expect(fieldsOf(emptyNew)).toEqual({
        azimuthMessage: 'Please add some message or select the listed one',
      });

      const selected = await admin.gql<{
        saveTestRuleMessage: { testRuleMessage: { ruleMessageId: string } };
      }>(SAVE_RULE_MESSAGE, {
        input: { ...base, ruleMessageId: picked.id, azimuthMessage: picked.message },
      });
      expect(selected.errors).toBeUndefined();
      expect(selected.data!.saveTestRuleMessage.testRuleMessage.ruleMessageId).toBe(picked.id);

      const typedMatch = await admin.gql<{
        saveTestRuleMessage: { testRuleMessage: { ruleMessageId: string } };
      }>(SAVE_RULE_MESSAGE, {
        input: {
          ...base,
          testRuleId: rules.data!.mappedTestRules[1]!.id,
          azimuthMessage: 'VALUE IS MISSING.',
          isNewMessage: true,
        },
      });
      const missing = await admin.gql<{ azimuthMessages: { items: { id: string }[] } }>(
        `{ azimuthMessages(search: "value is missing.") { items { id } } }`,
      );
      expect(typedMatch.data!.saveTestRuleMessage.testRuleMessage.ruleMessageId).toBe(
        missing.data!.azimuthMessages.items[0]!.id,
      );

      const brandNew = await admin.gql<{
        saveTestRuleMessage: { testRuleMessage: { azimuthMessage: string } };
      }>(SAVE_RULE_MESSAGE, {
        input: {
          ...base,
          testRuleId: rules.data!.mappedTestRules[2]!.id,
          azimuthMessage: '  Lender name is blank. ',
          isNewMessage: true,
        },
      });
      expect(brandNew.data!.saveTestRuleMessage.testRuleMessage.azimuthMessage).toBe('Lender name is blank.');
    });

    it('refuses to delete a rule message an active filter mapping uses', async () => {
      const page = await admin.gql<{ testRuleMessages: { items: { id: string; isAssigned: boolean }[] } }>(
        `{ testRuleMessages(page: { pageNumber: 1, pageSize: 500 }) { items { id isAssigned } } }`,
        undefined,
      );
      // The grid's own route: the guard needs it in the menu, which the admin has.
      const assigned = page.data!.testRuleMessages.items.find((row) => row.isAssigned)!;
      const result = await admin.gql(
        `mutation ($id: ID!) { deleteTestRuleMessage(id: $id) { id message } }`,
        { id: assigned.id },
      );
      expect(result.errors?.[0]?.message).toBe(
        'Cannot delete TestRuleMessage because it is still associated with an active Test Filter Mapping.',
      );
      expect(fieldsOf(result)).toEqual({ id: M.ruleMessageInUse });
    });
  });

  describe('filter mappings', () => {
    let rules: { id: string; messageType: string; messageCount: number; isTestType: boolean }[];
    let testId: string;
    let taken: Set<string>;
    beforeAll(async () => {
      const result = await admin.gql<{ mappedTestRules: typeof rules }>(MAPPED_RULES, {
        businessLineId: MORTGAGE_ORIGINATION,
      });
      rules = result.data!.mappedTestRules;
      const tests = await admin.gql<{ filterTests: { id: string }[] }>(
        `query ($b: ID) { filterTests(businessLineId: $b) { id } }`,
        {
          b: MORTGAGE_ORIGINATION,
        },
      );
      testId = tests.data!.filterTests[4]!.id;
      const existing = await admin.gql<{ testFilterMappings: { items: Mapping[] } }>(MAPPINGS, {
        filter: { testId },
      });
      taken = new Set(existing.data!.testFilterMappings.items.map((row) => row.testRuleId));
    });

    it('applies the rules: no messages, status only for Test rules, custom message', async () => {
      const save = (row: Record<string, unknown>) =>
        admin.gql(SAVE_MAPPINGS, { input: { mappings: [{ testId, ...row }] } });
      const without = rules.find((rule) => rule.messageCount === 0)!;
      expect(fieldsOf(await save({ testRuleId: without.id }))).toEqual({ testRuleId: M.noMessages });
      const testRule = rules.find(
        (rule) => rule.isTestType && rule.messageCount === 1 && !taken.has(rule.id),
      )!;
      expect(fieldsOf(await save({ testRuleId: testRule.id }))).toEqual({ statusId: 'Status is required.' });
      expect(fieldsOf(await save({ testRuleId: testRule.id, statusId: '1', isCustomMessage: true }))).toEqual(
        { customMessage: 'Custom message is required.' },
      );
      expect(
        fieldsOf(
          await save({
            testRuleId: testRule.id,
            statusId: '1',
            isCustomMessage: true,
            customMessage: 'Bad <b>',
          }),
        ),
      ).toEqual({
        customMessage: 'Please enter alphanumeric.',
      });
      expect(
        fieldsOf(
          await save({
            testRuleId: testRule.id,
            statusId: '1',
            isCustomMessage: true,
            customMessage: 'x'.repeat(251),
          }),
        ),
      ).toEqual({
        customMessage: 'Custom message should not exceed more than 250 characters.',
      });
      // The single message is taken without being named; the counts come back as the message.
      const saved = await save({
        testRuleId: testRule.id,
        statusId: '1',
        isCustomMessage: true,
        customMessage: 'Please check the note, thanks.',
      });
      expect(saved.errors).toBeUndefined();
      expect(
        (saved.data as { saveTestFilterMappings: { message: string; counts: { inserted: number } } })
          .saveTestFilterMappings,
      ).toMatchObject({
        message:
          'Records inserted: 1, updated: 0, deleted: 0, not inserted due to duplicates: 0, not deleted due to already mapped: 0, not updated due to invalid information: 0.',
        counts: { inserted: 1 },
      });
      // A Filter rule takes no status: it is cleared.
      const filterRule = rules.find(
        (rule) =>
          !rule.isTestType && rule.messageType === 'Filter' && rule.messageCount === 1 && !taken.has(rule.id),
      )!;
      expect((await save({ testRuleId: filterRule.id, statusId: '1' })).errors).toBeUndefined();
      const rows = await admin.gql<{
        testFilterMappings: { items: (Mapping & { statusId: string | null })[] };
      }>(MAPPINGS, { filter: { testId } });
      expect(
        rows.data!.testFilterMappings.items.find((row) => row.testRuleId === filterRule.id)!.statusId,
      ).toBeNull();
    });

    it('reorders within one test, sending only the rows whose order changed', async () => {
      const before = (
        await admin.gql<{ testFilterMappings: { items: Mapping[] } }>(MAPPINGS, { filter: { testId: '1' } })
      ).data!.testFilterMappings.items;
      expect(before.length).toBeGreaterThanOrEqual(4);
      // Move the third row to the top: rows 1..3 change, the rest keep their order.
      const reordered = [before[2]!, before[0]!, before[1]!, ...before.slice(3)].map((row, index) => ({
        id: row.id,
        testOrder: index + 1,
      }));
      const result = await admin.gql<{ reorderTestFilterMappings: { counts: { updated: number } } }>(
        REORDER,
        { input: { testId: '1', rows: reordered } },
      );
      expect(result.errors).toBeUndefined();
      expect(result.data!.reorderTestFilterMappings.counts.updated).toBe(3);
      const after = (
        await admin.gql<{ testFilterMappings: { items: Mapping[] } }>(MAPPINGS, { filter: { testId: '1' } })
      ).data!.testFilterMappings.items;
      const version = new Map(after.map((row) => [row.id, row.version]));
      // Unchanged rows were not written (their versions did not move).
      for (const row of before.slice(3)) expect(version.get(row.id)).toBe(row.version);
      for (const row of before.slice(0, 3)) expect(version.get(row.id)).toBe(row.version + 1);
      expect(after.slice(0, 3).map((row) => row.id)).toEqual([before[2]!.id, before[0]!.id, before[1]!.id]);

      const other = (
        await admin.gql<{ testFilterMappings: { items: Mapping[] } }>(MAPPINGS, { filter: { testId: '2' } })
      ).data!.testFilterMappings.items;
      const across = await admin.gql(REORDER, {
        input: { testId: '1', rows: [{ id: other[0]!.id, testOrder: 1 }] },
      });
      expect(fieldsOf(across)).toEqual({ rows: M.reorderAcrossTests });
      const unchanged = await admin.gql(REORDER, {
        input: { testId: '1', rows: after.map((row) => ({ id: row.id, testOrder: row.testOrder })) },
      });
      expect(fieldsOf(unchanged)).toEqual({ rows: M.nothingReordered });
    });
  });

  describe('stale and partial writes (internal tools)', () => {
    it('refuses a Test Rule Id another rule has, as a field error', async () => {
      const types = await admin.gql<{ messageTypes: { items: { id: string; messageType: string }[] } }>(
        `{ messageTypes(page: { pageSize: 100, pageNumber: 1 }) { items { id messageType } } }`,
      );
      const testType = types.data!.messageTypes.items.find((type) => type.messageType === 'Test')!;
      const taken = await admin.gql(SAVE_TEST_RULE, {
        input: {
          messageTypeId: testType.id,
          testRuleId: '10002',
          testRuleDescription: 'A rule whose id is taken',
        },
      });
      expect(taken.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(fieldsOf(taken)).toEqual({ testRuleId: M.testRuleIdDuplicate });
    });

    it('refuses an update without the version read, and changes nothing', async () => {
      const created = await admin.gql<{ saveMessageType: { messageType: { id: string; version: number } } }>(
        SAVE_MESSAGE_TYPE,
        {
          input: { messageType: 'Versioned Type', description: 'kept', isClient: false },
        },
      );
      const { id, version } = created.data!.saveMessageType.messageType;
      const versionless = await admin.gql(SAVE_MESSAGE_TYPE, {
        input: { id, messageType: 'Versionless Type', isClient: false },
      });
      expect(versionless.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(fieldsOf(versionless)).toEqual({ version: M.versionRequired });
      const rule = await admin.gql(SAVE_TEST_RULE, {
        input: { id: '1', messageTypeId: '1', testRuleDescription: 'Anything' },
      });
      expect(fieldsOf(rule)).toEqual({ version: M.versionRequired });
      const mapping = await admin.gql(SAVE_MAPPINGS, {
        input: { mappings: [{ id: '1', testId: '1', testRuleId: '1', testOrder: 1 }] },
      });
      expect(fieldsOf(mapping)).toEqual({ version: M.versionRequired });
      const list = await admin.gql<{
        messageTypes: { items: { id: string; messageType: string; version: number }[] };
      }>(`{ messageTypes(filter: { searchText: "versioned type" }) { items { id messageType version } } }`);
      expect(list.data!.messageTypes.items).toEqual([{ id, messageType: 'Versioned Type', version }]);
    });

    it('leaves the fields an update omits as they are', async () => {
      const created = await admin.gql<{ saveMessageType: { messageType: { id: string; version: number } } }>(
        SAVE_MESSAGE_TYPE,
        {
          input: { messageType: 'Described Type', description: 'Stays put.', isClient: false },
        },
      );
      const { id, version } = created.data!.saveMessageType.messageType;
      const renamed = await admin.gql<{ saveMessageType: { messageType: { description: string } } }>(
        SAVE_MESSAGE_TYPE,
        {
          input: { id, version, messageType: 'Described Type (renamed)', isClient: false },
        },
      );
      expect(renamed.errors).toBeUndefined();
      expect(renamed.data!.saveMessageType.messageType).toMatchObject({
        messageType: 'Described Type (renamed)',
        description: 'Stays put.',
      });
      // An explicit null clears it.
      const cleared = await admin.gql<{ saveMessageType: { messageType: { description: string } } }>(
        SAVE_MESSAGE_TYPE,
        {
          input: {
            id,
            version: version + 1,
            messageType: 'Described Type (renamed)',
            description: null,
            isClient: false,
          },
        },
      );
      expect(cleared.data!.saveMessageType.messageType.description).toBe('');

      const rules = await admin.gql<{
        testRules: {
          items: {
            id: string;
            testRuleDescription: string;
            result: string;
            version: number;
            messageType: string;
          }[];
        };
      }>(
        `{ testRules(filter: { searchText: "10003" }) { items { id testRuleDescription result version messageType } } }`,
      );
      const rule = rules.data!.testRules.items[0]!;
      const types = await admin.gql<{ messageTypes: { items: { id: string; messageType: string }[] } }>(
        `{ messageTypes(page: { pageSize: 100, pageNumber: 1 }) { items { id messageType } } }`,
      );
      const messageTypeId = types.data!.messageTypes.items.find(
        (type) => type.messageType === rule.messageType,
      )!.id;
      const observed = await admin.gql<{ saveTestRule: { testRule: { result: string; version: number } } }>(
        SAVE_TEST_RULE,
        {
          input: {
            id: rule.id,
            version: rule.version,
            messageTypeId,
            testRuleDescription: rule.testRuleDescription,
            result: 'OBSERVATION',
          },
        },
      );
      expect(observed.data!.saveTestRule.testRule.result).toBe('OBSERVATION');
      const reworded = await admin.gql<{ saveTestRule: { testRule: { result: string } } }>(SAVE_TEST_RULE, {
        input: {
          id: rule.id,
          version: observed.data!.saveTestRule.testRule.version,
          messageTypeId,
          testRuleDescription: `${rule.testRuleDescription}.`,
        },
      });
      expect(reworded.data!.saveTestRule.testRule.result).toBe('OBSERVATION');

      const messages = await admin.gql<{
        testRuleMessages: {
          items: {
            id: string;
            businessLineId: string;
            testRuleId: string;
            ruleMessageId: string;
            azimuthMessage: string;
            ruleMessageLogic: string;
            version: number;
          }[];
        };
      }>(
        `{ testRuleMessages(page: { pageNumber: 1, pageSize: 1 }) { items { id businessLineId testRuleId ruleMessageId azimuthMessage ruleMessageLogic version } } }`,
      );
      const message = messages.data!.testRuleMessages.items[0]!;
      const base = {
        id: message.id,
        businessLineId: message.businessLineId,
        testRuleId: message.testRuleId,
        ruleMessageId: message.ruleMessageId,
        azimuthMessage: message.azimuthMessage,
      };
      const tooLong = await admin.gql(SAVE_RULE_MESSAGE, {
        input: {
          ...base,
          version: message.version,
          ruleMessageLogic: 'x'.repeat(RULE_MESSAGE_LOGIC_MAX + 1),
        },
      });
      expect(fieldsOf(tooLong)).toEqual({ ruleMessageLogic: M.largeTextTooLong(RULE_MESSAGE_LOGIC_MAX) });
      const kept = await admin.gql(SAVE_RULE_MESSAGE, { input: { ...base, version: message.version } });
      expect(kept.errors).toBeUndefined();
      const reread = await admin.gql<{
        testRuleMessages: { items: { id: string; ruleMessageLogic: string }[] };
      }>(`{ testRuleMessages(page: { pageNumber: 1, pageSize: 1 }) { items { id ruleMessageLogic } } }`);
      expect(reread.data!.testRuleMessages.items[0]).toEqual({
        id: message.id,
        ruleMessageLogic: message.ruleMessageLogic,
      });

      // A filter mapping moved by order only keeps its status and custom message.
      const mappings = (
        await admin.gql<{
          testFilterMappings: {
            items: (Mapping & {
              statusId: string | null;
              customMessage: string | null;
              isCustomMessage: boolean;
            })[];
          };
        }>(MAPPINGS, { filter: { testId: '3' } })
      ).data!.testFilterMappings.items;
      const target = mappings.find((row) => row.statusId !== null)!;
      const custom = await admin.gql(SAVE_MAPPINGS, {
        input: {
          mappings: [
            {
              id: target.id,
              version: target.version,
              testId: target.testId,
              testRuleId: target.testRuleId,
              isCustomMessage: true,
              customMessage: 'Kept when moved.',
            },
          ],
        },
      });
      expect(custom.errors).toBeUndefined();
      const moved = await admin.gql(SAVE_MAPPINGS, {
        input: {
          mappings: [
            {
              id: target.id,
              version: target.version + 1,
              testId: target.testId,
              testRuleId: target.testRuleId,
              testOrder: 1,
            },
          ],
        },
      });
      expect(moved.errors).toBeUndefined();
      const after = (
        await admin.gql<{
          testFilterMappings: {
            items: (Mapping & {
              statusId: string | null;
              customMessage: string | null;
              isCustomMessage: boolean;
            })[];
          };
        }>(MAPPINGS, { filter: { testId: '3' } })
      ).data!.testFilterMappings.items;
      expect(after.find((row) => row.id === target.id)).toMatchObject({
        testOrder: 1,
        statusId: target.statusId,
        isCustomMessage: true,
        customMessage: 'Kept when moved.',
        version: target.version + 2,
      });
    });
  });

  describe('exports and uploads', () => {
    it('hands out a single-use ticket and streams the workbook', async () => {
      const result = await admin.gql<{
        exportValidatorGrid: { download: { url: string; expiresAt: string } };
      }>(
        `mutation { exportValidatorGrid(input: { grid: TEST_RULES, filter: { searchText: "loan amount" } }) { message download { url ticket expiresAt } } }`,
      );
      expect(result.errors).toBeUndefined();
      const { url } = result.data!.exportValidatorGrid.download;
      const stranger = await fetch(`${harness.bffUrl}${url}`);
      expect(stranger.status).toBe(401);
      const response = await fetch(`${harness.bffUrl}${url}`, { headers: { cookie: admin.cookie! } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="TestRules_\d{4}-\d{2}-\d{2}\.xlsx"$/,
      );
      const rows = await sheetRows(await response.arrayBuffer());
      expect(rows).toEqual([
        expect.objectContaining({
          'Test Rule Id': '10001',
          'Test Rule Description': 'Loan amount is greater than zero',
          Status: 'Active',
        }),
      ]);
      const again = await fetch(`${harness.bffUrl}${url}`, { headers: { cookie: admin.cookie! } });
      expect(again.status).toBe(404);
    });

    it('does not give one user the download of another', async () => {
      const result = await admin.gql<{ exportValidatorGrid: { download: { url: string } } }>(
        `mutation { exportValidatorGrid(input: { grid: MESSAGE_TYPES }) { download { url } } }`,
      );
      const response = await fetch(`${harness.bffUrl}${result.data!.exportValidatorGrid.download.url}`, {
        headers: { cookie: lawyer.cookie! },
      });
      expect(response.status).toBe(403);
    });

    it('reads an .xlsx upload into the filter mappings and says what it did; refuses other files saying what is wrong', async () => {
      const upload = async (name: string, bytes: Buffer, client: TestClient = admin) => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(bytes)]), name);
        return fetch(`${harness.bffUrl}/files/upload`, {
          method: 'POST',
          body: form,
          headers: { cookie: client.cookie! },
        });
      };
      const mappings = await admin.gql<{
        testFilterMappings: {
          items: { id: string; testNumber: string; testRule: string; version: number }[];
        };
      }>(`{ testFilterMappings(filter: { testId: "6" }) { items { id testNumber testRule version } } }`);
      const target = mappings.data!.testFilterMappings.items[0]!;
      const good = await upload(
        'rules.xlsx',
        await workbook([
          ['Test Id', 'Test Rule', 'Custom Message', 'Is Custom Message'],
          // The rule as the export writes it: '10041 - description'.
          [target.testNumber, target.testRule, 'From the upload.', 'Yes'],
          ['VT-000', '99999', '', ''],
        ]),
      );
      expect(good.status).toBe(200);
      expect(await good.json()).toMatchObject({
        message: expect.stringMatching(
          /^File uploaded successfully: 2 rows of rules\.xlsx read into Test Filter Mappings\. Records inserted: 0, updated: 1, /,
        ),
        fileName: 'rules.xlsx',
        rowsRead: 2,
        counts: { inserted: 0, updated: 1, notUpdatedInvalid: 1 },
      });
      const after = (
        await admin.gql<{ testFilterMappings: { items: (Mapping & { customMessage: string })[] } }>(
          MAPPINGS,
          { filter: { testId: '6' } },
        )
      ).data!.testFilterMappings.items;
      expect(after.find((row) => row.id === target.id)).toMatchObject({
        customMessage: 'From the upload.',
        version: target.version + 1,
      });

      const bad = await upload('rules.csv', Buffer.from('a,b'));
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ error: 'Invalid file extension.' });
      // Named .xlsx, not a workbook: the BFF opens the container and says what is wrong with it.
      const disguised = await upload('rules.xlsx', Buffer.from('not a workbook'));
      expect([disguised.status, (await disguised.json()).error]).toEqual([
        400,
        OFFICE_FILE_MESSAGES.notZip('.xlsx'),
      ]);
      const zipped = await upload(
        'rules.xlsx',
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(64)]),
      );
      expect([zipped.status, (await zipped.json()).error]).toEqual([
        400,
        OFFICE_FILE_MESSAGES.corrupt('.xlsx'),
      ]);
      const columns = await upload('rules.xlsx', await workbook([['Name'], ['x']]));
      expect(columns.status).toBe(400);
      expect((await columns.json()).error).toMatch(
        /^The first row of the first sheet must name the columns Test Id and Test Rule/,
      );
    });
  });

  describe('deletes, filter fields and client mappings', () => {
    const del = (name: string, id: string) =>
      admin.gql(`mutation ($id: ID!) { ${name}(id: $id) { id message } }`, { id });

    it('deletes message types and test rules unless something uses them', async () => {
      const used = await del('deleteMessageType', '1');
      expect(fieldsOf(used)).toEqual({
        id: 'Cannot delete MessageType because it is still used by a Test Rule.',
      });
      const free = await del('deleteMessageType', '4');
      expect(free.data).toEqual({ deleteMessageType: { id: '4', message: 'Record deleted successfully' } });
      const rule = await del('deleteTestRule', '1');
      expect(fieldsOf(rule)).toEqual({
        id: 'Cannot delete TestRule because it is still used by a Test Rule Message or a Test Filter Mapping.',
      });
      const unknown = await del('deleteTestRule', '9999');
      expect(unknown.errors?.[0]).toMatchObject({
        message: 'TestRule not found.',
        extensions: { code: 'NOT_FOUND' },
      });
      const notAnId = await del('deleteTestRule', 'abc');
      expect(fieldsOf(notAnId)).toEqual({ id: 'id must be a positive whole number.' });
    });

    it('saves filter fields: a field of the entity, once per mapping; deletes them', async () => {
      const SAVE_FIELD = `mutation ($input: SaveTestFilterFieldInput!) { saveTestFilterField(input: $input) { message deleted testFilterField { id entityName fieldName isValidationRequired } } }`;
      // Mapping 3 is of Mortgage Origination, whose entities are 1 to 5; field 9 is the first of entity 2.
      const saved = await admin.gql<{
        saveTestFilterField: { testFilterField: { id: string; entityName: string; fieldName: string } };
      }>(SAVE_FIELD, {
        input: { testFilterMappingId: '3', entityId: '2', fieldId: '9', isValidationRequired: true },
      });
      expect(saved.errors).toBeUndefined();
      expect(saved.data!.saveTestFilterField.testFilterField).toMatchObject({
        entityName: 'Borrower',
        fieldName: 'DateOfBirth',
      });
      const wrongEntity = await admin.gql(SAVE_FIELD, {
        input: { testFilterMappingId: '3', entityId: '1', fieldId: '9' },
      });
      expect(fieldsOf(wrongEntity)).toEqual({ fieldId: 'The field does not belong to the entity.' });
      const twice = await admin.gql(SAVE_FIELD, {
        input: { testFilterMappingId: '3', entityId: '2', fieldId: '9' },
      });
      expect(twice.errors?.[0]).toMatchObject({
        message: 'This field is already mapped to the test filter mapping.',
        extensions: { code: 'CONFLICT' },
      });
      const removed = await del('deleteTestFilterField', saved.data!.saveTestFilterField.testFilterField.id);
      expect(removed.data).toMatchObject({
        deleteTestFilterField: { message: 'Record deleted successfully' },
      });
      const gone = await del('deleteTestFilterField', saved.data!.saveTestFilterField.testFilterField.id);
      expect(gone.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it("updates a client's mapping's custom message with the spec's rules, and deletes it when saved inactive", async () => {
      const SAVE_CLIENT = `mutation ($input: SaveClientFilterMappingInput!) { saveClientFilterMapping(input: $input) { message deleted mapping { id customMessage isCustomMessage clientName } } }`;
      const page = await admin.gql<{ clientFilterMappings: { items: { id: string; version: number }[] } }>(
        `{ clientFilterMappings(page: { pageNumber: 1, pageSize: 5 }) { items { id version } } }`,
      );
      const [first, second] = page.data!.clientFilterMappings.items;
      expect(
        fieldsOf(
          await admin.gql(SAVE_CLIENT, {
            input: { id: first!.id, isCustomMessage: true, customMessage: ' ' },
          }),
        ),
      ).toEqual({
        customMessage: 'Custom message is required.',
      });
      expect(
        fieldsOf(
          await admin.gql(SAVE_CLIENT, {
            input: { id: first!.id, isCustomMessage: true, customMessage: 'No! ' },
          }),
        ),
      ).toEqual({
        customMessage: 'Please enter alphanumeric.',
      });
      const saved = await admin.gql<{
        saveClientFilterMapping: { mapping: { customMessage: string; clientName: string } };
      }>(SAVE_CLIENT, {
        input: {
          id: first!.id,
          version: first!.version,
          isCustomMessage: true,
          customMessage: ' Call the branch, please. ',
        },
      });
      expect(saved.data!.saveClientFilterMapping.mapping).toMatchObject({
        customMessage: 'Call the branch, please.',
      });
      const stale = await admin.gql(SAVE_CLIENT, {
        input: { id: first!.id, version: first!.version, isCustomMessage: false },
      });
      expect(stale.errors?.[0]?.extensions?.code).toBe('CONFLICT');
      const removed = await admin.gql<{ saveClientFilterMapping: { deleted: boolean } }>(SAVE_CLIENT, {
        input: { id: second!.id, isCustomMessage: false, isActive: false },
      });
      expect(removed.data!.saveClientFilterMapping.deleted).toBe(true);
      const again = await del('deleteClientFilterMapping', second!.id);
      expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('deletes a filter mapping', async () => {
      const removed = await del('deleteTestFilterMapping', '12');
      expect(removed.data).toEqual({
        deleteTestFilterMapping: { id: '12', message: 'Record deleted successfully' },
      });
      expect((await del('deleteTestFilterMapping', '12')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });
});
