import type { Queryable } from '../db/db.js';
import { MENU_ITEMS, ROLES, VALIDATOR_SETUP_MENU_IDS } from './demo-data.js';

export const VALIDATOR_SETUP_SEED = 'validator-setup-v1';

const DATA_TYPES = [
  [1, 'varchar', true],
  [2, 'int', false],
  [3, 'decimal', true],
  [4, 'date', false],
  [5, 'bit', false],
  [6, 'nvarchar', true],
] as const;

const STAGING_TABLES: Record<string, [string, string, number | null][]> = {
  stg_loan: [
    ['loan_number', 'varchar', 20],
    ['loan_amount', 'decimal', 18],
    ['interest_rate', 'decimal', 9],
    ['loan_term', 'int', null],
    ['close_date', 'date', null],
    ['borrower_ssn', 'varchar', 11],
    ['property_state', 'varchar', 2],
    ['lien_status', 'varchar', 10],
  ],
  stg_borrower: [
    ['borrower_id', 'varchar', 20],
    ['first_name', 'varchar', 50],
    ['last_name', 'varchar', 50],
    ['income', 'decimal', 18],
  ],
  stg_hmda_lar: [
    ['uli', 'varchar', 45],
    ['action_taken', 'int', null],
    ['ethnicity', 'varchar', 20],
  ],
};

const REJECT_REASONS = [
  'Header does not match the agreed layout',
  'Duplicate file',
  'Wrong entity',
  'Data quality issues',
];

const STEPS_GROUPS = [
  ['File Intake', 'Receives the client file and checks its name and prefix', 'INTAKE', false],
  ['Header Check', 'Compares the file header with the mapped header', 'HEADER', false],
  ['Staging Load', 'Loads approved files into the staging tables', 'STAGING', false],
  ['Validator Tests', 'Runs the validator tests over the staged loans', 'VALIDATOR', true],
  ['HMDA Edits', 'Runs the HMDA edit checks', 'HMDA', true],
] as const;

/** Loan entity header: source field, type, length, destination field, type, length, flags. */
const LOAN_HEADER: [
  string,
  string,
  number | null,
  string | null,
  string,
  number | null,
  Partial<Record<string, boolean>>,
][] = [
  ['LoanNumber', 'text', 20, 'loan_number', 'varchar', 20, {}],
  ['LoanAmount', 'number', 18, 'loan_amount', 'decimal', 18, {}],
  ['InterestRate', 'number', 9, 'interest_rate', 'decimal', 9, {}],
  ['LoanTerm', 'number', null, 'loan_term', 'int', null, {}],
  ['CloseDate', 'date', null, 'close_date', 'date', null, {}],
  ['BorrowerSSN', 'text', 11, 'borrower_ssn', 'varchar', 11, { is_encrypted: true }],
  ['PropertyState', 'text', 2, 'property_state', 'varchar', 2, {}],
  ['LegacyBranchCode', 'text', 10, null, 'varchar', null, { is_ignored: true }],
];

const AGRC: Record<string, string[]> = {
  Borrower: [
    'Borrower First Name',
    'Borrower Last Name',
    'Borrower SSN',
    'Borrower Income',
    'Co-Borrower Name',
  ],
  Loan: ['Loan Amount', 'Interest Rate', 'Loan Term', 'Lien Status', 'Loan Purpose', 'Closing Date'],
  Property: ['Property Address', 'Property State', 'Property Type', 'Occupancy'],
  Pricing: ['APR', 'Rate Spread', 'Discount Points'],
};

/** System groups and fields: name, API field, type, display format, screen. */
const SYSTEM_GROUPS: Record<string, [string, string, string, string, string][]> = {
  'Borrower Information': [
    ['First Name', 'borrower.firstName', 'string', 'Text', 'Borrower Summary'],
    ['Last Name', 'borrower.lastName', 'string', 'Text', 'Borrower Summary'],
    ['SSN', 'borrower.ssn', 'string', '###-##-####', 'Borrower Summary'],
    ['Monthly Income', 'borrower.income', 'decimal', 'Currency', 'Income'],
  ],
  'Loan Terms': [
    ['Base Loan Amount', 'loan.amount', 'decimal', 'Currency', 'Loan Summary'],
    ['Note Rate', 'loan.rate', 'decimal', 'Percent', 'Loan Summary'],
    ['Term Months', 'loan.termMonths', 'int', 'Number', 'Loan Summary'],
    ['Lien Position', 'loan.lienPosition', 'string', 'List', 'Loan Summary'],
    ['Closing Date', 'loan.closingDate', 'date', 'MM/DD/YYYY', 'Closing'],
  ],
  'Property Details': [
    ['Street', 'property.street', 'string', 'Text', 'Property'],
    ['State', 'property.state', 'string', 'List', 'Property'],
    ['Occupancy Type', 'property.occupancy', 'string', 'List', 'Property'],
  ],
};

