import type { Queryable } from '../../db/db.js';

/** A page of a list as the filter-mapping endpoints answer it. */
export interface Page<T> {
  totalCount: number;
  data: T[];
}

export interface PageRequest {
  /** 1-based; with pageSize absent the whole list comes back. */
  pageNumber: number;
  pageSize: number | null;
}

export interface MessageTypeDto {
  id: number;
  messageType: string;
  description: string;
  isClient: boolean;
  clientId: number | null;
  clientName: string | null;
  isActive: boolean;
  version: number;
}

export interface TestRuleDto {
  id: number;
  messageType: string;
  messageTypeId: number;
  /** The message type's client; null: a provider-wide type. */
  messageTypeClientId: number | null;
  testRuleId: string;
  testRuleDescription: string;
  status: string;
  isActive: boolean;
  version: number;
}

export interface TestRuleMessageDto {
  id: number;
  businessLineId: number;
  businessLineName: string;
  testRuleId: number;
  testRule: string;
  ruleMessageId: number;
  azimuthMessage: string;
  ruleMessageLogic: string;
  /** The same text as ruleMessageLogic: older clients read this name. */
  testRuleLogic: string;
  testRuleMapperId: number;
  messageType: string;
  /** The message type's client; null: a provider-wide type. */
  messageTypeClientId: number | null;
  status: string;
  isActive: boolean;
  isMapped: boolean;
  isAssigned: boolean;
  version: number;
}

export interface TestFilterMappingDto {
  id: number;
  testId: number;
  testNumber: string;
  testName: string;
  businessLineId: number;
  businessLineName: string;
  testRuleId: number;
  testRule: string;
  messageType: string;
  /** The rule's message type's client; null: a provider-wide type. */
  messageTypeClientId: number | null;
  ruleMessageId: number;
  testOrder: number;
  azimuthMessageId: number;
  azimuthMessage: string;
  customMessage: string | null;
  isCustomMessage: boolean;
  status: string | null;
  statusId: number | null;
  isActive: boolean;
  isReorder: number;
  clientId: number | null;
  clientName: string | null;
  version: number;
}

export interface TestFilterFieldDto {
  id: number;
  testId: number;
  testNumber: string;
  businessLineId: number;
  testRuleId: number;
  testRule: string;
  ruleMessageId: number;
  testFilterMappingId: number;
  entityId: number;
  entityName: string;
  tableName: string;
  fieldName: string;
  fieldId: number;
  isValidationRequired: boolean;
  isActive: boolean;
  version: number;
}

type Row = Record<string, unknown>;

/** Runs a list query twice: once counting, once for the page (ORDER BY must be in `select`). */
async function page<T>(
  db: Queryable,
  from: string,
  select: string,
  where: string[],
  params: unknown[],
  order: string,
  paging: PageRequest,
  map: (row: Row) => T,
): Promise<Page<T>> {
  const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
  const { rows: count } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${from} ${clause}`,
    params,
  );
  let limit = '';
  const pageParams = [...params];
  if (paging.pageSize !== null) {
    pageParams.push(paging.pageSize, (paging.pageNumber - 1) * paging.pageSize);
    limit = `LIMIT $${pageParams.length - 1} OFFSET $${pageParams.length}`;
  }
  const { rows } = await db.query<Row>(
    `SELECT ${select} FROM ${from} ${clause} ORDER BY ${order} ${limit}`,
    pageParams,
  );
  return { totalCount: count[0].n, data: rows.map(map) };
}

/** Adds a parameter and returns its placeholder. */
function param(params: unknown[], value: unknown): string {
  params.push(value);
  return `$${params.length}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Clients

/** The active clients; `viewerClientId` set: only that one (a client's user knows of no other client). */
export async function listClients(
  db: Queryable,
  viewerClientId: number | null = null,
): Promise<{ id: number; clientName: string }[]> {
  const { rows } = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM clients WHERE is_active AND ($1::int IS NULL OR id = $1) ORDER BY name',
    [viewerClientId],
  );
  return rows.map((row) => ({ id: row.id, clientName: row.name }));
}

