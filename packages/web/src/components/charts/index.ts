export { BarChartFigure } from './bar-chart-figure';
export { PieChartFigure } from './pie-chart-figure';
export { ChartFigure, type ChartTableRow } from './chart-figure';
export { chartSummary, chartTotal, formatCount, type ChartDatum, type ChartSeries } from './chart-data';
