import { Box, Button, Field, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import {
  RISK_REPORT_KINDS,
  RISK_REPORT_TITLES,
  riskReportFileName,
  TOAST_TITLES,
  validateRiskSearchName,
} from '@lexbridge/rules';
import { useState } from 'react';
import { BarChartFigure, PieChartFigure } from '../../../components/charts';
import { FilterSelect } from '../../../components/maintenance/grid-filters';
import { useOwnClient } from '../../../lib/session/use-own-client';
import { useCanEdit } from '../../../components/maintenance/use-screen';
import { LoadError } from './load-error';
import type { RiskReportKind, RiskRatingReportQuery } from '../../../gql/graphql';
import {
  useDeleteRiskSearchMutation,
  useRiskReportLookupsQuery,
  useRiskRatingReportQuery,
  useSaveRiskSearchMutation,
} from '../../../gql/hooks';
import { buildWorkbook, downloadFile, type SheetRow } from '../../../lib/excel';
import { notify } from '../../../lib/toast';
import { runRiskWrite } from '../hooks/use-risk-write';
import { NO_NATIVE_VALIDATION } from './form-props';

type Report = RiskRatingReportQuery['riskRatingReport'];

export interface ReportFilter {
  /** The client reported on: provider staff may choose one ('' every client); a client's user gets its own. */
  clientId: string;
  businessLineId: string;
  companyProcessId: string;
  frequencyId: string;
  startDate: string;
  endDate: string;
}
const NO_FILTER: ReportFilter = {
  clientId: '',
  businessLineId: '',
  companyProcessId: '',
  frequencyId: '',
  startDate: '',
  endDate: '',
};
const KINDS: readonly RiskReportKind[] = RISK_REPORT_KINDS;

/** A report's rows as sheet rows: numbers stay numbers. */
export function reportSheetRows(report: Report): SheetRow[] {
  return report.rows.map((row) =>
    Object.fromEntries(
      report.columns.map((column, index) => [
        column.label,
        column.numeric && row.cells[index] !== '' ? Number(row.cells[index]) : row.cells[index],
      ]),
    ),
  );
}

function ReportChart({ report }: { report: Report }) {
  const { chart } = report;
  if (chart.kind === 'PIE')
    return (
      <PieChartFigure
        title={chart.title}
        labelHeader={report.columns.find((c) => c.key === 'level' || c.key === 'status')?.label ?? 'Label'}
        data={chart.points.map((point) => ({ label: point.label, value: point.values[0] ?? 0 }))}
        empty="No rows match the filter."
      />
    );
  if (chart.series.length > 1)
    return (
      <BarChartFigure
        title={chart.title}
        labelHeader={report.columns[0]?.label ?? 'Label'}
        series={chart.series.map((label, index) => ({ key: `s${index}`, label }))}
        data={chart.points.map((point) => ({
          label: point.label,
          values: Object.fromEntries(point.values.map((value, index) => [`s${index}`, value])),
        }))}
        empty="No rows match the filter."
      />
    );
  return (
    <BarChartFigure
      title={chart.title}
      labelHeader={report.columns[0]?.label ?? 'Label'}
      valueLabel={chart.series[0]}
      horizontal={chart.points.length > 6}
      data={chart.points.map((point) => ({ label: point.label, value: point.values[0] ?? 0 }))}
      empty="No rows match the filter."
    />
  );
}

function ReportTable({ report }: { report: Report }) {
  if (report.rows.length === 0) return <Text color="fg.muted">No rows match the filter.</Text>;
  return (
    <Box overflowX="auto" maxH="520px" overflowY="auto" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" stickyHeader aria-label={report.title}>
        <Table.Header>
          <Table.Row>
            {report.columns.map((column) => (
              <Table.ColumnHeader
                key={column.key}
                textAlign={column.numeric ? 'end' : 'start'}
                whiteSpace="nowrap"
              >
                {column.label}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.rows.map((row, index) => (
            <Table.Row key={index}>
              {row.cells.map((cell, cellIndex) => (
                <Table.Cell key={cellIndex} textAlign={report.columns[cellIndex]?.numeric ? 'end' : 'start'}>
                  {cell}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/**
 * Risk Reports: the risk, gap, impact, implementation status and updates-and-gaps reports of risk rating, each a
 * chart (with its numbers as a table) and a table of rows, filtered by business line, company process, frequency
 * and dates, exported to Excel under the report's name and the date. Filters are kept as named saved searches.
 */
export function RiskReportsPage() {
  const canEdit = useCanEdit();
  const lookups = useRiskReportLookupsQuery({ fetchPolicy: 'cache-and-network' });
  // The reports are one client's for a client's user; provider staff may choose the client.
  const ownClient = useOwnClient();
  const [kind, setKind] = useState<RiskReportKind>('RISK');
  const [filter, setFilter] = useState<ReportFilter>(NO_FILTER);
  const [applied, setApplied] = useState<ReportFilter>(NO_FILTER);
  const [searchName, setSearchName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const variables = {
    kind,
    filter: Object.fromEntries(Object.entries(applied).map(([key, value]) => [key, value || null])),
  };
  const report = useRiskRatingReportQuery({ variables, fetchPolicy: 'cache-and-network' });
  const [saveSearch] = useSaveRiskSearchMutation();
  const [deleteSearch] = useDeleteRiskSearchMutation();

  if (lookups.error) return <LoadError error={lookups.error} />;
  const processes = lookups.data?.riskReportLookups.companyProcesses ?? [];
  const lines = [
    ...new Map(
      processes.map((p) => [p.businessLineId, { id: p.businessLineId, name: p.businessLine }]),
    ).values(),
  ];
  const searches = lookups.data?.riskSavedSearches ?? [];
  const data = report.data?.riskRatingReport;

  async function exportReport() {
    if (!data) return;
    setExporting(true);
    try {
      const bytes = await buildWorkbook({
        sheetName: data.title,
        columns: data.columns.map((column) => column.label),
        rows: reportSheetRows(data),
      });
      downloadFile(bytes, riskReportFileName(kind, new Date()));
    } catch {
      notify({ type: 'error', title: TOAST_TITLES.error, description: 'The export could not be written.' });
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack gap="4">
      <Heading size="lg">Risk Reports</Heading>
      <HStack gap="2" wrap="wrap" role="group" aria-label="Report">
        {KINDS.map((entry) => (
          <Button
            key={entry}
            size="sm"
            variant={entry === kind ? 'solid' : 'outline'}
            colorPalette="blue"
            aria-pressed={entry === kind}
            onClick={() => setKind(entry)}
          >
            {RISK_REPORT_TITLES[entry]}
          </Button>
        ))}
      </HStack>
      <HStack
        as="form"
        {...NO_NATIVE_VALIDATION}
        gap="3"
        align="end"
        wrap="wrap"
        aria-label="Report filter"
        onSubmit={(event) => {
          event.preventDefault();
          setApplied(filter);
        }}
      >
        {!ownClient && (
          <FilterSelect
            label="Client"
            value={filter.clientId}
            placeholder="Every client"
            onChange={(clientId) => setFilter({ ...filter, clientId })}
            options={lookups.data?.riskReportLookups.clients ?? []}
          />
        )}
        <FilterSelect
          label="Business line"
          value={filter.businessLineId}
          placeholder="All"
          onChange={(businessLineId) => setFilter({ ...filter, businessLineId, companyProcessId: '' })}
          options={lines}
        />
        <FilterSelect
          label="Company process"
          value={filter.companyProcessId}
          placeholder="All"
          onChange={(companyProcessId) => setFilter({ ...filter, companyProcessId })}
          options={processes.filter(
            (p) => !filter.businessLineId || p.businessLineId === filter.businessLineId,
          )}
        />
        <FilterSelect
          label="Frequency"
          value={filter.frequencyId}
          placeholder="All"
          onChange={(frequencyId) => setFilter({ ...filter, frequencyId })}
          options={lookups.data?.riskReportLookups.frequencies ?? []}
        />
        <Field.Root w="auto">
          <Field.Label textStyle="sm">From</Field.Label>
          <Input
            size="sm"
            type="date"
            value={filter.startDate}
            onChange={(e) => setFilter({ ...filter, startDate: e.target.value })}
          />
        </Field.Root>
        <Field.Root w="auto">
          <Field.Label textStyle="sm">To</Field.Label>
          <Input
            size="sm"
            type="date"
            value={filter.endDate}
            onChange={(e) => setFilter({ ...filter, endDate: e.target.value })}
          />
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="blue">
          Search
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setFilter(NO_FILTER);
            setApplied(NO_FILTER);
          }}
        >
          Clear
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={!data || data.totalCount === 0 || exporting}
          onClick={() => void exportReport()}
        >
          {exporting ? 'Exporting…' : 'Export to Excel'}
        </Button>
      </HStack>
      <Box borderWidth="1px" borderRadius="md" p="3">
        <Heading size="xs" mb="2">
          Saved searches
        </Heading>
        <Stack gap="2">
          {searches.length === 0 && (
            <Text textStyle="sm" color="fg.muted">
              No saved searches yet.
            </Text>
          )}
          {searches.map((search) => (
            <HStack key={search.id} gap="2">
              <Button
                size="xs"
                variant="plain"
                colorPalette="blue"
                onClick={() => {
                  const next = {
                    clientId: filter.clientId,
                    businessLineId: search.filter.businessLineId ?? '',
                    companyProcessId: search.filter.companyProcessId ?? '',
                    frequencyId: search.filter.frequencyId ?? '',
                    startDate: search.filter.startDate ?? '',
                    endDate: search.filter.endDate ?? '',
                  };
                  if (search.filter.kind) setKind(search.filter.kind);
                  setFilter(next);
                  setApplied(next);
                }}
              >
                {search.name}
              </Button>
              <Text textStyle="xs" color="fg.muted">
                {search.filter.kind ? RISK_REPORT_TITLES[search.filter.kind] : ''}
              </Text>
              {canEdit && (
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Delete saved search ${search.name}`}
                  onClick={() =>
                    void runRiskWrite(async () => {
                      const { data: answer } = await deleteSearch({ variables: { id: search.id } });
                      return answer?.deleteRiskSearch.message;
                    }).then((ok) => {
                      if (ok) void lookups.refetch();
                    })
                  }
                >
                  Delete
                </Button>
              )}
            </HStack>
          ))}
          {canEdit && (
            <HStack
              as="form"
              {...NO_NATIVE_VALIDATION}
              gap="2"
              align="end"
              aria-label="Save this search"
              onSubmit={(event) => {
                event.preventDefault();
                const failure = validateRiskSearchName(searchName);
                setNameError(failure?.message ?? null);
                if (failure) return;
                void runRiskWrite(async () => {
                  const { data: answer } = await saveSearch({
                    variables: {
                      input: {
                        name: searchName,
                        filter: {
                          kind,
                          ...Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, v || null])),
                        },
                      },
                    },
                  });
                  return answer?.saveRiskSearch.message;
                }).then((ok) => {
                  if (ok) {
                    setSearchName('');
                    void lookups.refetch();
                  }
                });
              }}
            >
              <Field.Root invalid={nameError !== null} maxW="280px">
                <Field.Label textStyle="sm">Save this search as</Field.Label>
                <Input size="sm" value={searchName} onChange={(event) => setSearchName(event.target.value)} />
                {nameError && <Field.ErrorText>{nameError}</Field.ErrorText>}
              </Field.Root>
              <Button type="submit" size="sm" variant="outline">
                Save search
              </Button>
            </HStack>
          )}
        </Stack>
      </Box>
      {report.error && <LoadError error={report.error} />}
      {data && (
        <Stack gap="4">
          <Heading size="md">
            {data.title}{' '}
            <Text as="span" textStyle="sm" color="fg.muted">
              ({data.totalCount} rows)
            </Text>
          </Heading>
          <ReportChart report={data} />
          <ReportTable report={data} />
        </Stack>
      )}
    </Stack>
  );
}
