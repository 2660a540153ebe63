import { beforeAll, describe, expect, it } from 'vitest';
import { OWNERSHIP_MESSAGES } from '../http/caller.js';
import { RISK_LEGACY_MESSAGES as M } from '../modules/risk/risk.messages.js';
import { expectRefusal, useCatalogueSessions } from './catalogue-helpers.js';
import type { Session } from './helpers.js';

interface Artifact {
  ArtifactName: string;
  Ratings: { ParameterId: number; LevelId: number; Comment: string }[];
}

const { catalogue, sessions, get, postAs } = useCatalogueSessions();
/** clientadmin@: Harborview's administrator; northgate-admin@: Northgate's. */
let harborviewAdmin: Session;
let northgateAdmin: Session;
let harborview: number;
let northgate: number;
/** A company process Harborview rated in the seed. */
let processId: number;
let parameterId: number;
let levelId: number;

beforeAll(async () => {
  harborviewAdmin = await catalogue.client.login('clientadmin@lexbridge.test');
  northgateAdmin = await catalogue.client.login('northgate-admin@lexbridge.test');
  const db = catalogue.running.db;
  const { rows: clients } = await db.query<{ id: number; name: string }>('SELECT id, name FROM clients');
  harborview = clients.find((row) => row.name === 'Harborview Credit Union')!.id;
  northgate = clients.find((row) => row.name === 'Northgate Savings Bank')!.id;
  const { rows } = await db.query<{ company_process_id: number; parameter_id: number; level_id: number }>(
    'SELECT company_process_id, parameter_id, level_id FROM risk_manual_ratings ORDER BY id LIMIT 1',
  );
  ({ company_process_id: processId, parameter_id: parameterId, level_id: levelId } = rows[0]!);
});

const artifacts = async (session: Session, clientId?: number) =>
  (
    await get<Artifact[]>(session, '/RiskRating/get-manual-artifact', {
      CompanyProcessId: processId,
      ...(clientId ? { ClientId: clientId } : {}),
    })
  ).body.Result;
const rated = (list: Artifact[]) => list.flatMap((artifact) => artifact.Ratings);
const rating = (artifact: string, comment: string, clientId?: number) => ({
  CompanyProcessId: processId,
  ArtifactName: artifact,
  Ratings: [{ ParameterId: parameterId, LevelId: levelId, Comment: comment }],
  ...(clientId ? { ClientId: clientId } : {}),
});

describe("manual risk ratings are their client's", () => {
  it('existing ratings are the first client’s; every rating has a client', async () => {
    const { rows } = await catalogue.running.db.query<{ client_id: number | null; n: number }>(
      'SELECT client_id, count(*)::int AS n FROM risk_manual_ratings GROUP BY client_id',
    );
    expect(rows).toEqual([{ client_id: harborview, n: expect.any(Number) }]);
  });

  it("shows a client's administrator its own client's ratings only, and keeps each client's rating apart", async () => {
    expect(rated(await artifacts(harborviewAdmin)).length).toBeGreaterThan(0);
    expect(rated(await artifacts(northgateAdmin))).toEqual([]);
    expectRefusal(
      await get(northgateAdmin, '/RiskRating/get-manual-artifact', {
        CompanyProcessId: processId,
        ClientId: harborview,
      }),
      404,
      OWNERSHIP_MESSAGES.notFound,
    );

    const before = rated(await artifacts(harborviewAdmin));
    const artifact = (await artifacts(harborviewAdmin)).find((row) => row.Ratings.length > 0)!.ArtifactName;
    const saved = await postAs(
      northgateAdmin,
      '/RiskRating/submit-manual-risk-rating',
      rating(artifact, 'Northgate'),
    );
    expect(saved.status).toBe(200);
    expect(rated(await artifacts(harborviewAdmin))).toEqual(before);
    expect(rated(await artifacts(northgateAdmin)).map((row) => row.Comment)).toEqual(['Northgate']);
    expectRefusal(
      await postAs(
        northgateAdmin,
        '/RiskRating/submit-manual-risk-rating',
        rating(artifact, 'Into Harborview', harborview),
      ),
      404,
      OWNERSHIP_MESSAGES.notFound,
    );
    expect(rated(await artifacts(harborviewAdmin))).toEqual(before);
  });

  it('has provider staff name the client they rate for and read', async () => {
    expectRefusal(
      await postAs(sessions.admin, '/RiskRating/submit-manual-risk-rating', rating('Provider rated', 'x')),
      400,
      M.clientRequired,
    );
    const saved = await postAs(
      sessions.admin,
      '/RiskRating/submit-manual-risk-rating',
      rating('Provider rated', 'For Northgate', northgate),
    );
    expect(saved.status).toBe(200);
    expect((await artifacts(sessions.admin, northgate)).map((row) => row.ArtifactName)).toContain(
      'Provider rated',
    );
    expect((await artifacts(harborviewAdmin)).map((row) => row.ArtifactName)).not.toContain('Provider rated');
    expect(rated(await artifacts(sessions.admin))).toEqual([]);
  });

  it("reports risk and impact on the caller's client's ratings only", async () => {
    const report = async (session: Session, path: string, body: Record<string, unknown> = {}) =>
      (await postAs<{ CompanyProcessId?: number; Count?: number }[]>(session, `/RiskRating/${path}`, body))
        .body.Result;
    const count = (rows: { Count?: number }[]) => rows.reduce((sum, row) => sum + (row.Count ?? 0), 0);
    const { rows } = await catalogue.running.db.query<{ client_id: number; n: number }>(
      'SELECT client_id, count(*)::int AS n FROM risk_manual_ratings GROUP BY client_id',
    );
    const stored = (clientId: number) => rows.find((row) => row.client_id === clientId)!.n;
    expect(count(await report(northgateAdmin, 'report-impact'))).toBe(stored(northgate));
    expect(count(await report(harborviewAdmin, 'report-impact'))).toBe(stored(harborview));
    expect(count(await report(sessions.admin, 'report-impact'))).toBe(stored(harborview) + stored(northgate));
    expect(count(await report(sessions.admin, 'report-impact', { ClientId: northgate }))).toBe(
      stored(northgate),
    );
    expect((await report(northgateAdmin, 'report-risk')).map((row) => row.CompanyProcessId)).toEqual([
      processId,
    ]);
    expectRefusal(
      await postAs(northgateAdmin, '/RiskRating/report-risk', { ClientId: harborview }),
      404,
      OWNERSHIP_MESSAGES.notFound,
    );
  });
});

