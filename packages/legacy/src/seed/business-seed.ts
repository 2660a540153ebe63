import { hashPassword } from '../auth/password.js';
import type { Queryable } from '../db/db.js';
import { refreshBusinessInboxCounts } from '../modules/business/business.repository.js';
import { DEMO_PASSWORD, MENU_IDS } from './demo-data.js';

export const BUSINESS_SEED = 'business-v1';

const BUSINESS = 'business@lexbridge.test';
const ADMIN = 'admin@lexbridge.test';
/** The second business user, who approves what business@ assesses (password Demo#2026, like every demo user). */
export const BUSINESS_APPROVER_USER = {
  email: 'business-approver@lexbridge.test',
  firstName: 'Bianca',
  fullName: 'Bianca Approver',
  role: 'Business User',
} as const;

/** The business module's steps, breadcrumbs of the Business Dashboard entry (so whoever has it may open them). */
export const BUSINESS_STEPS = [
  { id: 70, label: 'Validate Law Applicability', routerLink: '/business-module/validate-law-applicability' },
  { id: 71, label: 'Map Artifacts', routerLink: '/business-module/map-artifacts' },
  { id: 72, label: 'Assess Artifacts', routerLink: '/business-module/assess-artifacts' },
  { id: 73, label: 'Approve Assessment', routerLink: '/business-module/approve-assessment' },
  { id: 74, label: 'Law Not Applicable', routerLink: '/business-module/law-not-applicable' },
  { id: 75, label: 'Business Dashboard Report', routerLink: '/business-module/business-dashboard-report' },
  { id: 76, label: 'Gaps', routerLink: '/business-module/gaps' },
] as const;

const ARTIFACTS = [
  { name: 'Account Opening Policy', type: 'Policy' },
  { name: 'Disclosure Procedure', type: 'Procedure' },
  { name: 'Complaint Handling Procedure', type: 'Procedure' },
  { name: 'Core Banking System', type: 'System' },
  { name: 'Quarterly Compliance Review', type: 'Control' },
] as const;

const QUESTIONS = [
  {
    question: 'Does this artifact meet the requirement?',
    type: 'Options',
    options: ['Yes', 'Partially', 'No'],
    required: true,
    gapAnswers: ['Partially', 'No'],
  },
  {
    question: 'Describe how the artifact meets the requirement',
    type: 'Comment',
    options: [],
    required: true,
    gapAnswers: [],
  },
  {
    question: 'Date the artifact was last reviewed',
    type: 'Calendar Field',
    options: [],
    required: false,
    gapAnswers: [],
  },
  { question: 'Evidence', type: 'Add attachment', options: [], required: false, gapAnswers: [] },
] as const;

interface Pick {
  status: 'Open' | 'Draft' | 'Submitted' | 'SentBack' | 'Approved' | 'NotApplicable';
  tabIndex: 1 | 3 | 4 | 5 | 7;
  count: number;
  changedLaw?: boolean;
  user?: string;
  businessLine?: string;
}

/**
 * business@'s queue across every column, approved by business-approver@; one law of reader@'s line (admin@'s), also
 * approved by business-approver@: a law's approver is never its business contact, or nobody could decide it.
 */
const PICKS: readonly Pick[] = [
  { status: 'Open', tabIndex: 1, count: 3 },
  { status: 'Draft', tabIndex: 3, count: 1 },
  { status: 'Draft', tabIndex: 4, count: 1 },
  { status: 'Submitted', tabIndex: 5, count: 2 },
  { status: 'SentBack', tabIndex: 4, count: 1 },
  { status: 'Open', tabIndex: 1, count: 1, changedLaw: true },
  { status: 'Approved', tabIndex: 7, count: 1 },
  { status: 'NotApplicable', tabIndex: 1, count: 1 },
  { status: 'Open', tabIndex: 1, count: 1, user: ADMIN, businessLine: 'Auto Finance' },
];

async function userId(tx: Queryable, email: string): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = $1', [email]);
  return rows[0]?.id;
}

async function seedApprover(tx: Queryable, businessId: number): Promise<number> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await tx.query(
    `INSERT INTO users (email, first_name, full_name, password_hash) VALUES ($1, $2, $3, $4)
     ON CONFLICT ((lower(email))) DO NOTHING`,
    [
      BUSINESS_APPROVER_USER.email,
      BUSINESS_APPROVER_USER.firstName,
      BUSINESS_APPROVER_USER.fullName,
      passwordHash,
    ],
  );
  const approverId = (await userId(tx, BUSINESS_APPROVER_USER.email))!;
  await tx.query(
    'INSERT INTO user_roles (user_id, role_id) SELECT $1, id FROM roles WHERE name = $2 ON CONFLICT DO NOTHING',
    [approverId, BUSINESS_APPROVER_USER.role],
  );
  for (const [table, column] of [
    ['user_industries', 'industry_id'],
    ['user_business_lines', 'business_line_id'],
  ] as const) {
    await tx.query(
      `INSERT INTO ${table} (user_id, ${column}) SELECT $1, ${column} FROM ${table} WHERE user_id = $2
       ON CONFLICT DO NOTHING`,
      [approverId, businessId],
    );
  }
  await tx.query(
    'INSERT INTO inbox_counts (user_id, menu_item_id, count) VALUES ($1, $2, 0) ON CONFLICT DO NOTHING',
    [approverId, MENU_IDS.businessModule],
  );
  return approverId;
}

