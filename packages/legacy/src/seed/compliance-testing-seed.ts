import type { Queryable } from '../db/db.js';
import { REGULATOR_IDS } from './catalogue-lookups-data.js';

/**
 * The compliance testing demo, written for this project: test groups, types, categories and requirement
 * categories (one of each unused, so it can be deleted); ten testing rules on Regulations Z, B and C, RESPA and the
 * flood rules; two loan loads of the first client (a mortgage lender) with 200 loans spread over the groups; a first run of each load
 * with a result per loan and rule; the loan remediation queue (a row per run and rule that found exceptions, in
 * each status), its tasks with some evidence, and the action plans of those rows, all the first client's. Also the Compliance Testing menu
 * group, seen by administrators and provider staff and edited by those who may edit.
 */
export const COMPLIANCE_TESTING_SEED = 'compliance-testing-v1';

export const COMPLIANCE_TESTING_ROUTES = {
  testGroups: '/compliance-testing/test-groups',
  testTypes: '/compliance-testing/test-types',
  testCategories: '/compliance-testing/test-categories',
  requirementCategories: '/compliance-testing/requirement-categories',
  testingRules: '/compliance-testing/testing-rules',
  graphs: '/compliance-testing/graphs',
  actionPlans: '/compliance-testing/action-plans',
  loanRemediation: '/compliance-testing/loan-remediation',
} as const;

export const COMPLIANCE_TESTING_MENU_IDS = {
  group: 190,
  graphs: 191,
  loanRemediation: 192,
  actionPlans: 193,
  testingRules: 194,
  testGroups: 195,
  testTypes: 196,
  testCategories: 197,
  requirementCategories: 198,
} as const;

const R = COMPLIANCE_TESTING_ROUTES;
const I = COMPLIANCE_TESTING_MENU_IDS;
const MENU = [
  { id: I.graphs, label: 'Testing Graphs', route: R.graphs, image: 'chart' },
  { id: I.loanRemediation, label: 'Loan Remediation', route: R.loanRemediation, image: 'task' },
  { id: I.actionPlans, label: 'Action Plans', route: R.actionPlans, image: 'assess' },
  { id: I.testingRules, label: 'Testing Rules', route: R.testingRules, image: 'list' },
  { id: I.testGroups, label: 'Test Groups', route: R.testGroups, image: 'settings' },
  { id: I.testTypes, label: 'Test Types', route: R.testTypes, image: 'settings' },
  { id: I.testCategories, label: 'Test Categories', route: R.testCategories, image: 'settings' },
  {
    id: I.requirementCategories,
    label: 'Requirement Categories',
    route: R.requirementCategories,
    image: 'settings',
  },
];
const SEE = ['Lexbridge Super Admin', 'Lexbridge Admin', 'Lexbridge Admin Read Only', 'Provider Staff'];
const EDIT = ['Lexbridge Super Admin', 'Lexbridge Admin', 'Provider Staff'];

const GROUPS: [string, string][] = [
  ['TRID Disclosures', 'Timing and accuracy of the Loan Estimate and Closing Disclosure.'],
  ['Fair Lending', 'Adverse action notices and government monitoring information.'],
  ['HMDA Data Integrity', 'Reported LAR fields checked against the loan file.'],
  ['Flood Insurance', 'Flood determinations and required coverage on secured loans.'],
  ['Servicing Transfers', 'Notices of servicing transfer (no rules yet).'],
];
const TYPES: [string, string][] = [
  ['Timing', 'A notice or disclosure reached the borrower in time.'],
  ['Accuracy', 'A reported or disclosed value matches the loan file.'],
  ['Completeness', 'Every required item was collected.'],
  ['Pricing', 'Fees and rates stayed within tolerance.'],
  ['Sampling Review', 'Manual review of a sample (no rules yet).'],
];
const CATEGORIES: [string, string][] = [
  ['Disclosure', 'Consumer disclosures.'],
  ['Data Quality', 'Reported data.'],
  ['Fee Tolerance', 'Charges against the tolerance buckets.'],
  ['Insurance', 'Required insurance coverage.'],
  ['Fair Lending', 'Equal credit opportunity.'],
  ['Complaint Handling', 'Complaint responses (no rules yet).'],
];
const REQUIREMENT_CATEGORIES: [string, string][] = [
  ['Regulation Z', 'Truth in Lending (12 CFR 1026).'],
  ['Regulation B', 'Equal Credit Opportunity (12 CFR 1002).'],
  ['Regulation C', 'Home Mortgage Disclosure (12 CFR 1003).'],
  ['RESPA', 'Real Estate Settlement Procedures (12 CFR 1024).'],
  ['Flood Disaster Protection Act', 'Mandatory flood insurance purchase.'],
  ['Regulation DD', 'Truth in Savings (no rules yet).'],
];

