import { Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import {
  CANNED_REPORT_KEYS,
  CANNED_REPORT_NAMES,
  isCannedReportKey,
  type CannedReportKey,
} from '@lexbridge/rules';
import { useSearchParams } from 'react-router-dom';
import { useReportFilterOptionsQuery } from '../../../gql/hooks';
import { useCurrentSession } from '../../../lib/session/session-context';
import { CANNED_REPORT_VIEWS } from './canned-reports';
import { ReportDashboards } from './report-dashboards';

/** What each canned report answers, under its tab. */
const ABOUT: Record<CannedReportKey, string> = {
  'report-gap': 'Gaps found in your business lines and how far their remediation has come.',
  'report-risk': 'Inherent and residual risk of law sections for your business lines.',
  'report-impact': 'Changes in law on your business lines and the requirements and business laws they touch.',
  'report-dashboard': 'Business laws of each business line by implementation status.',
  'report-artifact-type': 'Artifacts of each type per business line and the requirements they are mapped to.',
};

/**
 * Reports: the embedded dashboards of the report tool (for users with the report-tool flag) and the canned
 * reports (gap, risk, impact, implementation status, artifact type) as tabs, each with its filters, charts, table
 * and Excel export. The chosen report is in the address (?report=report-gap), so it survives a reload.
 */
export function ReportsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('report');
  const current: CannedReportKey = isCannedReportKey(requested) ? requested : 'report-gap';
  const options = useReportFilterOptionsQuery();
  // Provider staff choose the client they look at; a client's user sees its own client's data only.
  const providerStaff = useCurrentSession().user.clientId === null;
  const View = CANNED_REPORT_VIEWS[current];
  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Reports
      </Heading>
      <Stack as="section" aria-labelledby="dashboards-heading" gap="3">
        <Heading as="h2" size="lg" id="dashboards-heading">
          Dashboards
        </Heading>
        <ReportDashboards screen={'REPORTS'} providerStaff={providerStaff} />
      </Stack>
      <Stack as="section" aria-labelledby="canned-heading" gap="3">
        <Heading as="h2" size="lg" id="canned-heading">
          Canned Reports
        </Heading>
        <Tabs.Root
          value={current}
          onValueChange={(details) => setParams({ report: details.value }, { replace: true })}
          variant="line"
          lazyMount
          unmountOnExit
        >
          <Tabs.List aria-label="Canned reports" flexWrap="wrap">
            {CANNED_REPORT_KEYS.map((key) => (
              <Tabs.Trigger key={key} value={key}>
                {CANNED_REPORT_NAMES[key]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {CANNED_REPORT_KEYS.map((key) => (
            <Tabs.Content key={key} value={key}>
              <Stack gap="3">
                <Text color="fg.muted">{ABOUT[key]}</Text>
                {key === current && <View options={options.data} providerStaff={providerStaff} />}
              </Stack>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Stack>
    </Stack>
  );
}
