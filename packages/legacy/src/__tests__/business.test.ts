import { beforeAll, describe, expect, it } from 'vitest';
import { OWNERSHIP_MESSAGES } from '../http/caller.js';
import type { Envelope } from '../http/envelope.js';
import { BUSINESS_LEGACY_MESSAGES as M } from '../modules/business/business.messages.js';
import type {
  ArtifactDto,
  BusinessLawDto,
  BusinessRequirementDto,
  ProcessDto,
  QuestionDto,
} from '../modules/business/business.repository.js';
import { expectRefusal, useCatalogueSessions } from './catalogue-helpers.js';
import type { Session } from './helpers.js';

const { catalogue, sessions: demo, get, postAs } = useCatalogueSessions();
const sessions = demo as typeof demo & { approver: Session; northgate: Session };
beforeAll(async () => {
  sessions.approver = await catalogue.client.login('business-approver@lexbridge.test');
  // Northgate's business user (client 2), on the lines of business@'s (Harborview's) laws.
  sessions.northgate = await catalogue.client.login('northgate-business@lexbridge.test');
  // Triggers on the assessment's events, from the seeded sender to the seeded group.
  await catalogue.running.db.query(
    `INSERT INTO email_triggers (name, event, subject, sender_id, email_group_id)
     SELECT v.name, v.event, v.subject, s.id, g.id
       FROM (VALUES ('Assessment submitted notice', 'Assessment Submitted', 'An assessment awaits approval'),
                    ('Assessment approved notice', 'Assessment Approved', 'An assessment was approved'))
            AS v(name, event, subject)
       JOIN email_addresses s ON s.kind = 'Sender' AND lower(s.email) = 'notifications@lexbridge.test'
       JOIN email_groups g ON lower(g.name) = 'compliance officers'`,
  );
});

/** The messages the outbox holds for an event, oldest first. */
async function mailsOf(event: string) {
  const { rows } = await catalogue.running.db.query<{ subject: string; body: string }>(
    'SELECT subject, body FROM outbox WHERE event = $1 ORDER BY id',
    [event],
  );
  return rows;
}

async function list(session: Session, body: Record<string, unknown> = {}) {
  const answer = await postAs<BusinessLawDto[]>(session, '/BusinessDashboard/get-business-list', body);
  expect(answer.status).toBe(200);
  return answer.body.Result;
}

async function counts(session: Session) {
  const answer = await postAs<{ Counts: { Column: string; Count: number }[] }>(
    session,
    '/BusinessDashboard/get-business-dashboard',
    {},
  );
  return Object.fromEntries(answer.body.Result.Counts.map((c) => [c.Column, c.Count]));
}

async function inbox(session: Session): Promise<number> {
  const answer = await get<{ RouterLink: string; Count: number }[]>(
    session,
    '/business-laws/get-inbox_counts',
  );
  return answer.body.Result.find((row) => row.RouterLink === '/business-module/business-module')?.Count ?? 0;
}

