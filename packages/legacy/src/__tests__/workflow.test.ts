import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope } from '../http/envelope.js';
import type { RequirementDto } from '../modules/requirements/requirements.repository.js';
import { WORKFLOW_MESSAGES } from '../modules/workflow/workflow.messages.js';
import type { WorkflowStateDto } from '../modules/workflow/workflow.repository.js';
import { useCatalogueSessions } from './catalogue-helpers.js';
import type { Session } from './helpers.js';

const { catalogue, sessions: demo, get, postAs } = useCatalogueSessions();
/** The five demo sessions plus approver@, the second legal user of the workflow seed. */
const sessions = demo as typeof demo & { approver: Session };
beforeAll(async () => {
  sessions.approver = await catalogue.client.login('approver@lexbridge.test');
});

const put = <T>(session: Session, path: string, body: Record<string, unknown>) =>
  catalogue.client.call<Envelope<T>>('PUT', path, {
    token: session.accessToken,
    body: { ...body, UserId: session.userId },
  });
const del = <T>(session: Session, path: string, params: Record<string, string | number>) =>
  catalogue.client.delete<Envelope<T>>(path, {
    token: session.accessToken,
    params: { ...params, UserId: session.userId },
  });

async function dashboard(session: Session) {
  const answer = await get<WorkflowStateDto[]>(session, '/LegalModule/get-dashboard-list');
  expect(answer.status).toBe(200);
  return answer.body.Result;
}

