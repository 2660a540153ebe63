import { beforeAll, describe, expect, it } from 'vitest';
import { OWNERSHIP_MESSAGES } from '../http/caller.js';
import { expectRefusal, sessionCaller } from './catalogue-helpers.js';
import { useCatalogue, type Session } from './helpers.js';

const catalogue = useCatalogue();
const call = sessionCaller(catalogue);
const CT = '/api/compliance-testing';

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

interface PopulationCount {
  groupId: number;
  groupName: string;
  populationCount: number;
}
interface PopulationLoan {
  loanNumber: string;
  clientId: number;
  clientName: string;
}
const population = (rows: PopulationCount[]) => rows.reduce((sum, row) => sum + row.populationCount, 0);

/**
 * The graphs of the loan population by client: the seed's 200 loans are Harborview's, and Northgate gets a load of
 * three loans here, all in one test group with a result each, so every graph has something to count for both.
 */
describe('compliance-testing graphs narrowed to one client', () => {
  let harborview: number;
  let northgate: number;
  let groupId: number;

  beforeAll(async () => {
    harborview = await clientIdOf('Harborview Credit Union');
    northgate = await clientIdOf('Northgate Savings Bank');
    const group = await one<{ id: number; rule: number }>(
      `SELECT g.id, (SELECT min(r.id) FROM ct_testing_rules r WHERE r.group_id = g.id AND r.is_active) AS rule
         FROM ct_test_groups g WHERE EXISTS (SELECT 1 FROM ct_testing_rules r WHERE r.group_id = g.id AND r.is_active)
        ORDER BY g.id LIMIT 1`,
    );
    groupId = group.id;
    const load = await one<{ id: number }>(
      `INSERT INTO ct_loan_loads (name, loaded_on, client_id) VALUES ('Northgate Q4', current_date, $1) RETURNING id`,
      [northgate],
    );
    const run = await one<{ id: number }>(
      `INSERT INTO ct_test_runs (loan_load_id, run_on, client_id) VALUES ($1, current_date, $2) RETURNING id`,
      [load.id, northgate],
    );
    for (const [n, status] of [
      [1, 1],
      [2, 2],
      [3, 2],
    ] as const) {
      const loan = await one<{ id: number }>(
        `INSERT INTO ct_loans (loan_number, loan_load_id, group_id, borrower_name, product, state, loan_amount,
           originated_on, client_id)
         VALUES ($1, $2, $3, 'Nils Banker', 'Conventional', 'OH', 200000, current_date, $4) RETURNING id`,
        [`NG-000${n}`, load.id, group.id, northgate],
      );
      await catalogue.running.db.query(
        `INSERT INTO ct_test_results (run_id, loan_id, testing_rule_id, result_status_id, client_id)
         VALUES ($1, $2, $3, $4, $5)`,
        [run.id, loan.id, group.rule, status, northgate],
      );
    }
  });

  const graph = async <T>(who: string, path: string, body: Record<string, unknown> = {}) =>
    call<T>(await as(who), 'POST', `${CT}/${path}`, body);

  it("counts one client's loans when provider staff name it, and every client's when they name none", async () => {
    const all = (await graph<PopulationCount[]>('admin', 'group-population-graph-count')).body.Result;
    const theirs = await graph<PopulationCount[]>('admin', 'group-population-graph-count', {
      clientId: northgate,
    });
    const ours = await graph<PopulationCount[]>('admin', 'group-population-graph-count', {
      clientId: harborview,
    });
    expect(theirs.status).toBe(200);
    expect(theirs.body.Result.map((row) => [row.groupId, row.populationCount])).toEqual([[groupId, 3]]);
    expect(population(ours.body.Result)).toBe(200);
    expect(population(all)).toBe(203);

    const exceptions = await graph<{ exceptionCount: number; passCount: number }[]>(
      'admin',
      'exceptions-graph',
      {
        clientId: northgate,
      },
    );
    expect(exceptions.body.Result.map((row) => row.exceptionCount)).toEqual([2]);
    for (const path of ['testing-type-graph', 'category-graph', 'regulator-graph']) {
      const counts = (
        await graph<{ passCount: number; exceptionCount: number; notApplicableCount: number }[]>(
          'auditor',
          path,
          {
            clientId: northgate,
          },
        )
      ).body.Result;
      const total = counts.reduce(
        (sum, row) => sum + row.passCount + row.exceptionCount + row.notApplicableCount,
        0,
      );
      expect([path, total]).toEqual([path, 3]);
    }
  });

  it("lists one client's loans of a group with their client's name, or every client's", async () => {
    const theirs = await graph<{ totalCount: number; data: PopulationLoan[] }>(
      'admin',
      'group-population-graph-list',
      { groupId, clientId: northgate, pageNumber: 1, pageSize: 10 },
    );
    expect(theirs.body.Result.totalCount).toBe(3);
    expect(theirs.body.Result.data.map((loan) => [loan.loanNumber, loan.clientName])).toEqual([
      ['NG-0001', 'Northgate Savings Bank'],
      ['NG-0002', 'Northgate Savings Bank'],
      ['NG-0003', 'Northgate Savings Bank'],
    ]);
    const every = await graph<{ totalCount: number; data: PopulationLoan[] }>(
      'admin',
      'group-population-graph-list',
      { groupId, pageNumber: 1, pageSize: 500 },
    );
    const names = new Set(every.body.Result.data.map((loan) => loan.clientName));
    expect(names).toEqual(new Set(['Harborview Credit Union', 'Northgate Savings Bank']));
    expect(every.body.Result.totalCount).toBe(every.body.Result.data.length);
  });

  it("keeps a client's user to its own client's loans, and refuses it another client's", async () => {
    const own = await graph<PopulationCount[]>('northgate-admin', 'group-population-graph-count', {
      clientId: northgate,
    });
    expect(population(own.body.Result)).toBe(3);
    const unnamed = await graph<PopulationCount[]>('northgate-admin', 'group-population-graph-count');
    expect(population(unnamed.body.Result)).toBe(3);
    for (const path of [
      'group-population-graph-count',
      'testing-type-graph',
      'category-graph',
      'regulator-graph',
      'exceptions-graph',
    ])
      expectRefusal(
        await graph('northgate-admin', path, { clientId: harborview }),
        404,
        OWNERSHIP_MESSAGES.notFound,
      );
    expectRefusal(
      await graph('clientadmin', 'group-population-graph-list', { groupId, clientId: northgate }),
      404,
      OWNERSHIP_MESSAGES.notFound,
    );
  });

  it('names the clients whose loans the caller may count: every client for provider staff, its own for a client', async () => {
    const every = await call<{ id: number; name: string }[]>(await as('auditor'), 'GET', `${CT}/get-clients`);
    expect(every.body.Result.map((client) => client.name)).toEqual(
      expect.arrayContaining(['Harborview Credit Union', 'Northgate Savings Bank']),
    );
    const names = every.body.Result.map((client) => client.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    const own = await call<{ id: number; name: string }[]>(
      await as('northgate-admin'),
      'GET',
      `${CT}/get-clients`,
    );
    expect(own.body.Result).toEqual([{ id: northgate, name: 'Northgate Savings Bank' }]);
    const refused = await call(await as('lawyer'), 'GET', `${CT}/get-clients`);
    expect(refused.status).toBe(403);
  });
});
