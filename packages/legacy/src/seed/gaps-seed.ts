import type { Db, Queryable } from '../db/db.js';
import { MENU_IDS } from './demo-data.js';

export const GAPS_SEED = 'gaps-v1';

export const GAPS_ROUTES = {
  processHierarchy: '/hierarchy/process-hierarchy',
  gapsAndUpdates: '/gaps/gaps-and-updates',
  assessChange: '/client-change-management/assess-change',
} as const;

/** Three entries of the Business group: the screens business users and administrators work in. */
export const GAPS_MENU_ITEMS = [
  { id: 1801, label: 'Process Hierarchy', routerLink: GAPS_ROUTES.processHierarchy, image: 'account_tree' },
  { id: 1802, label: 'Gaps and Updates', routerLink: GAPS_ROUTES.gapsAndUpdates, image: 'rule' },
  { id: 1803, label: 'Assess Change', routerLink: GAPS_ROUTES.assessChange, image: 'published_with_changes' },
] as const;

/** Who sees the three screens, and who edits them. */
const SEE = [
  'Lexbridge Super Admin',
  'Lexbridge Admin',
  'Lexbridge Admin Read Only',
  'Lexbridge User',
  'Business User',
  'Client Read Only',
];
const EDIT = ['Lexbridge Super Admin', 'Lexbridge Admin', 'Business User'];

const TASK_TYPES = ['Policy Update', 'Procedure Update', 'Training', 'System Change', 'Control Testing'];
const TASK_STATUSES = ['Not Started', 'In Progress', 'Blocked', 'Completed'];
const EVIDENCE_TYPES = ['Document', 'Screenshot', 'System Report', 'Training Record'];
const QUESTION_TYPES = [
  'Options',
  'Text',
  'Number',
  'Comment',
  'Multiple Text',
  'Multiple Comment',
  'Calendar Field',
  'Employee Selection',
  'Company Process Multiple Selection',
  'Add attachment',
];

interface QuestionSeed {
  question: string;
  type: string;
  options?: string[];
  sub?: { trigger: string; question: string; type: string; options?: string[] }[];
}

/** The questionnaire of each module, per business line: headers with their questions. */
const QUESTIONNAIRE: Record<1 | 2, { header: string; questions: QuestionSeed[] }[]> = {
  1: [
    {
      header: 'Gap Assessment',
      questions: [
        {
          question: 'Is the gap caused by a missing policy or procedure?',
          type: 'Options',
          options: ['Yes', 'No'],
          sub: [
            {
              trigger: 'Yes',
              question: 'Which policy or procedure must be written or changed?',
              type: 'Comment',
            },
          ],
        },
        { question: 'Describe the gap in your own words', type: 'Comment' },
        { question: 'Risk if the gap is left open', type: 'Options', options: ['Low', 'Medium', 'High'] },
      ],
    },
    {
      header: 'Remediation',
      questions: [
        { question: 'Target date to close the gap', type: 'Calendar Field' },
        { question: 'Supporting evidence', type: 'Add attachment' },
      ],
    },
  ],
  2: [
    {
      header: 'Change Impact',
      questions: [
        {
          question: 'Does the change affect this company process?',
          type: 'Options',
          options: ['Yes', 'No', 'Partially'],
          sub: [{ trigger: 'Yes', question: 'Which procedures change?', type: 'Comment' }],
        },
        { question: 'Date the change must be in place', type: 'Calendar Field' },
        { question: 'Evidence of the updated procedure', type: 'Add attachment' },
      ],
    },
  ],
};

/** Sub-steps under each company process of the client hierarchy, so the tree has three levels. */
const STEPS = ['Intake', 'Review', 'Quality Control'];

