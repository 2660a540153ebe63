import { MAPPING_TEXTS, MESSAGES, REQUIREMENT_MESSAGES } from '@lexbridge/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { TestProviders } from '../../../testing/providers';
import { changeManagementShellRoutes } from '../../../app/routes/change-management-routes';
import { createApolloClient } from '../../../lib/apollo/apollo-client';
import { SessionProvider } from '../../../lib/session/session-context';
import {
  readSelectedChangedLaw,
  saveSelectedChangedLaw,
  SELECTED_CHANGED_LAW_KEY,
  type SelectedChangedLawDetail,
} from '../../../lib/workflow-selection';
import { GRAPHQL_URL } from '../../../testing/bff';
import { sessionFixture } from '../../../testing/fixtures';
import { server } from '../../../testing/server';
import { canOpenStep } from './change-management-stepper';
import { decisionState } from './new-law-page';

const api = graphql.link(GRAPHQL_URL);
const NEW_LAW = '/change-management/newLaw';
const MAP = '/change-management/mapBusinessRequirements';
const CONFIRM = '/change-management/confirmLawRequirements';

/** As the BFF answers it, typenames included. */
const item = (overrides: Record<string, unknown> = {}) => ({
  __typename: 'ChangedLawQueueItem',
  changeLawId: '1',
  lawId: '2',
  sectionId: '12',
  lawDetailId: '3',
  regulatorId: '1',
  regulator: 'Consumer Financial Protection Bureau',
  section: '§ 1026.19 Certain mortgage and variable-rate transactions',
  level1: 'Title 12 - Banks and Banking',
  changeTypeId: '1',
  changeType: 'Amendment',
  statusId: '6',
  status: 'Changed Law',
  effectiveDate: '2015-10-03',
  summary: 'Integrated disclosures.',
  businessLineId: '5',
  businessLineName: 'Mortgage Origination',
  requirementCount: 3,
  changedCount: 3,
  edited: false,
  submitted: false,
  decision: null,
  decidedBy: null,
  decidedAt: null,
  tabIndex: 1,
  ...overrides,
});

const REPEAL = item({
  changeLawId: '3',
  sectionId: '14',
  section: '§ 1026.40 Home equity plans',
  changeTypeId: '3',
  changeType: 'Repeal',
  statusId: '8',
  status: 'Decommissioned',
  businessLineId: '6',
  businessLineName: 'Mortgage Servicing',
  requirementCount: 0,
  changedCount: 0,
  tabIndex: 2,
});
const DECIDED = item({
  changeLawId: '4',
  businessLineId: '2',
  businessLineName: 'Consumer Lending',
  submitted: true,
  decision: 'ACCEPTED',
  decidedBy: 'Lena Lawyer',
  decidedAt: '2026-11-22T05:00:00Z',
  tabIndex: 2,
});

const option = (id: string, name: string) => ({ __typename: 'ChangedLawQueueOption', id, name });

function queue(items: unknown[], totalCount = items.length) {
  return {
    changedLawQueue: {
      __typename: 'ChangedLawQueuePage',
      totalCount,
      page: 1,
      pageSize: 25,
      items,
      regulators: [
        option('1', 'Consumer Financial Protection Bureau'),
        option('10', 'New York State Department of Financial Services'),
      ],
      changeTypes: [option('1', 'Amendment'), option('3', 'Repeal')],
    },
  };
}

const CHANGE = {
  __typename: 'ChangedLaw',
  changeLawId: '1',
  lawId: '2',
  sectionId: '12',
  lawDetailId: '3',
  regulator: 'Consumer Financial Protection Bureau',
  section: '§ 1026.19 Certain mortgage and variable-rate transactions',
  status: 'Changed Law',
  statusId: '6',
  changeType: 'Amendment',
  effectiveDate: '2015-10-03',
  summary: 'Integrated disclosures.',
  businessLines: [
    {
      __typename: 'ChangeBusinessLine',
      businessLineId: '5',
      businessLineName: 'Mortgage Origination',
      requirementCount: 1,
      changedCount: 1,
      submitted: false,
      decision: null,
      decisionComment: null,
      companyPolicy: null,
      decidedBy: null,
      decidedAt: null,
    },
  ],
};

