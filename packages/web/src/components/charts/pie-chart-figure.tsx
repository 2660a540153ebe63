import { Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { chartColour, chartSummary, formatCount, type ChartDatum } from './chart-data';
import { ChartFigure } from './chart-figure';

interface PieChartFigureProps {
  title: string;
  labelHeader: string;
  data: readonly ChartDatum[];
  valueLabel?: string;
  height?: number;
  tableFirst?: boolean;
  onSelect?: (label: string) => void;
  empty?: string;
}

/** Shares of a whole as a ring, each slice named in the legend; the numbers are a table a click away. */
export function PieChartFigure({
  title,
  labelHeader,
  data,
  valueLabel = 'Count',
  height = 260,
  tableFirst,
  onSelect,
  empty,
}: PieChartFigureProps) {
  const rows = data.map((d) => ({ label: d.label, values: { value: d.value } }));
  const drawn = data.map((d, index) => ({ ...d, colour: chartColour(index) })).filter((d) => d.value > 0);
  return (
    <ChartFigure
      title={title}
      summary={chartSummary(title, data)}
      labelHeader={labelHeader}
      series={[{ key: 'value', label: valueLabel }]}
      rows={rows}
      tableFirst={tableFirst}
      onSelect={onSelect}
      empty={empty}
    >
      <ResponsiveContainer width="100%" height={height}>
        <PieChart accessibilityLayer={false}>
          <Pie
            data={drawn}
            dataKey="value"
            nameKey="label"
            innerRadius="45%"
            outerRadius="80%"
            isAnimationActive={false}
            cursor={onSelect ? 'pointer' : undefined}
            onClick={onSelect ? (entry) => onSelect(String((entry as { label?: unknown }).label)) : undefined}
          >
            {drawn.map((d) => (
              <Cell key={d.label} fill={d.colour} />
            ))}
          </Pie>
          <Tooltip formatter={(value) => formatCount(Number(value))} />
          <Legend />
        </PieChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
