import { hashPassword } from '../auth/password.js';
import type { Queryable } from '../db/db.js';
import {
  AZIMUTH_PROCESSES,
  BUSINESS_LINES,
  BUSINESS_LINE_IDS,
  CATEGORIES,
  CHANGE_TYPES,
  CHANGE_TYPE_IDS,
  INDUSTRIES,
  INDUSTRY_IDS,
  INSTITUTION_TYPES,
  LAWYERS,
  LAW_INVENTORIES,
  LAW_STATUSES,
  PRODUCTS,
  REGULATORS,
  REGULATOR_IDS,
  REPORTS,
  STATUS_IDS,
  UNASSIGNED_USER,
  USER_ASSIGNMENTS,
} from './catalogue-lookups-data.js';
import { HEADER, LAWS, type SectionSeed, type SubSectionSeed } from './catalogue-laws-data.js';
import { DEMO_PASSWORD } from './demo-data.js';

export const CATALOGUE_SEED = 'catalogue-v1';

type Row = Record<string, unknown>;

/**
 * Inserts many rows in one statement: the rows travel as one JSON parameter and jsonb_to_recordset unpacks them,
 * so the demo catalogue costs a few dozen round trips instead of thousands. Existing rows (same key) are kept.
 */
export async function insertRows(
  tx: Queryable,
  table: string,
  columns: Readonly<Record<string, string>>,
  rows: readonly Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const list = names.join(', ');
  const types = names.map((name) => `${name} ${columns[name]}`).join(', ');
  await tx.query(
    `INSERT INTO ${table} (${list})
     SELECT ${list} FROM jsonb_to_recordset($1::jsonb) AS x(${types})
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(rows)],
  );
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One sub-section as the law text views show it: number and heading in bold, then the text. */
export function subSectionHtml(number: string, heading: string | undefined, text: string): string {
  const label = [number, heading ? `${heading}.` : ''].filter(Boolean).join(' ');
  return `<p>${label ? `<strong>${escapeHtml(label)}</strong> ` : ''}${escapeHtml(text)}</p>`;
}

type Version = 'old' | 'new';

/** The section's whole text, sub-sections indented by depth; the old version leaves out sub-sections added since. */
function sectionHtml(subs: readonly SubSectionSeed[], version: Version, depth = 1): string {
  return subs
    .filter((sub) => version === 'new' || sub.oldN !== '')
    .map((sub) => {
      const number = version === 'old' ? (sub.oldN ?? sub.n) : sub.n;
      const text = version === 'old' ? (sub.old ?? sub.t) : sub.t;
      const own = subSectionHtml(number, sub.h, text).replace('<p>', `<p class="level-${depth}">`);
      return own + sectionHtml(sub.sub ?? [], version, depth + 1);
    })
    .join('');
}

interface ChangeNode {
  SubSectionId: number;
  number: string | null;
  newNumber: string | null;
  oldText: string | null;
  newText: string | null;
  subSection: ChangeNode[];
}

/**
 * Writes the demo catalogue: lookups, assignments, laws, sections, mappings, changes, requirements, reports. Runs
 * once per database after the demo users and roles (seed.ts records it as catalogue-v1). The one scrypt hash
 * (about 50 ms) is made inside the transaction: it happens once per database, at first start.
 */
export async function seedCatalogue(tx: Queryable): Promise<void> {
  const unassignedPasswordHash = await hashPassword(DEMO_PASSWORD);
  await insertRows(
    tx,
    'industries',
    { id: 'int', name: 'text', sort_order: 'int' },
    INDUSTRIES.map((industry, index) => ({ id: index + 1, name: industry.name, sort_order: index + 1 })),
  );
  await insertRows(
    tx,
    'business_lines',
    { id: 'int', industry_id: 'int', name: 'text', sort_order: 'int' },
    BUSINESS_LINES.map((line, index) => ({
      id: index + 1,
      industry_id: INDUSTRY_IDS[line.industry],
      name: line.name,
      sort_order: index + 1,
    })),
  );
  await insertRows(
    tx,
    'regulators',
    { id: 'int', name: 'text', code_name: 'text', description: 'text', authority: 'text' },
    REGULATORS.map((regulator, index) => ({
      id: index + 1,
      name: regulator.name,
      code_name: regulator.codeName,
      description: regulator.description,
      authority: regulator.authority,
    })),
  );

  // Categories, products and processes exist per business line; their ids follow business line order.
  const categoryIds = new Map<string, number>();
  const categories: Row[] = [];
  const products: Row[] = [];
  const azimuthIds = new Map<string, number>();
  const azimuth: Row[] = [];
  const company: Row[] = [];
  for (const line of BUSINESS_LINES) {
    const lineId = BUSINESS_LINE_IDS[line.name];
    for (const category of CATEGORIES.filter((c) => c.businessLines.includes(line.name))) {
      const id = categories.length + 1;
      categoryIds.set(`${lineId}:${category.name}`, id);
      categories.push({
        id,
        business_line_id: lineId,
        name: category.name,
        description: category.description,
        category_type: 'Legal',
      });
    }
    for (const name of PRODUCTS[line.name] ?? []) {
      products.push({ id: products.length + 1, business_line_id: lineId, name });
    }
    for (const process of AZIMUTH_PROCESSES.filter((p) => p.businessLines.includes(line.name))) {
      const id = azimuth.length + 1;
      azimuthIds.set(`${lineId}:${process.name}`, id);
      azimuth.push({ id, business_line_id: lineId, name: process.name });
      company.push({
        id,
        business_line_id: lineId,
        azimuth_process_id: id,
        name: process.companyName,
        business_process_name: `${line.name} Operations`,
      });
    }
  }
  await insertRows(
    tx,
    'categories',
    { id: 'int', business_line_id: 'int', name: 'text', description: 'text', category_type: 'text' },
    categories,
  );
  await insertRows(tx, 'products', { id: 'int', business_line_id: 'int', name: 'text' }, products);
  await insertRows(tx, 'azimuth_processes', { id: 'int', business_line_id: 'int', name: 'text' }, azimuth);
  await insertRows(
    tx,
    'company_processes',
    {
      id: 'int',
      business_line_id: 'int',
      azimuth_process_id: 'int',
      name: 'text',
      business_process_name: 'text',
    },
    company,
  );

  const named = (names: readonly string[]) => names.map((name, index) => ({ id: index + 1, name }));
  await insertRows(tx, 'institution_types', { id: 'int', name: 'text' }, named(INSTITUTION_TYPES));
  await insertRows(tx, 'law_inventories', { id: 'int', name: 'text' }, named(LAW_INVENTORIES));
  await insertRows(
    tx,
    'change_types',
    { id: 'int', filter_description: 'text' },
    CHANGE_TYPES.map((description, index) => ({ id: index + 1, filter_description: description })),
  );
  await insertRows(
    tx,
    'law_statuses',
    { id: 'int', name: 'text', sort_order: 'int' },
    LAW_STATUSES.map((name, index) => ({ id: index + 1, name, sort_order: index + 1 })),
  );
  await insertRows(
    tx,
    'reports',
    { id: 'int', name: 'text', api: 'text', sort_order: 'int' },
    REPORTS.map((report, index) => ({
      id: index + 1,
      name: report.name,
      api: report.api,
      sort_order: index + 1,
    })),
  );

  const userIds = await seedUsers(tx, unassignedPasswordHash);
  await insertRows(
    tx,
    'lawyers',
    { id: 'int', user_id: 'int', name: 'text', email: 'text' },
    LAWYERS.map((lawyer, index) => ({
      id: index + 1,
      user_id: lawyer.userEmail ? (userIds.get(lawyer.userEmail) ?? null) : null,
      name: lawyer.name,
      email: lawyer.email,
    })),
  );

  await seedLaws(tx, categoryIds, azimuthIds);

  for (const table of [
    'industries',
    'business_lines',
    'regulators',
    'categories',
    'products',
    'azimuth_processes',
    'company_processes',
    'institution_types',
    'law_inventories',
    'change_types',
    'law_statuses',
    'reports',
    'lawyers',
    'laws',
    'law_details',
    'law_sections',
    'sub_sections',
    'law_changes',
    'requirements',
  ]) {
    await tx.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 1) FROM ${table}))`,
    );
  }
}

