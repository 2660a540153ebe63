import type { Db, Queryable } from '../db/db.js';
import { insertRows } from './catalogue-seed.js';
import { BUSINESS_LINE_IDS } from './catalogue-lookups-data.js';

/**
 * The validator maintenance demo data, written for this project: a handful of clients, message types, 40
 * loan-file test rules with their messages on the four lending lines, tests ordering them, entities and fields, and
 * client copies with custom messages. Also the menu entries of the six maintenance screens for the administrator
 * roles and provider staff. A later seed, so databases seeded before it get it too.
 */
export const VALIDATOR_SEED = 'validator-v1';

export const VALIDATOR_ROUTES = {
  messageTypes: '/validator-maintenance/message-types',
  testRules: '/validator-maintenance/test-rules',
  testRuleMessages: '/validator-maintenance/test-rule-messages',
  testFilterMappings: '/validator-maintenance/test-filter-mappings',
  testFilterFields: '/validator-maintenance/test-filter-fields',
  clientFilterMappings: '/validator-maintenance/client-filter-mappings',
} as const;

/** Menu ids of the new entries (message types, id 9, is in the demo menu already; the group is id 8). */
export const VALIDATOR_MENU_IDS = {
  group: 8,
  messageTypes: 9,
  testRules: 80,
  testRuleMessages: 81,
  testFilterMappings: 82,
  testFilterFields: 83,
  clientFilterMappings: 84,
} as const;

const NEW_MENU_ITEMS = [
  {
    id: VALIDATOR_MENU_IDS.testRules,
    label: 'Test Rules',
    routerLink: VALIDATOR_ROUTES.testRules,
    image: 'list-checks',
  },
  {
    id: VALIDATOR_MENU_IDS.testRuleMessages,
    label: 'Test Rule Messages',
    routerLink: VALIDATOR_ROUTES.testRuleMessages,
    image: 'message',
  },
  {
    id: VALIDATOR_MENU_IDS.testFilterMappings,
    label: 'Test Filter Mappings',
    routerLink: VALIDATOR_ROUTES.testFilterMappings,
    image: 'filter',
  },
  {
    id: VALIDATOR_MENU_IDS.testFilterFields,
    label: 'Test Filter Fields',
    routerLink: VALIDATOR_ROUTES.testFilterFields,
    image: 'table',
  },
  {
    id: VALIDATOR_MENU_IDS.clientFilterMappings,
    label: 'Client Filter Mappings',
    routerLink: VALIDATOR_ROUTES.clientFilterMappings,
    image: 'users',
  },
];

/** Who sees the screens, and who may edit on them. */
const SEE = ['Lexbridge Super Admin', 'Lexbridge Admin', 'Lexbridge Admin Read Only', 'Provider Staff'];
const EDIT = ['Lexbridge Super Admin', 'Lexbridge Admin', 'Provider Staff'];

export const VALIDATOR_CLIENTS = [
  'Harborview Credit Union',
  'Northgate Savings Bank',
  'Pinecrest Mortgage Company',
  'Summit Ridge Lending',
  'Bluewater Community Bank',
  'Cedar Point Financial',
];

/** Message types: 'Test' rules produce a result status, 'Filter' rules only narrow the loans a test looks at. */
const MESSAGE_TYPES: { messageType: string; description: string; client?: string }[] = [
  { messageType: 'Test', description: 'A check whose outcome is reported as Pass or Observation.' },
  {
    messageType: 'Filter',
    description: 'Narrows the loans a test looks at; it reports no outcome of its own.',
  },
  { messageType: 'Warning', description: 'Flags a loan for a reviewer without failing it.' },
  { messageType: 'Informational', description: 'Adds context to the validation report.' },
  {
    messageType: 'Harborview Escalation',
    description: 'Items the client sends to its second-line review.',
    client: 'Harborview Credit Union',
  },
  {
    messageType: 'Northgate Exception',
    description: 'Exceptions the client tracks in its own register.',
    client: 'Northgate Savings Bank',
  },
  {
    messageType: 'Pinecrest Pre-Close',
    description: 'Checks the client runs before closing.',
    client: 'Pinecrest Mortgage Company',
  },
];

