import { REPORT_MESSAGES } from '@lexbridge/rules';
import { act, render, screen, waitFor } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from '../../../lib/apollo/apollo-client';
import { GRAPHQL_URL } from '../../../testing/bff';
import { TestProviders } from '../../../testing/providers';
import { server } from '../../../testing/server';
import { REPORT_TOOL_SOURCE } from '../hooks/use-embedded-report';
import { ReportDashboards } from './report-dashboards';

const ORIGIN = 'http://127.0.0.1:4010';
const DASHBOARDS = {
  __typename: 'ReportDashboards',
  screen: 'REPORTS',
  reportOrigin: ORIGIN,
  loadWaitMs: 30000,
  tokenExpiresAt: '2030-01-01T00:00:00.000Z',
  client: { __typename: 'ReportClient', id: '1', name: 'Harborview Credit Union' },
  dashboards: [
    {
      __typename: 'ReportDashboard',
      id: '1',
      name: 'Compliance Overview',
      embedPath: '/report-tool/embed/reports/1',
    },
    {
      __typename: 'ReportDashboard',
      id: '2',
      name: 'Gap Remediation',
      embedPath: '/report-tool/embed/reports/2',
    },
  ],
};

function setup({ providerStaff = false }: { providerStaff?: boolean } = {}) {
  const submitted: Record<string, unknown>[] = [];
  const asked: Record<string, unknown>[] = [];
  const api = graphql.link(GRAPHQL_URL);
  server.use(
    api.query('ReportDashboards', ({ variables }) => {
      asked.push(variables);
      // Provider staff who have chosen no client get the dashboards without a client.
      const client = providerStaff && !variables.clientId ? null : DASHBOARDS.client;
      return HttpResponse.json({ data: { reportDashboards: { ...DASHBOARDS, client } } });
    }),
    api.query('ReportClients', () =>
      HttpResponse.json({
        data: {
          reportClients: [
            { __typename: 'ReportClient', id: '1', name: 'Harborview Credit Union' },
            { __typename: 'ReportClient', id: '2', name: 'Northgate Savings Bank' },
          ],
        },
      }),
    ),
    api.mutation('SubmitReportError', ({ variables }) => {
      submitted.push(variables);
      return HttpResponse.json({
        data: {
          submitReportError: {
            __typename: 'ReportErrorPayload',
            message: REPORT_MESSAGES.contactSupport,
            title: 'Error!',
            hiddenDashboardId: '1',
          },
        },
      });
    }),
  );
  render(
    <TestProviders client={createApolloClient({ uri: GRAPHQL_URL, getRoutePath: () => '/reports' })}>
      <ReportDashboards screen="REPORTS" providerStaff={providerStaff} />
    </TestProviders>,
  );
  return { submitted, asked };
}

function postFromFrame(title: string, data: unknown) {
  const frame = screen.getByTitle(title) as HTMLIFrameElement;
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { source: REPORT_TOOL_SOURCE, ...(data as object) },
        origin: ORIGIN,
        source: frame.contentWindow,
      }),
    );
  });
}

const sheet = (value: unknown) => ({
  sheetType: 'dashboard',
  worksheets: [{ name: 'Client Info', filters: [{ fieldName: 'Client Id', appliedValues: [{ value }] }] }],
});

describe('embedded dashboards', () => {
  it('frames the first dashboard through the BFF with a visible wait, and shows it once it names the client', async () => {
    setup();
    const frame = (await screen.findByTitle('Compliance Overview')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/report-tool/embed/reports/1');
    expect(screen.getByRole('status').textContent).toContain(REPORT_MESSAGES.reportLoading);
    postFromFrame('Compliance Overview', { type: 'firstinteractive', activeSheet: sheet('1') });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(frame.style.visibility).toBe('visible');
  });

  it('on a failed client-id check: the toast, the error posted, the report hidden', async () => {
    const { submitted } = setup();
    await screen.findByTitle('Compliance Overview');
    postFromFrame('Compliance Overview', { type: 'firstinteractive', activeSheet: sheet('2') });
    expect(await screen.findByText(REPORT_MESSAGES.contactSupport)).toBeTruthy();
    expect(screen.getByText('Error!')).toBeTruthy();
    expect(screen.getByText(`Compliance Overview: ${REPORT_MESSAGES.reportHidden}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Compliance Overview' })).toBeNull();
    // The next report takes its place.
    expect(await screen.findByTitle('Gap Remediation')).toBeTruthy();
    await waitFor(() =>
      expect(submitted).toEqual([
        {
          screen: 'REPORTS',
          input: {
            dashboardId: '1',
            reportName: 'Compliance Overview',
            errorCode: 'TB_CID_ERR_01',
            description: 'ClientIDs does not match',
          },
        },
      ]),
    );
  });

  it("gives a client's user no client picker: its reports are checked against its own client", async () => {
    const { asked } = setup();
    await screen.findByTitle('Compliance Overview');
    expect(screen.queryByLabelText(REPORT_MESSAGES.clientPicker)).toBeNull();
    expect(asked).toEqual([{ screen: 'REPORTS', clientId: null }]);
  });

  it('lets provider staff choose the client first, and frames nothing until they have', async () => {
    const { asked } = setup({ providerStaff: true });
    const picker = (await screen.findByLabelText(REPORT_MESSAGES.clientPicker)) as HTMLSelectElement;
    expect(await screen.findByText(REPORT_MESSAGES.chooseClient, { selector: 'p' })).toBeTruthy();
    expect(screen.queryByTitle('Compliance Overview')).toBeNull();
    await screen.findByRole('option', { name: 'Northgate Savings Bank' });
    act(() => {
      picker.value = '2';
      picker.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(await screen.findByTitle('Compliance Overview')).toBeTruthy();
    expect(asked.at(-1)).toEqual({ screen: 'REPORTS', clientId: '2' });
  });
});
