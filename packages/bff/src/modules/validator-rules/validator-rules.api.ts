import { z } from 'zod';
import type { LegacyCaller } from '../../legacy/caller.js';
import { LegacyFileShape, type LegacyFile, type LegacyRequest } from '../../legacy/client.js';
import { legacyPageAnswer } from '../../graphql/common/legacy-page.js';
import { AnyResult, memo, writtenRecord, type Shape } from '../../legacy/shape.js';
import {
  LegacyAzimuthMessage,
  LegacyBulkCounts,
  LegacyClientRow,
  LegacyEntity,
  LegacyFieldOption,
  LegacyMessageType,
  LegacyResultStatus,
  LegacyTestFilterField,
  LegacyTestFilterMapping,
  LegacyTestRule,
  LegacyTestRuleMessage,
  LegacyUpload,
  LegacyValidatorTest,
} from './validator-rules.dto.js';
import type { PageInput } from '../../graphql/common/page.js';
import type { ValidatorListFilter } from './validator-rules.input.js';
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
  [ValidatorGrid.MESSAGE_TYPES]: {
    list: `${MASTER}/getAllMessageType`,
    export: `${MASTER}/export-message-type`,
  },
  [ValidatorGrid.TEST_RULES]: { list: `${MASTER}/getAllTestRule`, export: `${MASTER}/export-test-rule` },
  [ValidatorGrid.TEST_RULE_MESSAGES]: {
    list: `${MASTER}/getAllTestRuleMessage`,
    export: `${MASTER}/export-test-rule-message`,
  },
  [ValidatorGrid.TEST_FILTER_MAPPINGS]: {
    list: `${TRANSACTION}/getAllTestFilterMapping`,
    export: `${TRANSACTION}/export-test-filter-mapping`,
  },
  [ValidatorGrid.TEST_FILTER_FIELDS]: {
    list: `${TRANSACTION}/getMappedTestFilterField`,
    export: `${TRANSACTION}/export-mapped-test-filter-field`,
  },
  [ValidatorGrid.CLIENT_FILTER_MAPPINGS]: {
    list: `${TRANSACTION}/getAllClientTestFilterMapping`,
    export: `${TRANSACTION}/export-test-client-filter-mapping`,
  },
};

/** The filter body the list and export endpoints take (absent values left out). */
export function filterBody(
  filter: ValidatorListFilter | null | undefined,
  page?: PageInput,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (filter?.searchText?.trim()) body.searchText = filter.searchText.trim();
  if (filter?.isActive !== undefined && filter?.isActive !== null) body.isActive = filter.isActive;
  for (const key of [
    'businessLineId',
    'testId',
    'testRuleId',
    'messageTypeId',
    'clientId',
    'entityId',
  ] as const) {
    const value = legacyId(filter?.[key]);
    if (value !== null) body[key] = value;
  }
  if (page) {
    body.pageNumber = page.pageNumber;
    body.pageSize = page.pageSize;
  }
  return body;
}

// The answers' shapes, one per row shape, made once.
const listAnswer = memo(<L>(row: Shape<L>) => z.array(row).nullable());
const BulkCountsAnswer = LegacyBulkCounts.nullable();

export interface SaveAnswer<T> {
  message: string;
  /** The record as the catalogue stored it. */
  row: T;
}

/** Validator maintenance (api/filterMappingMaster and api/filterMappingTransaction). */
export class ValidatorRulesApi {
  constructor(private readonly legacy: LegacyCaller) {}

  private async page<L, T>(path: string, body: Record<string, unknown>, row: Shape<L>, map: (row: L) => T) {
    const { result } = await this.legacy.envelope({ method: 'POST', path, body }, legacyPageAnswer(row));
    return { totalCount: result?.totalCount ?? 0, items: (result?.data ?? []).map(map) };
  }

  private async list<L, T>(request: LegacyRequest, row: Shape<L>, map: (row: L) => T): Promise<T[]> {
    const { result } = await this.legacy.envelope(request, listAnswer(row));
    return (result ?? []).map(map);
  }

  /**
   * A save (always of an active record: deletes have their own endpoints) answers the row it saved; an answer
   * without it (null, or a bare flag) is no success.
   */
  private async save<L, T>(
    path: string,
    body: Record<string, unknown>,
    row: Shape<L>,
    map: (row: L) => T,
  ): Promise<SaveAnswer<T>> {
    const { message, result } = await this.legacy.envelope(
      { method: 'POST', path, body },
      writtenRecord(row),
    );
    return { message: message ?? 'Success', row: map(result) };
  }

