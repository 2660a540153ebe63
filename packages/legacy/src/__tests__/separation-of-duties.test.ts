import { beforeAll, describe, expect, it } from 'vitest';
import { OWNERSHIP_MESSAGES } from '../http/caller.js';
import type { BusinessLawDto } from '../modules/business/business.repository.js';
import { BUSINESS_LEGACY_MESSAGES as B } from '../modules/business/business.messages.js';
import { RISK_LEGACY_MESSAGES as R } from '../modules/risk/risk.messages.js';
import { WORKFLOW_MESSAGES as W } from '../modules/workflow/workflow.messages.js';
import type { WorkflowStateDto } from '../modules/workflow/workflow.repository.js';
import { useCatalogueSessions } from './catalogue-helpers.js';
import type { Session } from './helpers.js';

const { catalogue, sessions, get, postAs } = useCatalogueSessions();
const more = {} as { approver: Session; northgate: Session; northgateAdmin: Session };
const OWN_WORK = 'You submitted this item, so another person must approve it or send it back.';

beforeAll(async () => {
  more.approver = await catalogue.client.login('business-approver@lexbridge.test');
  more.northgate = await catalogue.client.login('northgate-business@lexbridge.test');
  more.northgateAdmin = await catalogue.client.login('northgate-admin@lexbridge.test');
  // northgate-business@ works the same business lines as business@, so only the client keeps them apart.
  await catalogue.running.db.query(
    `INSERT INTO user_business_lines (user_id, business_line_id)
     SELECT $1, business_line_id FROM user_business_lines WHERE user_id = $2 ON CONFLICT DO NOTHING`,
    [more.northgate.userId, sessions.ben.userId],
  );
});

const db = () => catalogue.running.db;
const list = async (session: Session, body: Record<string, unknown> = {}) =>
  (await postAs<BusinessLawDto[]>(session, '/BusinessDashboard/get-business-list', body)).body.Result;

describe('separation of duties in the legal workflow', () => {
  it('lets nobody approve or send back requirements they submitted themselves', async () => {
    // admin@ is both lawyer and approver of the Auto Finance demo law: submitting it leaves the decision to others.
    const item = (
      await get<WorkflowStateDto[]>(sessions.admin, '/LegalModule/get-dashboard-list')
    ).body.Result.find((row) => row.IsLawyer && row.IsApprover && row.TabIndex === 4)!;
    const key = { sectionId: item.SectionId, businessLineId: item.BusinessLineId };
    const submitted = await postAs(sessions.admin, '/LawRequirement/submit-law-requirement', {
      ...key,
      flag: 2,
    });
    expect(submitted.status).toBe(200);
    const state = (await get<WorkflowStateDto>(sessions.admin, '/LegalModule/get-law-workflow', key)).body
      .Result;
    expect(state.SubmittedById).toBe(sessions.admin.userId);
    for (const [path, body] of [
      ['/LegalApproval/approve-law', key],
      ['/LegalApproval/send-back-law', { ...key, comment: 'Again.' }],
    ] as const) {
      const refused = await postAs(sessions.admin, path, body);
      expect([refused.status, refused.body.Message]).toEqual([403, W.ownWork]);
    }
    expect(W.ownWork).toBe(OWN_WORK);
  });
});

