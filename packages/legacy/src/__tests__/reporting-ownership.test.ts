import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SECRET_KEY } from '../config.js';
import { OWNERSHIP_MESSAGES } from '../http/caller.js';
import { signReportToken } from '../modules/access/report-tool.routes.js';
import { REPORTING_CLIENT, REPORTING_OTHER_CLIENT } from '../seed/reporting-seed.js';
import { expectRefusal, LINES, sessionCaller, useCatalogueSessions } from './catalogue-helpers.js';
import type { Session } from './helpers.js';

type Row = Record<string, string | number | boolean | null>;

const { catalogue, sessions, get, postAs } = useCatalogueSessions();
const call = sessionCaller(catalogue);
/** northgate-business@: the second client's business user, on Deposit Accounts and Consumer Lending. */
let northgate: Session;
let auditor: Session;
const clients: Record<string, number> = {};

beforeAll(async () => {
  northgate = await catalogue.client.login('northgate-business@lexbridge.test');
  auditor = await catalogue.client.login('auditor@lexbridge.test');
  const { rows } = await catalogue.running.db.query<{ id: number; name: string }>(
    'SELECT id, name FROM clients WHERE name = ANY($1::text[])',
    [[REPORTING_CLIENT, REPORTING_OTHER_CLIENT]],
  );
  for (const row of rows) clients[row.name] = row.id;
});

const harborview = () => clients[REPORTING_CLIENT]!;
const northgateId = () => clients[REPORTING_OTHER_CLIENT]!;
const ids = (rows: Row[]) => rows.map((row) => row.GapId);

describe("a client's report data", () => {
  it("shows each client's users only their own client's gaps and ratings on a line both work", async () => {
    const line = { businessLineId: LINES['Deposit Accounts']! };
    const ours = (await get<Row[]>(sessions.ben, '/reports/report-gap', line)).body.Result;
    const theirs = (await get<Row[]>(northgate, '/reports/report-gap', line)).body.Result;
    expect(ours.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    expect(ours.every((row) => row.ClientId === harborview() && row.Client === REPORTING_CLIENT)).toBe(true);
    expect(theirs.every((row) => row.ClientId === northgateId())).toBe(true);
    expect(ids(ours).filter((id) => ids(theirs).includes(id))).toEqual([]);

    const risk = (await get<Row[]>(northgate, '/reports/report-risk')).body.Result;
    expect(risk.length).toBeGreaterThan(0);
    expect(risk.every((row) => row.ClientId === northgateId())).toBe(true);
    // Business laws are Harborview's: Northgate's implementation report counts none of them.
    const implementation = (await get<Row[]>(northgate, '/reports/report-dashboard')).body.Result;
    expect(implementation.reduce((sum, row) => sum + Number(row.Total), 0)).toBe(0);
    const impact = (await get<Row[]>(northgate, '/reports/report-impact')).body.Result;
    expect(impact.every((row) => row.BusinessLaws === 0)).toBe(true);
  });

  it("refuses a client's user naming another client, and lets provider staff see every client's or one", async () => {
    expectRefusal(
      await get(northgate, '/reports/report-gap', { clientId: harborview() }),
      404,
      OWNERSHIP_MESSAGES.notFound,
    );
    const own = await get<Row[]>(northgate, '/reports/report-gap', { clientId: northgateId() });
    expect(own.status).toBe(200);

    const all = (await get<Row[]>(sessions.admin, '/reports/report-gap')).body.Result;
    expect(new Set(all.map((row) => row.ClientId))).toEqual(new Set([harborview(), northgateId()]));
    const one = (await get<Row[]>(sessions.admin, '/reports/report-gap', { clientId: northgateId() })).body
      .Result;
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((row) => row.ClientId === northgateId())).toBe(true);
  });
});

