import { beforeAll, describe, expect, it } from 'vitest';
import { OWNERSHIP_MESSAGES } from '../http/caller.js';
import { GAPS_LEGACY_MESSAGES as M } from '../modules/gaps/gaps.messages.js';
import { expectRefusal, useCatalogueSessions } from './catalogue-helpers.js';
import type { Session } from './helpers.js';

const { catalogue, sessions, get } = useCatalogueSessions();

const call = <T>(
  session: Session,
  method: string,
  path: string,
  options: { body?: unknown; params?: Record<string, string | number> },
) =>
  catalogue.client.call<{ Message: string; Result: T }>(method, path, {
    token: session.accessToken,
    ...(options.body !== undefined
      ? {
          body: Array.isArray(options.body)
            ? options.body.map((row) => ({ ...(row as object), UserId: session.userId }))
            : { ...(options.body as object), UserId: session.userId },
        }
      : {}),
    ...(options.params ? { params: { ...options.params, UserId: session.userId } } : {}),
  });

interface Gap {
  LawId: number;
  SectionId: number;
  LawDetailId: number;
  BusinessLineId: number;
  LawRequirementId: number;
  MstCompanyProcessId: number;
  IsSubmit: boolean;
}
interface Question {
  Id: number;
  QuestionType: string;
  ParentQuestionId: number | null;
  TriggerAnswer: string | null;
  Options: string[];
}

