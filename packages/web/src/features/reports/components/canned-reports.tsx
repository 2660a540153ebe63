import { Button, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, REPORT_MESSAGES, validateReportDateRange, type CannedReportKey } from '@lexbridge/rules';
import { FileSpreadsheet } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import {
  BarChartFigure,
  PieChartFigure,
  type ChartDatum,
  type ChartSeries,
  type ChartTableRow,
} from '../../../components/charts';
import type {
  ArtifactTypeReportQuery,
  CannedReportFilter,
  GapReportQuery,
  ImpactReportQuery,
  ImplementationStatusReportQuery,
  ReportFilterOptionsQuery,
  RiskReportQuery,
} from '../../../gql/graphql';
import {
  useArtifactTypeReportQuery,
  useGapReportQuery,
  useImpactReportQuery,
  useImplementationStatusReportQuery,
  useRiskReportQuery,
} from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { useReportExport } from '../hooks/use-report-export';
import { ClientPicker } from './client-picker';
import { ReportFilters, type FilterChoices, type FilterName } from './report-filters';
import { ReportTable, type ReportColumn } from './report-table';

/** How many rows share each value, in order of first appearance (or of `order`). */
export function countBy<Row>(
  rows: readonly Row[],
  label: (row: Row) => string,
  order?: readonly string[],
): ChartDatum[] {
  const counts = new Map<string, number>();
  for (const key of order ?? []) counts.set(key, 0);
  for (const row of rows) counts.set(label(row), (counts.get(label(row)) ?? 0) + 1);
  return [...counts].map(([name, value]) => ({ label: name, value }));
}

/** Sums of a number per value. */
export function sumBy<Row>(
  rows: readonly Row[],
  label: (row: Row) => string,
  value: (row: Row) => number,
): ChartDatum[] {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(label(row), (sums.get(label(row)) ?? 0) + value(row));
  return [...sums].map(([name, total]) => ({ label: name, value: total }));
}

const LEVELS = ['High', 'Medium', 'Low'];

interface ReportShape<Row> {
  name: string;
  fileName: string;
  totalCount: number;
  rows: readonly Row[];
}

/** One chart of a report's rows: a ring of shares, or bars (one series, or several with `series`). */
type ReportChart<Row> =
  | {
      kind: 'pie';
      title: string;
      labelHeader: string;
      valueLabel: string;
      data: (rows: readonly Row[]) => ChartDatum[];
    }
  | {
      kind: 'bar';
      title: string;
      labelHeader: string;
      valueLabel?: string;
      horizontal?: boolean;
      series?: readonly ChartSeries[];
      data: (rows: readonly Row[]) => ChartDatum[] | ChartTableRow[];
    };

/**
 * What makes one canned report: its generated query and where the report sits in the answer, the filters it takes,
 * its columns (table and Excel alike) and its charts.
 */
interface CannedReport<Data, Row> {
  useQuery: (options: { variables: { filter: CannedReportFilter }; skip: boolean }) => {
    data?: Data;
    loading: boolean;
    error?: unknown;
  };
  pick: (data: Data) => ReportShape<Row>;
  filters: readonly FilterName[];
  choices?: FilterChoices;
  /**
   * Choices of a filter drawn from the answers: every value the rows have shown so far, sorted, so narrowing the
   * report by one of them keeps the others on offer.
   */
  seenChoices?: { value: (row: Row) => string; choices: (seen: readonly string[]) => FilterChoices };
  columns: readonly ReportColumn<Row>[];
  rowKey: (row: Row, index: number) => string;
  charts: readonly ReportChart<Row>[];
}

/** Infers a report's row type from its query, so its columns, charts and row keys are checked against it. */
const cannedReport = <Data, Row>(report: CannedReport<Data, Row>) => report;

function Chart<Row>({ chart, rows }: { chart: ReportChart<Row>; rows: readonly Row[] }) {
  if (chart.kind === 'pie') {
    const { kind: _kind, data, ...figure } = chart;
    return <PieChartFigure {...figure} data={data(rows)} />;
  }
  const { kind: _kind, data, ...figure } = chart;
  return <BarChartFigure {...figure} data={data(rows)} />;
}

