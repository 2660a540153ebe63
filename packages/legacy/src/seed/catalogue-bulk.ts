import type { Db, Queryable } from '../db/db.js';
import { HEADER } from './catalogue-laws-data.js';

/** At scale 1: 2,000 laws, 20,000 sections, 40,000 sub-sections and 60,000 requirements. */
export const BULK_LAWS_PER_SCALE = 2_000;
export const BULK_SECTIONS_PER_LAW = 10;
export const BULK_SUB_SECTIONS_PER_SECTION = 2;
export const BULK_REQUIREMENTS_PER_SECTION = 3;
export const MAX_BULK_SCALE = 50;

const BULK_SEED_PREFIX = 'catalogue-bulk:';

export interface BulkSeedResult {
  scale: number;
  /** False when this scale was already in place and nothing was written. */
  written: boolean;
  laws: number;
  sections: number;
  subSections: number;
  requirements: number;
  /** Milliseconds per step, in order. */
  steps: { step: string; ms: number }[];
  totalMs: number;
}

const TOPICS = [
  'Consumer Lending Standards',
  'Deposit Account Disclosures',
  'Mortgage Servicing Practices',
  'Fair Lending Oversight',
  'Credit Reporting Accuracy',
  'Debt Collection Conduct',
  'Money Transmission Licensing',
  'Information Security Controls',
  'Advertising Practices',
  'Escrow Administration',
  'Privacy Notices',
  'Overdraft Programs',
  'Prepaid Account Protections',
  'Small Business Lending Data',
  'Flood Insurance Requirements',
  'Appraisal Independence',
  'Loan Originator Compensation',
  'Complaint Handling',
  'Third-Party Risk Management',
  'Remittance Transfers',
];

const SECTION_NAMES = [
  'Purpose and scope',
  'Definitions',
  'General requirements',
  'Disclosures',
  'Timing of notices',
  'Recordkeeping',
  'Error resolution',
  'Prohibited practices',
  'Compliance program',
  'Effective date and transition',
];

/** The texts of sub-sections (a) and (b); $topics and the row's n (law) and k (section) fill them in. */
const SUB_TEXT_A = `format('A covered person must meet the %s requirements of this part on %s for every covered product it offers.',
  lower(($names::text[])[k]), lower(($topics::text[])[1 + n % cardinality($topics::text[])]))`;
const SUB_TEXT_B = `format('The person must complete the steps in paragraph (a) within %s days and keep evidence of it for %s months.',
  10 + (n + k) % 50, 12 + (n * k) % 48)`;
const subHtml = (label: string, text: string) =>
  `'<p><strong>' || ${label} || '</strong> ' || ${text} || '</p>'`;

/** Ids are reserved as ranges after the current maximum, so every row's id is arithmetic on (n, k, j). */
interface Bases {
  law: number;
  detail: number;
  section: number;
  subSection: number;
  requirement: number;
}

/**
 * Generates load-test data on top of the demo catalogue (which must be seeded): laws spread over every regulator,
 * each with one level path, ten sections, two sub-sections per section, mappings to two business lines with a
 * category and a process each, requirements for the first business line, and a change for the amended and
 * decommissioned sections. Everything is INSERT … SELECT over generate_series, in one transaction, so a scale is
 * in place completely or not at all. A later run at another scale replaces the generated rows; at the same scale
 * it does nothing.
 */