describe('risk configuration is provider-wide', () => {
  const writes: [string, 'POST' | 'PUT' | 'DELETE', unknown, Record<string, unknown>?][] = [
    ['/RiskRating/add-update-risk-parameter', 'POST', { Name: 'Client parameter', Weight: 5 }],
    ['/RiskRating/update-risk-parameter-order', 'PUT', [{ Id: 1, SortOrder: 9 }]],
    ['/RiskRating/add-update-risk-level', 'POST', { Name: 'Client level', MinScore: 99, MaxScore: 100 }],
    ['/RiskRating/add-update-question-type', 'POST', { Name: 'Client type' }],
    ['/RiskRating/delete-question-type', 'DELETE', undefined, { Id: 1 }],
    ['/RiskAssessment/add-update-risk-frequency', 'POST', { Name: 'Client frequency', Months: 6 }],
    ['/RiskAssessment/add-update-question-header', 'POST', { Name: 'Client header' }],
    ['/RiskAssessment/PostRiskAssessmentQuestions', 'POST', { Question: 'Client question?' }],
    ['/RiskAssessment/update-question-order', 'PUT', [{ Id: 1, SortOrder: 9 }]],
  ];

  it("refuses a client's administrator every change, and lets it read", async () => {
    for (const session of [harborviewAdmin, northgateAdmin]) {
      for (const [path, method, body, params] of writes) {
        const withUser = Array.isArray(body)
          ? body.map((row: object) => ({ ...row, UserId: session.userId }))
          : body && { ...body, UserId: session.userId };
        const answer = await catalogue.client.call<{ Message: string }>(method, path, {
          token: session.accessToken,
          params: { ...params, UserId: session.userId },
          body: withUser,
        });
        expect([path, answer.status, answer.body.Message]).toEqual([
          path,
          403,
          OWNERSHIP_MESSAGES.providerOnly,
        ]);
      }
      expect((await get(session, '/RiskRating/get-risk-parameters')).status).toBe(200);
      expect((await get(session, '/RiskAssessment/get-frequency')).status).toBe(200);
    }
  });
});

