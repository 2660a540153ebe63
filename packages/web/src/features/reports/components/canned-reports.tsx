import { Button, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, validateReportDateRange, type CannedReportKey } from '@lexbridge/rules';
import { FileSpreadsheet } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { BarChartFigure, PieChartFigure, type ChartDatum } from '../../../components/charts';
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
import { ReportFilters, type FilterChoices, type FilterName } from './report-filters';
import { ReportTable, type ReportColumn } from './report-table';

type GapRow = GapReportQuery['gapReport']['rows'][number];
type RiskRow = RiskReportQuery['riskReport']['rows'][number];
type ImpactRow = ImpactReportQuery['impactReport']['rows'][number];
type StatusRow = ImplementationStatusReportQuery['implementationStatusReport']['rows'][number];
type ArtifactRow = ArtifactTypeReportQuery['artifactTypeReport']['rows'][number];

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

/** One canned report: its filters, Export to Excel, the charts and the table of rows. */
function ReportBody<Row>({
  report,
  loading,
  error,
  columns,
  rowKey,
  charts,
  filters,
}: {
  report: ReportShape<Row> | undefined;
  loading: boolean;
  error: unknown;
  columns: readonly ReportColumn<Row>[];
  rowKey: (row: Row, index: number) => string;
  charts: (rows: readonly Row[]) => ReactNode;
  filters: ReactNode;
}) {
  const { exportRows, busy } = useReportExport();
  return (
    <Stack gap="4">
      <HStack justify="space-between" align="flex-end" wrap="wrap" gap="3">
        {filters}
        <Button
          size="sm"
          colorPalette="green"
          variant="outline"
          disabled={!report || loading || busy}
          onClick={() => report && void exportRows(report, columns, report.rows)}
        >
          <FileSpreadsheet aria-hidden /> Export to Excel
        </Button>
      </HStack>
      {loading && !report ? (
        <Spinner aria-label="Loading report" />
      ) : error ? (
        <Text role="alert" color="fg.error">
          {errorMessage(error, MESSAGES.defaultError)}
        </Text>
      ) : report ? (
        <>
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {report.totalCount} {report.totalCount === 1 ? 'row' : 'rows'}
            {loading ? ' (updating…)' : ''}
          </Text>
          {report.rows.length > 0 && (
            <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
              {charts(report.rows)}
            </SimpleGrid>
          )}
          <ReportTable caption={report.name} columns={columns} rows={report.rows} rowKey={rowKey} />
        </>
      ) : null}
    </Stack>
  );
}

interface ViewProps {
  options: ReportFilterOptionsQuery | undefined;
}

/** The filter state of a report: a date range whose start is after its end is not asked for. */
function useFilter(): [CannedReportFilter, (f: CannedReportFilter) => void, string | null] {
  const [filter, setFilter] = useState<CannedReportFilter>({});
  const problem = validateReportDateRange(filter.fromDate, filter.toDate);
  return [filter, setFilter, problem?.message ?? null];
}

function FilterBar(props: {
  shown: readonly FilterName[];
  filter: CannedReportFilter;
  onChange: (f: CannedReportFilter) => void;
  options: ReportFilterOptionsQuery | undefined;
  problem: string | null;
  choices?: FilterChoices;
}) {
  return (
    <Stack gap="1">
      <ReportFilters {...props} />
      {props.problem && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {props.problem}
        </Text>
      )}
    </Stack>
  );
}

const GAP_COLUMNS: ReportColumn<GapRow>[] = [
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
];