/** The approver decides only laws of its own lines: it works the line of every law it approves, and its industry. */
async function worksLine(tx: Queryable, userId: number, businessLineId: number): Promise<void> {
  await tx.query(
    `INSERT INTO user_business_lines (user_id, business_line_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
    [userId, businessLineId],
  );
  await tx.query(
    `INSERT INTO user_industries (user_id, industry_id)
     SELECT $1, industry_id FROM business_lines WHERE id = $2 ON CONFLICT DO NOTHING`,
    [userId, businessLineId],
  );
}

/**
 * The business module's demo data: its step breadcrumbs and edit rights, the approver, artifacts and the
 * assessment questionnaire, and business laws in every dashboard column, chosen by query from the catalogue seed
 * (sections with defined requirements, not in the legal workflow), in catalogue order.
 */
export async function seedBusiness(tx: Queryable): Promise<void> {
  for (const [index, step] of BUSINESS_STEPS.entries()) {
    await tx.query(
      `INSERT INTO breadcrumbs (id, menu_item_id, sort_order, label, router_link, module_name)
       VALUES ($1, $2, $3, $4, $5, 'business-module') ON CONFLICT (id) DO NOTHING`,
      [step.id, MENU_IDS.businessModule, index + 1, step.label, step.routerLink],
    );
    // Whoever may edit the business dashboard may work its steps.
    await tx.query(
      `INSERT INTO role_editable_routes (role_id, router_link)
       SELECT DISTINCT rer.role_id, $1::text FROM role_editable_routes rer
        WHERE lower(rer.router_link) = '/business-module/business-module'
       ON CONFLICT DO NOTHING`,
      [step.routerLink],
    );
  }
  await tx.query(
    `SELECT setval(pg_get_serial_sequence('breadcrumbs', 'id'), (SELECT coalesce(max(id), 1) FROM breadcrumbs))`,
  );

  for (const [index, question] of QUESTIONS.entries()) {
    await tx.query(
      `INSERT INTO business_questions (question, question_type, options, is_required, gap_answers, sort_order)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [question.question, question.type, question.options, question.required, question.gapAnswers, index + 1],
    );
  }
  const { rows: lines } = await tx.query<{ id: number }>('SELECT id FROM business_lines ORDER BY id');
  for (const line of lines) {
    for (const artifact of ARTIFACTS) {
      await tx.query(
        `INSERT INTO business_artifacts (business_line_id, name, artifact_type) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING`,
        [line.id, artifact.name, artifact.type],
      );
    }
  }

  const businessId = await userId(tx, BUSINESS);
  const adminId = await userId(tx, ADMIN);
  if (businessId === undefined || adminId === undefined) return;
  const approverId = await seedApprover(tx, businessId);
  // The business work of business@ and business-approver@ (and admin@'s demo laws on the same lines) is Harborview's.
  const { rows: client } = await tx.query<{ id: number | null }>(
    `SELECT coalesce((SELECT id FROM clients WHERE name = 'Harborview Credit Union'), (SELECT min(id) FROM clients)) AS id`,
  );
  const clientId = client[0]?.id ?? null;

  for (const pick of PICKS) {
    const ownerId = pick.user === ADMIN ? adminId : businessId;
    // Two requirements where the catalogue has such sections, so a law is quick to work through.
    const { rows } = await tx.query<{ section_id: number; business_line_id: number }>(
      `SELECT sbl.section_id, sbl.business_line_id
         FROM section_business_lines sbl
         JOIN law_sections s ON s.id = sbl.section_id
         JOIN business_lines bl ON bl.id = sbl.business_line_id
         JOIN laws l ON l.id = s.law_id AND NOT l.is_generated
        WHERE sbl.business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $1)
          AND ($2::text IS NULL OR bl.name = $2::text)
          AND s.section_status IN ('Active', 'Parent', 'Amended', 'New')
          AND NOT EXISTS (SELECT 1 FROM business_laws b WHERE b.section_id = sbl.section_id)
          AND NOT EXISTS (SELECT 1 FROM law_workflow w WHERE w.section_id = sbl.section_id AND w.status <> 'Approved')
          AND (SELECT count(*) FROM requirements rq
                WHERE rq.section_id = sbl.section_id AND rq.business_line_id = sbl.business_line_id
                  AND rq.requirement_type_id = 2) >= 1
        ORDER BY (SELECT abs(count(*) - 2) FROM requirements rq
                   WHERE rq.section_id = sbl.section_id AND rq.business_line_id = sbl.business_line_id
                     AND rq.requirement_type_id = 2),
                 s.law_id, s.sort_order, sbl.section_id
        LIMIT $3::int`,
      [ownerId, pick.businessLine ?? null, pick.count],
    );
    for (const row of rows) {
      await worksLine(tx, approverId, row.business_line_id);
      await seedLaw(tx, pick, row, ownerId, approverId, clientId);
    }
  }
  await refreshBusinessInboxCounts(tx, [businessId, approverId, adminId]);
}