interface RuleSeed {
  number: string;
  name: string;
  requirement: string;
  group: string;
  type: string;
  category: string;
  requirementCategory: string;
  regulator: string;
  exception: string;
}

const RULES: RuleSeed[] = [
  {
    number: 'TRID-01',
    name: 'Loan Estimate delivered within three business days of application',
    requirement: '1026.19(e)(1)(iii)',
    group: 'TRID Disclosures',
    type: 'Timing',
    category: 'Disclosure',
    requirementCategory: 'Regulation Z',
    regulator: 'CFPB',
    exception: 'Loan Estimate sent five business days after the application date.',
  },
  {
    number: 'TRID-02',
    name: 'Closing Disclosure received three business days before consummation',
    requirement: '1026.19(f)(1)(ii)',
    group: 'TRID Disclosures',
    type: 'Timing',
    category: 'Disclosure',
    requirementCategory: 'Regulation Z',
    regulator: 'CFPB',
    exception: 'Closing Disclosure received two business days before consummation.',
  },
  {
    number: 'TRID-03',
    name: 'Zero-tolerance fees did not increase',
    requirement: '1026.19(e)(3)(i)',
    group: 'TRID Disclosures',
    type: 'Pricing',
    category: 'Fee Tolerance',
    requirementCategory: 'Regulation Z',
    regulator: 'CFPB',
    exception: 'Appraisal fee rose from $525.00 to $650.00 without a valid change of circumstance.',
  },
  {
    number: 'RESPA-01',
    name: 'Initial escrow account statement within 45 days of settlement',
    requirement: '1024.17(g)(1)',
    group: 'TRID Disclosures',
    type: 'Timing',
    category: 'Disclosure',
    requirementCategory: 'RESPA',
    regulator: 'CFPB',
    exception: 'Initial escrow statement not found in the servicing file.',
  },
  {
    number: 'FL-01',
    name: 'Adverse action notice within 30 days of a completed application',
    requirement: '1002.9(a)(1)(i)',
    group: 'Fair Lending',
    type: 'Timing',
    category: 'Fair Lending',
    requirementCategory: 'Regulation B',
    regulator: 'CFPB',
    exception: 'Adverse action notice dated 41 days after the application was complete.',
  },
  {
    number: 'FL-02',
    name: 'Government monitoring information requested',
    requirement: '1002.13(a)(1)',
    group: 'Fair Lending',
    type: 'Completeness',
    category: 'Data Quality',
    requirementCategory: 'Regulation B',
    regulator: 'OCC',
    exception: 'Ethnicity and race left blank with no record that the applicant declined.',
  },
  {
    number: 'HMDA-01',
    name: 'Action taken date matches the loan file',
    requirement: '1003.4(a)(8)(ii)',
    group: 'HMDA Data Integrity',
    type: 'Accuracy',
    category: 'Data Quality',
    requirementCategory: 'Regulation C',
    regulator: 'CFPB',
    exception: 'LAR action taken date differs from the closing date in the loan file.',
  },
  {
    number: 'HMDA-02',
    name: 'Rate spread reported for covered loans',
    requirement: '1003.4(a)(12)',
    group: 'HMDA Data Integrity',
    type: 'Accuracy',
    category: 'Data Quality',
    requirementCategory: 'Regulation C',
    regulator: 'FRB',
    exception: 'Rate spread reported as NA on a first-lien loan above the APOR threshold.',
  },
  {
    number: 'FLOOD-01',
    name: 'Standard flood hazard determination before closing',
    requirement: '339.6',
    group: 'Flood Insurance',
    type: 'Timing',
    category: 'Insurance',
    requirementCategory: 'Flood Disaster Protection Act',
    regulator: 'FDIC',
    exception: 'Flood determination ordered after the note date.',
  },
  {
    number: 'FLOOD-02',
    name: 'Flood coverage at least the lesser of the loan balance or the maximum available',
    requirement: '22.3(a)',
    group: 'Flood Insurance',
    type: 'Accuracy',
    category: 'Insurance',
    requirementCategory: 'Flood Disaster Protection Act',
    regulator: 'OCC',
    exception: 'Flood policy coverage $150,000.00 below the required amount.',
  },
];

