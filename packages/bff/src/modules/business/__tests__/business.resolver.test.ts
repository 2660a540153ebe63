// The schema's decorators need the metadata polyfill before any module of the context loads.
import 'reflect-metadata';
import { BUSINESS_MESSAGES, BUSINESS_ROUTES, OWNERSHIP_MESSAGES } from '@lexbridge/rules';
import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../cache/memory-cache.js';
import type { LegacyRequest } from '../../../legacy/client.js';
import { LegacyError, toGraphQLError } from '../../../legacy/errors.js';
import type { MenuItemData } from '../../navigation/navigation.mapper.js';
import type { Principal } from '../../../session/principal.js';
import { FakeCatalogue, fakeContext, runGraphQL, testPrincipal } from '../../../testing/fake-catalogue.js';

const STEPS = [
  BUSINESS_ROUTES.validateLawApplicability,
  BUSINESS_ROUTES.mapArtifacts,
  BUSINESS_ROUTES.assessArtifacts,
  BUSINESS_ROUTES.approveAssessment,
  BUSINESS_ROUTES.lawNotApplicable,
  BUSINESS_ROUTES.dashboardReport,
  BUSINESS_ROUTES.gaps,
];

/** The Business Dashboard entry with the steps as its breadcrumbs, as the catalogue's menu has it. */
const MENU: MenuItemData[] = [
  {
    id: '4',
    label: 'Business',
    routerLink: null,
    image: null,
    counts: null,
    selectedIndex: null,
    breadcrumbs: [],
    subMenus: [
      {
        id: '5',
        label: 'Business Dashboard',
        routerLink: BUSINESS_ROUTES.dashboard,
        image: null,
        counts: 4,
        selectedIndex: null,
        subMenus: [],
        breadcrumbs: STEPS.map((routerLink, index) => ({
          id: String(70 + index),
          label: routerLink,
          routerLink,
          moduleName: 'business-module',
          stepper: false,
        })),
      },
    ],
  },
];

const business = (overrides: Partial<Principal> = {}) =>
  testPrincipal({
    user: {
      id: '3',
      firstName: 'Ben',
      name: 'Ben Business',
      email: 'business@lexbridge.test',
      roles: ['Business User'],
      isAzimuth: false,
      isTableau: false,
      clientId: null,
      clientName: null,
    },
    menu: MENU,
    editableRoutes: [BUSINESS_ROUTES.dashboard, ...STEPS],
    ...overrides,
  });

/** The read-only client: the same menu, nothing editable. */
const reader = () =>
  business({
    user: { ...business().user, id: '4', name: 'Rita Reader', roles: ['Client Read Only'] },
    editableRoutes: [],
  });

