import { afterAll, describe, expect, it } from 'vitest';
import { migrations } from '../db/migrations/index.js';
import { OWNERSHIP_MESSAGES } from '../http/caller.js';
import { migrate, openDb, type Db } from '../index.js';
import { COMPLIANCE_TESTING_LEGACY_MESSAGES as M } from '../modules/compliance-testing/compliance-testing.routes.js';
import { DMU_MESSAGES } from '../modules/validator-setup/dmu.routes.js';
import { expectRefusal, sessionCaller } from './catalogue-helpers.js';
import { useCatalogue, type Session } from './helpers.js';

const catalogue = useCatalogue();
const call = sessionCaller(catalogue);
const SETUP = '/api/validatorfile-setup';
const CT = '/api/compliance-testing';
const MAINTENANCE = '/api/azimuth-maintenance';
const NOT_FOUND = OWNERSHIP_MESSAGES.notFound;

const sessions: Record<string, Session> = {};
async function as(name: string): Promise<Session> {
  sessions[name] ??= await catalogue.client.login(`${name}@lexbridge.test`);
  return sessions[name];
}
async function one<T>(sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await catalogue.running.db.query<T>(sql, params);
  return rows[0]!;
}
const clientIdOf = async (name: string) =>
  (await one<{ id: number }>('SELECT id FROM clients WHERE name = $1', [name])).id;

interface Counts {
  mappedAGRCSystemFields: number;
  aGRCFieldsNotAvailable: number;
  notRequiredNotExpected: number;
  groupMapped: number;
}
interface Mapping {
  id: number;
  clientId: number;
  agrcFields: string;
  status: string;
  version: number;
}
interface QueueRow {
  id: number;
  clientId: number;
  statusId: number;
  version: number;
  ruleNumber: string;
}