const ROW = {
  __typename: 'UpdatedRequirement',
  id: '11',
  requirementId: '112',
  businessLineId: '5',
  oldRequirementNumber: 'REGZ_006',
  newRequirementNumber: 'REGZ_006',
  oldRequirement: 'Deliver the Loan Estimate within three business days.',
  newRequirement: 'Deliver the Loan Estimate no later than the third business day.',
  changeStatus: 'CHANGED',
  edited: false,
  requirementTypeId: 2,
  submitted: false,
};

const SELECTED: SelectedChangedLawDetail = {
  status: 'Changed Law',
  tabIndex: 1,
  changeLawId: '1',
  businessLineId: '5',
  businessLineName: 'Mortgage Origination',
  lawId: '2',
  sectionId: '12',
  lawDetailId: '3',
  statusId: '6',
};

function mockStepQueries() {
  server.use(
    api.query('ChangeManagementChange', () => HttpResponse.json({ data: { changedLaw: CHANGE } })),
    api.query('ConfirmLawRequirementsRows', () =>
      HttpResponse.json({ data: { updatedRequirements: [ROW] } }),
    ),
    api.query('ProposedRequirements', () => HttpResponse.json({ data: { updatedRequirements: [ROW] } })),
    api.query('ChangeManagementIndustries', () => HttpResponse.json({ data: { industries: [] } })),
  );
}

function renderChangeManagement(path: string, editableRoutes: string[] = [NEW_LAW]) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider value={sessionFixture({ editableRoutes })}>
            <Outlet />
          </SessionProvider>
        ),
        children: changeManagementShellRoutes,
      },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  render(
    <TestProviders client={createApolloClient({ uri: GRAPHQL_URL })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { user, location: () => router.state.location.pathname };
}

afterEach(() => sessionStorage.clear());

describe('the change-management work queue (newLaw)', () => {
  it('lists each change and line with its regulator, type, date, status and decision state', async () => {
    server.use(
      api.query('ChangedLawQueue', () => HttpResponse.json({ data: queue([item(), REPEAL, DECIDED]) })),
    );
    renderChangeManagement(NEW_LAW);
    const table = await screen.findByRole('table', { name: 'Changed laws' });
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(3));
    const [first, repeal, decided] = [...table.querySelectorAll('tbody tr')] as HTMLElement[];
    for (const text of [
      'Consumer Financial Protection Bureau',
      'Mortgage Origination',
      'Amendment',
      '2015-10-03',
      'Changed Law',
      'Pending',
    ]) {
      expect(within(first!).getByText(text)).toBeTruthy();
    }
    expect(within(repeal!).getByText('Decommissioned').tagName).toBe('DEL');
    expect(within(decided!).getByText('Accepted by Lena Lawyer on 2026-11-22')).toBeTruthy();
  });

  it('filters by regulator and type of change and searches, and says No Record Found', async () => {
    const asked: Record<string, unknown>[] = [];
    server.use(
      api.query('ChangedLawQueue', ({ variables }) => {
        const input = (variables.input ?? {}) as Record<string, unknown>;
        asked.push(input);
        const empty = input.search === 'nothing';
        return HttpResponse.json({ data: queue(empty ? [] : [item()]) });
      }),
    );
    const { user } = renderChangeManagement(NEW_LAW);
    await screen.findByText('Mortgage Origination');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Regulator' }), '10');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ regulatorId: '10', page: 1 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of Change' }), '3');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ regulatorId: '10', changeTypeId: '3' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'nothing');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(MAPPING_TEXTS.noRecordFound)).toBeTruthy();
    expect(asked.at(-1)).toMatchObject({ search: 'nothing' });
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() =>
      expect(asked.at(-1)).toMatchObject({ search: null, regulatorId: null, changeTypeId: null }),
    );
  });

  it('stores selectedChangedLawDetail and opens the step the line is at', async () => {
    server.use(api.query('ChangedLawQueue', () => HttpResponse.json({ data: queue([item(), REPEAL]) })));
    mockStepQueries();
    const { user, location } = renderChangeManagement(NEW_LAW);
    await user.click(await screen.findByRole('button', { name: /Open § 1026.40 .* for Mortgage Servicing/ }));
    // a decommissioned change goes straight to the confirm step
    await waitFor(() => expect(location()).toBe(CONFIRM));
    expect(readSelectedChangedLaw()).toMatchObject({
      status: 'Decommissioned',
      tabIndex: 2,
      changeLawId: '3',
      businessLineId: '6',
      sectionId: '14',
    });
  });

  it('words the decision state of a line', () => {
    expect(
      decisionState({ decision: null, decidedBy: null, decidedAt: null, submitted: false, edited: false }),
    ).toBe('Pending');
    expect(
      decisionState({ decision: null, decidedBy: null, decidedAt: null, submitted: false, edited: true }),
    ).toBe('Proposal in progress');
    expect(
      decisionState({ decision: null, decidedBy: null, decidedAt: null, submitted: true, edited: true }),
    ).toBe('Awaiting confirmation');
    expect(
      decisionState({
        decision: 'DOES_NOT_APPLY',
        decidedBy: 'Lena Lawyer',
        decidedAt: null,
        submitted: true,
        edited: false,
      }),
    ).toBe(`${MAPPING_TEXTS.decided.DoesNotApply} by Lena Lawyer`);
  });
});