describe('every risk assessment has a client', () => {
  const choice = async (session: Session) => {
    const processes = (await get<{ Id: number }[]>(session, '/RiskRating/get-company-processes')).body.Result;
    const frequencies = (
      await get<{ Id: number; Months: number }[]>(session, '/RiskAssessment/get-frequency')
    ).body.Result;
    return {
      CompanyProcessId: processes[0]!.Id,
      FreqId: frequencies.find((f) => f.Months === 3)!.Id,
      StartDate: '2028-01-01',
      EndDate: '2028-03-31',
    };
  };

  it('has provider staff name the client they answer for; a client user cannot name another', async () => {
    const selection = await choice(sessions.admin);
    expectRefusal(
      await postAs(sessions.admin, '/RiskAssessment/save-answers', { ...selection, Answers: [] }),
      400,
      M.clientRequired,
    );
    const saved = await postAs<{ AssessmentId: number }>(sessions.admin, '/RiskAssessment/save-answers', {
      ...selection,
      ClientId: northgate,
      Answers: [],
    });
    expect(saved.status).toBe(200);
    const { rows } = await catalogue.running.db.query<{ client_id: number }>(
      'SELECT client_id FROM risk_assessments WHERE id = $1',
      [saved.body.Result.AssessmentId],
    );
    expect(rows[0]!.client_id).toBe(northgate);
    expectRefusal(
      await postAs(sessions.ben, '/RiskAssessment/save-answers', {
        ...(await choice(sessions.ben)),
        ClientId: northgate,
        Answers: [],
      }),
      404,
      OWNERSHIP_MESSAGES.notFound,
    );
    const { rows: none } = await catalogue.running.db.query(
      'SELECT 1 FROM risk_assessments WHERE client_id IS NULL',
    );
    expect(none).toEqual([]);
  });

  it("downloads a question file only with the assessment it belongs to, and lists a client's own users", async () => {
    const { rows } = await catalogue.running.db.query<{ id: number; assessment_id: number }>(
      'SELECT id, assessment_id FROM risk_question_files ORDER BY id LIMIT 1',
    );
    const file = rows[0]!;
    // The file itself is not JSON: the test client failing to read it as JSON means the file was sent.
    const download = (assessmentId: number) =>
      catalogue.client
        .call('GET', '/RiskAssessment/download-risk-question-files', {
          token: sessions.admin.accessToken,
          params: { Id: file.id, AssessmentId: assessmentId, UserId: sessions.admin.userId },
        })
        .then(
          (answer) => answer.status,
          () => 'file sent',
        );
    expect(await download(file.assessment_id)).toBe('file sent');
    expect(await download(file.assessment_id + 1000)).toBe(404);

    const employees = (await get<{ Email: string }[]>(northgateAdmin, '/RiskRating/get-employees')).body
      .Result;
    expect(employees.length).toBeGreaterThan(0);
    expect(employees.every((row) => row.Email.startsWith('northgate-'))).toBe(true);
  });
});

