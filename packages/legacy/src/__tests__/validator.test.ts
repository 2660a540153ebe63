import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { readFirstSheet, unpacksBeyond } from '../modules/validator/validator.import.js';
import { VALIDATOR_MESSAGES as M } from '../modules/validator/validator.messages.js';
import type {
  MessageTypeDto,
  Page,
  TestFilterMappingDto,
  TestRuleMessageDto,
} from '../modules/validator/validator.repository.js';
import { seedBulkValidator } from '../seed/validator-seed.js';
import { LINES, useCatalogueSessions } from './catalogue-helpers.js';

const { catalogue, sessions, get, post, postAs } = useCatalogueSessions();
const MASTER = '/api/filterMappingMaster';
const TRANSACTION = '/api/filterMappingTransaction';

describe('validator maintenance (api/filterMappingMaster, api/filterMappingTransaction)', () => {
  it('refuses users who are neither administrators nor provider staff', async () => {
    const answer = await get(sessions.lena, `${MASTER}/getAllMessageType`);
    expect(answer.status).toBe(403);
    expect(answer.body.Message).toBe(M.forbidden);
  });

  it('lists message types, pages them, and applies the spec rules on save', async () => {
    const all = await get<MessageTypeDto[]>(sessions.admin, `${MASTER}/getAllMessageType`, {
      isActive: true,
    });
    expect(all.status).toBe(200);
    expect(all.body.Result.map((type) => type.messageType)).toContain('Test');

    const paged = await postAs<Page<MessageTypeDto>>(sessions.admin, `${MASTER}/getAllMessageType`, {
      pageNumber: 1,
      pageSize: 2,
    });
    expect(paged.body.Result.data).toHaveLength(2);
    expect(paged.body.Result.totalCount).toBeGreaterThanOrEqual(7);

    const blank = await postAs(sessions.admin, `${MASTER}/PostMessageType`, {
      messageType: '   ',
      isActive: true,
    });
    expect([blank.status, blank.body.Message]).toEqual([400, M.messageTypeBlank]);
    const noClient = await postAs(sessions.admin, `${MASTER}/PostMessageType`, {
      messageType: 'X',
      isClient: true,
      clientId: 0,
      isActive: true,
    });
    expect([noClient.status, noClient.body.Message]).toEqual([400, M.clientRequired]);
    const duplicate = await postAs(sessions.admin, `${MASTER}/PostMessageType`, {
      messageType: ' test ',
      isActive: true,
    });
    expect([duplicate.status, duplicate.body.Message]).toEqual([409, M.messageTypeDuplicate]);

    const created = await postAs<MessageTypeDto>(sessions.admin, `${MASTER}/PostMessageType`, {
      messageType: '  Legacy Audit ',
      description: ' trimmed ',
      isClient: false,
      isActive: true,
    });
    expect(created.status).toBe(200);
    expect(created.body.Result).toMatchObject({
      messageType: 'Legacy Audit',
      description: 'trimmed',
      version: 1,
    });
    const id = created.body.Result.id;

    // Two saves of the version both read: the first wins, the second is told with the current row.
    const first = await postAs<MessageTypeDto>(sessions.admin, `${MASTER}/PostMessageType`, {
      id,
      version: 1,
      messageType: 'Legacy Audit A',
      isActive: true,
    });
    const second = await postAs<MessageTypeDto>(sessions.admin, `${MASTER}/PostMessageType`, {
      id,
      version: 1,
      messageType: 'Legacy Audit B',
      isActive: true,
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body.Message).toBe(M.conflict);
    expect(second.body.Result).toMatchObject({ messageType: 'Legacy Audit A', version: 2 });
    // The first save did not name the description: it stayed.
    expect(first.body.Result).toMatchObject({ messageType: 'Legacy Audit A', description: 'trimmed' });

    // An update without the version read is refused, and nothing changes.
    const versionless = await postAs(sessions.admin, `${MASTER}/PostMessageType`, {
      id,
      messageType: 'Legacy Audit C',
      isActive: true,
    });
    expect([versionless.status, versionless.body.Message]).toEqual([
      400,
      'version is required to update a record.',
    ]);
    const after = await get<MessageTypeDto[]>(sessions.admin, `${MASTER}/getAllMessageType`);
    expect(after.body.Result.find((type) => type.id === id)).toMatchObject({
      messageType: 'Legacy Audit A',
      version: 2,
    });

    // Saving with isActive false deletes.
    const removed = await postAs(sessions.admin, `${MASTER}/PostMessageType`, { id, isActive: false });
    expect([removed.status, removed.body.Result]).toEqual([200, true]);
  });

  it('blocks deleting a rule message an active filter mapping uses', async () => {
    const list = await postAs<Page<TestRuleMessageDto>>(sessions.admin, `${MASTER}/getAllTestRuleMessage`, {
      pageSize: 500,
    });
    const assigned = list.body.Result.data.find((row) => row.isAssigned)!;
    const answer = await catalogue.client.delete(`${MASTER}/deleteTestRuleMessage`, {
      token: sessions.admin.accessToken,
      params: { id: assigned.id, UserId: sessions.admin.userId },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ Message: M.ruleMessageInUse, Result: false });
  });

  it('saves mapping lists with the bulk counts and reorders only within one test', async () => {
    const page = await postAs<Page<TestFilterMappingDto>>(
      sessions.admin,
      `${TRANSACTION}/getAllTestFilterMapping`,
      { testId: 1 },
    );
    const rows = page.body.Result.data;
    expect(rows.length).toBeGreaterThan(2);
    const [a, b] = rows;
    const reorder = await post(sessions.admin, `${TRANSACTION}/postTestFilterMapping`, [
      {
        id: a.id,
        testId: a.testId,
        testOrder: b.testOrder,
        isReorder: 1,
        version: a.version,
        UserId: sessions.admin.userId,
      },
      {
        id: b.id,
        testId: b.testId,
        testOrder: a.testOrder,
        isReorder: 1,
        version: b.version,
        UserId: sessions.admin.userId,
      },
    ]);
    expect(reorder.status).toBe(200);
    expect(reorder.body.Message).toBe(
      'Records inserted: 0, updated: 2, deleted: 0, not inserted due to duplicates: 0, not deleted due to already mapped: 0, not updated due to invalid information: 0.',
    );
    const other = await postAs<Page<TestFilterMappingDto>>(
      sessions.admin,
      `${TRANSACTION}/getAllTestFilterMapping`,
      { testId: 2 },
    );
    const across = await post(sessions.admin, `${TRANSACTION}/postTestFilterMapping`, [
      { id: a.id, testOrder: 1, isReorder: 1, version: a.version + 1, UserId: sessions.admin.userId },
      {
        id: other.body.Result.data[0].id,
        testOrder: 2,
        isReorder: 1,
        version: other.body.Result.data[0].version,
        UserId: sessions.admin.userId,
      },
    ]);
    expect([across.status, across.body.Message]).toEqual([400, M.reorderAcrossTests]);
  });

  it('applies the filter mapping rules: no messages, status for test rules, custom message', async () => {
    const rules = await postAs<{ id: number; messageCount: number; messageType: string }[]>(
      sessions.admin,
      `${TRANSACTION}/getMappedTestRule`,
      {
        businessLineId: LINES['Mortgage Origination'],
      },
    );
    const without = rules.body.Result.find((rule) => rule.messageCount === 0)!;
    const inTest = await postAs<Page<TestFilterMappingDto>>(
      sessions.admin,
      `${TRANSACTION}/getAllTestFilterMapping`,
      { testId: 3 },
    );
    const taken = new Set(inTest.body.Result.data.map((row) => row.testRuleId));
    // One message: the single message rule picks it, so only the status is missing.
    const testRule = rules.body.Result.find(
      (rule) => rule.messageCount === 1 && rule.messageType === 'Test' && !taken.has(rule.id),
    )!;
    const save = (row: Record<string, unknown>) =>
      post(sessions.admin, `${TRANSACTION}/postTestFilterMapping`, [
        { ...row, UserId: sessions.admin.userId },
      ]);
    const noMessages = await save({ testId: 3, testRuleId: without.id, isActive: true });
    expect([noMessages.status, noMessages.body.Message]).toEqual([400, M.noMessages]);
    const noStatus = await save({ testId: 3, testRuleId: testRule.id, isActive: true });
    expect([noStatus.status, noStatus.body.Message]).toEqual([400, M.statusRequired]);
    const badCustom = await save({
      testId: 3,
      testRuleId: testRule.id,
      statusId: 1,
      isCustomMessage: true,
      customMessage: 'no <tags>',
      isActive: true,
    });
    expect([badCustom.status, badCustom.body.Message]).toEqual([400, M.customMessageCharacters]);
    const longCustom = await save({
      testId: 3,
      testRuleId: testRule.id,
      statusId: 1,
      isCustomMessage: true,
      customMessage: 'a'.repeat(251),
      isActive: true,
    });
    expect(longCustom.body.Message).toBe(M.customMessageTooLong);
    const saved = await save({
      testId: 3,
      testRuleId: testRule.id,
      statusId: 1,
      isCustomMessage: true,
      customMessage: 'Check the note, please.',
      isActive: true,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.Message).toMatch(/^Records inserted: 1, /);

    // An update naming only the order keeps the status and the custom message; without the version it is refused.
    const after = await postAs<Page<TestFilterMappingDto>>(
      sessions.admin,
      `${TRANSACTION}/getAllTestFilterMapping`,
      { testId: 3 },
    );
    const mine = after.body.Result.data.find((row) => row.testRuleId === testRule.id)!;
    const versionless = await save({ id: mine.id, testId: 3, testRuleId: testRule.id, testOrder: 1 });
    expect([versionless.status, versionless.body.Message]).toEqual([
      400,
      'version is required to update a record.',
    ]);
    const moved = await save({
      id: mine.id,
      testId: 3,
      testRuleId: testRule.id,
      testOrder: 1,
      version: mine.version,
    });
    expect(moved.body.Message).toMatch(/, updated: 1, /);
    const reread = await postAs<Page<TestFilterMappingDto>>(
      sessions.admin,
      `${TRANSACTION}/getAllTestFilterMapping`,
      { testId: 3 },
    );
    expect(reread.body.Result.data.find((row) => row.id === mine.id)).toMatchObject({
      testOrder: 1,
      statusId: 1,
      isCustomMessage: true,
      customMessage: 'Check the note, please.',
      version: mine.version + 1,
    });
  });

  it('refuses a taken Test Rule Id as input (400), and keeps the omitted fields of a rule and a rule message', async () => {
    const rules = await postAs<
      Page<{ id: number; testRuleId: string; messageTypeId: number; status: string; version: number }>
    >(sessions.admin, `${MASTER}/getAllTestRule`, { pageSize: 5 });
    const [first, second] = rules.body.Result.data;
    const taken = await postAs(sessions.admin, `${MASTER}/postTestRule`, {
      messageTypeId: first.messageTypeId,
      testRuleId: first.testRuleId,
      testRuleDescription: 'A rule with a taken id',
      isActive: true,
    });
    expect([taken.status, taken.body.Message]).toEqual([400, M.testRuleIdDuplicate]);
    // An update without a status keeps the rule's.
    const observed = await postAs<{ status: string; version: number }>(
      sessions.admin,
      `${MASTER}/postTestRule`,
      {
        id: second.id,
        messageTypeId: second.messageTypeId,
        testRuleDescription: 'Observed once, kept after',
        status: 'Observation',
        version: second.version,
        isActive: true,
      },
    );
    expect(observed.body.Result).toMatchObject({ status: 'Observation' });
    const renamed = await postAs<{ status: string }>(sessions.admin, `${MASTER}/postTestRule`, {
      id: second.id,
      messageTypeId: second.messageTypeId,
      testRuleDescription: 'Observed once, kept after (renamed)',
      version: observed.body.Result.version,
      isActive: true,
    });
    expect(renamed.body.Result).toMatchObject({ status: 'Observation' });

    const messages = await postAs<Page<TestRuleMessageDto>>(
      sessions.admin,
      `${MASTER}/getAllTestRuleMessage`,
      { pageSize: 5 },
    );
    const message = messages.body.Result.data[0];
    const tooLong = await postAs(sessions.admin, `${MASTER}/postTestRuleMessage`, {
      id: message.id,
      businessLineId: message.businessLineId,
      testRuleId: message.testRuleId,
      ruleMessageId: message.ruleMessageId,
      ruleMessageLogic: 'x'.repeat(101),
      version: message.version,
      isActive: true,
    });
    expect([tooLong.status, tooLong.body.Message]).toEqual([400, M.ruleMessageLogicTooLong]);
    const kept = await postAs<TestRuleMessageDto>(sessions.admin, `${MASTER}/postTestRuleMessage`, {
      id: message.id,
      businessLineId: message.businessLineId,
      testRuleId: message.testRuleId,
      ruleMessageId: message.ruleMessageId,
      version: message.version,
      isActive: true,
    });
    expect(kept.body.Result).toMatchObject({
      ruleMessageLogic: message.ruleMessageLogic,
      version: message.version + 1,
    });
  });

  it('exports a real workbook with the date in its file name', async () => {
    const response = await fetch(`${catalogue.client.baseUrl}${MASTER}/export-test-rule`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sessions.admin.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ UserId: Number(sessions.admin.userId) }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="TestRules_\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const sheet = await readFirstSheet(Buffer.from(await response.arrayBuffer()));
    expect(sheet.sheetName).toBe('TestRules');
    expect(sheet.header).toEqual([
      'Test Rule Id',
      'Test Rule Description',
      'Message Type',
      'Result',
      'Status',
    ]);
    expect(sheet.rows.length).toBeGreaterThanOrEqual(40);
    expect(sheet.rows[0]).toMatchObject([
      '10001',
      'Loan amount is greater than zero',
      'Test',
      'Pass',
      'Active',
    ]);
  });

  describe('uploads', () => {
    const limits = {
      maxBytes: 5 * 1024 * 1024,
      maxUnpackedBytes: 20 * 1024 * 1024,
      maxRows: 5000,
      maxCellLength: 1000,
    };
    const upload = (fileName: string, content: Buffer) =>
      postAs<{ rowsRead: number; counts: Record<string, number> | null }>(
        sessions.admin,
        '/api/validatorfile-setup/upload-validator-file',
        {
          fileName,
          fileText: content.toString('base64'),
        },
      );
    const workbook = async (rows: (string | number)[][]) => {
      const book = new ExcelJS.Workbook();
      const sheet = book.addWorksheet('Mappings');
      for (const row of rows) sheet.addRow(row);
      return Buffer.from(await book.xlsx.writeBuffer());
    };

    it('reads a good workbook every time, whatever order its parts come in', async () => {
      const content = await workbook([
        ['Test Id', 'Test Rule'],
        ...Array.from({ length: 20 }, (_, i) => [`T${i}`, 'R']),
      ]);
      const refused: string[] = [];
      for (let read = 0; read < 400; read += 1) {
        await readFirstSheet(content, limits).catch((error: Error) =>
          refused.push(`read ${read}: ${error.message}`),
        );
      }
      expect(refused).toEqual([]);
    });

    it('says what is wrong with a file named .xlsx that is not a workbook, or lacks the columns', async () => {
      const garbage = await upload('mappings.xlsx', Buffer.from('PK\u0003\u0004 but not really a workbook'));
      expect([garbage.status, garbage.body.Message]).toEqual([400, M.notAWorkbook]);
      const noColumns = await upload(
        'mappings.xlsx',
        await workbook([
          ['Name', 'Value'],
          ['a', 1],
        ]),
      );
      expect([noColumns.status, noColumns.body.Message]).toEqual([400, M.uploadColumnsMissing]);
      const onlyHeader = await upload('mappings.xlsx', await workbook([['Test Id', 'Test Rule']]));
      expect([onlyHeader.status, onlyHeader.body.Message]).toEqual([400, M.uploadNothingToImport]);
    });

    it('reads the export layout into filter mappings: updates, adds, counts what it could not place', async () => {
      const page = await postAs<Page<TestFilterMappingDto>>(
        sessions.admin,
        `${TRANSACTION}/getAllTestFilterMapping`,
        { testId: 5 },
      );
      const [first] = page.body.Result.data;
      const rules = await postAs<
        { id: number; testRuleId: string; messageCount: number; messageType: string }[]
      >(sessions.admin, `${TRANSACTION}/getMappedTestRule`, {
        businessLineId: first.businessLineId,
      });
      const taken = new Set(page.body.Result.data.map((row) => row.testRuleId));
      const fresh = rules.body.Result.find(
        (rule) => rule.messageCount === 1 && rule.messageType === 'Filter' && !taken.has(rule.id),
      )!;
      const answer = await upload(
        'mappings.xlsx',
        await workbook([
          ['Test Id', 'Business Line', 'Test Rule', 'Test Order', 'Custom Message', 'Is Custom Message'],
          [
            first.testNumber,
            first.businessLineName,
            first.testRule,
            first.testOrder,
            'Read from the sheet.',
            'Yes',
          ],
          [first.testNumber, first.businessLineName, `${fresh.testRuleId} - anything`, '', '', 'No'],
          ['VT-999', '', '10001', '', '', ''],
        ]),
      );
      expect(answer.status).toBe(200);
      expect(answer.body.Result).toMatchObject({
        rowsRead: 3,
        counts: { inserted: 1, updated: 1, notUpdatedInvalid: 1 },
      });
      expect(answer.body.Message).toBe(
        'File uploaded successfully: 3 rows of mappings.xlsx read into Test Filter Mappings. Records inserted: 1, updated: 1, deleted: 0, ' +
          'not inserted due to duplicates: 0, not deleted due to already mapped: 0, not updated due to invalid information: 1.',
      );
      const after = await postAs<Page<TestFilterMappingDto>>(
        sessions.admin,
        `${TRANSACTION}/getAllTestFilterMapping`,
        { testId: 5 },
      );
      expect(after.body.Result.data.find((row) => row.id === first.id)).toMatchObject({
        customMessage: 'Read from the sheet.',
        isCustomMessage: true,
      });
      expect(after.body.Result.data.some((row) => row.testRuleId === fresh.id)).toBe(true);
    });

    it('stops reading at the row limit instead of reading a large sheet whole', async () => {
      const rows = [
        ['Test Id', 'Test Rule'],
        ...Array.from({ length: 30 }, (_, index) => [`VT-${index}`, '10001']),
      ];
      await expect(readFirstSheet(await workbook(rows), { ...limits, maxRows: 20 })).rejects.toThrow(
        M.uploadTooManyRows(20),
      );
      await expect(
        readFirstSheet(await workbook([['Test Id'], ['x'.repeat(101)]]), { ...limits, maxCellLength: 100 }),
      ).rejects.toThrow(M.uploadCellTooLong(100));
    });

    it('refuses a small file that unpacks to far more, before reading it', async () => {
      // 30,000 rows of the same long text compress to little and unpack to megabytes.
      const rows = [
        ['Test Id', 'Test Rule'],
        ...Array.from({ length: 30_000 }, (_, index) => [`VT-${index}`, 'x'.repeat(200)]),
      ];
      const content = await workbook(rows);
      expect(unpacksBeyond(content, 1024 * 1024)).toBe(true);
      expect(unpacksBeyond(content, 100 * 1024 * 1024)).toBe(false);
      await expect(readFirstSheet(content, { ...limits, maxUnpackedBytes: 1024 * 1024 })).rejects.toThrow(
        M.uploadUnpacksTooLarge(1024 * 1024),
      );
    });
  });

  it('generates 10,000 filter mappings for load', async () => {
    const written = await seedBulkValidator(catalogue.running.db, 10_000);
    expect(written).toBe(10_000);
    const page = await postAs<Page<TestFilterMappingDto>>(
      sessions.admin,
      `${TRANSACTION}/getAllTestFilterMapping`,
      { pageNumber: 2, pageSize: 1000 },
    );
    expect(page.body.Result.data).toHaveLength(1000);
    expect(page.body.Result.totalCount).toBeGreaterThan(10_000);
    expect(await seedBulkValidator(catalogue.running.db, 0)).toBe(0);
  });
});
