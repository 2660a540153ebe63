import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type TestClient } from '../../../testing/harness.js';

const LAW = `tabIndex status column sectionId businessLineId lawId lawDetailId requirementCount sentBack sendBackComment
  isLawyer isApprover lawyer { name } approver { name }`;

const DASHBOARD = `{ legalDashboard { pendingCount totalCount steps { key label tabIndex pending draft completed total
  laws { ${LAW} } } } }`;

const REQUIREMENTS = `query ($input: SectionWorkflowInput!) { requirementsForSection(input: $input) {
  id requirementNumber requirement requirementType requirementTypeId isApplicable status version } }`;

const CREATE = `mutation ($input: CreateRequirementInput!) { createRequirement(input: $input) {
  message requirement { id requirementNumber requirement requirementType version } } }`;

const UPDATE = `mutation ($input: UpdateRequirementInput!) { updateRequirement(input: $input) {
  message requirement { id requirement version isApplicable } } }`;

const DELETE = `mutation ($input: DeleteRequirementsInput!) { deleteRequirements(input: $input) {
  message requirements { id requirementNumber } } }`;

const SELECT_ALL = `mutation ($input: SetRequirementsApplicableInput!) { setRequirementsApplicable(input: $input) {
  message requirements { id isApplicable version } } }`;

const ACCEPT = `mutation ($input: AcceptLawRequirementsInput!) { acceptLawRequirements(input: $input) { message law { ${LAW} } } }`;
const DRAFT = `mutation ($input: SaveRequirementDraftInput!) { saveRequirementDraft(input: $input) { message law { ${LAW} } } }`;
const APPROVE = `mutation ($input: SectionWorkflowInput!) { approveLawSection(input: $input) { message law { ${LAW} } } }`;
const SEND_BACK = `mutation ($input: SendBackLawSectionInput!) { sendBackLawSection(input: $input) { message law { ${LAW} } } }`;
const CLEAR = `mutation ($input: SectionWorkflowInput!) { clearSendBackComment(input: $input) { message law { ${LAW} } } }`;

interface Law {
  tabIndex: number;
  status: string;
  column: string;
  sectionId: string;
  businessLineId: string;
  requirementCount: number;
  sentBack: boolean;
  sendBackComment: string | null;
}
interface Step {
  key: string;
  pending: number;
  draft: number;
  completed: number;
  total: number;
  laws: Law[];
}
interface Row {
  id: string;
  requirementNumber: string;
  requirement: string;
  requirementType: string;
  requirementTypeId: number;
  version: number;
  isApplicable: boolean;
}

