import { hashPassword } from '../auth/password.js';
import { ADMINISTRATION_SEED, seedAdministration } from './administration-seed.js';
import type { Db, Queryable } from '../db/db.js';
import { BUSINESS_SEED, seedBusiness } from './business-seed.js';
import { CATALOGUE_SEED, seedCatalogue } from './catalogue-seed.js';
import { DEMO_PASSWORD, DEMO_USERS, MENU_ITEMS, ROLES } from './demo-data.js';
import { MAPPINGS_SEED, seedMappings } from './mappings-seed.js';
import { CHANGE_MANAGEMENT_SEED, seedChangeManagement } from './change-management-seed.js';
import { seedSubscriptions } from './subscriptions.js';
import { HMDA_SEED, seedHmda } from './hmda-seed.js';
import { ADMINISTRATION_MORE_SEED, seedAdministrationMore } from './administration-more-seed.js';
import { COMPLIANCE_TESTING_SEED, seedComplianceTesting } from './compliance-testing-seed.js';
import { RISK_SEED, seedRisk } from './risk-seed.js';
import { seedValidator, VALIDATOR_SEED } from './validator-seed.js';
import { seedValidatorSetup, VALIDATOR_SETUP_SEED } from './validator-setup-seed.js';
import { seedValidatorTests, VALIDATOR_TESTS_SEED } from './validator-tests-seed.js';
import { GAPS_SEED, seedGapsAndHierarchy } from './gaps-seed.js';
import { seedWorkflow, WORKFLOW_SEED } from './workflow-seed.js';
import { REPORTING_SEED, seedReporting } from './reporting-seed.js';
import { ADMIN_FINISH_SEED, seedAdminFinish } from './admin-finish-seed.js';
import { OWNERSHIP_SEED, seedOwnership } from './ownership-seed.js';

const DEMO_SEED = 'demo-v1';
/** Seeds added after demo-v1, each run once per database, so a database seeded before they existed gets them. */
const LATER_SEEDS: readonly { name: string; run: (tx: Queryable) => Promise<void> }[] = [
  { name: 'subscriptions-v1', run: seedSubscriptions },
  { name: CATALOGUE_SEED, run: seedCatalogue },
  { name: VALIDATOR_SEED, run: seedValidator },
  { name: MAPPINGS_SEED, run: seedMappings },
  { name: WORKFLOW_SEED, run: seedWorkflow },
  // Change management's step breadcrumbs, and its inbox counting the work queue's undecided changes.
  { name: CHANGE_MANAGEMENT_SEED, run: seedChangeManagement },
  // The business module: step breadcrumbs, business-approver@, artifacts, questions and business laws.
  { name: BUSINESS_SEED, run: seedBusiness },
  // The administration menu, master lists the catalogue lacked, client details and a client administrator.
  { name: ADMINISTRATION_SEED, run: seedAdministration },
  // HMDA reference data, its menu entries and the read-only administrator (after the validator's clients).
  { name: HMDA_SEED, run: seedHmda },
  // Validator setup and results, and system field mapping (after the validator's tests and clients).
  { name: VALIDATOR_SETUP_SEED, run: seedValidatorSetup },
  // Artifacts, question lists, employee assignments and the Search History breadcrumb.
  { name: ADMINISTRATION_MORE_SEED, run: seedAdministrationMore },
  // Reporting: its menu, the report tool's clients and flags, dashboards, the gap register and risk ratings.
  { name: REPORTING_SEED, run: seedReporting },
  // Compliance testing: its lists, testing rules, a loan population with results, remediation and its menu.
  { name: COMPLIANCE_TESTING_SEED, run: seedComplianceTesting },
  // Risk rating and risk assessment: parameters, levels, frequencies, the questionnaire, assessments, the Risk menu.
  { name: RISK_SEED, run: seedRisk },
  // Process hierarchies, the gaps questionnaire, seeded gaps and client change management's changes.
  { name: GAPS_SEED, run: seedGapsAndHierarchy },
  // E-mail triggers of the requirement submission and registration events.
  { name: ADMIN_FINISH_SEED, run: seedAdminFinish },
  // Validator test requests: system and source types, and a request of the first client.
  { name: VALIDATOR_TESTS_SEED, run: seedValidatorTests },
  // Ownership: the provider roles, every client-side demo user's client, and the second client's users.
  { name: OWNERSHIP_SEED, run: seedOwnership },
];
/** Every seed recorded in seed_runs once a database is fully seeded. */
export const SEED_NAMES: readonly string[] = [DEMO_SEED, ...LATER_SEEDS.map((seed) => seed.name)];

