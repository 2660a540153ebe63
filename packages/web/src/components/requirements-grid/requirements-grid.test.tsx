import { MESSAGES } from '@lexbridge/rules';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render-route';
import {
  fittedGridHeight,
  REQUIREMENT_TABLE_HEIGHT,
  RequirementsGrid,
  rowsGridHeight,
  type RequirementGridRow,
  type RequirementsGridProps,
} from './requirements-grid';

const notify = vi.hoisted(() => vi.fn());
vi.mock('../../lib/toast', async (importOriginal) => ({ ...(await importOriginal<object>()), notify }));

const ROWS: RequirementGridRow[] = [
  {
    id: '1',
    requirementNumber: 'REGB_001',
    requirement: 'Keep records',
    isApplicable: true,
    processes: ['Lending'],
    categories: [],
  },
  {
    id: '2',
    requirementNumber: 'REGB_002',
    requirement: 'Give notice',
    isApplicable: false,
    actionRequired: false,
  },
];

const render = (props: Partial<RequirementsGridProps>) =>
  renderRoutes([{ path: '*', element: <RequirementsGrid rows={ROWS} {...props} /> }], {
    path: '/legal-module/defineBusinessRequirements',
  });

describe('the requirements grid', () => {
  beforeEach(() => notify.mockClear());

  it("shows the quick-search lists, 'NA' for an empty one, and 'No data found' without rows", () => {
    render({ mode: 'quickSearch' });
    const table = screen.getByRole('table', { name: 'Business requirements' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('Lending')).toBeTruthy();
    expect(within(first).getAllByText('NA')).toHaveLength(3);
  });

  it("says 'No data found' when there are no rows", () => {
    renderRoutes([{ path: '*', element: <RequirementsGrid rows={[]} /> }], { path: '/' });
    expect(screen.getByText('No data found')).toBeTruthy();
  });

  it('presets the yes/no cells from applicability and reports a change; select all sets every row', async () => {
    const onApplicableChange = vi.fn();
    const onSelectAll = vi.fn();
    const { user } = render({ onApplicableChange, onSelectAll });
    const first = await screen.findByLabelText('Applicable REGB_001');
    const second = screen.getByLabelText('Applicable REGB_002');
    expect((first as HTMLSelectElement).value).toBe('1');
    expect((second as HTMLSelectElement).value).toBe('0');
    await user.selectOptions(second, '1');
    expect(onApplicableChange).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }), true);
    await user.selectOptions(screen.getByLabelText('Select all Yes or No'), '0');
    expect(onSelectAll).toHaveBeenCalledWith(false);
  });

  it('disables a yes/no cell in compliance-law mode unless its row is selected', async () => {
    render({
      onApplicableChange: vi.fn(),
      complianceMode: true,
      selectable: true,
      selectedIds: new Set(['2']),
    });
    expect(((await screen.findByLabelText('Applicable REGB_001')) as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByLabelText('Applicable REGB_002') as HTMLSelectElement).disabled).toBe(false);
  });

  it('answers edit and delete with the read-only messages in read-only mode', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const { user } = render({ showEditButtons: true, readOnly: true, onEdit, onDelete });
    await user.click(await screen.findByRole('button', { name: 'Edit REGB_001' }));
    await user.click(screen.getByRole('button', { name: 'Delete REGB_001' }));
    await waitFor(() => expect(notify).toHaveBeenCalledTimes(2));
    expect(notify.mock.calls.map(([toast]) => (toast as { description: string }).description)).toEqual([
      MESSAGES.readOnlyEdit,
      MESSAGES.readOnlyDelete,
    ]);
    expect(onEdit).not.toHaveBeenCalled();
    expect(onDelete).not.toHaveBeenCalled();
  });

  it('edits and deletes through its buttons otherwise', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    const { user } = render({ showEditButtons: true, onEdit, onDelete });
    await user.click(await screen.findByRole('button', { name: 'Edit REGB_002' }));
    await user.click(screen.getByRole('button', { name: 'Delete REGB_001' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }));
  });

  it('fits its height to its rows up to 500px', () => {
    expect(fittedGridHeight(2)).toBe(240);
    expect(fittedGridHeight(10)).toBe(500);
  });

  it('sizes the data grid to its rows, up to the height it is given', async () => {
    render({ height: REQUIREMENT_TABLE_HEIGHT });
    const grid = await screen.findByRole('grid', { name: 'Business requirements' });
    // Header, two rows of 48px and the border: no empty band under two rows.
    expect(grid.style.blockSize).toBe('146px');
    expect(rowsGridHeight(2, REQUIREMENT_TABLE_HEIGHT)).toBe(146);
    expect(rowsGridHeight(2, REQUIREMENT_TABLE_HEIGHT, 15)).toBe(161);
    expect(rowsGridHeight(20, REQUIREMENT_TABLE_HEIGHT)).toBe(REQUIREMENT_TABLE_HEIGHT);
  });
});
