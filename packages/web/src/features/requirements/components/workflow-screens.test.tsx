import { render, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../../testing/providers';
import type { WorkflowLawFieldsFragment } from '../../../gql/graphql';
import { createApolloClient } from '../../../lib/apollo/apollo-client';
import { SessionProvider } from '../../../lib/session/session-context';
import { GRAPHQL_URL } from '../../../testing/bff';
import { lawDetailFixture } from '../../../testing/catalogue';
import { sessionFixture } from '../../../testing/fixtures';
import { server } from '../../../testing/server';
import { ApproveLawRequirement } from './approve-law-requirement';
import { WorkflowLawHeader } from './workflow-law-header';

const APPROVE = '/legal-module/approveBusinessRequirements';

function law(overrides: Partial<WorkflowLawFieldsFragment> = {}): WorkflowLawFieldsFragment {
  return {
    __typename: 'WorkflowLaw',
    lawId: '1',
    sectionId: '3',
    lawDetailId: '1',
    lawInventoryId: '1',
    businessLineId: '2',
    businessLineName: 'Consumer Lending',
    regulator: 'Consumer Financial Protection Bureau',
    section: '§ 1002.4 General rules',
    level1: 'Title 12',
    tabIndex: 6,
    step: 'approveBusinessRequirements',
    status: 'SUBMITTED',
    submitFlag: 2,
    lawyer: { __typename: 'WorkflowUser', id: '2', name: 'Lena Lawyer' },
    approver: { __typename: 'WorkflowUser', id: '6', name: 'Avery Approver' },
    isLawyer: false,
    isApprover: true,
    sentBack: false,
    sendBackComment: null,
    sentBackBy: null,
    sentBackAt: null,
    submittedAt: null,
    submittedById: null,
    approvedBy: null,
    approvedAt: null,
    updatedAt: '2026-11-22T04:00:00.000Z',
    requirementCount: 1,
    draftCount: 0,
    column: 'OPEN',
    ...overrides,
  } as WorkflowLawFieldsFragment;
}

const REQUIREMENT = {
  __typename: 'Requirement',
  id: '31',
  requirementNumber: 'REGB_003',
  requirement: 'Do not treat an applicant less favourably on a prohibited basis.',
  requirementType: 'Define Requirement',
  requirementTypeId: 2,
  isApplicable: true,
  isSubmitted: true,
  status: 'SUBMITTED',
  lawId: '1',
  sectionId: '3',
  businessLineId: '2',
  subSectionIds: [],
  version: 1,
  updatedBy: 'Lena Lawyer',
  updatedAt: '2026-11-22T04:00:00.000Z',
};

function renderWith(element: ReactNode, path = APPROVE) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider value={sessionFixture({ editableRoutes: [APPROVE] })}>
            <Outlet />
          </SessionProvider>
        ),
        children: [{ path: '*', element }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <TestProviders client={createApolloClient({ uri: GRAPHQL_URL, getRoutePath: () => path })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('the workflow screens heading', () => {
  it('names the step as the page heading, the law below it, and the status in words', async () => {
    renderWith(
      <WorkflowLawHeader
        law={law({ status: 'PENDING' })}
        title="Define Business Requirements"
        canClearComment={false}
        readOnly={false}
        onChanged={async () => {}}
      />,
    );
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Define Business Requirements',
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toContain('§ 1002.4 General rules');
    expect(screen.getByText('New')).toBeTruthy();
    expect(screen.queryByText('PENDING')).toBeNull();
  });

  it("leaves the title to the window's own header in a window", async () => {
    renderWith(
      <WorkflowLawHeader
        law={law({ status: 'SENT_BACK', sentBack: true })}
        title="Approve Law Requirement"
        canClearComment={false}
        readOnly
        onChanged={async () => {}}
        inWindow
      />,
    );
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toContain(
      '§ 1002.4 General rules',
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByText('Sent back')).toBeTruthy();
    expect(screen.getByText('Read only')).toBeTruthy();
  });
});

describe('the Approve Law Requirement view', () => {
  it('shows the requirements grid once, under the law text, and the edit links as links', async () => {
    server.use(
      graphql.link(GRAPHQL_URL).query('RequirementLawDetail', () =>
        HttpResponse.json({
          data: { lawDetail: lawDetailFixture({ businessLineId: '2', sectionId: '3' }) },
        }),
      ),
      graphql
        .link(GRAPHQL_URL)
        .query('SectionRequirements', () =>
          HttpResponse.json({ data: { requirementsForSection: [REQUIREMENT] } }),
        ),
    );
    renderWith(<ApproveLawRequirement law={law()} legalColumn="PENDING" refetch={async () => {}} />);
    expect(screen.getByLabelText('Loading law detail')).toBeTruthy();
    await screen.findByText(REQUIREMENT.requirement);
    expect(screen.getAllByRole('grid')).toHaveLength(1);
    expect(screen.queryByLabelText('Loading law detail')).toBeNull();
    for (const name of ['Edit Business Requirements', 'Edit Process Mapping'])
      expect(screen.getByRole('link', { name }).getAttribute('href')).toMatch(/^\/legal-module\//);
    const footer = screen.getByRole('button', { name: 'Approve' }).parentElement!;
    expect(within(footer).getByRole('button', { name: 'Send back Comment' })).toBeTruthy();
  });

  it('disables Approve and Send back for the user who submitted the requirements, saying why', async () => {
    server.use(
      graphql.link(GRAPHQL_URL).query('RequirementLawDetail', () =>
        HttpResponse.json({
          data: { lawDetail: lawDetailFixture({ businessLineId: '2', sectionId: '3' }) },
        }),
      ),
      graphql
        .link(GRAPHQL_URL)
        .query('SectionRequirements', () =>
          HttpResponse.json({ data: { requirementsForSection: [REQUIREMENT] } }),
        ),
    );
    // The session's user (id 2) submitted them.
    renderWith(
      <ApproveLawRequirement
        law={law({ submittedById: '2' })}
        legalColumn="PENDING"
        refetch={async () => {}}
      />,
    );
    expect((screen.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Send back Comment' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(
      screen.getByText('You submitted this item, so another person must approve it or send it back.'),
    ).toBeTruthy();
  });
});
