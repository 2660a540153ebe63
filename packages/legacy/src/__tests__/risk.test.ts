import { describe, expect, it } from 'vitest';
import { OWNERSHIP_MESSAGES } from '../http/caller.js';
import { RISK_LEGACY_MESSAGES as M } from '../modules/risk/risk.messages.js';
import { useCatalogueSessions } from './catalogue-helpers.js';

const { catalogue, sessions, get, post, postAs } = useCatalogueSessions();

interface Parameter {
  Id: number;
  ParentId: number | null;
  Name: string;
  SortOrder: number;
  IsSubParameter: boolean;
}
interface Question {
  Id: number;
  QuestionType: string;
  Question: string;
  Options: string[];
  IsRequired: boolean;
  Values: string[];
  Files: { Id: number; FileName: string }[];
}
interface Questionnaire {
  Assessment: { Id: number; Status: string; CanDecide: boolean; CanEdit: boolean } | null;
  Headers: { Id: number; Name: string; Questions: Question[] }[];
}

const PERIOD = { StartDate: '2027-01-01', EndDate: '2027-03-31' };

async function processAndQuarter() {
  const processes = (await get<{ Id: number }[]>(sessions.ben, '/RiskRating/get-company-processes')).body
    .Result;
  const frequencies = (
    await get<{ Id: number; Months: number }[]>(sessions.ben, '/RiskAssessment/get-frequency')
  ).body.Result;
  return { processId: processes[2].Id, freqId: frequencies.find((f) => f.Months === 3)!.Id };
}