  /** A delete: Result false is the catalogue's refusal (the rule message delete block), with its message. */
  private async remove(
    path: string,
    query: Record<string, string | number>,
  ): Promise<{ ok: boolean; message: string }> {
    const { message, result } = await this.legacy.envelope({ method: 'DELETE', path, query }, AnyResult);
    return { ok: result !== false, message: message ?? 'Success' };
  }

  clients() {
    return this.list({ method: 'GET', path: 'api/ClientDbSetup/GetClientServer' }, LegacyClientRow, toClient);
  }

  // ----- message types
  allMessageTypes(isActive?: boolean) {
    return this.list(
      {
        method: 'GET',
        path: `${MASTER}/getAllMessageType`,
        query: isActive === undefined ? {} : { isActive },
      },
      LegacyMessageType,
      toMessageType,
    );
  }

  messageTypes(filter: ValidatorListFilter | null | undefined, page: PageInput) {
    return this.page(
      `${MASTER}/getAllMessageType`,
      filterBody(filter, page),
      LegacyMessageType,
      toMessageType,
    );
  }

  saveMessageType(body: Record<string, unknown>) {
    return this.save(`${MASTER}/PostMessageType`, body, LegacyMessageType, toMessageType);
  }

  deleteMessageType(id: number) {
    return this.remove(`${MASTER}/DeleteMessageType`, { id });
  }

  // ----- test rules
  /** The catalogue holds a client's user to its own client's and the provider-wide types: no client is sent. */
  testRules(filter: ValidatorListFilter | null | undefined, page: PageInput) {
    return this.page(
      `${MASTER}/getAllTestRule`,
      filterBody({ ...filter, clientId: null }, page),
      LegacyTestRule,
      toTestRule,
    );
  }

  saveTestRule(body: Record<string, unknown>) {
    return this.save(`${MASTER}/postTestRule`, body, LegacyTestRule, toTestRule);
  }

  deleteTestRule(id: number) {
    return this.remove(`${MASTER}/deleteTestRule`, { testRuleId: id, isActive: 'false' });
  }

  mappedTestRules(businessLineId: number | null) {
    return this.list(
      {
        method: 'POST',
        path: `${TRANSACTION}/getMappedTestRule`,
        body: businessLineId === null ? {} : { businessLineId },
      },
      LegacyTestRule,
      toTestRule,
    );
  }

  // ----- messages
  azimuthMessages() {
    return this.list(
      { method: 'GET', path: `${MASTER}/getAllTestMessage` },
      LegacyAzimuthMessage,
      toAzimuthMessage,
    );
  }

  /**
   * The catalogue holds a client's user to the messages of rules of its own client's and the provider-wide types,
   * by the session's user: no client is sent.
   */
  testRuleMessages(filter: ValidatorListFilter | null | undefined, page: PageInput) {
    return this.page(
      `${MASTER}/getAllTestRuleMessage`,
      filterBody({ ...filter, clientId: null }, page),
      LegacyTestRuleMessage,
      toTestRuleMessage,
    );
  }

  messagesOfTestRule(testRuleId: number, businessLineId: number | null) {
    return this.list(
      {
        method: 'GET',
        path: `${TRANSACTION}/getTestMessageByTestRule`,
        query:
          businessLineId === null ? { TestRuleId: testRuleId } : { TestRuleId: testRuleId, businessLineId },
      },
      LegacyTestRuleMessage,
      toTestRuleMessage,
    );
  }

  saveTestRuleMessage(body: Record<string, unknown>) {
    return this.save(`${MASTER}/postTestRuleMessage`, body, LegacyTestRuleMessage, toTestRuleMessage);
  }

  deleteTestRuleMessage(id: number) {
    return this.remove(`${MASTER}/deleteTestRuleMessage`, { id });
  }

  // ----- filter mapping lookups
  resultStatuses() {
    return this.list(
      { method: 'GET', path: `${TRANSACTION}/getAllTestFilterResultStatus` },
      LegacyResultStatus,
      toResultStatus,
    );
  }

  tests(businessLineId: number | null, isMapped: boolean) {
    return this.list(
      {
        method: 'GET',
        path: `${TRANSACTION}/getTestIdByBusinessLine`,
        query: businessLineId === null ? { isMapped } : { businessLine: businessLineId, isMapped },
      },
      LegacyValidatorTest,
      toValidatorTest,
    );
  }

  entities(businessLineId: number | null) {
    return this.list(
      {
        method: 'GET',
        path: `${TRANSACTION}/get-entityTypes-byBusinessLine`,
        query: businessLineId === null ? {} : { businessLineId },
      },
      LegacyEntity,
      toEntity,
    );
  }