export async function seedBulkCatalogue(db: Db, scale: number): Promise<BulkSeedResult> {
  if (!(scale > 0 && scale <= MAX_BULK_SCALE)) {
    throw new Error(`The bulk scale must be above 0 and at most ${MAX_BULK_SCALE} (got ${scale})`);
  }
  const lawCount = Math.max(1, Math.round(BULK_LAWS_PER_SCALE * scale));
  const steps: { step: string; ms: number }[] = [];
  const started = performance.now();
  const timed = async (step: string, work: () => Promise<unknown>) => {
    const t0 = performance.now();
    await work();
    steps.push({ step, ms: Math.round(performance.now() - t0) });
  };
  const counts = {
    laws: lawCount,
    sections: lawCount * BULK_SECTIONS_PER_LAW,
    subSections: lawCount * BULK_SECTIONS_PER_LAW * BULK_SUB_SECTIONS_PER_SECTION,
    requirements: lawCount * BULK_SECTIONS_PER_LAW * BULK_REQUIREMENTS_PER_SECTION,
  };

  const written = await db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('lexbridge-legacy:seed'))`);
    const { rows: runs } = await tx.query<{ name: string }>('SELECT name FROM seed_runs WHERE name LIKE $1', [
      `${BULK_SEED_PREFIX}%`,
    ]);
    if (runs.some((run) => run.name === `${BULK_SEED_PREFIX}${scale}`)) return false;
    const { rows: ready } = await tx.query('SELECT 1 FROM business_lines LIMIT 1');
    if (ready.length === 0) throw new Error('Seed the demo catalogue before the bulk data');

    if (runs.length > 0) {
      await timed('remove the previous bulk data', () => removeBulk(tx));
      await tx.query('DELETE FROM seed_runs WHERE name LIKE $1', [`${BULK_SEED_PREFIX}%`]);
    }
    const bases = await reserveBases(tx);
    await generate(tx, bases, lawCount, timed);
    await tx.query('INSERT INTO seed_runs (name) VALUES ($1)', [`${BULK_SEED_PREFIX}${scale}`]);
    return true;
  });

  if (written) {
    // Fresh statistics and visibility maps (index-only scans), so the next query is planned for the new volumes.
    await timed('vacuum analyze', () =>
      db.exec(
        'VACUUM ANALYZE laws, law_details, law_sections, sub_sections, section_business_lines, section_categories, ' +
          'section_azimuth_processes, section_company_processes, law_changes, requirements',
      ),
    );
  }
  return { scale, written, ...counts, steps, totalMs: Math.round(performance.now() - started) };
}

async function removeBulk(tx: Queryable): Promise<void> {
  // Children first, set-based, so the cascades find nothing left to do row by row.
  const generatedSections = `SELECT s.id FROM law_sections s JOIN laws l ON l.id = s.law_id WHERE l.is_generated`;
  for (const table of [
    'requirements',
    'law_changes',
    'section_company_processes',
    'section_azimuth_processes',
    'section_categories',
    'section_business_lines',
    'sub_sections',
  ]) {
    await tx.query(`DELETE FROM ${table} WHERE section_id IN (${generatedSections})`);
  }
  await tx.query('DELETE FROM law_sections WHERE law_id IN (SELECT id FROM laws WHERE is_generated)');
  await tx.query('DELETE FROM law_details WHERE law_id IN (SELECT id FROM laws WHERE is_generated)');
  await tx.query('DELETE FROM laws WHERE is_generated');
}

async function reserveBases(tx: Queryable): Promise<Bases> {
  const { rows } = await tx.query<Record<keyof Bases, number>>(
    `SELECT (SELECT coalesce(max(id), 0) FROM laws)::int AS law,
            (SELECT coalesce(max(id), 0) FROM law_details)::int AS detail,
            (SELECT coalesce(max(id), 0) FROM law_sections)::int AS section,
            (SELECT coalesce(max(id), 0) FROM sub_sections)::int AS "subSection",
            (SELECT coalesce(max(id), 0) FROM requirements)::int AS requirement`,
  );
  return rows[0];
}

/** Replaces $names and $topics with literal arrays (the statements below take no other text parameters). */
function withArrays(sql: string): string {
  const literal = (values: string[]) =>
    `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;
  return sql.replace(/\$names/g, literal(SECTION_NAMES)).replace(/\$topics/g, literal(TOPICS));
}