export async function clientExists(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM clients WHERE id = $1', [id]);
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Message types

const MESSAGE_TYPE_FROM = 'message_types mt LEFT JOIN clients c ON c.id = mt.client_id';
const MESSAGE_TYPE_SELECT =
  'mt.id, mt.message_type, mt.description, mt.is_client, mt.client_id, c.name AS client_name, mt.is_active, mt.version';
const toMessageType = (row: Row): MessageTypeDto => ({
  id: row.id as number,
  messageType: row.message_type as string,
  description: row.description as string,
  isClient: row.is_client as boolean,
  clientId: (row.client_id as number | null) ?? null,
  clientName: (row.client_name as string | null) ?? null,
  isActive: row.is_active as boolean,
  version: row.version as number,
});

export interface MessageTypeFilter {
  isActive: boolean | null;
  searchText: string | null;
  clientId: number | null;
  /** A client's user: only that client's types and the provider-wide ones (no client); null: every type. */
  viewerClientId: number | null;
}

/** SQL for "the message type `alias` is the viewer's client's or provider-wide"; true with no viewer client. */
function reachableType(alias: string, viewerClientId: number | null, params: unknown[]): string {
  if (viewerClientId === null) return 'true';
  return `(${alias}.client_id IS NULL OR ${alias}.client_id = ${param(params, viewerClientId)})`;
}

export function listMessageTypes(db: Queryable, filter: MessageTypeFilter, paging: PageRequest) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.isActive !== null) where.push(`mt.is_active = ${param(params, filter.isActive)}`);
  if (filter.clientId !== null) where.push(`mt.client_id = ${param(params, filter.clientId)}`);
  if (filter.viewerClientId !== null) where.push(reachableType('mt', filter.viewerClientId, params));
  if (filter.searchText) {
    const p = param(params, `%${filter.searchText.toLowerCase()}%`);
    where.push(
      `(lower(mt.message_type) LIKE ${p} OR lower(mt.description) LIKE ${p} OR lower(coalesce(c.name, '')) LIKE ${p})`,
    );
  }
  return page(
    db,
    MESSAGE_TYPE_FROM,
    MESSAGE_TYPE_SELECT,
    where,
    params,
    'lower(mt.message_type), mt.id',
    paging,
    toMessageType,
  );
}

export async function getMessageType(db: Queryable, id: number): Promise<MessageTypeDto | null> {
  const { rows } = await db.query<Row>(
    `SELECT ${MESSAGE_TYPE_SELECT} FROM ${MESSAGE_TYPE_FROM} WHERE mt.id = $1`,
    [id],
  );
  return rows.length > 0 ? toMessageType(rows[0]) : null;
}

/**
 * Another message type of the same text, ignoring case (excluding `exceptId`), that a type of `clientId` (null:
 * provider-wide) may not share its name with: a provider-wide type, or one of the same client. Another client's
 * type of that name does not count (names are unique per client), and a provider-wide name clashes with every type.
 */
export async function messageTypeTaken(
  db: Queryable,
  text: string,
  clientId: number | null,
  exceptId: number | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM message_types
      WHERE lower(message_type) = lower($1) AND id <> coalesce($3, 0)
        AND ($2::int IS NULL OR client_id IS NULL OR client_id = $2)`,
    [text, clientId, exceptId],
  );
  return rows.length > 0;
}

export interface MessageTypeWrite {
  messageType: string;
  description: string;
  isClient: boolean;
  clientId: number | null;
  isActive: boolean;
}

export function insertMessageType(
  db: Queryable,
  userId: number,
  value: MessageTypeWrite,
): Promise<number | null> {
  return insertVersioned(db, 'message_types', userId, messageTypeColumns(value));
}

/** Updates when `version` (if given) is still the row's; false when another save came first. */
export function updateMessageType(
  db: Queryable,
  userId: number,
  id: number,
  version: number | null,
  value: MessageTypeWrite,
): Promise<boolean> {
  return updateVersioned(db, 'message_types', userId, id, version, messageTypeColumns(value));
}

const messageTypeColumns = (value: MessageTypeWrite) => ({
  message_type: value.messageType,
  description: value.description,
  is_client: value.isClient,
  client_id: value.clientId,
  is_active: value.isActive,
});

export async function messageTypeInUse(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM test_rules WHERE message_type_id = $1 LIMIT 1', [id]);
  return rows.length > 0;
}

export async function deleteRow(db: Queryable, table: string, id: number): Promise<boolean> {
  const { rows } = await db.query(`DELETE FROM ${table} WHERE id = $1 RETURNING id`, [id]);
  return rows.length > 0;
}

/**
 * Every maintained row carries a version and who changed it last. Inserts one row of `columns` (names are this
 * file's constants, never input); null when a unique key refused it.
 */
async function insertVersioned(
  db: Queryable,
  table: string,
  userId: number,
  columns: Record<string, unknown>,
): Promise<number | null> {
  const names = [...Object.keys(columns), 'updated_by'];
  const values = [...Object.values(columns), userId];
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((_name, index) => `$${index + 1}`).join(', ')})
     ON CONFLICT DO NOTHING RETURNING id`,
    values,
  );
  return rows[0]?.id ?? null;
}

