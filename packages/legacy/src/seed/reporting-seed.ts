import type { Queryable } from '../db/db.js';
import { BUSINESS_LINE_IDS } from './catalogue-lookups-data.js';

export const REPORTING_SEED = 'reporting-v1';

export const REPORTING_ROUTES = {
  reports: '/reports',
  cra: '/cra',
  complianceTestingDashboard: '/compliance-testing/dashboard',
} as const;

export const REPORTING_MENU_IDS = {
  group: 1400,
  reports: 1401,
  cra: 1402,
  complianceTestingDashboard: 1403,
} as const;

/**
 * The client of the demo users whose report-tool flag is on (their embedded reports must show it), the second
 * client whose rows they must never see, and those users.
 */
export const REPORTING_CLIENT = 'Harborview Credit Union';
export const REPORTING_OTHER_CLIENT = 'Northgate Savings Bank';
export const REPORT_TOOL_USERS = ['business-approver@lexbridge.test', 'reader@lexbridge.test'] as const;

/** The embedded dashboards of each screen and the stand-in report tool's view behind each. */
export const REPORTING_DASHBOARDS = [
  {
    screen: 'reports',
    name: 'Compliance Overview',
    workbook: 'ComplianceOverview',
    view: 'Overview',
    sheetType: 'dashboard',
    content: 'implementation',
  },
  {
    screen: 'reports',
    name: 'Gap Remediation',
    workbook: 'GapRemediation',
    view: 'Remediation',
    sheetType: 'story',
    content: 'gaps',
  },
  {
    screen: 'reports',
    name: 'Risk Heat Map',
    workbook: 'RiskHeatMap',
    view: 'HeatMap',
    sheetType: 'dashboard',
    content: 'risk',
  },
  {
    screen: 'cra',
    name: 'CRA Assessment Areas',
    workbook: 'CommunityReinvestment',
    view: 'AssessmentAreas',
    sheetType: 'dashboard',
    content: 'cra',
  },
  {
    screen: 'compliance-testing',
    name: 'Compliance Testing Results',
    workbook: 'ComplianceTesting',
    view: 'Results',
    sheetType: 'story',
    content: 'compliance-testing',
  },
] as const;

const MENU = [
  { id: REPORTING_MENU_IDS.reports, label: 'Reports', routerLink: REPORTING_ROUTES.reports, image: 'chart' },
  { id: REPORTING_MENU_IDS.cra, label: 'CRA', routerLink: REPORTING_ROUTES.cra, image: 'chart' },
  {
    id: REPORTING_MENU_IDS.complianceTestingDashboard,
    label: 'Compliance Testing Dashboard',
    routerLink: REPORTING_ROUTES.complianceTestingDashboard,
    image: 'chart',
  },
] as const;

/** Who sees which entry: every client-side role sees Reports; CRA and compliance testing go to the business. */
const ROLE_ENTRIES: Record<string, number[]> = {
  'Lexbridge Super Admin': MENU.map((item) => item.id),
  'Lexbridge Admin': MENU.map((item) => item.id),
  'Lexbridge Admin Read Only': MENU.map((item) => item.id),
  'Lexbridge User': [REPORTING_MENU_IDS.reports],
  'Legal Staff': [REPORTING_MENU_IDS.reports],
  'Business User': MENU.map((item) => item.id),
  'Client Read Only': [REPORTING_MENU_IDS.reports, REPORTING_MENU_IDS.cra],
};

const GAP_DESCRIPTIONS = [
  'Procedure does not name who reviews the disclosure before it is sent.',
  'Control evidence is not kept for the full retention period.',
  'Policy predates the latest amendment of the section.',
  'No monitoring of the requirement in the quarterly review.',
  'Training material does not cover the requirement.',
  'System does not record the date the notice was delivered.',
];
const OWNERS = ['Ben Business', 'Bianca Approver', 'Ada Admin'];
const SEVERITIES = ['High', 'Medium', 'Low'] as const;
const GAP_STATUSES = ['Open', 'In Progress', 'Closed'] as const;
const LEVEL = (score: number) => (score >= 15 ? 'High' : score >= 8 ? 'Medium' : 'Low');

/**
 * Reporting's demo data: the Reports menu group, the report-tool flag of the demo users, the embedded dashboards
 * and the stand-in tool's views, and each client's gap register and risk ratings over the demo catalogue's
 * business lines (the first client's on every line, the second client's on two of them). Values are derived from
 * ids, so every database gets the same data.
 */
