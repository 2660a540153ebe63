import type { Queryable } from '../db/db.js';
import { ADMINISTRATION_MENU_IDS } from './administration-seed.js';
import { MENU_IDS } from './demo-data.js';

export const ADMINISTRATION_MORE_SEED = 'administration-more-v1';

export const ADMINISTRATION_MORE_ROUTES = {
  artifacts: '/administration/artifacts',
  questions: '/administration/questions',
  employeeAssignments: '/administration/employee-assignments',
  ssoGroups: '/administration/sso-groups',
  emailSettings: '/administration/email-settings',
  subscriptions: '/administration/subscriptions',
  searchHistory: '/legal-module/search-history',
} as const;

export const ADMINISTRATION_MORE_MENU_IDS = {
  artifacts: 1305,
  questions: 1306,
  employeeAssignments: 1307,
  ssoGroups: 1308,
  emailSettings: 1309,
  subscriptions: 1311,
  /** A breadcrumb of Search Hierarchy: whoever may search may keep their searches. */
  searchHistoryCrumb: 1310,
} as const;

const ITEMS = [
  {
    id: ADMINISTRATION_MORE_MENU_IDS.artifacts,
    label: 'Artifacts',
    route: ADMINISTRATION_MORE_ROUTES.artifacts,
    image: 'archive',
  },
  {
    id: ADMINISTRATION_MORE_MENU_IDS.questions,
    label: 'Questions',
    route: ADMINISTRATION_MORE_ROUTES.questions,
    image: 'help',
  },
  {
    id: ADMINISTRATION_MORE_MENU_IDS.employeeAssignments,
    label: 'Employee Assignments',
    route: ADMINISTRATION_MORE_ROUTES.employeeAssignments,
    image: 'users',
  },
  {
    id: ADMINISTRATION_MORE_MENU_IDS.ssoGroups,
    label: 'SSO Groups',
    route: ADMINISTRATION_MORE_ROUTES.ssoGroups,
    image: 'shield',
  },
  {
    id: ADMINISTRATION_MORE_MENU_IDS.emailSettings,
    label: 'Email Settings',
    route: ADMINISTRATION_MORE_ROUTES.emailSettings,
    image: 'mail',
  },
  {
    id: ADMINISTRATION_MORE_MENU_IDS.subscriptions,
    label: 'Subscriptions',
    route: ADMINISTRATION_MORE_ROUTES.subscriptions,
    image: 'credit-card',
  },
];

const GRANTS: readonly { role: string; see: number[]; edit: string[] }[] = [
  {
    role: 'Lexbridge Super Admin',
    see: ITEMS.map((item) => item.id),
    edit: ITEMS.map((item) => item.route),
  },
  // The client administrator assigns their own client's staff and keeps their own client's directory groups.
  {
    role: 'Lexbridge Admin',
    see: [ADMINISTRATION_MORE_MENU_IDS.employeeAssignments, ADMINISTRATION_MORE_MENU_IDS.ssoGroups],
    edit: [ADMINISTRATION_MORE_ROUTES.employeeAssignments, ADMINISTRATION_MORE_ROUTES.ssoGroups],
  },
  { role: 'Lexbridge Admin Read Only', see: ITEMS.map((item) => item.id), edit: [] },
];

const ARTIFACT_TYPE_DESCRIPTIONS: Record<string, string> = {
  Policy: 'A rule the board or management adopted.',
  Procedure: 'How staff carry out a task, step by step.',
  Control: 'A check that catches or prevents a failure.',
  System: 'An application that does or records the work.',
};

const RISK_QUESTIONS = [
  {
    question: 'How likely is a breach of this requirement in the next twelve months?',
    type: 'Options',
    options: ['Rare', 'Possible', 'Likely', 'Almost certain'],
    required: true,
  },
  {
    question: 'What would a breach cost the institution?',
    type: 'Options',
    options: ['Low', 'Moderate', 'High', 'Severe'],
    required: true,
  },
  { question: 'When were the controls last tested?', type: 'Calendar Field', options: [], required: false },
  { question: 'Who owns the risk?', type: 'Employee Selection', options: [], required: true },
  { question: 'Describe the residual risk', type: 'Comment', options: [], required: false },
];