describe('DMU mappings belong to a client', () => {
  async function encompass() {
    return (await one<{ id: number }>(`SELECT id FROM dmu_systems WHERE name = 'Encompass'`)).id;
  }
  const counts = async (who: string, systemId: number, clientId?: number) =>
    (
      await call<Counts>(await as(who), 'GET', `${SETUP}/get-dmu-dashboard-count`, undefined, {
        systemId,
        ...(clientId ? { clientId } : {}),
      })
    ).body.Result;
  const mappings = async (who: string, systemId: number, clientId?: number) =>
    (
      await call<{ data: Mapping[] }>(await as(who), 'POST', `${SETUP}/get-dmu-systemfield-mapping`, {
        systemId,
        ...(clientId ? { clientId } : {}),
      })
    ).body.Result.data.filter((row) => row.id !== 0);

  it("keeps each client's mappings, counts and group mappings apart", async () => {
    const systemId = await encompass();
    const harborview = await clientIdOf('Harborview Credit Union');
    const northgate = await clientIdOf('Northgate Savings Bank');
    const before = {
      harborview: await counts('business', systemId),
      northgate: await counts('northgate-business', systemId),
    };
    // The seeded decisions are the first client's.
    expect(before.harborview.mappedAGRCSystemFields).toBeGreaterThan(0);
    expect(before.northgate).toMatchObject({ mappedAGRCSystemFields: 0, aGRCFieldsNotAvailable: 0 });
    expect((await mappings('business', systemId)).every((row) => row.clientId === harborview)).toBe(true);
    expect(await mappings('northgate-business', systemId)).toEqual([]);

    const field = await one<{ id: number }>(`SELECT id FROM dmu_agrc_fields WHERE name = 'Property Type'`);
    const saved = await call<Mapping>(
      await as('business'),
      'POST',
      `${SETUP}/submit-dmu-systemfield-mapping`,
      {
        systemId,
        statusId: 2,
        agrcFieldIds: [field.id],
      },
    );
    expect([saved.status, saved.body.Result.clientId]).toEqual([200, harborview]);
    // Northgate may decide the same AGRC field for the same system its own way.
    const theirs = await call<Mapping>(
      await as('northgate-business'),
      'POST',
      `${SETUP}/submit-dmu-systemfield-mapping`,
      { systemId, statusId: 1, agrcFieldIds: [field.id] },
    );
    expect([theirs.status, theirs.body.Result.clientId]).toEqual([200, northgate]);

    expect((await counts('business', systemId)).notRequiredNotExpected).toBe(
      before.harborview.notRequiredNotExpected + 1,
    );
    expect(await counts('northgate-business', systemId)).toMatchObject({
      notRequiredNotExpected: 0,
      aGRCFieldsNotAvailable: 1,
    });
    // Provider staff choose the client; without one they see the first client's.
    expect((await counts('admin', systemId, northgate)).aGRCFieldsNotAvailable).toBe(1);
    expect(await counts('admin', systemId)).toEqual(await counts('business', systemId));
    expect((await mappings('admin', systemId, northgate)).map((row) => row.id)).toEqual([
      theirs.body.Result.id,
    ]);

    const group = await one<{ id: number }>(
      `SELECT id FROM dmu_system_groups WHERE system_id = $1 ORDER BY name LIMIT 1`,
      [systemId],
    );
    const category = await one<{ id: number }>('SELECT min(id) AS id FROM dmu_agrc_categories');
    const groupSaved = await call(
      await as('northgate-business'),
      'POST',
      `${SETUP}/submit-dmu-systemgroup-mapping`,
      {
        systemGroupId: group.id,
        categoryId: category.id,
      },
    );
    expect(groupSaved.body.Message).toBe(DMU_MESSAGES.groupSaved);
    const groupsOf = async (who: string) =>
      (
        await call<{ id: number; categoryId: number | null }[]>(
          await as(who),
          'GET',
          `${SETUP}/get-dmu-systemgroup-list`,
          undefined,
          { systemId },
        )
      ).body.Result.find((row) => row.id === group.id)!.categoryId;
    expect(await groupsOf('northgate-business')).toBe(category.id);
    expect(await groupsOf('business')).toBeNull();
    expect((await counts('northgate-business', systemId)).groupMapped).toBe(1);
    expect((await counts('business', systemId)).groupMapped).toBe(before.harborview.groupMapped);
  });

  it("answers NOT_FOUND to a client's user naming another client or changing another client's mapping", async () => {
    const systemId = await encompass();
    const harborview = await clientIdOf('Harborview Credit Union');
    const theirs = (await mappings('business', systemId))[0]!;
    const northgate = await as('northgate-business');
    expectRefusal(
      await call(northgate, 'GET', `${SETUP}/get-dmu-dashboard-count`, undefined, {
        systemId,
        clientId: harborview,
      }),
      404,
      NOT_FOUND,
    );
    expectRefusal(
      await call(northgate, 'POST', `${SETUP}/get-dmu-systemfield-mapping`, {
        systemId,
        clientId: harborview,
      }),
      404,
      NOT_FOUND,
    );
    const field = await one<{ id: number }>(`SELECT id FROM dmu_agrc_fields WHERE name = 'Loan Purpose'`);
    for (const body of [
      { id: theirs.id, version: theirs.version, systemId, statusId: 2, agrcFieldIds: [field.id] },
      { id: theirs.id, systemId, statusId: 4 },
      { systemId, statusId: 2, agrcFieldIds: [field.id], clientId: harborview },
    ]) {
      expectRefusal(
        await call(northgate, 'POST', `${SETUP}/submit-dmu-systemfield-mapping`, body),
        404,
        NOT_FOUND,
      );
    }
    expectRefusal(
      await call(northgate, 'POST', `${SETUP}/submit-dmu-systemgroup-mapping`, {
        systemGroupId: 1,
        categoryId: 1,
        clientId: harborview,
      }),
      404,
      NOT_FOUND,
    );
    expect((await mappings('business', systemId)).find((row) => row.id === theirs.id)).toEqual(theirs);

    const clients = async (who: string) =>
      (await call<{ name: string }[]>(await as(who), 'GET', `${SETUP}/get-dmu-client-list`)).body.Result.map(
        (row) => row.name,
      );
    expect(await clients('business')).toEqual(['Harborview Credit Union']);
    expect(await clients('admin')).toEqual(
      expect.arrayContaining(['Harborview Credit Union', 'Northgate Savings Bank']),
    );
  });

  it('lets the read-only administrator read any client and change nothing', async () => {
    const systemId = await encompass();
    const northgate = await clientIdOf('Northgate Savings Bank');
    expect((await counts('auditor', systemId, northgate)).aGRCFieldsNotAvailable).toBeGreaterThanOrEqual(0);
    const refused = await call(await as('auditor'), 'POST', `${SETUP}/submit-dmu-systemfield-mapping`, {
      systemId,
      statusId: 2,
      agrcFieldIds: [1],
      clientId: northgate,
    });
    expect(refused.status).toBe(403);
  });
});

