import { Box, Button, HStack, IconButton, NativeSelect, Table, Text } from '@chakra-ui/react';
import { isRowApplicable, MESSAGES, namesOrNa, REQUIREMENT_MESSAGES } from '@lexbridge/rules';
import { Pencil, Trash2 } from 'lucide-react';
import { useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { DataGrid, SelectColumn, type Column, type DataGridHandle } from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import { useLocation } from 'react-router-dom';
import { paths, reportedRoute, type RequirementGridType } from '../../config/paths';
import { openPopupWindow } from '../../lib/popup-window';
import { notify } from '../../lib/toast';
import { isChangeLawMode } from '../../lib/workflow-selection';

/** Change status of a row in change-law mode (Change, Deleted or New). */
export type RequirementChangeStatus = 'Change' | 'Deleted' | 'New';

export interface RequirementGridRow {
  /** Empty for a new, unsaved requirement. */
  id: string;
  requirementNumber: string;
  requirement: string;
  isApplicable?: boolean | null;
  actionRequired?: boolean | null;
  changeStatus?: RequirementChangeStatus | null;
  /** Added or edited in this session and not saved yet (highlighted). */
  unsaved?: boolean;
  processes?: readonly string[];
  products?: readonly string[];
  categories?: readonly string[];
  institutionTypes?: readonly string[];
}

/** Grid 450px by default; min(85 x rows + 70, 500)px for the fitted kind; the table 400px. */
export const GRID_HEIGHT = 450;
/** Grids with more rows than this render only the rows in view. */
export const VIRTUALIZE_FROM = 100;
export const REQUIREMENT_TABLE_HEIGHT = 400;
export function fittedGridHeight(rows: number): number {
  return Math.min(85 * rows + 70, 500);
}

/** The data grid's row and header heights (two-line texts fit a row). */
export const ROW_HEIGHT = 48;
export const HEADER_ROW_HEIGHT = 48;

/**
 * The data grid's height for its rows: the header, every row and the border (plus a horizontal scrollbar when the
 * columns overflow), up to `max`; a grid of two rows is not left with an empty band under them.
 */
export function rowsGridHeight(rows: number, max: number, scrollbar = 0): number {
  return Math.min(HEADER_ROW_HEIGHT + rows * ROW_HEIGHT + 2 + scrollbar, max);
}

/** Row colours by change status in change-law mode (not when the business-clicked value is open). */
export const CHANGE_ROW_CLASS: Record<RequirementChangeStatus, string> = {
  New: 'requirement-row-new',
  Change: 'requirement-row-changed',
  Deleted: 'requirement-row-deleted',
};

export interface RequirementsGridProps {
  rows: readonly RequirementGridRow[];
  /** 'quickSearch': the table with the process, product, category and institution-type lists. */
  mode?: 'grid' | 'quickSearch';
  /** Edit, delete and yes/no buttons (the route's edit permission). */
  showEditButtons?: boolean;
  /** The grid-enable flag: yes/no cells answer. */
  gridEnabled?: boolean;
  /** Read-only mode: the buttons answer with the spec's messages instead. */
  readOnly?: boolean;
  /** Compliance-law mode: a yes/no cell is enabled only on selected rows. */
  complianceMode?: boolean;
  /** Change-law mode: rows coloured by change status. By default the stored business-clicked value decides. */
  changeLawMode?: boolean;
  /** Multi-select (delete several, select all). */
  selectable?: boolean;
  selectedIds?: ReadonlySet<string>;
  onSelectedIdsChange?: (ids: Set<string>) => void;
  onEdit?: (row: RequirementGridRow) => void;
  onDelete?: (row: RequirementGridRow) => void;
  onApplicableChange?: (row: RequirementGridRow, applicable: boolean) => void;
  /** Select all Yes / No: every row's cell, then the parent learns whether any is applicable. */
  onSelectAll?: (applicable: boolean) => void;
  /** The requirement detail pop-up's type (default business). */
  detailType?: RequirementGridType;
  /** The most the grid grows to: a number of pixels sizes the data grid to its rows up to it; a CSS length is fixed. */
  height?: number | string;
  /** Accessible name of the grid. */
  label?: string;
}

/**
 * The requirements grid: requirement number and business requirement. In quick-search mode a
 * table with its lists ('NA' for an empty one, 'No data found' without rows); otherwise a data grid with edit,
 * delete and yes/no cells (1 Yes, 0 No, preset from applicability), select all, and a link cell that opens the
 * requirement detail pop-up.
 */
export function RequirementsGrid(props: RequirementsGridProps) {
  if (props.mode === 'quickSearch') return <QuickSearchTable {...props} />;
  return <RequirementsDataGrid {...props} />;
}

function QuickSearchTable({
  rows,
  height = REQUIREMENT_TABLE_HEIGHT,
  label = 'Business requirements',
}: RequirementsGridProps) {
  if (rows.length === 0) return <Text color="fg.muted">{REQUIREMENT_MESSAGES.noDataFound}</Text>;
  return (
    <Box
      maxH={typeof height === 'number' ? `${height}px` : height}
      overflowY="auto"
      borderWidth="1px"
      borderRadius="md"
    >
      <Table.Root size="sm" stickyHeader aria-label={label}>
        <Table.Header>
          <Table.Row>
            {[
              'Requirement Number',
              'Business Requirement',
              'Process',
              'Product',
              'Category',
              'Institution Type',
            ].map((name) => (
              <Table.ColumnHeader key={name}>{name}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id || row.requirementNumber}>
              <Table.Cell>{row.requirementNumber}</Table.Cell>
              <Table.Cell>{row.requirement}</Table.Cell>
              <Table.Cell>{namesOrNa(row.processes ?? [])}</Table.Cell>
              <Table.Cell>{namesOrNa(row.products ?? [])}</Table.Cell>
              <Table.Cell>{namesOrNa(row.categories ?? [])}</Table.Cell>
              <Table.Cell>{namesOrNa(row.institutionTypes ?? [])}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

const rowKey = (row: RequirementGridRow) => row.id || `new:${row.requirementNumber}`;

function RequirementsDataGrid({
  rows,
  showEditButtons = false,
  gridEnabled = true,
  readOnly = false,
  complianceMode = false,
  changeLawMode: changeLawModeProp,
  selectable = false,
  selectedIds,
  onSelectedIdsChange,
  onEdit,
  onDelete,
  onApplicableChange,
  onSelectAll,
  detailType = 'business',
  height = GRID_HEIGHT,
  label = 'Business requirements',
}: RequirementsGridProps) {
  const location = useLocation();
  const from = reportedRoute(location);
  const selected = useMemo(() => selectedIds ?? new Set<string>(), [selectedIds]);
  const changeLawMode = changeLawModeProp ?? isChangeLawMode();
  const gridRef = useRef<DataGridHandle>(null);
  const scrollbar = useHorizontalScrollbar(gridRef, rows.length > 0);
  const blockSize =
    typeof height === 'number' ? `${rowsGridHeight(rows.length, height, scrollbar)}px` : height;

  const columns = useMemo(() => {
    const list: Column<RequirementGridRow>[] = [];
    if (selectable) list.push(SelectColumn as Column<RequirementGridRow>);
    list.push(
      {
        key: 'requirementNumber',
        name: 'Requirement Number',
        width: 190,
        renderCell: ({ row }) =>
          row.id ? (
            <Button
              variant="plain"
              size="xs"
              px="0"
              colorPalette="blue"
              textDecoration="underline"
              onClick={() => openPopupWindow(paths.requirementDetailPopup.getHref(row.id, detailType, from))}
            >
              {row.requirementNumber}
            </Button>
          ) : (
            <Text as="span" fontStyle="italic">
              {row.requirementNumber || 'New'}
            </Text>
          ),
      },
      {
        key: 'requirement',
        name: 'Business Requirement',
        minWidth: 260,
        renderCell: ({ row }) => (
          <Text as="span" title={row.requirement} whiteSpace="normal" lineClamp={2}>
            {row.requirement}
          </Text>
        ),
      },
    );
    if (onApplicableChange) {
      list.push({
        key: 'isApplicable',
        name: 'Applicable',
        width: onSelectAll ? 200 : 150,
        renderHeaderCell: () => (
          <HStack gap="2">
            <Text as="span">Applicable</Text>
            {onSelectAll && (
              <NativeSelect.Root size="xs" width="5.5rem" disabled={!gridEnabled || readOnly}>
                <NativeSelect.Field
                  aria-label="Select all Yes or No"
                  value=""
                  onChange={(event) => {
                    if (event.target.value !== '') onSelectAll(event.target.value === '1');
                  }}
                >
                  <option value="">All</option>
                  <option value="1">Yes</option>
                  <option value="0">No</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            )}
          </HStack>
        ),
        renderCell: ({ row }) => {
          const disabled = complianceMode ? !selected.has(rowKey(row)) : !gridEnabled;
          return (
            <NativeSelect.Root size="xs" disabled={disabled}>
              <NativeSelect.Field
                aria-label={`Applicable ${row.requirementNumber}`}
                value={
                  isRowApplicable({ isApplicable: row.isApplicable, actionRequired: row.actionRequired })
                    ? '1'
                    : '0'
                }
                onChange={(event) => {
                  if (readOnly) return notify({ type: 'warning', description: MESSAGES.readOnlyEdit });
                  onApplicableChange(row, event.target.value === '1');
                }}
              >
                <option value="1">Yes</option>
                <option value="0">No</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          );
        },
      });
    }
    if (showEditButtons) {
      list.push({
        key: 'actions',
        name: 'Action',
        width: 100,
        renderCell: ({ row }) => (
          <HStack gap="1">
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={`Edit ${row.requirementNumber}`}
              onClick={() =>
                readOnly ? notify({ type: 'warning', description: MESSAGES.readOnlyEdit }) : onEdit?.(row)
              }
            >
              <Pencil />
            </IconButton>
            <IconButton
              size="xs"
              variant="ghost"
              colorPalette="red"
              aria-label={`Delete ${row.requirementNumber}`}
              onClick={() =>
                readOnly ? notify({ type: 'warning', description: MESSAGES.readOnlyDelete }) : onDelete?.(row)
              }
            >
              <Trash2 />
            </IconButton>
          </HStack>
        ),
      });
    }
    return list;
  }, [
    selectable,
    onApplicableChange,
    onSelectAll,
    showEditButtons,
    gridEnabled,
    readOnly,
    complianceMode,
    selected,
    detailType,
    from,
    onEdit,
    onDelete,
  ]);

  if (rows.length === 0) return <Text color="fg.muted">{REQUIREMENT_MESSAGES.noDataFound}</Text>;
  return (
    <Box
      css={{
        '& .requirement-row-new': { background: 'var(--chakra-colors-green-subtle)' },
        '& .requirement-row-changed': { background: 'var(--chakra-colors-yellow-subtle)' },
        '& .requirement-row-deleted': {
          background: 'var(--chakra-colors-red-subtle)',
          textDecoration: 'line-through',
        },
        '& .requirement-row-unsaved': { background: 'var(--chakra-colors-blue-subtle)' },
      }}
    >
      <DataGrid
        ref={gridRef}
        aria-label={label}
        className="rdg-light"
        columns={columns}
        rows={rows as RequirementGridRow[]}
        rowKeyGetter={rowKey}
        rowHeight={ROW_HEIGHT}
        headerRowHeight={HEADER_ROW_HEIGHT}
        // Small grids render every row (no layout needed to see them); long ones (a 500-requirement section) virtualize.
        enableVirtualization={rows.length > VIRTUALIZE_FROM}
        style={{ height: blockSize, blockSize }}
        selectedRows={selectable ? selected : undefined}
        onSelectedRowsChange={
          selectable ? (ids) => onSelectedIdsChange?.(new Set([...ids].map(String))) : undefined
        }
        rowClass={(row) =>
          changeLawMode && row.changeStatus
            ? CHANGE_ROW_CLASS[row.changeStatus]
            : row.unsaved
              ? 'requirement-row-unsaved'
              : undefined
        }
      />
    </Box>
  );
}

/** The thickness of the grid's horizontal scrollbar (0 while the columns fit), kept current as the grid resizes. */
function useHorizontalScrollbar(gridRef: RefObject<DataGridHandle | null>, shown: boolean): number {
  const [thickness, setThickness] = useState(0);
  useLayoutEffect(() => {
    const element = gridRef.current?.element;
    if (!shown || !element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const style = getComputedStyle(element);
      const borders = (parseFloat(style.borderTopWidth) || 0) + (parseFloat(style.borderBottomWidth) || 0);
      setThickness(Math.max(0, Math.round(element.offsetHeight - element.clientHeight - borders)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [gridRef, shown]);
  return thickness;
}
