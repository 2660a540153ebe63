import type { LegacyCaller } from '../../legacy/caller.js';
import type { LegacyFile, LegacyRequest } from '../../legacy/client.js';
import type {
  LegacyAzimuthMessage,
  LegacyBulkCounts,
  LegacyClientRow,
  LegacyEntity,
  LegacyFieldOption,
  LegacyMessageType,
  LegacyPage,
  LegacyResultStatus,
  LegacyTestFilterField,
  LegacyTestFilterMapping,
  LegacyTestRule,
  LegacyTestRuleMessage,
  LegacyUpload,
  LegacyValidatorTest,
} from './validator-rules.dto.js';
import type { ValidatorListFilter, ValidatorPageInput } from './validator-rules.input.js';
import {
  legacyId,
  toAzimuthMessage,
  toBulkCounts,
  toClient,
  toEntity,
  toEntityField,
  toMessageType,
  toResultStatus,
  toTestFilterField,
  toTestFilterMapping,
  toTestRule,
  toTestRuleMessage,
  toValidatorTest,
} from './validator-rules.mapper.js';
import { ValidatorGrid } from './validator-rules.enums.js';

const MASTER = 'api/filterMappingMaster';
const TRANSACTION = 'api/filterMappingTransaction';

/** The list endpoints and their export twins, per grid. */
export const GRID_ENDPOINTS: Record<ValidatorGrid, { list: string; export: string }> = {
  [ValidatorGrid.MESSAGE_TYPES]: { list: `${MASTER}/getAllMessageType`, export: `${MASTER}/export-message-type` },
  [ValidatorGrid.TEST_RULES]: { list: `${MASTER}/getAllTestRule`, export: `${MASTER}/export-test-rule` },
  [ValidatorGrid.TEST_RULE_MESSAGES]: { list: `${MASTER}/getAllTestRuleMessage`, export: `${MASTER}/export-test-rule-message` },
  [ValidatorGrid.TEST_FILTER_MAPPINGS]: { list: `${TRANSACTION}/getAllTestFilterMapping`, export: `${TRANSACTION}/export-test-filter-mapping` },
  [ValidatorGrid.TEST_FILTER_FIELDS]: { list: `${TRANSACTION}/getMappedTestFilterField`, export: `${TRANSACTION}/export-mapped-test-filter-field` },
  [ValidatorGrid.CLIENT_FILTER_MAPPINGS]: {
    list: `${TRANSACTION}/getAllClientTestFilterMapping`,
    export: `${TRANSACTION}/export-test-client-filter-mapping`,
  },
};

/** The filter body the list and export endpoints take (absent values left out). */
export function filterBody(filter: ValidatorListFilter | null | undefined, page?: ValidatorPageInput): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (filter?.searchText?.trim()) body.searchText = filter.searchText.trim();
  if (filter?.isActive !== undefined && filter?.isActive !== null) body.isActive = filter.isActive;
  for (const key of ['businessLineId', 'testId', 'testRuleId', 'messageTypeId', 'clientId', 'entityId'] as const) {
    const value = legacyId(filter?.[key]);
    if (value !== null) body[key] = value;
  }
  if (page) {
    body.pageNumber = page.pageNumber;
    body.pageSize = page.pageSize;
  }
  return body;
}

export interface SaveAnswer<T> {
  message: string;
  row: T | null;
  deleted: boolean;
}

/** Validator maintenance (api/filterMappingMaster and api/filterMappingTransaction). */
export class ValidatorRulesApi {
  constructor(private readonly legacy: LegacyCaller) {}

  private async page<L, T>(path: string, body: Record<string, unknown>, map: (row: L) => T) {
    const { result } = await this.legacy.envelope<LegacyPage<L>>({ method: 'POST', path, body });
    return { totalCount: result?.totalCount ?? 0, items: (result?.data ?? []).map(map) };
  }

  private async list<L, T>(request: LegacyRequest, map: (row: L) => T): Promise<T[]> {
    const { result } = await this.legacy.envelope<L[]>(request);
    return (result ?? []).map(map);
  }

  private async save<L, T>(path: string, body: Record<string, unknown>, map: (row: L) => T): Promise<SaveAnswer<T>> {
    const { message, result } = await this.legacy.envelope<L | boolean | null>({ method: 'POST', path, body });
    const deleted = typeof result === 'boolean';
    return { message: message ?? 'Success', row: deleted || result === null ? null : map(result as L), deleted };
  }