/** Updates `columns` of row `id` when `version` (if given) is still the row's; false when another save came first. */
async function updateVersioned(
  db: Queryable,
  table: string,
  userId: number,
  id: number,
  version: number | null,
  columns: Record<string, unknown>,
  extraCondition = '',
): Promise<boolean> {
  const names = Object.keys(columns);
  const assignments = names.map((name, index) => `${name} = $${index + 4}`).join(', ');
  const { rows } = await db.query(
    `UPDATE ${table}
        SET ${assignments}, version = version + 1, updated_by = $3, updated_at = now()
      WHERE id = $1 AND ($2::int IS NULL OR version = $2)${extraCondition}
      RETURNING id`,
    [id, version, userId, ...Object.values(columns)],
  );
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Test rules

const TEST_RULE_FROM = 'test_rules tr JOIN message_types mt ON mt.id = tr.message_type_id';
const TEST_RULE_SELECT =
  'tr.id, mt.message_type, tr.message_type_id, mt.client_id AS message_type_client_id, tr.test_rule_id, tr.test_rule_description, tr.status, tr.is_active, tr.version';
const toTestRule = (row: Row): TestRuleDto => ({
  id: row.id as number,
  messageType: row.message_type as string,
  messageTypeId: row.message_type_id as number,
  messageTypeClientId: (row.message_type_client_id as number | null) ?? null,
  testRuleId: row.test_rule_id as string,
  testRuleDescription: row.test_rule_description as string,
  status: row.status as string,
  isActive: row.is_active as boolean,
  version: row.version as number,
});

export interface TestRuleFilter {
  isActive: boolean | null;
  messageTypeId: number | null;
  searchText: string | null;
  /** A client's user: no rule of another client's message type; null: every rule. */
  viewerClientId: number | null;
}

export function listTestRules(db: Queryable, filter: TestRuleFilter, paging: PageRequest) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.isActive !== null) where.push(`tr.is_active = ${param(params, filter.isActive)}`);
  if (filter.messageTypeId !== null)
    where.push(`tr.message_type_id = ${param(params, filter.messageTypeId)}`);
  if (filter.viewerClientId !== null) where.push(reachableType('mt', filter.viewerClientId, params));
  if (filter.searchText) {
    const p = param(params, `%${filter.searchText.toLowerCase()}%`);
    where.push(
      `(tr.test_rule_id LIKE ${p} OR lower(tr.test_rule_description) LIKE ${p} OR lower(mt.message_type) LIKE ${p})`,
    );
  }
  return page(db, TEST_RULE_FROM, TEST_RULE_SELECT, where, params, 'tr.test_rule_id', paging, toTestRule);
}

export async function getTestRule(db: Queryable, id: number): Promise<TestRuleDto | null> {
  const { rows } = await db.query<Row>(`SELECT ${TEST_RULE_SELECT} FROM ${TEST_RULE_FROM} WHERE tr.id = $1`, [
    id,
  ]);
  return rows.length > 0 ? toTestRule(rows[0]) : null;
}

export async function testRuleDescriptionTaken(
  db: Queryable,
  text: string,
  exceptId: number | null,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM test_rules WHERE lower(test_rule_description) = lower($1) AND id <> coalesce($2, 0)',
    [text, exceptId],
  );
  return rows.length > 0;
}

export async function testRuleIdTaken(
  db: Queryable,
  testRuleId: string,
  exceptId: number | null,
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM test_rules WHERE test_rule_id = $1 AND id <> coalesce($2, 0)',
    [testRuleId, exceptId],
  );
  return rows.length > 0;
}

/** The next free five-digit id: one past the highest, as the legacy numbered its rules. */
export async function nextTestRuleId(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ next: number }>(
    'SELECT coalesce(max(test_rule_id::int), 0) + 1 AS next FROM test_rules',
  );
  return String(rows[0].next).padStart(5, '0');
}

export interface TestRuleWrite {
  messageTypeId: number;
  testRuleId: string;
  testRuleDescription: string;
  status: string;
  isActive: boolean;
}

export function insertTestRule(db: Queryable, userId: number, value: TestRuleWrite): Promise<number | null> {
  return insertVersioned(db, 'test_rules', userId, testRuleColumns(value));
}

export function updateTestRule(
  db: Queryable,
  userId: number,
  id: number,
  version: number | null,
  value: TestRuleWrite,
): Promise<boolean> {
  return updateVersioned(db, 'test_rules', userId, id, version, testRuleColumns(value));
}

const testRuleColumns = (value: TestRuleWrite) => ({
  message_type_id: value.messageTypeId,
  test_rule_id: value.testRuleId,
  test_rule_description: value.testRuleDescription,
  status: value.status,
  is_active: value.isActive,
});