/** Loan-file rules, in plain words; the index picks the message type (even: Test, odd: Filter, every 7th: Warning). */
const RULES = [
  'Loan amount is greater than zero',
  'Application date is on or before the closing date',
  'Interest rate is within the product range',
  'Borrower date of birth is present',
  'Property state is a valid two-letter code',
  'Debt-to-income ratio is recorded',
  'Loan-to-value ratio does not exceed the program limit',
  'Occupancy type is one of the allowed values',
  'Loan purpose is present',
  'Credit score is recorded for every borrower',
  'Appraised value is greater than zero',
  'Lien position is first or subordinate',
  'Rate lock expiration follows the lock date',
  'Loan term in months matches the amortization type',
  'Closing disclosure was issued at least three business days before consummation',
  'Loan estimate was issued within three business days of application',
  'Annual percentage rate is recorded',
  'Finance charge is not understated beyond tolerance',
  'Origination fee is within tolerance',
  'Escrow account indicator is present',
  'First payment date follows the closing date',
  'Maturity date matches the loan term',
  'Census tract is an eleven-digit code',
  'Applicant ethnicity is collected or marked not provided',
  'Applicant race is collected or marked not provided',
  'Action taken date is not in the future',
  'Denial reason is present for denied applications',
  'Manufactured home secured property type is recorded',
  'Reverse mortgage flag is present',
  'Open-end line of credit flag is present',
  'Business or commercial purpose flag is present',
  'Prepayment penalty term is recorded when a penalty applies',
  'Introductory rate period is recorded for adjustable loans',
  'Balloon payment flag is present',
  'Interest-only payment flag is present',
  'Negative amortization flag is present',
  'Total units is between one and four for residential loans',
  'Servicer name is recorded for sold loans',
  'Investor code is recorded for sold loans',
  'Hazard insurance expiration is after the closing date',
];
/** The last three rules have no messages: picking them shows 'Selected test rule does not have azimuth messages'. */
const RULES_WITHOUT_MESSAGES = 3;

const LINES = ['Mortgage Origination', 'Mortgage Servicing', 'Home Equity Lending', 'Consumer Lending'];

const ENTITIES: { name: string; table: string; fields: string[] }[] = [
  {
    name: 'Loan',
    table: 'loan_master',
    fields: [
      'LoanAmount',
      'InterestRate',
      'LoanTerm',
      'LoanPurpose',
      'LienPosition',
      'ClosingDate',
      'FirstPaymentDate',
      'MaturityDate',
    ],
  },
  {
    name: 'Borrower',
    table: 'borrower',
    fields: ['DateOfBirth', 'CreditScore', 'Ethnicity', 'Race', 'Income', 'DebtToIncome'],
  },
  {
    name: 'Property',
    table: 'property',
    fields: ['State', 'CensusTract', 'AppraisedValue', 'OccupancyType', 'TotalUnits', 'PropertyType'],
  },
  {
    name: 'Application',
    table: 'application',
    fields: ['ApplicationDate', 'ActionTaken', 'ActionTakenDate', 'DenialReason'],
  },
  {
    name: 'Disclosure',
    table: 'disclosure',
    fields: ['LoanEstimateDate', 'ClosingDisclosureDate', 'Apr', 'FinanceCharge'],
  },
];

type Row = Record<string, unknown>;

function messageFor(rule: string, variant: number): string {
  const base = rule.charAt(0).toLowerCase() + rule.slice(1);
  return variant === 0 ? `Check failed: ${base}.` : `Review needed: ${base} (second look).`;
}

