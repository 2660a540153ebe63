import { hashPassword } from '../auth/password.js';
import type { Db, Queryable } from '../db/db.js';
import { BUSINESS_LINE_IDS } from './catalogue-lookups-data.js';
import { DEMO_PASSWORD } from './demo-data.js';

/**
 * The HMDA reference data demo, written for this project: federal agencies, client entities with their
 * client info for 2024 and 2025, the provider's HMDA field list, a field master with client values, valid values and
 * field order for two entities in 2025, HMDA systems and detail systems, CFPB, AGRC and LOS edit references, the
 * bank master; the menu entries of the HMDA screens; and a read-only administrator (auditor@) who sees them all and
 * edits none. A later seed, so databases seeded before it get it too.
 */
export const HMDA_SEED = 'hmda-v1';

export const HMDA_ROUTES = {
  clientInfo: '/hmda/client-info',
  fieldMaster: '/hmda/field-master',
  clientValues: '/hmda/client-values',
  validValues: '/hmda/valid-values',
  fieldOrder: '/hmda/field-order',
  systems: '/hmda/systems',
  detailSystems: '/hmda/detail-systems',
  editReferences: '/hmda/edit-references',
  bankMaster: '/hmda/bank-master',
  larUpload: '/hmda/lar-upload',
} as const;

/** The HMDA group (10) and Field Master (11) are in the demo menu already. */
export const HMDA_MENU_IDS = {
  group: 10,
  fieldMaster: 11,
  clientInfo: 140,
  clientValues: 141,
  validValues: 142,
  fieldOrder: 143,
  systems: 144,
  detailSystems: 145,
  editReferences: 146,
  bankMaster: 147,
  larUpload: 148,
} as const;

const NEW_MENU_ITEMS = [
  {
    id: HMDA_MENU_IDS.clientInfo,
    label: 'Client Info',
    routerLink: HMDA_ROUTES.clientInfo,
    image: 'users',
    order: 1,
  },
  {
    id: HMDA_MENU_IDS.clientValues,
    label: 'Client Values',
    routerLink: HMDA_ROUTES.clientValues,
    image: 'list',
    order: 3,
  },
  {
    id: HMDA_MENU_IDS.validValues,
    label: 'Valid Values',
    routerLink: HMDA_ROUTES.validValues,
    image: 'list-checks',
    order: 4,
  },
  {
    id: HMDA_MENU_IDS.fieldOrder,
    label: 'Field Order',
    routerLink: HMDA_ROUTES.fieldOrder,
    image: 'arrow-down-up',
    order: 5,
  },
  {
    id: HMDA_MENU_IDS.systems,
    label: 'HMDA Systems',
    routerLink: HMDA_ROUTES.systems,
    image: 'server',
    order: 6,
  },
  {
    id: HMDA_MENU_IDS.detailSystems,
    label: 'Detail Systems',
    routerLink: HMDA_ROUTES.detailSystems,
    image: 'server',
    order: 7,
  },
  {
    id: HMDA_MENU_IDS.editReferences,
    label: 'Edit References',
    routerLink: HMDA_ROUTES.editReferences,
    image: 'rule',
    order: 8,
  },
  {
    id: HMDA_MENU_IDS.bankMaster,
    label: 'Bank Master',
    routerLink: HMDA_ROUTES.bankMaster,
    image: 'bank',
    order: 9,
  },
  {
    id: HMDA_MENU_IDS.larUpload,
    label: 'LAR File Upload',
    routerLink: HMDA_ROUTES.larUpload,
    image: 'upload',
    order: 10,
  },
];

const SEE = ['Lexbridge Super Admin', 'Lexbridge Admin', 'Lexbridge Admin Read Only', 'Provider Staff'];
const EDIT = ['Lexbridge Super Admin', 'Lexbridge Admin', 'Provider Staff'];

export const HMDA_READ_ONLY_USER = 'auditor@lexbridge.test';

/** HMDA agency codes: 1 OCC, 2 FRS, 3 FDIC, 5 NCUA, 7 HUD, 9 CFPB. */
const AGENCIES = [
  { id: 1, code: 'OCC', name: 'Office of the Comptroller of the Currency' },
  { id: 2, code: 'FRS', name: 'Federal Reserve System' },
  { id: 3, code: 'FDIC', name: 'Federal Deposit Insurance Corporation' },
  { id: 5, code: 'NCUA', name: 'National Credit Union Administration' },
  { id: 7, code: 'HUD', name: 'Department of Housing and Urban Development' },
  { id: 9, code: 'CFPB', name: 'Consumer Financial Protection Bureau' },
];

