import type { Queryable } from '../db/db.js';

export const WORKFLOW_SEED = 'workflow-v1';

const LAWYER = 'lawyer@lexbridge.test';
/** The demo approver of the legal workflow: the provider super admin, who sees every legal screen. */
const APPROVER = 'admin@lexbridge.test';

interface Pick {
  tabIndex: 1 | 3 | 4 | 5 | 6 | 7;
  status: 'Pending' | 'Draft' | 'Submitted' | 'SentBack' | 'Approved';
  /** How many requirements the section already has for the line: none (0), or at least this many. */
  minRequirements: number;
  count: number;
  lawyer?: string;
  /** Only this business line (name); else any of the lawyer's lines. */
  businessLine?: string;
}

/**
 * The demo work queue (migration 004): lawyer@ has laws at every step, admin@ approves them, and one law of a
 * business line of reader@ (worked by admin@) shows the read-only view. Sections are chosen by query from the
 * catalogue seed, one workflow item per section, in catalogue order, so the picks are the same on every database.
 */
const PICKS: readonly Pick[] = [
  { tabIndex: 4, status: 'Pending', minRequirements: 0, count: 4 },
  { tabIndex: 4, status: 'Draft', minRequirements: 3, count: 3 },
  { tabIndex: 6, status: 'Submitted', minRequirements: 1, count: 3 },
  { tabIndex: 1, status: 'Pending', minRequirements: 0, count: 1 },
  { tabIndex: 3, status: 'Pending', minRequirements: 0, count: 1 },
  { tabIndex: 5, status: 'Pending', minRequirements: 1, count: 1 },
  { tabIndex: 7, status: 'Approved', minRequirements: 1, count: 2 },
  { tabIndex: 4, status: 'Draft', minRequirements: 1, count: 1, lawyer: APPROVER, businessLine: 'Auto Finance' },
];

export async function seedWorkflow(tx: Queryable): Promise<void> {
  const users = await tx.query<{ id: number; email: string }>(
    'SELECT id, lower(email) AS email FROM users WHERE lower(email) = ANY($1::text[])',
    [[LAWYER, APPROVER]],
  );
  const ids = new Map(users.rows.map((row) => [row.email, row.id]));
  const approverId = ids.get(APPROVER);
  if (ids.get(LAWYER) === undefined || approverId === undefined) return;

  for (const pick of PICKS) {
    const lawyerId = ids.get(pick.lawyer ?? LAWYER)!;
    const { rows } = await tx.query<{ section_id: number; business_line_id: number }>(
      `SELECT sbl.section_id, sbl.business_line_id
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
        ORDER BY s.law_id, s.sort_order, sbl.business_line_id
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
      await tx.query(`INSERT INTO law_workflow_events (workflow_id, user_id, action, detail) VALUES ($1, $2, 'Assigned', '')`, [
        inserted[0]!.id,
        lawyerId,
      ]);
      if (pick.status === 'Submitted' || pick.status === 'Draft') {
        await tx.query(
          `UPDATE requirements SET status = $3, is_submitted = $4 WHERE section_id = $1 AND business_line_id = $2`,
          [row.section_id, row.business_line_id, pick.status, pick.status === 'Submitted'],
        );
      }
    }
  }
}
