import { VALIDATOR_SETUP_MESSAGES } from '@lexbridge/rules';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../../lib/session/types';
import { mockBff } from '../../../testing/bff';
import { lawyerMenu, sessionFixture } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { server } from '../../../testing/server';

const ROUTES = {
  runs: '/validator-setup/pipeline-runs',
  clientFile: '/validator-setup/client-file',
};

/** A user with the validator setup screens in the menu, editable. */
function staff(): Session {
  const leaf = lawyerMenu[1]!;
  const menu = [
    ...lawyerMenu,
    ...Object.values(ROUTES).map((routerLink, index) => ({
      ...leaf,
      id: String(150 + index),
      label: routerLink,
      routerLink,
    })),
  ] as unknown as Session['menu'];
  return sessionFixture({ menu, editableRoutes: Object.values(ROUTES), homePath: ROUTES.runs });
}

const test = (testId: string, status: 'SUCCESS' | 'IN_PROGRESS', finishedAt: string | null) => ({
  __typename: 'PipelineRunTest',
  testId,
  firstRunId: `9${testId}`,
  status,
  finishedAt,
});

/** A run of two tests whose first `done` have finished. */
function run(done: number) {
  return {
    __typename: 'PipelineRun',
    id: '9',
    runId: 'RUN-2026-11-25-9',
    clientId: '1',
    pipelineName: 'pl_validator_loans',
    isDatabricks: false,
    runStart: '2026-11-25T10:00:00Z',
    runEnd: done === 2 ? '2026-11-25T10:00:08Z' : null,
    durationSeconds: done * 4,
    duration: `${done * 4}s`,
    status: done === 2 ? 'SUCCESS' : 'IN_PROGRESS',
    testsDone: done,
    tests: [
      test('VT-401', done >= 1 ? 'SUCCESS' : 'IN_PROGRESS', done >= 1 ? '2026-11-25T10:00:04Z' : null),
      test('VT-402', done >= 2 ? 'SUCCESS' : 'IN_PROGRESS', done >= 2 ? '2026-11-25T10:00:08Z' : null),
    ],
  };
}

describe('Pipeline Runs', () => {
  it('shows a run in progress with the catalogue spelling, and refreshes it by itself until it ends', async () => {
    mockBff({ session: staff() });
    let calls = 0;
    server.use(
      graphql.query('PipelineRuns', () => {
        calls += 1;
        return HttpResponse.json({
          data: {
            pipelineRuns: [run(Math.min(calls - 1, 2))],
            validatorResultFilters: {
              __typename: 'ValidatorResultFilters',
              clients: [{ __typename: 'SetupOption', id: '1', name: 'Harborview Credit Union' }],
            },
          },
        });
      }),
    );
    renderApp(ROUTES.runs);
    const runs = await screen.findByRole('table', { name: 'Pipeline runs' });
    await within(runs).findByText('Inprogess');
    within(runs).getByText('0 of 2');
    screen.getByText('A run is in progress: the list refreshes itself.');
    // No click: the list asks again while the run is in progress, and stops once it has ended.
    await waitFor(() => expect(calls).toBeGreaterThanOrEqual(3), { timeout: 15_000 });
    await within(runs).findByText('Success', undefined, { timeout: 5_000 });
    within(runs).getByText('2 of 2');
    const tests = screen.getByRole('table', { name: 'Tests of RUN-2026-11-25-9' });
    expect(within(tests).getAllByText('Success')).toHaveLength(2);
    const settled = calls;
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(calls).toBe(settled);
  }, 45_000);
});

describe('Client File Upload', () => {
  it('refuses a file of another type in the browser with the product text, and sends nothing', async () => {
    mockBff({ session: staff() });
    let uploads = 0;
    server.use(
      graphql.query('SetupHierarchy', () =>
        HttpResponse.json({
          data: {
            setupHierarchy: [
              {
                __typename: 'SetupClient',
                id: '1',
                name: 'Harborview Credit Union',
                businessLines: [
                  {
                    __typename: 'SetupBusinessLine',
                    id: '2',
                    name: 'Consumer Lending',
                    industryName: 'Banking',
                    entities: [
                      {
                        __typename: 'SetupEntity',
                        id: '1',
                        name: 'Loan',
                        prefixName: 'LOAN',
                        parentEntityId: null,
                        parentEntityName: null,
                        isTransactional: true,
                        isHmda: false,
                        clientId: '1',
                        businessLineId: '2',
                        version: 1,
                      },
                    ],
                  },
                ],
              },
            ],
          },
        }),
      ),
      graphql.query('ClientFiles', () =>
        HttpResponse.json({ data: { clientFiles: [], headerChangeRequests: [] } }),
      ),
    );
    const fetched = globalThis.fetch;
    globalThis.fetch = ((...args: Parameters<typeof fetch>) => {
      if (String(args[0] instanceof Request ? args[0].url : args[0]).includes('/files/')) uploads += 1;
      return fetched(...args);
    }) as typeof fetch;
    try {
      const { user } = renderApp(ROUTES.clientFile);
      await screen.findByRole('heading', { name: 'Client File Upload' });
      await user.selectOptions(await screen.findByLabelText('Filter by Client'), 'Harborview Credit Union');
      await user.selectOptions(
        screen.getByLabelText('Filter by Business Line'),
        'Consumer Lending (Banking)',
      );
      await user.selectOptions(screen.getByLabelText('Filter by Entity'), 'Loan (LOAN)');
      const input = await screen.findByLabelText('Client file to upload');
      fireEvent.change(input, {
        target: { files: [new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], 'loans.pdf')] },
      });
      await screen.findByText(VALIDATOR_SETUP_MESSAGES.invalidFileExtension);
      await waitFor(() => expect(uploads).toBe(0));
    } finally {
      globalThis.fetch = fetched;
    }
  });
});

