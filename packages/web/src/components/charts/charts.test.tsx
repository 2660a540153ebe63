import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render-route';
import { BarChartFigure } from './bar-chart-figure';
import { chartSummary } from './chart-data';
import { PieChartFigure } from './pie-chart-figure';

const render = (element: React.ReactElement) => renderRoutes([{ path: '*', element }], { path: '/' });

const groups = [
  { label: 'Fair Lending', value: 12 },
  { label: 'Privacy', value: 30 },
  { label: 'Servicing', value: 0 },
];

describe('the chart summary', () => {
  it('names each value, the largest first, and how many it left out', () => {
    expect(chartSummary('Population', groups)).toBe('Population: Privacy 30, Fair Lending 12, Servicing 0.');
    expect(chartSummary('Population', groups, 1)).toBe('Population: Privacy 30, and 2 more.');
    expect(chartSummary('Population', [])).toBe('Population: no data.');
  });
});

describe('a bar chart figure', () => {
  it('is one image named by its summary, and shows its numbers with a total as a table on demand', async () => {
    const { user } = render(<BarChartFigure title="Group population" labelHeader="Group" data={groups} />);
    const figure = screen.getByRole('figure', { name: 'Group population' });
    expect(within(figure).getByRole('img').getAttribute('aria-label')).toBe(
      'Group population: Privacy 30, Fair Lending 12, Servicing 0.',
    );
    await user.click(within(figure).getByRole('button', { name: 'Show numbers' }));
    const table = within(figure).getByRole('table');
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['GroupCount', 'Fair Lending12', 'Privacy30', 'Servicing0', 'Total42']);
    await user.click(within(figure).getByRole('button', { name: 'Show chart' }));
    expect(within(figure).queryByRole('table')).toBeNull();
  });

  it('totals each series of grouped bars, and a row chosen from the table is reported', async () => {
    const onSelect = vi.fn();
    const { user } = render(
      <BarChartFigure
        title="Exceptions"
        labelHeader="Regulator"
        series={[
          { key: 'open', label: 'Open' },
          { key: 'closed', label: 'Closed' },
        ]}
        data={[
          { label: 'CFPB', values: { open: 3, closed: 1 } },
          { label: 'OCC', values: { open: 1, closed: 1200 } },
        ]}
        tableFirst
        onSelect={onSelect}
      />,
    );
    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /Total/ }).textContent).toBe('Total41,201');
    await user.click(within(table).getByRole('button', { name: 'OCC' }));
    expect(onSelect).toHaveBeenCalledWith('OCC');
    await user.click(screen.getByRole('button', { name: 'Show chart' }));
    expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Exceptions: OCC 1,201, CFPB 4.');
  });

  it('says there is nothing to show instead of an empty drawing', () => {
    render(<BarChartFigure title="Exceptions" labelHeader="Regulator" data={[]} empty="No exceptions." />);
    expect(screen.getByText('No exceptions.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show numbers' })).toBeNull();
  });
});

describe('a pie chart figure', () => {
  it('lists every slice in its table, the empty ones too', async () => {
    const { user } = render(<PieChartFigure title="Result status" labelHeader="Status" data={groups} />);
    await user.click(screen.getByRole('button', { name: 'Show numbers' }));
    expect(screen.getAllByRole('row')).toHaveLength(5);
  });
});