/** Every value `value` has given across the answers so far, sorted; empty without `value`. */
function useSeenValues<Row>(rows: readonly Row[] | undefined, value: ((row: Row) => string) | undefined) {
  const [seen, setSeen] = useState<string[]>([]);
  const values = useMemo(() => {
    const all = new Set([...seen, ...(value ? (rows ?? []).map(value) : [])]);
    return [...all].sort();
  }, [rows, seen, value]);
  if (values.length !== seen.length) setSeen(values);
  return values;
}

interface ViewProps {
  options: ReportFilterOptionsQuery | undefined;
  /** Provider staff: every client's rows, or the client they pick; a client's user sees its own client's only. */
  providerStaff?: boolean;
}

/**
 * One canned report: its filters (a date range whose start is after its end is not asked for), Export to Excel,
 * the charts and the table of rows.
 */
function CannedReportView<Data, Row>({
  report,
  options,
  providerStaff = false,
}: ViewProps & { report: CannedReport<Data, Row> }) {
  const [filter, setFilter] = useState<CannedReportFilter>({});
  const problem = validateReportDateRange(filter.fromDate, filter.toDate)?.message ?? null;
  const query = report.useQuery({ variables: { filter }, skip: !!problem });
  const shown = query.data === undefined ? undefined : report.pick(query.data);
  const seen = useSeenValues(shown?.rows, report.seenChoices?.value);
  const choices = report.seenChoices ? report.seenChoices.choices(seen) : report.choices;
  const loading = query.loading;
  const { exportRows, busy } = useReportExport();
  return (
    <Stack gap="4">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        <Stack gap="1">
          {providerStaff && (
            <ClientPicker
              value={String(filter.clientId ?? '')}
              onChange={(clientId) => setFilter({ ...filter, clientId: clientId || null })}
              emptyLabel={REPORT_MESSAGES.everyClient}
            />
          )}
          <ReportFilters
            shown={report.filters}
            filter={filter}
            onChange={setFilter}
            options={options}
            choices={choices}
          />
          {problem && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {problem}
            </Text>
          )}
        </Stack>
        <Button
          size="sm"
          colorPalette="green"
          variant="outline"
          disabled={!shown || loading || busy}
          onClick={() => shown && void exportRows(shown, report.columns, shown.rows)}
        >
          <FileSpreadsheet aria-hidden /> Export to Excel
        </Button>
      </HStack>
      {loading && !shown ? (
        <Spinner aria-label="Loading report" />
      ) : query.error ? (
        <Text role="alert" color="fg.error">
          {errorMessage(query.error, MESSAGES.defaultError)}
        </Text>
      ) : shown ? (
        <>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {shown.totalCount} {shown.totalCount === 1 ? 'row' : 'rows'}
            {loading ? ' (updating…)' : ''}
          </Text>
          {shown.rows.length > 0 && (
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              {report.charts.map((chart) => (
                <Chart key={chart.title} chart={chart} rows={shown.rows} />
              ))}
            </SimpleGrid>
          )}
          <ReportTable
            caption={shown.name}
            columns={report.columns}
            rows={shown.rows}
            rowKey={report.rowKey}
          />
        </>
      ) : null}
    </Stack>
  );
}