export async function testRuleInUse(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM test_rule_messages WHERE test_rule_id = $1
     UNION ALL SELECT 1 FROM test_filter_mappings WHERE test_rule_id = $1 LIMIT 1`,
    [id],
  );
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Azimuth messages and test rule messages

export async function listAzimuthMessages(db: Queryable): Promise<{ id: number; message: string }[]> {
  const { rows } = await db.query<{ id: number; message: string }>(
    'SELECT id, message FROM azimuth_messages ORDER BY lower(message), id',
  );
  return rows.map((row) => ({ id: row.id, message: row.message }));
}

export async function azimuthMessageById(
  db: Queryable,
  id: number,
): Promise<{ id: number; message: string } | null> {
  const { rows } = await db.query<{ id: number; message: string }>(
    'SELECT id, message FROM azimuth_messages WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** The message of that text (ignoring case), created when there is none: a typed match selects the existing one. */
export async function findOrCreateAzimuthMessage(
  db: Queryable,
  userId: number,
  text: string,
): Promise<number> {
  await db.query(
    'INSERT INTO azimuth_messages (message, created_by) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [text, userId],
  );
  const { rows } = await db.query<{ id: number }>(
    'SELECT id FROM azimuth_messages WHERE lower(message) = lower($1)',
    [text],
  );
  return rows[0].id;
}

const RULE_MESSAGE_FROM = `test_rule_messages trm
  JOIN test_rules tr ON tr.id = trm.test_rule_id
  JOIN message_types mt ON mt.id = tr.message_type_id
  JOIN azimuth_messages am ON am.id = trm.rule_message_id
  JOIN business_lines bl ON bl.id = trm.business_line_id`;
const RULE_MESSAGE_SELECT = `trm.id, trm.business_line_id, bl.name AS business_line_name, trm.test_rule_id,
  tr.test_rule_id AS rule_code, tr.test_rule_description, trm.rule_message_id, am.message, trm.rule_message_logic,
  mt.message_type, mt.client_id AS message_type_client_id, tr.status, trm.is_active, trm.version,
  EXISTS (SELECT 1 FROM test_filter_mappings f WHERE f.test_rule_message_id = trm.id) AS is_mapped,
  EXISTS (SELECT 1 FROM test_filter_mappings f WHERE f.test_rule_message_id = trm.id AND f.is_active) AS is_assigned`;
const toRuleMessage = (row: Row): TestRuleMessageDto => ({
  id: row.id as number,
  businessLineId: row.business_line_id as number,
  businessLineName: row.business_line_name as string,
  testRuleId: row.test_rule_id as number,
  testRule: `${row.rule_code as string} - ${row.test_rule_description as string}`,
  ruleMessageId: row.rule_message_id as number,
  azimuthMessage: row.message as string,
  ruleMessageLogic: row.rule_message_logic as string,
  testRuleLogic: row.rule_message_logic as string,
  testRuleMapperId: row.id as number,
  messageType: row.message_type as string,
  messageTypeClientId: (row.message_type_client_id as number | null) ?? null,
  status: row.status as string,
  isActive: row.is_active as boolean,
  isMapped: row.is_mapped as boolean,
  isAssigned: row.is_assigned as boolean,
  version: row.version as number,
});

export interface RuleMessageFilter {
  businessLineId: number | null;
  testRuleId: number | null;
  isActive: boolean | null;
  searchText: string | null;
  /** A client's user: no message of a rule of another client's message type; null: every message. */
  viewerClientId: number | null;
}

export function listTestRuleMessages(db: Queryable, filter: RuleMessageFilter, paging: PageRequest) {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.businessLineId !== null)
    where.push(`trm.business_line_id = ${param(params, filter.businessLineId)}`);
  if (filter.testRuleId !== null) where.push(`trm.test_rule_id = ${param(params, filter.testRuleId)}`);
  if (filter.isActive !== null) where.push(`trm.is_active = ${param(params, filter.isActive)}`);
  if (filter.viewerClientId !== null) where.push(reachableType('mt', filter.viewerClientId, params));
  if (filter.searchText) {
    const p = param(params, `%${filter.searchText.toLowerCase()}%`);
    where.push(
      `(tr.test_rule_id LIKE ${p} OR lower(tr.test_rule_description) LIKE ${p} OR lower(am.message) LIKE ${p})`,
    );
  }
  return page(
    db,
    RULE_MESSAGE_FROM,
    RULE_MESSAGE_SELECT,
    where,
    params,
    'tr.test_rule_id, lower(am.message), trm.id',
    paging,
    toRuleMessage,
  );
}

export async function getTestRuleMessage(db: Queryable, id: number): Promise<TestRuleMessageDto | null> {
  const { rows } = await db.query<Row>(
    `SELECT ${RULE_MESSAGE_SELECT} FROM ${RULE_MESSAGE_FROM} WHERE trm.id = $1`,
    [id],
  );
  return rows.length > 0 ? toRuleMessage(rows[0]) : null;
}

/** A rule's active messages; `viewerClientId` set: none when the rule is of another client's message type. */
export async function ruleMessagesOfRule(
  db: Queryable,
  testRuleId: number,
  businessLineId: number | null,
  viewerClientId: number | null = null,
): Promise<TestRuleMessageDto[]> {
  const params: unknown[] = [testRuleId, businessLineId];
  const { rows } = await db.query<Row>(
    `SELECT ${RULE_MESSAGE_SELECT} FROM ${RULE_MESSAGE_FROM}
      WHERE trm.test_rule_id = $1 AND trm.is_active AND ($2::int IS NULL OR trm.business_line_id = $2)
        AND ${reachableType('mt', viewerClientId, params)}
      ORDER BY lower(am.message), trm.id`,
    params,
  );
  return rows.map(toRuleMessage);
}

export interface RuleMessageWrite {
  businessLineId: number;
  testRuleId: number;
  ruleMessageId: number;
  ruleMessageLogic: string;
  isActive: boolean;
}

export function insertTestRuleMessage(
  db: Queryable,
  userId: number,
  value: RuleMessageWrite,
): Promise<number | null> {
  return insertVersioned(db, 'test_rule_messages', userId, ruleMessageColumns(value));
}

export function updateTestRuleMessage(
  db: Queryable,
  userId: number,
  id: number,
  version: number | null,
  value: RuleMessageWrite,
): Promise<boolean> {
  return updateVersioned(db, 'test_rule_messages', userId, id, version, ruleMessageColumns(value));
}

const ruleMessageColumns = (value: RuleMessageWrite) => ({
  business_line_id: value.businessLineId,
  test_rule_id: value.testRuleId,
  rule_message_id: value.ruleMessageId,
  rule_message_logic: value.ruleMessageLogic,
  is_active: value.isActive,
});

export async function ruleMessageDuplicate(
  db: Queryable,
  value: RuleMessageWrite,
  exceptId: number | null,
): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM test_rule_messages
      WHERE business_line_id = $1 AND test_rule_id = $2 AND rule_message_id = $3 AND id <> coalesce($4, 0)`,
    [value.businessLineId, value.testRuleId, value.ruleMessageId, exceptId],
  );
  return rows.length > 0;
}

