import * as XLSX from 'xlsx';
import { describe, expect, it } from 'vitest';
import { VALIDATOR_MESSAGES as M } from '../modules/validator/validator.messages.js';
import type { MessageTypeDto, Page, TestFilterMappingDto, TestRuleMessageDto } from '../modules/validator/validator.repository.js';
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
    const all = await get<MessageTypeDto[]>(sessions.admin, `${MASTER}/getAllMessageType`, { isActive: true });
    expect(all.status).toBe(200);
    expect(all.body.Result.map((type) => type.messageType)).toContain('Test');

    const paged = await postAs<Page<MessageTypeDto>>(sessions.admin, `${MASTER}/getAllMessageType`, { pageNumber: 1, pageSize: 2 });
    expect(paged.body.Result.data).toHaveLength(2);
    expect(paged.body.Result.totalCount).toBeGreaterThanOrEqual(7);

    const blank = await postAs(sessions.admin, `${MASTER}/PostMessageType`, { messageType: '   ', isActive: true });
    expect([blank.status, blank.body.Message]).toEqual([400, M.messageTypeBlank]);
    const noClient = await postAs(sessions.admin, `${MASTER}/PostMessageType`, { messageType: 'X', isClient: true, clientId: 0, isActive: true });
    expect([noClient.status, noClient.body.Message]).toEqual([400, M.clientRequired]);
    const duplicate = await postAs(sessions.admin, `${MASTER}/PostMessageType`, { messageType: ' test ', isActive: true });
    expect([duplicate.status, duplicate.body.Message]).toEqual([409, M.messageTypeDuplicate]);

    const created = await postAs<MessageTypeDto>(sessions.admin, `${MASTER}/PostMessageType`, {
      messageType: '  Legacy Audit ',
      description: ' trimmed ',
      isClient: false,
      isActive: true,
    });
    expect(created.status).toBe(200);
    expect(created.body.Result).toMatchObject({ messageType: 'Legacy Audit', description: 'trimmed', version: 1 });
    const id = created.body.Result.id;

    // Two saves of the version both read: the first wins, the second is told with the current row.
    const first = await postAs<MessageTypeDto>(sessions.admin, `${MASTER}/PostMessageType`, { id, version: 1, messageType: 'Legacy Audit A', isActive: true });
    const second = await postAs<MessageTypeDto>(sessions.admin, `${MASTER}/PostMessageType`, { id, version: 1, messageType: 'Legacy Audit B', isActive: true });
    expect(first.status).toBe(200);
    expect(second.status).toBe(409);
    expect(second.body.Message).toBe(M.conflict);
    expect(second.body.Result).toMatchObject({ messageType: 'Legacy Audit A', version: 2 });
    // The first save did not name the description: it stayed.
    expect(first.body.Result).toMatchObject({ messageType: 'Legacy Audit A', description: 'trimmed' });

    // An update without the version read is refused, and nothing changes.
    const versionless = await postAs(sessions.admin, `${MASTER}/PostMessageType`, { id, messageType: 'Legacy Audit C', isActive: true });
    expect([versionless.status, versionless.body.Message]).toEqual([400, 'version is required to update a record.']);
    const after = await get<MessageTypeDto[]>(sessions.admin, `${MASTER}/getAllMessageType`);
    expect(after.body.Result.find((type) => type.id === id)).toMatchObject({ messageType: 'Legacy Audit A', version: 2 });

    // Saving with isActive false deletes.
    const removed = await postAs(sessions.admin, `${MASTER}/PostMessageType`, { id, isActive: false });
    expect([removed.status, removed.body.Result]).toEqual([200, true]);
  });

  it('blocks deleting a rule message an active filter mapping uses', async () => {
    const list = await postAs<Page<TestRuleMessageDto>>(sessions.admin, `${MASTER}/getAllTestRuleMessage`, { pageSize: 500 });
    const assigned = list.body.Result.data.find((row) => row.isAssigned)!;
    const answer = await catalogue.client.delete(`${MASTER}/deleteTestRuleMessage`, {
      token: sessions.admin.accessToken,
      params: { id: assigned.id, UserId: sessions.admin.userId },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ Message: M.ruleMessageInUse, Result: false });
  });

  it('saves mapping lists with the bulk counts and reorders only within one test', async () => {
    const page = await postAs<Page<TestFilterMappingDto>>(sessions.admin, `${TRANSACTION}/getAllTestFilterMapping`, { testId: 1 });
    const rows = page.body.Result.data;
    expect(rows.length).toBeGreaterThan(2);
    const [a, b] = rows;
    const reorder = await post(sessions.admin, `${TRANSACTION}/postTestFilterMapping`, [
      { id: a.id, testId: a.testId, testOrder: b.testOrder, isReorder: 1, version: a.version, UserId: sessions.admin.userId },
      { id: b.id, testId: b.testId, testOrder: a.testOrder, isReorder: 1, version: b.version, UserId: sessions.admin.userId },
    ]);
    expect(reorder.status).toBe(200);
    expect(reorder.body.Message).toBe(
      'Records inserted: 0, updated: 2, deleted: 0, not inserted due to duplicates: 0, not deleted due to already mapped: 0, not updated due to invalid information: 0.',
    );
    const other = await postAs<Page<TestFilterMappingDto>>(sessions.admin, `${TRANSACTION}/getAllTestFilterMapping`, { testId: 2 });
    const across = await post(sessions.admin, `${TRANSACTION}/postTestFilterMapping`, [
      { id: a.id, testOrder: 1, isReorder: 1, version: a.version + 1, UserId: sessions.admin.userId },
      { id: other.body.Result.data[0].id, testOrder: 2, isReorder: 1, version: other.body.Result.data[0].version, UserId: sessions.admin.userId },
    ]);
    expect([across.status, across.body.Message]).toEqual([400, M.reorderAcrossTests]);
  });

  it('applies the filter mapping rules: no messages, status for test rules, custom message', async () => {
    const rules = await postAs<{ id: number; messageCount: number; messageType: string }[]>(sessions.admin, `${TRANSACTION}/getMappedTestRule`, {
      businessLineId: LINES['Mortgage Origination'],
    });
    const without = rules.body.Result.find((rule) => rule.messageCount === 0)!;
    const inTest = await postAs<Page<TestFilterMappingDto>>(sessions.admin, `${TRANSACTION}/getAllTestFilterMapping`, { testId: 3 });
    const taken = new Set(inTest.body.Result.data.map((row) => row.testRuleId));
    // One message: the single message rule picks it, so only the status is missing.
    const testRule = rules.body.Result.find((rule) => rule.messageCount === 1 && rule.messageType === 'Test' && !taken.has(rule.id))!;
    const save = (row: Record<string, unknown>) =>
      post(sessions.admin, `${TRANSACTION}/postTestFilterMapping`, [{ ...row, UserId: sessions.admin.userId }]);
    const noMessages = await save({ testId: 3, testRuleId: without.id, isActive: true });
    expect([noMessages.status, noMessages.body.Message]).toEqual([400, M.noMessages]);
    const noStatus = await save({ testId: 3, testRuleId: testRule.id, isActive: true });
    expect([noStatus.status, noStatus.body.Message]).toEqual([400, M.statusRequired]);
    const badCustom = await save({ testId: 3, testRuleId: testRule.id, statusId: 1, isCustomMessage: true, customMessage: 'no <tags>', isActive: true });
    expect([badCustom.status, badCustom.body.Message]).toEqual([400, M.customMessageCharacters]);
    const longCustom = await save({ testId: 3, testRuleId: testRule.id, statusId: 1, isCustomMessage: true, customMessage: 'a'.repeat(251), isActive: true });
    expect(longCustom.body.Message).toBe(M.customMessageTooLong);
    const saved = await save({ testId: 3, testRuleId: testRule.id, statusId: 1, isCustomMessage: true, customMessage: 'Check the note, please.', isActive: true });
    expect(saved.status).toBe(200);
    expect(saved.body.Message).toMatch(/^Records inserted: 1, /);

    // An update naming only the order keeps the status and the custom message; without the version it is refused.
    const after = await postAs<Page<TestFilterMappingDto>>(sessions.admin, `${TRANSACTION}/getAllTestFilterMapping`, { testId: 3 });
    const mine = after.body.Result.data.find((row) => row.testRuleId === testRule.id)!;
    const versionless = await save({ id: mine.id, testId: 3, testRuleId: testRule.id, testOrder: 1 });
    expect([versionless.status, versionless.body.Message]).toEqual([400, 'version is required to update a record.']);
    const moved = await save({ id: mine.id, testId: 3, testRuleId: testRule.id, testOrder: 1, version: mine.version });
    expect(moved.body.Message).toMatch(/, updated: 1, /);
    const reread = await postAs<Page<TestFilterMappingDto>>(sessions.admin, `${TRANSACTION}/getAllTestFilterMapping`, { testId: 3 });
    expect(reread.body.Result.data.find((row) => row.id === mine.id)).toMatchObject({
      testOrder: 1,
      statusId: 1,
      isCustomMessage: true,
      customMessage: 'Check the note, please.',
      version: mine.version + 1,
    });
  });

  it('refuses a taken Test Rule Id as input (400), and keeps the omitted fields of a rule and a rule message', async () => {
    const rules = await postAs<Page<{ id: number; testRuleId: string; messageTypeId: number; status: string; version: number }>>(
      sessions.admin,
      `${MASTER}/getAllTestRule`,
      { pageSize: 5 },
    );
    const [first, second] = rules.body.Result.data;
    const taken = await postAs(sessions.admin, `${MASTER}/postTestRule`, {
      messageTypeId: first.messageTypeId,
      testRuleId: first.testRuleId,
      testRuleDescription: 'A rule with a taken id',
      isActive: true,
    });
    expect([taken.status, taken.body.Message]).toEqual([400, M.testRuleIdDuplicate]);
    // An update without a status keeps the rule's.
    const observed = await postAs<{ status: string; version: number }>(sessions.admin, `${MASTER}/postTestRule`, {
      id: second.id,
      messageTypeId: second.messageTypeId,
      testRuleDescription: 'Observed once, kept after',
      status: 'Observation',
      version: second.version,
      isActive: true,
    });
    expect(observed.body.Result).toMatchObject({ status: 'Observation' });
    const renamed = await postAs<{ status: string }>(sessions.admin, `${MASTER}/postTestRule`, {
      id: second.id,
      messageTypeId: second.messageTypeId,
      testRuleDescription: 'Observed once, kept after (renamed)',
      version: observed.body.Result.version,
      isActive: true,
    });
    expect(renamed.body.Result).toMatchObject({ status: 'Observation' });

    const messages = await postAs<Page<TestRuleMessageDto>>(sessions.admin, `${MASTER}/getAllTestRuleMessage`, { pageSize: 5 });
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
    expect(kept.body.Result).toMatchObject({ ruleMessageLogic: message.ruleMessageLogic, version: message.version + 1 });
  });

  it('exports a real workbook with the date in its file name', async () => {
    const response = await fetch(`${catalogue.client.baseUrl}${MASTER}/export-test-rule`, {
      method: 'POST',
      headers: { authorization: `Bearer ${sessions.admin.accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ UserId: Number(sessions.admin.userId) }),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="TestRules_\d{4}-\d{2}-\d{2}\.xlsx"$/);
    const book = XLSX.read(Buffer.from(await response.arrayBuffer()), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, string>>(book.Sheets[book.SheetNames[0]]);
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(rows[0]).toMatchObject({ 'Test Rule Id': '10001', Status: 'Active' });
  });

  it('generates 10,000 filter mappings for load', async () => {
    const written = await seedBulkValidator(catalogue.running.db, 10_000);
    expect(written).toBe(10_000);
    const page = await postAs<Page<TestFilterMappingDto>>(sessions.admin, `${TRANSACTION}/getAllTestFilterMapping`, { pageNumber: 2, pageSize: 1000 });
    expect(page.body.Result.data).toHaveLength(1000);
    expect(page.body.Result.totalCount).toBeGreaterThan(10_000);
    expect(await seedBulkValidator(catalogue.running.db, 0)).toBe(0);
  });
});