describe('compliance-testing loans belong to a client', () => {
  const queue = async (who: string, body: Record<string, unknown> = {}) =>
    (await call<QueueRow[]>(await as(who), 'POST', `${CT}/get-loan-remediation-queue`, body)).body.Result;

  it("lists and counts a client's own loan population only", async () => {
    const harborview = await clientIdOf('Harborview Credit Union');
    const mine = await queue('clientadmin');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((row) => row.clientId === harborview)).toBe(true);
    expect(await queue('northgate-admin')).toEqual([]);
    expect((await queue('admin')).length).toBe(mine.length);

    const northgateAdmin = await as('northgate-admin');
    for (const path of ['get-action-plan-list', 'get-action-plan-work-queue', 'get-action-plan-candidates']) {
      expect((await call<unknown[]>(northgateAdmin, 'POST', `${CT}/${path}`, {})).body.Result).toEqual([]);
    }
    expect((await call<unknown[]>(northgateAdmin, 'GET', `${CT}/get-loan-load`)).body.Result).toEqual([]);
    expect(
      (await call<unknown[]>(northgateAdmin, 'POST', `${CT}/group-population-graph-count`, {})).body.Result,
    ).toEqual([]);
    expect((await call<unknown[]>(northgateAdmin, 'POST', `${CT}/exceptions-graph`, {})).body.Result).toEqual(
      [],
    );
    const group = await one<{ group_id: number }>('SELECT min(group_id) AS group_id FROM ct_loans');
    const loans = await call<{ totalCount: number }>(
      northgateAdmin,
      'POST',
      `${CT}/group-population-graph-list`,
      {
        groupId: group.group_id,
      },
    );
    expect(loans.body.Result.totalCount).toBe(0);
    expect(
      (await call<unknown[]>(await as('clientadmin'), 'GET', `${CT}/get-loan-load`)).body.Result.length,
    ).toBe(2);
    expectRefusal(
      await call(northgateAdmin, 'POST', `${CT}/get-loan-remediation-queue`, { clientId: harborview }),
      404,
      NOT_FOUND,
    );
  });

  it("refuses another client's remediation row, task, evidence and action plan by id, and its loans", async () => {
    const row = (await queue('clientadmin')).find((candidate) => candidate.statusId === 1)!;
    const task = await one<{ id: number }>(
      'SELECT min(id) AS id FROM ct_remediation_tasks WHERE queue_id = $1',
      [row.id],
    );
    const evidence = await one<{ id: number }>('SELECT min(id) AS id FROM ct_remediation_evidence');
    const plan = await one<{ id: number; version: number }>(
      'SELECT id, version FROM ct_action_plans ORDER BY id LIMIT 1',
    );
    const candidate = (
      await call<QueueRow[]>(await as('clientadmin'), 'POST', `${CT}/get-action-plan-candidates`, {})
    ).body.Result[0]!;
    const other = await as('northgate-admin');
    const refusals = [
      call(other, 'POST', `${CT}/save-loan-remediation`, { id: row.id, statusId: 2, version: row.version }),
      call(other, 'POST', `${CT}/get-loan-remediation-list`, { queueId: row.id }),
      call(other, 'GET', `${CT}/get-remediation-task-data`, undefined, { queueId: row.id }),
      call(other, 'POST', `${CT}/save-remediation-task`, {
        queueId: row.id,
        title: 'Not ours',
        ownerName: 'Nora',
        dueDate: '2027-01-01',
      }),
      call(other, 'POST', `${CT}/save-remediation-task`, {
        id: task.id,
        title: 'Not ours',
        ownerName: 'Nora',
        dueDate: '2027-01-01',
      }),
      call(
        other,
        'POST',
        `${CT}/upload-remediation-evidence`,
        { FileName: 'x.txt', FileText: 'eA==' },
        {
          TaskId: task.id,
        },
      ),
      call(other, 'GET', `${CT}/download-remediation-evidence`, undefined, { Id: evidence.id }),
      call(other, 'DELETE', `${CT}/delete-remediation-evidence`, undefined, { Id: evidence.id }),
      call(other, 'POST', `${CT}/save-assessment`, {
        id: plan.id,
        version: plan.version,
        status: 'Completed',
        rootCause: 'x',
        actionPlan: 'y',
      }),
      call(other, 'POST', `${CT}/add-action-plan`, {
        queueId: candidate.id,
        ownerName: 'Nora',
        targetDate: '2027-01-01',
      }),
    ];
    for (const answer of await Promise.all(refusals)) {
      expect([answer.status, (answer.body as { Message?: string }).Message]).toEqual([404, NOT_FOUND]);
    }
    // Nothing changed: the row keeps its status and version.
    expect((await queue('clientadmin')).find((candidate) => candidate.id === row.id)).toMatchObject({
      statusId: row.statusId,
      version: row.version,
    });
    const loan = await one<{ loan_number: string; testing_rule_id: number }>(
      `SELECT l.loan_number, r.testing_rule_id FROM ct_test_results r JOIN ct_loans l ON l.id = r.loan_id
        WHERE r.result_status_id = 1 ORDER BY r.id LIMIT 1`,
    );
    expectRefusal(
      await call(other, 'POST', `${CT}/add-loan-exception`, {
        loanNumber: loan.loan_number,
        testingRuleId: loan.testing_rule_id,
        exceptionMessage: 'Not ours',
      }),
      400,
      M.loanNotFound(loan.loan_number),
    );
    // Its own client's user changes the same row.
    const own = await call<QueueRow>(await as('clientadmin'), 'POST', `${CT}/save-loan-remediation`, {
      id: row.id,
      statusId: 2,
      version: row.version,
    });
    expect(own.status).toBe(200);
  });

  it("files what is found in a client's loans under that client, and keeps the lists provider staff's", async () => {
    const northgate = await clientIdOf('Northgate Savings Bank');
    const group = await one<{ id: number; rule: number }>(
      `SELECT g.id, (SELECT min(r.id) FROM ct_testing_rules r WHERE r.group_id = g.id AND r.is_active) AS rule
         FROM ct_test_groups g WHERE EXISTS (SELECT 1 FROM ct_testing_rules r WHERE r.group_id = g.id)
        ORDER BY g.id LIMIT 1`,
    );
    const load = await one<{ id: number }>(
      `INSERT INTO ct_loan_loads (name, loaded_on, client_id) VALUES ('Northgate Q4', current_date, $1) RETURNING id`,
      [northgate],
    );
    await catalogue.running.db.query(
      `INSERT INTO ct_loans (loan_number, loan_load_id, group_id, borrower_name, product, state, loan_amount,
         originated_on, client_id)
       VALUES ('NG-0001', $1, $2, 'Nils Banker', 'Conventional', 'OH', 200000, current_date, $3)`,
      [load.id, group.id, northgate],
    );
    const added = await call<QueueRow>(await as('northgate-admin'), 'POST', `${CT}/add-loan-exception`, {
      loanNumber: 'NG-0001',
      testingRuleId: group.rule,
      exceptionMessage: 'Loan Estimate sent late',
    });
    expect([added.status, added.body.Result.clientId]).toEqual([200, northgate]);
    expect((await queue('northgate-admin')).map((row) => row.id)).toEqual([added.body.Result.id]);
    expect((await queue('clientadmin')).some((row) => row.id === added.body.Result.id)).toBe(false);
    const stored = await one<Record<string, number>>(
      `SELECT (SELECT client_id FROM ct_test_runs WHERE loan_load_id = $1) AS run,
              (SELECT client_id FROM ct_test_results WHERE loan_id = (SELECT id FROM ct_loans WHERE loan_number = 'NG-0001')) AS result`,
      [load.id],
    );
    expect(stored).toEqual({ run: northgate, result: northgate });
    const task = await call<{ id: number }>(
      await as('northgate-admin'),
      'POST',
      `${CT}/save-remediation-task`,
      {
        queueId: added.body.Result.id,
        title: 'Re-disclose',
        ownerName: 'Nora',
        dueDate: '2027-01-01',
      },
    );
    expect(task.status).toBe(200);
    expect(
      (
        await one<{ client_id: number }>('SELECT client_id FROM ct_remediation_tasks WHERE id = $1', [
          task.body.Result.id,
        ])
      ).client_id,
    ).toBe(northgate);
    const plan = await call<{ clientId: number }>(
      await as('northgate-admin'),
      'POST',
      `${CT}/add-action-plan`,
      {
        queueId: added.body.Result.id,
        ownerName: 'Nora',
        targetDate: '2027-01-01',
      },
    );
    expect([plan.status, plan.body.Result.clientId]).toEqual([200, northgate]);

    expectRefusal(
      await call(await as('clientadmin'), 'POST', `${MAINTENANCE}/add-test-type`, { name: 'Client type' }),
      403,
      OWNERSHIP_MESSAGES.providerOnly,
    );
    expectRefusal(
      await call(await as('clientadmin'), 'DELETE', `${MAINTENANCE}/delete-test-type`, undefined, { Id: 1 }),
      403,
      OWNERSHIP_MESSAGES.providerOnly,
    );
  });
});