const law = (id: number, extra: Record<string, unknown> = {}) => ({
  BusinessLawId: id,
  LawId: 2,
  SectionId: 20 + id,
  LawDetailId: 3,
  BusinessLineId: 2,
  BusinessLineName: 'Consumer Lending',
  RegulatorId: 1,
  Regulator: 'Consumer Financial Protection Bureau',
  Section: `§ 1026.${id}`,
  Level1: 'Title 12 - Banks and Banking',
  BusinessUserId: 3,
  BusinessUserName: 'Ben Business',
  ApproverUserId: 9,
  ApproverName: 'Bianca Approver',
  TabIndex: 1,
  Status: 'Open',
  IsChangedLaw: false,
  Column: 'Open',
  IsBusinessContact: true,
  IsApprover: false,
  IsEditable: true,
  RequirementCount: 2,
  LawProcesses: 'Campaign Review',
  NotApplicableComment: null,
  NotApplicableApproved: null,
  UpdatedAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

/**
 * The law screens a write reads before it (ownership and separation of duties): business@ is the law's contact, and
 * its requirements were submitted by someone else.
 */
const SCREEN_PATHS = ['business-validation/get-law-requirements', 'assessment/get-artifact-requirements'];
const LAW_SCREENS = {
  'business-validation/get-law-requirements': (request: LegacyRequest) => ({
    Result: { Law: law(Number(request.query?.BusinessLawId)), Requirements: [], Processes: [] },
  }),
  'assessment/get-artifact-requirements': (request: LegacyRequest) => ({
    Result: { Law: law(Number(request.query?.BusinessLawId)), Requirements: [], Questions: [] },
  }),
};
/** The calls a test made besides those screen reads. */
const writes = (fake: FakeCatalogue) =>
  fake.recorded.filter((call) => !SCREEN_PATHS.includes(call.request.path));

const refused = (status: number, message: string) => () => {
  throw toGraphQLError(new LegacyError('http', `answered ${status}`, status, { Message: message }));
};

function run(
  fake: FakeCatalogue,
  source: string,
  variables?: Record<string, unknown>,
  principal: Principal = business(),
) {
  return runGraphQL(fakeContext(fake, principal), source, variables);
}

const VALIDATE = `mutation ($input: ValidateLawInput!) { validateLaw(input: $input) { message } }`;
const DECLARE = `mutation ($input: ValidateLawInput!) { declareLawNotApplicable(input: $input) { message } }`;
const SEND_BACK = `mutation ($input: SendBackRequirementsInput!) { sendBackRequirements(input: $input) { message } }`;
const APPROVE = `mutation ($input: BusinessRequirementRef!) { approveRequirement(input: $input) { message } }`;
const SAVE = `mutation ($input: SaveAssessmentInput!) { saveAssessment(input: $input) { message } }`;

describe('business resolver', () => {
  it('reads the dashboard with the saved toggle, a column as its status id, and the counts by column', async () => {
    const bodies: unknown[] = [];
    const fake = new FakeCatalogue({
      'BusinessDashboard/get-toggle-selection': () => ({ Result: { IsAzimuthDashboard: true } }),
      'BusinessDashboard/get-business-dashboard': (request: LegacyRequest) => {
        bodies.push(request.body);
        return {
          Result: {
            Counts: [
              { StatusId: 1, Column: 'Open', Count: 3 },
              { StatusId: 5, Column: 'Send Back', Count: 1 },
            ],
            BusinessUsers: [{ Id: 3, Name: 'Ben Business' }],
            LawProcesses: [{ Id: 11, Name: 'Campaign Review' }],
            CanEdit: true,
          },
        };
      },
      'BusinessDashboard/get-business-list': (request: LegacyRequest) => {
        bodies.push(request.body);
        return { Result: [law(8, { Column: 'Send Back', Status: 'SentBack', TabIndex: 4 })] };
      },
    });
    const result = await run(
      fake,
      `query ($filter: BusinessDashboardFilter) {
        businessDashboard(filter: $filter) { canEdit showAllLaws counts { column count } businessUsers { id name } }
        businessLaws(filter: $filter) { totalCount items { id column status tabIndex isEditable } } }`,
      { filter: { column: 'SEND_BACK', businessLineId: '2', regulatorIds: ['1', '1', '6'] } },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toMatchObject({
      businessDashboard: {
        canEdit: true,
        showAllLaws: true,
        businessUsers: [{ id: '3', name: 'Ben Business' }],
      },
      businessLaws: {
        totalCount: 1,
        items: [{ id: '8', column: 'SEND_BACK', status: 'SENT_BACK', tabIndex: 4, isEditable: true }],
      },
    });
    // The dashboard counts every column; the list is the column's. The toggle is read once for both.
    expect(bodies).toEqual([
      { business_line_id: 2, regulators: [1, 6], azimuthDashboard: true },
      { business_line_id: 2, regulators: [1, 6], status_id: 5, azimuthDashboard: true },
    ]);
    expect(
      fake.recorded.filter((call) => call.request.path === 'BusinessDashboard/get-toggle-selection'),
    ).toHaveLength(1);
  });

  it('refuses every write to a read-only user before the catalogue is called, and lets them read', async () => {
    const fake = new FakeCatalogue({
      'business-validation/get-law-requirements': () => ({
        Result: { Law: law(12, { IsEditable: false }), Requirements: [], Processes: [] },
      }),
    });
    for (const [source, variables] of [
      [VALIDATE, { input: { businessLawId: '12', companyProcessIds: ['1'] } }],
      [APPROVE, { input: { businessLawId: '12', requirementId: '1' } }],
      [`mutation { submitAssessment(businessLawId: "12") { message } }`, {}],
    ] as const) {
      const result = await run(fake, source, variables, reader());
      expect(result.errors?.[0]).toMatchObject({
        message: 'You do not have permission to edit on this page.',
        extensions: { code: 'FORBIDDEN' },
      });
    }
    expect(fake.calls).toBe(0);
    const read = await run(
      fake,
      `{ businessLawValidation(id: "12") { law { id isEditable } } }`,
      {},
      reader(),
    );
    expect(read.data).toEqual({ businessLawValidation: { law: { id: '12', isEditable: false } } });
  });

  it('refuses a user without the business dashboard in their menu, even to read', async () => {
    const fake = new FakeCatalogue({});
    const result = await run(fake, `{ businessGaps { requirementId } }`, {}, testPrincipal());
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(fake.calls).toBe(0);
  });

  it('validates with at least one process, and declares not applicable only with a comment', async () => {
    const bodies: unknown[] = [];
    const fake = new FakeCatalogue({
      ...LAW_SCREENS,
      'business-validation/submit-validate-law': (request: LegacyRequest) => {
        bodies.push(request.body);
        return { Message: 'Law validated successfully.', Result: true };
      },
      'business-validation/submit-law-not-applicable': (request: LegacyRequest) => {
        bodies.push(request.body);
        return { Message: 'Law marked as not applicable and sent for approval.', Result: true };
      },
    });
    const none = await run(fake, VALIDATE, { input: { businessLawId: '1', companyProcessIds: [] } });
    expect(none.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { companyProcessIds: BUSINESS_MESSAGES.selectAtLeastOneProcess },
    });
    const silent = await run(fake, DECLARE, {
      input: { businessLawId: '1', companyProcessIds: ['11'], comment: '   ' },
    });
    expect(silent.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { comment: BUSINESS_MESSAGES.commentRequired },
    });
    expect(fake.calls).toBe(0);

    const validated = await run(fake, VALIDATE, {
      input: { businessLawId: '1', companyProcessIds: ['11', '13', '11'] },
    });
    expect(validated.data).toEqual({ validateLaw: { message: 'Law validated successfully.' } });
    await run(fake, DECLARE, {
      input: { businessLawId: '2', companyProcessIds: ['11'], comment: ' Not offered. ' },
    });
    expect(bodies).toEqual([
      { BusinessLawId: 1, CompanyProcessIds: [11, 13] },
      { BusinessLawId: 2, CompanyProcessIds: [11], Comment: 'Not offered.' },
    ]);
    // Each write is made under its screen's route.
    expect(writes(fake)[0]!.route).toMatchObject({ menuId: '5' });
  });

  it("keeps the catalogue's contact and approver refusals as FORBIDDEN, and a step refusal as input on the law", async () => {
    const fake = new FakeCatalogue({
      ...LAW_SCREENS,
      'assessment/save-assessment': refused(403, 'Only the business contact of this law can work on it.'),
      'assessment/approve-requirement': refused(
        403,
        'Only the approver of this law can approve or send back its requirements.',
      ),
      'assessment/submit-assessment': refused(400, BUSINESS_MESSAGES.completeBySubmit),
    });
    const contact = await run(fake, SAVE, {
      input: {
        businessLawId: '9',
        answers: [{ requirementId: '1', artifactId: '2', questionId: '1', answer: ' Yes ' }],
      },
    });
    expect(contact.errors?.[0]).toMatchObject({
      message: BUSINESS_MESSAGES.notEditable,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(writes(fake)[0]!.request.body).toEqual({
      BusinessLawId: 9,
      Answers: [{ RequirementId: 1, ArtifactId: 2, QuestionId: 1, Answer: 'Yes' }],
    });
    const approver = await run(fake, APPROVE, { input: { businessLawId: '6', requirementId: '180' } });
    expect(approver.errors?.[0]).toMatchObject({
      message: BUSINESS_MESSAGES.notApprover,
      extensions: { code: 'FORBIDDEN' },
    });
    const step = await run(fake, `mutation { submitAssessment(businessLawId: "4") { message } }`);
    expect(step.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { businessLawId: BUSINESS_MESSAGES.completeBySubmit },
    });
  });

  it('sends back only with a comment and a requirement, trimmed and without duplicates', async () => {
    let body: unknown;
    const fake = new FakeCatalogue({
      ...LAW_SCREENS,
      'assessment/send-back-law': (request: LegacyRequest) => {
        body = request.body;
        return { Message: BUSINESS_MESSAGES.requirementSentBack, Result: true };
      },
    });
    const noComment = await run(fake, SEND_BACK, {
      input: { businessLawId: '7', requirementIds: ['183'], comment: '' },
    });
    expect(noComment.errors?.[0]?.extensions).toMatchObject({
      fields: { comment: BUSINESS_MESSAGES.commentRequired },
    });
    const noRequirement = await run(fake, SEND_BACK, {
      input: { businessLawId: '7', requirementIds: [], comment: 'Why?' },
    });
    expect(noRequirement.errors?.[0]?.extensions).toMatchObject({
      fields: { requirementIds: BUSINESS_MESSAGES.selectRequirement },
    });
    expect(fake.calls).toBe(0);
    const sent = await run(fake, SEND_BACK, {
      input: { businessLawId: '7', requirementIds: ['183', '183'], comment: '  Attach the policy.  ' },
    });
    expect(sent.data).toEqual({ sendBackRequirements: { message: BUSINESS_MESSAGES.requirementSentBack } });
    expect(body).toEqual({ BusinessLawId: 7, RequirementIds: [183], Comment: 'Attach the policy.' });
  });

  it('refuses malformed ids and dates before the catalogue is called', async () => {
    const fake = new FakeCatalogue({});
    const badId = await run(fake, `{ businessAssessment(id: "abc") { law { id } } }`);
    expect(badId.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { id: 'id must be a positive whole number.' },
    });
    const badDate = await run(
      fake,
      `mutation ($input: RequirementDateInput!) { setActualCompletionDate(input: $input) { message } }`,
      { input: { businessLawId: '5', requirementId: '172', date: '2026-02-30' } },
    );
    expect(badDate.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { date: BUSINESS_MESSAGES.dateInvalid },
    });
    expect(fake.calls).toBe(0);
  });

  it('hands a download ticket naming the file, for this user and the assessment route', async () => {
    const cache = new MemoryCache(10);
    const fake = new FakeCatalogue({});
    const result = await runGraphQL(
      fakeContext(fake, business(), { services: { cache } }),
      `mutation { questionFileDownload(fileId: "41") { download { url } } }`,
    );
    expect(result.errors).toBeUndefined();
    const { url } = (result.data as { questionFileDownload: { download: { url: string } } })
      .questionFileDownload.download;
    expect(url).toMatch(/^\/files\/[\w-]{16,}$/);
    expect(await cache.get(`file-ticket:${url.slice('/files/'.length)}`)).toMatchObject({
      userId: '3',
      route: BUSINESS_ROUTES.assessArtifacts,
      path: 'assessment/download-artifact-question-files',
      query: { Id: 41 },
    });
    // The file is read only when the ticket is used.
    expect(fake.calls).toBe(0);
  });
});

