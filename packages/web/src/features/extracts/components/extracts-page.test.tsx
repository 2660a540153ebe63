import { CATALOGUE_TEXTS, MESSAGES, TOAST_TITLES } from '@lexbridge/rules';
import { render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { TestProviders } from '../../../testing/providers';
import { createApolloClient } from '../../../lib/apollo/apollo-client';
import { SessionProvider } from '../../../lib/session/session-context';
import { gqlError, GRAPHQL_URL, mockBff } from '../../../testing/bff';
import { mockCatalogue, reportExtractPages, type CatalogueAnswers } from '../../../testing/catalogue';
import { ExtractsPage } from './extracts-page';
import { sessionFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { readWorkbook } from '../../../testing/workbook';

const editor = () => sessionFixture({ editableRoutes: ['/extracts'] });

/** What the browser was handed to download. */
const downloads: { name: string; blob: Blob }[] = [];
let lastBlob: Blob | null = null;

beforeEach(() => {
  downloads.length = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:workbook';
    }),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: lastBlob! });
  });
});
afterEach(() => {
  lastBlob = null;
});

async function openExtracts(answers: Partial<CatalogueAnswers> = {}, session = editor(), delay = {}) {
  mockBff({ session });
  const catalogue = mockCatalogue(answers, delay);
  const app = renderApp('/extracts');
  await screen.findByRole('heading', { name: 'Extracts' });
  return { ...app, catalogue };
}

type User = Awaited<ReturnType<typeof openExtracts>>['user'];

async function chooseBusinessLine(user: User) {
  await user.selectOptions(await screen.findByLabelText('Industry'), 'Banking');
  await user.selectOptions(screen.getByLabelText('Business Line'), 'Consumer Lending');
}

const exportButton = (name = 'Law Inventory by Business Line') =>
  screen.getByRole('button', { name: `Export ${name} to Excel` }) as HTMLButtonElement;

async function toastWith(text: string): Promise<HTMLElement> {
  let toast: HTMLElement | undefined;
  await waitFor(() => {
    toast = screen
      .getAllByText(text)
      .map((node) => node.closest<HTMLElement>('[data-scope="toast"][data-part="root"]'))
      .find((node): node is HTMLElement => !!node);
    expect(toast).toBeTruthy();
  });
  return toast!;
}

/** The page alone, without the route guard: what it shows a user who may open it but not edit there. */
function renderPageOnly(session: ReturnType<typeof sessionFixture>) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider value={session}>
            <Outlet />
          </SessionProvider>
        ),
        children: [{ path: '/extracts', element: <ExtractsPage /> }],
      },
    ],
    { initialEntries: ['/extracts'] },
  );
  return render(
    <TestProviders client={createApolloClient({ uri: GRAPHQL_URL, getRoutePath: () => '/extracts' })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('Extracts', () => {
  it('is refused without edit permission on /extracts', async () => {
    mockBff({ session: sessionFixture() });
    mockCatalogue();
    const { location } = renderApp('/extracts');
    expect(await screen.findByText(MESSAGES.unauthorizedPage)).toBeTruthy();
    expect(location()).toBe('/unauthorized');
  });

  it("lists ID, Name and Action; the search filters by name and says 'No Record found'", async () => {
    const { user } = await openExtracts();
    const table = await screen.findByRole('table', { name: 'Reports' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ID', 'Name', 'Action']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.type(screen.getByRole('searchbox', { name: 'Search reports' }), 'regulator');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    await user.type(screen.getByRole('searchbox', { name: 'Search reports' }), ' nothing');
    expect(await screen.findByText(MESSAGES.noRecordFound)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear search reports' }));
    expect(await screen.findByRole('table', { name: 'Reports' })).toBeTruthy();
  });

  it("says 'No Record found' for an empty list", async () => {
    await openExtracts({ reports: [] });
    expect(await screen.findByText(MESSAGES.noRecordFound)).toBeTruthy();
  });

  it('keeps Export to Excel disabled until a business line is chosen', async () => {
    const { user } = await openExtracts();
    await screen.findByRole('table', { name: 'Reports' });
    expect(exportButton().disabled).toBe(true);
    await chooseBusinessLine(user);
    await waitFor(() => expect(exportButton().disabled).toBe(false));
  });

  it('exports every page into one sheet named after the report, the file named with the date, with progress', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user, catalogue } = await openExtracts({ reportExtract: reportExtractPages(2500) }, editor(), {
      ReportExtract: held,
    });
    await chooseBusinessLine(user);
    await user.click(exportButton());
    expect(await screen.findByText('Fetching Law Inventory by Business Line…')).toBeTruthy();
    release();
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(downloads[0]!.name).toBe('Law Inventory by Business Line_2026-05-04.xlsx');
    expect(catalogue.calls('ReportExtract').map((call) => call.variables)).toEqual(
      [1, 2, 3].map((pageNumber) => ({
        input: { reportId: '1', businessLineId: '2', pageNumber, pageSize: 1000 },
      })),
    );
    expect(catalogue.calls('ReportExtract')[0]?.route).toBe('/extracts');
    const book = await readWorkbook(await downloads[0]!.blob.arrayBuffer());
    expect(book.sheetNames).toEqual(['Law Inventory by Business Line']);
    const rows = book.rows(0);
    expect(rows).toHaveLength(2500);
    expect(rows[2499]).toEqual({ Regulator: 'Consumer Financial Protection Bureau', Section: '§ 2500' });
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });

  it("says 'No data to be exported.' (Oops!) for a report without rows", async () => {
    const { user } = await openExtracts({ reportExtract: reportExtractPages(0) });
    await chooseBusinessLine(user);
    await user.click(exportButton());
    const toast = await toastWith(MESSAGES.noDataToExport);
    expect(within(toast).getByText(CATALOGUE_TEXTS.oopsTitle)).toBeTruthy();
    expect(downloads).toHaveLength(0);
  });

  it("says 'Something went wrong' (Error!) when the export fails", async () => {
    const { user } = await openExtracts({
      reportExtract: { errors: [gqlError('UPSTREAM_ERROR', 'The catalogue said no.')] },
    });
    await chooseBusinessLine(user);
    await user.click(exportButton());
    const toast = await toastWith(MESSAGES.exportFailed);
    expect(within(toast).getByText(TOAST_TITLES.error)).toBeTruthy();
    expect(downloads).toHaveLength(0);
  });

  it('shows Export to Excel only with edit permission on the page', async () => {
    mockBff({ session: sessionFixture() });
    mockCatalogue();
    renderPageOnly(sessionFixture({ editableRoutes: [] }));
    expect(await screen.findByRole('table', { name: 'Reports' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /to Excel/ })).toBeNull();
  });

  it('keeps the report list for a user without industries, and says why the filter is empty (Info!)', async () => {
    await openExtracts({ industries: { errors: [gqlError('FORBIDDEN', MESSAGES.noIndustry)] } });
    expect(await screen.findByRole('table', { name: 'Reports' })).toBeTruthy();
    const toast = await toastWith(MESSAGES.noIndustry);
    expect(within(toast).getByText(TOAST_TITLES.info)).toBeTruthy();
  });
});
