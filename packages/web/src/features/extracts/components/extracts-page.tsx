import { Alert, Box, Button, Heading, HStack, Progress, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { isEditableRoute, MESSAGES, TOAST_TITLES } from '@lexbridge/rules';
import { FileSpreadsheet } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { IndustryBusinessLineSelect } from '../../../components/industry/industry-business-line-select';
import { useIndustrySelection } from '../../../components/industry/use-industry-selection';
import { matchesSearch } from '../../../components/pickers/checklist';
import { SearchBox } from '../../../components/pickers/search-box';
import { useExtractFiltersQuery, useExtractReportsQuery } from '../../../gql/hooks';
import { errorMessage, hasErrorCode } from '../../../lib/graphql-errors';
import { useCurrentSession } from '../../../lib/session/session-context';
import { notify } from '../../../lib/toast';
import { useExcelExport, type ExportProgress } from '../hooks/use-excel-export';

/** The table area is 680px high. */
export const EXTRACTS_TABLE_HEIGHT = '680px';

/**
 * Extracts: the reports with ID, Name and Action; a search box with a clear button;
 * the industry and business-line filter. Export to Excel shows only with edit permission here and stays disabled
 * until a business line is chosen. 'No Record found' for an empty list.
 */
export function ExtractsPage() {
  const { pathname } = useLocation();
  const { editableRoutes } = useCurrentSession();
  const canExport = isEditableRoute(editableRoutes, pathname);
  const reportsQuery = useExtractReportsQuery();
  const filtersQuery = useExtractFiltersQuery();
  const industries = filtersQuery.data?.industries ?? [];
  const selection = useIndustrySelection(industries);
  const [search, setSearch] = useState('');
  const { exportReport, progress } = useExcelExport();
  const notAssigned = hasErrorCode(filtersQuery.error, 'FORBIDDEN');

  useEffect(() => {
    if (notAssigned) notify({ type: 'info', title: TOAST_TITLES.info, description: MESSAGES.noIndustry });
  }, [notAssigned]);

  const reports = (reportsQuery.data?.reports ?? []).filter((report) => matchesSearch(report.name, search));
  const gridShown = !reportsQuery.loading && !reportsQuery.error && reports.length > 0;
  const exportDisabled = !selection.businessLineId || !gridShown || progress !== null;

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Extracts
      </Heading>
      <HStack gap="4" align="flex-end" wrap="wrap">
        <SearchBox value={search} onChange={setSearch} label="Search reports" />
        <IndustryBusinessLineSelect industries={industries} selection={selection} disabled={notAssigned} />
        {filtersQuery.loading && <Spinner size="sm" aria-label="Loading industries" />}
      </HStack>
      {notAssigned && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{MESSAGES.noIndustry}</Alert.Title>
        </Alert.Root>
      )}
      {progress && <ExportProgressBar progress={progress} />}
      <Box h={EXTRACTS_TABLE_HEIGHT} maxH="80vh" overflowY="auto" borderWidth="1px" borderRadius="md">
        {reportsQuery.loading ? (
          <Spinner m="4" aria-label="Loading reports" />
        ) : reportsQuery.error ? (
          <Text role="alert" color="fg.error" p="4">
            {errorMessage(reportsQuery.error, MESSAGES.defaultError)}
          </Text>
        ) : reports.length === 0 ? (
          <Text p="4" color="fg.muted">
            {MESSAGES.noRecordFound}
          </Text>
        ) : (
          <Table.Root size="sm" stickyHeader interactive aria-label="Reports">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="6rem">ID</Table.ColumnHeader>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader w="12rem">Action</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {reports.map((report) => (
                <Table.Row key={report.id}>
                  <Table.Cell>{report.id}</Table.Cell>
                  <Table.Cell>{report.name}</Table.Cell>
                  <Table.Cell>
                    {canExport && (
                      <Button
                        size="xs"
                        colorPalette="green"
                        variant="outline"
                        disabled={exportDisabled}
                        loading={progress?.reportId === report.id}
                        aria-label={`Export ${report.name} to Excel`}
                        title={selection.businessLineId ? undefined : MESSAGES.filterBusinessLine}
                        onClick={() => void exportReport(report, selection.businessLineId || null)}
                      >
                        <FileSpreadsheet /> Export to Excel
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Box>
    </Stack>
  );
}

function ExportProgressBar({ progress }: { progress: ExportProgress }) {
  const label =
    progress.phase === 'workbook'
      ? `Building the workbook for ${progress.reportName}…`
      : progress.total === null
        ? `Fetching ${progress.reportName}…`
        : `Fetching ${progress.reportName}: ${progress.loaded} of ${progress.total} rows`;
  const value =
    progress.phase === 'workbook' || progress.total === null
      ? null
      : Math.round((progress.loaded / Math.max(progress.total, 1)) * 100);
  return (
    <Progress.Root value={value} size="sm" colorPalette="green" aria-label="Export progress">
      <Progress.Label textStyle="sm" mb="1">
        {label}
      </Progress.Label>
      <Progress.Track>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
