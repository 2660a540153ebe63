import type { Queryable } from '../db/db.js';
import { seedValidatorSetupMenu } from './validator-setup-seed.js';

export const VALIDATOR_TESTS_SEED = 'validator-tests-v1';

/** Loan systems a validator test may read from, given to every business line that has validator tests. */
const SYSTEM_TYPES: readonly [string, string][] = [
  ['Encompass', 'Loan origination system'],
  ['Empower', 'Loan origination system'],
  ['MSP', 'Loan servicing system'],
];

const SOURCE_TYPES: readonly [string, string][] = [
  ['File', 'A file the client uploads (.xlsx, .xls or .csv)'],
  ['Database', 'A read-only copy of the system database'],
  ['API', "The system's reporting API"],
];

/** Header of the first client's HMDA LAR entity: client column, destination field, provider HMDA field. */
const HMDA_HEADER: readonly [string, string, string][] = [
  ['ULI', 'uli', 'Universal Loan Identifier'],
  ['ActionTaken', 'action_taken', 'Action Taken'],
  ['LoanPurpose', 'loan_purpose', 'Loan Purpose'],
];

/**
 * Demo data of validator test requests and requirement fields: system and source types, one request of the first
 * client, the header of its HMDA LAR entity, and a few requirement fields (VET on Loan, HMDA VET on HMDA LAR), so
 * the request list, the reference grids and the requirement field mapping start with rows.
 */
export async function seedValidatorTests(tx: Queryable): Promise<void> {
  // The Requirement Field Mapping entry, for a database whose validator setup menu was seeded before it existed.
  await seedValidatorSetupMenu(tx);
  const { rows: lines } = await tx.query<{ id: number }>(
    `SELECT bl.id FROM business_lines bl
      WHERE EXISTS (SELECT 1 FROM validator_tests t WHERE t.business_line_id = bl.id AND NOT t.is_generated)
      ORDER BY bl.id`,
  );
  for (const line of lines) {
    for (const [name, description] of SYSTEM_TYPES) {
      await tx.query(
        `INSERT INTO vs_test_system_types (business_line_id, name, description) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [line.id, name, description],
      );
    }
  }
  for (const [name, description] of SOURCE_TYPES) {
    await tx.query(
      'INSERT INTO vs_test_source_types (name, description) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [name, description],
    );
  }
  const { rows: entities } = await tx.query<{ id: number; client_id: number; business_line_id: number }>(
    `SELECT e.id, e.client_id, e.business_line_id FROM vs_entities e
      WHERE e.client_id = (SELECT min(id) FROM clients) ORDER BY e.id LIMIT 1`,
  );
  const entity = entities[0];
  if (!entity) return;
  const { rows: system } = await tx.query<{ id: number }>(
    'SELECT id FROM vs_test_system_types WHERE business_line_id = $1 ORDER BY id LIMIT 1',
    [entity.business_line_id],
  );
  const { rows: source } = await tx.query<{ id: number }>(
    'SELECT id FROM vs_test_source_types ORDER BY id LIMIT 1',
  );
  const { rows: user } = await tx.query<{ id: number }>(
    `SELECT id FROM users WHERE lower(email) = 'business@lexbridge.test'`,
  );
  if (!system[0] || !source[0]) return;
  await tx.query(
    `INSERT INTO vs_test_user_forms (client_id, business_line_id, system_type_id, source_type_id, entity_ids, comment,
       submitted_by, submitted_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now() - interval '2 days')`,
    [
      entity.client_id,
      entity.business_line_id,
      system[0].id,
      source[0].id,
      [entity.id],
      'Quarterly test of the loan file.',
      user[0]?.id ?? null,
    ],
  );
  await seedRequirementFields(tx, entity.client_id, entity.business_line_id);
}

async function seedRequirementFields(tx: Queryable, clientId: number, lineId: number): Promise<void> {
  const { rows: entities } = await tx.query<{ id: number; is_hmda: boolean }>(
    `SELECT id, is_hmda FROM vs_entities WHERE client_id = $1 AND business_line_id = $2 AND entity_name IN ('Loan', 'HMDA LAR')`,
    [clientId, lineId],
  );
  const loan = entities.find((row) => !row.is_hmda);
  const hmda = entities.find((row) => row.is_hmda);
  const { rows: requirements } = await tx.query<{ id: number }>(
    'SELECT id FROM requirements WHERE business_line_id = $1 AND requirement_type_id = 2 ORDER BY id LIMIT 3',
    [lineId],
  );
  const { rows: tests } = await tx.query<{ id: number }>(
    'SELECT id FROM validator_tests WHERE business_line_id = $1 AND NOT is_generated ORDER BY test_number LIMIT 2',
    [lineId],
  );
  if (!loan || requirements.length === 0 || tests.length === 0) return;
  const { rows: loanFields } = await tx.query<{ id: number }>(
    'SELECT id FROM vs_header_fields WHERE entity_id = $1 AND destination_field IS NOT NULL ORDER BY sort_order LIMIT 3',
    [loan.id],
  );
  for (const [index, field] of loanFields.entries()) {
    await tx.query(
      `INSERT INTO vs_requirement_fields (entity_id, requirement_type_id, requirement_id, test_id, header_field_id, is_required)
       VALUES ($1, 1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [
        loan.id,
        requirements[index % requirements.length].id,
        tests[index % tests.length].id,
        field.id,
        index !== 2,
      ],
    );
  }
  if (!hmda) return;
  for (const [order, [source, destination, hmdaName]] of HMDA_HEADER.entries()) {
    const { rows: header } = await tx.query<{ id: number }>(
      `INSERT INTO vs_header_fields (entity_id, sort_order, client_source_field, client_source_type, client_source_length,
         destination_table, destination_field, destination_type, destination_length)
       VALUES ($1, $2, $3, 'text', 45, 'stg_hmda_lar', $4, 'varchar', 45) RETURNING id`,
      [hmda.id, order + 1, source, destination],
    );
    const { rows: field } = await tx.query<{ id: number }>(
      'SELECT id FROM hmda_azimuth_fields WHERE name = $1',
      [hmdaName],
    );
    if (!field[0]) continue;
    await tx.query(
      `INSERT INTO vs_requirement_fields (entity_id, requirement_type_id, requirement_id, test_id, header_field_id,
         hmda_field_id) VALUES ($1, 2, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
      [hmda.id, requirements[order % requirements.length].id, tests[0].id, header[0].id, field[0].id],
    );
  }
}