const ENTITIES = [
  {
    client: 'Harborview Credit Union',
    line: 'Mortgage Origination',
    entity: 'Harborview Home Loans',
    agency: 5,
  },
  { client: 'Northgate Savings Bank', line: 'Mortgage Origination', entity: 'Northgate Mortgage', agency: 3 },
  {
    client: 'Northgate Savings Bank',
    line: 'Home Equity Lending',
    entity: 'Northgate Home Equity',
    agency: 3,
  },
  {
    client: 'Pinecrest Mortgage Company',
    line: 'Mortgage Origination',
    entity: 'Pinecrest Residential',
    agency: 9,
  },
];

/** The provider's HMDA fields: [name, type, length] (N has no length). */
export const AZIMUTH_FIELDS: readonly [string, 'AN' | 'N', number | null][] = [
  ['Universal Loan Identifier', 'AN', 45],
  ['Application Date', 'AN', 8],
  ['Loan Type', 'N', null],
  ['Loan Purpose', 'N', null],
  ['Preapproval', 'N', null],
  ['Construction Method', 'N', null],
  ['Occupancy Type', 'N', null],
  ['Loan Amount', 'N', null],
  ['Action Taken', 'N', null],
  ['Action Taken Date', 'AN', 8],
  ['Street Address', 'AN', 100],
  ['City', 'AN', 50],
  ['State', 'AN', 2],
  ['ZIP Code', 'AN', 10],
  ['County', 'AN', 5],
  ['Census Tract', 'AN', 11],
  ['Ethnicity of Applicant', 'N', null],
  ['Race of Applicant', 'N', null],
  ['Sex of Applicant', 'N', null],
  ['Age of Applicant', 'N', null],
  ['Income', 'N', null],
  ['Type of Purchaser', 'N', null],
  ['Rate Spread', 'AN', 10],
  ['HOEPA Status', 'N', null],
  ['Lien Status', 'N', null],
  ['Credit Score of Applicant', 'N', null],
  ['Denial Reason 1', 'N', null],
  ['Total Loan Costs', 'N', null],
  ['Origination Charges', 'N', null],
  ['Discount Points', 'N', null],
  ['Interest Rate', 'N', null],
  ['Prepayment Penalty Term', 'AN', 4],
  ['Debt-to-Income Ratio', 'AN', 10],
  ['Combined Loan-to-Value Ratio', 'AN', 10],
  ['Loan Term', 'N', null],
  ['Property Value', 'N', null],
  ['Total Units', 'N', null],
  ['Automated Underwriting System 1', 'N', null],
  ['Reverse Mortgage', 'N', null],
  ['Open-End Line of Credit', 'N', null],
  ['Business or Commercial Purpose', 'N', null],
  ['NMLSR ID', 'AN', 12],
  ['Manufactured Home Secured Property Type', 'N', null],
  ['Multifamily Affordable Units', 'AN', 6],
];

/** Coded fields: their valid values, and how a client's own codes map onto them. */
const CODES: Record<string, { valid: [string, string][]; client: [string, string][] }> = {
  'Loan Type': {
    valid: [
      ['1', 'Conventional'],
      ['2', 'FHA insured'],
      ['3', 'VA guaranteed'],
      ['4', 'USDA RHS or FSA guaranteed'],
    ],
    client: [
      ['10', '1'],
      ['20', '2'],
      ['30', '3'],
      ['40', '4'],
    ],
  },
  'Loan Purpose': {
    valid: [
      ['1', 'Home purchase'],
      ['2', 'Home improvement'],
      ['31', 'Refinancing'],
      ['32', 'Cash-out refinancing'],
      ['4', 'Other purpose'],
      ['5', 'Not applicable'],
    ],
    client: [
      ['100', '1'],
      ['200', '2'],
      ['310', '31'],
      ['320', '32'],
    ],
  },
  'Action Taken': {
    valid: [
      ['1', 'Loan originated'],
      ['2', 'Application approved but not accepted'],
      ['3', 'Application denied'],
      ['4', 'Application withdrawn by applicant'],
      ['5', 'File closed for incompleteness'],
      ['6', 'Purchased loan'],
      ['7', 'Preapproval request denied'],
      ['8', 'Preapproval request approved but not accepted'],
    ],
    client: [
      ['1', '1'],
      ['3', '3'],
      ['4', '4'],
    ],
  },
  'Occupancy Type': {
    valid: [
      ['1', 'Principal residence'],
      ['2', 'Second residence'],
      ['3', 'Investment property'],
    ],
    client: [],
  },
};

