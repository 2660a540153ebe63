import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { chartColour, chartSummary, formatCount, type ChartDatum, type ChartSeries } from './chart-data';
import { ChartFigure, type ChartTableRow } from './chart-figure';

interface BarChartFigureProps {
  title: string;
  /** What a row is, for the table's first column. */
  labelHeader: string;
  /** One bar per datum (one series), or rows of several series with `series`. */
  data: readonly ChartDatum[] | readonly ChartTableRow[];
  /** The series of grouped bars; one series named `valueLabel` when the data are plain datums. */
  series?: readonly ChartSeries[];
  /** Name of the value of a one-series chart (Count, Loans, Exceptions…). */
  valueLabel?: string;
  /** Bars run sideways: for long labels such as regulators or law titles. */
  horizontal?: boolean;
  height?: number;
  tableFirst?: boolean;
  onSelect?: (label: string) => void;
  empty?: string;
}

const VALUE = 'value';

function isDatums(data: BarChartFigureProps['data']): data is readonly ChartDatum[] {
  return data.length > 0 && 'value' in data[0];
}

/** Rows of the table and of the drawing, whichever shape the data came in. */
export function barRows(data: BarChartFigureProps['data']): ChartTableRow[] {
  if (!isDatums(data)) return [...(data as readonly ChartTableRow[])];
  return data.map((d) => ({ label: d.label, values: { [VALUE]: d.value } }));
}

export function BarChartFigure({
  title,
  labelHeader,
  data,
  series,
  valueLabel = 'Count',
  horizontal = false,
  height = 260,
  tableFirst,
  onSelect,
  empty,
}: BarChartFigureProps) {
  const rows = barRows(data);
  const shownSeries = series ?? [{ key: VALUE, label: valueLabel }];
  const drawn = rows.map((row) => ({ label: row.label, ...row.values }));
  const totals = rows.map((row) => ({
    label: row.label,
    value: shownSeries.reduce((sum, s) => sum + (row.values[s.key] ?? 0), 0),
  }));
  const tall = horizontal ? Math.max(height, rows.length * 28 + 60) : height;
  return (
    <ChartFigure
      title={title}
      summary={chartSummary(title, totals)}
      labelHeader={labelHeader}
      series={shownSeries}
      rows={rows}
      tableFirst={tableFirst}
      onSelect={onSelect}
      empty={empty}
    >
      <ResponsiveContainer width="100%" height={tall}>
        <BarChart
          data={drawn}
          layout={horizontal ? 'vertical' : 'horizontal'}
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" />
          {horizontal ? (
            <>
              <XAxis type="number" allowDecimals={false} tickFormatter={formatCount} />
              <YAxis type="category" dataKey="label" width={160} tick={{ fontSize: 12 }} />
            </>
          ) : (
            <>
              <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={0} />
              <YAxis allowDecimals={false} tickFormatter={formatCount} />
            </>
          )}
          <Tooltip formatter={(value) => formatCount(Number(value))} />
          {shownSeries.length > 1 && <Legend />}
          {shownSeries.map((s, index) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={chartColour(index)}
              isAnimationActive={false}
              cursor={onSelect ? 'pointer' : undefined}
              onClick={
                onSelect ? (entry) => onSelect(String((entry as { label?: unknown }).label)) : undefined
              }
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