describe('legal workflow', () => {
  it('gives the lawyer a work queue at every step, and the approver the submitted laws', async () => {
    const lawyer = await dashboard(sessions.lena);
    expect(new Set(lawyer.map((item) => item.TabIndex))).toEqual(new Set([1, 3, 4, 5, 6, 7]));
    expect(lawyer.every((item) => item.IsLawyer)).toBe(true);
    const approver = await dashboard(sessions.approver);
    const pending = approver.filter((item) => item.LegalColumn === 'Pending' && item.TabIndex === 6);
    expect(pending.length).toBe(3);
    // The reader (no edit permission on the dashboard) sees the laws of their own business lines, to look at.
    const reader = await dashboard(sessions.rita);
    expect(reader.length).toBeGreaterThan(0);
    expect(reader.every((item) => !item.IsLawyer && !item.IsApprover)).toBe(true);
  });

  it('defines, numbers, submits, sends back and approves a law, keeping who did what', async () => {
    const item = (await dashboard(sessions.lena)).find(
      (row) => row.TabIndex === 4 && row.RequirementCount === 0,
    )!;
    const key = { sectionId: item.SectionId, businessLineId: item.BusinessLineId };

    const header = await postAs<RequirementDto | false>(
      sessions.lena,
      '/LawRequirement/add-law-requirement',
      {
        ...key,
        requirementTypeId: 1,
        requirement: '',
        requirementSection: [
          { sectionId: key.sectionId, subSectionId: 17 },
          { sectionId: key.sectionId, subSectionId: 18 },
        ],
      },
    );
    expect(header.status).toBe(200);
    const headerRow = header.body.Result as RequirementDto;
    expect(headerRow.Requirement).toBe('Header/Definition/Scope/etc. – Requirement Not Needed');
    expect(headerRow.RequirementNumber).toMatch(/^[A-Z]+_\d{3}$/);
    expect(headerRow.requirementSection).toEqual([
      { sectionId: key.sectionId, subSectionId: 17 },
      { sectionId: key.sectionId, subSectionId: 18 },
    ]);

    // One header only: a second one is the legacy's falsy answer; a defined requirement beside it is fine.
    const second = await postAs<RequirementDto | false>(
      sessions.lena,
      '/LawRequirement/add-law-requirement',
      {
        ...key,
        requirementTypeId: 1,
        requirement: '',
      },
    );
    expect(second.body).toEqual({
      Message: 'Only One requirement can be added with Header Requirement',
      Result: false,
    });
    const beside = await postAs<RequirementDto>(sessions.lena, '/LawRequirement/add-law-requirement', {
      ...key,
      requirementTypeId: 2,
      requirement: 'Keep records of every application',
    });
    expect(beside.body.Result.RequirementNumber).not.toBe(headerRow.RequirementNumber);

    // The approver cannot approve a law that is not submitted; the lawyer submits it.
    const early = await postAs(sessions.approver, '/LegalApproval/approve-law', key);
    expect(early.status).toBe(400);
    expect(early.body.Message).toBe(WORKFLOW_MESSAGES.notSubmitted);
    const submit = await postAs(sessions.lena, '/AcceptLaw/accept-law', {
      sections: [key],
      flag: 2,
      requirements: [],
      addRequirements: [],
    });
    expect(submit.status).toBe(200);

    // The lawyer can no longer change it.
    const late = await postAs(sessions.lena, '/LawRequirement/add-law-requirement', {
      ...key,
      requirementTypeId: 2,
      requirement: 'Late',
    });
    expect(late.status).toBe(400);
    expect(late.body.Message).toBe(WORKFLOW_MESSAGES.notDefining);

    const back = await postAs(sessions.approver, '/LegalApproval/send-back-law', {
      ...key,
      comment: '  Split the header  ',
    });
    expect(back.body.Message).toBe(WORKFLOW_MESSAGES.sentBack);
    const state = await get<WorkflowStateDto & { History: { Action: string; UserName: string }[] }>(
      sessions.lena,
      '/LegalModule/get-law-workflow',
      key,
    );
    expect(state.body.Result).toMatchObject({
      Status: 'SentBack',
      TabIndex: 4,
      sendbackComment: 'Split the header',
      SentBackBy: 'Avery Approver',
    });
    expect(state.body.Result.History.map((event) => event.Action)).toEqual([
      'Assigned',
      'RequirementAdded',
      'RequirementAdded',
      'Submitted',
      'SentBack',
    ]);

    const cleared = await postAs(sessions.lena, '/LegalApproval/Clear-SendBack-Comment', key);
    expect(cleared.status).toBe(200);
    await postAs(sessions.lena, '/LawRequirement/submit-law-requirement', { ...key, flag: 1 });
    const approved = await postAs(sessions.approver, '/LegalApproval/approve-law', key);
    expect(approved.body.Message).toBe(WORKFLOW_MESSAGES.approved);
    const after = await get<WorkflowStateDto>(sessions.lena, '/LegalModule/get-law-workflow', key);
    expect(after.body.Result).toMatchObject({
      Status: 'Approved',
      TabIndex: 7,
      ApprovedBy: 'Avery Approver',
      LegalColumn: 'Completed',
    });
  });

  it('refuses a stale update with 409 and the current requirement; nothing is lost', async () => {
    const item = (await dashboard(sessions.lena)).find(
      (row) => row.TabIndex === 4 && row.Status === 'Draft' && row.RequirementCount > 0,
    )!;
    const key = { section_id: item.SectionId, business_line_id: item.BusinessLineId };
    const rows = (await get<RequirementDto[]>(sessions.lena, '/LawRequirement/get-law-requirement', key)).body
      .Result;
    const target = rows.find((row) => row.RequirementTypeId === 2)!;
    const first = await put<RequirementDto>(sessions.lena, '/LawRequirement/update-law-requirement', {
      Id: target.Id,
      Version: target.Version,
      requirement: 'First edit wins',
    });
    expect(first.status).toBe(200);
    const second = await put<RequirementDto>(sessions.lena, '/LawRequirement/update-law-requirement', {
      Id: target.Id,
      Version: target.Version,
      requirement: 'Second edit is stale',
    });
    expect(second.status).toBe(409);
    expect(second.body.Message).toBe(WORKFLOW_MESSAGES.versionConflict);
    expect(second.body.Result).toMatchObject({
      Id: target.Id,
      Requirement: 'First edit wins',
      Version: target.Version + 1,
    });
  });

  it('deletes several requirements and renumbers the rest consecutively', async () => {
    const item = (await dashboard(sessions.lena))
      .filter((row) => row.TabIndex === 4 && row.RequirementCount >= 3)
      .at(-1)!;
    const key = { sectionId: item.SectionId, businessLineId: item.BusinessLineId };
    const rows = (
      await get<RequirementDto[]>(sessions.lena, '/LawRequirement/get-law-requirement', {
        section_id: key.sectionId,
        business_line_id: key.businessLineId,
      })
    ).body.Result;
    const numbers = rows.map((row) => row.RequirementNumber);
    const answer = await postAs<RequirementDto[]>(
      sessions.lena,
      '/LawRequirement/delete-renumber-requirements',
      {
        ...key,
        RequirementIds: [rows[0]!.Id],
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.Result.map((row) => row.RequirementNumber)).toEqual(numbers.slice(0, -1));
    expect(answer.body.Result.map((row) => row.Id)).toEqual(rows.slice(1).map((row) => row.Id));

    const draft = await catalogue.client.post<Envelope<number>>('/LawRequirement/save-draft-requirements', {
      token: sessions.lena.accessToken,
      body: answer.body.Result.map((row) => ({
        ...key,
        RequirementNumber: row.RequirementNumber,
        isSubmitted: false,
        UserId: sessions.lena.userId,
      })),
    });
    expect(draft.body).toEqual({ Message: 'Saved Draft succesfully', Result: rows.length - 1 });
  });

  it('keeps other users out: the reader and a missing requirement', async () => {
    const item = (await dashboard(sessions.rita))[0]!;
    const answer = await postAs(sessions.rita, '/LawRequirement/add-law-requirement', {
      sectionId: item.SectionId,
      businessLineId: item.BusinessLineId,
      requirementTypeId: 2,
      requirement: 'Nope',
    });
    expect(answer.status).toBe(403);
    expect(answer.body.Message).toBe(WORKFLOW_MESSAGES.notLawyer);
    const missing = await del(sessions.lena, '/LawRequirement/delete-law-requirement', { Id: 999999 });
    expect(missing.status).toBe(404);
    const types = await get<{ Id: number }[]>(sessions.lena, '/LawRequirement/get-legal-RequirementType');
    expect(types.body.Result.map((type) => type.Id)).toEqual([1, 2]);
  });
});