describe('business module', () => {
  it('puts the seeded laws in every dashboard column, with the editability rule', async () => {
    const ben = await counts(sessions.ben);
    for (const column of ['Open', 'My Draft', 'Submitted for Approval', 'Changed Law', 'Send Back'])
      expect(ben[column]).toBeGreaterThan(0);
    const approver = await list(sessions.approver);
    const sentBack = approver.find((law) => law.Column === 'Send Back')!;
    // The approver is not the business contact: a send-back law is not theirs to edit.
    expect(sentBack.IsEditable).toBe(false);
    expect(approver.find((law) => law.Column === 'Submitted for Approval')!.IsEditable).toBe(true);
    const reader = await list(sessions.rita);
    expect(reader.length).toBeGreaterThan(0);
    expect(reader.every((law) => !law.IsEditable)).toBe(true);
    expect(await inbox(sessions.ben)).toBeGreaterThan(0);
  });

  it('filters the list by column, business line and business user', async () => {
    const open = await list(sessions.ben, { status_id: 1 });
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((law) => law.Column === 'Open')).toBe(true);
    const line = open[0].BusinessLineId;
    expect(
      (await list(sessions.ben, { business_line_id: line })).every((law) => law.BusinessLineId === line),
    ).toBe(true);
    expect(await list(sessions.ben, { business_user_id: 999999 })).toEqual([]);
  });

  it('validates, maps, assesses, submits, and the approver approves one requirement and sends one back', async () => {
    const law = (await list(sessions.ben, { status_id: 1 })).find((row) => row.RequirementCount >= 2)!;
    const key = { BusinessLawId: law.BusinessLawId };
    const before = { ben: await inbox(sessions.ben), approver: await inbox(sessions.approver) };

    const validation = await get<{ Processes: ProcessDto[]; Requirements: BusinessRequirementDto[] }>(
      sessions.ben,
      '/business-validation/get-law-requirements',
      key,
    );
    expect(validation.body.Result.Processes.length).toBeGreaterThan(0);
    // Not validated yet: the section's defined requirements, open.
    expect(validation.body.Result.Requirements).toHaveLength(law.RequirementCount);
    expect(validation.body.Result.Requirements.every((r) => r.Status === 'Open')).toBe(true);
    expectRefusal(
      await postAs(sessions.ben, '/business-validation/submit-validate-law', {
        ...key,
        CompanyProcessIds: [],
      }),
      400,
      M.processRequired,
    );
    expectRefusal(
      await postAs(sessions.rita, '/business-validation/submit-validate-law', {
        ...key,
        CompanyProcessIds: [1],
      }),
      403,
      M.readOnly,
    );
    const processId = validation.body.Result.Processes[0].CompanyProcessId;
    const validated = await postAs(sessions.ben, '/business-validation/submit-validate-law', {
      ...key,
      CompanyProcessIds: [processId],
    });
    expect(validated.body).toEqual({ Message: M.validated, Result: true });

    const mapping = await get<{ Requirements: BusinessRequirementDto[]; Artifacts: ArtifactDto[] }>(
      sessions.ben,
      '/map-artifact/get-requirement',
      key,
    );
    const [first, second, ...rest] = mapping.body.Result.Requirements;
    const artifact = mapping.body.Result.Artifacts[0].ArtifactId;
    expectRefusal(
      await postAs(sessions.ben, '/map-artifact/submit-artifact-mappings', {
        ...key,
        Mappings: [],
        IsSubmit: true,
      }),
      400,
      M.mappingIncomplete,
    );
    const mapped = await postAs(sessions.ben, '/map-artifact/submit-artifact-mappings', {
      ...key,
      Mappings: [first, second, ...rest].map((r) => ({
        RequirementId: r.RequirementId,
        ArtifactIds: [artifact],
      })),
      IsSubmit: true,
    });
    expect(mapped.body.Message).toBe(M.mappingsSubmitted);

    const assessment = await get<{ Questions: QuestionDto[]; Requirements: BusinessRequirementDto[] }>(
      sessions.ben,
      '/assessment/get-artifact-requirements',
      key,
    );
    const questions = assessment.body.Result.Questions;
    expectRefusal(await postAs(sessions.ben, '/assessment/submit-assessment', key), 400, M.answerRequired);
    const answers = assessment.body.Result.Requirements.flatMap((r) =>
      questions
        .filter((q) => q.IsRequired)
        .map((q) => ({
          RequirementId: r.RequirementId,
          ArtifactId: artifact,
          QuestionId: q.QuestionId,
          Answer: q.Options.length ? 'Yes' : 'Section 4 of the policy.',
        })),
    );
    expect(
      (await postAs(sessions.ben, '/assessment/save-assessment', { ...key, Answers: answers })).status,
    ).toBe(200);

    // get-requirements answers what get-artifact-requirements answers.
    const same = await get(sessions.ben, '/assessment/get-requirements', key);
    expect(same.body).toEqual((await get(sessions.ben, '/assessment/get-artifact-requirements', key)).body);
    // One answer saved alone, with save-assessment's checks, and read back in its one artifact.
    const options = questions.find((q) => q.Options.length > 0)!;
    const one = { ...key, RequirementId: first.RequirementId, ArtifactId: artifact };
    expectRefusal(
      await postAs(sessions.ben, '/assessment/SaveAssessedArtifactQuestion', {
        ...one,
        QuestionId: options.QuestionId,
        Answer: 'Perhaps',
      }),
      400,
      M.answerInvalid,
    );
    expectRefusal(
      await postAs(sessions.rita, '/assessment/SaveAssessedArtifactQuestion', {
        ...one,
        QuestionId: options.QuestionId,
        Answer: 'No',
      }),
      403,
      M.readOnly,
    );
    expect(
      (
        await postAs(sessions.ben, '/assessment/SaveAssessedArtifactQuestion', {
          ...one,
          QuestionId: options.QuestionId,
          Answer: 'Partially',
        })
      ).body,
    ).toEqual({ Message: M.assessmentSaved, Result: true });
    const assessed = await get<{
      ArtifactId: number;
      Answers: { QuestionId: number; Answer: string | null }[];
    }>(sessions.ben, '/assessment/get-assessed-artifact', one);
    expect(assessed.body.Result.ArtifactId).toBe(artifact);
    expect(assessed.body.Result.Answers.find((a) => a.QuestionId === options.QuestionId)!.Answer).toBe(
      'Partially',
    );
    expectRefusal(
      await get(sessions.ben, '/assessment/get-assessed-artifact', { ...one, ArtifactId: 999999 }),
      404,
      M.artifactNotMapped,
    );
    await postAs(sessions.ben, '/assessment/SaveAssessedArtifactQuestion', {
      ...one,
      QuestionId: options.QuestionId,
      Answer: 'Yes',
    });

    // A question file: uploaded, downloaded as it was, deleted.
    const evidence = questions.find((q) => q.QuestionType === 'Add attachment')!;
    const upload = (name: string, text: string, as: Session = sessions.ben) =>
      catalogue.client.post<Envelope<{ Id: number }>>('/assessment/add-artifact-question-files', {
        token: as.accessToken,
        params: { QuestionId: evidence.QuestionId, UserId: as.userId },
        body: {
          ...key,
          RequirementId: first.RequirementId,
          ArtifactId: artifact,
          FileName: name,
          FileText: Buffer.from(text).toString('base64'),
          UserId: as.userId,
        },
      });
    expectRefusal(await upload('run.exe', 'MZ'), 400, M.fileExtension);
    const stored = await upload('evidence.txt', 'signed policy');
    expect(stored.status).toBe(200);
    const downloadAs = (as: Session) =>
      fetch(
        `${catalogue.client.baseUrl}/assessment/download-artifact-question-files?secret=${encodeURIComponent(
          catalogue.client.secretFor({ Id: stored.body.Result.Id, UserId: as.userId }),
        )}`,
        { headers: { authorization: `Bearer ${as.accessToken}` } },
      );
    const download = await downloadAs(sessions.ben);
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="evidence.txt"');
    expect(await download.text()).toBe('signed policy');
    // The file follows its law (Harborview's): Northgate's business user neither adds a file to the law nor
    // downloads or deletes one of it, as if neither existed.
    expectRefusal(
      await upload('theirs.txt', 'Northgate', sessions.northgate),
      404,
      OWNERSHIP_MESSAGES.notFound,
    );
    const foreign = await downloadAs(sessions.northgate);
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ Message: OWNERSHIP_MESSAGES.notFound, Result: null });
    expectRefusal(
      await catalogue.client.delete<Envelope<boolean>>('/assessment/delete-artifact-question-files', {
        token: sessions.northgate.accessToken,
        params: { Id: stored.body.Result.Id, UserId: sessions.northgate.userId },
      }),
      404,
      OWNERSHIP_MESSAGES.notFound,
    );
    const removed = await catalogue.client.delete<Envelope<boolean>>(
      '/assessment/delete-artifact-question-files',
      {
        token: sessions.ben.accessToken,
        params: { Id: stored.body.Result.Id, UserId: sessions.ben.userId },
      },
    );
    expect(removed.body.Message).toBe(M.fileDeleted);

    const submitted = await postAs(sessions.ben, '/assessment/submit-assessment', key);
    expect(submitted.body.Message).toBe(M.assessmentSubmitted);
    const told = await mailsOf('Assessment Submitted');
    expect(told.length).toBeGreaterThan(0);
    expect(told[0]!.subject).toBe('An assessment awaits approval');
    expect(told[0]!.body).toContain('A business assessment was submitted for approval.');
    expect(await inbox(sessions.ben)).toBe(before.ben - 1);
    expect(await inbox(sessions.approver)).toBe(before.approver + 1);

    // business@ cannot approve; the approver approves one and sends the other back.
    const approve = (session: Session, requirementId: number) =>
      postAs(session, '/assessment/approve-requirement', { ...key, RequirementId: requirementId });
    expectRefusal(await approve(sessions.ben, first.RequirementId), 403, M.notApprover);
    expect((await approve(sessions.approver, first.RequirementId)).body.Message).toBe(M.requirementApproved);
    expectRefusal(await approve(sessions.approver, first.RequirementId), 400, M.notWaiting);
    for (const other of rest) await approve(sessions.approver, other.RequirementId);
    expectRefusal(
      await postAs(sessions.approver, '/assessment/send-back-law', {
        ...key,
        RequirementIds: [second.RequirementId],
        Comment: ' ',
      }),
      400,
      M.commentRequired,
    );
    const sentBack = await postAs(sessions.approver, '/assessment/send-back-law', {
      ...key,
      RequirementIds: [second.RequirementId],
      Comment: 'Attach the evidence.',
    });
    expect(sentBack.body.Message).toBe(M.requirementSentBack);
    // One requirement sent back: the assessment is not approved, so nobody is told it is.
    expect(await mailsOf('Assessment Approved')).toEqual([]);
    const now = (await list(sessions.ben)).find((row) => row.BusinessLawId === law.BusinessLawId)!;
    expect(now.Column).toBe('Send Back');
    expect(now.TabIndex).toBe(4);
    expect(await inbox(sessions.ben)).toBe(before.ben);
    expect(await inbox(sessions.approver)).toBe(before.approver);

    const cleared = await postAs(sessions.ben, '/assessment/Clear-SendBack-Comment', {
      ...key,
      RequirementId: second.RequirementId,
    });
    expect(cleared.body.Message).toBe(M.commentCleared);
  });

  it('keeps not-applicable declarations for the approver to decide', async () => {
    const waiting = await get<BusinessLawDto[]>(sessions.approver, '/law-not-applicable/not-approved');
    expect(waiting.body.Result.length).toBeGreaterThan(0);
    const grid = await postAs<{ TotalCount: number; Rows: BusinessLawDto[] }>(
      sessions.ben,
      '/law-not-applicable/get-law-not-applicable-grid',
      { pageNumber: 1 },
    );
    expect(grid.body.Result.TotalCount).toBeGreaterThan(0);
    const id = waiting.body.Result[0].BusinessLawId;
    expectRefusal(
      await postAs(sessions.ben, '/law-not-applicable/SubmitPopUp_OnLawNotApplicablePage', {
        BusinessLawId: id,
        IsApproved: true,
      }),
      403,
      M.notApprover,
    );
    const decided = await postAs(
      sessions.approver,
      '/law-not-applicable/SubmitPopUp_OnLawNotApplicablePage',
      {
        BusinessLawId: id,
        IsApproved: true,
      },
    );
    expect(decided.body.Message).toBe(M.notApplicableApproved);
  });

  it('refuses to submit an assessment whose requirement lost its artifacts, until it has one or No Artifact', async () => {
    const law = (await list(sessions.ben, { status_id: 2 })).find((row) => row.TabIndex === 4)!;
    const key = { BusinessLawId: law.BusinessLawId };
    const [requirement] = (
      await get<{ Requirements: BusinessRequirementDto[] }>(
        sessions.ben,
        '/assessment/get-artifact-requirements',
        key,
      )
    ).body.Result.Requirements;
    const deleted = await postAs(sessions.ben, '/map-artifact/delete-mapped-artifacts', {
      ...key,
      RequirementId: requirement.RequirementId,
      ArtifactIds: requirement.Artifacts.map((artifact) => artifact.ArtifactId),
    });
    expect(deleted.body.Message).toBe(M.mappingsDeleted);
    expectRefusal(await postAs(sessions.ben, '/assessment/submit-assessment', key), 400, M.mappingIncomplete);
    await postAs(sessions.ben, '/map-artifact/DeleteAllMapArtifactOnClickOfNoArtifact', {
      ...key,
      RequirementId: requirement.RequirementId,
    });
    expect((await postAs(sessions.ben, '/assessment/submit-assessment', key)).body.Message).toBe(
      M.assessmentSubmitted,
    );
  });

  it('refuses every write of the read-only user', async () => {
    const law = (await list(sessions.rita))[0];
    expectRefusal(
      await postAs(sessions.rita, '/business-validation/submit-validate-law', {
        BusinessLawId: law.BusinessLawId,
        CompanyProcessIds: [1],
      }),
      403,
      M.readOnly,
    );
  });

  it('lists gaps and takes target completion dates', async () => {
    const law = (await list(sessions.ben, { status_id: 3 }))[0];
    const requirement = (
      await get<{ Requirements: BusinessRequirementDto[] }>(sessions.ben, '/map-artifact/get-requirement', {
        BusinessLawId: law.BusinessLawId,
      })
    ).body.Result.Requirements[0];
    expectRefusal(
      await postAs(sessions.ben, '/gaps/submit-target-completion-date', {
        BusinessLawId: law.BusinessLawId,
        RequirementId: requirement.RequirementId,
        TargetCompletionDate: '2026-02-30',
      }),
      400,
      M.dateInvalid,
    );
    const saved = await postAs(sessions.ben, '/gaps/submit-target-completion-date', {
      BusinessLawId: law.BusinessLawId,
      RequirementId: requirement.RequirementId,
      TargetCompletionDate: '2026-06-30',
    });
    expect(saved.body.Message).toBe(M.completionDateSaved);
    const toggle = await catalogue.client.call<Envelope<{ IsAzimuthDashboard: boolean }>>(
      'PUT',
      '/BusinessDashboard/update-toggle',
      { token: sessions.ben.accessToken, body: { IsAzimuthDashboard: true, UserId: sessions.ben.userId } },
    );
    expect(toggle.body.Result.IsAzimuthDashboard).toBe(true);
    const read = await get<{ IsAzimuthDashboard: boolean }>(
      sessions.ben,
      '/BusinessDashboard/get-toggle-selection',
    );
    expect(read.body.Result.IsAzimuthDashboard).toBe(true);
  });
});