export async function ruleMessageAssigned(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM test_filter_mappings WHERE test_rule_message_id = $1 AND is_active LIMIT 1',
    [id],
  );
  return rows.length > 0;
}

/** Deletes the rule message and the inactive filter mappings left pointing at it. */
export async function deleteTestRuleMessage(db: Queryable, id: number): Promise<boolean> {
  await db.query('DELETE FROM test_filter_mappings WHERE test_rule_message_id = $1 AND NOT is_active', [id]);
  return deleteRow(db, 'test_rule_messages', id);
}

// ---------------------------------------------------------------------------------------------------------------
// Tests, statuses, mapped test rules

export async function listResultStatuses(db: Queryable): Promise<{ id: number; name: string }[]> {
  const { rows } = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM test_filter_result_statuses ORDER BY id',
  );
  return rows;
}

export async function testsOfBusinessLine(
  db: Queryable,
  businessLineId: number | null,
  isMapped: boolean,
): Promise<{ testId: number; testNumber: string; testName: string; businessLineId: number }[]> {
  const { rows } = await db.query<{
    id: number;
    test_number: string;
    test_name: string;
    business_line_id: number;
  }>(
    `SELECT t.id, t.test_number, t.test_name, t.business_line_id FROM validator_tests t
      WHERE ($1::int IS NULL OR t.business_line_id = $1)
        AND (NOT $2 OR EXISTS (SELECT 1 FROM test_filter_mappings f WHERE f.test_id = t.id))
      ORDER BY t.test_number`,
    [businessLineId, isMapped],
  );
  return rows.map((row) => ({
    testId: row.id,
    testNumber: row.test_number,
    testName: row.test_name,
    businessLineId: row.business_line_id,
  }));
}

export async function getValidatorTest(
  db: Queryable,
  id: number,
): Promise<{ id: number; businessLineId: number; testNumber: string } | null> {
  const { rows } = await db.query<{ id: number; business_line_id: number; test_number: string }>(
    'SELECT id, business_line_id, test_number FROM validator_tests WHERE id = $1',
    [id],
  );
  return rows[0]
    ? { id: rows[0].id, businessLineId: rows[0].business_line_id, testNumber: rows[0].test_number }
    : null;
}

/**
 * Active test rules that have at least one active message for the business line (the filter mapping's rule list);
 * `viewerClientId` set: none of another client's message type.
 */
export async function mappedTestRules(
  db: Queryable,
  businessLineId: number | null,
  viewerClientId: number | null,
): Promise<(TestRuleDto & { messageCount: number })[]> {
  const params: unknown[] = [businessLineId];
  const { rows } = await db.query<Row>(
    `SELECT ${TEST_RULE_SELECT},
            (SELECT count(*)::int FROM test_rule_messages trm
              WHERE trm.test_rule_id = tr.id AND trm.is_active AND ($1::int IS NULL OR trm.business_line_id = $1)) AS message_count
       FROM ${TEST_RULE_FROM}
      WHERE tr.is_active AND ${reachableType('mt', viewerClientId, params)}
      ORDER BY tr.test_rule_id`,
    params,
  );
  return rows.map((row) => ({ ...toTestRule(row), messageCount: row.message_count as number }));
}