const LOADS = [
  { name: 'Q3 2026 closed loans', loadedOn: '2026-10-05', runOn: '2026-10-06', loans: 120 },
  { name: 'October-November 2026 closings', loadedOn: '2026-11-20', runOn: '2026-11-21', loans: 80 },
];
const FIRST_NAMES = [
  'Maria',
  'James',
  'Aisha',
  'Wei',
  'Carlos',
  'Emily',
  'Tomasz',
  'Priya',
  'Daniel',
  'Grace',
];
const LAST_NAMES = [
  'Alvarez',
  'Brooks',
  'Chen',
  'Dubois',
  'Evans',
  'Farah',
  'Garcia',
  'Hughes',
  'Ito',
  'Jensen',
];
const PRODUCTS = ['30-year fixed', '15-year fixed', '5/6 ARM', 'FHA 30-year', 'VA 30-year'];
const STATES = ['CO', 'FL', 'IL', 'NY', 'TX', 'WA', 'CA', 'ME'];
/** The loan population's groups, by share: TRID 40 %, fair lending 25 %, HMDA 20 %, flood 15 %. */
const GROUP_CYCLE = [0, 0, 1, 0, 2, 1, 0, 3, 2, 1, 0, 3, 2, 0, 1, 0, 2, 3, 0, 1];
const OWNERS = ['Dana Whitfield', 'Marcus Lee', 'Sofia Ramirez'];

async function ids(tx: Queryable, table: string): Promise<Map<string, number>> {
  const { rows } = await tx.query<{ id: number; name: string }>(`SELECT id, name FROM ${table}`);
  return new Map(rows.map((row) => [row.name, row.id]));
}

