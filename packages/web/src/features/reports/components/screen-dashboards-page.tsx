import { Heading, Stack } from '@chakra-ui/react';
import { useCurrentSession } from '../../../lib/session/session-context';
import { ReportDashboards } from './report-dashboards';

/** Provider staff choose the client whose dashboards they look at; a client's user sees its own client's. */
const useProviderStaff = () => useCurrentSession().user.clientId === null;

/**
 * CRA: the report tool's dashboards of the CRA screen. Opening it makes the BFF renew the report-tool token first
 * when it has expired.
 */
export function CraPage() {
  const providerStaff = useProviderStaff();
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        CRA
      </Heading>
      <ReportDashboards screen={'CRA'} providerStaff={providerStaff} />
    </Stack>
  );
}

/**
 * The compliance-testing dashboard: the entry point of compliance testing that opens its report-tool dashboard,
 * after the BFF has renewed an expired report-tool token.
 */
export function ComplianceTestingDashboardPage() {
  const providerStaff = useProviderStaff();
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Compliance Testing Dashboard
      </Heading>
      <ReportDashboards screen={'COMPLIANCE_TESTING'} providerStaff={providerStaff} />
    </Stack>
  );
}