describe('gaps and updates', () => {
  it('lists the seeded gaps and the questionnaire of their line', async () => {
    const gaps = await get<Gap[]>(sessions.ben, '/GapsAndUpdates/get-gaps');
    expect(gaps.body.Result.length).toBeGreaterThanOrEqual(3);
    const line = gaps.body.Result[0]!.BusinessLineId;
    const questions = await get<Question[]>(sessions.ben, '/GapsAndUpdates/get-user-questions', {
      business_line_id: line,
    });
    expect(questions.body.Result.some((q) => q.ParentQuestionId !== null)).toBe(true);
    const types = await get<{ Name: string }[]>(sessions.ben, '/GapsAndUpdates/get-task-type');
    expect(types.body.Result.map((t) => t.Name)).toContain('Training');
    // The reader's lines have no gaps of business@'s.
    expect((await get<Gap[]>(sessions.rita, '/GapsAndUpdates/get-gaps')).body.Result).toEqual([]);
  });

  it('saves a draft, refuses an incomplete submit, takes a file and submits; plans and step files', async () => {
    const gap = (await get<Gap[]>(sessions.ben, '/GapsAndUpdates/get-gaps')).body.Result[0]!;
    const key = {
      LawId: gap.LawId,
      SectionId: gap.SectionId,
      LawRequirementId: gap.LawRequirementId,
      MstCompanyProcessId: gap.MstCompanyProcessId,
    };
    const questions = (
      await get<Question[]>(sessions.ben, '/GapsAndUpdates/get-user-questions', {
        business_line_id: gap.BusinessLineId,
      })
    ).body.Result;
    const top = questions.find((q) => q.QuestionType === 'Options' && q.Options.includes('Yes'))!;
    const sub = questions.find((q) => q.ParentQuestionId === top.Id)!;
    const attachment = questions.find((q) => q.QuestionType === 'Add attachment')!;
    const draft = await call(sessions.ben, 'POST', '/GapsAndUpdates/submit-question-answer', {
      body: { ...key, IsSubmit: false, Answers: [{ QuestionId: top.Id, Answer: 'Yes' }] },
    });
    expect(draft.body.Message).toBe(M.answersSaved);
    expectRefusal(
      await call(sessions.ben, 'POST', '/GapsAndUpdates/submit-question-answer', {
        body: { ...key, IsSubmit: true, Answers: [{ QuestionId: top.Id, Answer: 'Maybe' }] },
      }),
      400,
      M.answerInvalid,
    );
    const answers = questions
      .filter((q) => q.ParentQuestionId === null && q.QuestionType !== 'Add attachment')
      .map((q) => ({
        QuestionId: q.Id,
        Answer: q.QuestionType === 'Calendar Field' ? '2027-03-01' : (q.Options[0] ?? 'Written answer'),
      }));
    expectRefusal(
      await call(sessions.ben, 'POST', '/GapsAndUpdates/submit-question-answer', {
        body: { ...key, IsSubmit: true, Answers: answers },
      }),
      400,
      M.answerRequired,
    );
    const file = await call<{ Id: number }>(
      sessions.ben,
      'POST',
      '/GapsAndUpdates/add-action-question-files',
      {
        params: { QuestionId: attachment.Id },
        body: { ...key, FileName: 'evidence.txt', FileText: Buffer.from('evidence').toString('base64') },
      },
    );
    expect(file.status).toBe(200);
    expectRefusal(
      await call(sessions.ben, 'POST', '/GapsAndUpdates/add-action-question-files', {
        params: { QuestionId: attachment.Id },
        body: { ...key, FileName: 'evil.exe', FileText: Buffer.from('x').toString('base64') },
      }),
      400,
      M.fileType,
    );
    const submitted = await call(sessions.ben, 'POST', '/GapsAndUpdates/submit-question-answer', {
      body: {
        ...key,
        IsSubmit: true,
        Answers: [...answers, { QuestionId: sub.Id, Answer: 'The disclosure procedure.' }],
      },
    });
    expect(submitted.body.Message).toBe(M.answersSubmitted);
    const answered = await get<{ IsSubmit: boolean; Files: { Id: number }[] }>(
      sessions.ben,
      '/GapsAndUpdates/get-answered-question',
      key,
    );
    expect(answered.body.Result).toMatchObject({ IsSubmit: true, Files: [{ Id: file.body.Result.Id }] });
    const secret = catalogue.client.secretFor({ Id: file.body.Result.Id, UserId: sessions.ben.userId });
    const download = await fetch(
      `${catalogue.client.baseUrl}/GapsAndUpdates/download-action-question-files?secret=${encodeURIComponent(secret)}`,
      { headers: { authorization: `Bearer ${sessions.ben.accessToken}` } },
    );
    expect(await download.text()).toBe('evidence');
    expect(download.status).toBe(200);

    const types = (await get<{ Id: number }[]>(sessions.ben, '/GapsAndUpdates/get-task-type')).body.Result;
    const statuses = (await get<{ Id: number }[]>(sessions.ben, '/GapsAndUpdates/get-task-status')).body
      .Result;
    const plan = await call<{ Id: number }>(sessions.ben, 'POST', '/GapsAndUpdates/add-action-plan-tracker', {
      body: {
        ...key,
        ModuleTypeId: 1,
        TaskTypeId: types[0]!.Id,
        TaskStatusId: statuses[0]!.Id,
        Description: 'Write it',
        DueDate: '2027-04-01',
      },
    });
    expect(plan.body.Message).toBe(M.planSaved);
    const step = await call<{ Id: number }>(
      sessions.ben,
      'POST',
      '/GapsAndUpdates/add-action-plan-step-files',
      {
        params: { ActionPlanId: plan.body.Result.Id },
        body: { FileName: 'step.pdf', FileText: Buffer.from('%PDF').toString('base64') },
      },
    );
    expect(step.status).toBe(200);
    const plans = await get<{ StepFiles: unknown[] }[]>(
      sessions.ben,
      '/GapsAndUpdates/get-action-plan-tracker',
      { ...key, ModuleTypeId: 1 },
    );
    expect(plans.body.Result[0]!.StepFiles).toHaveLength(1);
    expectRefusal(
      await call(sessions.admin, 'DELETE', '/GapsAndUpdates/delete-task-type', {
        params: { Id: types[0]!.Id },
      }),
      400,
      M.nameListInUse,
    );
    expectRefusal(
      await call(sessions.rita, 'POST', '/GapsAndUpdates/add-task-type', { body: { Name: 'Nope' } }),
      403,
      M.readOnly,
    );
  });

  it('maintains headers, questions and sub-questions', async () => {
    const gap = (await get<Gap[]>(sessions.ben, '/GapsAndUpdates/get-gaps')).body.Result[0]!;
    const headers = await get<{ Id: number; Header: string }[]>(
      sessions.ben,
      '/GapsAndUpdates/get-questions-header',
      {
        business_line_id: gap.BusinessLineId,
      },
    );
    const saved = await call<{ Id: number }[]>(
      sessions.admin,
      'PUT',
      '/GapsAndUpdates/update-question-header',
      {
        body: [
          ...headers.body.Result.map((h) => ({
            Id: h.Id,
            Header: h.Header,
            BusinessLineId: gap.BusinessLineId,
          })),
          { Header: 'Follow-up', BusinessLineId: gap.BusinessLineId },
        ],
      },
    );
    expect(saved.body.Result).toHaveLength(headers.body.Result.length + 1);
    // Two headers of a questionnaire never read alike, whatever their case; nothing of the refused save stays.
    expectRefusal(
      await call(sessions.admin, 'PUT', '/GapsAndUpdates/update-question-header', {
        body: [
          { Id: saved.body.Result.at(-1)!.Id, Header: 'FOLLOW-UP ', BusinessLineId: gap.BusinessLineId },
          { Header: 'follow-up', BusinessLineId: gap.BusinessLineId },
        ],
      }),
      400,
      M.headerDuplicate,
    );
    expectRefusal(
      await call(sessions.admin, 'PUT', '/GapsAndUpdates/update-question-header', {
        body: [{ Header: 'x'.repeat(201), BusinessLineId: gap.BusinessLineId }],
      }),
      400,
      M.headerTooLong,
    );
    const types = (
      await get<{ Id: number; Name: string }[]>(sessions.ben, '/GapsAndUpdates/get-question-type')
    ).body.Result;
    const optionsType = types.find((t) => t.Name === 'Options')!.Id;
    expectRefusal(
      await call(sessions.admin, 'POST', '/GapsAndUpdates/add-sub-questions', {
        body: {
          HeaderId: saved.body.Result.at(-1)!.Id,
          Question: 'Owner?',
          QuestionTypeId: optionsType,
          Options: [],
        },
      }),
      400,
      M.optionsRequired,
    );
    const question = await call<{ Id: number }>(sessions.admin, 'POST', '/GapsAndUpdates/add-sub-questions', {
      body: {
        HeaderId: saved.body.Result.at(-1)!.Id,
        Question: 'Owner named?',
        QuestionTypeId: optionsType,
        Options: ['Yes', 'No'],
      },
    });
    const sub = await call<{ Id: number; ParentQuestionId: number }>(
      sessions.admin,
      'POST',
      '/GapsAndUpdates/add-sub-questions',
      {
        body: {
          ParentQuestionId: question.body.Result.Id,
          TriggerAnswer: 'Yes',
          Question: 'Who?',
          QuestionTypeId: types.find((t) => t.Name === 'Text')!.Id,
        },
      },
    );
    expect(sub.body.Result.ParentQuestionId).toBe(question.body.Result.Id);
    const subs = await get<unknown[]>(sessions.ben, '/GapsAndUpdates/get-sub-questions', {
      QuestionId: question.body.Result.Id,
    });
    expect(subs.body.Result).toHaveLength(1);
    // A question with answers keeps its type; one without may change it.
    const answeredQuestion = (
      await get<{ Id: number; Question: string; QuestionType: string; ParentQuestionId: number | null }[]>(
        sessions.ben,
        '/GapsAndUpdates/get-user-questions',
        { business_line_id: gap.BusinessLineId },
      )
    ).body.Result.find((q) => q.QuestionType === 'Comment' && q.ParentQuestionId === null)!;
    const commentType = types.find((t) => t.Name === 'Comment')!.Id;
    expectRefusal(
      await call(sessions.admin, 'PUT', '/GapsAndUpdates/update-question', {
        body: {
          Id: answeredQuestion.Id,
          Question: answeredQuestion.Question,
          QuestionTypeId: optionsType,
          Options: ['A'],
        },
      }),
      400,
      M.questionTypeAnswered,
    );
    const retyped = await call<{ QuestionType: string }>(
      sessions.admin,
      'PUT',
      '/GapsAndUpdates/update-question',
      {
        body: { Id: question.body.Result.Id, Question: 'Owner named?', QuestionTypeId: commentType },
      },
    );
    expect(retyped.body.Result.QuestionType).toBe('Comment');
    const deleted = await call(sessions.admin, 'DELETE', '/GapsAndUpdates/delete-question-header', {
      params: { Id: saved.body.Result.at(-1)!.Id },
    });
    expect(deleted.status).toBe(200);
  });
});

