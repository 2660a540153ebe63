/** One bar or slice: what it counts and how many. */
export interface ChartDatum {
  label: string;
  value: number;
}

/** One series of a grouped bar chart: the row field it reads and the name a reader sees. */
export interface ChartSeries {
  key: string;
  label: string;
}

/**
 * Colours with at least 3:1 contrast against white, distinguishable for the common colour-vision deficiencies
 * (the Okabe-Ito palette, darkened where needed). A chart never relies on colour alone: its numbers are a table.
 */
export const CHART_COLOURS = [
  '#0072B2',
  '#D55E00',
  '#009E73',
  '#CC79A7',
  '#8A6D00',
  '#56748A',
  '#B8002E',
  '#3D3D3D',
];

export function chartColour(index: number): string {
  return CHART_COLOURS[index % CHART_COLOURS.length];
}

const numberFormat = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return numberFormat.format(value);
}

/** What a screen reader announces for the chart: its title and each label with its value, the largest first. */
export function chartSummary(title: string, data: readonly ChartDatum[], limit = 8): string {
  if (data.length === 0) return `${title}: no data.`;
  const sorted = [...data].sort((a, b) => b.value - a.value);
  const shown = sorted.slice(0, limit).map((d) => `${d.label} ${formatCount(d.value)}`);
  const rest = sorted.length - shown.length;
  return `${title}: ${shown.join(', ')}${rest > 0 ? `, and ${rest} more` : ''}.`;
}

/** The total of every value, for the table's last row. */
export function chartTotal(data: readonly ChartDatum[]): number {
  return data.reduce((sum, d) => sum + d.value, 0);
}
