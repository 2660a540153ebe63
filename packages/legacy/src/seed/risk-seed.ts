import type { Queryable } from '../db/db.js';

/**
 * The risk rating and risk assessment demo: weighted parameters with sub-parameters, three levels, the question
 * types, four frequencies, a questionnaire of three headers with a question of every type, manual ratings of
 * business@'s company processes, an approved assessment of the third quarter of 2026 and one in progress for the
 * fourth (answered in part by business@, approved by business-approver@); and the Risk menu with its three screens.
 */
export const RISK_SEED = 'risk-v1';

export const RISK_ROUTES = {
  riskRating: '/risk-manage-menu/risk-rating',
  riskReports: '/risk-manage-menu/risk-reports',
  riskAssessment: '/risk-assessment',
} as const;

export const RISK_MENU_IDS = {
  group: 1700,
  riskRating: 1701,
  riskReports: 1702,
  riskAssessment: 1703,
} as const;

const MENU = [
  {
    id: RISK_MENU_IDS.riskRating,
    label: 'Risk Rating',
    routerLink: RISK_ROUTES.riskRating,
    image: 'gauge',
    order: 1,
  },
  {
    id: RISK_MENU_IDS.riskReports,
    label: 'Risk Reports',
    routerLink: RISK_ROUTES.riskReports,
    image: 'chart',
    order: 2,
  },
  {
    id: RISK_MENU_IDS.riskAssessment,
    label: 'Risk Assessment',
    routerLink: RISK_ROUTES.riskAssessment,
    image: 'clipboard',
    order: 3,
  },
] as const;

/** Who sees which entry, and which they may edit. */
const GRANTS: { role: string; see: number[]; edit: string[] }[] = [
  { role: 'Lexbridge Super Admin', see: MENU.map((m) => m.id), edit: MENU.map((m) => m.routerLink) },
  { role: 'Lexbridge Admin', see: MENU.map((m) => m.id), edit: MENU.map((m) => m.routerLink) },
  { role: 'Lexbridge Admin Read Only', see: MENU.map((m) => m.id), edit: [] },
  {
    role: 'Business User',
    see: [RISK_MENU_IDS.riskReports, RISK_MENU_IDS.riskAssessment],
    edit: [RISK_ROUTES.riskAssessment, RISK_ROUTES.riskReports],
  },
];

const PARAMETERS = [
  {
    name: 'Inherent Risk',
    description: 'Risk before any control: how exposed the process is by its nature.',
    weight: 40,
    subs: ['Regulatory Complexity', 'Transaction Volume', 'Customer Impact'],
  },
  {
    name: 'Control Effectiveness',
    description: 'How well the controls of the process work.',
    weight: 35,
    subs: ['Policy Coverage', 'Testing Frequency', 'Issue Management'],
  },
  {
    name: 'Residual Risk',
    description: 'Risk left once controls are in place.',
    weight: 25,
    subs: ['Open Findings', 'Remediation Status'],
  },
];

const LEVELS = [
  { name: 'Low', min: 0, max: 33, color: 'green' },
  { name: 'Medium', min: 34, max: 66, color: 'orange' },
  { name: 'High', min: 67, max: 100, color: 'red' },
];

const TYPES: [string, boolean][] = [
  ['Text', false],
  ['Number', false],
  ['Comment', false],
  ['Multiple Text', false],
  ['Multiple Comment', false],
  ['Calendar Field', false],
  ['Employee Selection', false],
  ['Company Process Multiple Selection', false],
  ['Add attachment', false],
  ['Yes/No', true],
  ['Single Selection', true],
];

const FREQUENCIES: [string, number][] = [
  ['Monthly', 1],
  ['Quarterly', 3],
  ['Half-Yearly', 6],
  ['Annual', 12],
];

const EVIDENCE = Buffer.from(
  'Control test Q3 2026: 6 key controls tested, 5 effective, 1 partially effective.\n',
);

const HEADERS = ['Governance and Oversight', 'Controls and Testing', 'Evidence'];