async function idsByName(tx: Queryable, table: string): Promise<Map<string, number>> {
  const { rows } = await tx.query<{ id: number; name: string }>(`SELECT id, name FROM ${table}`);
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function seedMenu(tx: Queryable): Promise<void> {
  const { rows: group } = await tx.query('SELECT 1 FROM menu_items WHERE id = $1', [MENU_IDS.business]);
  if (group.length === 0) return;
  for (const [index, item] of GAPS_MENU_ITEMS.entries()) {
    await tx.query(
      `INSERT INTO menu_items (id, parent_id, sort_order, label, router_link, image, selected_index)
       VALUES ($1, $2, $3, $4, $5, $6, NULL) ON CONFLICT (id) DO NOTHING`,
      [item.id, MENU_IDS.business, 170 + index, item.label, item.routerLink, item.image],
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
    for (const item of GAPS_MENU_ITEMS) {
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

/** The first client, Harborview Credit Union: the seeded company processes and client changes are its own. */
async function firstClientId(tx: Queryable): Promise<number | null> {
  const { rows } = await tx.query<{ id: number | null }>(
    `SELECT coalesce((SELECT id FROM clients WHERE name = 'Harborview Credit Union'), (SELECT min(id) FROM clients)) AS id`,
  );
  return rows[0]?.id ?? null;
}

/**
 * Per business line: the first client's hierarchy (primary) built from its company processes (business process, company
 * process, three steps) and the provider's standard taxonomy (its standard processes, flat). Two proposals wait on
 * every client hierarchy, and each company-process node is mapped to the law sections legal mapped it to.
 */
async function seedHierarchies(tx: Queryable): Promise<void> {
  const { rows: lines } = await tx.query<{ id: number }>('SELECT id FROM business_lines ORDER BY id');
  const { rows: proposer } = await tx.query<{ id: number }>(
    `SELECT id FROM users WHERE lower(email) = 'business@lexbridge.test'`,
  );
  const clientId = await firstClientId(tx);
  for (const line of lines) {
    const { rows: processes } = await tx.query<{ id: number; name: string; business_process_name: string }>(
      'SELECT id, name, business_process_name FROM company_processes WHERE business_line_id = $1 ORDER BY id',
      [line.id],
    );
    if (processes.length === 0) continue;
    const { rows: client } = await tx.query<{ id: number }>(
      `INSERT INTO process_hierarchies (business_line_id, variant, name, is_primary, client_id)
       VALUES ($1, 'Client', 'Company Process Hierarchy', true, $2) RETURNING id`,
      [line.id, clientId],
    );
    const hierarchyId = client[0].id;
    const groups = new Map<string, number>();
    let order = 0;
    for (const process of processes) {
      let groupId = groups.get(process.business_process_name);
      if (groupId === undefined) {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO process_nodes (hierarchy_id, parent_id, name, description, sort_order)
           VALUES ($1, NULL, $2, $3, $4) RETURNING id`,
          [
            hierarchyId,
            process.business_process_name,
            `Business process: ${process.business_process_name}.`,
            ++order,
          ],
        );
        groupId = rows[0].id;
        groups.set(process.business_process_name, groupId);
      }
      const { rows: node } = await tx.query<{ id: number }>(
        `INSERT INTO process_nodes (hierarchy_id, parent_id, name, description, sort_order, company_process_id)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING id`,
        [hierarchyId, groupId, process.name, `Company process ${process.name}.`, ++order, process.id],
      );
      if (node.length === 0) continue;
      for (const [index, step] of STEPS.entries()) {
        await tx.query(
          `INSERT INTO process_nodes (hierarchy_id, parent_id, name, description, sort_order)
           VALUES ($1, $2, $3, $4, $5)`,
          [
            hierarchyId,
            node[0].id,
            `${process.name}: ${step}`,
            `${step} step of ${process.name}.`,
            index + 1,
          ],
        );
      }
      await tx.query(
        `INSERT INTO process_section_mappings (node_id, section_id)
         SELECT $1, section_id FROM section_company_processes WHERE company_process_id = $2 AND business_line_id = $3
         ON CONFLICT DO NOTHING`,
        [node[0].id, process.id, line.id],
      );
    }
    const firstGroup = [...groups.values()][0];
    await tx.query(
      `INSERT INTO proposed_processes (hierarchy_id, parent_id, name, description, reason, proposed_by)
       VALUES ($1, $2, 'Vendor Oversight', 'Oversight of third parties that run part of the process.',
               'Regulators expect third-party risk to be owned by a named process.', $3),
              ($1, NULL, 'Complaint Root Cause Analysis', 'Monthly analysis of complaint themes.',
               'Complaints keep pointing at the same disclosures.', $3)`,
      [hierarchyId, firstGroup, proposer[0]?.id ?? null],
    );

    const { rows: standard } = await tx.query<{ name: string }>(
      'SELECT name FROM azimuth_processes WHERE business_line_id = $1 ORDER BY name',
      [line.id],
    );
    const { rows: provider } = await tx.query<{ id: number }>(
      `INSERT INTO process_hierarchies (business_line_id, variant, name, is_primary)
       VALUES ($1, 'Provider', 'Standard Process Taxonomy', false) RETURNING id`,
      [line.id],
    );
    for (const [index, process] of standard.entries()) {
      await tx.query(
        `INSERT INTO process_nodes (hierarchy_id, parent_id, name, description, sort_order)
         VALUES ($1, NULL, $2, 'The provider''s standard process.', $3)`,
        [provider[0].id, process.name, index + 1],
      );
    }
  }
}

async function seedQuestionnaires(tx: Queryable): Promise<void> {
  for (const name of TASK_TYPES) await tx.query('INSERT INTO gaps_task_types (name) VALUES ($1)', [name]);
  for (const name of TASK_STATUSES)
    await tx.query('INSERT INTO gaps_task_statuses (name) VALUES ($1)', [name]);
  for (const name of EVIDENCE_TYPES)
    await tx.query('INSERT INTO gaps_evidence_types (name) VALUES ($1)', [name]);
  for (const name of QUESTION_TYPES)
    await tx.query('INSERT INTO gaps_question_types (name) VALUES ($1)', [name]);
  const types = await idsByName(tx, 'gaps_question_types');
  const { rows: lines } = await tx.query<{ id: number }>('SELECT id FROM business_lines ORDER BY id');
  for (const line of lines) {
    for (const moduleTypeId of [1, 2] as const) {
      for (const [headerIndex, header] of QUESTIONNAIRE[moduleTypeId].entries()) {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO gaps_question_headers (module_type_id, business_line_id, header, sort_order)
           VALUES ($1, $2, $3, $4) RETURNING id`,
          [moduleTypeId, line.id, header.header, headerIndex + 1],
        );
        for (const [index, question] of header.questions.entries()) {
          const { rows: parent } = await tx.query<{ id: number }>(
            `INSERT INTO gaps_questions (header_id, question, question_type_id, options, sort_order)
             VALUES ($1, $2, $3, $4, $5) RETURNING id`,
            [
              rows[0].id,
              question.question,
              types.get(question.type),
              question.options ?? [],
              (index + 1) * 10,
            ],
          );
          for (const [subIndex, sub] of (question.sub ?? []).entries()) {
            await tx.query(
              `INSERT INTO gaps_questions (header_id, parent_question_id, trigger_answer, question, question_type_id,
                                           options, sort_order)
               VALUES ($1, $2, $3, $4, $5, $6, $7)`,
              [
                rows[0].id,
                parent[0].id,
                sub.trigger,
                sub.question,
                types.get(sub.type),
                sub.options ?? [],
                (index + 1) * 10 + subIndex + 1,
              ],
            );
          }
        }
      }
    }
  }
}

/**
 * Real gaps for business@: on each of their submitted and approved laws, the first requirement's artifacts were
 * answered 'Partially' to 'Does this artifact meet the requirement?', which makes it a gap, and it gets a target
 * completion date. The business module's Gaps screen and Gaps and Updates both list these.
 */
async function seedGaps(tx: Queryable): Promise<void> {
  const { rows: laws } = await tx.query<{ id: number; business_line_id: number }>(
    `SELECT bl.id, bl.business_line_id FROM business_laws bl JOIN users u ON u.id = bl.business_user_id
      WHERE lower(u.email) = 'business@lexbridge.test' AND bl.status IN ('Submitted', 'Approved') ORDER BY bl.id`,
  );
  for (const [index, law] of laws.entries()) {
    const { rows: first } = await tx.query<{ requirement_id: number }>(
      `SELECT min(requirement_id) AS requirement_id FROM business_law_requirements WHERE business_law_id = $1`,
      [law.id],
    );
    if (first[0]?.requirement_id === null || first[0]?.requirement_id === undefined) continue;
    await tx.query(
      `UPDATE business_law_requirements SET is_gap = true, target_completion_date = $3
        WHERE business_law_id = $1 AND requirement_id = $2`,
      [law.id, first[0].requirement_id, `2027-0${(index % 9) + 1}-15`],
    );
    await tx.query(
      `UPDATE business_answers SET answer = 'Partially'
        WHERE business_law_id = $1 AND requirement_id = $2
          AND question_id IN (SELECT id FROM business_questions WHERE 'Partially' = ANY(gap_answers))`,
      [law.id, first[0].requirement_id],
    );
    // A gap is worked per company process: make sure the law names at least one.
    await tx.query(
      `INSERT INTO business_law_processes (business_law_id, company_process_id)
       SELECT $1, id FROM company_processes WHERE business_line_id = $2
        AND NOT EXISTS (SELECT 1 FROM business_law_processes WHERE business_law_id = $1)
       ORDER BY id LIMIT 1`,
      [law.id, law.business_line_id],
    );
  }
}

/**
 * Client change management: for each changed section mapped to business@'s lines, one change per company process
 * legal mapped it to (at most six changes), assigned to business@, with the section's requirements as changed
 * requirements (a proposed wording beside the current one) and one new requirement; every requirement's current
 * signature is its company process.
 */
async function seedChanges(tx: Queryable): Promise<void> {
  const { rows: user } = await tx.query<{ id: number }>(
    `SELECT id FROM users WHERE lower(email) = 'business@lexbridge.test'`,
  );
  const clientId = await firstClientId(tx);
  if (user.length === 0 || clientId === null) return;
  const { rows: changes } = await tx.query<{
    section_id: number;
    business_line_id: number;
    company_process_id: number;
    summary: string;
  }>(
    `SELECT DISTINCT ON (scp.section_id, scp.business_line_id, scp.company_process_id)
            scp.section_id, scp.business_line_id, scp.company_process_id, lc.summary
       FROM law_changes lc
       JOIN section_company_processes scp ON scp.section_id = lc.section_id
      WHERE scp.business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $1)
        AND EXISTS (SELECT 1 FROM requirements r WHERE r.section_id = scp.section_id
                       AND r.business_line_id = scp.business_line_id AND r.requirement_type_id = 2)
      ORDER BY scp.section_id, scp.business_line_id, scp.company_process_id
      LIMIT 6`,
    [user[0].id],
  );
  for (const change of changes) {
    // The client's business law of the section and line, when the business module has one: assess-change opens
    // it there.
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO ccm_changes (section_id, business_line_id, company_process_id, assigned_user_id, change_summary,
                                business_law_id, client_id)
       VALUES ($1, $2, $3, $4, $5,
               (SELECT min(id) FROM business_laws
                 WHERE section_id = $1 AND business_line_id = $2 AND client_id IS NOT DISTINCT FROM $6),
               $6) RETURNING id`,
      [
        change.section_id,
        change.business_line_id,
        change.company_process_id,
        user[0].id,
        change.summary,
        clientId,
      ],
    );
    const { rows: requirements } = await tx.query<{ requirement_number: string; requirement_text: string }>(
      `SELECT requirement_number, requirement_text FROM requirements
        WHERE section_id = $1 AND business_line_id = $2 AND requirement_type_id = 2
        ORDER BY requirement_number LIMIT 3`,
      [change.section_id, change.business_line_id],
    );
    let order = 0;
    for (const requirement of requirements) {
      const { rows: created } = await tx.query<{ id: number }>(
        `INSERT INTO ccm_requirement_changes (change_id, requirement_number, current_requirement,
                                              proposed_requirement, change_status, sort_order)
         VALUES ($1, $2, $3, $4, 'Changed', $5) RETURNING id`,
        [
          rows[0].id,
          requirement.requirement_number,
          requirement.requirement_text,
          `${requirement.requirement_text} The amended rule also requires a record of each step, kept for three years.`,
          ++order,
        ],
      );
      await tx.query(
        `INSERT INTO ccm_requirement_signatures (requirement_change_id, company_process_id, kind)
         VALUES ($1, $2, 'Current')`,
        [created[0].id, change.company_process_id],
      );
    }
    await tx.query(
      `INSERT INTO ccm_requirement_changes (change_id, requirement_number, current_requirement,
                                            proposed_requirement, change_status, sort_order)
       VALUES ($1, $2, NULL, 'Keep evidence that the amended notice was delivered.', 'New', $3)`,
      [rows[0].id, `${requirements[0]?.requirement_number ?? 'REQ'}_NEW`, ++order],
    );
  }
}

export async function seedGapsAndHierarchy(tx: Queryable): Promise<void> {
  await seedMenu(tx);
  await seedHierarchies(tx);
  await seedQuestionnaires(tx);
  await seedGaps(tx);
  await seedChanges(tx);
}

/**
 * A generated client hierarchy for load: the first client's 'GEN Load Hierarchy' on the first business line, `count` processes in a
 * tree ten wide at the top and up to four levels deep. Replaces an earlier generated one. Returns its id.
 */
export async function seedBulkProcessHierarchy(
  db: Db,
  count: number,
): Promise<{ hierarchyId: number; processes: number }> {
  if (!(Number.isInteger(count) && count >= 1 && count <= 100_000))
    throw new Error('count must be 1 to 100000');
  return db.transaction(async (tx) => {
    const { rows: line } = await tx.query<{ id: number }>(
      'SELECT id FROM business_lines ORDER BY id LIMIT 1',
    );
    await tx.query(`DELETE FROM process_hierarchies WHERE name = 'GEN Load Hierarchy'`);
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO process_hierarchies (business_line_id, variant, name, client_id)
       VALUES ($1, 'Client', 'GEN Load Hierarchy', $2) RETURNING id`,
      [line[0].id, await firstClientId(tx)],
    );
    const hierarchyId = rows[0].id;
    // Breadth first: node g's parent is node floor((g - 1) / 10) (none for the first ten), so ids follow g.
    const { rows: base } = await tx.query<{ base: number }>(
      `SELECT coalesce(max(id), 0)::int AS base FROM process_nodes`,
    );
    await tx.query(
      `INSERT INTO process_nodes (id, hierarchy_id, parent_id, name, description, sort_order)
       SELECT $2 + g, $1, CASE WHEN g <= 10 THEN NULL ELSE $2 + (g - 1) / 10 END,
              'Process ' || lpad(g::text, 6, '0'), 'Generated process number ' || g || '.', g
         FROM generate_series(1, $3) g`,
      [hierarchyId, base[0].base, count],
    );
    await tx.query(
      `SELECT setval(pg_get_serial_sequence('process_nodes', 'id'), (SELECT coalesce(max(id), 1) FROM process_nodes))`,
    );
    return { hierarchyId, processes: count };
  });
}
