import { MAPPING_TEXTS } from '@lexbridge/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { TestProviders } from '../../../testing/providers';
import { paths } from '../../../config/paths';
import { createApolloClient } from '../../../lib/apollo/apollo-client';
import { SessionProvider } from '../../../lib/session/session-context';
import { GRAPHQL_URL } from '../../../testing/bff';
import { sessionFixture } from '../../../testing/fixtures';
import { server } from '../../../testing/server';
import { ChangeInLawPopup } from './change-in-law-popup';

const api = graphql.link(GRAPHQL_URL);

/** As the BFF answers it, typenames included. */
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
      requirementCount: 2,
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

const row = (overrides: Record<string, unknown>) => ({
  __typename: 'UpdatedRequirement',
  id: '1',
  requirementId: '112',
  businessLineId: '5',
  oldRequirementNumber: 'REGZ_006',
  newRequirementNumber: 'REGZ_006',
  oldRequirement: 'Deliver the Loan Estimate within three business days.',
  newRequirement: 'Deliver the Loan Estimate no later than the third business day.',
  changeStatus: 'CHANGED',
  edited: false,
  ...overrides,
});

const ROWS = [
  row({}),
  row({
    id: '2',
    requirementId: '113',
    oldRequirementNumber: 'REGZ_007',
    newRequirementNumber: 'REGZ_007',
    oldRequirement: 'Ensure the consumer receives the Closing Disclosure.',
    newRequirement: 'Ensure the consumer receives the Closing Disclosure.',
    changeStatus: 'NO_CHANGE',
  }),
];

function renderPopup(editableRoutes: string[]) {
  server.use(
    api.query('ChangeInLawWindow', () => HttpResponse.json({ data: { changedLaw: CHANGE } })),
    api.query('UpdatedRequirements', () => HttpResponse.json({ data: { updatedRequirements: ROWS } })),
  );
  const session = sessionFixture({ editableRoutes });
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider value={session}>
            <Outlet />
          </SessionProvider>
        ),
        children: [{ path: paths.changeInLawPopup.path, element: <ChangeInLawPopup /> }],
      },
    ],
    {
      initialEntries: [
        paths.changeInLawPopup.getHref(
          { lawId: '2', sectionId: '12', lawDetailId: '3', status: 'Changed Law', statusId: '6' },
          '/legal-module/hierarchy-search',
        ),
      ],
    },
  );
  const user = userEvent.setup();
  render(
    <TestProviders client={createApolloClient({ uri: GRAPHQL_URL })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { user };
}

const table = () => screen.getByRole('table', { name: MAPPING_TEXTS.changeInLawHeading });

describe('ChangeInLawPopup', () => {
  it('highlights the changed rows with old versus new as a diff, and searches with Search and Clear', async () => {
    const { user } = renderPopup(['/change-management/newLaw']);
    await screen.findByRole('heading', { name: MAPPING_TEXTS.changeInLawHeading });
    const changed = await waitFor(() => {
      const found = table().querySelector('tr[data-status="Changed"]');
      expect(found).not.toBeNull();
      return found as HTMLElement;
    });
    expect(changed.querySelector('del')?.textContent).toContain('within');
    expect(changed.querySelector('ins')?.textContent).toContain('no');
    expect(table().querySelectorAll('tbody tr')).toHaveLength(2);

    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'closing');
    expect(table().querySelectorAll('tbody tr')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(table().querySelectorAll('tbody tr')).toHaveLength(1);
    await user.clear(screen.getByRole('textbox', { name: 'Search' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'nothing like it');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(within(table()).getByText(MAPPING_TEXTS.noRecordFound)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(table().querySelectorAll('tbody tr')).toHaveLength(2);
  });

  it('asks Does Not Apply for its comment before anything is sent', async () => {
    let sent = 0;
    server.use(
      api.mutation('MarkChangeInLawNotApplicable', () => {
        sent += 1;
        return HttpResponse.json({ data: null });
      }),
    );
    const { user } = renderPopup(['/change-management/newLaw']);
    await user.click(await screen.findByRole('button', { name: MAPPING_TEXTS.doesNotApply }));
    const dialog = await screen.findByRole('dialog', { name: MAPPING_TEXTS.doesNotApply });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await within(dialog).findByText(MAPPING_TEXTS.commentRequired);
    expect(sent).toBe(0);
  });

  it('shows no actions to a user who may not edit change management', async () => {
    renderPopup([]);
    await screen.findByRole('heading', { name: MAPPING_TEXTS.changeInLawHeading });
    await waitFor(() => expect(table().querySelectorAll('tbody tr')).toHaveLength(2));
    for (const name of [
      MAPPING_TEXTS.acceptChange,
      MAPPING_TEXTS.acceptWithPolicy,
      MAPPING_TEXTS.doesNotApply,
    ]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});