export function GapReportView({ options }: ViewProps) {
  const [filter, setFilter, problem] = useFilter();
  const query = useGapReportQuery({ variables: { filter }, skip: !!problem });
  return (
    <ReportBody
      report={query.data?.gapReport}
      loading={query.loading}
      error={query.error}
      columns={GAP_COLUMNS}
      rowKey={(row) => row.id}
      filters={
        <FilterBar
          shown={['businessLine', 'regulator', 'level', 'status', 'dates']}
          filter={filter}
          onChange={setFilter}
          options={options}
          problem={problem}
        />
      }
      charts={(rows) => (
        <>
          <PieChartFigure
            title="Gaps by status"
            labelHeader="Status"
            valueLabel="Gaps"
            data={countBy(rows, (row) => row.status, ['Open', 'In Progress', 'Closed'])}
          />
          <BarChartFigure
            title="Gaps by severity"
            labelHeader="Severity"
            valueLabel="Gaps"
            data={countBy(rows, (row) => row.severity, LEVELS)}
          />
        </>
      )}
    />
  );
}

const RISK_COLUMNS: ReportColumn<RiskRow>[] = [
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
];

export function RiskReportView({ options }: ViewProps) {
  const [filter, setFilter, problem] = useFilter();
  const query = useRiskReportQuery({ variables: { filter }, skip: !!problem });
  return (
    <ReportBody
      report={query.data?.riskReport}
      loading={query.loading}
      error={query.error}
      columns={RISK_COLUMNS}
      rowKey={(row, index) => `${row.businessLine}:${row.citation}:${row.section}:${index}`}
      filters={
        <FilterBar
          shown={['businessLine', 'regulator', 'level', 'dates']}
          filter={filter}
          onChange={setFilter}
          options={options}
          problem={problem}
          choices={{ levelLabel: 'Residual Risk' }}
        />
      }
      charts={(rows) => (
        <>
          <PieChartFigure
            title="Sections by residual risk"
            labelHeader="Residual risk"
            valueLabel="Sections"
            data={countBy(rows, (row) => row.residualRisk, LEVELS)}
          />
          <BarChartFigure
            title="Inherent and residual risk by business line"
            labelHeader="Business line"
            horizontal
            series={[
              { key: 'inherentHigh', label: 'High inherent' },
              { key: 'residualHigh', label: 'High residual' },
            ]}
            data={Object.entries(
              rows.reduce<Record<string, { inherentHigh: number; residualHigh: number }>>((lines, row) => {
                const line = (lines[row.businessLine] ??= { inherentHigh: 0, residualHigh: 0 });
                if (row.inherentRisk === 'High') line.inherentHigh += 1;
                if (row.residualRisk === 'High') line.residualHigh += 1;
                return lines;
              }, {}),
            ).map(([label, values]) => ({ label, values }))}
          />
        </>
      )}
    />
  );
}

const IMPACT_COLUMNS: ReportColumn<ImpactRow>[] = [
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
];

export function ImpactReportView({ options }: ViewProps) {
  const [filter, setFilter, problem] = useFilter();
  const query = useImpactReportQuery({ variables: { filter }, skip: !!problem });
  return (
    <ReportBody
      report={query.data?.impactReport}
      loading={query.loading}
      error={query.error}
      columns={IMPACT_COLUMNS}
      rowKey={(row) => row.id}
      filters={
        <FilterBar
          shown={['businessLine', 'regulator', 'changeType', 'dates']}
          filter={filter}
          onChange={setFilter}
          options={options}
          problem={problem}
        />
      }
      charts={(rows) => (
        <>
          <PieChartFigure
            title="Changes by type"
            labelHeader="Change type"
            valueLabel="Changes"
            data={countBy(rows, (row) => row.changeType)}
          />
          <BarChartFigure
            title="Requirements touched by regulator"
            labelHeader="Regulator"
            valueLabel="Requirements"
            horizontal
            data={sumBy(
              rows,
              (row) => row.regulator,
              (row) => row.requirements,
            )}
          />
        </>
      )}
    />
  );
}

const STATUS_SERIES = [
  { key: 'open', label: 'Open' },
  { key: 'draft', label: 'Draft' },
  { key: 'submitted', label: 'Submitted' },
  { key: 'sentBack', label: 'Sent Back' },
  { key: 'approved', label: 'Approved' },
  { key: 'notApplicable', label: 'Not Applicable' },
] as const;