/**
 * Demo data of validator setup, results, pipeline runs and DMU: entities of the first two clients with the loan
 * header mapped, reference lists, three finished pipeline runs with their results, two source systems with their
 * groups and fields, and a few mappings so the dashboard starts off zero. Also the menu entries for databases seeded
 * before these screens existed, and business@ as a user of the first client.
 */
export async function seedValidatorSetup(tx: Queryable): Promise<void> {
  await seedValidatorSetupMenu(tx);
  const { rows: clients } = await tx.query<{ id: number }>('SELECT id FROM clients ORDER BY id LIMIT 2');
  const { rows: lines } = await tx.query<{ id: number }>(
    `SELECT bl.id FROM business_lines bl
      WHERE EXISTS (SELECT 1 FROM validator_tests t WHERE t.business_line_id = bl.id AND NOT t.is_generated)
      ORDER BY bl.id LIMIT 1`,
  );
  for (const [id, name, hasLength] of DATA_TYPES) {
    await tx.query(
      'INSERT INTO vs_data_types (id, name, has_length) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [id, name, hasLength],
    );
  }
  for (const [table, columns] of Object.entries(STAGING_TABLES)) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO vs_staging_tables (table_name, description) VALUES ($1, $2)
       ON CONFLICT (table_name) DO UPDATE SET description = EXCLUDED.description RETURNING id`,
      [table, `Staging table ${table}`],
    );
    for (const [column, type, length] of columns) {
      await tx.query(
        `INSERT INTO vs_staging_columns (table_id, column_name, data_type, length) VALUES ($1, $2, $3, $4)
         ON CONFLICT DO NOTHING`,
        [rows[0].id, column, type, length],
      );
    }
  }
  for (const name of REJECT_REASONS) {
    await tx.query('INSERT INTO vs_reject_reasons (name) VALUES ($1) ON CONFLICT DO NOTHING', [name]);
  }
  for (const [name, description, ruleSetName, isDynamic] of STEPS_GROUPS) {
    await tx.query(
      `INSERT INTO vs_steps_groups (name, description, rule_set_name, is_dynamic) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [name, description, ruleSetName, isDynamic],
    );
  }
  await tx.query(
    `INSERT INTO dmu_mapping_statuses (id, name) VALUES (1, 'Not Available'), (2, 'Not Expected'), (3, 'Mapped'), (4, 'Unmapped')
     ON CONFLICT DO NOTHING`,
  );
  await seedDmu(tx);
  if (clients.length === 0 || lines.length === 0) return;
  const lineId = lines[0].id;

  const { rows: requirements } = await tx.query<{ id: number }>(
    'SELECT id FROM requirements WHERE business_line_id = $1 AND requirement_type_id = 2 ORDER BY id LIMIT 6',
    [lineId],
  );
  const requirementIds = requirements.map((row) => row.id);

  for (const [index, client] of clients.entries()) {
    const prefix = index === 0 ? '' : `C${client.id}_`;
    const loan = await insertEntity(tx, client.id, lineId, 'Loan', `${prefix}LOAN`, null, true, false);
    await insertEntity(tx, client.id, lineId, 'Borrower', `${prefix}BRW`, loan, false, false);
    await insertEntity(tx, client.id, lineId, 'HMDA LAR', `${prefix}HMDA`, loan, true, true);
    for (const [
      order,
      [source, sourceType, sourceLength, destination, destinationType, destinationLength, flags],
    ] of LOAN_HEADER.entries()) {
      await tx.query(
        `INSERT INTO vs_header_fields (entity_id, sort_order, client_source_field, client_source_type, client_source_length,
           destination_table, destination_field, destination_type, destination_length, is_ignored, is_encrypted,
           impacted_requirement_ids)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT DO NOTHING`,
        [
          loan,
          order + 1,
          source,
          sourceType,
          sourceLength,
          destination ? 'stg_loan' : null,
          destination,
          destinationType,
          destinationLength,
          flags.is_ignored ?? false,
          flags.is_encrypted ?? false,
          requirementIds.length > 0 && destination ? [requirementIds[order % requirementIds.length]] : [],
        ],
      );
    }
    for (const field of ['CustomField1', 'CustomField2', 'BranchRegion']) {
      await tx.query(
        'INSERT INTO vs_dynamic_fields (entity_id, field_name, is_active) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [loan, field, field !== 'CustomField2'],
      );
    }
    if (index === 0) await seedRuns(tx, client.id, lineId, loan, requirementIds);
  }
}

