import { BUSINESS_MESSAGES, OWNERSHIP_MESSAGES } from '@lexbridge/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type TestClient } from '../../../testing/harness.js';

const LAW = `id tabIndex status column isBusinessContact isApprover isEditable requirementCount`;
const REQUIREMENT = `id status noArtifact isGap approverComment
  artifacts { id answers { questionId answer files { id fileName size } } }`;

const DASHBOARD = `{ businessDashboard { counts { column count } } businessLaws(page: { pageSize: 100 }) { items { ${LAW} } }
  inboxCounts { menuId count } }`;
const VALIDATION = `query ($id: ID!) { businessLawValidation(id: $id) { law { ${LAW} } processes { id isMapped } } }`;
const MAPPING = `query ($id: ID!) { businessArtifactMapping(id: $id) { law { ${LAW} } requirements { ${REQUIREMENT} }
  artifacts { id name } } }`;
const ASSESSMENT = `query ($id: ID!) { businessAssessment(id: $id) { law { ${LAW} } questions { id questionType isRequired }
  requirements { ${REQUIREMENT} } } }`;
const APPROVAL = `query ($id: ID!) { businessApproval(id: $id) { law { ${LAW} } requirements { ${REQUIREMENT} } } }`;

const VALIDATE = `mutation ($input: ValidateLawInput!) { validateLaw(input: $input) { message } }`;
const SAVE_MAPPINGS = `mutation ($input: SaveArtifactMappingsInput!) { saveArtifactMappings(input: $input) { message } }`;
const SAVE_ASSESSMENT = `mutation ($input: SaveAssessmentInput!) { saveAssessment(input: $input) { message } }`;
const SUBMIT = `mutation ($id: ID!) { submitAssessment(businessLawId: $id) { message } }`;
const APPROVE = `mutation ($input: BusinessRequirementRef!) { approveRequirement(input: $input) { message } }`;
const SEND_BACK = `mutation ($input: SendBackRequirementsInput!) { sendBackRequirements(input: $input) { message } }`;
const DOWNLOAD = `mutation ($id: ID!, $law: ID) { questionFileDownload(fileId: $id, businessLawId: $law) {
  download { url } } }`;
const SAVE_COMMENT = `mutation ($input: ApproverCommentInput!) { saveApproverComment(input: $input) { message } }`;
const COPY = `query ($law: ID!, $artifact: ID!) { assessmentCopy(businessLawId: $law, artifactId: $artifact) {
  questionId answer fromBusinessLawId } }`;
const DELETE_FILE = `mutation ($id: ID!) { deleteQuestionFile(fileId: $id) { message } }`;
const SAVE_ONE = `mutation ($input: SaveAssessmentAnswerInput!) { saveAssessmentAnswer(input: $input) { message } }`;
const ARTIFACT = `query ($input: AssessedArtifactRef!) { assessedArtifact(input: $input) {
  id answers { questionId answer files { id fileName } } } }`;
const REQUIREMENTS = `query ($id: ID!, $filter: AssessmentRequirementFilter) {
  assessmentRequirements(businessLawId: $id, filter: $filter) { totalCount items { ${REQUIREMENT} } } }`;

interface Law {
  id: string;
  tabIndex: number;
  status: string;
  column: string | null;
  isBusinessContact: boolean;
  isApprover: boolean;
  isEditable: boolean;
  requirementCount: number;
}
interface Requirement {
  id: string;
  status: string;
  noArtifact: boolean;
  isGap: boolean;
  approverComment: string | null;
  artifacts: {
    id: string;
    answers: { questionId: string; answer: string | null; files: { id: string }[] }[];
  }[];
}
interface Dashboard {
  businessDashboard: { counts: { column: string; count: number }[] };
  businessLaws: { items: Law[] };
  inboxCounts: { menuId: string; count: number }[];
}

/** The business module's menu entry (Business Dashboard) in the reference catalogue's menu. */
const BUSINESS_MENU_ID = '5';

