import { REQUIREMENT_MESSAGES } from '@lexbridge/rules';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../testing/providers';
import type { RequirementRowFieldsFragment, WorkflowLawFieldsFragment } from '../../../gql/graphql';
import { createApolloClient } from '../../../lib/apollo/apollo-client';
import { SessionProvider } from '../../../lib/session/session-context';
import { GRAPHQL_URL } from '../../../testing/bff';
import { lawDetailFixture } from '../../../testing/catalogue';
import { sessionFixture } from '../../../testing/fixtures';
import { server } from '../../../testing/server';
import { EditBusinessRequirements } from './edit-business-requirements';

const DEFINE = '/legal-module/defineBusinessRequirements';
const api = graphql.link(GRAPHQL_URL);

const LAW = {
  __typename: 'WorkflowLaw',
  lawId: '1',
  sectionId: '3',
  lawDetailId: '1',
  lawInventoryId: '1',
  businessLineId: '2',
  section: '§ 1002.4 General rules',
  submitFlag: 1,
} as unknown as WorkflowLawFieldsFragment;

const row = (id: string, number: string, isApplicable: boolean) =>
  ({
    __typename: 'Requirement',
    id,
    requirementNumber: number,
    requirement: `Requirement ${number}`,
    requirementType: 'REQUIREMENT',
    requirementTypeId: 2,
    isApplicable,
    isSubmitted: false,
    status: 'DRAFT',
    lawId: '1',
    sectionId: '3',
    businessLineId: '2',
    subSectionIds: [],
    version: 1,
    updatedBy: 'Lena Lawyer',
    updatedAt: '2026-11-22T04:00:00.000Z',
  }) as unknown as RequirementRowFieldsFragment;

function renderEdit(readOnly = false) {
  const refetch = vi.fn(async () => {});
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <SessionProvider value={sessionFixture({ editableRoutes: [DEFINE] })}>
            <EditBusinessRequirements
              law={LAW}
              requirements={[row('31', 'REGB_001', true), row('32', 'REGB_002', false)]}
              readOnly={readOnly}
              refetch={refetch}
            />
          </SessionProvider>
        ),
      },
    ],
    { initialEntries: [DEFINE] },
  );
  const user = userEvent.setup();
  render(
    <TestProviders client={createApolloClient({ uri: GRAPHQL_URL, getRoutePath: () => DEFINE })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { user, refetch };
}

describe('Edit Business Requirements: the yes/no select all', () => {
  it('sets every requirement of the section Yes or No in one request, then reloads', async () => {
    const sent: unknown[] = [];
    server.use(
      api.query('RequirementLawDetail', () =>
        HttpResponse.json({ data: { lawDetail: lawDetailFixture({ sectionId: '3' }) } }),
      ),
      api.query('RequirementLawTextTree', () => HttpResponse.json({ data: { subSectionList: [] } })),
      api.mutation('SetRequirementsApplicable', ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({
          data: {
            setRequirementsApplicable: {
              __typename: 'RequirementsPayload',
              message: REQUIREMENT_MESSAGES.allApplicable(false),
              requirements: [row('31', 'REGB_001', false), row('32', 'REGB_002', false)],
            },
          },
        });
      }),
    );
    const { user, refetch } = renderEdit();
    const selectAll = (await screen.findByLabelText('Select all Yes or No')) as HTMLSelectElement;
    expect(selectAll.disabled).toBe(false);
    await user.selectOptions(selectAll, '0');
    await screen.findByText(REQUIREMENT_MESSAGES.allApplicable(false));
    expect(sent).toEqual([{ sectionId: '3', businessLineId: '2', isApplicable: false }]);
    await waitFor(() => expect(refetch).toHaveBeenCalled());
  });

  it('is there but disabled in read-only mode', async () => {
    server.use(
      api.query('RequirementLawDetail', () =>
        HttpResponse.json({ data: { lawDetail: lawDetailFixture({ sectionId: '3' }) } }),
      ),
      api.query('RequirementLawTextTree', () => HttpResponse.json({ data: { subSectionList: [] } })),
    );
    renderEdit(true);
    expect(((await screen.findByLabelText('Select all Yes or No')) as HTMLSelectElement).disabled).toBe(true);
  });
});
