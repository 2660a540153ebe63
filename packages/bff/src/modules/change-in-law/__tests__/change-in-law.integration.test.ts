import { OWNERSHIP_MESSAGES } from '@lexbridge/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type GraphQLResult, type Harness, type TestClient } from '../../../testing/harness.js';

const ROW = `id requirementId businessLineId requirementTypeId oldRequirementNumber newRequirementNumber oldRequirement
  newRequirement changeStatus edited submitted`;
const CHANGED_LAW = `changeLawId lawId sectionId lawDetailId regulator section status statusId changeType summary
  businessLines { businessLineId businessLineName requirementCount changedCount submitted decision decisionComment companyPolicy decidedBy decidedAt }`;
const CHANGE = `query ($input: ChangedLawInput!) { changedLaw(input: $input) { ${CHANGED_LAW} } }`;
const ROWS = `query ($input: ChangeLineInput!) { updatedRequirements(input: $input) { ${ROW} } }`;
const DECISION = `{ message changedLaw { ${CHANGED_LAW} } requirements { ${ROW} } }`;
const ACCEPT = `mutation ($input: ChangeLineInput!) { acceptChangeInLaw(input: $input) ${DECISION} }`;
const ACCEPT_POLICY = `mutation ($input: AcceptChangeWithPolicyInput!) { acceptChangeInLawWithPolicy(input: $input) ${DECISION} }`;
const NOT_APPLICABLE = `mutation ($input: ChangeNotApplicableInput!) { markChangeInLawNotApplicable(input: $input) ${DECISION} }`;
const EDIT_PAYLOAD = `{ message requirements { ${ROW} } }`;
const ADD = `mutation ($input: AddUpdatedRequirementInput!) { addUpdatedRequirement(input: $input) ${EDIT_PAYLOAD} }`;
const EDIT = `mutation ($changeLawId: ID!, $businessLineId: ID!, $input: EditUpdatedRequirementInput!) {
  editUpdatedRequirement(changeLawId: $changeLawId, businessLineId: $businessLineId, input: $input) ${EDIT_PAYLOAD} }`;
const RENUMBER = `mutation ($changeLawId: ID!, $businessLineId: ID!, $input: RenumberUpdatedRequirementInput!) {
  renumberUpdatedRequirement(changeLawId: $changeLawId, businessLineId: $businessLineId, input: $input) ${EDIT_PAYLOAD} }`;
const DELETE = `mutation ($input: ChangeLineInput!, $id: ID!) { deleteUpdatedRequirement(input: $input, id: $id) ${EDIT_PAYLOAD} }`;
const UNDO = `mutation ($input: ChangeLineInput!, $id: ID!) { undoUpdatedRequirement(input: $input, id: $id) ${EDIT_PAYLOAD} }`;
const SAVE = `mutation ($input: SaveUpdatedRequirementsInput!) { saveUpdatedRequirements(input: $input) ${EDIT_PAYLOAD} }`;
const RECORD = `mutation ($input: RecordChangeInLawInput!) { recordChangeInLaw(input: $input) { message changeLawId } }`;

interface Row {
  id: string;
  requirementId: string | null;
  oldRequirementNumber: string | null;
  newRequirementNumber: string | null;
  oldRequirement: string | null;
  newRequirement: string | null;
  changeStatus: string;
  edited: boolean;
}
interface Line {
  businessLineId: string;
  decision: string | null;
  decisionComment: string | null;
  companyPolicy: string | null;
  decidedBy: string | null;
}

/** § 1026.19 (Regulation Z), change 1; § 1026.43, change 2; § 500.17, change 5. */
const TILA_RESPA = { lawId: '2', sectionId: '12', lawDetailId: '3', statusId: '6' };
const ATR = { lawId: '2', sectionId: '13', lawDetailId: '4', statusId: '6' };

function expectError(result: GraphQLResult, code: string, message: string, field?: string) {
  expect(result.errors?.[0]?.extensions?.code).toBe(code);
  expect(result.errors?.[0]?.message).toBe(message);
  if (field) expect((result.errors?.[0]?.extensions?.fields as Record<string, string>)[field]).toBe(message);
}