export async function seedReporting(tx: Queryable): Promise<void> {
  await tx.query(
    `INSERT INTO menu_items (id, parent_id, sort_order, label, router_link, image, selected_index)
     VALUES ($1, NULL, 1400, 'Reporting', NULL, 'chart', NULL) ON CONFLICT (id) DO NOTHING`,
    [REPORTING_MENU_IDS.group],
  );
  for (const [index, item] of MENU.entries()) {
    await tx.query(
      `INSERT INTO menu_items (id, parent_id, sort_order, label, router_link, image, selected_index)
       VALUES ($1, $2, $3, $4, $5, $6, NULL) ON CONFLICT (id) DO NOTHING`,
      [item.id, REPORTING_MENU_IDS.group, 1401 + index, item.label, item.routerLink, item.image],
    );
  }
  await tx.query(
    `SELECT setval(pg_get_serial_sequence('menu_items', 'id'), (SELECT coalesce(max(id), 1) FROM menu_items))`,
  );
  for (const [role, ids] of Object.entries(ROLE_ENTRIES)) {
    for (const id of ids) {
      await tx.query(
        `INSERT INTO role_menu_items (role_id, menu_item_id) SELECT id, $2 FROM roles WHERE name = $1
         ON CONFLICT DO NOTHING`,
        [role, id],
      );
    }
  }

  await tx.query(`UPDATE users SET is_tableau = true WHERE lower(email) = ANY($1)`, [
    REPORT_TOOL_USERS.map((email) => email.toLowerCase()),
  ]);

  for (const [index, dashboard] of REPORTING_DASHBOARDS.entries()) {
    await tx.query(
      `INSERT INTO reporting_dashboards (screen, name, workbook, view, sort_order) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (screen, name) DO NOTHING`,
      [dashboard.screen, dashboard.name, dashboard.workbook, dashboard.view, index + 1],
    );
    await tx.query(
      `INSERT INTO report_tool_views (workbook, view, title, sheet_type, content) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (workbook, view) DO NOTHING`,
      [dashboard.workbook, dashboard.view, dashboard.name, dashboard.sheetType, dashboard.content],
    );
  }

  // The register is a client's: the first client's over every line, and a smaller one of the second client's on
  // the lines both work (Deposit Accounts and Consumer Lending), so each client's users see only their own.
  const { rows: clients } = await tx.query<{ id: number; name: string }>(
    'SELECT id, name FROM clients ORDER BY id',
  );
  const first = clients[0];
  if (!first) return;
  const second = clients.find((client) => client.name === REPORTING_OTHER_CLIENT && client.id !== first.id);

  // Gaps: up to four requirements per business line of the demo catalogue (not the generated bulk laws).
  const { rows: requirements } = await tx.query<{ id: number; business_line_id: number; n: number }>(
    `SELECT id, business_line_id, n::int FROM (
       SELECT rq.id, rq.business_line_id,
              row_number() OVER (PARTITION BY rq.business_line_id ORDER BY rq.id) AS n
         FROM requirements rq
         JOIN law_sections s ON s.id = rq.section_id
         JOIN laws l ON l.id = s.law_id AND NOT l.is_generated
        WHERE rq.requirement_type_id = 2) ranked
      WHERE n <= 4 ORDER BY business_line_id, id`,
  );
  for (const [index, requirement] of requirements.entries()) {
    await insertGap(tx, first.id, requirement, index, 0);
  }
  if (second) {
    const shared = requirements.filter(
      (requirement) => SECOND_CLIENT_LINES.includes(requirement.business_line_id) && requirement.n <= 2,
    );
    for (const [index, requirement] of shared.entries()) {
      await insertGap(tx, second.id, requirement, index + 1, 40);
    }
  }

  // Risk ratings: up to eight sections per business line (the second client: three on its lines).
  const { rows: sections } = await tx.query<{ section_id: number; business_line_id: number; n: number }>(
    `SELECT section_id, business_line_id, n::int FROM (
       SELECT sbl.section_id, sbl.business_line_id,
              row_number() OVER (PARTITION BY sbl.business_line_id ORDER BY sbl.section_id) AS n
         FROM section_business_lines sbl
         JOIN law_sections s ON s.id = sbl.section_id
         JOIN laws l ON l.id = s.law_id AND NOT l.is_generated) ranked
      WHERE n <= 8 ORDER BY business_line_id, section_id`,
  );
  for (const [index, section] of sections.entries()) {
    await insertRating(tx, first.id, section, index);
  }
  if (second) {
    const shared = sections.filter(
      (section) => SECOND_CLIENT_LINES.includes(section.business_line_id) && section.n <= 3,
    );
    for (const [index, section] of shared.entries()) {
      await insertRating(tx, second.id, section, index + 2);
    }
  }
}

/** The business lines where the second client keeps a register of its own (the first client works them too). */
export const SECOND_CLIENT_LINES: readonly number[] = [
  BUSINESS_LINE_IDS['Deposit Accounts']!,
  BUSINESS_LINE_IDS['Consumer Lending']!,
];

async function insertGap(
  tx: Queryable,
  clientId: number,
  requirement: { id: number; business_line_id: number },
  index: number,
  offsetDays: number,
): Promise<void> {
  const status = GAP_STATUSES[index % 3]!;
  const identified = new Date(Date.UTC(2026, 0, 5 + index * 3 + offsetDays));
  const target = new Date(identified.getTime() + (30 + (index % 4) * 30) * 86_400_000);
  const closed = status === 'Closed' ? new Date(identified.getTime() + 20 * 86_400_000) : null;
  await tx.query(
    `INSERT INTO reporting_gaps (client_id, business_line_id, requirement_id, description, severity, status, owner,
                                 identified_on, target_date, closed_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      clientId,
      requirement.business_line_id,
      requirement.id,
      GAP_DESCRIPTIONS[(index + offsetDays) % GAP_DESCRIPTIONS.length],
      SEVERITIES[(index * 7) % 3],
      status,
      OWNERS[index % OWNERS.length],
      identified.toISOString().slice(0, 10),
      target.toISOString().slice(0, 10),
      closed?.toISOString().slice(0, 10) ?? null,
    ],
  );
}

async function insertRating(
  tx: Queryable,
  clientId: number,
  section: { section_id: number; business_line_id: number },
  index: number,
): Promise<void> {
  const likelihood = ((section.section_id * 7 + index) % 5) + 1;
  const impact = ((section.section_id + section.business_line_id * 3) % 5) + 1;
  const inherent = likelihood * impact;
  const residual = Math.max(1, inherent - 4 - (index % 3) * 3);
  await tx.query(
    `INSERT INTO reporting_risk_ratings (client_id, section_id, business_line_id, likelihood, impact, inherent_risk,
                                         residual_risk, rated_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
    [
      clientId,
      section.section_id,
      section.business_line_id,
      likelihood,
      impact,
      LEVEL(inherent),
      LEVEL(residual),
      new Date(Date.UTC(2026, 1, 1 + (index % 28))).toISOString().slice(0, 10),
    ],
  );
}