async function seedList(
  tx: Queryable,
  table: string,
  rows: [string, string][],
): Promise<Map<string, number>> {
  for (const [name, description] of rows) {
    await tx.query(`INSERT INTO ${table} (name, description) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
      name,
      description,
    ]);
  }
  return ids(tx, table);
}

export async function seedComplianceTesting(tx: Queryable): Promise<void> {
  await seedMenu(tx);
  for (const [id, name] of [
    [1, 'Pass'],
    [2, 'Exception'],
    [3, 'Not Applicable'],
    [4, 'Remediated'],
  ] as const) {
    await tx.query('INSERT INTO ct_result_statuses (id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      id,
      name,
    ]);
  }
  const groups = await seedList(tx, 'ct_test_groups', GROUPS);
  const types = await seedList(tx, 'ct_test_types', TYPES);
  const categories = await seedList(tx, 'ct_test_categories', CATEGORIES);
  const requirementCategories = await seedList(tx, 'ct_requirement_categories', REQUIREMENT_CATEGORIES);
  const { rows: regulatorRows } = await tx.query<{ id: number; code_name: string }>(
    'SELECT id, code_name FROM regulators',
  );
  const regulators = new Map(regulatorRows.map((row) => [row.code_name, row.id]));
  const ruleIds: number[] = [];
  for (const rule of RULES) {
    const regulator = regulators.get(rule.regulator) ?? REGULATOR_IDS[rule.regulator];
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO ct_testing_rules (rule_number, name, description, requirement_number, group_id, type_id,
         category_id, requirement_category_id, regulator_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (rule_number) DO UPDATE SET name = excluded.name RETURNING id`,
      [
        rule.number,
        rule.name,
        `Tests each loan of the group against ${rule.requirement}.`,
        rule.requirement,
        groups.get(rule.group),
        types.get(rule.type),
        categories.get(rule.category),
        requirementCategories.get(rule.requirementCategory),
        regulator,
      ],
    );
    ruleIds.push(rows[0]!.id);
  }

  const { rows: existing } = await tx.query('SELECT 1 FROM ct_loan_loads LIMIT 1');
  if (existing.length > 0) return;
  // The loan population and everything found in it are the first client's.
  const { rows: firstClient } = await tx.query<{ id: number | null }>('SELECT min(id) AS id FROM clients');
  const clientId = firstClient[0]?.id ?? null;
  const groupIds = GROUPS.slice(0, 4).map(([name]) => groups.get(name)!);
  let loanNumber = 0;
  const queueIds: number[] = [];
  for (const [loadIndex, load] of LOADS.entries()) {
    const { rows: loadRows } = await tx.query<{ id: number }>(
      'INSERT INTO ct_loan_loads (name, loaded_on, client_id) VALUES ($1, $2, $3) RETURNING id',
      [load.name, load.loadedOn, clientId],
    );
    const loadId = loadRows[0]!.id;
    const { rows: runRows } = await tx.query<{ id: number }>(
      'INSERT INTO ct_test_runs (loan_load_id, run_on, client_id) VALUES ($1, $2, $3) RETURNING id',
      [loadId, load.runOn, clientId],
    );
    const runId = runRows[0]!.id;
    const exceptionsByRule = new Map<number, number>();
    for (let index = 0; index < load.loans; index += 1) {
      loanNumber += 1;
      const groupIndex = GROUP_CYCLE[loanNumber % GROUP_CYCLE.length]!;
      const day = 1 + (loanNumber % 28);
      const month = loadIndex === 0 ? 7 + (loanNumber % 3) : 10 + (loanNumber % 2);
      const { rows: loanRows } = await tx.query<{ id: number }>(
        `INSERT INTO ct_loans (loan_number, loan_load_id, group_id, borrower_name, product, state, loan_amount,
           originated_on, client_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          `LN-2026-${String(loanNumber).padStart(5, '0')}`,
          loadId,
          groupIds[groupIndex],
          `${FIRST_NAMES[(loanNumber + Math.floor(loanNumber / 20) * 3) % 10]} ${LAST_NAMES[(loanNumber * 3 + Math.floor(loanNumber / 7)) % 10]}`,
          PRODUCTS[(loanNumber + Math.floor(loanNumber / 3)) % PRODUCTS.length],
          STATES[(loanNumber * 5 + Math.floor(loanNumber / 11)) % STATES.length],
          125_000 + ((loanNumber * 7919) % 600) * 1000,
          `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
          clientId,
        ],
      );
      const loanId = loanRows[0]!.id;
      for (const [ruleIndex, rule] of RULES.entries()) {
        if (rule.group !== GROUPS[groupIndex]![0]) continue;
        const mix = (loanNumber * 7 + ruleIndex * 13 + loadIndex * 3) % 19;
        const status = mix === 0 || mix === 7 ? 2 : mix === 11 ? 3 : 1;
        if (status === 2)
          exceptionsByRule.set(ruleIds[ruleIndex]!, (exceptionsByRule.get(ruleIds[ruleIndex]!) ?? 0) + 1);
        await tx.query(
          `INSERT INTO ct_test_results (run_id, testing_rule_id, loan_id, result_status_id, exception_message,
             client_id)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [runId, ruleIds[ruleIndex], loanId, status, status === 2 ? rule.exception : '', clientId],
        );
      }
    }
    // A queue row per rule that found exceptions, in every status across the two runs.
    for (const [ruleIndex, ruleId] of ruleIds.entries()) {
      if (!exceptionsByRule.get(ruleId)) continue;
      const pick = (ruleIndex + loadIndex * 2) % 6;
      const [statusId, subStatusId, comments] =
        loadIndex === 1
          ? [1, null, '']
          : pick === 1
            ? [2, null, 'Loan files requested from the closing team.']
            : pick === 3
              ? [3, 1, 'Exceptions traced to a test data defect; loans re-tested in the next load.']
              : pick === 5
                ? [4, null, 'Defect not confirmed; remediation restarted.']
                : [1, null, ''];
      const submitted = `2026-${loadIndex === 0 ? '10-07' : '11-22'}`;
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO ct_remediation_queue (run_id, testing_rule_id, submitted_on, status_id, sub_status_id, comments,
           client_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [runId, ruleId, submitted, statusId, subStatusId, comments, clientId],
      );
      queueIds.push(rows[0]!.id);
      const rule = RULES[ruleIndex]!;
      const tasks = [
        [
          `Confirm each ${rule.number} exception against the loan file`,
          'Pull the file of every loan listed and mark the exceptions that stand.',
        ],
        [
          `Cure the confirmed ${rule.number} exceptions`,
          'Refund, re-disclose or correct the record for each confirmed loan and keep the proof.',
        ],
      ];
      for (const [taskIndex, [title, description]] of tasks.entries()) {
        await tx.query(
          `INSERT INTO ct_remediation_tasks (queue_id, title, description, owner_name, due_on, status, client_id)
           VALUES ($1, $2, $3, $4, $5, 'Open', $6)`,
          [
            rows[0]!.id,
            title,
            description,
            OWNERS[(ruleIndex + taskIndex) % OWNERS.length],
            loadIndex === 0 ? '2026-12-15' : '2027-01-15',
            clientId,
          ],
        );
      }
      // The last two rules of the second load wait for an officer to add their action plans.
      if (statusId !== 3 && !(loadIndex === 1 && ruleIndex >= ruleIds.length - 2)) {
        const assessed = loadIndex === 0 && pick !== 0;
        await tx.query(
          `INSERT INTO ct_action_plans (run_id, testing_rule_id, status, root_cause, action_plan, owner_name, target_on,
             assessed_at, client_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            runId,
            ruleId,
            !assessed ? 'Open' : pick === 5 ? 'Completed' : 'In Progress',
            assessed ? `Process gap behind ${rule.number}: ${rule.exception}` : '',
            assessed ? 'Retrain the team, add a pre-closing checklist step and re-test the next load.' : '',
            assessed ? OWNERS[ruleIndex % OWNERS.length] : '',
            assessed ? '2027-01-31' : null,
            assessed ? '2026-10-20T15:00:00Z' : null,
            clientId,
          ],
        );
      }
    }
  }
  // Evidence already kept on the first task of the first queue row: the confirmed exceptions and the re-test notes.
  const { rows: firstTask } = await tx.query<{ id: number }>(
    'SELECT id FROM ct_remediation_tasks WHERE queue_id = $1 ORDER BY id LIMIT 1',
    [queueIds[0]],
  );
  if (firstTask.length > 0) {
    const files = [
      ['confirmed-exceptions.csv', 'loan_number,confirmed,note\nLN-2026-00019,yes,LE sent day 5\n'],
      ['retest-notes.csv', 'loan_number,retested,result\nLN-2026-00019,2026-10-28,pass\n'],
    ] as const;
    for (const [fileName, text] of files) {
      const csv = Buffer.from(text, 'utf8');
      await tx.query(
        `INSERT INTO ct_remediation_evidence (task_id, file_name, content_type, size, content)
         VALUES ($1, $2, 'text/csv', $3, $4)`,
        [firstTask[0]!.id, fileName, csv.length, csv],
      );
    }
  }
}

async function seedMenu(tx: Queryable): Promise<void> {
  const { rows: root } = await tx.query('SELECT 1 FROM menu_items WHERE id = 1');
  if (root.length === 0) return; // a catalogue without the demo menu: nothing to hang the entries on
  await tx.query(
    `INSERT INTO menu_items (id, parent_id, sort_order, label, router_link, image, selected_index)
     VALUES ($1, NULL, 850, 'Compliance Testing', NULL, 'task', NULL) ON CONFLICT (id) DO NOTHING`,
    [I.group],
  );
  for (const [index, item] of MENU.entries()) {
    await tx.query(
      `INSERT INTO menu_items (id, parent_id, sort_order, label, router_link, image, selected_index)
       VALUES ($1, $2, $3, $4, $5, $6, NULL) ON CONFLICT (id) DO NOTHING`,
      [item.id, I.group, index + 1, item.label, item.route, item.image],
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
    for (const item of MENU) {
      await tx.query(
        'INSERT INTO role_menu_items (role_id, menu_item_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
        [role.id, item.id],
      );
      if (EDIT.includes(role.name)) {
        await tx.query(
          'INSERT INTO role_editable_routes (role_id, router_link) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [role.id, item.route],
        );
      }
    }
  }
}