describe('the client of embedded reports', () => {
  it("is the user's own client; provider staff name it", async () => {
    const client = (session: Session, params = {}) =>
      get<{ ClientId: number; ClientName: string } | null>(session, '/reports/get-report-client', params);
    expect((await client(sessions.rita)).body.Result).toEqual({
      ClientId: harborview(),
      ClientName: REPORTING_CLIENT,
    });
    expect((await client(northgate)).body.Result?.ClientName).toBe(REPORTING_OTHER_CLIENT);
    expectRefusal(await client(northgate, { clientId: harborview() }), 404, OWNERSHIP_MESSAGES.notFound);
    expect((await client(sessions.admin)).body.Result).toBeNull();
    expect((await client(sessions.admin, { clientId: northgateId() })).body.Result?.ClientName).toBe(
      REPORTING_OTHER_CLIENT,
    );
    expectRefusal(await client(sessions.admin, { clientId: 999_999 }), 404, OWNERSHIP_MESSAGES.notFound);
  });

  it("offers a client's user its own client to look at, provider staff every client", async () => {
    type Client = { ClientId: number; ClientName: string };
    const own = await get<Client[]>(northgate, '/reports/get-report-clients');
    expect(own.body.Result).toEqual([{ ClientId: northgateId(), ClientName: REPORTING_OTHER_CLIENT }]);
    const every = await get<Client[]>(sessions.admin, '/reports/get-report-clients');
    expect(every.body.Result.map((row) => row.ClientName)).toEqual(
      expect.arrayContaining([REPORTING_CLIENT, REPORTING_OTHER_CLIENT]),
    );
  });

  it("records a reporting error with the user's client, whatever client name the body gives", async () => {
    const answer = await postAs<{ Id: number }>(northgate, '/reports/submit-tableau-error', {
      ReportName: 'Compliance Overview',
      ErrorCode: 'TB_CID_ERR_01',
      ClientName: REPORTING_CLIENT,
    });
    const { rows } = await catalogue.running.db.query(
      'SELECT client_id, client_name FROM reporting_errors WHERE id = $1',
      [answer.body.Result.Id],
    );
    expect(rows[0]).toEqual({ client_id: northgateId(), client_name: REPORTING_OTHER_CLIENT });
  });

  it("draws the stand-in tool's view for the viewer's own client, or the client provider staff name", async () => {
    const view = async (email: string, clientId?: number) => {
      const { jwtToken } = signReportToken(DEFAULT_SECRET_KEY, email);
      const query = new URLSearchParams({ token: jwtToken, origin: 'http://127.0.0.1:4000' });
      if (clientId !== undefined) query.set('clientId', String(clientId));
      const html = await (
        await fetch(`${catalogue.running.url}/report-tool/views/GapRemediation/Remediation?${query}`)
      ).text();
      const message = JSON.parse(
        /<script type="application\/json" id="report-tool-message">(.*?)<\/script>/s.exec(html)![1]!,
      );
      const worksheets = message.activeSheet.activeStoryPoint.containedSheet.worksheets;
      return { html, clientId: worksheets[1].filters[0].appliedValues[0]?.value ?? null };
    };
    const reader = await view('reader@lexbridge.test');
    expect(reader.clientId).toBe(harborview());
    expect(reader.html).toContain(`Client Info: ${REPORTING_CLIENT}`);
    // The address cannot show a client's user another client's figures.
    expect((await view('northgate-business@lexbridge.test', harborview())).clientId).toBe(northgateId());
    expect((await view('admin@lexbridge.test', northgateId())).clientId).toBe(northgateId());
    expect((await view('admin@lexbridge.test')).clientId).toBeNull();
  });
});

interface Gap {
  ClientId: number | null;
  LawId: number;
  SectionId: number;
  BusinessLineId: number;
  LawRequirementId: number;
  MstCompanyProcessId: number;
}