describe('separation of duties in the business module', () => {
  it("refuses the approver as business contact of a law and keeps the law on its contact's dashboard", async () => {
    const open = (await list(sessions.ben)).find((law) => law.Status === 'Open' && law.IsBusinessContact)!;
    expect(open.ApproverUserId).toBe(more.approver.userId);
    const processes = (
      await get<{ Processes: { CompanyProcessId: number }[] }>(
        more.approver,
        '/business-validation/get-law-requirements',
        { BusinessLawId: open.BusinessLawId },
      )
    ).body.Result.Processes;
    for (const path of [
      '/business-validation/submit-validate-law',
      '/business-validation/submit-law-not-applicable',
    ]) {
      const refused = await postAs(more.approver, path, {
        BusinessLawId: open.BusinessLawId,
        CompanyProcessIds: [processes[0].CompanyProcessId],
        Comment: 'Not ours.',
      });
      expect([refused.status, refused.body.Message]).toEqual([403, B.approverAsContact]);
    }
    const still = (await list(sessions.ben)).find((law) => law.BusinessLawId === open.BusinessLawId)!;
    expect([still.BusinessUserId, still.Status]).toEqual([sessions.ben.userId, 'Open']);
  });

  it('seeds every open business law with an approver who is not its contact and works its line', async () => {
    // admin@'s Auto Finance law too: otherwise its contact would approve its own work, and nobody could decide it.
    const { rows } = await db().query<{ contact: string; approver: string; line: string; works: boolean }>(
      `SELECT c.email AS contact, a.email AS approver, line.name AS line,
              EXISTS (SELECT 1 FROM user_business_lines ub
                       WHERE ub.user_id = bl.approver_user_id AND ub.business_line_id = bl.business_line_id) AS works
         FROM business_laws bl
         JOIN users c ON c.id = bl.business_user_id
         JOIN users a ON a.id = bl.approver_user_id
         JOIN business_lines line ON line.id = bl.business_line_id
        WHERE bl.status = 'Open'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.approver, `${row.contact} on ${row.line}`).not.toBe(row.contact);
      expect(row.works, `${row.approver} on ${row.line}`).toBe(true);
    }
    expect(rows.find((row) => row.line === 'Auto Finance')).toMatchObject({
      contact: 'admin@lexbridge.test',
      approver: 'business-approver@lexbridge.test',
    });
  });

  it('keeps a law another business user took over on its former contact’s dashboard, with the history', async () => {
    const open = (await list(sessions.ben)).filter(
      (law) => law.Status === 'Open' && law.IsBusinessContact,
    )[1]!;
    // A second business user of business@'s client and lines (not the approver) takes the law over by validating it.
    await db().query(
      `INSERT INTO users (email, first_name, full_name, password_hash, client_id)
       SELECT 'second-business@lexbridge.test', 'Sam', 'Sam Second', password_hash, client_id FROM users WHERE id = $1`,
      [sessions.ben.userId],
    );
    for (const table of ['user_roles', 'user_business_lines']) {
      const column = table === 'user_roles' ? 'role_id' : 'business_line_id';
      await db().query(
        `INSERT INTO ${table} (user_id, ${column})
         SELECT (SELECT id FROM users WHERE email = 'second-business@lexbridge.test'), ${column}
           FROM ${table} WHERE user_id = $1`,
        [sessions.ben.userId],
      );
    }
    const other = await catalogue.client.login('second-business@lexbridge.test');
    const processes = (
      await get<{ Processes: { CompanyProcessId: number }[] }>(
        other,
        '/business-validation/get-law-requirements',
        {
          BusinessLawId: open.BusinessLawId,
        },
      )
    ).body.Result.Processes;
    const validated = await postAs(other, '/business-validation/submit-validate-law', {
      BusinessLawId: open.BusinessLawId,
      CompanyProcessIds: [processes[0].CompanyProcessId],
    });
    expect(validated.status).toBe(200);
    const former = (await list(sessions.ben)).find((law) => law.BusinessLawId === open.BusinessLawId)!;
    expect([former.BusinessUserId, former.IsBusinessContact]).toEqual([other.userId, false]);
    const { rows: history } = await db().query<{ action: string; user_id: number }>(
      `SELECT action, user_id FROM business_law_events WHERE business_law_id = $1 AND action = 'ContactReplaced'`,
      [open.BusinessLawId],
    );
    expect(history).toEqual([{ action: 'ContactReplaced', user_id: sessions.ben.userId }]);
  });

  it('refuses the submitter of a requirement its approval or send-back, and lets another approver decide', async () => {
    const submitted = (await list(more.approver)).find(
      (law) => law.Status === 'Submitted' && law.IsApprover,
    )!;
    const { rows } = await db().query<{ requirement_id: number; submitted_by: number }>(
      `SELECT requirement_id, submitted_by FROM business_law_requirements
        WHERE business_law_id = $1 AND status = 'Submitted' ORDER BY requirement_id`,
      [submitted.BusinessLawId],
    );
    expect(rows[0].submitted_by).toBe(sessions.ben.userId);
    // The approver herself submitted the first requirement: she may not decide it.
    await db().query(
      'UPDATE business_law_requirements SET submitted_by = $3 WHERE business_law_id = $1 AND requirement_id = $2',
      [submitted.BusinessLawId, rows[0].requirement_id, more.approver.userId],
    );
    const ref = { BusinessLawId: submitted.BusinessLawId, RequirementId: rows[0].requirement_id };
    const approve = await postAs(more.approver, '/assessment/approve-requirement', ref);
    expect([approve.status, approve.body.Message]).toEqual([403, B.ownWork]);
    const back = await postAs(more.approver, '/assessment/send-back-law', {
      BusinessLawId: submitted.BusinessLawId,
      RequirementIds: [rows[0].requirement_id],
      Comment: 'Mine.',
    });
    expect([back.status, back.body.Message]).toEqual([403, B.ownWork]);
    await db().query(
      'UPDATE business_law_requirements SET submitted_by = $3 WHERE business_law_id = $1 AND requirement_id = $2',
      [submitted.BusinessLawId, rows[0].requirement_id, sessions.ben.userId],
    );
    expect((await postAs(more.approver, '/assessment/approve-requirement', ref)).status).toBe(200);
  });

  it('refuses the declarer of a law not applicable the decision on the declaration', async () => {
    const declared = (await list(more.approver, { azimuthDashboard: true })).find(
      (law) => law.Status === 'NotApplicable' && law.NotApplicableApproved === null,
    )!;
    await db().query('UPDATE business_laws SET not_applicable_by = $2 WHERE id = $1', [
      declared.BusinessLawId,
      more.approver.userId,
    ]);
    const refused = await postAs(more.approver, '/law-not-applicable/SubmitPopUp_OnLawNotApplicablePage', {
      BusinessLawId: declared.BusinessLawId,
      IsApproved: true,
    });
    expect([refused.status, refused.body.Message]).toEqual([403, B.ownWork]);
  });

  it("keeps Harborview's business laws and gaps from Northgate's users", async () => {
    const harborview = await list(sessions.ben, { azimuthDashboard: true });
    expect(harborview.length).toBeGreaterThan(0);
    expect(await list(more.northgate, { azimuthDashboard: true })).toEqual([]);
    const read = await get(more.northgate, '/business-validation/get-law-requirements', {
      BusinessLawId: harborview[0].BusinessLawId,
    });
    expect([read.status, read.body.Message]).toEqual([404, OWNERSHIP_MESSAGES.notFound]);
    const gaps = await postAs<unknown[]>(more.northgate, '/gaps/get-gap-requirements', {});
    expect(gaps.body.Result).toEqual([]);
    // Provider staff reach every client's laws.
    expect((await list(sessions.admin, { azimuthDashboard: true })).length).toBeGreaterThan(0);
  });
});

describe('separation of duties and clients in risk assessment', () => {
  const frequency = async () =>
    (
      await get<{ Id: number; Months: number }[]>(sessions.ben, '/RiskAssessment/get-frequency')
    ).body.Result.find((f) => f.Months === 3)!.Id;

  it("gives a process's first assessment the business line's approver, never its respondent", async () => {
    const { rows } = await db().query<{ id: number }>(
      `SELECT cp.id FROM company_processes cp
        WHERE cp.business_line_id IN (SELECT business_line_id FROM user_business_lines WHERE user_id = $1)
          AND NOT EXISTS (SELECT 1 FROM risk_assessments a WHERE a.company_process_id = cp.id)
          AND EXISTS (SELECT 1 FROM business_laws bl WHERE bl.business_line_id = cp.business_line_id
                         AND bl.approver_user_id = $2)
        ORDER BY cp.id LIMIT 1`,
      [sessions.ben.userId, more.approver.userId],
    );
    const choice = {
      CompanyProcessId: rows[0].id,
      FreqId: await frequency(),
      StartDate: '2028-01-01',
      EndDate: '2028-03-31',
    };
    const saved = await postAs<{ AssessmentId: number }>(sessions.ben, '/RiskAssessment/save-answers', {
      ...choice,
      Answers: [],
    });
    expect(saved.status).toBe(200);
    const stored = await db().query<{ approver_user_id: number; client_id: number }>(
      'SELECT approver_user_id, client_id FROM risk_assessments WHERE id = $1',
      [saved.body.Result.AssessmentId],
    );
    const harborview = (
      await db().query<{ client_id: number }>('SELECT client_id FROM users WHERE id = $1', [
        sessions.ben.userId,
      ])
    ).rows[0].client_id;
    expect(stored.rows[0]).toEqual({ approver_user_id: more.approver.userId, client_id: harborview });
  });

  it('refuses the submitter of an assessment its decision, approver or administrator', async () => {
    const { rows } = await db().query<{ id: number }>(
      `SELECT id FROM risk_assessments WHERE status = 'Submitted' AND approver_user_id = $1 ORDER BY id LIMIT 1`,
      [more.approver.userId],
    );
    const id = rows[0].id;
    await db().query('UPDATE risk_assessments SET submitted_by = $2 WHERE id = $1', [
      id,
      more.approver.userId,
    ]);
    const mine = (
      await get<{ Id: number; CanDecide: boolean }[]>(more.approver, '/RiskAssessment/get-assessments')
    ).body.Result.find((row) => row.Id === id)!;
    expect(mine.CanDecide).toBe(false);
    for (const [path, body] of [
      ['/RiskAssessment/approve', { AssessmentId: id }],
      ['/RiskAssessment/send-back', { AssessmentId: id, Comment: 'Mine.' }],
    ] as const) {
      const refused = await postAs(more.approver, path, body);
      expect([refused.status, refused.body.Message]).toEqual([403, R.ownWork]);
    }
    await db().query('UPDATE risk_assessments SET submitted_by = $2 WHERE id = $1', [
      id,
      sessions.admin.userId,
    ]);
    const admin = await postAs(sessions.admin, '/RiskAssessment/approve', { AssessmentId: id });
    expect([admin.status, admin.body.Message]).toEqual([403, R.ownWork]);
    await db().query('UPDATE risk_assessments SET submitted_by = $2 WHERE id = $1', [
      id,
      sessions.ben.userId,
    ]);
  });

  it("keeps Harborview's risk assessments from Northgate's users", async () => {
    const harborview = (await get<{ Id: number }[]>(sessions.ben, '/RiskAssessment/get-assessments')).body
      .Result;
    expect(harborview.length).toBeGreaterThan(0);
    for (const session of [more.northgate, more.northgateAdmin]) {
      const seen = (await get<{ Id: number }[]>(session, '/RiskAssessment/get-assessments')).body.Result;
      expect(seen.filter((row) => harborview.some((own) => own.Id === row.Id))).toEqual([]);
    }
    const submitted = (
      await db().query<{ id: number }>(`SELECT id FROM risk_assessments WHERE status = 'Submitted' LIMIT 1`)
    ).rows[0].id;
    const refused = await postAs(more.northgateAdmin, '/RiskAssessment/approve', { AssessmentId: submitted });
    expect([refused.status, refused.body.Message]).toEqual([404, OWNERSHIP_MESSAGES.notFound]);
    const history = await get(more.northgateAdmin, '/RiskAssessment/get-history', {
      AssessmentId: submitted,
    });
    expect(history.status).toBe(404);
    // The same questionnaire asked by Northgate's administrator has no assessment; provider staff review Harborview's.
    const { rows } = await db().query<{
      company_process_id: number;
      frequency_id: number;
      start: string;
      end: string;
    }>(
      `SELECT company_process_id, frequency_id, to_char(start_date, 'YYYY-MM-DD') AS start,
              to_char(end_date, 'YYYY-MM-DD') AS end FROM risk_assessments WHERE id = $1`,
      [submitted],
    );
    const choice = {
      CompanyProcessId: rows[0].company_process_id,
      FreqId: rows[0].frequency_id,
      StartDate: rows[0].start,
      EndDate: rows[0].end,
      Stage: 'Approval',
    };
    const theirs = await postAs<{ Assessment: { Id: number } | null }>(
      more.northgateAdmin,
      '/RiskAssessment/get-questions',
      choice,
    );
    expect(theirs.body.Result.Assessment).toBeNull();
    const provider = await postAs<{ Assessment: { Id: number } | null }>(
      sessions.admin,
      '/RiskAssessment/get-questions',
      choice,
    );
    expect(provider.body.Result.Assessment?.Id).toBe(submitted);
  });
});