async function insertEntity(
  tx: Queryable,
  clientId: number,
  lineId: number,
  name: string,
  prefix: string,
  parent: number | null,
  transactional: boolean,
  hmda: boolean,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO vs_entities (client_id, business_line_id, entity_name, prefix_name, parent_entity_id, is_transactional, is_hmda)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [clientId, lineId, name, prefix, parent, transactional, hmda],
  );
  return rows[0].id;
}

/** Three finished runs over the line's first six tests (the second failed), each with its loan results. */
async function seedRuns(
  tx: Queryable,
  clientId: number,
  lineId: number,
  entityId: number,
  requirementIds: number[],
): Promise<void> {
  const { rows: tests } = await tx.query<{ id: number; test_number: string }>(
    'SELECT id, test_number FROM validator_tests WHERE business_line_id = $1 AND NOT is_generated ORDER BY test_number LIMIT 6',
    [lineId],
  );
  if (tests.length === 0) return;
  const day = 24 * 3600 * 1000;
  const now = Date.now();
  for (const [runIndex, failed] of [false, true, false].entries()) {
    const start = new Date(now - (3 - runIndex) * day);
    const runTests = tests.map((test, index) => ({
      testId: test.test_number,
      firstRunID: `${runIndex + 1}${String(index + 1).padStart(3, '0')}`,
      offsetSeconds: 60 * (index + 1),
      failed: failed && index === tests.length - 1,
    }));
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO vs_pipeline_runs (run_id, client_id, pipeline_name, is_databricks, run_start, planned_end, tests)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb) RETURNING id`,
      [
        `RUN-${start.toISOString().slice(0, 10)}-${runIndex + 1}`,
        clientId,
        runIndex === 1 ? 'pl_validator_hmda' : 'pl_validator_loans',
        runIndex === 2,
        start,
        new Date(start.getTime() + 60_000 * tests.length),
        JSON.stringify(runTests),
      ],
    );
    if (failed) continue;
    for (const [testIndex, test] of tests.entries()) {
      for (let loan = 1; loan <= 5; loan += 1) {
        const observation = (loan + testIndex + runIndex) % 4 === 0;
        await tx.query(
          `INSERT INTO vs_results (run_id, client_id, business_line_id, entity_id, test_id, requirement_id, loan_number, field_value, status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            rows[0].id,
            clientId,
            lineId,
            entityId,
            test.id,
            requirementIds.length > 0 ? requirementIds[testIndex % requirementIds.length] : null,
            `LN${String(1000 + loan)}`,
            observation ? 'missing' : 'ok',
            observation ? 'Observation' : 'Pass',
          ],
        );
      }
    }
  }
}