describe('the change-management stepper and gating', () => {
  it('opens the later steps by tab index; a Decommissioned change passes', () => {
    expect(canOpenStep('newLaw', null)).toBe(true);
    expect(canOpenStep('mapBusinessRequirements', null)).toBe(false);
    expect(canOpenStep('mapBusinessRequirements', { ...SELECTED, tabIndex: 0 })).toBe(false);
    expect(canOpenStep('mapBusinessRequirements', SELECTED)).toBe(true);
    expect(canOpenStep('confirmLawRequirements', SELECTED)).toBe(false);
    expect(canOpenStep('confirmLawRequirements', { ...SELECTED, tabIndex: 2 })).toBe(true);
    expect(
      canOpenStep('confirmLawRequirements', { ...SELECTED, tabIndex: 0, status: 'Decommissioned' }),
    ).toBe(true);
  });

  it('marks the current step and disables the steps not reached', async () => {
    saveSelectedChangedLaw(SELECTED);
    mockStepQueries();
    renderChangeManagement(MAP);
    const steps = await screen.findByRole('navigation', { name: 'Change management steps' });
    expect(
      within(steps)
        .getByRole('button', { name: '2. Map Business Requirements' })
        .getAttribute('aria-current'),
    ).toBe('step');
    expect((within(steps).getByRole('button', { name: '1. New Law' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(
      (within(steps).getByRole('button', { name: '3. Confirm Law Requirements' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('refuses confirmLawRequirements without a selected law: the toast and the queue', async () => {
    server.use(api.query('ChangedLawQueue', () => HttpResponse.json({ data: queue([]) })));
    const { location } = renderChangeManagement(CONFIRM);
    expect(await screen.findByText(MESSAGES.selectLaw)).toBeTruthy();
    expect(location()).toBe(NEW_LAW);
  });

  it('refuses confirmLawRequirements before the map step is submitted (tab index 1)', async () => {
    saveSelectedChangedLaw(SELECTED);
    server.use(api.query('ChangedLawQueue', () => HttpResponse.json({ data: queue([]) })));
    const { location } = renderChangeManagement(CONFIRM);
    expect(await screen.findByText(REQUIREMENT_MESSAGES.completeBySubmit)).toBeTruthy();
    expect(location()).toBe(NEW_LAW);
  });

  it('refuses mapBusinessRequirements at tab index 0', async () => {
    saveSelectedChangedLaw({ ...SELECTED, tabIndex: 0 });
    server.use(api.query('ChangedLawQueue', () => HttpResponse.json({ data: queue([]) })));
    const { location } = renderChangeManagement(MAP);
    expect(await screen.findByText(REQUIREMENT_MESSAGES.completeOnGoing)).toBeTruthy();
    expect(location()).toBe(NEW_LAW);
  });

  it('submitting the map step moves the change to tab index 2 and the confirm step', async () => {
    saveSelectedChangedLaw(SELECTED);
    mockStepQueries();
    let submitted: unknown = null;
    server.use(
      api.mutation('SaveUpdatedRequirements', ({ variables }) => {
        submitted = variables.input;
        return HttpResponse.json({
          data: {
            saveUpdatedRequirements: {
              __typename: 'UpdatedRequirementsPayload',
              message: 'Submitted successfully.',
              requirements: [{ ...ROW, submitted: true }],
            },
          },
        });
      }),
    );
    const { user, location } = renderChangeManagement(MAP);
    await user.click(await screen.findByRole('button', { name: 'Submit and Continue' }));
    await waitFor(() => expect(location()).toBe(CONFIRM));
    expect(submitted).toEqual({ changeLawId: '1', businessLineId: '5', submit: true });
    expect(JSON.parse(sessionStorage.getItem(SELECTED_CHANGED_LAW_KEY)!)).toMatchObject({
      tabIndex: 2,
      changeLawId: '1',
    });
    // the confirm step shows the line's updated requirements and the decisions
    expect(await screen.findByRole('button', { name: MAPPING_TEXTS.acceptChange })).toBeTruthy();
  });
});

describe('the proposal editor of the map step', () => {
  it('edits a proposed requirement through the Individual Business Requirement modal', async () => {
    saveSelectedChangedLaw(SELECTED);
    mockStepQueries();
    let edited: Record<string, unknown> | null = null;
    server.use(
      api.mutation('EditUpdatedRequirement', ({ variables }) => {
        edited = variables as Record<string, unknown>;
        return HttpResponse.json({
          data: {
            editUpdatedRequirement: {
              __typename: 'UpdatedRequirementsPayload',
              message: 'Requirement updated successfully.',
              requirements: [
                {
                  ...ROW,
                  newRequirement: 'Deliver the Loan Estimate by the third business day.',
                  edited: true,
                },
              ],
            },
          },
        });
      }),
    );
    const { user } = renderChangeManagement(MAP);
    await user.click(await screen.findByRole('button', { name: 'Edit REGZ_006' }));
    const dialog = await screen.findByRole('dialog', { name: 'Individual Business Requirement' });
    const text = within(dialog).getByRole('textbox', { name: 'Business Requirement' });
    await user.clear(text);
    await user.type(text, '1 starts with a digit');
    expect(within(dialog).getByText(REQUIREMENT_MESSAGES.textInvalid)).toBeTruthy();
    await user.clear(text);
    await user.type(text, 'Deliver the Loan Estimate by the third business day.');
    await user.click(within(dialog).getByRole('button', { name: 'Update Requirement' }));
    await waitFor(() => expect(edited).not.toBeNull());
    expect(edited).toMatchObject({
      changeLawId: '1',
      businessLineId: '5',
      input: {
        id: '11',
        requirementTypeId: 2,
        requirement: 'Deliver the Loan Estimate by the third business day.',
      },
    });
    expect(await screen.findByRole('button', { name: 'Undo REGZ_006' })).toBeTruthy();
  });

  it('refuses a number another requirement has', async () => {
    saveSelectedChangedLaw(SELECTED);
    mockStepQueries();
    server.use(
      api.query('ProposedRequirements', () =>
        HttpResponse.json({
          data: {
            updatedRequirements: [
              ROW,
              { ...ROW, id: '12', newRequirementNumber: 'REGZ_007', oldRequirementNumber: 'REGZ_007' },
            ],
          },
        }),
      ),
    );
    const { user } = renderChangeManagement(MAP);
    await user.click(await screen.findByRole('button', { name: 'Renumber REGZ_006' }));
    const dialog = await screen.findByRole('dialog', { name: 'Requirement Number' });
    const input = within(dialog).getByRole('textbox', { name: 'New Requirement Number' });
    await user.clear(input);
    await user.type(input, 'regz_007');
    await user.click(within(dialog).getByRole('button', { name: 'Update Number' }));
    expect(await within(dialog).findByText(REQUIREMENT_MESSAGES.requirementExists)).toBeTruthy();
  });

  it('answers a read-only user with the read-only messages, and offers no decisions', async () => {
    saveSelectedChangedLaw(SELECTED);
    mockStepQueries();
    const { user } = renderChangeManagement(MAP, []);
    expect(await screen.findByText('Read only')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Edit REGZ_006' }));
    expect(await screen.findByText(MESSAGES.readOnlyEdit)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete REGZ_006' }));
    expect(await screen.findByText(MESSAGES.readOnlyDelete)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Draft' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit and Continue' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(MESSAGES.readOnlyMode)).toBeTruthy();
    expect(screen.queryByRole('button', { name: MAPPING_TEXTS.acceptChange })).toBeNull();
  });
});