const HIERARCHY = {
  setupHierarchy: [
    {
      __typename: 'SetupClient',
      id: '1',
      name: 'Harborview Credit Union',
      businessLines: [
        {
          __typename: 'SetupBusinessLine',
          id: '2',
          name: 'Consumer Lending',
          industryName: 'Banking',
          entities: [
            {
              __typename: 'SetupEntity',
              id: '1',
              name: 'Loan',
              prefixName: 'LOAN',
              parentEntityId: null,
              parentEntityName: null,
              isTransactional: true,
              isHmda: false,
              clientId: '1',
              businessLineId: '2',
              version: 1,
            },
          ],
        },
      ],
    },
  ],
};

const rejectedFile = {
  __typename: 'ClientFile',
  id: '7',
  entityId: '1',
  entityName: 'Loan',
  clientName: 'Harborview Credit Union',
  fileName: 'loans.csv',
  fileType: 'csv',
  size: 40,
  rowCount: 1,
  header: ['LoanNumber', 'EscrowBalance'],
  status: 'REJECTED',
  stagingTableName: null,
  uploadedAt: '2026-11-25T10:00:00Z',
  uploadedBy: 'Bea Business',
};

/** The file's latest header change request, in state `status`. */
const requestOf = (status: 'REJECTED' | 'APPROVED') => ({
  __typename: 'HeaderChangeRequest',
  id: '3',
  entityId: '1',
  entityName: 'Loan',
  clientName: 'Harborview Credit Union',
  fileId: '7',
  fileName: 'loans.csv',
  status,
  rows: [
    {
      __typename: 'HeaderChangeRow',
      changeKind: 'NEW',
      clientSourceField: 'EscrowBalance',
      clientSourceType: null,
      clientSourceLength: null,
      destinationTable: null,
      destinationField: null,
      destinationDataType: null,
      destinationLength: null,
      isIgnored: true,
      isEncrypted: false,
      isMerged: false,
      mergedInto: null,
    },
  ],
  rejectReason: status === 'REJECTED' ? 'Header does not match the agreed layout' : null,
  comment: null,
  createdBy: 'Bea Business',
  submittedAt: '2026-11-25T10:05:00Z',
  decidedBy: 'Ada Admin',
  decidedAt: '2026-11-25T10:10:00Z',
  version: 3,
});

function rejectedFileScreen(request: ReturnType<typeof requestOf>) {
  server.use(
    graphql.query('SetupHierarchy', () => HttpResponse.json({ data: HIERARCHY })),
    graphql.query('ClientFiles', () =>
      HttpResponse.json({ data: { clientFiles: [rejectedFile], headerChangeRequests: [request] } }),
    ),
    graphql.query('ClientFileDetail', () =>
      HttpResponse.json({
        data: {
          clientFile: {
            ...rejectedFile,
            comparison: [
              {
                __typename: 'HeaderComparisonRow',
                field: 'LoanNumber',
                position: 1,
                comparison: 'MATCHED',
                headerFieldId: '1',
              },
              {
                __typename: 'HeaderComparisonRow',
                field: 'EscrowBalance',
                position: 2,
                comparison: 'NEW',
                headerFieldId: null,
              },
            ],
          },
          clientFilePreview: {
            __typename: 'ClientFilePreview',
            fileId: '7',
            header: [],
            totalCount: 0,
            rows: [],
          },
        },
      }),
    ),
    graphql.query('ClientFileLookups', () =>
      HttpResponse.json({ data: { setupDataTypes: [], stagingTables: [] } }),
    ),
    graphql.query('ValidatorTestRequests', () =>
      HttpResponse.json({
        data: { validatorTestRequests: [], validatorTestSystemTypes: [], validatorTestSourceTypes: [] },
      }),
    ),
  );
}

async function chooseLoan(user: ReturnType<typeof renderApp>['user']) {
  await screen.findByRole('heading', { name: 'Client File Upload' });
  await user.selectOptions(await screen.findByLabelText('Filter by Client'), 'Harborview Credit Union');
  await user.selectOptions(screen.getByLabelText('Filter by Business Line'), 'Consumer Lending (Banking)');
  await user.selectOptions(screen.getByLabelText('Filter by Entity'), 'Loan (LOAN)');
}

describe('Client File Upload after a rejection', () => {
  it('offers the header changes of a file whose request was rejected again, to change and submit', async () => {
    mockBff({ session: staff() });
    rejectedFileScreen(requestOf('REJECTED'));
    const { user } = renderApp(ROUTES.clientFile);
    await chooseLoan(user);
    await screen.findByRole('heading', { name: 'Header Changes' });
    await screen.findByText(/The request was rejected: Header does not match the agreed layout/);
    await screen.findByRole('button', { name: 'Submit for Approval' });
  });

  it('offers none for a file refused at staging (its request was approved)', async () => {
    mockBff({ session: staff() });
    rejectedFileScreen(requestOf('APPROVED'));
    const { user } = renderApp(ROUTES.clientFile);
    await chooseLoan(user);
    await screen.findByRole('heading', { name: /Header Comparison/ });
    expect(screen.queryByRole('heading', { name: 'Header Changes' })).toBeNull();
  });
});