const requirementRow = (id: number, extra: Record<string, unknown> = {}) => ({
  RequirementId: id,
  RequirementNumber: `BR-${id}`,
  Requirement: `Keep record ${id} for five years.`,
  Status: 'Submitted',
  NoArtifact: false,
  IsDecommissioned: false,
  IsGap: false,
  ApproverComment: null,
  TargetCompletionDate: null,
  ActualCompletionDate: null,
  Artifacts: [
    {
      ArtifactId: 2,
      Name: 'Retention Policy',
      ArtifactType: 'Policy',
      Answers: [{ QuestionId: 1, Answer: 'Yes', Files: [] }],
    },
  ],
  ...extra,
});

const REQUIREMENTS = `query ($id: ID!, $filter: AssessmentRequirementFilter) {
  assessmentRequirements(businessLawId: $id, filter: $filter) { totalCount items { id status isGap noArtifact } } }`;
const ARTIFACT = `query ($input: AssessedArtifactRef!) { assessedArtifact(input: $input) {
  id name answers { questionId answer files { id fileName } } } }`;
const SAVE_ONE = `mutation ($input: SaveAssessmentAnswerInput!) { saveAssessmentAnswer(input: $input) { message } }`;

describe('business resolver, the assessment a piece at a time', () => {
  it('lists the requirements of get-requirements filtered by status, gaps and words, with the total', async () => {
    const fake = new FakeCatalogue({
      'assessment/get-requirements': () => ({
        Result: {
          Law: law(7, { Status: 'Submitted', TabIndex: 5 }),
          Questions: [],
          Requirements: [
            requirementRow(181),
            requirementRow(182, { Status: 'Approved' }),
            requirementRow(183, { IsGap: true }),
            requirementRow(184, { NoArtifact: true, Artifacts: [], Requirement: 'Name an owner.' }),
          ],
        },
      }),
    });
    const every = await run(fake, REQUIREMENTS, { id: '7' });
    expect(every.data).toMatchObject({ assessmentRequirements: { totalCount: 4 } });
    const waiting = await run(fake, REQUIREMENTS, { id: '7', filter: { statuses: ['SUBMITTED'] } });
    expect(waiting.data).toEqual({
      assessmentRequirements: {
        totalCount: 4,
        items: [
          { id: '181', status: 'SUBMITTED', isGap: false, noArtifact: false },
          { id: '183', status: 'SUBMITTED', isGap: true, noArtifact: false },
          { id: '184', status: 'SUBMITTED', isGap: false, noArtifact: true },
        ],
      },
    });
    const gaps = await run(fake, REQUIREMENTS, { id: '7', filter: { gapsOnly: true, search: ' OWNER ' } });
    expect(
      (gaps.data as { assessmentRequirements: { items: { id: string }[] } }).assessmentRequirements.items,
    ).toEqual([{ id: '184', status: 'SUBMITTED', isGap: false, noArtifact: true }]);
    const byNumber = await run(fake, REQUIREMENTS, { id: '7', filter: { search: 'br-182' } });
    expect(byNumber.data).toMatchObject({ assessmentRequirements: { items: [{ id: '182' }] } });
    expect(fake.recorded.every((call) => call.request.path === 'assessment/get-requirements')).toBe(true);
    expect(fake.recorded[0]!.request.query).toEqual({ BusinessLawId: 7 });

    const long = await run(fake, REQUIREMENTS, { id: '7', filter: { search: 'x'.repeat(201) } });
    expect(long.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { search: BUSINESS_MESSAGES.searchTooLong },
    });
  });

  it('reads one assessed artifact with its answers and files, and says NOT_FOUND for one not mapped', async () => {
    const fake = new FakeCatalogue({
      'assessment/get-assessed-artifact': (request: LegacyRequest) =>
        request.query?.ArtifactId === 2
          ? {
              Result: {
                ArtifactId: 2,
                Name: 'Retention Policy',
                ArtifactType: 'Policy',
                Answers: [
                  {
                    QuestionId: 4,
                    Answer: null,
                    Files: [{ Id: 41, FileName: 'policy.pdf', Size: 10, UploadedAt: '2026-11-20T10:00:00Z' }],
                  },
                ],
              },
            }
          : refused(404, 'The artifact is not mapped to this requirement.')(),
    });
    const found = await run(fake, ARTIFACT, {
      input: { businessLawId: '5', requirementId: '172', artifactId: '2' },
    });
    expect(found.data).toEqual({
      assessedArtifact: {
        id: '2',
        name: 'Retention Policy',
        answers: [{ questionId: '4', answer: null, files: [{ id: '41', fileName: 'policy.pdf' }] }],
      },
    });
    expect(fake.recorded[0]!.request.query).toEqual({ BusinessLawId: 5, RequirementId: 172, ArtifactId: 2 });
    expect(fake.recorded[0]!.route).toMatchObject({ menuId: '5' });
    const missing = await run(fake, ARTIFACT, {
      input: { businessLawId: '5', requirementId: '172', artifactId: '3' },
    });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it("saves one answer as SaveAssessedArtifactQuestion takes it, with save-assessment's refusals", async () => {
    const fake = new FakeCatalogue({
      ...LAW_SCREENS,
      'assessment/SaveAssessedArtifactQuestion': (request: LegacyRequest) => {
        const body = request.body as { BusinessLawId: number; Answer: string };
        if (body.BusinessLawId === 8) return refused(403, BUSINESS_MESSAGES.notEditable)();
        if (body.Answer === 'Maybe')
          return refused(400, 'The answer is not one of the question’s options.')();
        return { Message: BUSINESS_MESSAGES.assessmentSaved, Result: true };
      },
    });
    const input = {
      businessLawId: '5',
      requirementId: '172',
      artifactId: '6',
      questionId: '1',
      answer: ' Yes ',
    };
    const saved = await run(fake, SAVE_ONE, { input });
    expect(saved.data).toEqual({ saveAssessmentAnswer: { message: BUSINESS_MESSAGES.assessmentSaved } });
    expect(writes(fake)[0]!.request.body).toEqual({
      BusinessLawId: 5,
      RequirementId: 172,
      ArtifactId: 6,
      QuestionId: 1,
      Answer: 'Yes',
    });
    const notOption = await run(fake, SAVE_ONE, { input: { ...input, answer: 'Maybe' } });
    expect(notOption.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { businessLawId: 'The answer is not one of the question’s options.' },
    });
    const notContact = await run(fake, SAVE_ONE, { input: { ...input, businessLawId: '8' } });
    expect(notContact.errors?.[0]).toMatchObject({
      message: BUSINESS_MESSAGES.notEditable,
      extensions: { code: 'FORBIDDEN' },
    });
    const calls = fake.calls;
    const badId = await run(fake, SAVE_ONE, { input: { ...input, questionId: 'one' } });
    expect(badId.errors?.[0]?.extensions).toMatchObject({
      fields: { questionId: 'questionId must be a positive whole number.' },
    });
    const readOnly = await run(fake, SAVE_ONE, { input }, reader());
    expect(readOnly.errors?.[0]).toMatchObject({
      message: 'You do not have permission to edit on this page.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(fake.calls).toBe(calls);
  });
});

describe('business ownership and separation of duties', () => {
  const approverPrincipal = () =>
    business({
      user: { ...business().user, id: '9', name: 'Bianca Approver', clientId: '1', clientName: 'Harborview' },
    });
  const requirement = (id: number, submittedBy: number | null) => ({
    RequirementId: id,
    RequirementNumber: `1.${id}`,
    Requirement: 'Keep the records.',
    Status: 'Submitted',
    NoArtifact: false,
    IsDecommissioned: false,
    IsGap: false,
    ApproverComment: null,
    SubmittedById: submittedBy,
    TargetCompletionDate: null,
    ActualCompletionDate: null,
    Artifacts: [],
  });
  const screens = (lawExtra: Record<string, unknown>, requirements: unknown[] = []) => ({
    'business-validation/get-law-requirements': (request: LegacyRequest) => ({
      Result: { Law: law(Number(request.query?.BusinessLawId), lawExtra), Requirements: [], Processes: [] },
    }),
    'assessment/get-artifact-requirements': (request: LegacyRequest) => ({
      Result: {
        Law: law(Number(request.query?.BusinessLawId), lawExtra),
        Requirements: requirements,
        Questions: [],
      },
    }),
    'business-validation/submit-validate-law': () => ({
      Message: 'Law validated successfully.',
      Result: true,
    }),
    'assessment/approve-requirement': () => ({
      Message: BUSINESS_MESSAGES.requirementApproved,
      Result: true,
    }),
    'assessment/send-back-law': () => ({ Message: BUSINESS_MESSAGES.requirementSentBack, Result: true }),
    'law-not-applicable/SubmitPopUp_OnLawNotApplicablePage': () => ({ Message: 'Decided.', Result: true }),
    'BusinessDashboard/get-toggle-selection': () => ({ Result: { IsAzimuthDashboard: true } }),
    'BusinessDashboard/get-business-list': () => ({
      Result: [law(1, { ClientId: 1 }), law(2, { ClientId: 2 })],
    }),
  });

  it("refuses the law's approver as its business contact, before the catalogue is asked", async () => {
    const fake = new FakeCatalogue(
      screens({ IsBusinessContact: false, IsApprover: true, ApproverUserId: 9, ClientId: 1 }),
    );
    const result = await run(
      fake,
      VALIDATE,
      { input: { businessLawId: '1', companyProcessIds: ['11'] } },
      approverPrincipal(),
    );
    expect(result.errors?.[0]).toMatchObject({
      message: OWNERSHIP_MESSAGES.approverAsContact,
      extensions: { code: 'FORBIDDEN' },
    });
    expect(writes(fake)).toEqual([]);
  });

  it('refuses the submitter of a requirement its approval or send-back, and lets another submission through', async () => {
    const fake = new FakeCatalogue(
      screens({ IsBusinessContact: false, IsApprover: true, ClientId: 1 }, [
        requirement(180, 9),
        requirement(181, 3),
      ]),
    );
    const own = await run(
      fake,
      APPROVE,
      { input: { businessLawId: '6', requirementId: '180' } },
      approverPrincipal(),
    );
    expect(own.errors?.[0]).toMatchObject({
      message: OWNERSHIP_MESSAGES.ownWork,
      extensions: { code: 'FORBIDDEN' },
    });
    const back = await run(
      fake,
      SEND_BACK,
      { input: { businessLawId: '6', requirementIds: ['181', '180'], comment: 'Why?' } },
      approverPrincipal(),
    );
    expect(back.errors?.[0]?.message).toBe(OWNERSHIP_MESSAGES.ownWork);
    expect(writes(fake)).toEqual([]);
    const other = await run(
      fake,
      APPROVE,
      { input: { businessLawId: '6', requirementId: '181' } },
      approverPrincipal(),
    );
    expect(other.data).toEqual({ approveRequirement: { message: BUSINESS_MESSAGES.requirementApproved } });
  });

  it('refuses the declarer of a law not applicable the decision on it', async () => {
    const fake = new FakeCatalogue(screens({ IsApprover: true, NotApplicableById: 9, ClientId: 1 }));
    const result = await run(
      fake,
      `mutation { decideNotApplicable(input: { businessLawId: "4", approve: true }) { message } }`,
      {},
      approverPrincipal(),
    );
    expect(result.errors?.[0]?.message).toBe(OWNERSHIP_MESSAGES.ownWork);
    expect(writes(fake)).toEqual([]);
  });

  it("lists a client's user its own client's laws only, and answers another client's law as not found", async () => {
    const fake = new FakeCatalogue(screens({ ClientId: 2 }));
    const listed = await run(fake, `{ businessLaws { items { id } } }`, {}, approverPrincipal());
    expect(listed.data).toEqual({ businessLaws: { items: [{ id: '1' }] } });
    const read = await run(
      fake,
      `{ businessLawValidation(id: "2") { law { id } } }`,
      {},
      approverPrincipal(),
    );
    expect(read.errors?.[0]).toMatchObject({
      message: OWNERSHIP_MESSAGES.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });
});

describe('question files follow their business law', () => {
  /** A user of a client (Harborview '1', Northgate '2'), as the session carries it. */
  const ofClient = (clientId: string) =>
    business({
      user: { ...business().user, clientId, clientName: clientId === '1' ? 'Harborview' : 'Northgate' },
    });
  /** Law 1 is Harborview's; its assessment holds file 41. */
  const assessment = () =>
    new FakeCatalogue({
      'assessment/get-artifact-requirements': (request: LegacyRequest) => ({
        Result: {
          Law: law(Number(request.query?.BusinessLawId), { ClientId: 1 }),
          Questions: [],
          Requirements: [
            {
              ...requirementRow(7),
              Artifacts: [
                {
                  ArtifactId: 6,
                  Name: 'Policy',
                  ArtifactType: 'Document',
                  Answers: [
                    {
                      QuestionId: 4,
                      Answer: null,
                      Files: [
                        { Id: 41, FileName: 'policy.txt', Size: 23, UploadedAt: '2026-11-20T10:00:00Z' },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
      }),
    });
  const DOWNLOAD = `mutation ($law: ID) { questionFileDownload(fileId: "41", businessLawId: $law) { download { url } } }`;

  it("issues a ticket to the law's own client's user, and to no other client's", async () => {
    const cache = new MemoryCache(10);
    // A catalogue per principal: a request's routed contexts are kept per catalogue caller.
    const own = await runGraphQL(
      fakeContext(assessment(), ofClient('1'), { services: { cache } }),
      DOWNLOAD,
      {
        law: '1',
      },
    );
    expect(own.errors).toBeUndefined();
    const { url } = (own.data as { questionFileDownload: { download: { url: string } } }).questionFileDownload
      .download;
    expect(await cache.get(`file-ticket:${url.slice('/files/'.length)}`)).toMatchObject({
      query: { Id: 41 },
    });

    const other = await runGraphQL(
      fakeContext(assessment(), ofClient('2'), { services: { cache } }),
      DOWNLOAD,
      {
        law: '1',
      },
    );
    expect(other.errors?.[0]).toMatchObject({
      message: OWNERSHIP_MESSAGES.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
    expect(other.data).toBeNull();
  });

  it("refuses a client's user that names no law, or a law the file is not of, before any ticket", async () => {
    const cache = new MemoryCache(10);
    const fake = assessment();
    const context = () => fakeContext(fake, ofClient('1'), { services: { cache } });
    const unnamed = await runGraphQL(context(), DOWNLOAD, {});
    expect(unnamed.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(fake.calls).toBe(0);
    const elsewhere = await runGraphQL(
      context(),
      `mutation { questionFileDownload(fileId: "42", businessLawId: "1") { download { url } } }`,
    );
    expect(elsewhere.errors?.[0]).toMatchObject({
      message: OWNERSHIP_MESSAGES.notFound,
      extensions: { code: 'NOT_FOUND' },
    });
  });
});