describe('business module through the BFF against the reference catalogue', () => {
  let harness: Harness;
  let business: TestClient;
  let approver: TestClient;
  let reader: TestClient;
  /** northgate-business@: a business user of Northgate (client 2) on two of business@'s lines. */
  let northgate: TestClient;

  beforeAll(async () => {
    harness = await startHarness();
    business = harness.client();
    approver = harness.client();
    reader = harness.client();
    northgate = harness.client();
    await business.login('business@lexbridge.test');
    await approver.login('business-approver@lexbridge.test');
    await reader.login('reader@lexbridge.test');
    await northgate.login('northgate-business@lexbridge.test');
  });
  afterAll(() => harness?.close());

  const dashboard = async (client: TestClient) => {
    const result = await client.gql<Dashboard>(DASHBOARD);
    expect(result.errors).toBeUndefined();
    const data = result.data!;
    return {
      counts: Object.fromEntries(data.businessDashboard.counts.map((entry) => [entry.column, entry.count])),
      laws: data.businessLaws.items,
      inbox: data.inboxCounts.find((entry) => entry.menuId === BUSINESS_MENU_ID)?.count ?? 0,
    };
  };
  const ok = async (client: TestClient, query: string, variables: Record<string, unknown>) => {
    const result = await client.gql<Record<string, { message: string }>>(query, variables);
    expect(result.errors).toBeUndefined();
    return Object.values(result.data!)[0]!.message;
  };
  const upload = (
    client: TestClient,
    ids: { businessLawId: string; requirementId: string; artifactId: string; questionId: string },
    fileName: string,
    content: Buffer,
  ) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(ids)) form.append(name, value);
    form.append('file', new Blob([new Uint8Array(content)]), fileName);
    return fetch(`${harness.bffUrl}/files/question-files`, {
      method: 'POST',
      headers: client.cookie ? { cookie: client.cookie } : {},
      body: form,
    });
  };

  it('lets the read-only user read the laws of their lines and refuses every write and upload', async () => {
    const seen = await dashboard(reader);
    expect(seen.laws.map((law) => law.id)).toEqual(['12']);
    expect(seen.laws[0]!.isEditable).toBe(false);
    const validate = await reader.gql(VALIDATE, { input: { businessLawId: '12', companyProcessIds: ['1'] } });
    expect(validate.errors?.[0]).toMatchObject({
      message: 'You do not have permission to edit on this page.',
      extensions: { code: 'FORBIDDEN' },
    });
    const approve = await reader.gql(APPROVE, { input: { businessLawId: '12', requirementId: '1' } });
    expect(approve.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const answer = await reader.gql(SAVE_ONE, {
      input: { businessLawId: '12', requirementId: '1', artifactId: '1', questionId: '1', answer: 'Yes' },
    });
    expect(answer.errors?.[0]).toMatchObject({
      message: 'You do not have permission to edit on this page.',
      extensions: { code: 'FORBIDDEN' },
    });
    const file = await upload(
      reader,
      { businessLawId: '12', requirementId: '1', artifactId: '1', questionId: '4' },
      'evidence.txt',
      Buffer.from('evidence'),
    );
    expect(file.status).toBe(403);
    // The laws of other lines are not the reader's to see.
    const other = await reader.gql(VALIDATION, { id: '1' });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('lets only the business contact work a send-back or changed-law row, and only the approver decide', async () => {
    const asApprover = await dashboard(approver);
    const sentBack = asApprover.laws.find((law) => law.column === 'SEND_BACK')!;
    const changed = asApprover.laws.find((law) => law.column === 'CHANGED_LAW')!;
    const open = asApprover.laws.find((law) => law.column === 'OPEN')!;
    expect([sentBack.isEditable, changed.isEditable, open.isEditable]).toEqual([false, false, true]);
    const assessment = await approver.gql<{ businessAssessment: { requirements: Requirement[] } }>(
      ASSESSMENT,
      {
        id: sentBack.id,
      },
    );
    const requirement = assessment.data!.businessAssessment.requirements[0]!;
    const refused = await approver.gql(SAVE_ASSESSMENT, {
      input: {
        businessLawId: sentBack.id,
        answers: [
          {
            requirementId: requirement.id,
            artifactId: requirement.artifacts[0]!.id,
            questionId: '1',
            answer: 'No',
          },
        ],
      },
    });
    // The approver never works the law as its contact (separation of duties).
    expect(refused.errors?.[0]?.message).toBe(OWNERSHIP_MESSAGES.approverAsContact);
    const refusedOne = await approver.gql(SAVE_ONE, {
      input: {
        businessLawId: sentBack.id,
        requirementId: requirement.id,
        artifactId: requirement.artifacts[0]!.id,
        questionId: '1',
        answer: 'No',
      },
    });
    expect(refusedOne.errors?.[0]).toMatchObject({
      message: OWNERSHIP_MESSAGES.approverAsContact,
      extensions: { code: 'FORBIDDEN' },
    });
    // The business contact may; the approver's rights are the approver's.
    const asBusiness = await dashboard(business);
    expect(asBusiness.laws.find((law) => law.id === sentBack.id)!.isEditable).toBe(true);
    const submitted = asBusiness.laws.find(
      (law) => law.column === 'SUBMITTED' && law.status === 'SUBMITTED',
    )!;
    const approval = await business.gql<{ businessApproval: { requirements: Requirement[] } }>(APPROVAL, {
      id: submitted.id,
    });
    const notMine = await business.gql(APPROVE, {
      input: {
        businessLawId: submitted.id,
        requirementId: approval.data!.businessApproval.requirements[0]!.id,
      },
    });
    expect(notMine.errors?.[0]).toMatchObject({
      message: BUSINESS_MESSAGES.notApprover,
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it("refuses the approver as contact of business@'s open law; the law stays business@'s, on business@'s dashboard", async () => {
    const open = (await dashboard(approver)).laws.find(
      (law) => law.column === 'OPEN' && !law.isBusinessContact,
    )!;
    const screen = await approver.gql<{ businessLawValidation: { processes: { id: string }[] } }>(
      VALIDATION,
      {
        id: open.id,
      },
    );
    const refused = await approver.gql(VALIDATE, {
      input: {
        businessLawId: open.id,
        companyProcessIds: [screen.data!.businessLawValidation.processes[0]!.id],
      },
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: OWNERSHIP_MESSAGES.approverAsContact,
      extensions: { code: 'FORBIDDEN' },
    });
    const mine = (await dashboard(business)).laws.find((law) => law.id === open.id)!;
    expect([mine.isBusinessContact, mine.status]).toEqual([true, 'OPEN']);
  });

  it('takes a law from validation to approval, with a send back, a question file and the counts updated', async () => {
    const before = await dashboard(business);
    const approverBefore = await dashboard(approver);
    const law = before.laws.find((row) => row.column === 'OPEN' && row.requirementCount === 2)!;

    // Validate: at least one process, then on to Map Artifacts.
    const validation = await business.gql<{
      businessLawValidation: { processes: { id: string; isMapped: boolean }[] };
    }>(VALIDATION, { id: law.id });
    const processes = validation.data!.businessLawValidation.processes;
    const none = await business.gql(VALIDATE, { input: { businessLawId: law.id, companyProcessIds: [] } });
    expect(none.errors?.[0]?.extensions).toMatchObject({
      fields: { companyProcessIds: BUSINESS_MESSAGES.selectAtLeastOneProcess },
    });
    expect(
      await ok(business, VALIDATE, {
        input: {
          businessLawId: law.id,
          companyProcessIds: processes.filter((process) => process.isMapped).map((process) => process.id),
        },
      }),
    ).toBe(BUSINESS_MESSAGES.validated);
    const afterValidation = await dashboard(business);
    expect(afterValidation.counts.OPEN).toBe(before.counts.OPEN! - 1);
    expect(afterValidation.counts.MY_DRAFT).toBe(before.counts.MY_DRAFT! + 1);

    // Map: submitting with a requirement unmapped is refused; each requirement gets an artifact.
    const mapping = await business.gql<{
      businessArtifactMapping: { law: Law; requirements: Requirement[]; artifacts: { id: string }[] };
    }>(MAPPING, { id: law.id });
    const { requirements, artifacts } = mapping.data!.businessArtifactMapping;
    expect(mapping.data!.businessArtifactMapping.law.tabIndex).toBe(3);
    expect(requirements).toHaveLength(2);
    const [first, second] = requirements as [Requirement, Requirement];
    const partial = await business.gql(SAVE_MAPPINGS, {
      input: {
        businessLawId: law.id,
        submit: true,
        mappings: [{ requirementId: first.id, artifactIds: [artifacts[0]!.id] }],
      },
    });
    expect(partial.errors?.[0]?.message).toBe(BUSINESS_MESSAGES.selectArtifact);
    expect(
      await ok(business, SAVE_MAPPINGS, {
        input: {
          businessLawId: law.id,
          submit: true,
          mappings: [
            { requirementId: first.id, artifactIds: [artifacts[0]!.id] },
            { requirementId: second.id, artifactIds: [artifacts[1]!.id, artifacts[2]!.id] },
          ],
        },
      }),
    ).toBe(BUSINESS_MESSAGES.mappingsSubmitted);

    // Assess: submitting before every required question is answered is refused.
    const assessment = await business.gql<{
      businessAssessment: {
        law: Law;
        questions: { id: string; questionType: string; isRequired: boolean }[];
      };
    }>(ASSESSMENT, { id: law.id });
    expect(assessment.data!.businessAssessment.law.tabIndex).toBe(4);
    const early = await business.gql(SUBMIT, { id: law.id });
    expect(early.errors?.[0]?.message).toBe(BUSINESS_MESSAGES.answerRequired);
    const answers = [
      { requirementId: first.id, artifactId: artifacts[0]!.id },
      { requirementId: second.id, artifactId: artifacts[1]!.id },
      { requirementId: second.id, artifactId: artifacts[2]!.id },
    ].flatMap((pair) => [
      { ...pair, questionId: '1', answer: 'Yes' },
      { ...pair, questionId: '2', answer: 'Section 4 covers it.' },
    ]);
    expect(await ok(business, SAVE_ASSESSMENT, { input: { businessLawId: law.id, answers } })).toBe(
      BUSINESS_MESSAGES.assessmentSaved,
    );
    // One answer on its own, with save-assessment's checks: an option not offered is refused, a date is kept.
    const one = { businessLawId: law.id, requirementId: first.id, artifactId: artifacts[0]!.id };
    const notOffered = await business.gql(SAVE_ONE, { input: { ...one, questionId: '1', answer: 'Maybe' } });
    expect(notOffered.errors?.[0]).toMatchObject({
      message: 'The answer is not one of the question’s options.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const unmapped = await business.gql(SAVE_ONE, {
      input: { ...one, artifactId: artifacts[3]!.id, questionId: '1', answer: 'Yes' },
    });
    expect(unmapped.errors?.[0]?.message).toBe('The artifact is not mapped to this requirement.');
    expect(await ok(business, SAVE_ONE, { input: { ...one, questionId: '3', answer: '2026-12-01' } })).toBe(
      BUSINESS_MESSAGES.assessmentSaved,
    );
    const readArtifact = async () => {
      const result = await business.gql<{
        assessedArtifact: {
          id: string;
          answers: { questionId: string; answer: string | null; files: { id: string }[] }[];
        };
      }>(ARTIFACT, { input: one });
      expect(result.errors).toBeUndefined();
      return result.data!.assessedArtifact;
    };
    expect((await readArtifact()).answers.map((entry) => [entry.questionId, entry.answer])).toEqual(
      expect.arrayContaining([
        ['1', 'Yes'],
        ['2', 'Section 4 covers it.'],
        ['3', '2026-12-01'],
      ]),
    );
    const notMapped = await business.gql(ARTIFACT, { input: { ...one, artifactId: artifacts[3]!.id } });
    expect(notMapped.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    // A question file: the type and the size are refused, a text file is stored and comes back through a ticket.
    const ids = {
      businessLawId: law.id,
      requirementId: first.id,
      artifactId: artifacts[0]!.id,
      questionId: '4',
    };
    const exe = await upload(business, ids, 'tool.exe', Buffer.from('MZ'));
    expect(exe.status).toBe(400);
    expect(((await exe.json()) as { error: string }).error).toBe(BUSINESS_MESSAGES.fileExtension);
    const large = await upload(business, ids, 'scan.pdf', Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(large.status).toBe(413);
    expect(((await large.json()) as { error: string }).error).toBe(BUSINESS_MESSAGES.fileTooLarge);
    const content = Buffer.from('Signed policy, page 1.\n');
    const stored = await upload(business, ids, 'policy.txt', content);
    expect(stored.status).toBe(200);
    const file = (await stored.json()) as { id: string; fileName: string; size: number };
    expect(file).toMatchObject({ fileName: 'policy.txt', size: content.length });
    const ticket = await business.gql<{ questionFileDownload: { download: { url: string } } }>(DOWNLOAD, {
      id: file.id,
      law: law.id,
    });
    const download = await fetch(`${harness.bffUrl}${ticket.data!.questionFileDownload.download.url}`, {
      headers: { cookie: business.cookie! },
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
    // The file follows its law, Harborview's: Northgate's business user gets no ticket for it and uploads nothing
    // onto the law (NOT_FOUND, as if neither existed), nor does business@ reach it naming no law or another law.
    const notFound = { message: OWNERSHIP_MESSAGES.notFound, extensions: { code: 'NOT_FOUND' } };
    for (const [client, variables] of [
      [northgate, { id: file.id, law: law.id }],
      [northgate, { id: file.id }],
      [business, { id: file.id }],
      [
        business,
        { id: file.id, law: before.laws.find((row) => row.column === 'MY_DRAFT' && row.id !== law.id)!.id },
      ],
    ] as const) {
      const refused = await client.gql(DOWNLOAD, variables);
      expect(refused.errors?.[0]).toMatchObject(notFound);
      expect(refused.data).toBeNull();
    }
    const foreignUpload = await upload(northgate, ids, 'policy.txt', content);
    expect(foreignUpload.status).toBe(404);
    expect(await foreignUpload.json()).toMatchObject({
      error: OWNERSHIP_MESSAGES.notFound,
      code: 'NOT_FOUND',
    });
    // A second file, deleted again.
    const spare = (await (await upload(business, ids, 'spare.csv', Buffer.from('a,b\n'))).json()) as {
      id: string;
    };
    expect(await ok(business, DELETE_FILE, { id: spare.id })).toBe('File deleted successfully.');
    const withFiles = await business.gql<{ businessAssessment: { requirements: Requirement[] } }>(
      ASSESSMENT,
      {
        id: law.id,
      },
    );
    const evidence = withFiles
      .data!.businessAssessment.requirements.find((row) => row.id === first.id)!
      .artifacts[0]!.answers.find((answer) => answer.questionId === '4')!;
    expect(evidence.files.map((row) => row.id)).toEqual([file.id]);
    // The one artifact, read alone, holds the same file.
    expect(
      (await readArtifact()).answers.find((entry) => entry.questionId === '4')!.files.map((row) => row.id),
    ).toEqual([file.id]);

    expect(await ok(business, SUBMIT, { id: law.id })).toBe(BUSINESS_MESSAGES.assessmentSubmitted);
    const submitted = await dashboard(business);
    expect(submitted.counts.MY_DRAFT).toBe(before.counts.MY_DRAFT);
    expect(submitted.counts.SUBMITTED).toBe(before.counts.SUBMITTED! + 1);
    // The approver has one more law waiting; the business contact one fewer.
    expect(submitted.inbox).toBe(before.inbox - 1);
    expect((await dashboard(approver)).inbox).toBe(approverBefore.inbox + 1);

    // Another law of the line may copy the answers given for the artifact here.
    const other = before.laws.find((row) => row.column === 'MY_DRAFT' && row.id !== law.id)!;
    const copy = await business.gql<{
      assessmentCopy: { questionId: string; answer: string; fromBusinessLawId: string }[];
    }>(COPY, { law: other.id, artifact: artifacts[0]!.id });
    expect(copy.errors).toBeUndefined();
    expect(copy.data!.assessmentCopy).toEqual(
      expect.arrayContaining([{ questionId: '1', answer: 'Yes', fromBusinessLawId: law.id }]),
    );

    // Approve: the approver approves the first requirement and sends the second back with a comment.
    const approval = await approver.gql<{ businessApproval: { law: Law; requirements: Requirement[] } }>(
      APPROVAL,
      {
        id: law.id,
      },
    );
    expect(approval.data!.businessApproval.law).toMatchObject({ isApprover: true, tabIndex: 5 });
    expect(approval.data!.businessApproval.requirements.map((row) => row.status)).toEqual([
      'SUBMITTED',
      'SUBMITTED',
    ]);
    // get-requirements answers the same requirements, and filters them.
    const listed = await approver.gql<{
      assessmentRequirements: { totalCount: number; items: Requirement[] };
    }>(REQUIREMENTS, { id: law.id, filter: { statuses: ['SUBMITTED'] } });
    expect(listed.errors).toBeUndefined();
    expect(listed.data!.assessmentRequirements.items).toEqual(approval.data!.businessApproval.requirements);
    expect(listed.data!.assessmentRequirements.totalCount).toBe(2);
    // A comment kept on a requirement without deciding it, then the decision.
    expect(
      await ok(approver, SAVE_COMMENT, {
        input: { businessLawId: law.id, requirementId: first.id, comment: ' Evidence checked. ' },
      }),
    ).toBe('Approver comment saved successfully.');
    const commented = await approver.gql<{ businessApproval: { requirements: Requirement[] } }>(APPROVAL, {
      id: law.id,
    });
    expect(commented.data!.businessApproval.requirements[0]!.approverComment).toBe('Evidence checked.');
    const notApprover = await business.gql(SAVE_COMMENT, {
      input: { businessLawId: law.id, requirementId: first.id, comment: 'Mine.' },
    });
    expect(notApprover.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await ok(approver, APPROVE, { input: { businessLawId: law.id, requirementId: first.id } })).toBe(
      BUSINESS_MESSAGES.requirementApproved,
    );
    const twice = await approver.gql(APPROVE, { input: { businessLawId: law.id, requirementId: first.id } });
    expect(twice.errors?.[0]?.message).toBe(BUSINESS_MESSAGES.notWaiting);
    const silent = await approver.gql(SEND_BACK, {
      input: { businessLawId: law.id, requirementIds: [second.id], comment: ' ' },
    });
    expect(silent.errors?.[0]?.extensions).toMatchObject({
      fields: { comment: BUSINESS_MESSAGES.commentRequired },
    });
    expect(
      await ok(approver, SEND_BACK, {
        input: { businessLawId: law.id, requirementIds: [second.id], comment: 'Name the procedure owner.' },
      }),
    ).toBe(BUSINESS_MESSAGES.requirementSentBack);

    // Back to the business contact at Assess Artifacts, in the Send Back column, with the comment.
    const sentBack = await dashboard(business);
    expect(sentBack.laws.find((row) => row.id === law.id)).toMatchObject({
      status: 'SENT_BACK',
      column: 'SEND_BACK',
      tabIndex: 4,
      isEditable: true,
    });
    expect(sentBack.counts.SEND_BACK).toBe(before.counts.SEND_BACK! + 1);
    expect(sentBack.counts.SUBMITTED).toBe(before.counts.SUBMITTED);
    expect(sentBack.inbox).toBe(before.inbox);
    const waiting = await approver.gql<{
      assessmentRequirements: { totalCount: number; items: Requirement[] };
    }>(REQUIREMENTS, { id: law.id, filter: { statuses: ['SENT_BACK', 'SUBMITTED'] } });
    expect(waiting.data!.assessmentRequirements.items.map((row) => row.id)).toEqual([second.id]);
    const reassess = await business.gql<{ businessAssessment: { requirements: Requirement[] } }>(ASSESSMENT, {
      id: law.id,
    });
    expect(
      reassess.data!.businessAssessment.requirements.map((row) => [row.status, row.approverComment]),
    ).toEqual([
      ['APPROVED', null],
      ['SENT_BACK', 'Name the procedure owner.'],
    ]);
    // The approved requirement stays as approved; the sent-back one is answered again and submitted.
    const locked = await business.gql(SAVE_ASSESSMENT, {
      input: {
        businessLawId: law.id,
        answers: [{ requirementId: first.id, artifactId: artifacts[0]!.id, questionId: '1', answer: 'No' }],
      },
    });
    expect(locked.errors?.[0]?.message).toBe(
      'This requirement is waiting for approval or approved and cannot be changed.',
    );
    await ok(business, SAVE_ASSESSMENT, {
      input: {
        businessLawId: law.id,
        answers: [
          {
            requirementId: second.id,
            artifactId: artifacts[1]!.id,
            questionId: '2',
            answer: 'Section 4 names the owner.',
          },
        ],
      },
    });
    await ok(business, SUBMIT, { id: law.id });
    await ok(approver, APPROVE, { input: { businessLawId: law.id, requirementId: second.id } });
    const done = await dashboard(business);
    // Approved: in no column and no longer editable.
    expect(done.laws.find((row) => row.id === law.id)).toMatchObject({
      status: 'APPROVED',
      column: null,
      isEditable: false,
    });
    expect(done.counts.SEND_BACK).toBe(before.counts.SEND_BACK);
    expect(done.counts.OPEN).toBe(before.counts.OPEN! - 1);
    const report = await business.gql<{ businessReportLaws: { items: Law[] } }>(
      `{ businessReportLaws(page: { pageSize: 100 }) { items { ${LAW} } } }`,
    );
    expect(report.data!.businessReportLaws.items.find((row) => row.id === law.id)).toMatchObject({
      status: 'APPROVED',
      tabIndex: 7,
    });
  });
});
