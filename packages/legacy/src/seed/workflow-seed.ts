import { hashPassword } from '../auth/password.js';
import type { Queryable } from '../db/db.js';
import { refreshLegalInboxCounts } from '../modules/workflow/workflow.repository.js';
import { DEMO_PASSWORD, MENU_IDS } from './demo-data.js';

export const WORKFLOW_SEED = 'workflow-v1';

const LAWYER = 'lawyer@lexbridge.test';
/** The second legal user, who approves what lawyer@ defines (password Demo#2026, like every demo user). */
export const APPROVER_USER = {
  email: 'approver@lexbridge.test',
  firstName: 'Avery',
  fullName: 'Avery Approver',
  role: 'Legal Staff',
} as const;
const APPROVER = APPROVER_USER.email;
/** The provider super admin works (and approves) the law shown to reader@, on a business line only they share. */
const ADMIN = 'admin@lexbridge.test';

interface Pick {
  tabIndex: 1 | 3 | 4 | 5 | 6 | 7;
  status: 'Pending' | 'Draft' | 'Submitted' | 'SentBack' | 'Approved';
  /** How many requirements the section already has for the line: none (0), or at least this many. */
  minRequirements: number;
  count: number;
  lawyer?: string;
  approver?: string;
  /** Only this business line (name); else any of the lawyer's lines. */
  businessLine?: string;
}

/**
 * The demo work queue (migration 004): lawyer@ has laws at every step, approver@ approves them, and one law of a
 * business line of reader@ (worked by admin@) shows the read-only view. Sections are chosen by query from the
 * catalogue seed, one workflow item per section, in catalogue order, so the picks are the same on every database.
 */
const PICKS: readonly Pick[] = [
  { tabIndex: 4, status: 'Pending', minRequirements: 0, count: 4 },
  { tabIndex: 4, status: 'Draft', minRequirements: 3, count: 2 },
  { tabIndex: 6, status: 'Submitted', minRequirements: 1, count: 3 },
  { tabIndex: 1, status: 'Pending', minRequirements: 1, count: 1 },
  { tabIndex: 3, status: 'Pending', minRequirements: 1, count: 1 },
  { tabIndex: 5, status: 'Pending', minRequirements: 1, count: 1 },
  { tabIndex: 7, status: 'Approved', minRequirements: 1, count: 2 },
  {
    tabIndex: 4,
    status: 'Draft',
    minRequirements: 1,
    count: 1,
    lawyer: ADMIN,
    approver: ADMIN,
    businessLine: 'Auto Finance',
  },
];

/** approver@: a Legal Staff user with the lawyer's industries and business lines and a legal inbox. */
async function seedApprover(tx: Queryable): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO users (email, first_name, full_name, password_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
    [APPROVER_USER.email, APPROVER_USER.firstName, APPROVER_USER.fullName, passwordHash],
  );
  const approverId = inserted.rows[0]?.id;
  if (approverId === undefined) return;
  await tx.query(
    'INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = $2 ON CONFLICT DO NOTHING',
    [approverId, APPROVER_USER.role],
  );
  for (const table of ['user_industries', 'user_business_lines']) {
    const column = table === 'user_industries' ? 'industry_id' : 'business_line_id';
    await tx.query(
      `INSERT INTO ${table} (user_id, ${column})
       SELECT $1, ${column} FROM ${table} WHERE user_id = (SELECT id FROM users WHERE lower(email) = $2)
       ON CONFLICT DO NOTHING`,
      [approverId, LAWYER],
    );
  }
  await tx.query(
    'INSERT INTO inbox_counts (user_id, menu_item_id, count) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING',
    [approverId, MENU_IDS.legalDashboard],
  );
}

export async function seedWorkflow(tx: Queryable): Promise<void> {
  await seedApprover(tx);
  const users = await tx.query<{ id: number; email: string }>(
    'SELECT id, lower(email) AS email FROM users WHERE lower(email) = ANY($1::text[])',
    [[LAWYER, APPROVER, ADMIN]],
  );
  const ids = new Map(users.rows.map((row) => [row.email, row.id]));
  if (ids.get(LAWYER) === undefined || ids.get(APPROVER) === undefined || ids.get(ADMIN) === undefined)
    return;

  for (const pick of PICKS) {
    const lawyerId = ids.get(pick.lawyer ?? LAWYER)!;
    const approverId = ids.get(pick.approver ?? APPROVER)!;
    const { rows } = await tx.query<{ section_id: number; business_line_id: number }>(
      `SELECT DISTINCT ON (s.law_id, s.sort_order, sbl.section_id) sbl.section_id, sbl.business_line_id
         FROM section_business_lines sbl
         JOIN law_sections s ON s.id = sbl.section_id
         JOIN business_lines bl ON bl.id = sbl.business_line_id
        WHERE sbl.business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $1)
          AND ($2::text IS NULL OR bl.name = $2::text)
          AND s.section_status IN ('Active', 'Parent', 'Amended', 'New')
          AND NOT EXISTS (SELECT 1 FROM law_workflow w WHERE w.section_id = sbl.section_id)
          AND CASE WHEN $3::int = 0
                   THEN NOT EXISTS (SELECT 1 FROM requirements rq
                                     WHERE rq.section_id = sbl.section_id AND rq.business_line_id = sbl.business_line_id)
                   ELSE (SELECT count(*) FROM requirements rq
                          WHERE rq.section_id = sbl.section_id AND rq.business_line_id = sbl.business_line_id
                            AND rq.requirement_type_id = 2) >= $3::int
              END
        ORDER BY s.law_id, s.sort_order, sbl.section_id, sbl.business_line_id
        LIMIT $4::int`,
      [lawyerId, pick.businessLine ?? null, pick.minRequirements, pick.count],
    );
    for (const row of rows) {
      const submitted = pick.tabIndex >= 6;
      const { rows: inserted } = await tx.query<{ id: number }>(
        `INSERT INTO law_workflow (section_id, business_line_id, lawyer_user_id, approver_user_id, tab_index, status,
                                   submitted_by, submitted_at, approved_by, approved_at)
         VALUES ($1::int, $2::int, $3::int, $4::int, $5::int, $6::text,
                 CASE WHEN $7::boolean THEN $3::int END, CASE WHEN $7::boolean THEN now() - interval '2 days' END,
                 CASE WHEN $5::int = 7 THEN $4::int END, CASE WHEN $5::int = 7 THEN now() - interval '1 day' END)
         RETURNING id`,
        [row.section_id, row.business_line_id, lawyerId, approverId, pick.tabIndex, pick.status, submitted],
      );
      await tx.query(
        `INSERT INTO law_workflow_events (workflow_id, user_id, action, detail) VALUES ($1, $2, 'Assigned', '')`,
        [inserted[0]!.id, lawyerId],
      );
      if (pick.status === 'Submitted' || pick.status === 'Draft') {
        await tx.query(
          `UPDATE requirements SET status = $3, is_submitted = $4 WHERE section_id = $1 AND business_line_id = $2`,
          [row.section_id, row.business_line_id, pick.status, pick.status === 'Submitted'],
        );
      }
    }
  }
  // approver@'s legal inbox shows what waits for their approval.
  await refreshLegalInboxCounts(tx, [ids.get(APPROVER)!]);
}