const GAP_REPORT = cannedReport({
  useQuery: useGapReportQuery,
  pick: (data: GapReportQuery) => data.gapReport,
  filters: ['businessLine', 'regulator', 'level', 'status', 'dates'],
  columns: [
    { key: 'businessLine', label: 'Business Line' },
    { key: 'regulator', label: 'Regulator' },
    { key: 'citation', label: 'Citation' },
    { key: 'section', label: 'Section', nowrap: true },
    { key: 'requirementNumber', label: 'Requirement No.', nowrap: true },
    { key: 'description', label: 'Gap' },
    { key: 'severity', label: 'Severity', nowrap: true },
    { key: 'status', label: 'Status' },
    { key: 'owner', label: 'Owner' },
    { key: 'identifiedOn', label: 'Identified On', nowrap: true },
    { key: 'targetDate', label: 'Target Date', nowrap: true },
    { key: 'closedOn', label: 'Closed On', nowrap: true },
    { key: 'overdue', label: 'Overdue', nowrap: true, format: (row) => (row.overdue ? 'Yes' : 'No') },
  ],
  rowKey: (row) => row.id,
  charts: [
    {
      kind: 'pie',
      title: 'Gaps by status',
      labelHeader: 'Status',
      valueLabel: 'Gaps',
      data: (rows) => countBy(rows, (row) => row.status, ['Open', 'In Progress', 'Closed']),
    },
    {
      kind: 'bar',
      title: 'Gaps by severity',
      labelHeader: 'Severity',
      valueLabel: 'Gaps',
      data: (rows) => countBy(rows, (row) => row.severity, LEVELS),
    },
  ],
});

const RISK_REPORT = cannedReport({
  useQuery: useRiskReportQuery,
  pick: (data: RiskReportQuery) => data.riskReport,
  filters: ['businessLine', 'regulator', 'level', 'dates'],
  choices: { levelLabel: 'Residual Risk' },
  columns: [
    { key: 'businessLine', label: 'Business Line' },
    { key: 'regulator', label: 'Regulator' },
    { key: 'citation', label: 'Citation' },
    { key: 'section', label: 'Section', nowrap: true },
    { key: 'sectionName', label: 'Section Name' },
    { key: 'likelihood', label: 'Likelihood', numeric: true },
    { key: 'impact', label: 'Impact', numeric: true },
    { key: 'inherentRisk', label: 'Inherent Risk' },
    { key: 'residualRisk', label: 'Residual Risk' },
    { key: 'ratedOn', label: 'Rated On', nowrap: true },
  ],
  rowKey: (row, index) => `${row.businessLine}:${row.citation}:${row.section}:${index}`,
  charts: [
    {
      kind: 'pie',
      title: 'Sections by residual risk',
      labelHeader: 'Residual risk',
      valueLabel: 'Sections',
      data: (rows) => countBy(rows, (row) => row.residualRisk, LEVELS),
    },
    {
      kind: 'bar',
      title: 'Inherent and residual risk by business line',
      labelHeader: 'Business line',
      horizontal: true,
      series: [
        { key: 'inherentHigh', label: 'High inherent' },
        { key: 'residualHigh', label: 'High residual' },
      ],
      data: (rows) =>
        Object.entries(
          rows.reduce<Record<string, { inherentHigh: number; residualHigh: number }>>((lines, row) => {
            const line = (lines[row.businessLine] ??= { inherentHigh: 0, residualHigh: 0 });
            if (row.inherentRisk === 'High') line.inherentHigh += 1;
            if (row.residualRisk === 'High') line.residualHigh += 1;
            return lines;
          }, {}),
        ).map(([label, values]) => ({ label, values })),
    },
  ],
});

const IMPACT_REPORT = cannedReport({
  useQuery: useImpactReportQuery,
  pick: (data: ImpactReportQuery) => data.impactReport,
  filters: ['businessLine', 'regulator', 'changeType', 'dates'],
  columns: [
    { key: 'regulator', label: 'Regulator' },
    { key: 'citation', label: 'Citation' },
    { key: 'section', label: 'Section', nowrap: true },
    { key: 'sectionName', label: 'Section Name' },
    { key: 'changeType', label: 'Change Type' },
    { key: 'status', label: 'Status' },
    { key: 'effectiveDate', label: 'Effective Date', nowrap: true },
    { key: 'summary', label: 'Summary' },
    { key: 'businessLines', label: 'Business Lines', numeric: true },
    { key: 'requirements', label: 'Requirements', numeric: true },
    { key: 'businessLaws', label: 'Business Laws', numeric: true },
  ],
  rowKey: (row) => row.id,
  charts: [
    {
      kind: 'pie',
      title: 'Changes by type',
      labelHeader: 'Change type',
      valueLabel: 'Changes',
      data: (rows) => countBy(rows, (row) => row.changeType),
    },
    {
      kind: 'bar',
      title: 'Requirements touched by regulator',
      labelHeader: 'Regulator',
      valueLabel: 'Requirements',
      horizontal: true,
      data: (rows) =>
        sumBy(
          rows,
          (row) => row.regulator,
          (row) => row.requirements,
        ),
    },
  ],
});