describe("a client's gap register", () => {
  it("lists and reaches only the user's client's gaps; another client's gap is not found", async () => {
    const ours = (await get<Gap[]>(sessions.ben, '/GapsAndUpdates/get-gaps')).body.Result;
    expect(ours.length).toBeGreaterThan(0);
    expect(ours.every((gap) => gap.ClientId === harborview())).toBe(true);
    // northgate-business@ works the same lines, but none of these gaps is Northgate's.
    expect((await get<Gap[]>(northgate, '/GapsAndUpdates/get-gaps')).body.Result).toEqual([]);
    expect((await get<Gap[]>(sessions.admin, '/GapsAndUpdates/get-gaps')).body.Result.length).toBeGreaterThan(
      0,
    );
    expect(
      (await get<Gap[]>(sessions.admin, '/GapsAndUpdates/get-gaps', { clientId: northgateId() })).body.Result,
    ).toEqual([]);

    const gap = ours.find((row) => row.BusinessLineId === LINES['Deposit Accounts'])!;
    const key = {
      SectionId: gap.SectionId,
      LawRequirementId: gap.LawRequirementId,
      MstCompanyProcessId: gap.MstCompanyProcessId,
    };
    for (const answer of [
      await get(northgate, '/GapsAndUpdates/get-answered-question', key),
      await get(northgate, '/GapsAndUpdates/get-action-plan-tracker', key),
      await call(northgate, 'POST', '/GapsAndUpdates/submit-question-answer', {
        ...key,
        IsSubmit: false,
        Answers: [],
      }),
    ]) {
      expectRefusal(answer, 404, OWNERSHIP_MESSAGES.notFound);
    }

    // A plan and a file of Harborview's gap: Northgate's user neither reads nor changes them.
    const types = (await get<{ Id: number }[]>(sessions.ben, '/GapsAndUpdates/get-task-type')).body.Result;
    const statuses = (await get<{ Id: number }[]>(sessions.ben, '/GapsAndUpdates/get-task-status')).body
      .Result;
    const plan = await call<{ Id: number }>(sessions.ben, 'POST', '/GapsAndUpdates/add-action-plan-tracker', {
      ...key,
      TaskTypeId: types[0]!.Id,
      TaskStatusId: statuses[0]!.Id,
      Description: 'Harborview work',
    });
    expect(plan.status).toBe(200);
    const planId = plan.body.Result.Id;
    const { rows } = await catalogue.running.db.query<{ client_id: number }>(
      'SELECT s.client_id FROM gaps_action_plans p JOIN gaps_answer_sets s ON s.id = p.answer_set_id WHERE p.id = $1',
      [planId],
    );
    expect(rows[0]!.client_id).toBe(harborview());
    const step = await call<{ Id: number }>(
      sessions.ben,
      'POST',
      '/GapsAndUpdates/add-action-plan-step-files',
      { FileName: 'plan.txt', FileText: Buffer.from('plan').toString('base64') },
      { ActionPlanId: planId },
    );
    expect(step.status).toBe(200);
    for (const answer of [
      await call(northgate, 'PUT', '/GapsAndUpdates/update-action-plan-tracker', {
        Id: planId,
        TaskTypeId: types[0]!.Id,
        TaskStatusId: statuses[0]!.Id,
        Description: 'Taken over',
      }),
      await call(northgate, 'DELETE', '/GapsAndUpdates/delete-action-plan-tracker', undefined, {
        Id: planId,
      }),
      await call(
        northgate,
        'POST',
        '/GapsAndUpdates/add-action-plan-step-files',
        { FileName: 'x.txt', FileText: Buffer.from('x').toString('base64') },
        { ActionPlanId: planId },
      ),
      await call(northgate, 'DELETE', '/GapsAndUpdates/delete-action-plan-step-files', undefined, {
        Id: step.body.Result.Id,
      }),
    ]) {
      expectRefusal(answer, 404, OWNERSHIP_MESSAGES.notFound);
    }
    const download = await call(
      northgate,
      'GET',
      '/GapsAndUpdates/download-action-plan-step-files',
      undefined,
      {
        Id: step.body.Result.Id,
      },
    );
    expect(download.status).toBe(404);
    // Provider staff reach it.
    const tracker = await get<unknown[]>(sessions.admin, '/GapsAndUpdates/get-action-plan-tracker', key);
    expect(tracker.body.Result.length).toBeGreaterThan(0);
  });

  it('keeps the shared questionnaire and task lists to provider staff; the read-only administrator changes nothing', async () => {
    expectRefusal(
      await call(sessions.ben, 'POST', '/GapsAndUpdates/add-task-type', { Name: 'Client made' }),
      403,
      OWNERSHIP_MESSAGES.providerOnly,
    );
    expectRefusal(
      await call(sessions.ben, 'DELETE', '/ClientChangeManagement/delete-question', undefined, { Id: 1 }),
      403,
      OWNERSHIP_MESSAGES.providerOnly,
    );
    const added = await call(sessions.admin, 'POST', '/GapsAndUpdates/add-task-type', {
      Name: 'Provider made',
    });
    expect(added.status).toBe(200);
    const refused = await call(auditor, 'POST', '/GapsAndUpdates/add-task-type', { Name: 'Auditor made' });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ Result: null });
  });
});