/**
 * Seeds the demo users, roles, menus and inbox counts, the subscription products (subscriptions.ts) and the demo
 * law catalogue (catalogue-seed.ts), once per database; later calls return false after one query, so every start can call it. Rows that already exist
 * (same e-mail, role name or id) are left as they are, so a changed password or count survives.
 */
/** Seeds what has not been seeded yet; `progress` hears of each seed as it begins. */
export async function seedDemoData(db: Db, progress: (step: string) => void = () => {}): Promise<boolean> {
  if (await alreadySeeded(db)) return false;
  progress('seed of the demo users and menus');
  // Hashed before the transaction: scrypt is slow on purpose and must not hold the database meanwhile.
  const passwordHashes = await Promise.all(DEMO_USERS.map(() => hashPassword(DEMO_PASSWORD)));

  return db.transaction(async (tx) => {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtext('lexbridge-legacy:seed'))`);
    // Later seeds run after the demo rows: they may build on the demo users and roles.
    if (await seeded(tx, [DEMO_SEED])) return runLaterSeeds(tx, progress);

    for (const role of ROLES) {
      await tx.query('INSERT INTO roles (name) VALUES ($1) ON CONFLICT (name) DO NOTHING', [role.name]);
    }
    const { rows: roleRows } = await tx.query<{ id: number; name: string }>('SELECT id, name FROM roles');
    const roleIds = new Map(roleRows.map((row) => [row.name, row.id]));

    for (const [index, item] of MENU_ITEMS.entries()) {
      await tx.query(
        `INSERT INTO menu_items (id, parent_id, sort_order, label, router_link, image, selected_index)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (id) DO NOTHING`,
        [item.id, item.parentId, index + 1, item.label, item.routerLink, item.image, item.selectedIndex],
      );
      for (const [crumbIndex, crumb] of item.breadcrumbs.entries()) {
        await tx.query(
          `INSERT INTO breadcrumbs (id, menu_item_id, sort_order, label, router_link, module_name)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
          [crumb.id, item.id, crumbIndex + 1, crumb.label, crumb.routerLink, crumb.moduleName],
        );
      }
    }
    // Explicit ids leave the serial sequences behind; move them past the seed so later inserts do not collide.
    for (const table of ['menu_items', 'breadcrumbs']) {
      await tx.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 1) FROM ${table}))`,
      );
    }

    for (const role of ROLES) {
      const roleId = roleIds.get(role.name)!;
      for (const menuItemId of role.menuItemIds) {
        await tx.query(
          'INSERT INTO role_menu_items (role_id, menu_item_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [roleId, menuItemId],
        );
      }
      for (const route of new Set(role.editableRoutes)) {
        await tx.query(
          'INSERT INTO role_editable_routes (role_id, router_link) VALUES ($1, $2) ON CONFLICT DO NOTHING',
          [roleId, route],
        );
      }
    }

    for (const [index, user] of DEMO_USERS.entries()) {
      const userId = await insertUser(tx, user, passwordHashes[index]);
      for (const role of user.roles) {
        await tx.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
          userId,
          roleIds.get(role)!,
        ]);
      }
      for (const [menuItemId, count] of Object.entries(user.inboxCounts)) {
        await tx.query(
          'INSERT INTO inbox_counts (user_id, menu_item_id, count) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
          [userId, Number(menuItemId), count],
        );
      }
    }

    await tx.query('INSERT INTO seed_runs (name) VALUES ($1)', [DEMO_SEED]);
    await runLaterSeeds(tx, progress);
    return true;
  });
}

async function alreadySeeded(db: Queryable): Promise<boolean> {
  return seeded(db, [...SEED_NAMES]);
}

async function seeded(db: Queryable, names: string[]): Promise<boolean> {
  const { rows } = await db.query<{ done: number }>(
    'SELECT count(*)::int AS done FROM seed_runs WHERE name = ANY($1)',
    [names],
  );
  return rows[0].done === names.length;
}

async function runLaterSeeds(tx: Queryable, progress: (step: string) => void): Promise<boolean> {
  let ran = false;
  for (const seed of LATER_SEEDS) {
    if (await seeded(tx, [seed.name])) continue;
    progress(`seed ${seed.name}`);
    await seed.run(tx);
    await tx.query('INSERT INTO seed_runs (name) VALUES ($1)', [seed.name]);
    ran = true;
  }
  return ran;
}

async function insertUser(
  tx: Queryable,
  user: (typeof DEMO_USERS)[number],
  passwordHash: string,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO users (email, first_name, full_name, password_hash, is_azimuth, is_tableau)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT ((lower(email))) DO NOTHING
     RETURNING id`,
    [user.email, user.firstName, user.fullName, passwordHash, user.isAzimuth, user.isTableau],
  );
  if (rows.length > 0) return rows[0].id;
  const existing = await tx.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [
    user.email,
  ]);
  return existing.rows[0].id;
}