const STATUS_SERIES = [
  { key: 'open', label: 'Open' },
  { key: 'draft', label: 'Draft' },
  { key: 'submitted', label: 'Submitted' },
  { key: 'sentBack', label: 'Sent Back' },
  { key: 'approved', label: 'Approved' },
  { key: 'notApplicable', label: 'Not Applicable' },
] as const;

const IMPLEMENTATION_STATUS_REPORT = cannedReport({
  useQuery: useImplementationStatusReportQuery,
  pick: (data: ImplementationStatusReportQuery) => data.implementationStatusReport,
  filters: ['businessLine', 'regulator'],
  columns: [
    { key: 'businessLine', label: 'Business Line' },
    ...STATUS_SERIES.map((series) => ({ key: series.key, label: series.label, numeric: true })),
    { key: 'total', label: 'Total', numeric: true },
  ],
  rowKey: (row) => row.businessLineId,
  charts: [
    {
      kind: 'bar',
      title: 'Business laws by status and business line',
      labelHeader: 'Business line',
      horizontal: true,
      series: STATUS_SERIES,
      data: (rows) =>
        rows.map((row) => ({
          label: row.businessLine,
          values: Object.fromEntries(STATUS_SERIES.map((series) => [series.key, row[series.key]])),
        })),
    },
    {
      kind: 'pie',
      title: 'Business laws by status',
      labelHeader: 'Status',
      valueLabel: 'Business laws',
      data: (rows) =>
        STATUS_SERIES.map((series) => ({
          label: series.label,
          value: rows.reduce((sum, row) => sum + row[series.key], 0),
        })),
    },
  ],
});

const ARTIFACT_TYPE_REPORT = cannedReport({
  useQuery: useArtifactTypeReportQuery,
  pick: (data: ArtifactTypeReportQuery) => data.artifactTypeReport,
  filters: ['businessLine', 'artifactType'],
  seenChoices: { value: (row) => row.artifactType, choices: (artifactTypes) => ({ artifactTypes }) },
  columns: [
    { key: 'businessLine', label: 'Business Line' },
    { key: 'artifactType', label: 'Artifact Type' },
    { key: 'artifacts', label: 'Artifacts', numeric: true },
    { key: 'mappedRequirements', label: 'Mapped Requirements', numeric: true },
    { key: 'laws', label: 'Laws', numeric: true },
  ],
  rowKey: (row) => `${row.businessLine}:${row.artifactType}`,
  charts: [
    {
      kind: 'bar',
      title: 'Artifacts by type',
      labelHeader: 'Artifact type',
      valueLabel: 'Artifacts',
      data: (rows) =>
        sumBy(
          rows,
          (row) => row.artifactType,
          (row) => row.artifacts,
        ),
    },
    {
      kind: 'bar',
      title: 'Mapped requirements by type',
      labelHeader: 'Artifact type',
      valueLabel: 'Requirements',
      data: (rows) =>
        sumBy(
          rows,
          (row) => row.artifactType,
          (row) => row.mappedRequirements,
        ),
    },
  ],
});

/** One view per canned report: each its own component, so each calls its own query hook. */
function viewOf<Data, Row>(report: CannedReport<Data, Row>) {
  return function CannedReportTab({ options, providerStaff }: ViewProps) {
    return <CannedReportView report={report} options={options} providerStaff={providerStaff} />;
  };
}

export const CANNED_REPORT_VIEWS: Record<CannedReportKey, (props: ViewProps) => ReactNode> = {
  'report-gap': viewOf(GAP_REPORT),
  'report-risk': viewOf(RISK_REPORT),
  'report-impact': viewOf(IMPACT_REPORT),
  'report-dashboard': viewOf(IMPLEMENTATION_STATUS_REPORT),
  'report-artifact-type': viewOf(ARTIFACT_TYPE_REPORT),
};