// ---------------------------------------------------------------------------------------------------------------
// Test filter mappings (master rows: client_id null; a client's rows: client_id set)

const MAPPING_FROM = `test_filter_mappings f
  JOIN validator_tests t ON t.id = f.test_id
  JOIN business_lines bl ON bl.id = f.business_line_id
  JOIN test_rules tr ON tr.id = f.test_rule_id
  JOIN message_types mt ON mt.id = tr.message_type_id
  JOIN test_rule_messages trm ON trm.id = f.test_rule_message_id
  JOIN azimuth_messages am ON am.id = trm.rule_message_id
  LEFT JOIN test_filter_result_statuses s ON s.id = f.status_id
  LEFT JOIN clients c ON c.id = f.client_id`;
const MAPPING_SELECT = `f.id, f.test_id, t.test_number, t.test_name, f.business_line_id, bl.name AS business_line_name,
  f.test_rule_id, tr.test_rule_id AS rule_code, tr.test_rule_description, mt.message_type,
  mt.client_id AS message_type_client_id, f.test_rule_message_id,
  f.test_order, am.id AS azimuth_message_id, am.message, f.custom_message, f.is_custom_message, s.name AS status_name,
  f.status_id, f.is_active, f.client_id, c.name AS client_name, f.version`;
const toMapping = (row: Row): TestFilterMappingDto => ({
  id: row.id as number,
  testId: row.test_id as number,
  testNumber: row.test_number as string,
  testName: row.test_name as string,
  businessLineId: row.business_line_id as number,
  businessLineName: row.business_line_name as string,
  testRuleId: row.test_rule_id as number,
  testRule: `${row.rule_code as string} - ${row.test_rule_description as string}`,
  messageType: row.message_type as string,
  messageTypeClientId: (row.message_type_client_id as number | null) ?? null,
  ruleMessageId: row.test_rule_message_id as number,
  testOrder: row.test_order as number,
  azimuthMessageId: row.azimuth_message_id as number,
  azimuthMessage: row.message as string,
  customMessage: (row.custom_message as string | null) ?? null,
  isCustomMessage: row.is_custom_message as boolean,
  status: (row.status_name as string | null) ?? null,
  statusId: (row.status_id as number | null) ?? null,
  isActive: row.is_active as boolean,
  isReorder: 0,
  clientId: (row.client_id as number | null) ?? null,
  clientName: (row.client_name as string | null) ?? null,
  version: row.version as number,
});

export interface MappingFilter {
  /** true: a client's rows only (of clientId when given); false: master rows only. */
  client: boolean;
  clientId: number | null;
  /** One mapping by its id (a client's user looking its own up before a change). */
  id?: number | null;
  businessLineId: number | null;
  testId: number | null;
  testRuleId: number | null;
  isActive: boolean | null;
  searchText: string | null;
  /** A client's user: no mapping of a rule of another client's message type; null: every mapping. */
  viewerClientId: number | null;
}

export function listTestFilterMappings(db: Queryable, filter: MappingFilter, paging: PageRequest) {
  const where: string[] = [filter.client ? 'f.client_id IS NOT NULL' : 'f.client_id IS NULL'];
  const params: unknown[] = [];
  if (filter.clientId !== null) where.push(`f.client_id = ${param(params, filter.clientId)}`);
  if (filter.id !== undefined && filter.id !== null) where.push(`f.id = ${param(params, filter.id)}`);
  if (filter.businessLineId !== null)
    where.push(`f.business_line_id = ${param(params, filter.businessLineId)}`);
  if (filter.testId !== null) where.push(`f.test_id = ${param(params, filter.testId)}`);
  if (filter.testRuleId !== null) where.push(`f.test_rule_id = ${param(params, filter.testRuleId)}`);
  if (filter.isActive !== null) where.push(`f.is_active = ${param(params, filter.isActive)}`);
  if (filter.viewerClientId !== null) where.push(reachableType('mt', filter.viewerClientId, params));
  if (filter.searchText) {
    const p = param(params, `%${filter.searchText.toLowerCase()}%`);
    where.push(
      `(lower(t.test_number) LIKE ${p} OR tr.test_rule_id LIKE ${p} OR lower(tr.test_rule_description) LIKE ${p}` +
        ` OR lower(am.message) LIKE ${p} OR lower(coalesce(f.custom_message, '')) LIKE ${p})`,
    );
  }
  return page(
    db,
    MAPPING_FROM,
    MAPPING_SELECT,
    where,
    params,
    'c.name NULLS FIRST, t.test_number, f.test_order, f.id',
    paging,
    toMapping,
  );
}