  /** A delete: Result false is the catalogue's refusal (the rule message delete block), with its message. */
  private async remove(path: string, query: Record<string, string | number>): Promise<{ ok: boolean; message: string }> {
    const { message, result } = await this.legacy.envelope<boolean>({ method: 'DELETE', path, query });
    return { ok: result !== false, message: message ?? 'Success' };
  }

  clients() {
    return this.list<LegacyClientRow, ReturnType<typeof toClient>>({ method: 'GET', path: 'api/ClientDbSetup/GetClientServer' }, toClient);
  }

  // ----- message types
  allMessageTypes(isActive?: boolean) {
    return this.list({ method: 'GET', path: `${MASTER}/getAllMessageType`, query: isActive === undefined ? {} : { isActive } }, toMessageType);
  }

  messageTypes(filter: ValidatorListFilter | null | undefined, page: ValidatorPageInput) {
    return this.page(`${MASTER}/getAllMessageType`, filterBody(filter, page), toMessageType);
  }

  saveMessageType(body: Record<string, unknown>) {
    return this.save<LegacyMessageType, ReturnType<typeof toMessageType>>(`${MASTER}/PostMessageType`, body, toMessageType);
  }

  deleteMessageType(id: number) {
    return this.remove(`${MASTER}/DeleteMessageType`, { id });
  }

  // ----- test rules
  testRules(filter: ValidatorListFilter | null | undefined, page: ValidatorPageInput) {
    return this.page(`${MASTER}/getAllTestRule`, filterBody(filter, page), toTestRule);
  }

  saveTestRule(body: Record<string, unknown>) {
    return this.save<LegacyTestRule, ReturnType<typeof toTestRule>>(`${MASTER}/postTestRule`, body, toTestRule);
  }

  deleteTestRule(id: number) {
    return this.remove(`${MASTER}/deleteTestRule`, { testRuleId: id, isActive: 'false' });
  }

  mappedTestRules(businessLineId: number | null) {
    return this.list<LegacyTestRule, ReturnType<typeof toTestRule>>(
      { method: 'POST', path: `${TRANSACTION}/getMappedTestRule`, body: businessLineId === null ? {} : { businessLineId } },
      toTestRule,
    );
  }

  // ----- messages
  azimuthMessages() {
    return this.list<LegacyAzimuthMessage, ReturnType<typeof toAzimuthMessage>>({ method: 'GET', path: `${MASTER}/getAllTestMessage` }, toAzimuthMessage);
  }

  testRuleMessages(filter: ValidatorListFilter | null | undefined, page: ValidatorPageInput) {
    return this.page(`${MASTER}/getAllTestRuleMessage`, filterBody(filter, page), toTestRuleMessage);
  }

  messagesOfTestRule(testRuleId: number, businessLineId: number | null) {
    return this.list<LegacyTestRuleMessage, ReturnType<typeof toTestRuleMessage>>(
      {
        method: 'GET',
        path: `${TRANSACTION}/getTestMessageByTestRule`,
        query: businessLineId === null ? { TestRuleId: testRuleId } : { TestRuleId: testRuleId, businessLineId },
      },
      toTestRuleMessage,
    );
  }

  saveTestRuleMessage(body: Record<string, unknown>) {
    return this.save<LegacyTestRuleMessage, ReturnType<typeof toTestRuleMessage>>(`${MASTER}/postTestRuleMessage`, body, toTestRuleMessage);
  }

  deleteTestRuleMessage(id: number) {
    return this.remove(`${MASTER}/deleteTestRuleMessage`, { id });
  }

  // ----- filter mapping lookups
  resultStatuses() {
    return this.list<LegacyResultStatus, ReturnType<typeof toResultStatus>>({ method: 'GET', path: `${TRANSACTION}/getAllTestFilterResultStatus` }, toResultStatus);
  }

  tests(businessLineId: number | null, isMapped: boolean) {
    return this.list<LegacyValidatorTest, ReturnType<typeof toValidatorTest>>(
      {
        method: 'GET',
        path: `${TRANSACTION}/getTestIdByBusinessLine`,
        query: businessLineId === null ? { isMapped } : { businessLine: businessLineId, isMapped },
      },
      toValidatorTest,
    );
  }