describe('risk rating and risk assessment (RiskRating, RiskAssessment)', () => {
  it('serves the seeded parameters with their sub-parameters, levels and the question types', async () => {
    const parameters = (await get<Parameter[]>(sessions.admin, '/RiskRating/get-risk-parameters')).body
      .Result;
    const top = parameters.filter((p) => p.ParentId === null).map((p) => p.Name);
    expect(top).toEqual(['Inherent Risk', 'Control Effectiveness', 'Residual Risk']);
    const inherent = parameters.find((p) => p.Name === 'Inherent Risk')!;
    const subs = (
      await get<Parameter[]>(sessions.admin, '/RiskRating/get-risk-sub-parameters', {
        ParameterId: inherent.Id,
      })
    ).body.Result;
    expect(subs.map((s) => s.Name)).toEqual([
      'Regulatory Complexity',
      'Transaction Volume',
      'Customer Impact',
    ]);
    expect(subs.every((s) => s.IsSubParameter)).toBe(true);
    const levels = (await get<{ Name: string }[]>(sessions.admin, '/RiskRating/get-risk-levels')).body.Result;
    expect(levels.map((l) => l.Name)).toEqual(['Low', 'Medium', 'High']);
    const types = (await get<{ Name: string }[]>(sessions.admin, '/RiskRating/get-question-type')).body
      .Result;
    expect(types.map((t) => t.Name)).toContain('Company Process Multiple Selection');
  });

  it('reorders sub-parameters with only the changed rows, and moves one under another parameter with isSubParameter', async () => {
    const parameters = (await get<Parameter[]>(sessions.admin, '/RiskRating/get-risk-parameters')).body
      .Result;
    const residual = parameters.find((p) => p.Name === 'Residual Risk')!;
    const [open, remediation] = parameters.filter((p) => p.ParentId === residual.Id);
    const body = [
      { Id: remediation.Id, SortOrder: 1, UserId: sessions.admin.userId },
      { Id: open.Id, SortOrder: 2, UserId: sessions.admin.userId },
    ];
    const answer = await catalogue.client.call('PUT', '/RiskRating/update-risk-parameter-order', {
      token: sessions.admin.accessToken,
      body,
    });
    expect([answer.status, (answer.body as { Message: string }).Message]).toEqual([200, M.orderSaved]);
    const subs = (
      await get<Parameter[]>(sessions.admin, '/RiskRating/get-risk-sub-parameters', {
        ParameterId: residual.Id,
      })
    ).body.Result;
    expect(subs.map((s) => s.Name)).toEqual(['Remediation Status', 'Open Findings']);

    const control = parameters.find((p) => p.Name === 'Control Effectiveness')!;
    const moved = await catalogue.client.call('PUT', '/RiskRating/update-risk-parameter-order', {
      token: sessions.admin.accessToken,
      body: [
        {
          Id: open.Id,
          SortOrder: 9,
          IsSubParameter: true,
          ParentId: control.Id,
          UserId: sessions.admin.userId,
        },
      ],
    });
    expect(moved.status).toBe(200);
    const underControl = (
      await get<Parameter[]>(sessions.admin, '/RiskRating/get-risk-sub-parameters', {
        ParameterId: control.Id,
      })
    ).body.Result;
    expect(underControl.at(-1)!.Name).toBe('Open Findings');

    const refused = await catalogue.client.call('PUT', '/RiskRating/update-risk-parameter-order', {
      token: sessions.ben.accessToken,
      body: [{ Id: open.Id, SortOrder: 1, UserId: sessions.ben.userId }],
    });
    // Parameters are provider-wide: a client's user is refused before its role is looked at.
    expect([refused.status, (refused.body as { Message: string }).Message]).toEqual([
      403,
      OWNERSHIP_MESSAGES.providerOnly,
    ]);
  });

  it("says 'Please select a questionnaire.' when any of the five choices is missing", async () => {
    const { processId, freqId } = await processAndQuarter();
    const full = { CompanyProcessId: processId, FreqId: freqId, ...PERIOD, Stage: 'Assessment' };
    for (const missing of ['CompanyProcessId', 'FreqId', 'StartDate', 'EndDate', 'Stage']) {
      const answer = await postAs(sessions.ben, '/RiskAssessment/get-questions', { ...full, [missing]: '' });
      expect([answer.status, answer.body.Message]).toEqual([400, M.selectQuestionnaire]);
    }
  });

  it('saves answers of every type, refuses a bad one, submits, sends back and approves by company process', async () => {
    const { processId, freqId } = await processAndQuarter();
    const choice = { CompanyProcessId: processId, FreqId: freqId, ...PERIOD };
    const empty = (
      await postAs<Questionnaire>(sessions.ben, '/RiskAssessment/get-questions', {
        ...choice,
        Stage: 'Assessment',
      })
    ).body.Result;
    expect(empty.Assessment).toBeNull();
    const questions = empty.Headers.flatMap((h) => h.Questions);
    const byType = (type: string) => questions.find((q) => q.QuestionType === type)!;

    const bad = await postAs(sessions.ben, '/RiskAssessment/save-answers', {
      ...choice,
      Answers: [{ QuestionId: byType('Number').Id, Values: ['many'] }],
    });
    expect([bad.status, bad.body.Message]).toEqual([
      400,
      M.answerInvalid(byType('Number').Question, M.numberInvalid),
    ]);

    const values: Record<string, string[]> = {
      Text: ['Risk Committee'],
      Number: ['4'],
      Comment: ['All good.'],
      'Multiple Text': ['Core banking', 'CRM'],
      'Multiple Comment': ['Fixed one', 'Fixed two'],
      'Calendar Field': ['2027-02-14'],
      'Employee Selection': [String(sessions.ben.userId)],
      'Company Process Multiple Selection': [String(processId)],
      'Yes/No': ['Yes'],
      'Single Selection': ['Effective'],
    };
    const answers = questions
      .filter((q) => values[q.QuestionType])
      .map((q) => ({ QuestionId: q.Id, Values: values[q.QuestionType] }));
    const saved = await postAs<{ AssessmentId: number }>(sessions.ben, '/RiskAssessment/save-answers', {
      ...choice,
      Answers: answers,
    });
    expect([saved.status, saved.body.Message]).toEqual([200, M.answersSaved]);

    const noFile = await postAs(sessions.ben, '/RiskAssessment/submit-answers', { ...choice, Answers: [] });
    expect([noFile.status, noFile.body.Message]).toEqual([400, M.attachmentRequired]);

    const notPdf = await catalogue.client.post<{ Message: string }>(
      '/RiskAssessment/add-risk-question-files',
      {
        token: sessions.ben.accessToken,
        params: { QuestionId: byType('Add attachment').Id, UserId: sessions.ben.userId },
        body: {
          ...choice,
          UserId: sessions.ben.userId,
          FileName: 'evidence.pdf',
          FileText: Buffer.from('hello').toString('base64'),
        },
      },
    );
    expect([notPdf.status, notPdf.body.Message]).toEqual([400, M.fileHeader]);
    const file = await catalogue.client.post<{ Message: string; Result: { Id: number } }>(
      '/RiskAssessment/add-risk-question-files',
      {
        token: sessions.ben.accessToken,
        params: { QuestionId: byType('Add attachment').Id, UserId: sessions.ben.userId },
        body: {
          ...choice,
          UserId: sessions.ben.userId,
          FileName: 'evidence.txt',
          FileText: Buffer.from('tested').toString('base64'),
        },
      },
    );
    expect(file.status).toBe(200);
    const download = await fetch(
      `${catalogue.client.baseUrl}/RiskAssessment/download-risk-question-files?secret=${encodeURIComponent(
        catalogue.client.secretFor({ Id: file.body.Result.Id, UserId: sessions.ben.userId }),
      )}`,
      { headers: { authorization: `Bearer ${sessions.ben.accessToken}` } },
    );
    expect(await download.text()).toBe('tested');

    const submitted = await postAs(sessions.ben, '/RiskAssessment/submit-answers', {
      ...choice,
      Answers: [],
    });
    expect([submitted.status, submitted.body.Message]).toEqual([200, M.submitted]);
    const id = saved.body.Result.AssessmentId;

    const benDecides = await postAs(sessions.ben, '/RiskAssessment/approve', { AssessmentId: id });
    expect([benDecides.status, benDecides.body.Message]).toEqual([403, M.approverOnly]);
    const noComment = await postAs(sessions.admin, '/RiskAssessment/send-back', {
      AssessmentId: id,
      Comment: ' ',
    });
    expect([noComment.status, noComment.body.Message]).toEqual([400, M.commentRequired]);
    const back = await postAs(sessions.admin, '/RiskAssessment/send-back', {
      AssessmentId: id,
      Comment: 'Add the CRM owner.',
    });
    expect(back.body.Message).toBe(M.sentBack);
    expect(
      (await postAs(sessions.ben, '/RiskAssessment/submit-answers', { ...choice, Answers: [] })).status,
    ).toBe(200);
    const approved = await postAs(sessions.admin, '/RiskAssessment/approve', { AssessmentId: id });
    expect(approved.body.Message).toBe(M.approved);
    const locked = await postAs(sessions.ben, '/RiskAssessment/save-answers', {
      ...choice,
      Answers: answers,
    });
    expect([locked.status, locked.body.Message]).toEqual([409, M.notEditable('Approved')]);

    const history = (
      await get<{ Action: string }[]>(sessions.ben, '/RiskAssessment/get-history', { AssessmentId: id })
    ).body.Result;
    expect(history.map((h) => h.Action)).toEqual([
      'Approved',
      'Submitted',
      'Sent back',
      'Submitted',
      'File added',
      'Saved',
    ]);
  });

  it('answers the five reports from the seeded ratings and assessments', async () => {
    const risk = (await postAs<{ Level: string }[]>(sessions.admin, '/RiskRating/report-risk', {})).body
      .Result;
    expect(risk.length).toBeGreaterThan(0);
    const gaps = (await postAs<{ Answer: string }[]>(sessions.admin, '/RiskRating/report-gap', {})).body
      .Result;
    expect(gaps.map((g) => g.Answer)).toContain('Partially effective');
    const impact = (await postAs<{ Count: number }[]>(sessions.admin, '/RiskRating/report-impact', {})).body
      .Result;
    expect(impact.reduce((sum, row) => sum + row.Count, 0)).toBeGreaterThan(0);
    const status = (
      await postAs<{ Status: string }[]>(sessions.admin, '/RiskRating/report-implementation-status', {})
    ).body.Result;
    expect(status.map((s) => s.Status)).toEqual(expect.arrayContaining(['Approved', 'Draft', 'Submitted']));
    const updates = (
      await postAs<{ Action: string }[]>(sessions.admin, '/RiskRating/report-updates-and-gaps', {})
    ).body.Result;
    expect(updates.length).toBeGreaterThan(0);
  });

  it('keeps saved risk report searches per user: add, list, delete', async () => {
    const added = await postAs<{ Id: number }>(sessions.ben, '/RiskAssessment/add-risk-search', {
      Name: 'My Q1',
      Filter: { frequencyId: '2' },
    });
    expect(added.body.Message).toBe(M.searchSaved);
    const mine = (await get<{ Name: string }[]>(sessions.ben, '/RiskAssessment/get-risk-searches')).body
      .Result;
    expect(mine.map((s) => s.Name)).toContain('My Q1');
    const others = (await get<{ Name: string }[]>(sessions.admin, '/RiskAssessment/get-risk-searches')).body
      .Result;
    expect(others.map((s) => s.Name)).not.toContain('My Q1');
    const deleted = await catalogue.client.delete<{ Message: string }>('/RiskAssessment/delete-risk-search', {
      token: sessions.ben.accessToken,
      params: { Id: added.body.Result.Id, UserId: sessions.ben.userId },
    });
    expect(deleted.body.Message).toBe(M.searchDeleted);
    void post;
  });
});
