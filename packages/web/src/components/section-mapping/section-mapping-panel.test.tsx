import { MAPPING_TEXTS } from '@lexbridge/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../testing/providers';
import { createApolloClient } from '../../lib/apollo/apollo-client';
import { gqlError, GRAPHQL_URL } from '../../testing/bff';
import { server } from '../../testing/server';
import { SectionMappingPanel } from './section-mapping-panel';

const api = graphql.link(GRAPHQL_URL);

/** As the BFF answers it, typenames included (the cache's type policies go by them). */
function mappings(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SectionMappings',
    sectionId: '50',
    industryId: '1',
    lawScopeId: null,
    lawScopeName: null,
    completenessMessage: '',
    businessLines: [
      { __typename: 'MappedBusinessLine', businessLineId: '2', businessLineName: 'Consumer Lending' },
    ],
    products: [],
    institutionTypes: [],
    categories: [],
    processes: [],
    requirements: [],
    differentProducts: false,
    differentInstitutionTypes: false,
    differentCategories: false,
    differentProcesses: false,
    ...overrides,
  };
}

const option = (id: string, name: string) => ({ __typename: 'MappingOption' as const, id, name });

const OPTIONS = {
  __typename: 'SectionMappingOptions',
  lawScopes: [option('1', 'Enterprise-wide'), option('2', 'Business Line')],
  institutionTypes: [option('1', 'National Bank'), option('2', 'Federal Credit Union')],
  businessLines: [
    {
      __typename: 'BusinessLineMappingOptions',
      businessLineId: '2',
      businessLineName: 'Consumer Lending',
      // The same ids as the institution types: the cache must keep each list's own names.
      products: [option('1', 'Personal Loan'), option('2', 'Secured Share Loan')],
      categories: [option('11', 'Fair Lending')],
      processes: [],
      validatorTests: [],
    },
  ],
};

function renderPanel(editable = true) {
  const client = createApolloClient({ uri: GRAPHQL_URL });
  const user = userEvent.setup();
  render(
    <TestProviders client={client}>
      <SectionMappingPanel sectionId="50" industryId="1" editable={editable} />
    </TestProviders>,
  );
  return { user };
}

const message = () => document.querySelector('[data-part="completeness-message"]') as HTMLElement;

describe('SectionMappingPanel', () => {
  it('toasts Error! with the server’s message when the section fails to load, and shows it mapped to nothing', async () => {
    server.use(
      api.query('SectionMappingPanel', () =>
        HttpResponse.json({
          errors: [gqlError('UPSTREAM_ERROR', 'The industry is not assigned to this user.')],
          data: null,
        }),
      ),
    );
    renderPanel();
    const toast = await screen.findByText('The industry is not assigned to this user.');
    expect(within(toast.closest('[data-part="root"]') as HTMLElement).getByText('Error!')).toBeTruthy();
    expect(message().textContent).toBe(MAPPING_TEXTS.addBusinessLine);
  });

  it('says what is missing in the spec’s order, and a save answers the mapping reloaded', async () => {
    const saved: Record<string, unknown>[] = [];
    server.use(
      api.query('SectionMappingPanel', () =>
        HttpResponse.json({ data: { sectionMappings: mappings(), sectionMappingOptions: OPTIONS } }),
      ),
      api.mutation('MapSectionProducts', ({ variables }) => {
        saved.push(variables.input as Record<string, unknown>);
        return HttpResponse.json({
          data: {
            mapSectionProducts: {
              __typename: 'SectionMappingsPayload',
              message: 'Products mapped successfully.',
              mappings: mappings({
                products: [{ __typename: 'MappedItem', id: '1', name: 'Personal Loan', businessLineId: '2' }],
              }),
            },
          },
        });
      }),
    );
    const { user } = renderPanel();
    await waitFor(() =>
      expect(message().textContent).toBe(
        'Please add Product, Institution Type, Category, Process for selected Business Line: Consumer Lending',
      ),
    );

    await user.click(await screen.findByRole('button', { name: 'Edit Products for Consumer Lending' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Products for Consumer Lending' });
    // The products' own names, not the institution types' of the same ids.
    await user.click(within(dialog).getByText('Personal Loan'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await screen.findByText('Products mapped successfully.');
    expect(saved).toEqual([{ sectionId: '50', industryId: '1', businessLineId: '2', itemIds: ['1'] }]);
    await waitFor(() =>
      expect(message().textContent).toBe(
        'Please add Institution Type, Category, Process for selected Business Line: Consumer Lending',
      ),
    );
  });

  it('names every incomplete business line, one message each, in mapping order', async () => {
    server.use(
      api.query('SectionMappingPanel', () =>
        HttpResponse.json({
          data: {
            sectionMappings: mappings({
              businessLines: [
                { __typename: 'MappedBusinessLine', businessLineId: '3', businessLineName: 'Credit Cards' },
                {
                  __typename: 'MappedBusinessLine',
                  businessLineId: '2',
                  businessLineName: 'Consumer Lending',
                },
              ],
              products: [{ __typename: 'MappedItem', id: '1', name: 'Personal Loan', businessLineId: '2' }],
            }),
            sectionMappingOptions: OPTIONS,
          },
        }),
      ),
    );
    renderPanel();
    await waitFor(() =>
      expect(
        within(message())
          .getAllByText(/^Please add/)
          .map((node) => node.textContent),
      ).toEqual([
        'Please add Product, Institution Type, Category, Process for selected Business Line: Credit Cards',
        'Please add Institution Type, Category, Process for selected Business Line: Consumer Lending',
      ]),
    );
  });

  it('shows the mapping without edit buttons to a user who may not edit', async () => {
    server.use(
      api.query('SectionMappingPanel', () =>
        HttpResponse.json({
          data: {
            sectionMappings: mappings({ lawScopeId: '2', lawScopeName: 'Business Line' }),
            sectionMappingOptions: OPTIONS,
          },
        }),
      ),
    );
    renderPanel(false);
    await screen.findByText('Business Line', { selector: '[data-part="law-scope"]' });
    expect(screen.queryByRole('button', { name: 'Map Business Lines' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
  });
});
