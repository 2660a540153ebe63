import { Alert, Box, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, REPORT_MESSAGES } from '@lexbridge/rules';
import { useRef, useState } from 'react';
import type { ReportDashboardsQuery, ReportScreen } from '../../../gql/graphql';
import { useReportDashboardsQuery, useSubmitReportErrorMutation } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { useEmbeddedReport, type ReportFailure } from '../hooks/use-embedded-report';
import { ClientPicker } from './client-picker';

type Dashboards = NonNullable<ReportDashboardsQuery['reportDashboards']>;
type Dashboard = Dashboards['dashboards'][number];

/** Height of an embedded report's frame. */
export const REPORT_FRAME_HEIGHT = '560px';

/**
 * The embedded dashboards of a screen, for a user with the report-tool flag: the report tool's token is renewed by
 * the BFF first when it has expired, then the chosen dashboard is framed. Any reporting error (load failure, no
 * answer within the report load wait, failed client-id check) shows 'Please contact provider support' (Error!),
 * is posted with the report's name, the code and the description, and hides that report for the rest of the
 * session. `emptyText` is shown when the user has no dashboards here (or no report tool).
 *
 * Each report must show the client of the BFF's answer: a client's user's own client (from its session). Provider
 * staff (`providerStaff`) choose the client they look at first; until they have, no dashboard is framed.
 */
export function ReportDashboards({
  screen,
  emptyText,
  providerStaff = false,
}: {
  screen: ReportScreen;
  emptyText?: string;
  providerStaff?: boolean;
}) {
  const [chosenClient, setChosenClient] = useState('');
  // Always asked afresh: the BFF renews an expired token and leaves out reports hidden in this session.
  const query = useReportDashboardsQuery({
    variables: { screen, clientId: providerStaff && chosenClient ? chosenClient : null },
    fetchPolicy: 'network-only',
  });
  const [submitError] = useSubmitReportErrorMutation();
  const [hidden, setHidden] = useState<string[]>([]);
  const [justHidden, setJustHidden] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);

  const picker = providerStaff ? (
    <ClientPicker value={chosenClient} onChange={setChosenClient} emptyLabel={REPORT_MESSAGES.chooseClient} />
  ) : null;
  if (query.loading)
    return (
      <Stack gap="3">
        {picker}
        <Spinner aria-label="Loading dashboards" />
      </Stack>
    );
  if (query.error)
    return (
      <Stack gap="3">
        {picker}
        <Text role="alert" color="fg.error">
          {errorMessage(query.error, MESSAGES.defaultError)}
        </Text>
      </Stack>
    );
  const data = query.data?.reportDashboards ?? null;
  const dashboards = (data?.dashboards ?? []).filter((dashboard) => !hidden.includes(dashboard.id));
  const current = dashboards.find((dashboard) => dashboard.id === chosen) ?? dashboards[0] ?? null;

  const failed = (dashboard: Dashboard, failure: ReportFailure) => {
    notify({
      type: 'error',
      title: REPORT_MESSAGES.contactSupportTitle,
      description: REPORT_MESSAGES.contactSupport,
    });
    setHidden((ids) => [...ids, dashboard.id]);
    setJustHidden(dashboard.name);
    void submitError({
      variables: {
        screen,
        input: {
          dashboardId: dashboard.id,
          reportName: dashboard.name,
          errorCode: failure.code,
          description: failure.description,
          // A client's user's reports are always its own client's: the BFF takes that from the session.
          ...(providerStaff ? { clientId: data?.client?.id ?? null } : {}),
        },
      },
    }).catch(() => {
      // The report stays hidden on this page; the toast has told the user whom to contact.
    });
  };

  return (
    <Stack gap="3">
      {picker}
      {justHidden && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>
            {justHidden}: {REPORT_MESSAGES.reportHidden}
          </Alert.Title>
        </Alert.Root>
      )}
      {!data || dashboards.length === 0 ? (
        <Text color="fg.muted">{emptyText ?? REPORT_MESSAGES.noReports}</Text>
      ) : !data.client ? (
        <Text color="fg.muted">{REPORT_MESSAGES.chooseClient}</Text>
      ) : (
        <>
          <HStack gap="2" wrap="wrap" role="group" aria-label="Dashboards">
            {dashboards.map((dashboard) => (
              <Button
                key={dashboard.id}
                size="sm"
                variant={dashboard.id === current?.id ? 'solid' : 'outline'}
                aria-pressed={dashboard.id === current?.id}
                onClick={() => setChosen(dashboard.id)}
              >
                {dashboard.name}
              </Button>
            ))}
          </HStack>
          {current && (
            <EmbeddedReport
              key={current.id}
              dashboard={current}
              reportOrigin={data.reportOrigin}
              loadWaitMs={data.loadWaitMs}
              clientId={data.client?.id ?? null}
              onFailure={(failure) => failed(current, failure)}
            />
          )}
        </>
      )}
    </Stack>
  );
}

function EmbeddedReport({
  dashboard,
  reportOrigin,
  loadWaitMs,
  clientId,
  onFailure,
}: {
  dashboard: Dashboard;
  reportOrigin: string;
  loadWaitMs: number;
  clientId: string | null;
  onFailure: (failure: ReportFailure) => void;
}) {
  const frame = useRef<HTMLIFrameElement>(null);
  const state = useEmbeddedReport({
    frame,
    reportOrigin,
    clientId,
    loadWaitMs,
    reportName: dashboard.name,
    onFailure,
  });
  if (state.status === 'failed') return null;
  return (
    <Box position="relative" h={REPORT_FRAME_HEIGHT} borderWidth="1px" borderRadius="md" overflow="hidden">
      <iframe
        ref={frame}
        title={dashboard.name}
        src={dashboard.embedPath}
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-popups"
        style={{
          width: '100%',
          height: '100%',
          border: 0,
          visibility: state.status === 'ready' ? 'visible' : 'hidden',
        }}
      />
      {state.status === 'loading' && (
        <Stack
          position="absolute"
          inset="0"
          align="center"
          justify="center"
          gap="3"
          bg="bg"
          role="status"
          aria-live="polite"
        >
          <Spinner size="lg" />
          <Text>{REPORT_MESSAGES.reportLoading}</Text>
          <Text fontSize="sm" color="fg.muted">
            {dashboard.name}
          </Text>
        </Stack>
      )}
    </Box>
  );
}