export async function seedValidator(tx: Queryable): Promise<void> {
  await seedValidatorMenu(tx);

  // Clients: only where none exist yet (the client setup area may own them).
  const { rows: existing } = await tx.query<{ id: number; name: string }>('SELECT id, name FROM clients');
  if (existing.length === 0) {
    await insertRows(
      tx,
      'clients',
      { name: 'text' },
      VALIDATOR_CLIENTS.map((name) => ({ name })),
    );
  }
  const { rows: clientRows } = await tx.query<{ id: number; name: string }>(
    'SELECT id, name FROM clients ORDER BY id',
  );
  const clientId = (name: string) =>
    clientRows.find((row) => row.name === name)?.id ?? clientRows[0]?.id ?? null;

  const messageTypes: Row[] = MESSAGE_TYPES.map((type, index) => {
    const client = type.client ? clientId(type.client) : null;
    return {
      id: index + 1,
      message_type: type.messageType,
      description: type.description,
      is_client: client !== null,
      client_id: client,
      is_active: true,
    };
  });
  await insertRows(
    tx,
    'message_types',
    {
      id: 'int',
      message_type: 'text',
      description: 'text',
      is_client: 'boolean',
      client_id: 'int',
      is_active: 'boolean',
    },
    messageTypes,
  );

  const typeOf = (index: number) => (index % 7 === 6 ? 3 : index % 2 === 0 ? 1 : 2);
  const rules: Row[] = RULES.map((description, index) => ({
    id: index + 1,
    message_type_id: typeOf(index),
    test_rule_id: String(10001 + index).padStart(5, '0'),
    test_rule_description: description,
    status: index % 5 === 4 ? 'Observation' : 'Pass',
    is_active: true,
  }));
  await insertRows(
    tx,
    'test_rules',
    {
      id: 'int',
      message_type_id: 'int',
      test_rule_id: 'text',
      test_rule_description: 'text',
      status: 'text',
      is_active: 'boolean',
    },
    rules,
  );

  await insertRows(tx, 'test_filter_result_statuses', { id: 'int', name: 'text' }, [
    { id: 1, name: 'Pass' },
    { id: 2, name: 'Observation' },
  ]);

  const withMessages = RULES.length - RULES_WITHOUT_MESSAGES;
  const messages: Row[] = [];
  for (let index = 0; index < withMessages; index += 1) {
    messages.push({ id: messages.length + 1, message: messageFor(RULES[index], 0) });
    if (index % 3 === 0) messages.push({ id: messages.length + 1, message: messageFor(RULES[index], 1) });
  }
  // A few general messages nobody maps yet, for the auto-complete.
  for (const text of [
    'Value is missing.',
    'Value is outside the allowed range.',
    'Dates are out of sequence.',
    'Code is not on the allowed list.',
  ]) {
    messages.push({ id: messages.length + 1, message: text });
  }
  await insertRows(tx, 'azimuth_messages', { id: 'int', message: 'text' }, messages);
  const messageIdsOf = (index: number) =>
    messages
      .filter((m) =>
        (m.message as string).includes(RULES[index].charAt(0).toLowerCase() + RULES[index].slice(1)),
      )
      .map((m) => m.id as number);

  // Rule messages: every rule with messages, on every lending line.
  const ruleMessages: Row[] = [];
  const ruleMessageIds = new Map<string, number[]>();
  for (const [lineIndex, line] of LINES.entries()) {
    const businessLineId = BUSINESS_LINE_IDS[line];
    for (let index = 0; index < withMessages; index += 1) {
      for (const messageId of messageIdsOf(index)) {
        const id = ruleMessages.length + 1;
        ruleMessages.push({
          id,
          business_line_id: businessLineId,
          test_rule_id: index + 1,
          rule_message_id: messageId,
          rule_message_logic: `${ENTITIES[(index + lineIndex) % ENTITIES.length].name}.${ENTITIES[(index + lineIndex) % ENTITIES.length].fields[index % 4]} is evaluated for rule ${rules[index].test_rule_id as string}.`,
          is_active: true,
        });
        const key = `${businessLineId}:${index + 1}`;
        ruleMessageIds.set(key, [...(ruleMessageIds.get(key) ?? []), id]);
      }
    }
  }
  await insertRows(
    tx,
    'test_rule_messages',
    {
      id: 'int',
      business_line_id: 'int',
      test_rule_id: 'int',
      rule_message_id: 'int',
      rule_message_logic: 'text',
      is_active: 'boolean',
    },
    ruleMessages,
  );

  // Tests: eight per line, each ordering six rules.
  const tests: Row[] = [];
  const mappings: Row[] = [];
  for (const [lineIndex, line] of LINES.entries()) {
    const businessLineId = BUSINESS_LINE_IDS[line];
    for (let t = 0; t < 8; t += 1) {
      const testId = tests.length + 1;
      tests.push({
        id: testId,
        business_line_id: businessLineId,
        test_number: `VT-${String(lineIndex + 1)}${String(t + 1).padStart(2, '0')}`,
        test_name: `${line} check ${t + 1}`,
      });
      for (let order = 0; order < 6; order += 1) {
        const ruleIndex = (t * 5 + order * 3 + lineIndex) % withMessages;
        if (mappings.some((m) => m.test_id === testId && m.test_rule_id === ruleIndex + 1)) continue;
        const isTest = typeOf(ruleIndex) === 1;
        mappings.push({
          id: mappings.length + 1,
          test_id: testId,
          business_line_id: businessLineId,
          test_rule_id: ruleIndex + 1,
          test_rule_message_id: ruleMessageIds.get(`${businessLineId}:${ruleIndex + 1}`)![0],
          test_order: order + 1,
          status_id: isTest ? (ruleIndex % 5 === 4 ? 2 : 1) : null,
          custom_message: null,
          is_custom_message: false,
          is_active: true,
          client_id: null,
        });
      }
    }
  }
  await insertRows(
    tx,
    'validator_tests',
    { id: 'int', business_line_id: 'int', test_number: 'text', test_name: 'text' },
    tests,
  );

  // Client copies: the first three clients take the first two tests of Mortgage Origination, some with custom words.
  const masterCount = mappings.length;
  for (const [clientIndex, clientName] of VALIDATOR_CLIENTS.slice(0, 3).entries()) {
    const id = clientId(clientName);
    if (id === null) break;
    for (const master of mappings.slice(0, masterCount).filter((m) => (m.test_id as number) <= 2)) {
      const custom = ((master.id as number) + clientIndex) % 3 === 0;
      mappings.push({
        ...master,
        id: mappings.length + 1,
        client_id: id,
        is_custom_message: custom,
        custom_message: custom
          ? `Please review this loan with the ${clientName.split(' ')[0]} checklist.`
          : null,
      });
    }
  }
  await insertRows(
    tx,
    'test_filter_mappings',
    {
      id: 'int',
      test_id: 'int',
      business_line_id: 'int',
      test_rule_id: 'int',
      test_rule_message_id: 'int',
      test_order: 'int',
      status_id: 'int',
      custom_message: 'text',
      is_custom_message: 'boolean',
      is_active: 'boolean',
      client_id: 'int',
    },
    mappings,
  );

  const entities: Row[] = [];
  const fields: Row[] = [];
  for (const line of LINES) {
    for (const entity of ENTITIES) {
      const entityId = entities.length + 1;
      entities.push({
        id: entityId,
        business_line_id: BUSINESS_LINE_IDS[line],
        entity_name: entity.name,
        table_name: entity.table,
      });
      for (const field of entity.fields)
        fields.push({ id: fields.length + 1, entity_id: entityId, field_name: field });
    }
  }
  await insertRows(
    tx,
    'validator_entities',
    { id: 'int', business_line_id: 'int', entity_name: 'text', table_name: 'text' },
    entities,
  );
  await insertRows(
    tx,
    'validator_entity_fields',
    { id: 'int', entity_id: 'int', field_name: 'text' },
    fields,
  );

  // Filter fields: the first master mapping of each test reads one field of an entity of its line.
  const filterFields: Row[] = [];
  for (const mapping of mappings.slice(0, masterCount)) {
    if ((mapping.test_order as number) > 2) continue;
    const lineIndex = LINES.findIndex((line) => BUSINESS_LINE_IDS[line] === mapping.business_line_id);
    const entityIndex = lineIndex * ENTITIES.length + ((mapping.test_rule_id as number) % ENTITIES.length);
    const entity = entities[entityIndex];
    const entityFields = fields.filter((field) => field.entity_id === entity.id);
    filterFields.push({
      id: filterFields.length + 1,
      test_filter_mapping_id: mapping.id,
      entity_id: entity.id,
      field_id: entityFields[(mapping.test_rule_id as number) % entityFields.length].id,
      is_validation_required: (mapping.test_order as number) === 1,
      is_active: true,
    });
  }
  await insertRows(
    tx,
    'test_filter_fields',
    {
      id: 'int',
      test_filter_mapping_id: 'int',
      entity_id: 'int',
      field_id: 'int',
      is_validation_required: 'boolean',
      is_active: 'boolean',
    },
    filterFields,
  );

  for (const table of [
    'message_types',
    'test_rules',
    'azimuth_messages',
    'test_rule_messages',
    'validator_tests',
    'test_filter_mappings',
    'validator_entities',
    'validator_entity_fields',
    'test_filter_fields',
  ]) {
    await tx.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 1) FROM ${table}))`,
    );
  }
}

/** The six screens' menu entries, for the administrator roles (edit except read-only) and provider staff. */
async function seedValidatorMenu(tx: Queryable): Promise<void> {
  const { rows: group } = await tx.query('SELECT 1 FROM menu_items WHERE id = $1', [
    VALIDATOR_MENU_IDS.group,
  ]);
  if (group.length === 0) return; // a catalogue without the demo menu: nothing to hang the entries on
  for (const [index, item] of NEW_MENU_ITEMS.entries()) {
    await tx.query(
      `INSERT INTO menu_items (id, parent_id, sort_order, label, router_link, image, selected_index)
       VALUES ($1, $2, $3, $4, $5, $6, NULL) ON CONFLICT (id) DO NOTHING`,
      [item.id, VALIDATOR_MENU_IDS.group, 100 + index, item.label, item.routerLink, item.image],
    );
  }
  await tx.query(
    `SELECT setval(pg_get_serial_sequence('menu_items', 'id'), (SELECT coalesce(max(id), 1) FROM menu_items))`,
  );
  const { rows: roles } = await tx.query<{ id: number; name: string }>(
    'SELECT id, name FROM roles WHERE name = ANY($1)',
    [SEE],
  );
  for (const role of roles) {
    for (const item of [
      { id: VALIDATOR_MENU_IDS.messageTypes, routerLink: VALIDATOR_ROUTES.messageTypes },
      ...NEW_MENU_ITEMS,
    ]) {
      await tx.query(
        'INSERT INTO role_menu_items (role_id, menu_item_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [role.id, item.id],
      );
      if (EDIT.includes(role.name)) {
        await tx.query(
          'INSERT INTO role_editable_routes (role_id, router_link) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [role.id, item.routerLink],
        );
      }
    }
  }
}

export const BULK_VALIDATOR_TEST_PREFIX = 'GEN-';

/**
 * Bulk filter mappings for load (the grids must stay smooth at 10,000 rows): generated tests on Mortgage
 * Origination, each mapping every rule that has a message there, until `count` mappings exist. Replaces earlier
 * generated ones. Returns how many were written.
 */
export async function seedBulkValidator(db: Db, count: number): Promise<number> {
  if (!(Number.isInteger(count) && count >= 0 && count <= 200_000))
    throw new Error('count must be 0 to 200000');
  return db.transaction(async (tx) => {
    await tx.query('DELETE FROM test_filter_mappings WHERE is_generated');
    await tx.query('DELETE FROM validator_tests WHERE is_generated');
    if (count === 0) return 0;
    const businessLineId = BUSINESS_LINE_IDS['Mortgage Origination'];
    const { rows: rules } = await tx.query<{ test_rule_id: number; id: number; message_type: string }>(
      `SELECT DISTINCT ON (trm.test_rule_id) trm.test_rule_id, trm.id, mt.message_type
         FROM test_rule_messages trm JOIN test_rules tr ON tr.id = trm.test_rule_id
         JOIN message_types mt ON mt.id = tr.message_type_id
        WHERE trm.business_line_id = $1 AND trm.is_active ORDER BY trm.test_rule_id, trm.id`,
      [businessLineId],
    );
    if (rules.length === 0) throw new Error('Seed the validator demo data before the bulk mappings');
    const testCount = Math.ceil(count / rules.length);
    await tx.query(
      `INSERT INTO validator_tests (business_line_id, test_number, test_name, is_generated)
       SELECT $1, $2 || lpad(n::text, 5, '0'), 'Generated test ' || n, true FROM generate_series(1, $3) AS n`,
      [businessLineId, BULK_VALIDATOR_TEST_PREFIX, testCount],
    );
    const { rowCount } = await tx.query(
      `INSERT INTO test_filter_mappings (test_id, business_line_id, test_rule_id, test_rule_message_id, test_order, status_id, is_generated)
       SELECT t.id, $1, r.test_rule_id, r.id, r.position, CASE WHEN lower(r.message_type) = 'test' THEN 1 END, true
         FROM validator_tests t
         CROSS JOIN jsonb_to_recordset($2::jsonb) AS r(test_rule_id int, id int, message_type text, position int)
        WHERE t.is_generated
        ORDER BY t.id, r.position
        LIMIT $3`,
      [businessLineId, JSON.stringify(rules.map((rule, index) => ({ ...rule, position: index + 1 }))), count],
    );
    return rowCount;
  });
}