const QUESTIONS: {
  header: number;
  question: string;
  type: string;
  options?: string[];
  gaps?: string[];
  required: boolean;
}[] = [
  { header: 0, question: 'Who owns the process?', type: 'Employee Selection', required: true },
  {
    header: 0,
    question: 'Is there a documented policy for the process?',
    type: 'Yes/No',
    options: ['Yes', 'No'],
    gaps: ['No'],
    required: true,
  },
  { header: 0, question: 'Name of the governing committee', type: 'Text', required: false },
  {
    header: 0,
    question: 'Which other company processes depend on this one?',
    type: 'Company Process Multiple Selection',
    required: false,
  },
  { header: 1, question: 'How many key controls does the process have?', type: 'Number', required: true },
  {
    header: 1,
    question: 'How effective were the controls in the period?',
    type: 'Single Selection',
    options: ['Effective', 'Partially effective', 'Not effective'],
    gaps: ['Partially effective', 'Not effective'],
    required: true,
  },
  { header: 1, question: 'Date of the last control test', type: 'Calendar Field', required: true },
  { header: 1, question: 'List the systems the controls rely on', type: 'Multiple Text', required: false },
  { header: 1, question: 'Describe the findings of the period', type: 'Comment', required: false },
  { header: 2, question: 'Remediation actions taken', type: 'Multiple Comment', required: false },
  { header: 2, question: 'Attach the control test evidence', type: 'Add attachment', required: true },
];

async function idOf(tx: Queryable, sql: string, params: unknown[]): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(sql, params);
  return rows[0].id;
}