const SYSTEMS = [
  {
    code: 'ENC',
    name: 'Encompass',
    description: 'Loan origination system',
    vendor: 'ICE Mortgage Technology',
    active: true,
  },
  {
    code: 'BYTE',
    name: 'BytePro',
    description: 'Loan origination system',
    vendor: 'Byte Software',
    active: true,
  },
  {
    code: 'MSP',
    name: 'MSP Servicing',
    description: 'Servicing system of record',
    vendor: 'ICE Mortgage Technology',
    active: true,
  },
  {
    code: 'LQB',
    name: 'LendingQB',
    description: 'Cloud loan origination system',
    vendor: 'MeridianLink',
    active: true,
  },
  {
    code: 'EMP',
    name: 'Empower',
    description: 'Retired loan origination system',
    vendor: 'Black Knight',
    active: false,
  },
];

const EDITS = [
  {
    type: 'CFPB',
    subtype: 'Syntax',
    number: 'S300',
    group: 'Transmittal',
    fieldType: 'AN',
    set: 'Syntactical',
    process: 'Submission',
    processItem: 'Header',
    fieldItem: 'Legal Entity Identifier',
    message: 'The LEI reported in the LAR must match the LEI reported in the transmittal sheet.',
    resolution: 'Correct the LEI of the transmittal sheet or of the LAR rows so they match.',
    systems: ['ENC', 'BYTE'],
  },
  {
    type: 'CFPB',
    subtype: 'Validity',
    number: 'V608-1',
    group: 'Loan',
    fieldType: 'AN',
    set: 'Validity',
    process: 'Origination',
    processItem: 'Application',
    fieldItem: 'Universal Loan Identifier',
    message: 'A ULI must be at least 23 and at most 45 characters, letters and digits only.',
    resolution: 'Recreate the ULI from the LEI, the loan number and the check digit.',
    systems: ['ENC', 'BYTE', 'LQB'],
  },
  {
    type: 'CFPB',
    subtype: 'Validity',
    number: 'V610-1',
    group: 'Loan',
    fieldType: 'AN',
    set: 'Validity',
    process: 'Origination',
    processItem: 'Application',
    fieldItem: 'Application Date',
    message: 'Application Date must be a valid date in the format YYYYMMDD, or NA.',
    resolution: 'Enter the date the application was received, as YYYYMMDD.',
    systems: ['ENC'],
  },
  {
    type: 'CFPB',
    subtype: 'Quality',
    number: 'Q601',
    group: 'Loan',
    fieldType: 'AN',
    set: 'Quality',
    process: 'Origination',
    processItem: 'Application',
    fieldItem: 'Application Date',
    message: 'The Application Date is generally no more than two years before the Action Taken Date.',
    resolution: 'Check the application date and the action taken date; confirm the edit when both are right.',
    systems: ['ENC', 'BYTE'],
  },
  {
    type: 'CFPB',
    subtype: 'Quality',
    number: 'Q614-1',
    group: 'Applicant',
    fieldType: 'N',
    set: 'Quality',
    process: 'Origination',
    processItem: 'Borrower',
    fieldItem: 'Age of Applicant',
    message: 'The age of the applicant is generally between 18 and 100.',
    resolution: 'Check the date of birth the age was computed from.',
    systems: ['LQB'],
  },
  {
    type: 'AGRC',
    subtype: 'Validity',
    number: 'AGRC-101',
    group: 'Property',
    fieldType: 'AN',
    set: 'Geocoding',
    process: 'Post-closing',
    processItem: 'Property',
    fieldItem: 'Census Tract',
    message: 'The census tract must be eleven digits for a property in a metropolitan area.',
    resolution: 'Geocode the property address again and copy the eleven-digit tract.',
    systems: ['ENC', 'MSP'],
  },
  {
    type: 'AGRC',
    subtype: 'Quality',
    number: 'AGRC-204',
    group: 'Pricing',
    fieldType: 'N',
    set: 'Pricing',
    process: 'Closing',
    processItem: 'Disclosure',
    fieldItem: 'Total Loan Costs',
    message: 'Total loan costs are expected to match the closing disclosure.',
    resolution: 'Compare section D of the closing disclosure with the reported amount.',
    systems: ['ENC'],
  },
  {
    type: 'LOS',
    subtype: 'Syntax',
    number: 'LOS-17',
    group: 'Loan',
    fieldType: 'N',
    set: 'Extract',
    process: 'Extraction',
    processItem: 'Export',
    fieldItem: 'Loan Amount',
    message: 'The loan amount exported from the origination system must be a number without separators.',
    resolution: 'Change the export template so amounts carry no thousands separators.',
    systems: ['BYTE', 'LQB'],
  },
];