async function seedLaw(
  tx: Queryable,
  pick: Pick,
  row: { section_id: number; business_line_id: number },
  ownerId: number,
  approverId: number,
  clientId: number | null,
): Promise<void> {
  const notApplicable = pick.status === 'NotApplicable';
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO business_laws (section_id, business_line_id, business_user_id, approver_user_id, tab_index, status,
                                is_changed_law, not_applicable_comment, not_applicable_by, not_applicable_at,
                                validated_at, submitted_at, approved_at, client_id)
     VALUES ($1::int, $2::int, $3::int, $4::int, $5::int, $6::text, $7::boolean, $8::text,
             CASE WHEN $9::boolean THEN $3::int END,
             CASE WHEN $9::boolean THEN now() END,
             CASE WHEN $5::int >= 3 THEN now() - interval '3 days' END,
             CASE WHEN $5::int >= 5 THEN now() - interval '2 days' END,
             CASE WHEN $5::int = 7 THEN now() - interval '1 day' END, $10::int)
     RETURNING id`,
    [
      row.section_id,
      row.business_line_id,
      ownerId,
      approverId,
      pick.tabIndex,
      pick.status,
      pick.changedLaw ?? false,
      notApplicable ? 'The business line does not offer this product.' : null,
      notApplicable,
      clientId,
    ],
  );
  const lawId = rows[0].id;
  await tx.query(
    `INSERT INTO business_law_events (business_law_id, user_id, action) VALUES ($1, $2, 'Assigned')`,
    [lawId, ownerId],
  );
  if (pick.tabIndex < 3 && !notApplicable) return;
  // Validated (or declared not applicable) for the section's mapped processes, or the line's first one.
  await tx.query(
    `INSERT INTO business_law_processes (business_law_id, company_process_id)
     SELECT $1, cp.id FROM company_processes cp
      WHERE cp.business_line_id = $3
        AND (EXISTS (SELECT 1 FROM section_company_processes scp
                      WHERE scp.section_id = $2 AND scp.business_line_id = $3 AND scp.company_process_id = cp.id)
             OR cp.id = (SELECT min(id) FROM company_processes WHERE business_line_id = $3))
     ON CONFLICT DO NOTHING`,
    [lawId, row.section_id, row.business_line_id],
  );
  if (notApplicable) return;
  await tx.query(
    `INSERT INTO business_law_requirements (business_law_id, requirement_id)
     SELECT $1, rq.id FROM requirements rq
      WHERE rq.section_id = $2 AND rq.business_line_id = $3 AND rq.requirement_type_id = 2`,
    [lawId, row.section_id, row.business_line_id],
  );
  if (pick.tabIndex < 4) return;
  await tx.query(
    `INSERT INTO business_artifact_mappings (business_law_id, requirement_id, artifact_id)
     SELECT blr.business_law_id, blr.requirement_id,
            (SELECT min(id) FROM business_artifacts WHERE business_line_id = $2)
       FROM business_law_requirements blr WHERE blr.business_law_id = $1`,
    [lawId, row.business_line_id],
  );
  if (pick.status === 'Draft') return;
  // Assessed: every required question answered, the requirement met.
  await tx.query(
    `INSERT INTO business_answers (business_law_id, requirement_id, artifact_id, question_id, answer, answered_by)
     SELECT m.business_law_id, m.requirement_id, m.artifact_id, q.id,
            CASE WHEN q.question_type = 'Options' THEN 'Yes' ELSE 'Covered by the artifact''s section 2.' END, $2
       FROM business_artifact_mappings m CROSS JOIN business_questions q
      WHERE m.business_law_id = $1 AND q.is_required`,
    [lawId, ownerId],
  );
  const requirementStatus =
    pick.status === 'Submitted' ? 'Submitted' : pick.status === 'Approved' ? 'Approved' : 'Submitted';
  // Submitted by the law's contact, who therefore never decides them.
  await tx.query(
    `UPDATE business_law_requirements SET status = $2, submitted_by = $3 WHERE business_law_id = $1`,
    [lawId, requirementStatus, ownerId],
  );
  if (pick.status === 'SentBack') {
    await tx.query(
      `UPDATE business_law_requirements SET status = 'SentBack', approver_comment = $2
        WHERE business_law_id = $1
          AND requirement_id = (SELECT min(requirement_id) FROM business_law_requirements WHERE business_law_id = $1)`,
      [lawId, 'Attach the signed policy as evidence.'],
    );
    await tx.query(
      `UPDATE business_law_requirements SET status = 'Approved' WHERE business_law_id = $1 AND status = 'Submitted'`,
      [lawId],
    );
  }
}