export async function seedRisk(tx: Queryable): Promise<void> {
  const parameterIds: number[] = [];
  for (const [index, parameter] of PARAMETERS.entries()) {
    const id = await idOf(
      tx,
      `INSERT INTO risk_parameters (name, description, weight, sort_order) VALUES ($1, $2, $3, $4) RETURNING id`,
      [parameter.name, parameter.description, parameter.weight, index + 1],
    );
    parameterIds.push(id);
    for (const [subIndex, sub] of parameter.subs.entries()) {
      await tx.query(
        `INSERT INTO risk_parameters (parent_id, name, weight, sort_order, is_sub_parameter) VALUES ($1, $2, 0, $3, true)`,
        [id, sub, subIndex + 1],
      );
    }
  }
  const levelIds: number[] = [];
  for (const level of LEVELS) {
    levelIds.push(
      await idOf(
        tx,
        'INSERT INTO risk_levels (name, min_score, max_score, color) VALUES ($1, $2, $3, $4) RETURNING id',
        [level.name, level.min, level.max, level.color],
      ),
    );
  }
  const typeIds = new Map<string, number>();
  for (const [name, hasOptions] of TYPES) {
    typeIds.set(
      name,
      await idOf(tx, 'INSERT INTO risk_question_types (name, has_options) VALUES ($1, $2) RETURNING id', [
        name,
        hasOptions,
      ]),
    );
  }
  const frequencyIds = new Map<string, number>();
  for (const [name, months] of FREQUENCIES) {
    frequencyIds.set(
      name,
      await idOf(tx, 'INSERT INTO risk_frequencies (name, months) VALUES ($1, $2) RETURNING id', [
        name,
        months,
      ]),
    );
  }
  const headerIds: number[] = [];
  for (const [index, name] of HEADERS.entries()) {
    headerIds.push(
      await idOf(tx, 'INSERT INTO risk_question_headers (name, sort_order) VALUES ($1, $2) RETURNING id', [
        name,
        index + 1,
      ]),
    );
  }
  const questionIds: number[] = [];
  const order = new Map<number, number>();
  for (const question of QUESTIONS) {
    const next = (order.get(question.header) ?? 0) + 1;
    order.set(question.header, next);
    questionIds.push(
      await idOf(
        tx,
        `INSERT INTO risk_questions (header_id, question, question_type_id, options, gap_options, is_required, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          headerIds[question.header],
          question.question,
          typeIds.get(question.type),
          question.options ?? [],
          question.gaps ?? [],
          question.required,
          next,
        ],
      ),
    );
  }

  await seedMenu(tx);

  // business@'s company processes, with business-approver@ approving them.
  const { rows: users } = await tx.query<{ id: number; email: string }>(
    `SELECT id, lower(email) AS email FROM users WHERE lower(email) IN ('business@lexbridge.test', 'business-approver@lexbridge.test', 'admin@lexbridge.test')`,
  );
  const user = (email: string) => users.find((row) => row.email === email)?.id ?? null;
  const business = user('business@lexbridge.test');
  const approver = user('business-approver@lexbridge.test');
  const admin = user('admin@lexbridge.test');
  if (business === null) return;
  const { rows: processes } = await tx.query<{ id: number; name: string }>(
    `SELECT cp.id, cp.name FROM company_processes cp
      WHERE cp.business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $1)
      ORDER BY cp.id LIMIT 4`,
    [business],
  );
  if (processes.length === 0) return;

  // business@'s risk work (ratings and assessments) is Harborview's; what was submitted records its submitter, who
  // never decides it.
  const { rows: client } = await tx.query<{ id: number | null }>(
    `SELECT coalesce((SELECT id FROM clients WHERE name = 'Harborview Credit Union'), (SELECT min(id) FROM clients)) AS id`,
  );
  const clientId = client[0]?.id ?? null;
  if (clientId === null) return;

  // Manual ratings: each process's artifacts rated on the three parameters, from low to high risk.
  const artifacts = ['Quarterly Compliance Review', 'Account Opening Policy'];
  for (const [index, process] of processes.entries()) {
    for (const [aIndex, artifact] of artifacts.entries()) {
      for (const [pIndex, parameterId] of parameterIds.entries()) {
        const level = (index + aIndex + pIndex) % 3;
        await tx.query(
          `INSERT INTO risk_manual_ratings (company_process_id, artifact_name, parameter_id, level_id, score, comment, rated_by,
                                             client_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            process.id,
            artifact,
            parameterId,
            levelIds[level],
            Math.floor((LEVELS[level].min + LEVELS[level].max) / 2),
            `${LEVELS[level].name} on ${PARAMETERS[pIndex].name.toLowerCase()}.`,
            admin,
            clientId,
          ],
        );
      }
    }
  }

  const quarterly = frequencyIds.get('Quarterly')!;
  const q = (text: string) => questionIds[QUESTIONS.findIndex((question) => question.question === text)];
  // The third quarter, approved, with a gap on the effectiveness of the controls.
  const approved = await idOf(
    tx,
    `INSERT INTO risk_assessments (company_process_id, frequency_id, start_date, end_date, status, respondent_user_id,
       approver_user_id, updated_at, client_id, submitted_by)
     VALUES ($1, $2, '2026-07-01', '2026-09-30', 'Approved', $3, $4, '2026-10-05T10:00:00Z', $5, $3) RETURNING id`,
    [processes[0].id, quarterly, business, approver, clientId],
  );
  const answered: [string, string[]][] = [
    ['Who owns the process?', [String(business)]],
    ['Is there a documented policy for the process?', ['Yes']],
    ['How many key controls does the process have?', ['6']],
    ['How effective were the controls in the period?', ['Partially effective']],
    ['Date of the last control test', ['2026-09-12']],
    [
      'Describe the findings of the period',
      ['Two reconciliations were late; both were closed by month end.'],
    ],
  ];
  for (const [question, values] of answered) {
    await tx.query(
      'INSERT INTO risk_answers (assessment_id, question_id, answer_values, answered_by) VALUES ($1, $2, $3, $4)',
      [approved, q(question), values, business],
    );
  }
  await tx.query(
    `INSERT INTO risk_question_files (assessment_id, question_id, file_name, content_type, size, content, uploaded_by)
     VALUES ($1, $2, 'q3-control-test.txt', 'text/plain', $3, $4, $5)`,
    [approved, q('Attach the control test evidence'), EVIDENCE.length, EVIDENCE, business],
  );
  for (const [action, detail, by, at] of [
    ['Saved', '6 answers', business, '2026-10-01T09:00:00Z'],
    ['Submitted', '6 answers', business, '2026-10-02T09:00:00Z'],
    ['Approved', '', approver, '2026-10-05T10:00:00Z'],
  ] as const) {
    await tx.query(
      'INSERT INTO risk_assessment_events (assessment_id, action, detail, user_id, at) VALUES ($1, $2, $3, $4, $5)',
      [approved, action, detail, by, at],
    );
  }

  // The fourth quarter, in progress: a few answers saved so far.
  const inProgress = await idOf(
    tx,
    `INSERT INTO risk_assessments (company_process_id, frequency_id, start_date, end_date, status, respondent_user_id,
       approver_user_id, updated_at, client_id)
     VALUES ($1, $2, '2026-10-01', '2026-12-31', 'Draft', $3, $4, '2026-11-20T15:00:00Z', $5) RETURNING id`,
    [processes[0].id, quarterly, business, approver, clientId],
  );
  for (const [question, values] of [
    ['Is there a documented policy for the process?', ['No']],
    ['Name of the governing committee', ['Operational Risk Committee']],
  ] as const) {
    await tx.query(
      'INSERT INTO risk_answers (assessment_id, question_id, answer_values, answered_by) VALUES ($1, $2, $3, $4)',
      [inProgress, q(question), values, business],
    );
  }
  await tx.query(
    `INSERT INTO risk_assessment_events (assessment_id, action, detail, user_id, at) VALUES ($1, 'Saved', '2 answers', $2, '2026-11-20T15:00:00Z')`,
    [inProgress, business],
  );

  // The other processes: one submitted and waiting for the approver, so the approval queue is not empty.
  if (processes[1]) {
    const submitted = await idOf(
      tx,
      `INSERT INTO risk_assessments (company_process_id, frequency_id, start_date, end_date, status, respondent_user_id,
         approver_user_id, updated_at, client_id, submitted_by)
       VALUES ($1, $2, '2026-07-01', '2026-09-30', 'Submitted', $3, $4, '2026-10-08T12:00:00Z', $5, $3) RETURNING id`,
      [processes[1].id, quarterly, business, approver, clientId],
    );
    await tx.query(
      `INSERT INTO risk_assessment_events (assessment_id, action, detail, user_id, at) VALUES ($1, 'Submitted', '0 answers', $2, '2026-10-08T12:00:00Z')`,
      [submitted, business],
    );
  }
}