  fieldsOfEntity(entityId: number, testId: number | null) {
    return this.list(
      {
        method: 'GET',
        path: `${TRANSACTION}/getFilterFieldByEntity`,
        query: testId === null ? { entityId } : { entityId, testId },
      },
      LegacyFieldOption,
      toEntityField,
    );
  }

  // ----- filter mappings
  testFilterMappings(filter: ValidatorListFilter | null | undefined, page: PageInput) {
    return this.page(
      `${TRANSACTION}/getAllTestFilterMapping`,
      filterBody(filter, page),
      LegacyTestFilterMapping,
      toTestFilterMapping,
    );
  }

  clientFilterMappings(filter: ValidatorListFilter | null | undefined, page: PageInput) {
    return this.page(
      `${TRANSACTION}/getAllClientTestFilterMapping`,
      filterBody(filter, page),
      LegacyTestFilterMapping,
      toTestFilterMapping,
    );
  }

  /** One client's filter mapping by id, as the catalogue lets this user see it (null: none it may see). */
  async clientFilterMapping(id: number) {
    const { items } = await this.page(
      `${TRANSACTION}/getAllClientTestFilterMapping`,
      { id, pageNumber: 1, pageSize: 1 },
      LegacyTestFilterMapping,
      toTestFilterMapping,
    );
    return items[0] ?? null;
  }

  /** Every mapping of a test (the reorder works on the whole test). */
  async mappingsOfTest(testId: number, clientId: number | null) {
    const path =
      clientId === null
        ? `${TRANSACTION}/getAllTestFilterMapping`
        : `${TRANSACTION}/getAllClientTestFilterMapping`;
    const body: Record<string, unknown> = clientId === null ? { testId } : { testId, clientId };
    const { result } = await this.legacy.envelope(
      { method: 'POST', path, body },
      legacyPageAnswer(LegacyTestFilterMapping),
    );
    return (result?.data ?? []).map(toTestFilterMapping);
  }

  /** postTestFilterMapping (or postTestClientReorderFilter): a list with UserId on every row; the counts back. */
  async saveMappingList(rows: Record<string, unknown>[], client = false) {
    const { message, result } = await this.legacy.envelope(
      {
        method: 'POST',
        path: client ? `${TRANSACTION}/postTestClientReorderFilter` : `${TRANSACTION}/postTestFilterMapping`,
        body: rows,
      },
      BulkCountsAnswer,
    );
    return { message: message ?? 'Success', counts: toBulkCounts(result) };
  }

  deleteTestFilterMapping(id: number) {
    return this.remove(`${TRANSACTION}/deleteTestFilterMapping`, { id });
  }

  saveClientFilterMapping(body: Record<string, unknown>) {
    return this.save(
      `${TRANSACTION}/postTestClientFilterMapping`,
      body,
      LegacyTestFilterMapping,
      toTestFilterMapping,
    );
  }

  deleteClientFilterMapping(id: number) {
    return this.remove(`${TRANSACTION}/deleteTestClientFilterMapping`, { id });
  }

  // ----- filter fields
  testFilterFields(filter: ValidatorListFilter | null | undefined, page: PageInput) {
    return this.page(
      `${TRANSACTION}/getMappedTestFilterField`,
      filterBody(filter, page),
      LegacyTestFilterField,
      toTestFilterField,
    );
  }

  saveTestFilterField(body: Record<string, unknown>) {
    return this.save(`${TRANSACTION}/postTestFilterField`, body, LegacyTestFilterField, toTestFilterField);
  }

  deleteTestFilterField(id: number) {
    return this.remove(`${TRANSACTION}/deleteTestFilterField`, { id });
  }

  // ----- files
  /** The Excel file of a grid (the blob variant); called by GET /files/:ticket. */
  exportFile(path: string, body: Record<string, unknown>): Promise<LegacyFile> {
    return this.legacy.send({ method: 'POST', path, body, responseType: 'binary' }, LegacyFileShape);
  }

  async upload(fileName: string, content: Buffer): Promise<{ message: string; upload: LegacyUpload }> {
    // The stored upload comes back: an answer without it is no success.
    const { message, result } = await this.legacy.envelope(
      {
        method: 'POST',
        path: 'api/validatorfile-setup/upload-validator-file',
        body: { fileName, fileText: content.toString('base64') },
      },
      LegacyUpload,
    );
    return { message: message ?? 'Success', upload: result };
  }
}