const STATUS_COLUMNS: ReportColumn<StatusRow>[] = [
  { key: 'businessLine', label: 'Business Line' },
  ...STATUS_SERIES.map((series) => ({ key: series.key, label: series.label, numeric: true })),
  { key: 'total', label: 'Total', numeric: true },
];

export function ImplementationStatusReportView({ options }: ViewProps) {
  const [filter, setFilter, problem] = useFilter();
  const query = useImplementationStatusReportQuery({ variables: { filter }, skip: !!problem });
  return (
    <ReportBody
      report={query.data?.implementationStatusReport}
      loading={query.loading}
      error={query.error}
      columns={STATUS_COLUMNS}
      rowKey={(row) => row.businessLineId}
      filters={
        <FilterBar
          shown={['businessLine', 'regulator']}
          filter={filter}
          onChange={setFilter}
          options={options}
          problem={problem}
        />
      }
      charts={(rows) => (
        <>
          <BarChartFigure
            title="Business laws by status and business line"
            labelHeader="Business line"
            horizontal
            series={STATUS_SERIES}
            data={rows.map((row) => ({
              label: row.businessLine,
              values: Object.fromEntries(STATUS_SERIES.map((series) => [series.key, row[series.key]])),
            }))}
          />
          <PieChartFigure
            title="Business laws by status"
            labelHeader="Status"
            valueLabel="Business laws"
            data={STATUS_SERIES.map((series) => ({
              label: series.label,
              value: rows.reduce((sum, row) => sum + row[series.key], 0),
            }))}
          />
        </>
      )}
    />
  );
}

const ARTIFACT_COLUMNS: ReportColumn<ArtifactRow>[] = [
  { key: 'businessLine', label: 'Business Line' },
  { key: 'artifactType', label: 'Artifact Type' },
  { key: 'artifacts', label: 'Artifacts', numeric: true },
  { key: 'mappedRequirements', label: 'Mapped Requirements', numeric: true },
  { key: 'laws', label: 'Laws', numeric: true },
];

export function ArtifactTypeReportView({ options }: ViewProps) {
  const [filter, setFilter, problem] = useFilter();
  const query = useArtifactTypeReportQuery({ variables: { filter }, skip: !!problem });
  const rows = query.data?.artifactTypeReport.rows;
  const [seenTypes, setSeenTypes] = useState<string[]>([]);
  const types = useMemo(() => {
    const all = new Set([...seenTypes, ...(rows ?? []).map((row) => row.artifactType)]);
    return [...all].sort();
  }, [rows, seenTypes]);
  if (types.length !== seenTypes.length) setSeenTypes(types);
  return (
    <ReportBody
      report={query.data?.artifactTypeReport}
      loading={query.loading}
      error={query.error}
      columns={ARTIFACT_COLUMNS}
      rowKey={(row) => `${row.businessLine}:${row.artifactType}`}
      filters={
        <FilterBar
          shown={['businessLine', 'artifactType']}
          filter={filter}
          onChange={setFilter}
          options={options}
          problem={problem}
          choices={{ artifactTypes: types }}
        />
      }
      charts={(all) => (
        <>
          <BarChartFigure
            title="Artifacts by type"
            labelHeader="Artifact type"
            valueLabel="Artifacts"
            data={sumBy(
              all,
              (row) => row.artifactType,
              (row) => row.artifacts,
            )}
          />
          <BarChartFigure
            title="Mapped requirements by type"
            labelHeader="Artifact type"
            valueLabel="Requirements"
            data={sumBy(
              all,
              (row) => row.artifactType,
              (row) => row.mappedRequirements,
            )}
          />
        </>
      )}
    />
  );
}

export const CANNED_REPORT_VIEWS: Record<CannedReportKey, (props: ViewProps) => ReactNode> = {
  'report-gap': GapReportView,
  'report-risk': RiskReportView,
  'report-impact': ImpactReportView,
  'report-dashboard': ImplementationStatusReportView,
  'report-artifact-type': ArtifactTypeReportView,
};