export async function getTestFilterMapping(db: Queryable, id: number): Promise<TestFilterMappingDto | null> {
  const { rows } = await db.query<Row>(`SELECT ${MAPPING_SELECT} FROM ${MAPPING_FROM} WHERE f.id = $1`, [id]);
  return rows.length > 0 ? toMapping(rows[0]) : null;
}

export interface MappingWrite {
  testId: number;
  businessLineId: number;
  testRuleId: number;
  ruleMessageId: number;
  testOrder: number;
  statusId: number | null;
  customMessage: string | null;
  isCustomMessage: boolean;
  isActive: boolean;
  clientId: number | null;
}

export async function nextTestOrder(db: Queryable, testId: number, clientId: number | null): Promise<number> {
  const { rows } = await db.query<{ next: number }>(
    `SELECT coalesce(max(test_order), 0) + 1 AS next FROM test_filter_mappings
      WHERE test_id = $1 AND client_id IS NOT DISTINCT FROM $2`,
    [testId, clientId],
  );
  return rows[0].next;
}

export function insertTestFilterMapping(
  db: Queryable,
  userId: number,
  value: MappingWrite,
): Promise<number | null> {
  return insertVersioned(db, 'test_filter_mappings', userId, {
    ...mappingColumns(value),
    client_id: value.clientId,
  });
}

/** 'updated', 'conflict' (the version moved on) or 'duplicate' (the test already maps that rule). */
export async function updateTestFilterMapping(
  db: Queryable,
  userId: number,
  id: number,
  version: number | null,
  value: MappingWrite,
): Promise<'updated' | 'conflict' | 'duplicate'> {
  const { rows: clash } = await db.query(
    `SELECT 1 FROM test_filter_mappings
      WHERE test_id = $1 AND test_rule_id = $2 AND client_id IS NOT DISTINCT FROM $3 AND id <> $4`,
    [value.testId, value.testRuleId, value.clientId, id],
  );
  if (clash.length > 0) return 'duplicate';
  const updated = await updateVersioned(
    db,
    'test_filter_mappings',
    userId,
    id,
    version,
    mappingColumns(value),
  );
  return updated ? 'updated' : 'conflict';
}

const mappingColumns = (value: MappingWrite) => ({
  test_id: value.testId,
  business_line_id: value.businessLineId,
  test_rule_id: value.testRuleId,
  test_rule_message_id: value.ruleMessageId,
  test_order: value.testOrder,
  status_id: value.statusId,
  custom_message: value.customMessage,
  is_custom_message: value.isCustomMessage,
  is_active: value.isActive,
});

/** Only the order moves (reorder rows): false when the version moved on. */
export function updateTestOrder(
  db: Queryable,
  userId: number,
  id: number,
  version: number | null,
  testOrder: number,
): Promise<boolean> {
  return updateVersioned(db, 'test_filter_mappings', userId, id, version, { test_order: testOrder });
}

/** Only a client's message may change on a client's copy (Update Test Filter Client Mapping). */
export function updateClientMapping(
  db: Queryable,
  userId: number,
  id: number,
  version: number | null,
  value: { customMessage: string | null; isCustomMessage: boolean },
): Promise<boolean> {
  const columns = { custom_message: value.customMessage, is_custom_message: value.isCustomMessage };
  return updateVersioned(
    db,
    'test_filter_mappings',
    userId,
    id,
    version,
    columns,
    ' AND client_id IS NOT NULL',
  );
}

export async function mappingHasFields(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM test_filter_fields WHERE test_filter_mapping_id = $1 AND is_active LIMIT 1',
    [id],
  );
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------------------------
// Entities, fields, filter-field mappings

export async function entitiesOfBusinessLine(
  db: Queryable,
  businessLineId: number | null,
): Promise<{ entityId: number; entityName: string; tableName: string }[]> {
  const { rows } = await db.query<{ id: number; entity_name: string; table_name: string }>(
    `SELECT id, entity_name, table_name FROM validator_entities
      WHERE ($1::int IS NULL OR business_line_id = $1) ORDER BY entity_name, id`,
    [businessLineId],
  );
  return rows.map((row) => ({ entityId: row.id, entityName: row.entity_name, tableName: row.table_name }));
}

export async function fieldsOfEntity(
  db: Queryable,
  entityId: number,
): Promise<{ id: number; fieldName: string }[]> {
  const { rows } = await db.query<{ id: number; field_name: string }>(
    'SELECT id, field_name FROM validator_entity_fields WHERE entity_id = $1 ORDER BY field_name',
    [entityId],
  );
  return rows.map((row) => ({ id: row.id, fieldName: row.field_name }));
}

export async function fieldOfEntity(db: Queryable, fieldId: number, entityId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM validator_entity_fields WHERE id = $1 AND entity_id = $2', [
    fieldId,
    entityId,
  ]);
  return rows.length > 0;
}