async function generate(
  tx: Queryable,
  bases: Bases,
  lawCount: number,
  timed: (step: string, work: () => Promise<unknown>) => Promise<void>,
): Promise<void> {
  const run = (sql: string, params: unknown[]) => tx.query(withArrays(sql), params);
  const sectionCount = lawCount * BULK_SECTIONS_PER_LAW;
  // One row per generated section: s its id, n its law (1-based), k its place in the law (1 to 10).
  const SECTIONS = `(SELECT s, (s - $1 - 1) / ${BULK_SECTIONS_PER_LAW} + 1 AS n, (s - $1 - 1) % ${BULK_SECTIONS_PER_LAW} + 1 AS k
                       FROM generate_series($1::int + 1, $1::int + $2::int) AS s) x`;
  const LINES = `(SELECT id, row_number() OVER (ORDER BY id) - 1 AS ord, count(*) OVER () AS cnt FROM business_lines)`;

  await timed('laws', () =>
    run(
      `INSERT INTO laws (id, regulator_id, law_inventory_id, name, citation, law_type, source_url,
                         legal_contact_id, effective_date, is_generated)
       SELECT $1::int + n, r.id,
              CASE WHEN r.authority = 'Federal' THEN 1 + n % 2 ELSE 3 + n % 2 END,
              format('%s %s Rule %s', r.code_name, ($topics::text[])[1 + n % cardinality($topics::text[])], n),
              CASE WHEN r.authority = 'Federal' THEN format('12 CFR Part %s', 2000 + n)
                   ELSE format('%s Admin. Rule %s', r.code_name, 2000 + n) END,
              (ARRAY['Regulation', 'Statute', 'Guidance'])[1 + n % 3],
              CASE WHEN r.authority = 'Federal' THEN format('https://www.ecfr.gov/current/title-12/part-%s', 2000 + n) END,
              1 + n % (SELECT count(*)::int FROM lawyers),
              DATE '2012-01-01' + n % 4000,
              true
         FROM generate_series(1, $2::int) AS n
         JOIN (SELECT id, authority, code_name, row_number() OVER (ORDER BY id) - 1 AS ord, count(*) OVER () AS cnt
                 FROM regulators) r ON r.ord = n % r.cnt`,
      [bases.law, lawCount],
    ),
  );

  await timed('law details', () =>
    run(
      `INSERT INTO law_details (id, law_id, level1, level2, level3, level4)
       SELECT $2::int + n, $1::int + n,
              CASE WHEN r.authority = 'Federal' THEN 'Title 12 - Banks and Banking' ELSE r.name || ' - Administrative Rules' END,
              format('Chapter %s - %s Rules', 1 + n % 4, r.code_name),
              format('Part %s - %s', 2000 + n, ($topics::text[])[1 + n % cardinality($topics::text[])]),
              CASE WHEN n % 3 = 0 THEN format('Subpart %s - General Provisions', chr(65 + n % 4)) END
         FROM generate_series(1, $3::int) AS n
         JOIN laws l ON l.id = $1::int + n
         JOIN regulators r ON r.id = l.regulator_id`,
      [bases.law, bases.detail, lawCount],
    ),
  );

  await timed('sections', () =>
    run(
      `INSERT INTO law_sections (id, law_id, law_detail_id, section_number, section_name, section_status, law_text,
                                 sort_order, effective_date)
       SELECT s, $3::int + n, $4::int + n, format('§ %s.%s', 2000 + n, k), ($names::text[])[k],
              CASE WHEN s % 97 = 0 THEN 'Decommissioned' WHEN s % 50 = 0 THEN 'Amended' ELSE 'Active' END,
              '<div class="law-text">'
                || replace(${subHtml(`'(a) General rule.'`, SUB_TEXT_A)}, '<p>', '<p class="level-1">')
                || replace(${subHtml(`'(b) Timing and evidence.'`, SUB_TEXT_B)}, '<p>', '<p class="level-1">')
                || '</div>',
              k, DATE '2012-01-01' + n % 4000
         FROM ${SECTIONS}`,
      [bases.section, sectionCount, bases.law, bases.detail],
    ),
  );

  await timed('sub-sections', () =>
    run(
      `INSERT INTO sub_sections (id, section_id, number, heading, text, sort_order)
       SELECT $3::int + (s - $1 - 1) * 2 + j, s, (ARRAY['(a)', '(b)'])[j],
              (ARRAY['General rule', 'Timing and evidence'])[j],
              CASE WHEN j = 1 THEN ${subHtml(`'(a) General rule.'`, SUB_TEXT_A)}
                   ELSE ${subHtml(`'(b) Timing and evidence.'`, SUB_TEXT_B)} END,
              j
         FROM ${SECTIONS} CROSS JOIN generate_series(1, 2) AS j`,
      [bases.section, sectionCount, bases.subSection],
    ),
  );

  await timed('section business lines', () =>
    run(
      `INSERT INTO section_business_lines (business_line_id, section_id, law_detail_id)
       SELECT b.id, s, $3::int + n FROM ${SECTIONS}
         JOIN ${LINES} b ON b.ord = n % b.cnt OR b.ord = (n + 5) % b.cnt`,
      [bases.section, sectionCount, bases.detail],
    ),
  );

  await timed('section categories', () =>
    run(
      `INSERT INTO section_categories (section_id, category_id)
       SELECT sbl.section_id, c.id
         FROM section_business_lines sbl
         JOIN (SELECT id, business_line_id, row_number() OVER (PARTITION BY business_line_id ORDER BY id) - 1 AS ord,
                      count(*) OVER (PARTITION BY business_line_id) AS cnt
                 FROM categories) c
           ON c.business_line_id = sbl.business_line_id AND c.ord = (sbl.section_id / 10) % c.cnt
        WHERE sbl.section_id > $1::int AND sbl.section_id <= $1::int + $2::int`,
      [bases.section, sectionCount],
    ),
  );

  await timed('section processes', async () => {
    await run(
      `INSERT INTO section_azimuth_processes (section_id, business_line_id, azimuth_process_id)
       SELECT sbl.section_id, sbl.business_line_id, p.id
         FROM section_business_lines sbl
         JOIN (SELECT id, business_line_id, row_number() OVER (PARTITION BY business_line_id ORDER BY id) - 1 AS ord,
                      count(*) OVER (PARTITION BY business_line_id) AS cnt
                 FROM azimuth_processes) p
           ON p.business_line_id = sbl.business_line_id AND p.ord = (sbl.section_id / 10) % p.cnt
        WHERE sbl.section_id > $1::int AND sbl.section_id <= $1::int + $2::int`,
      [bases.section, sectionCount],
    );
    // The company has mapped two sections in three.
    await run(
      `INSERT INTO section_company_processes (section_id, business_line_id, company_process_id)
       SELECT sap.section_id, sap.business_line_id, cp.id
         FROM section_azimuth_processes sap
         JOIN company_processes cp ON cp.azimuth_process_id = sap.azimuth_process_id
        WHERE sap.section_id > $1::int AND sap.section_id <= $1::int + $2::int AND sap.section_id % 3 <> 0`,
      [bases.section, sectionCount],
    );
  });

  await timed('requirements', () =>
    run(
      `INSERT INTO requirements (id, section_id, business_line_id, requirement_number, requirement_type_id,
                                 requirement_text, status)
       SELECT $3::int + (s - $1 - 1) * 3 + j, s, b.id,
              format('G%s_%s', n, lpad(((k - 1) * 3 + j)::text, 3, '0')),
              CASE WHEN k = 2 AND j = 1 THEN 1 ELSE 2 END,
              CASE WHEN k = 2 AND j = 1 THEN $4::text
                   WHEN j = 1 THEN format('Document how the %s requirements of § %s.%s are met for each covered product.',
                                          lower(($names::text[])[k]), 2000 + n, k)
                   WHEN j = 2 THEN format('Complete the required steps within %s days and retain evidence for %s months.',
                                          10 + (n + k) % 50, 12 + (n * k) % 48)
                   ELSE format('Test compliance with § %s.%s at least annually and report exceptions to the compliance officer.',
                               2000 + n, k) END,
              (ARRAY['Approved', 'Approved', 'Submitted', 'Draft'])[1 + (s + j) % 4]
         FROM ${SECTIONS}
         JOIN ${LINES} b ON b.ord = n % b.cnt
        CROSS JOIN generate_series(1, 3) AS j`,
      [bases.section, sectionCount, bases.requirement, HEADER],
    ),
  );

  await timed('changes', () =>
    run(
      `INSERT INTO law_changes (section_id, change_type_id, status_id, effective_date, summary, old_text, new_text,
                                sub_sections)
       SELECT ls.id,
              (SELECT id FROM change_types
                WHERE filter_description = CASE WHEN ls.section_status = 'Decommissioned' THEN 'Repeal' ELSE 'Amendment' END),
              (SELECT id FROM law_statuses
                WHERE name = CASE WHEN ls.section_status = 'Decommissioned' THEN 'Decommissioned' ELSE 'Changed Law' END),
              ls.effective_date, 'Generated change for load tests.',
              replace(ls.law_text, 'must', 'should'),
              CASE WHEN ls.section_status = 'Decommissioned' THEN NULL ELSE ls.law_text END,
              (SELECT jsonb_agg(jsonb_build_object(
                        'SubSectionId', ss.id, 'number', ss.number,
                        'newNumber', CASE WHEN ls.section_status = 'Decommissioned' THEN NULL ELSE ss.number END,
                        'oldText', replace(ss.text, 'must', 'should'),
                        'newText', CASE WHEN ls.section_status = 'Decommissioned' THEN NULL ELSE ss.text END,
                        'subSection', '[]'::jsonb) ORDER BY ss.sort_order)
                 FROM sub_sections ss WHERE ss.section_id = ls.id)
         FROM law_sections ls
        WHERE ls.id > $1::int AND ls.id <= $1::int + $2::int AND ls.section_status IN ('Amended', 'Decommissioned')`,
      [bases.section, sectionCount],
    ),
  );

  await timed('sequences', async () => {
    for (const table of ['laws', 'law_details', 'law_sections', 'sub_sections', 'requirements']) {
      await tx.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 1) FROM ${table}))`,
      );
    }
  });
}