describe('migration 027 on a catalogue that already holds mappings and loans', () => {
  let db: Db | undefined;
  afterAll(async () => {
    await db?.close();
  });

  it('gives every existing mapping and loan-population record to the first client, and lets clients map apart', async () => {
    db = await openDb({ dataDir: 'memory://' });
    await migrate(
      db,
      migrations.filter((migration) => migration.version < 27),
    );
    await db.exec(`
      INSERT INTO clients (name) VALUES ('First'), ('Second');
      INSERT INTO dmu_mapping_statuses (id, name) VALUES (1, 'Not Available');
      INSERT INTO dmu_systems (name) VALUES ('Encompass');
      INSERT INTO dmu_agrc_categories (name) VALUES ('Loan');
      INSERT INTO dmu_agrc_fields (category_id, name) VALUES (1, 'Loan Amount');
      INSERT INTO dmu_system_groups (system_id, name) VALUES (1, 'Loan Terms');
      INSERT INTO dmu_mappings (system_id, status_id) VALUES (1, 1);
      INSERT INTO dmu_mapping_agrc_fields (mapping_id, system_id, agrc_field_id) VALUES (1, 1, 1);
      INSERT INTO dmu_group_mappings (system_group_id, category_id) VALUES (1, 1);
      INSERT INTO regulators (name, code_name, authority) VALUES ('Consumer Bureau', 'CFPB', 'Federal');
      INSERT INTO ct_test_groups (name) VALUES ('TRID');
      INSERT INTO ct_test_types (name) VALUES ('Timing');
      INSERT INTO ct_test_categories (name) VALUES ('Disclosure');
      INSERT INTO ct_requirement_categories (name) VALUES ('Regulation Z');
      INSERT INTO ct_testing_rules (rule_number, name, requirement_number, group_id, type_id, category_id,
                                    requirement_category_id, regulator_id)
        VALUES ('TRID-01', 'LE timing', '1026.19', 1, 1, 1, 1, 1);
      INSERT INTO ct_result_statuses (id, name) VALUES (2, 'Exception');
      INSERT INTO ct_loan_loads (name, loaded_on) VALUES ('Q3', '2026-10-01');
      INSERT INTO ct_loans (loan_number, loan_load_id, group_id, borrower_name, product, state, loan_amount,
                            originated_on) VALUES ('LN-1', 1, 1, 'Maria', 'Fixed', 'CO', 1000, '2026-09-01');
      INSERT INTO ct_test_runs (loan_load_id, run_on) VALUES (1, '2026-10-02');
      INSERT INTO ct_test_results (run_id, testing_rule_id, loan_id, result_status_id) VALUES (1, 1, 1, 2);
      INSERT INTO ct_remediation_queue (run_id, testing_rule_id, submitted_on) VALUES (1, 1, '2026-10-03');
      INSERT INTO ct_remediation_tasks (queue_id, title, owner_name, due_on) VALUES (1, 'Cure', 'Dana', '2027-01-01');
      INSERT INTO ct_action_plans (run_id, testing_rule_id) VALUES (1, 1);
    `);
    expect(
      await migrate(
        db,
        migrations.filter((migration) => migration.version <= 27),
      ),
    ).toEqual([27]);
    const { rows } = await db.query<{ owners: number[] }>(
      `SELECT array_agg(DISTINCT client_id) AS owners FROM (
         SELECT client_id FROM dmu_mappings UNION ALL SELECT client_id FROM dmu_mapping_agrc_fields
         UNION ALL SELECT client_id FROM dmu_group_mappings UNION ALL SELECT client_id FROM ct_loan_loads
         UNION ALL SELECT client_id FROM ct_loans UNION ALL SELECT client_id FROM ct_test_runs
         UNION ALL SELECT client_id FROM ct_test_results UNION ALL SELECT client_id FROM ct_remediation_queue
         UNION ALL SELECT client_id FROM ct_remediation_tasks UNION ALL SELECT client_id FROM ct_action_plans) owned`,
    );
    expect(rows[0]!.owners).toEqual([1]);
    // The second client maps the same AGRC field of the same system, and its own category for the same group.
    await db.exec(`
      INSERT INTO dmu_mappings (system_id, status_id, client_id) VALUES (1, 1, 2);
      INSERT INTO dmu_mapping_agrc_fields (mapping_id, system_id, agrc_field_id, client_id) VALUES (2, 1, 1, 2);
      INSERT INTO dmu_group_mappings (system_group_id, category_id, client_id) VALUES (1, 1, 2);
    `);
    await expect(
      db.query(
        'INSERT INTO dmu_mapping_agrc_fields (mapping_id, system_id, agrc_field_id, client_id) VALUES (2, 1, 1, 1)',
      ),
    ).rejects.toThrow();
  });
});