async function seedMenu(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO menu_items (id, parent_id, sort_order, label, router_link, image, selected_index)
     VALUES ($1, NULL, 170, 'Risk', NULL, 'shield', NULL) ON CONFLICT (id) DO NOTHING`,
    [RISK_MENU_IDS.group],
  );
  for (const item of MENU) {
    await tx.query(
      `INSERT INTO menu_items (id, parent_id, sort_order, label, router_link, image, selected_index)
       VALUES ($1, $2, $3, $4, $5, $6, NULL) ON CONFLICT (id) DO NOTHING`,
      [item.id, RISK_MENU_IDS.group, 1700 + item.order, item.label, item.routerLink, item.image],
    );
  }
  await tx.query(
    `SELECT setval(pg_get_serial_sequence('menu_items', 'id'), (SELECT coalesce(max(id), 1) FROM menu_items))`,
  );
  for (const grant of GRANTS) {
    const { rows } = await tx.query<{ id: number }>('SELECT id FROM roles WHERE name = $1', [grant.role]);
    if (rows.length === 0) continue;
    for (const id of grant.see) {
      await tx.query(
        'INSERT INTO role_menu_items (role_id, menu_item_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [rows[0].id, id],
      );
    }
    for (const route of grant.edit) {
      await tx.query(
        'INSERT INTO role_editable_routes (role_id, router_link) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [rows[0].id, route],
      );
    }
  }
}
