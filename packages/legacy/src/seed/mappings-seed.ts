import type { Queryable } from '../db/db.js';
import { insertProposedRows, type ProposedRow } from '../modules/change-in-law/change-in-law.repository.js';

export const MAPPINGS_SEED = 'mappings-v1';

/** Law scopes (lawScopeId, lawScopeName). Our own list; the product names none. */
export const LAW_SCOPES = [
  'Enterprise-wide',
  'Business Line',
  'Product Specific',
  'Informational Only',
] as const;

/** Validator tests offered per business line: five-digit ids, 1<line><nn>. Names written for the demo. */
const VALIDATOR_TESTS = [
  'Disclosure delivery timing',
  'Rate and fee tolerance',
  'Required notice present',
  'Record retention evidence',
] as const;

/**
 * The updated business requirements the demo's changes in law propose, by current requirement number: the new
 * text (our own plain-language wording) or 'same' for a requirement the change leaves alone. `added` are new
 * requirements the change brings.
 */
const UPDATES: Record<
  string,
  { updates: Record<string, string | 'same'>; added: { number: string; text: string }[] }
> = {
  // § 1026.19 (Regulation Z): integrated mortgage disclosures
  '§ 1026.19': {
    updates: {
      REGZ_006:
        'Deliver the Loan Estimate no later than the third business day after the application is received and at least seven business days before consummation; issue a revised estimate only for a valid changed circumstance.',
      REGZ_007:
        'Make sure the consumer receives the Closing Disclosure at least three business days before consummation, and restart the waiting period when the APR or the loan product changes.',
    },
    added: [
      {
        number: 'REGZ_020',
        text: 'Keep evidence of when and how each Loan Estimate and Closing Disclosure was delivered for at least three years.',
      },
    ],
  },
  // § 1026.43 (Regulation Z): ability to repay, general qualified mortgage
  '§ 1026.43': {
    updates: {
      REGZ_008:
        'Consider and verify income or assets, debts and credit history with reasonably reliable third-party records before deciding that the consumer can repay a dwelling-secured loan.',
      REGZ_009:
        'Test each loan designated as a general qualified mortgage against the price-based APR thresholds that replaced the former 43 percent debt-to-income limit.',
    },
    added: [],
  },
  // § 22304.5 (California Financing Law): rate cap
  '§ 22304.5': {
    updates: {
      CFL_003:
        'Keep the rate on California consumer loans from $2,500 up to $9,999 at or below 36 percent a year plus the federal funds rate, and recheck the cap whenever the federal funds rate moves.',
    },
    added: [],
  },
  // § 500.17 (NYDFS Part 500): notices to the superintendent
  '§ 500.17': {
    updates: {
      NYCYB_003: 'same',
      NYCYB_004:
        'Notify the superintendent within 24 hours of making an extortion payment, and within 30 days send a written explanation of why it was needed, the alternatives considered and the sanctions checks done.',
    },
    added: [],
  },
};

/**
 * Mapping and change-in-law demo data: law scopes, validator tests, a law scope and products / institution types
 * for the sections whose mapping is complete in the demo, and the updated requirements of four changes in law.
 */
export async function seedMappings(tx: Queryable): Promise<void> {
  for (const [index, name] of LAW_SCOPES.entries()) {
    await tx.query(
      'INSERT INTO law_scopes (name, sort_order) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
      [name, index + 1],
    );
  }
  await tx.query(
    `INSERT INTO validation_tests (business_line_id, test_number, name)
     SELECT bl.id, (10000 + bl.id * 10 + t.ord)::text, t.name
       FROM business_lines bl, unnest($1::text[]) WITH ORDINALITY AS t(name, ord)
     ON CONFLICT DO NOTHING`,
    [[...VALIDATOR_TESTS]],
  );

  // Regulation B (law 1) is mapped completely for the lines it applies to: a scope, every product of the line
  // and two institution types each, so the completeness message of its sections is empty.
  await tx.query(
    `INSERT INTO section_law_scopes (section_id, law_scope_id)
     SELECT s.id, (SELECT id FROM law_scopes WHERE name = 'Business Line')
       FROM law_sections s JOIN laws l ON l.id = s.law_id
      WHERE l.name LIKE 'Regulation B%' AND NOT l.is_generated
     ON CONFLICT DO NOTHING`,
  );
  await tx.query(
    `INSERT INTO section_products (section_id, product_id)
     SELECT sbl.section_id, p.id
       FROM section_business_lines sbl
       JOIN law_sections s ON s.id = sbl.section_id
       JOIN laws l ON l.id = s.law_id
       JOIN products p ON p.business_line_id = sbl.business_line_id
      WHERE l.name LIKE 'Regulation B%' AND NOT l.is_generated
     ON CONFLICT DO NOTHING`,
  );
  await tx.query(
    `INSERT INTO section_institution_types (section_id, business_line_id, institution_type_id)
     SELECT sbl.section_id, sbl.business_line_id, it.id
       FROM section_business_lines sbl
       JOIN law_sections s ON s.id = sbl.section_id
       JOIN laws l ON l.id = s.law_id
       CROSS JOIN (SELECT id FROM institution_types ORDER BY id LIMIT 2) it
      WHERE l.name LIKE 'Regulation B%' AND NOT l.is_generated
     ON CONFLICT DO NOTHING`,
  );

  // The updated requirements of the demo's changes in law, for every business line with requirements there.
  const { rows: changes } = await tx.query<{ id: number; section_id: number; section_number: string }>(
    `SELECT c.id, c.section_id, s.section_number
       FROM law_changes c JOIN law_sections s ON s.id = c.section_id JOIN laws l ON l.id = s.law_id
      WHERE NOT l.is_generated AND s.section_number = ANY($1::text[])
      ORDER BY c.id`,
    [Object.keys(UPDATES)],
  );
  for (const change of changes) {
    const plan = UPDATES[change.section_number];
    const { rows: requirements } = await tx.query<{
      id: number;
      business_line_id: number;
      requirement_number: string;
      requirement_type_id: number;
      requirement_text: string;
    }>(
      `SELECT id, business_line_id, requirement_number, requirement_type_id, requirement_text
         FROM requirements WHERE section_id = $1 ORDER BY business_line_id, requirement_number, id`,
      [change.section_id],
    );
    for (const lineId of new Set(requirements.map((row) => row.business_line_id))) {
      const rows: ProposedRow[] = requirements
        .filter((row) => row.business_line_id === lineId)
        .map((row) => {
          const update = plan.updates[row.requirement_number];
          const changed = update !== undefined && update !== 'same';
          return {
            requirementId: row.id,
            requirementTypeId: row.requirement_type_id,
            oldNumber: row.requirement_number,
            oldText: row.requirement_text,
            newNumber: row.requirement_number,
            newText: changed ? update : row.requirement_text,
            status: changed ? 'Changed' : 'No Change',
          };
        });
      for (const added of plan.added) {
        rows.push({
          requirementId: null,
          requirementTypeId: 2,
          oldNumber: null,
          oldText: null,
          newNumber: added.number,
          newText: added.text,
          status: 'New',
        });
      }
      await insertProposedRows(tx, change.id, lineId, rows);
    }
  }
}