const BUSINESS_LINE_QUESTIONS = [
  { question: 'How many loan applications does the line take a month?', type: 'Number', required: true },
  {
    question: 'Which company processes originate the product?',
    type: 'Company Process Multiple Selection',
    required: true,
  },
  { question: "Describe the line's customers", type: 'Comment', required: false },
];

/**
 * The demo data of the artifact, question and assignment screens: their menu entries and grants, the Search
 * History breadcrumb, artifact type descriptions and owners, risk-assessment and business-line questions, and the
 * demo users' categories and company processes under their business lines.
 */
export async function seedAdministrationMore(tx: Queryable): Promise<void> {
  await tx.query(
    'INSERT INTO artifact_types (name) SELECT DISTINCT artifact_type FROM business_artifacts ON CONFLICT DO NOTHING',
  );
  for (const [name, description] of Object.entries(ARTIFACT_TYPE_DESCRIPTIONS)) {
    await tx.query(
      `INSERT INTO artifact_types (name, description) VALUES ($1, $2)
       ON CONFLICT ((lower(name))) DO UPDATE SET description = EXCLUDED.description WHERE artifact_types.description = ''`,
      [name, description],
    );
  }
  await tx.query(`UPDATE business_artifacts SET owner_name = 'Compliance Office' WHERE owner_name = ''`);

  for (const [index, question] of RISK_QUESTIONS.entries()) {
    await tx.query(
      `INSERT INTO maintenance_questions (kind, question, question_type, options, is_required, sort_order)
       VALUES ('RiskAssessment', $1, $2, $3, $4, $5)`,
      [question.question, question.type, question.options, question.required, index + 1],
    );
  }
  const { rows: lines } = await tx.query<{ id: number }>('SELECT id FROM business_lines ORDER BY id LIMIT 2');
  let order = 0;
  for (const line of lines) {
    for (const question of BUSINESS_LINE_QUESTIONS) {
      order += 1;
      await tx.query(
        `INSERT INTO maintenance_questions (kind, business_line_id, question, question_type, is_required, sort_order)
         VALUES ('BusinessLine', $1, $2, $3, $4, $5)`,
        [line.id, question.question, question.type, question.required, order],
      );
    }
  }

  // Each user's categories and company processes: the first two of each business line they have.
  await tx.query(
    `INSERT INTO user_categories (user_id, category_id)
     SELECT ub.user_id, c.id FROM user_business_lines ub
       JOIN LATERAL (SELECT id FROM categories WHERE business_line_id = ub.business_line_id ORDER BY id LIMIT 2) c ON true
     ON CONFLICT DO NOTHING`,
  );
  await tx.query(
    `INSERT INTO user_company_processes (user_id, company_process_id)
     SELECT ub.user_id, p.id FROM user_business_lines ub
       JOIN LATERAL (SELECT id FROM company_processes WHERE business_line_id = ub.business_line_id ORDER BY id LIMIT 2) p ON true
     ON CONFLICT DO NOTHING`,
  );

  // A directory group of the first client, mapped to a client role and its first business line.
  const { rows: firstClient } = await tx.query<{ id: number }>('SELECT id FROM clients ORDER BY id LIMIT 1');
  if (firstClient.length > 0) {
    const { rows: ssoGroup } = await tx.query<{ id: number }>(
      `INSERT INTO sso_groups (client_id, group_name, directory_group_id)
       VALUES ($1, 'Compliance Analysts', '3f2504e0-4f89-11d3-9a0c-0305e82c3301') RETURNING id`,
      [firstClient[0]!.id],
    );
    await tx.query(
      `INSERT INTO sso_group_roles (sso_group_id, role_id) SELECT $1::int, id FROM roles WHERE name = 'Business User'`,
      [ssoGroup[0]!.id],
    );
    await tx.query(
      `INSERT INTO sso_group_business_lines (sso_group_id, business_line_id)
       SELECT $1::int, id FROM business_lines ORDER BY id LIMIT 1`,
      [ssoGroup[0]!.id],
    );
  }

  // Two registered subscribers of the first plans, so the Subscriptions screen has rows.
  await tx.query(
    `INSERT INTO registrations (email, first_name, last_name, address, city, state, zip, phone, company_name,
                                product_plan_id, billing_zip_check, terms_accepted)
     SELECT v.email, v.first_name, v.last_name, '1 Main Street', 'Springfield', 'IL', '627011', '2175550100', v.company,
            (SELECT id FROM subscription_plans WHERE NOT custom_pricing ORDER BY id OFFSET v.plan LIMIT 1), true, true
       FROM (VALUES ('dana@rivertrust.test', 'Dana', 'River', 'River Trust', 0),
                    ('sam@prairiebank.test', 'Sam', 'Prairie', 'Prairie Bank', 1)) AS v(email, first_name, last_name, company, plan)
      WHERE EXISTS (SELECT 1 FROM subscription_plans)
     ON CONFLICT DO NOTHING`,
  );

  await tx.query(
    `INSERT INTO custom_pricing_requests (email, first_name, last_name, product_name, estimated_users, phone, company_name)
     VALUES ('alex@lakesidecu.test', 'Alex', 'Lake', 'Rules & Regulations Inventory', 'Up to 100', '3125550100',
             'Lakeside Credit Union')`,
  );

  // E-mail: a sender, two receivers in a group, and a trigger sending to it when a law is approved.
  const { rows: sender } = await tx.query<{ id: number }>(
    `INSERT INTO email_addresses (kind, email, display_name) VALUES ('Sender', 'notifications@lexbridge.test', 'Lexbridge')
     RETURNING id`,
  );
  const { rows: receivers } = await tx.query<{ id: number }>(
    `INSERT INTO email_addresses (kind, email, display_name)
     VALUES ('Receiver', 'compliance@harborview.test', 'Compliance team'),
            ('Receiver', 'legal@harborview.test', 'Legal team') RETURNING id`,
  );
  const { rows: emailGroup } = await tx.query<{ id: number }>(
    `INSERT INTO email_groups (name, description) VALUES ('Compliance Officers', 'Told when a law is approved.') RETURNING id`,
  );
  for (const receiver of receivers) {
    await tx.query('INSERT INTO email_group_members (email_group_id, email_address_id) VALUES ($1, $2)', [
      emailGroup[0]!.id,
      receiver.id,
    ]);
  }
  await tx.query(
    `INSERT INTO email_triggers (name, event, subject, sender_id, email_group_id)
     VALUES ('Law approved notice', 'Law Approved', 'A law was approved', $1, $2)`,
    [sender[0]!.id, emailGroup[0]!.id],
  );

  const { rows: group } = await tx.query('SELECT 1 FROM menu_items WHERE id = $1', [
    ADMINISTRATION_MENU_IDS.group,
  ]);
  if (group.length > 0) {
    for (const [index, item] of ITEMS.entries()) {
      await tx.query(
        `INSERT INTO menu_items (id, parent_id, sort_order, label, router_link, image, selected_index)
         VALUES ($1, $2, $3, $4, $5, $6, NULL) ON CONFLICT (id) DO NOTHING`,
        [item.id, ADMINISTRATION_MENU_IDS.group, 10 + index, item.label, item.route, item.image],
      );
    }
    await tx.query(
      `SELECT setval(pg_get_serial_sequence('menu_items', 'id'), (SELECT coalesce(max(id), 1) FROM menu_items))`,
    );
    for (const grant of GRANTS) {
      const { rows } = await tx.query<{ id: number }>('SELECT id FROM roles WHERE name = $1', [grant.role]);
      if (rows.length === 0) continue;
      for (const menuItemId of grant.see) {
        await tx.query(
          'INSERT INTO role_menu_items (role_id, menu_item_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [rows[0]!.id, menuItemId],
        );
      }
      for (const route of grant.edit) {
        await tx.query(
          'INSERT INTO role_editable_routes (role_id, router_link) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [rows[0]!.id, route],
        );
      }
    }
  }
  const { rows: search } = await tx.query('SELECT 1 FROM menu_items WHERE id = $1', [
    MENU_IDS.hierarchySearch,
  ]);
  if (search.length > 0) {
    await tx.query(
      `INSERT INTO breadcrumbs (id, menu_item_id, sort_order, label, router_link, module_name)
       VALUES ($1, $2, 1, 'Search History', $3, 'hierarchy') ON CONFLICT (id) DO NOTHING`,
      [
        ADMINISTRATION_MORE_MENU_IDS.searchHistoryCrumb,
        MENU_IDS.hierarchySearch,
        ADMINISTRATION_MORE_ROUTES.searchHistory,
      ],
    );
    await tx.query(
      `SELECT setval(pg_get_serial_sequence('breadcrumbs', 'id'), (SELECT coalesce(max(id), 1) FROM breadcrumbs))`,
    );
  }
}