async function seedDmu(tx: Queryable): Promise<void> {
  for (const [category, fields] of Object.entries(AGRC)) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO dmu_agrc_categories (name) VALUES ($1) ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
      [category],
    );
    for (const field of fields) {
      await tx.query(
        'INSERT INTO dmu_agrc_fields (category_id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [rows[0].id, field],
      );
    }
  }
  for (const system of ['Encompass', 'Black Knight MSP']) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO dmu_systems (name) VALUES ($1) ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
      [system],
    );
    const systemId = rows[0].id;
    for (const [group, fields] of Object.entries(SYSTEM_GROUPS)) {
      const { rows: groupRows } = await tx.query<{ id: number }>(
        `INSERT INTO dmu_system_groups (system_id, name) VALUES ($1, $2)
         ON CONFLICT (system_id, name) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
        [systemId, group],
      );
      for (const [index, [name, api, type, format, screen]] of fields.entries()) {
        await tx.query(
          `INSERT INTO dmu_system_fields (system_id, group_id, name, api_data_field, type, display_format, screen_name,
             description, system_point_field_id, value_list, attribute, business_logic, term)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT DO NOTHING`,
          [
            systemId,
            groupRows[0].id,
            name,
            api,
            type,
            format,
            screen,
            `${name} as ${system} keeps it`,
            `${system.slice(0, 3).toUpperCase()}.${groupRows[0].id}.${index + 1}`,
            format === 'List' ? 'See the system value list' : '',
            type === 'string' ? 'Alphanumeric' : 'Numeric',
            '',
            index % 2 === 0 ? 'Loan life' : 'Origination',
          ],
        );
      }
    }
  }
  // Encompass starts with two decisions of the first client: Loan Amount mapped to Base Loan Amount, Co-Borrower
  // Name not available. Mappings are a client's own: other clients start with every AGRC field unmapped.
  const { rows: existing } = await tx.query('SELECT 1 FROM dmu_mappings LIMIT 1');
  if (existing.length > 0) return;
  const { rows: ids } = await tx.query<{
    system_id: number;
    amount: number;
    coborrower: number;
    base: number;
    client_id: number | null;
  }>(
    `SELECT s.id AS system_id,
            (SELECT id FROM dmu_agrc_fields WHERE name = 'Loan Amount') AS amount,
            (SELECT id FROM dmu_agrc_fields WHERE name = 'Co-Borrower Name') AS coborrower,
            (SELECT f.id FROM dmu_system_fields f WHERE f.system_id = s.id AND f.name = 'Base Loan Amount') AS base,
            (SELECT min(id) FROM clients) AS client_id
       FROM dmu_systems s WHERE s.name = 'Encompass'`,
  );
  const seed = ids[0];
  if (!seed || seed.client_id === null) return;
  const mapped = await tx.query<{ id: number }>(
    'INSERT INTO dmu_mappings (system_id, status_id, client_id) VALUES ($1, 3, $2) RETURNING id',
    [seed.system_id, seed.client_id],
  );
  await tx.query(
    'INSERT INTO dmu_mapping_agrc_fields (mapping_id, system_id, agrc_field_id, client_id) VALUES ($1, $2, $3, $4)',
    [mapped.rows[0].id, seed.system_id, seed.amount, seed.client_id],
  );
  await tx.query('INSERT INTO dmu_mapping_system_fields (mapping_id, system_field_id) VALUES ($1, $2)', [
    mapped.rows[0].id,
    seed.base,
  ]);
  const notAvailable = await tx.query<{ id: number }>(
    'INSERT INTO dmu_mappings (system_id, status_id, client_id) VALUES ($1, 1, $2) RETURNING id',
    [seed.system_id, seed.client_id],
  );
  await tx.query(
    'INSERT INTO dmu_mapping_agrc_fields (mapping_id, system_id, agrc_field_id, client_id) VALUES ($1, $2, $3, $4)',
    [notAvailable.rows[0].id, seed.system_id, seed.coborrower, seed.client_id],
  );
}

/** The screens' menu entries, for databases whose demo menu was seeded before they existed. */
export async function seedValidatorSetupMenu(tx: Queryable): Promise<void> {
  const { rows: group } = await tx.query('SELECT 1 FROM menu_items WHERE id = 1');
  if (group.length === 0) return; // no demo menu to hang them on
  const ids = new Set<number>(Object.values(VALIDATOR_SETUP_MENU_IDS));
  for (const [index, item] of MENU_ITEMS.entries()) {
    if (!ids.has(item.id)) continue;
    await tx.query(
      `INSERT INTO menu_items (id, parent_id, sort_order, label, router_link, image, selected_index)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
      [item.id, item.parentId, index, item.label, item.routerLink, item.image, item.selectedIndex],
    );
  }
  await tx.query(
    `SELECT setval(pg_get_serial_sequence('menu_items', 'id'), (SELECT coalesce(max(id), 1) FROM menu_items))`,
  );
  for (const role of ROLES) {
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM roles WHERE name = $1', [role.name]);
    if (!rows[0]) continue;
    for (const menuItemId of role.menuItemIds.filter((id) => ids.has(id))) {
      await tx.query(
        'INSERT INTO role_menu_items (role_id, menu_item_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [rows[0].id, menuItemId],
      );
    }
    const routes = MENU_ITEMS.filter((item) => ids.has(item.id) && item.routerLink)
      .map((item) => item.routerLink!)
      .filter((route) => role.editableRoutes.includes(route));
    for (const route of routes) {
      await tx.query(
        'INSERT INTO role_editable_routes (role_id, router_link) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [rows[0].id, route],
      );
    }
  }
}