  entities(businessLineId: number | null) {
    return this.list<LegacyEntity, ReturnType<typeof toEntity>>(
      { method: 'GET', path: `${TRANSACTION}/get-entityTypes-byBusinessLine`, query: businessLineId === null ? {} : { businessLineId } },
      toEntity,
    );
  }

  fieldsOfEntity(entityId: number, testId: number | null) {
    return this.list<LegacyFieldOption, ReturnType<typeof toEntityField>>(
      { method: 'GET', path: `${TRANSACTION}/getFilterFieldByEntity`, query: testId === null ? { entityId } : { entityId, testId } },
      toEntityField,
    );
  }

  // ----- filter mappings
  testFilterMappings(filter: ValidatorListFilter | null | undefined, page: ValidatorPageInput) {
    return this.page(`${TRANSACTION}/getAllTestFilterMapping`, filterBody(filter, page), toTestFilterMapping);
  }

  clientFilterMappings(filter: ValidatorListFilter | null | undefined, page: ValidatorPageInput) {
    return this.page(`${TRANSACTION}/getAllClientTestFilterMapping`, filterBody(filter, page), toTestFilterMapping);
  }

  /** Every mapping of a test (the reorder works on the whole test). */
  async mappingsOfTest(testId: number, clientId: number | null) {
    const path = clientId === null ? `${TRANSACTION}/getAllTestFilterMapping` : `${TRANSACTION}/getAllClientTestFilterMapping`;
    const body: Record<string, unknown> = clientId === null ? { testId } : { testId, clientId };
    const { result } = await this.legacy.envelope<LegacyPage<LegacyTestFilterMapping>>({ method: 'POST', path, body });
    return (result?.data ?? []).map(toTestFilterMapping);
  }

  /** postTestFilterMapping (or postTestClientReorderFilter): a list with UserId on every row; the counts back. */
  async saveMappingList(rows: Record<string, unknown>[], client = false) {
    const { message, result } = await this.legacy.envelope<LegacyBulkCounts>({
      method: 'POST',
      path: client ? `${TRANSACTION}/postTestClientReorderFilter` : `${TRANSACTION}/postTestFilterMapping`,
      body: rows,
    });
    return { message: message ?? 'Success', counts: toBulkCounts(result) };
  }

  deleteTestFilterMapping(id: number) {
    return this.remove(`${TRANSACTION}/deleteTestFilterMapping`, { id });
  }

  saveClientFilterMapping(body: Record<string, unknown>) {
    return this.save<LegacyTestFilterMapping, ReturnType<typeof toTestFilterMapping>>(
      `${TRANSACTION}/postTestClientFilterMapping`,
      body,
      toTestFilterMapping,
    );
  }

  deleteClientFilterMapping(id: number) {
    return this.remove(`${TRANSACTION}/deleteTestClientFilterMapping`, { id });
  }

  // ----- filter fields
  testFilterFields(filter: ValidatorListFilter | null | undefined, page: ValidatorPageInput) {
    return this.page(`${TRANSACTION}/getMappedTestFilterField`, filterBody(filter, page), toTestFilterField);
  }

  saveTestFilterField(body: Record<string, unknown>) {
    return this.save<LegacyTestFilterField, ReturnType<typeof toTestFilterField>>(`${TRANSACTION}/postTestFilterField`, body, toTestFilterField);
  }

  deleteTestFilterField(id: number) {
    return this.remove(`${TRANSACTION}/deleteTestFilterField`, { id });
  }

  // ----- files
  /** The Excel file of a grid (the blob variant); called by GET /files/:ticket. */
  exportFile(path: string, body: Record<string, unknown>): Promise<LegacyFile> {
    return this.legacy.send<LegacyFile>({ method: 'POST', path, body, responseType: 'binary' });
  }

  async upload(fileName: string, content: Buffer): Promise<{ message: string; upload: LegacyUpload }> {
    const { message, result } = await this.legacy.envelope<LegacyUpload>({
      method: 'POST',
      path: 'api/validatorfile-setup/upload-validator-file',
      body: { fileName, fileText: content.toString('base64') },
    });
    return { message: message ?? 'Success', upload: result };
  }
}