export const HMDA_BANKS = [
  {
    id: 1,
    name: 'Harborview Credit Union',
    lei: '5493001HARBORVIEW001',
    agency: 5,
    city: 'Portland',
    state: 'ME',
  },
  {
    id: 2,
    name: 'Northgate Savings Bank',
    lei: 'NORTHGATESAVINGS0002',
    agency: 3,
    city: 'Albany',
    state: 'NY',
  },
  {
    id: 3,
    name: 'Pinecrest Mortgage Company',
    lei: 'PINECRESTMORTGAGE003',
    agency: 9,
    city: 'Boise',
    state: 'ID',
  },
  {
    id: 4,
    name: 'Summit Ridge Lending',
    lei: 'SUMMITRIDGELENDING04',
    agency: 9,
    city: 'Denver',
    state: 'CO',
  },
];

async function idOf(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(sql, params);
  return rows[0].id;
}

export async function seedHmda(tx: Queryable): Promise<void> {
  await seedHmdaMenu(tx);
  await seedReadOnlyAdministrator(tx);

  for (const agency of AGENCIES) {
    await tx.query(
      'INSERT INTO hmda_federal_agencies (id, code, name) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
      [agency.id, agency.code, agency.name],
    );
  }
  for (const bank of HMDA_BANKS) {
    await tx.query(
      `INSERT INTO hmda_banks (id, bank_name, lei, federal_agency_id, city, state) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT DO NOTHING`,
      [bank.id, bank.name, bank.lei, bank.agency, bank.city, bank.state],
    );
  }
  const fieldIds = new Map<string, number>();
  for (const [name] of AZIMUTH_FIELDS) {
    await tx.query('INSERT INTO hmda_azimuth_fields (name) VALUES ($1) ON CONFLICT DO NOTHING', [name]);
    fieldIds.set(name, await idOf(tx, 'SELECT id FROM hmda_azimuth_fields WHERE name = $1', [name]));
  }

  const entityIds: number[] = [];
  for (const item of ENTITIES) {
    await tx.query('INSERT INTO clients (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [item.client]);
    const clientId = await idOf(tx, 'SELECT id FROM clients WHERE name = $1', [item.client]);
    const lineId = BUSINESS_LINE_IDS[item.line];
    await tx.query(
      `INSERT INTO hmda_client_entities (client_id, business_line_id, entity_name) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [clientId, lineId, item.entity],
    );
    const entityId = await idOf(
      tx,
      'SELECT id FROM hmda_client_entities WHERE client_id = $1 AND business_line_id = $2 AND entity_name = $3',
      [clientId, lineId, item.entity],
    );
    entityIds.push(entityId);
    for (const year of [2024, 2025]) {
      await tx.query(
        `INSERT INTO hmda_client_info (reporting_year, client_id, business_line_id, client_entity_id, federal_agency_id)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
        [year, clientId, lineId, entityId, item.agency],
      );
    }
  }

  // A bank of the bank master belongs to the client of its name: that client's users upload its LAR files.
  await tx.query(
    `UPDATE hmda_banks b SET client_id = c.id FROM clients c WHERE c.name = b.bank_name AND b.client_id IS NULL`,
  );

  // Field master, values and order for the first two entities in 2025.
  for (const [entityIndex, entityId] of entityIds.slice(0, 2).entries()) {
    const prefix = entityIndex === 0 ? 'HV' : 'NG';
    for (const [order, [name, type, length]] of AZIMUTH_FIELDS.entries()) {
      const fieldName = `${prefix}_${name.replace(/[^A-Za-z0-9]+/g, '_').toUpperCase()}`;
      const masterId = await idOf(
        tx,
        `INSERT INTO hmda_field_master (client_entity_id, client_id, reporting_year, azimuth_field_id, field_name,
           field_type, field_length, check_digit, value_required, description)
         VALUES ($1, (SELECT client_id FROM hmda_client_entities WHERE id = $1), 2025, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          entityId,
          fieldIds.get(name),
          fieldName.slice(0, 255),
          type,
          length,
          name === 'Universal Loan Identifier' ? 'ISO 7064 MOD 97-10' : 'Not applicable',
          name.startsWith('Multifamily') || name.startsWith('Manufactured') ? 'Conditional' : 'Required',
          `${name} as the client's system exports it.`,
        ],
      );
      await tx.query(
        `INSERT INTO hmda_field_order (client_entity_id, client_id, reporting_year, hmda_field_master_id, field_order)
         VALUES ($1, (SELECT client_id FROM hmda_client_entities WHERE id = $1), 2025, $2, $3)`,
        [entityId, masterId, order + 1],
      );
      const codes = CODES[name];
      if (!codes) continue;
      for (const [value, description] of codes.valid) {
        await tx.query(
          `INSERT INTO hmda_valid_values (client_entity_id, client_id, reporting_year, hmda_field_master_id, valid_value,
             description) VALUES ($1, (SELECT client_id FROM hmda_client_entities WHERE id = $1), 2025, $2, $3, $4)`,
          [entityId, masterId, value, description],
        );
      }
      for (const [clientValue, hmdaValue] of codes.client) {
        await tx.query(
          `INSERT INTO hmda_client_values (client_entity_id, client_id, reporting_year, hmda_field_master_id,
             client_value, hmda_value, description) VALUES ($1, (SELECT client_id FROM hmda_client_entities WHERE id = $1), 2025, $2, $3, $4, $5)`,
          [
            entityId,
            masterId,
            clientValue,
            hmdaValue,
            `The client's code ${clientValue} reports as ${hmdaValue}.`,
          ],
        );
      }
    }
  }

  const systemIds = new Map<string, number>();
  for (const system of SYSTEMS) {
    await tx.query(
      `INSERT INTO hmda_systems (code, name, description, vendor, is_active) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING`,
      [system.code, system.name, system.description, system.vendor, system.active],
    );
    systemIds.set(system.code, await idOf(tx, 'SELECT id FROM hmda_systems WHERE code = $1', [system.code]));
  }
  const { rows: clientRows } = await tx.query<{ id: number; name: string }>(
    'SELECT id, name FROM clients WHERE name = ANY($1)',
    [['Harborview Credit Union', 'Northgate Savings Bank']],
  );
  const clientIds = new Map(clientRows.map((row) => [row.name, row.id]));
  for (const [client, system] of [
    ['Harborview Credit Union', 'ENC'],
    ['Northgate Savings Bank', 'MSP'],
    ['Northgate Savings Bank', 'BYTE'],
  ] as const) {
    await tx.query(
      `INSERT INTO hmda_detail_systems (client_id, system_id, reporting_year, description) VALUES ($1, $2, 2025, $3)
       ON CONFLICT DO NOTHING`,
      [clientIds.get(client), systemIds.get(system), `${client} reports from this system.`],
    );
  }
  for (const edit of EDITS) {
    const editId = await idOf(
      tx,
      `INSERT INTO hmda_edit_references (field_group, field_type, edit_set, edit_type, edit_subtype, edit_number,
         process, process_item, field_item, edit_message, edit_description, edit_resolution)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        edit.group,
        edit.fieldType,
        edit.set,
        edit.type,
        edit.subtype,
        edit.number,
        edit.process,
        edit.processItem,
        edit.fieldItem,
        edit.message,
        `${edit.type} ${edit.subtype.toLowerCase()} edit on ${edit.fieldItem}.`,
        edit.resolution,
      ],
    );
    for (const code of edit.systems) {
      await tx.query(
        'INSERT INTO hmda_edit_reference_systems (edit_reference_id, system_id) VALUES ($1, $2)',
        [editId, systemIds.get(code)],
      );
    }
  }
}

async function seedHmdaMenu(tx: Queryable): Promise<void> {
  const { rows: group } = await tx.query('SELECT 1 FROM menu_items WHERE id = $1', [HMDA_MENU_IDS.group]);
  if (group.length === 0) return; // a catalogue without the demo menu: nothing to hang the entries on
  for (const item of NEW_MENU_ITEMS) {
    await tx.query(
      `INSERT INTO menu_items (id, parent_id, sort_order, label, router_link, image, selected_index)
       VALUES ($1, $2, $3, $4, $5, $6, NULL) ON CONFLICT (id) DO NOTHING`,
      [item.id, HMDA_MENU_IDS.group, 200 + item.order, item.label, item.routerLink, item.image],
    );
  }
  // Field Master stays second: Client Info comes first, the rest after it.
  await tx.query('UPDATE menu_items SET sort_order = 202 WHERE id = $1', [HMDA_MENU_IDS.fieldMaster]);
  await tx.query(
    `SELECT setval(pg_get_serial_sequence('menu_items', 'id'), (SELECT coalesce(max(id), 1) FROM menu_items))`,
  );
  const { rows: roles } = await tx.query<{ id: number; name: string }>(
    'SELECT id, name FROM roles WHERE name = ANY($1)',
    [SEE],
  );
  for (const role of roles) {
    for (const item of [
      { id: HMDA_MENU_IDS.fieldMaster, routerLink: HMDA_ROUTES.fieldMaster },
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

/** auditor@: the read-only administrator role, so the read-only mode of the maintenance screens can be used. */
async function seedReadOnlyAdministrator(tx: Queryable): Promise<void> {
  const { rows: role } = await tx.query<{ id: number }>('SELECT id FROM roles WHERE name = $1', [
    'Lexbridge Admin Read Only',
  ]);
  if (role.length === 0) return;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO users (email, first_name, full_name, password_hash, is_azimuth, is_tableau)
     VALUES ($1, 'Avery', 'Avery Auditor', $2, true, false) ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
    [HMDA_READ_ONLY_USER, await hashPassword(DEMO_PASSWORD)],
  );
  if (rows.length === 0) return;
  await tx.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
    rows[0].id,
    role[0].id,
  ]);
}

/**
 * Bulk field master rows for load (the grids must stay smooth at 10,000 rows): a generated entity 'GEN HMDA Load'
 * of the first client, with `count` field master rows in 2030 over the provider's fields (field names numbered).
 * Replaces an earlier generated set. Returns the entity id.
 */
export async function seedBulkHmdaFieldMaster(
  db: Db,
  count: number,
): Promise<{ clientEntityId: number; rows: number }> {
  if (!(Number.isInteger(count) && count >= 0 && count <= 200_000))
    throw new Error('count must be 0 to 200000');
  return db.transaction(async (tx) => {
    const { rows: client } = await tx.query<{ id: number }>(
      `SELECT c.id FROM clients c JOIN hmda_client_entities e ON e.client_id = c.id ORDER BY c.id LIMIT 1`,
    );
    if (client.length === 0) throw new Error('Seed the HMDA demo data before the bulk field master');
    const lineId = BUSINESS_LINE_IDS['Mortgage Origination'];
    await tx.query(
      `INSERT INTO hmda_client_entities (client_id, business_line_id, entity_name) VALUES ($1, $2, 'GEN HMDA Load')
       ON CONFLICT DO NOTHING`,
      [client[0].id, lineId],
    );
    const entityId = await idOf(
      tx,
      `SELECT id FROM hmda_client_entities WHERE client_id = $1 AND business_line_id = $2 AND entity_name = 'GEN HMDA Load'`,
      [client[0].id, lineId],
    );
    await tx.query('DELETE FROM hmda_field_master WHERE client_entity_id = $1', [entityId]);
    // One azimuth field per row (the field master keeps one row per entity, year and field).
    await tx.query(
      `INSERT INTO hmda_azimuth_fields (name) SELECT 'Generated Field ' || lpad(g::text, 6, '0')
         FROM generate_series(1, $1) g ON CONFLICT DO NOTHING`,
      [count],
    );
    await tx.query(
      `INSERT INTO hmda_field_master (client_entity_id, client_id, reporting_year, azimuth_field_id, field_name,
         field_type, field_length, description)
       SELECT $1, (SELECT client_id FROM hmda_client_entities WHERE id = $1), 2030, af.id, 'GEN_FIELD_' || lpad(g::text, 6, '0'), CASE WHEN g % 3 = 0 THEN 'N' ELSE 'AN' END,
              CASE WHEN g % 3 = 0 THEN NULL ELSE 1 + g % 255 END, 'Generated for load tests.'
         FROM generate_series(1, $2) g
         JOIN hmda_azimuth_fields af ON af.name = 'Generated Field ' || lpad(g::text, 6, '0')`,
      [entityId, count],
    );
    return { clientEntityId: entityId, rows: count };
  });
}
