import { BUSINESS_MESSAGES } from '@lexbridge/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { selectBusinessLaw } from '../../../lib/business-selection';
import type { Session } from '../../../lib/session/types';
import { mockBff } from '../../../testing/bff';
import { businessMenu, sessionFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';

const DASHBOARD = '/business-module/business-module';
const MAP = '/business-module/map-artifacts';
const NOT_APPLICABLE = '/business-module/law-not-applicable';
const ASSESS = '/business-module/assess-artifacts';

/** A business user with the dashboard, map artifacts and law not applicable in the menu, editable. */
function businessUser(): Session {
  const leaf = businessMenu[1]!;
  const menu = [
    ...businessMenu,
    ...[MAP, NOT_APPLICABLE, ASSESS].map((routerLink, index) => ({
      ...leaf,
      id: String(470 + index),
      label: routerLink,
      routerLink,
    })),
  ] as unknown as Session['menu'];
  return sessionFixture({
    menu,
    editableRoutes: [DASHBOARD, MAP, NOT_APPLICABLE, ASSESS],
    homePath: DASHBOARD,
  });
}

function law(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'BusinessLaw',
    id: '11',
    lawId: '3',
    sectionId: '5',
    lawDetailId: '7',
    businessLineId: '2',
    businessLineName: 'Consumer Lending',
    regulatorId: '4',
    regulator: 'Consumer Financial Protection Bureau',
    section: '§ 1026.19 Certain mortgage transactions',
    level1: 'Regulation Z',
    businessUserName: 'Ben Business',
    approverName: 'Bianca Approver',
    tabIndex: 3,
    status: 'DRAFT',
    isChangedLaw: false,
    column: 'MY_DRAFT',
    isBusinessContact: true,
    isApprover: false,
    isEditable: true,
    requirementCount: 1,
    lawProcesses: ['KYC Onboarding Checks'],
    notApplicableComment: null,
    notApplicableApproved: null,
    notApplicableById: null,
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const question = (id: string, text: string, questionType: string, options: string[] = []) => ({
  __typename: 'BusinessQuestion',
  id,
  question: text,
  questionType,
  options,
  isRequired: false,
});
/** The Disclosure Procedure artifact with its answer to the comment question (2), null when unanswered. */
const artifact = (comment: string | null) => ({
  __typename: 'BusinessArtifact',
  id: '31',
  name: 'Disclosure Procedure',
  artifactType: 'Procedure',
  answers: [{ __typename: 'BusinessAnswer', questionId: '2', answer: comment, files: [] }],
});
const requirement = (id: string, number: string, comment: string | null) => ({
  __typename: 'BusinessRequirement',
  id,
  requirementNumber: number,
  requirement: `Requirement ${number}.`,
  status: 'DRAFT',
  noArtifact: false,
  isDecommissioned: false,
  isGap: false,
  approverComment: null,
  submittedById: null,
  targetCompletionDate: null,
  actualCompletionDate: null,
  artifacts: [artifact(comment)],
});

describe('Map Artifacts: Delete All Mappings', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks first; No deletes nothing, Yes deletes every mapping', async () => {
    mockBff({ session: businessUser() });
    const cleared: unknown[] = [];
    server.use(
      graphql.query('BusinessArtifactMapping', () =>
        HttpResponse.json({
          data: {
            businessArtifactMapping: {
              __typename: 'BusinessArtifactMapping',
              law: law(),
              requirements: [requirement('21', 'REGZ_006', null)],
              artifacts: [
                {
                  __typename: 'BusinessArtifact',
                  id: '31',
                  name: 'Disclosure Procedure',
                  artifactType: 'Procedure',
                },
              ],
            },
          },
        }),
      ),
      graphql.mutation('ClearArtifactMappings', ({ variables }) => {
        cleared.push(variables);
        return HttpResponse.json({
          data: {
            clearArtifactMappings: {
              __typename: 'MessagePayload',
              message: 'Mappings deleted successfully.',
            },
          },
        });
      }),
    );
    selectBusinessLaw({
      businessLawId: '11',
      lawId: '3',
      sectionId: '5',
      businessLineId: '2',
      tabIndex: 3,
      requirementCount: 1,
    });
    const { user } = renderApp(MAP);
    const mapped = await screen.findByLabelText('REGZ_006: Disclosure Procedure');
    expect((mapped as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Delete All Mappings' }));
    let confirm = await screen.findByRole('alertdialog');
    within(confirm).getByText(BUSINESS_MESSAGES.deleteAllMappingsConfirm);
    await user.click(within(confirm).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(cleared).toEqual([]);
    expect((screen.getByLabelText('REGZ_006: Disclosure Procedure') as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Delete All Mappings' }));
    confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(cleared).toEqual([{ businessLawId: '11' }]));
    await screen.findByText('Mappings deleted successfully.');
  });
});

describe('Law Not Applicable: filters', () => {
  beforeEach(() => sessionStorage.clear());

  it('filters the declared laws by law process, business line and regulator, from page 1', async () => {
    mockBff({ session: businessUser() });
    const asked: { pageNumber: number; filter: unknown }[] = [];
    const declared = law({ id: '12', status: 'NOT_APPLICABLE', notApplicableComment: 'Not offered.' });
    server.use(
      graphql.query('LawsNotApplicable', ({ variables }) => {
        asked.push({ pageNumber: Number(variables.pageNumber), filter: variables.filter });
        return HttpResponse.json({
          data: {
            lawsNotApplicable: { __typename: 'BusinessLawPage', totalCount: 11, items: [declared] },
            notApprovedLaws: [],
          },
        });
      }),
      graphql.query('LawNotApplicableChoices', () =>
        HttpResponse.json({
          data: {
            businessDashboard: {
              __typename: 'BusinessDashboard',
              lawProcesses: [{ __typename: 'IdName', id: '8', name: 'KYC Onboarding Checks' }],
            },
            businessLaws: {
              __typename: 'BusinessLawPage',
              items: [
                law(),
                law({ id: '13', businessLineId: '6', businessLineName: 'Deposit Accounts' }),
                law({ id: '14', regulatorId: '9', regulator: 'Financial Crimes Enforcement Network' }),
              ],
            },
          },
        }),
      ),
    );
    const { user } = renderApp(NOT_APPLICABLE);
    await screen.findByRole('heading', { name: 'Law Not Applicable' });
    await screen.findByText('Not offered.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ pageNumber: 2, filter: {} }));

    await user.selectOptions(screen.getByLabelText('Law Process'), 'KYC Onboarding Checks');
    await waitFor(() => expect(asked.at(-1)).toEqual({ pageNumber: 1, filter: { lawProcessId: '8' } }));
    await user.selectOptions(screen.getByLabelText('Business Line'), 'Deposit Accounts');
    await user.selectOptions(screen.getByLabelText('Regulator'), 'Financial Crimes Enforcement Network');
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({
        pageNumber: 1,
        filter: { lawProcessId: '8', businessLineId: '6', regulatorIds: ['9'] },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ pageNumber: 1, filter: {} }));
  });
});

describe('Law Not Applicable: separation of duties', () => {
  beforeEach(() => sessionStorage.clear());

  it("offers no decision on a declaration the user made, and says why; another's is theirs to decide", async () => {
    const session = businessUser();
    mockBff({ session });
    const mine = law({
      id: '21',
      section: '§ 1026.21 Own declaration',
      status: 'NOT_APPLICABLE',
      isApprover: true,
      notApplicableComment: 'Mine.',
      notApplicableById: session.user.id,
    });
    const theirs = law({
      id: '22',
      section: '§ 1026.22 Their declaration',
      status: 'NOT_APPLICABLE',
      isApprover: true,
      notApplicableComment: 'Theirs.',
      notApplicableById: '99',
    });
    server.use(
      graphql.query('LawsNotApplicable', () =>
        HttpResponse.json({
          data: {
            lawsNotApplicable: { __typename: 'BusinessLawPage', totalCount: 0, items: [] },
            notApprovedLaws: [mine, theirs],
          },
        }),
      ),
      graphql.query('LawNotApplicableChoices', () =>
        HttpResponse.json({
          data: {
            businessDashboard: { __typename: 'BusinessDashboard', lawProcesses: [] },
            businessLaws: { __typename: 'BusinessLawPage', items: [] },
          },
        }),
      ),
    );
    renderApp(NOT_APPLICABLE);
    await screen.findByText('Why: Mine.');
    expect(
      screen.getByText('You submitted this item, so another person must approve it or send it back.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Comment on § 1026.21 Own declaration')).toBeNull();
    expect(screen.getByLabelText('Comment on § 1026.22 Their declaration')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Approve' })).toHaveLength(1);
  });
});

describe('Validate Law Applicability: separation of duties', () => {
  beforeEach(() => sessionStorage.clear());

  it("disables Validate and Not Applicable for the law's approver, saying why", async () => {
    const VALIDATE = '/business-module/validate-law-applicability';
    const base = businessUser();
    const leaf = businessMenu[1]!;
    mockBff({
      session: {
        ...base,
        menu: [
          ...base.menu,
          { ...leaf, id: '480', label: VALIDATE, routerLink: VALIDATE },
        ] as Session['menu'],
        editableRoutes: [...base.editableRoutes, VALIDATE],
      },
    });
    server.use(
      graphql.query('BusinessLawValidation', () =>
        HttpResponse.json({
          data: {
            businessLawValidation: {
              __typename: 'BusinessLawDetail',
              law: law({ tabIndex: 1, status: 'OPEN', isBusinessContact: false, isApprover: true }),
              requirements: [],
              processes: [
                {
                  __typename: 'BusinessProcess',
                  id: '8',
                  name: 'KYC Onboarding Checks',
                  businessProcessName: 'Onboarding',
                  isMapped: true,
                  isRecommended: false,
                  isSelected: false,
                },
              ],
            },
          },
        }),
      ),
    );
    selectBusinessLaw({
      businessLawId: '11',
      lawId: '3',
      sectionId: '5',
      businessLineId: '2',
      tabIndex: 1,
      requirementCount: 1,
    });
    renderApp(VALIDATE);
    const validate = await screen.findByRole('button', { name: 'Validate' });
    expect((validate as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Not Applicable' }) as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getByText("You approve this law's assessment, so you cannot also be its business contact."),
    ).toBeTruthy();
  });
});

describe('Assess Artifacts: one answer at a time', () => {
  beforeEach(() => sessionStorage.clear());

  it('saves an answer when the field is left and reads only that artifact again', async () => {
    mockBff({ session: businessUser() });
    let lawReads = 0;
    const saved: unknown[] = [];
    const artifactReads: unknown[] = [];
    server.use(
      graphql.query('BusinessAssessment', () => {
        lawReads += 1;
        return HttpResponse.json({
          data: {
            businessAssessment: {
              __typename: 'BusinessLawDetail',
              law: law({ tabIndex: 4, requirementCount: 2 }),
              questions: [question('2', 'How does it meet the requirement?', 'Comment')],
              // The same artifact under two requirements, each with its own answer.
              requirements: [
                requirement('21', 'REGZ_006', 'Step 3 of the procedure.'),
                requirement('22', 'REGZ_007', null),
              ],
            },
          },
        });
      }),
      graphql.mutation('SaveAssessmentAnswer', ({ variables }) => {
        saved.push(variables.input);
        return HttpResponse.json({
          data: {
            saveAssessmentAnswer: { __typename: 'MessagePayload', message: 'Assessment saved successfully.' },
          },
        });
      }),
      graphql.query('AssessedArtifact', ({ variables }) => {
        artifactReads.push(variables.input);
        return HttpResponse.json({ data: { assessedArtifact: artifact('Step 5 names the owner.') } });
      }),
    );
    selectBusinessLaw({
      businessLawId: '11',
      lawId: '3',
      sectionId: '5',
      businessLineId: '2',
      tabIndex: 4,
      requirementCount: 2,
    });
    const { user } = renderApp(ASSESS);
    const first = within(await screen.findByRole('region', { name: 'REGZ_006' }));
    const second = within(screen.getByRole('region', { name: 'REGZ_007' }));
    expect(first.getByRole('textbox')).toHaveProperty('value', 'Step 3 of the procedure.');
    expect(second.getByRole('textbox')).toHaveProperty('value', '');

    // Leaving a field unchanged saves nothing.
    await user.click(first.getByRole('textbox'));
    await user.tab();
    await user.click(second.getByRole('textbox'));
    await user.keyboard('Step 5 names the owner.');
    await user.tab();
    await waitFor(() => expect(second.getByText('Saved')).toBeTruthy());
    expect(saved).toEqual([
      {
        businessLawId: '11',
        requirementId: '22',
        artifactId: '31',
        questionId: '2',
        answer: 'Step 5 names the owner.',
      },
    ]);
    expect(artifactReads).toEqual([{ businessLawId: '11', requirementId: '22', artifactId: '31' }]);
    expect(lawReads).toBe(1);
    expect(second.getByRole('textbox')).toHaveProperty('value', 'Step 5 names the owner.');
    // The other requirement's copy of the artifact keeps its own answer.
    expect(first.getByRole('textbox')).toHaveProperty('value', 'Step 3 of the procedure.');
  });

  it('reads the whole law again after the first answer of an open requirement, which makes it a draft', async () => {
    mockBff({ session: businessUser() });
    let lawReads = 0;
    let artifactReads = 0;
    server.use(
      graphql.query('BusinessAssessment', () => {
        lawReads += 1;
        const status = lawReads === 1 ? 'OPEN' : 'DRAFT';
        return HttpResponse.json({
          data: {
            businessAssessment: {
              __typename: 'BusinessLawDetail',
              law: law({ tabIndex: 4, status }),
              questions: [question('2', 'How does it meet the requirement?', 'Comment')],
              requirements: [{ ...requirement('21', 'REGZ_006', lawReads === 1 ? null : 'Step 3.'), status }],
            },
          },
        });
      }),
      graphql.mutation('SaveAssessmentAnswer', () =>
        HttpResponse.json({
          data: {
            saveAssessmentAnswer: { __typename: 'MessagePayload', message: 'Assessment saved successfully.' },
          },
        }),
      ),
      graphql.query('AssessedArtifact', () => {
        artifactReads += 1;
        return HttpResponse.json({ data: { assessedArtifact: artifact('Step 3.') } });
      }),
    );
    selectBusinessLaw({
      businessLawId: '11',
      lawId: '3',
      sectionId: '5',
      businessLineId: '2',
      tabIndex: 4,
      requirementCount: 1,
    });
    const { user } = renderApp(ASSESS);
    const only = within(await screen.findByRole('region', { name: 'REGZ_006' }));
    await user.click(only.getByRole('textbox'));
    await user.keyboard('Step 3.');
    await user.tab();
    await waitFor(() => expect(lawReads).toBe(2));
    expect(artifactReads).toBe(0);
    expect(only.getByRole('textbox')).toHaveProperty('value', 'Step 3.');
  });
});