describe("an Employee Selection answer names a user of the assessment's client", () => {
  interface Question {
    Id: number;
    QuestionType: string;
    Question: string;
  }
  const PERIOD = { StartDate: '2029-01-01', EndDate: '2029-03-31' };
  let selection: Record<string, unknown>;
  let employee: Question;
  let text: Question;
  const userId = async (email: string) =>
    (
      await catalogue.running.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
        `${email}@lexbridge.test`,
      ])
    ).rows[0]!.id;
  const stored = async () =>
    (
      await catalogue.running.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM risk_assessments a JOIN risk_answers r ON r.assessment_id = a.id
          WHERE a.start_date = $1 AND a.end_date = $2`,
        [PERIOD.StartDate, PERIOD.EndDate],
      )
    ).rows[0]!.n;
  const assessmentsOfPeriod = async () =>
    (
      await catalogue.running.db.query<{ id: number; client_id: number; status: string }>(
        'SELECT id, client_id, status FROM risk_assessments WHERE start_date = $1 AND end_date = $2 ORDER BY id',
        [PERIOD.StartDate, PERIOD.EndDate],
      )
    ).rows;

  beforeAll(async () => {
    const processes = (await get<{ Id: number }[]>(sessions.ben, '/RiskRating/get-company-processes')).body
      .Result;
    const frequencies = (
      await get<{ Id: number; Months: number }[]>(sessions.ben, '/RiskAssessment/get-frequency')
    ).body.Result;
    selection = {
      CompanyProcessId: processes[0]!.Id,
      FreqId: frequencies.find((f) => f.Months === 3)!.Id,
      ...PERIOD,
    };
    const opened = await postAs<{ Headers: { Questions: Question[] }[] }>(
      sessions.ben,
      '/RiskAssessment/get-questions',
      { ...selection, Stage: 'Assessment' },
    );
    const questions = opened.body.Result.Headers.flatMap((header) => header.Questions);
    employee = questions.find((question) => question.QuestionType === 'Employee Selection')!;
    text = questions.find((question) => question.QuestionType === 'Text')!;
  });

  it("lists the employees of the client named, never provider staff or another client's users", async () => {
    const emails = async (session: Session, clientId?: number) => {
      const answer = await get<{ Email: string }[]>(
        session,
        '/RiskRating/get-employees',
        clientId ? { ClientId: clientId } : {},
      );
      return answer.body.Result.map((row) => row.Email);
    };
    const harborviewUsers = await emails(sessions.ben);
    expect(harborviewUsers).toEqual(
      expect.arrayContaining(['business@lexbridge.test', 'clientadmin@lexbridge.test']),
    );
    expect(harborviewUsers).not.toContain('admin@lexbridge.test');
    expect(harborviewUsers.some((email) => email.startsWith('northgate-'))).toBe(false);
    expect(await emails(sessions.ben, harborview)).toEqual(harborviewUsers);
    expectRefusal(
      await get(sessions.ben, '/RiskRating/get-employees', { ClientId: northgate }),
      404,
      OWNERSHIP_MESSAGES.notFound,
    );
    expect(await emails(sessions.admin, harborview)).toEqual(harborviewUsers);
    const northgateUsers = await emails(sessions.admin, northgate);
    expect(northgateUsers.length).toBeGreaterThan(0);
    expect(northgateUsers.every((email) => email.startsWith('northgate-'))).toBe(true);
    expect(await emails(sessions.admin)).not.toContain('admin@lexbridge.test');
  });

  it("refuses a save or submit naming another client's user or provider staff, and stores nothing", async () => {
    const refusedAnswer = M.answerInvalid(employee.Question, M.employeeOfClient);
    for (const [path, named] of [
      ['/RiskAssessment/save-answers', 'northgate-business'],
      ['/RiskAssessment/save-answers', 'northgate-admin'],
      ['/RiskAssessment/save-answers', 'admin'],
      ['/RiskAssessment/submit-answers', 'northgate-business'],
    ] as const) {
      const answer = await postAs(sessions.ben, path, {
        ...selection,
        // A good answer in the same request is not kept either: the whole save is refused.
        Answers: [
          { QuestionId: text.Id, Values: ['Kept?'] },
          { QuestionId: employee.Id, Values: [String(await userId(named))] },
        ],
      });
      expectRefusal(answer, 400, refusedAnswer);
    }
    expectRefusal(
      await postAs(sessions.ben, '/RiskAssessment/save-answers', {
        ...selection,
        Answers: [{ QuestionId: employee.Id, Values: ['999999'] }],
      }),
      400,
      refusedAnswer,
    );
    expect(await assessmentsOfPeriod()).toEqual([]);
    expect(await stored()).toBe(0);

    // Provider staff answering for Northgate cannot name a Harborview user either.
    expectRefusal(
      await postAs(sessions.admin, '/RiskAssessment/save-answers', {
        ...selection,
        ClientId: northgate,
        Answers: [{ QuestionId: employee.Id, Values: [String(await userId('business'))] }],
      }),
      400,
      refusedAnswer,
    );
    expect(await assessmentsOfPeriod()).toEqual([]);
  });

  it("saves a user of the assessment's client, and refuses a submit while a stored answer names an outsider", async () => {
    const saved = await postAs<{ AssessmentId: number }>(sessions.ben, '/RiskAssessment/save-answers', {
      ...selection,
      Answers: [{ QuestionId: employee.Id, Values: [String(await userId('business-approver'))] }],
    });
    expect(saved.status).toBe(200);
    const id = saved.body.Result.AssessmentId;
    expect(await assessmentsOfPeriod()).toEqual([{ id, client_id: harborview, status: 'Draft' }]);

    // An answer stored before the rule (or whose user has since moved to another client) holds up the submit.
    await catalogue.running.db.query(
      'UPDATE risk_answers SET answer_values = $3 WHERE assessment_id = $1 AND question_id = $2',
      [id, employee.Id, [String(await userId('northgate-business'))]],
    );
    expectRefusal(
      await postAs(sessions.ben, '/RiskAssessment/submit-answers', { ...selection, Answers: [] }),
      400,
      M.answerInvalid(employee.Question, M.employeeOfClient),
    );
    expect(await assessmentsOfPeriod()).toEqual([{ id, client_id: harborview, status: 'Draft' }]);
  });
});