describe("gaps files follow their gap's client", () => {
  /** Northgate's business user (client 2), on business@'s lines (Deposit Accounts, Consumer Lending). */
  let northgate: Session;
  beforeAll(async () => {
    northgate = await catalogue.client.login('northgate-business@lexbridge.test');
  });

  const download = (session: Session, path: string, id: number) =>
    fetch(
      `${catalogue.client.baseUrl}/GapsAndUpdates/${path}?secret=${encodeURIComponent(
        catalogue.client.secretFor({ Id: id, UserId: session.userId }),
      )}`,
      { headers: { authorization: `Bearer ${session.accessToken}` } },
    );

  it("says whose the answers are, and keeps Harborview's answer and step files from Northgate's user", async () => {
    const { rows: clients } = await catalogue.running.db.query<{ id: number }>(
      `SELECT id FROM clients WHERE name = 'Harborview Credit Union'`,
    );
    const harborview = clients[0]!.id;
    // An open gap of business@'s whose line asks for an attachment.
    const gaps = (await get<Gap[]>(sessions.ben, '/GapsAndUpdates/get-gaps')).body.Result;
    let gap: Gap | undefined;
    let attachment: Question | undefined;
    for (const candidate of gaps.filter((row) => !row.IsSubmit)) {
      const questions = (
        await get<Question[]>(sessions.ben, '/GapsAndUpdates/get-user-questions', {
          business_line_id: candidate.BusinessLineId,
        })
      ).body.Result;
      attachment = questions.find((q) => q.QuestionType === 'Add attachment');
      if (attachment) {
        gap = candidate;
        break;
      }
    }
    expect(gap).toBeDefined();
    const key = {
      LawId: gap!.LawId,
      SectionId: gap!.SectionId,
      LawRequirementId: gap!.LawRequirementId,
      MstCompanyProcessId: gap!.MstCompanyProcessId,
    };
    const answered = await get<{ ClientId: number | null }>(
      sessions.ben,
      '/GapsAndUpdates/get-answered-question',
      key,
    );
    expect(answered.body.Result.ClientId).toBe(harborview);
    expectRefusal(
      await get(northgate, '/GapsAndUpdates/get-answered-question', key),
      404,
      OWNERSHIP_MESSAGES.notFound,
    );

    const addFile = (session: Session) =>
      call<{ Id: number }>(session, 'POST', '/GapsAndUpdates/add-action-question-files', {
        params: { QuestionId: attachment!.Id },
        body: { ...key, FileName: 'own.txt', FileText: Buffer.from('Harborview only').toString('base64') },
      });
    const file = await addFile(sessions.ben);
    expect(file.status).toBe(200);
    expectRefusal(await addFile(northgate), 404, OWNERSHIP_MESSAGES.notFound);
    const foreign = await download(northgate, 'download-action-question-files', file.body.Result.Id);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ Message: OWNERSHIP_MESSAGES.notFound, Result: null });
    expectRefusal(
      await call(northgate, 'DELETE', '/GapsAndUpdates/delete-action-question-files', {
        params: { Id: file.body.Result.Id },
      }),
      404,
      OWNERSHIP_MESSAGES.notFound,
    );
    expect(
      await (await download(sessions.ben, 'download-action-question-files', file.body.Result.Id)).text(),
    ).toBe('Harborview only');

    const types = (await get<{ Id: number }[]>(sessions.ben, '/GapsAndUpdates/get-task-type')).body.Result;
    const statuses = (await get<{ Id: number }[]>(sessions.ben, '/GapsAndUpdates/get-task-status')).body
      .Result;
    const plan = await call<{ Id: number }>(sessions.ben, 'POST', '/GapsAndUpdates/add-action-plan-tracker', {
      body: {
        ...key,
        ModuleTypeId: 1,
        TaskTypeId: types[0]!.Id,
        TaskStatusId: statuses[0]!.Id,
        Description: 'Collect',
      },
    });
    const addStep = (session: Session) =>
      call<{ Id: number }>(session, 'POST', '/GapsAndUpdates/add-action-plan-step-files', {
        params: { ActionPlanId: plan.body.Result.Id },
        body: { FileName: 'step.txt', FileText: Buffer.from('step one').toString('base64') },
      });
    const step = await addStep(sessions.ben);
    expect(step.status).toBe(200);
    expectRefusal(await addStep(northgate), 404, OWNERSHIP_MESSAGES.notFound);
    const foreignStep = await download(northgate, 'download-action-plan-step-files', step.body.Result.Id);
    expect(foreignStep.status).toBe(404);
    expect(await foreignStep.json()).toEqual({ Message: OWNERSHIP_MESSAGES.notFound, Result: null });
    expectRefusal(
      await call(northgate, 'DELETE', '/GapsAndUpdates/delete-action-plan-step-files', {
        params: { Id: step.body.Result.Id },
      }),
      404,
      OWNERSHIP_MESSAGES.notFound,
    );
  });
});