/** The unassigned user, then every demo user's industries and business lines. Returns ids by e-mail. */
async function seedUsers(tx: Queryable, passwordHash: string): Promise<Map<string, number>> {
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO users (email, first_name, full_name, password_hash)
     VALUES ($1, $2, $3, $4)
     ON CONFLICT ((lower(email))) DO NOTHING
     RETURNING id`,
    [UNASSIGNED_USER.email, UNASSIGNED_USER.firstName, UNASSIGNED_USER.fullName, passwordHash],
  );
  if (inserted.rows.length > 0) {
    await tx.query(
      `INSERT INTO user_roles (user_id, role_id)
       SELECT $1, id FROM roles WHERE name = ANY($2::text[])
       ON CONFLICT DO NOTHING`,
      [inserted.rows[0].id, UNASSIGNED_USER.roles],
    );
  }

  const { rows } = await tx.query<{ id: number; email: string }>(
    'SELECT id, lower(email) AS email FROM users',
  );
  const userIds = new Map(rows.map((row) => [row.email, row.id]));
  const industries: Row[] = [];
  const lines: Row[] = [];
  for (const [email, assignment] of Object.entries(USER_ASSIGNMENTS)) {
    const userId = userIds.get(email);
    if (userId === undefined) continue;
    for (const industry of assignment.industries) {
      industries.push({ user_id: userId, industry_id: INDUSTRY_IDS[industry] });
    }
    for (const line of assignment.businessLines) {
      lines.push({ user_id: userId, business_line_id: BUSINESS_LINE_IDS[line] });
    }
  }
  await insertRows(tx, 'user_industries', { user_id: 'int', industry_id: 'int' }, industries);
  await insertRows(tx, 'user_business_lines', { user_id: 'int', business_line_id: 'int' }, lines);
  return userIds;
}

async function seedLaws(
  tx: Queryable,
  categoryIds: ReadonlyMap<string, number>,
  azimuthIds: ReadonlyMap<string, number>,
): Promise<void> {
  const laws: Row[] = [];
  const details: Row[] = [];
  const sections: Row[] = [];
  const subSections: Row[] = [];
  const sectionLines: Row[] = [];
  const sectionCategories: Row[] = [];
  const sectionAzimuth: Row[] = [];
  const sectionCompany: Row[] = [];
  const changes: Row[] = [];
  const requirements: Row[] = [];

  for (const [lawIndex, law] of LAWS.entries()) {
    const lawId = lawIndex + 1;
    laws.push({
      id: lawId,
      regulator_id: REGULATOR_IDS[law.regulator],
      law_inventory_id: law.inventory,
      name: law.name,
      citation: law.citation,
      law_type: law.type,
      source_url: law.sourceUrl,
      legal_contact_id: law.contact,
      effective_date: law.effective,
    });
    const lineIds = law.businessLines.map((line) => BUSINESS_LINE_IDS[line]);
    const sectionIdsByNumber = new Map<string, number>();
    const requirementCounters = new Map<number, number>();
    let sortOrder = 0;

    for (const group of law.groups) {
      const levels = [...law.levels, ...(group.levels ?? [])];
      if (levels.length > 10) throw new Error(`${law.name}: more than 10 levels`);
      const detailId = details.length + 1;
      const detail: Row = { id: detailId, law_id: lawId };
      levels.forEach((text, index) => (detail[`level${index + 1}`] = text));
      details.push(detail);

      for (const section of group.sections) {
        const sectionId = sections.length + 1;
        sectionIdsByNumber.set(section.num, sectionId);
        sortOrder += 1;
        sections.push({
          id: sectionId,
          law_id: lawId,
          law_detail_id: detailId,
          parent_section_id: section.combinedInto ? sectionIdsByNumber.get(section.combinedInto) : null,
          section_number: section.num,
          section_name: section.name,
          section_status: section.status ?? 'Active',
          law_text: `<div class="law-text">${sectionHtml(section.subs, 'new')}</div>`,
          sort_order: sortOrder,
          effective_date: section.change?.effective ?? law.effective,
        });
        const tree = addSubSections(subSections, sectionId, null, section.subs);

        lineIds.forEach((lineId, lineIndex) => {
          sectionLines.push({ business_line_id: lineId, section_id: sectionId, law_detail_id: detailId });
          for (const category of law.categories) {
            const categoryId = categoryIds.get(`${lineId}:${category}`);
            if (categoryId) sectionCategories.push({ section_id: sectionId, category_id: categoryId });
          }
          law.processes.forEach((process, processIndex) => {
            const processId = azimuthIds.get(`${lineId}:${process}`);
            if (!processId) return;
            sectionAzimuth.push({
              section_id: sectionId,
              business_line_id: lineId,
              azimuth_process_id: processId,
            });
            // The company has mapped all but the law's last standard process, and none on its last business line,
            // so the two process lists (and a "No Result") can be told apart on screen.
            if (processIndex < law.processes.length - 1 && lineIndex < lineIds.length - 1) {
              sectionCompany.push({
                section_id: sectionId,
                business_line_id: lineId,
                company_process_id: processId,
              });
            }
          });
          for (const text of section.reqs ?? []) {
            const next = (requirementCounters.get(lineId) ?? 0) + 1;
            requirementCounters.set(lineId, next);
            requirements.push({
              id: requirements.length + 1,
              section_id: sectionId,
              business_line_id: lineId,
              requirement_number: `${law.prefix}_${String(next).padStart(3, '0')}`,
              requirement_type_id: text === HEADER ? 1 : 2,
              requirement_text: text,
              status: 'Approved',
            });
          }
        });

        if (section.change) changes.push(changeRow(changes.length + 1, sectionId, section, tree));
      }
    }
  }

  await insertRows(
    tx,
    'laws',
    {
      id: 'int',
      regulator_id: 'int',
      law_inventory_id: 'int',
      name: 'text',
      citation: 'text',
      law_type: 'text',
      source_url: 'text',
      legal_contact_id: 'int',
      effective_date: 'date',
    },
    laws,
  );
  const levelColumns = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`level${i + 1}`, 'text']));
  await insertRows(tx, 'law_details', { id: 'int', law_id: 'int', ...levelColumns }, details);
  await insertRows(
    tx,
    'law_sections',
    {
      id: 'int',
      law_id: 'int',
      law_detail_id: 'int',
      parent_section_id: 'int',
      section_number: 'text',
      section_name: 'text',
      section_status: 'text',
      law_text: 'text',
      sort_order: 'int',
      effective_date: 'date',
    },
    sections,
  );
  await insertRows(
    tx,
    'sub_sections',
    {
      id: 'int',
      section_id: 'int',
      parent_id: 'int',
      number: 'text',
      heading: 'text',
      text: 'text',
      sort_order: 'int',
    },
    subSections,
  );
  await insertRows(
    tx,
    'section_business_lines',
    { business_line_id: 'int', section_id: 'int', law_detail_id: 'int' },
    sectionLines,
  );
  await insertRows(tx, 'section_categories', { section_id: 'int', category_id: 'int' }, sectionCategories);
  await insertRows(
    tx,
    'section_azimuth_processes',
    { section_id: 'int', business_line_id: 'int', azimuth_process_id: 'int' },
    sectionAzimuth,
  );
  await insertRows(
    tx,
    'section_company_processes',
    { section_id: 'int', business_line_id: 'int', company_process_id: 'int' },
    sectionCompany,
  );
  await insertRows(
    tx,
    'law_changes',
    {
      id: 'int',
      section_id: 'int',
      change_type_id: 'int',
      status_id: 'int',
      effective_date: 'date',
      summary: 'text',
      old_text: 'text',
      new_text: 'text',
      levels: 'jsonb',
      sub_sections: 'jsonb',
    },
    changes,
  );
  await insertRows(
    tx,
    'requirements',
    {
      id: 'int',
      section_id: 'int',
      business_line_id: 'int',
      requirement_number: 'text',
      requirement_type_id: 'int',
      requirement_text: 'text',
      status: 'text',
    },
    requirements,
  );
}

interface SeededSubSection {
  id: number;
  seed: SubSectionSeed;
  children: SeededSubSection[];
}

/** Depth-first ids, so a parent always precedes its children (the foreign key checks each row as inserted). */
function addSubSections(
  rows: Row[],
  sectionId: number,
  parentId: number | null,
  subs: readonly SubSectionSeed[],
): SeededSubSection[] {
  return subs.map((sub, index) => {
    const id = rows.length + 1;
    rows.push({
      id,
      section_id: sectionId,
      parent_id: parentId,
      number: sub.n,
      heading: sub.h ?? '',
      text: subSectionHtml(sub.n, sub.h, sub.t),
      sort_order: index + 1,
    });
    return { id, seed: sub, children: addSubSections(rows, sectionId, id, sub.sub ?? []) };
  });
}

function changeRow(id: number, sectionId: number, section: SectionSeed, tree: SeededSubSection[]): Row {
  const change = section.change!;
  const isNew = change.status === 'newLaw';
  const isRemoved = change.status === 'decommissioned';
  const node = (sub: SeededSubSection): ChangeNode => {
    const added = isNew || sub.seed.oldN === '';
    return {
      SubSectionId: sub.id,
      number: added ? null : (sub.seed.oldN ?? sub.seed.n),
      newNumber: isRemoved ? null : sub.seed.n,
      oldText: added
        ? null
        : subSectionHtml(sub.seed.oldN ?? sub.seed.n, sub.seed.h, sub.seed.old ?? sub.seed.t),
      newText: isRemoved ? null : subSectionHtml(sub.seed.n, sub.seed.h, sub.seed.t),
      subSection: sub.children.map(node),
    };
  };
  return {
    id,
    section_id: sectionId,
    change_type_id: CHANGE_TYPE_IDS[change.type],
    status_id: STATUS_IDS[change.status],
    effective_date: change.effective,
    summary: change.summary,
    old_text: isNew ? null : `<div class="law-text">${sectionHtml(section.subs, 'old')}</div>`,
    new_text: isRemoved ? null : `<div class="law-text">${sectionHtml(section.subs, 'new')}</div>`,
    levels: change.levels ?? [],
    sub_sections: tree.map(node),
  };
}