describe('change in law against the reference catalogue', () => {
  let harness: Harness;
  let lawyer: TestClient;
  let reader: TestClient;
  beforeAll(async () => {
    harness = await startHarness();
    lawyer = harness.client({ 'x-lexbridge-route': '/change-management/newLaw' });
    reader = harness.client();
    await lawyer.login('lawyer@lexbridge.test');
    await reader.login('reader@lexbridge.test');
  });
  afterAll(() => harness?.close());

  it('answers the change and each line’s updated requirements, old versus new', async () => {
    const change = await lawyer.gql<{
      changedLaw: { changeLawId: string; status: string; businessLines: Line[] };
    }>(CHANGE, { input: TILA_RESPA });
    expect(change.errors).toBeUndefined();
    expect(change.data!.changedLaw).toMatchObject({ changeLawId: '1', status: 'Changed Law' });
    expect(change.data!.changedLaw.businessLines.map((line) => line.businessLineId)).toEqual([
      '2',
      '3',
      '5',
      '7',
    ]);
    const rows = await lawyer.gql<{ updatedRequirements: Row[] }>(ROWS, {
      input: { changeLawId: '1', businessLineId: '2' },
    });
    expect(rows.data!.updatedRequirements.map((row) => row.changeStatus)).toEqual([
      'CHANGED',
      'CHANGED',
      'NEW',
    ]);
    expect(rows.data!.updatedRequirements[0]).toMatchObject({
      oldRequirementNumber: 'REGZ_006',
      newRequirementNumber: 'REGZ_006',
    });
    expect(rows.data!.updatedRequirements[2]).toMatchObject({
      oldRequirement: null,
      newRequirementNumber: 'REGZ_020',
    });
    expectError(
      await lawyer.gql(CHANGE, { input: { ...TILA_RESPA, lawDetailId: '2' } }),
      'NOT_FOUND',
      'Change in law not found.',
    );
    expectError(
      await lawyer.gql(ROWS, { input: { changeLawId: '1', businessLineId: '4' } }),
      'FORBIDDEN',
      'The business line is not assigned to this user.',
    );
  });

  it('edits, renumbers, adds, deletes, undoes and saves the rows, with the spec’s messages', async () => {
    const line = { changeLawId: '1', businessLineId: '3' };
    const rows = (await lawyer.gql<{ updatedRequirements: Row[] }>(ROWS, { input: line })).data!
      .updatedRequirements;
    const [first, second, added] = rows as [Row, Row, Row];

    const edited = await lawyer.gql<{ editUpdatedRequirement: { message: string; requirements: Row[] } }>(
      EDIT,
      {
        ...line,
        input: { id: first.id, requirementTypeId: 2, requirement: 'Deliver the Loan Estimate promptly.' },
      },
    );
    expect(edited.data!.editUpdatedRequirement.message).toBe('Requirement updated');
    expect(edited.data!.editUpdatedRequirement.requirements[0]).toMatchObject({
      newRequirement: 'Deliver the Loan Estimate promptly.',
      edited: true,
    });
    expectError(
      await lawyer.gql(EDIT, {
        ...line,
        input: { id: first.id, requirementTypeId: 2, requirement: '1 bad' },
      }),
      'BAD_USER_INPUT',
      'The Business Requirement must start with a letter and be at least 2 characters long',
      'requirement',
    );
    expectError(
      await lawyer.gql(EDIT, {
        ...line,
        input: { id: first.id, requirementTypeId: null, requirement: 'Text' },
      }),
      'BAD_USER_INPUT',
      'Please select a Requirement Type',
      'requirementTypeId',
    );

    expectError(
      await lawyer.gql(RENUMBER, { ...line, input: { id: second.id, requirementNumber: 'REGZ_006' } }),
      'CONFLICT',
      'Requirement already exists',
    );
    expectError(
      await lawyer.gql(RENUMBER, { ...line, input: { id: second.id, requirementNumber: 'no number' } }),
      'BAD_USER_INPUT',
      'requirementNumber must look like PREFIX_001.',
      'requirementNumber',
    );
    const renumbered = await lawyer.gql<{
      renumberUpdatedRequirement: { message: string; requirements: Row[] };
    }>(RENUMBER, { ...line, input: { id: second.id, requirementNumber: 'regz_017' } });
    expect(renumbered.data!.renumberUpdatedRequirement.message).toBe(
      'Requirement number updated successfully.',
    );
    expect(renumbered.data!.renumberUpdatedRequirement.requirements[1]!.newRequirementNumber).toBe(
      'REGZ_017',
    );

    const add = await lawyer.gql<{ addUpdatedRequirement: { message: string; requirements: Row[] } }>(ADD, {
      input: { ...line, requirementTypeId: 2, requirement: 'Train staff on the new disclosure timing.' },
    });
    expect(add.data!.addUpdatedRequirement.message).toBe('New Requirement Added');
    expect(add.data!.addUpdatedRequirement.requirements.at(-1)).toMatchObject({
      newRequirementNumber: 'REGZ_021',
      changeStatus: 'NEW',
    });
    expectError(
      await lawyer.gql(ADD, { input: { ...line, requirementTypeId: 2, requirement: '' } }),
      'BAD_USER_INPUT',
      'Please enter the Business Requirement',
      'requirement',
    );

    const deleted = await lawyer.gql<{ deleteUpdatedRequirement: { message: string; requirements: Row[] } }>(
      DELETE,
      { input: line, id: added.id },
    );
    expect(deleted.data!.deleteUpdatedRequirement.message).toBe('Requirement deleted successfully.');
    expect(deleted.data!.deleteUpdatedRequirement.requirements[2]).toMatchObject({
      changeStatus: 'DELETED',
      newRequirement: null,
    });

    const undone = await lawyer.gql<{ undoUpdatedRequirement: { message: string; requirements: Row[] } }>(
      UNDO,
      { input: line, id: first.id },
    );
    expect(undone.data!.undoUpdatedRequirement.message).toBe('Requirement restored to the change in law.');
    expect(undone.data!.undoUpdatedRequirement.requirements[0]!.newRequirement).toContain(
      'changed circumstance',
    );
    expectError(
      await lawyer.gql(UNDO, { input: line, id: 'x' }),
      'BAD_USER_INPUT',
      'id must be a positive whole number.',
      'id',
    );

    const saved = await lawyer.gql<{ saveUpdatedRequirements: { message: string } }>(SAVE, {
      input: { ...line, submit: false },
    });
    expect(saved.data!.saveUpdatedRequirements.message).toBe('Saved Draft succesfully');
    const submitted = await lawyer.gql<{ saveUpdatedRequirements: { message: string } }>(SAVE, {
      input: { ...line, submit: true },
    });
    expect(submitted.data!.saveUpdatedRequirements.message).toBe(
      'Updated business requirements submitted successfully.',
    );
  });

  it('accepts a change: the new texts become the requirements, and a second decision conflicts', async () => {
    const line = { changeLawId: '1', businessLineId: '2' };
    const accepted = await lawyer.gql<{
      acceptChangeInLaw: { message: string; changedLaw: { businessLines: Line[] }; requirements: Row[] };
    }>(ACCEPT, { input: line });
    expect(accepted.errors).toBeUndefined();
    expect(accepted.data!.acceptChangeInLaw.message).toBe('Change in law accepted successfully.');
    expect(
      accepted.data!.acceptChangeInLaw.changedLaw.businessLines.find((entry) => entry.businessLineId === '2'),
    ).toMatchObject({ decision: 'ACCEPTED', decidedBy: 'Lena Lawyer' });
    const added = accepted.data!.acceptChangeInLaw.requirements.find((row) => row.changeStatus === 'NEW')!;
    expect(added.requirementId).not.toBeNull();
    const { rows } = await harness.legacy!.db.query<{ requirement_text: string }>(
      "SELECT requirement_text FROM requirements WHERE section_id = 12 AND business_line_id = 2 AND requirement_number = 'REGZ_006'",
    );
    expect(rows[0]!.requirement_text).toContain('changed circumstance');
    expectError(
      await lawyer.gql(NOT_APPLICABLE, { input: { ...line, comment: 'Too late.' } }),
      'CONFLICT',
      'A decision has already been recorded for this change in law and business line.',
    );
  });

  it('accepts with company policy requirements, and marks a change not applicable with a comment', async () => {
    expectError(
      await lawyer.gql(ACCEPT_POLICY, {
        input: { changeLawId: '2', businessLineId: '2', companyPolicy: '  ' },
      }),
      'BAD_USER_INPUT',
      'The company policy requirements need to be entered.',
      'companyPolicy',
    );
    const policy = await lawyer.gql<{
      acceptChangeInLawWithPolicy: { message: string; changedLaw: { businessLines: Line[] } };
    }>(ACCEPT_POLICY, {
      input: {
        changeLawId: '2',
        businessLineId: '2',
        companyPolicy: 'Our policy also requires a second reviewer.',
      },
    });
    expect(policy.data!.acceptChangeInLawWithPolicy.message).toBe(
      'Change in law accepted with company policy requirements.',
    );
    expect(
      policy.data!.acceptChangeInLawWithPolicy.changedLaw.businessLines.find(
        (entry) => entry.businessLineId === '2',
      ),
    ).toMatchObject({
      decision: 'ACCEPTED_WITH_POLICY',
      companyPolicy: 'Our policy also requires a second reviewer.',
    });

    expectError(
      await lawyer.gql(NOT_APPLICABLE, { input: { changeLawId: '2', businessLineId: '5', comment: '' } }),
      'BAD_USER_INPUT',
      'The comment needs to be entered',
      'comment',
    );
    const change = (await lawyer.gql<{ changedLaw: { changeLawId: string } }>(CHANGE, { input: ATR })).data!
      .changedLaw;
    const notApplicable = await lawyer.gql<{
      markChangeInLawNotApplicable: { message: string; changedLaw: { businessLines: Line[] } };
    }>(NOT_APPLICABLE, {
      input: {
        changeLawId: change.changeLawId,
        businessLineId: '5',
        comment: 'We do not originate these loans.',
      },
    });
    expect(notApplicable.data!.markChangeInLawNotApplicable.message).toBe(
      'Change in law marked as not applicable.',
    );
    expect(
      notApplicable.data!.markChangeInLawNotApplicable.changedLaw.businessLines.find(
        (entry) => entry.businessLineId === '5',
      ),
    ).toMatchObject({
      decision: 'DOES_NOT_APPLY',
      decisionComment: 'We do not originate these loans.',
    });
  });

  it('records a new change in law, and checks its input', async () => {
    const recorded = await lawyer.gql<{ recordChangeInLaw: { message: string; changeLawId: string } }>(
      RECORD,
      {
        input: {
          sectionId: '6',
          changeTypeId: '1',
          statusId: '6',
          summary: 'Notice timing clarified.',
          effectiveDate: '2027-01-01',
        },
      },
    );
    expect(recorded.data!.recordChangeInLaw.message).toBe('Change in law saved successfully.');
    const rows = await lawyer.gql<{ updatedRequirements: Row[] }>(ROWS, {
      input: { changeLawId: recorded.data!.recordChangeInLaw.changeLawId, businessLineId: '2' },
    });
    expect(rows.data!.updatedRequirements.every((row) => row.changeStatus === 'NO_CHANGE')).toBe(true);
    expectError(
      await lawyer.gql(RECORD, { input: { sectionId: '6', changeTypeId: '1', statusId: '6', summary: ' ' } }),
      'BAD_USER_INPUT',
      'summary is required.',
      'summary',
    );
    expectError(
      await lawyer.gql(RECORD, {
        input: { sectionId: '6', changeTypeId: '1', statusId: '6', summary: 'x', effectiveDate: 'soon' },
      }),
      'BAD_USER_INPUT',
      'effectiveDate must be a date, yyyy-mm-dd.',
      'effectiveDate',
    );
  });

  it("leaves recording a change in law to provider staff: a client's administrator is refused", async () => {
    const clientAdmin = harness.client({ 'x-lexbridge-route': '/change-management/newLaw' });
    await clientAdmin.login('clientadmin@lexbridge.test');
    expectError(
      await clientAdmin.gql(RECORD, {
        input: { sectionId: '6', changeTypeId: '1', statusId: '6', summary: 'Notice timing clarified.' },
      }),
      'FORBIDDEN',
      OWNERSHIP_MESSAGES.providerOnly,
    );
  });

  it('lets a read-only user read the review but not act on it', async () => {
    const read = await reader.gql<{ changedLaw: { businessLines: Line[] } }>(CHANGE, {
      input: { lawId: '13', sectionId: '44', lawDetailId: '22', statusId: '6' },
    });
    expect(read.errors).toBeUndefined();
    expect(read.data!.changedLaw.businessLines.map((line) => line.businessLineId)).toEqual(['8', '9']);
    expectError(
      await reader.gql(ACCEPT, { input: { changeLawId: '4', businessLineId: '8' } }),
      'FORBIDDEN',
      'You are not allowed to open this page.',
    );
    expect((await harness.client().gql(CHANGE, { input: TILA_RESPA })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });
});