const FIELD_FROM = `test_filter_fields ff
  JOIN test_filter_mappings f ON f.id = ff.test_filter_mapping_id
  JOIN validator_tests t ON t.id = f.test_id
  JOIN test_rules tr ON tr.id = f.test_rule_id
  JOIN validator_entities e ON e.id = ff.entity_id
  JOIN validator_entity_fields ef ON ef.id = ff.field_id`;
const FIELD_SELECT = `ff.id, f.test_id, t.test_number, f.business_line_id, f.test_rule_id, tr.test_rule_id AS rule_code,
  tr.test_rule_description, f.test_rule_message_id, ff.test_filter_mapping_id, ff.entity_id, e.entity_name, e.table_name,
  ef.field_name, ff.field_id, ff.is_validation_required, ff.is_active, ff.version`;
const toField = (row: Row): TestFilterFieldDto => ({
  id: row.id as number,
  testId: row.test_id as number,
  testNumber: row.test_number as string,
  businessLineId: row.business_line_id as number,
  testRuleId: row.test_rule_id as number,
  testRule: `${row.rule_code as string} - ${row.test_rule_description as string}`,
  ruleMessageId: row.test_rule_message_id as number,
  testFilterMappingId: row.test_filter_mapping_id as number,
  entityId: row.entity_id as number,
  entityName: row.entity_name as string,
  tableName: row.table_name as string,
  fieldName: row.field_name as string,
  fieldId: row.field_id as number,
  isValidationRequired: row.is_validation_required as boolean,
  isActive: row.is_active as boolean,
  version: row.version as number,
});

export interface FieldFilter {
  businessLineId: number | null;
  testId: number | null;
  entityId: number | null;
  searchText: string | null;
}

export function listTestFilterFields(db: Queryable, filter: FieldFilter, paging: PageRequest) {
  const where: string[] = ['f.client_id IS NULL'];
  const params: unknown[] = [];
  if (filter.businessLineId !== null)
    where.push(`f.business_line_id = ${param(params, filter.businessLineId)}`);
  if (filter.testId !== null) where.push(`f.test_id = ${param(params, filter.testId)}`);
  if (filter.entityId !== null) where.push(`ff.entity_id = ${param(params, filter.entityId)}`);
  if (filter.searchText) {
    const p = param(params, `%${filter.searchText.toLowerCase()}%`);
    where.push(
      `(lower(t.test_number) LIKE ${p} OR lower(e.entity_name) LIKE ${p} OR lower(ef.field_name) LIKE ${p} OR tr.test_rule_id LIKE ${p})`,
    );
  }
  return page(
    db,
    FIELD_FROM,
    FIELD_SELECT,
    where,
    params,
    't.test_number, f.test_order, e.entity_name, ef.field_name, ff.id',
    paging,
    toField,
  );
}

export async function getTestFilterField(db: Queryable, id: number): Promise<TestFilterFieldDto | null> {
  const { rows } = await db.query<Row>(`SELECT ${FIELD_SELECT} FROM ${FIELD_FROM} WHERE ff.id = $1`, [id]);
  return rows.length > 0 ? toField(rows[0]) : null;
}

export interface FieldWrite {
  testFilterMappingId: number;
  entityId: number;
  fieldId: number;
  isValidationRequired: boolean;
  isActive: boolean;
}

export function insertTestFilterField(
  db: Queryable,
  userId: number,
  value: FieldWrite,
): Promise<number | null> {
  return insertVersioned(db, 'test_filter_fields', userId, fieldColumns(value));
}

export async function updateTestFilterField(
  db: Queryable,
  userId: number,
  id: number,
  version: number | null,
  value: FieldWrite,
): Promise<'updated' | 'conflict' | 'duplicate'> {
  const { rows: clash } = await db.query(
    'SELECT 1 FROM test_filter_fields WHERE test_filter_mapping_id = $1 AND field_id = $2 AND id <> $3',
    [value.testFilterMappingId, value.fieldId, id],
  );
  if (clash.length > 0) return 'duplicate';
  const updated = await updateVersioned(db, 'test_filter_fields', userId, id, version, fieldColumns(value));
  return updated ? 'updated' : 'conflict';
}

const fieldColumns = (value: FieldWrite) => ({
  test_filter_mapping_id: value.testFilterMappingId,
  entity_id: value.entityId,
  field_id: value.fieldId,
  is_validation_required: value.isValidationRequired,
  is_active: value.isActive,
});

// ---------------------------------------------------------------------------------------------------------------
// Uploads

export async function insertUpload(
  db: Queryable,
  userId: number,
  fileName: string,
  content: Buffer,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO validator_uploads (file_name, size_bytes, content, uploaded_by) VALUES ($1, $2, $3, $4) RETURNING id',
    [fileName, content.length, content, userId],
  );
  return rows[0].id;
}