describe('requirements workflow through the BFF against the reference catalogue', () => {
  let harness: Harness;
  let lawyer: TestClient;
  /** approver@, the second legal user. */
  let admin: TestClient;
  let reader: TestClient;
  let steps: Step[];

  const key = (law: Law) => ({ sectionId: law.sectionId, businessLineId: law.businessLineId });
  const fieldError = (result: { errors?: { extensions?: Record<string, unknown> }[] }) =>
    result.errors?.[0]?.extensions;
  const rowsOf = async (law: Law) =>
    (await lawyer.gql<{ requirementsForSection: Row[] }>(REQUIREMENTS, { input: key(law) })).data!
      .requirementsForSection;

  beforeAll(async () => {
    harness = await startHarness();
    [lawyer, admin, reader] = [harness.client(), harness.client(), harness.client()];
    await Promise.all([
      lawyer.login('lawyer@lexbridge.test'),
      admin.login('approver@lexbridge.test'),
      reader.login('reader@lexbridge.test'),
    ]);
    const result = await lawyer.gql<{ legalDashboard: { steps: Step[] } }>(DASHBOARD);
    expect(result.errors).toBeUndefined();
    steps = result.data!.legalDashboard.steps;
  });
  afterAll(() => harness?.close());

  const defineStep = () => steps.find((step) => step.key === 'defineBusinessRequirements')!;
  const emptyLaw = (index: number) => defineStep().laws.filter((law) => law.requirementCount === 0)[index]!;

  it("shows the lawyer's work queue by step with Pending, Draft, Completed and Total", () => {
    expect(steps.map((step) => step.key)).toEqual([
      'identifyDuplicateLaws',
      'combineLaws',
      'defineBusinessRequirements',
      'mapLawToBusinessProcesses',
      'approveBusinessRequirements',
    ]);
    const define = defineStep();
    expect(define.pending).toBe(4);
    expect(define.draft).toBe(2);
    expect(define.total).toBe(6);
    const approve = steps.find((step) => step.key === 'approveBusinessRequirements')!;
    // The lawyer waits for the approver: submitted laws count in Total only, approved ones in Completed too.
    expect(approve).toMatchObject({ pending: 0, completed: 2, total: 5 });
  });

  it('creates a header and a defined requirement, with the exact messages for bad input', async () => {
    const law = emptyLaw(0);
    const base = { ...key(law), lawSections: [{ sectionId: law.sectionId }] };

    const noLaws = await lawyer.gql(CREATE, {
      input: { ...key(law), requirementTypeId: 2, requirement: 'Keep records' },
    });
    expect(fieldError(noLaws)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { lawSections: 'Please Select the laws first' },
    });
    const noType = await lawyer.gql(CREATE, { input: { ...base, requirement: 'Keep records' } });
    expect(fieldError(noType)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { requirementTypeId: 'Please select a Requirement Type' },
    });
    const badText = await lawyer.gql(CREATE, {
      input: { ...base, requirementTypeId: 2, requirement: ' 1 record' },
    });
    expect(fieldError(badText)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: {
        requirement: 'The Business Requirement must start with a letter and be at least 2 characters long',
      },
    });

    const header = await lawyer.gql<{ createRequirement: { message: string; requirement: Row } }>(CREATE, {
      input: { ...base, requirementTypeId: 1 },
    });
    expect(header.errors).toBeUndefined();
    expect(header.data!.createRequirement.message).toBe('New Requirement Added');
    expect(header.data!.createRequirement.requirement).toMatchObject({
      requirement: 'Header/Definition/Scope/etc. – Requirement Not Needed',
      requirementType: 'HEADER',
    });
    const secondHeader = await lawyer.gql(CREATE, { input: { ...base, requirementTypeId: 1 } });
    expect(fieldError(secondHeader)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { requirementTypeId: 'Cannot add multiple headers or to already defined requirement.' },
    });

    const defined = await lawyer.gql<{ createRequirement: { requirement: Row } }>(CREATE, {
      input: { ...base, requirementTypeId: 2, requirement: 'Give notice of action taken within 30 days' },
    });
    expect(defined.errors).toBeUndefined();
    const again = await lawyer.gql(CREATE, {
      input: { ...base, requirementTypeId: 2, requirement: 'give notice of action taken within 30 days ' },
    });
    expect(fieldError(again)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { requirement: 'Requirement already exists' },
    });

    const rows = await rowsOf(law);
    expect(rows.map((row) => row.requirementType)).toEqual(['HEADER', 'REQUIREMENT']);
    const [first, second] = rows.map((row) => Number(/_(\d+)$/.exec(row.requirementNumber)![1]));
    expect(second).toBe(first! + 1);
  });

  it('refuses workflow mutations on a law in the wrong state, and approvals by the lawyer', async () => {
    const law = emptyLaw(1);
    const notSubmitted = await admin.gql(APPROVE, { input: key(law) });
    expect(fieldError(notSubmitted)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { sectionId: 'This law is not waiting for approval.' },
    });
    const byLawyer = await lawyer.gql(APPROVE, { input: key(law) });
    expect(fieldError(byLawyer)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { sectionId: 'Only the approver assigned to this law can approve it or send it back.' },
    });
    const nothing = await lawyer.gql(ACCEPT, { input: { sections: [key(law)], changed: false } });
    expect(fieldError(nothing)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { sections: 'A law requirement is required to submit.' },
    });
    const noComment = await lawyer.gql(CLEAR, { input: key(law) });
    expect(fieldError(noComment)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { sectionId: 'There is no send-back comment to clear.' },
    });
    const submitted = steps
      .find((step) => step.key === 'approveBusinessRequirements')!
      .laws.find((item) => item.status === 'SUBMITTED')!;
    const late = await lawyer.gql(CREATE, {
      input: {
        ...key(submitted),
        lawSections: [{ sectionId: submitted.sectionId }],
        requirementTypeId: 2,
        requirement: 'Too late',
      },
    });
    expect(fieldError(late)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { sectionId: 'The requirements of this law cannot be changed at its current step.' },
    });
  });

  it('keeps both sides of a concurrent edit of one requirement: one wins, the other gets CONFLICT', async () => {
    const law = defineStep().laws.find((item) => item.status === 'DRAFT')!;
    const target = (await rowsOf(law)).find((row) => row.requirementType === 'REQUIREMENT')!;
    const other = harness.client();
    await other.login('lawyer@lexbridge.test');
    const edit = (client: TestClient, requirement: string) =>
      client.gql<{ updateRequirement: { requirement: Row } }>(UPDATE, {
        input: { ...key(law), id: target.id, version: target.version, requirement },
      });
    const [a, b] = await Promise.all([
      edit(lawyer, 'Edited in the first window'),
      edit(other, 'Edited in the second window'),
    ]);
    const results = [a, b];
    const won = results.filter((result) => !result.errors);
    const lost = results.filter((result) => result.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    expect(lost[0]!.errors![0]!.extensions).toMatchObject({
      code: 'CONFLICT',
      body: {
        Message: 'The requirement was changed by someone else since you loaded it.',
        Result: { Id: Number(target.id) },
      },
    });
    const saved = (await rowsOf(law)).find((row) => row.id === target.id)!;
    expect(saved.requirement).toBe(won[0]!.data!.updateRequirement.requirement.requirement);
    expect(saved.version).toBe(target.version + 1);
    // The loser reloads and applies theirs again: nothing is lost.
    const retry = await edit(lawyer, 'Both edits, merged by hand');
    expect(fieldError(retry)?.code).toBe('CONFLICT');
    const merged = await lawyer.gql<{ updateRequirement: { message: string; requirement: Row } }>(UPDATE, {
      input: {
        ...key(law),
        id: target.id,
        version: saved.version,
        requirement: 'Both edits, merged by hand',
        isApplicable: false,
      },
    });
    expect(merged.data!.updateRequirement).toMatchObject({
      message: 'Requirement updated',
      requirement: { requirement: 'Both edits, merged by hand', isApplicable: false },
    });
    const toHeader = await lawyer.gql(UPDATE, {
      input: { ...key(law), id: target.id, version: saved.version + 1, requirementTypeId: 1 },
    });
    expect(fieldError(toHeader)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { requirementTypeId: 'Cannot add multiple headers or to already defined requirement.' },
    });
  });

  it('deletes and renumbers, then saves a draft', async () => {
    const law = defineStep()
      .laws.filter((item) => item.status === 'DRAFT')
      .at(-1)!;
    const before = await rowsOf(law);
    const deleted = await lawyer.gql<{ deleteRequirements: { message: string; requirements: Row[] } }>(
      DELETE,
      {
        input: { ...key(law), ids: [before[0]!.id, before[1]!.id] },
      },
    );
    expect(deleted.errors).toBeUndefined();
    expect(deleted.data!.deleteRequirements.requirements.map((row) => row.requirementNumber)).toEqual(
      before.slice(0, -2).map((row) => row.requirementNumber),
    );
    const none = await lawyer.gql(DELETE, { input: { ...key(law), ids: [] } });
    expect(fieldError(none)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { ids: 'Select at least one requirement to delete.' },
    });
    const unknown = await lawyer.gql(DRAFT, { input: { ...key(law), requirementNumbers: ['NOPE_001'] } });
    expect(fieldError(unknown)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { requirementNumbers: 'Requirement NOPE_001 is not a requirement of this section.' },
    });
    const draft = await lawyer.gql<{ saveRequirementDraft: { message: string; law: Law } }>(DRAFT, {
      input: key(law),
    });
    expect(draft.data!.saveRequirementDraft).toMatchObject({
      message: 'Saved Draft succesfully',
      law: { status: 'DRAFT', column: 'DRAFT' },
    });
  });

  it("sets every requirement Yes or No with the grid's select all, changing only the rows that differ", async () => {
    const law = defineStep().laws.find((item) => item.status === 'DRAFT')!;
    const before = await rowsOf(law);
    expect(before.length).toBeGreaterThan(1);
    const no = await lawyer.gql<{ setRequirementsApplicable: { message: string; requirements: Row[] } }>(
      SELECT_ALL,
      {
        input: { ...key(law), isApplicable: false },
      },
    );
    expect(no.errors).toBeUndefined();
    expect(no.data!.setRequirementsApplicable.message).toBe('Every requirement is now No.');
    const afterNo = no.data!.setRequirementsApplicable.requirements;
    expect(afterNo.map((row) => row.isApplicable)).toEqual(before.map(() => false));
    // A row that was No already is left alone (same version).
    for (const row of before) {
      const now = afterNo.find((entry) => entry.id === row.id)!;
      expect(now.version).toBe(row.isApplicable ? row.version + 1 : row.version);
    }
    const yes = await lawyer.gql<{ setRequirementsApplicable: { message: string; requirements: Row[] } }>(
      SELECT_ALL,
      {
        input: { ...key(law), isApplicable: true },
      },
    );
    expect(yes.data!.setRequirementsApplicable.message).toBe('Every requirement is now Yes.');
    expect((await rowsOf(law)).every((row) => row.isApplicable)).toBe(true);

    const submitted = steps
      .find((step) => step.key === 'approveBusinessRequirements')!
      .laws.find((item) => item.status === 'SUBMITTED')!;
    const late = await lawyer.gql(SELECT_ALL, { input: { ...key(submitted), isApplicable: false } });
    expect(fieldError(late)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { sectionId: 'The requirements of this law cannot be changed at its current step.' },
    });
    const forbidden = await reader.gql(SELECT_ALL, { input: { ...key(law), isApplicable: false } });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('submits, sends back with a trimmed comment, clears it, resubmits and approves', async () => {
    const law = emptyLaw(0);
    const submitted = await lawyer.gql<{ acceptLawRequirements: { law: Law } }>(ACCEPT, {
      input: { sections: [key(law)], changed: true },
    });
    expect(submitted.errors).toBeUndefined();
    expect(submitted.data!.acceptLawRequirements.law).toMatchObject({
      tabIndex: 6,
      status: 'SUBMITTED',
      column: 'OPEN',
    });

    const blank = await admin.gql(SEND_BACK, { input: { ...key(law), comment: '   ' } });
    expect(fieldError(blank)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { comment: 'Please enter a comment' },
    });
    const back = await admin.gql<{ sendBackLawSection: { message: string; law: Law } }>(SEND_BACK, {
      input: { ...key(law), comment: '  Split the notice requirement  ' },
    });
    expect(back.data!.sendBackLawSection).toMatchObject({
      message: 'Business Requirements have sent back to the user Successfully.',
      law: {
        status: 'SENT_BACK',
        tabIndex: 4,
        sentBack: true,
        sendBackComment: 'Split the notice requirement',
      },
    });
    const cleared = await lawyer.gql<{ clearSendBackComment: { law: Law } }>(CLEAR, { input: key(law) });
    expect(cleared.data!.clearSendBackComment.law).toMatchObject({ sendBackComment: null, sentBack: false });

    await lawyer.gql(ACCEPT, { input: { sections: [key(law)], changed: false } });
    const inbox = async () =>
      (
        await admin.gql<{ inboxCounts: { count: number }[] }>('{ inboxCounts { count } }')
      ).data!.inboxCounts.reduce((sum, row) => sum + row.count, 0);
    const waiting = await inbox();
    const approved = await admin.gql<{ approveLawSection: { message: string; law: Law } }>(APPROVE, {
      input: key(law),
    });
    expect(approved.data!.approveLawSection).toMatchObject({
      message: 'Business Requirements approved successfully.',
      law: { tabIndex: 7, status: 'APPROVED', column: 'COMPLETED' },
    });
    // The approver's legal inbox counts one law fewer.
    expect(await inbox()).toBe(waiting - 1);
    expect((await rowsOf(law)).length).toBe(2);
  });

  it('refuses every write of the read-only user with FORBIDDEN, while they can read', async () => {
    const dashboard = await reader.gql<{ legalDashboard: { totalCount: number; steps: Step[] } }>(DASHBOARD);
    expect(dashboard.errors).toBeUndefined();
    const law = dashboard.data!.legalDashboard.steps.flatMap((step) => step.laws)[0]!;
    const rows = await reader.gql<{ requirementsForSection: Row[] }>(REQUIREMENTS, { input: key(law) });
    expect(rows.data!.requirementsForSection.length).toBeGreaterThan(0);
    const write = await reader.gql(CREATE, {
      input: {
        ...key(law),
        lawSections: [{ sectionId: law.sectionId }],
        requirementTypeId: 2,
        requirement: 'Nope',
      },
    });
    expect(write.errors?.[0]).toMatchObject({
      message: 'You do not have permission to edit on this page.',
      extensions: { code: 'FORBIDDEN' },
    });
    const approve = await reader.gql(APPROVE, { input: key(law) });
    expect(approve.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
