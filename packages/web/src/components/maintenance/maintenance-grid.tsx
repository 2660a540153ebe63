import { Box, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { activeLabel, MESSAGES, TOAST_TITLES, VALIDATOR_MESSAGES, yesNoLabel } from '@lexbridge/rules';
import { FileSpreadsheet, Pencil, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { useEffect, type ReactNode, type UIEvent } from 'react';
import { DataGrid, type Column, type RowsChangeData } from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import { errorMessage } from '../../lib/graphql-errors';
import { notify } from '../../lib/toast';
import type { PagedRows } from './use-paged-rows';

/**
 * Grid height: the spec's default 450px at least, else the window's height below the toolbar (so a 1080px-high
 * screen shows about 17 rows without the page scrolling); the grid renders only the rows in view (virtualised).
 */
export const MAINTENANCE_GRID_HEIGHT = 'max(450px, calc(100dvh - 420px))';

/**
 * react-data-grid's own styles sit in a cascade layer that Chakra's reset outranks (its cells lose their padding);
 * these restore the padding and show the selected row.
 */
const GRID_CSS = {
  '& .rdg-cell': { paddingInline: '8px' },
  '& .maintenance-row-selected': { background: 'var(--chakra-colors-blue-subtle)' },
  '& .maintenance-row-selected:hover': { background: 'var(--chakra-colors-blue-muted)' },
} as const;

/** A status column: Active or Inactive. */
export function activeColumn<T extends { isActive: boolean }>(name = 'Status'): Column<T> {
  return { key: 'isActive', name, width: 110, renderCell: ({ row }) => activeLabel(row.isActive) };
}

/** A yes/no column. */
export function yesNoColumn<T>(key: keyof T & string, name: string, width = 120): Column<T> {
  return { key, name, width, renderCell: ({ row }) => yesNoLabel(Boolean(row[key])) };
}

export interface MaintenanceGridProps<T extends { id: string }> {
  title: string;
  label: string;
  columns: readonly Column<T>[];
  data: PagedRows<T>;
  selected: T | null;
  onSelect: (row: T | null) => void;
  /** Edit permission on the route: Add, Update and Delete show only with it. */
  canEdit: boolean;
  /** Null: the grid takes no adds (client filter mappings are only updated). */
  onAdd: (() => void) | null;
  /** Update, or a double click: the page opens its modal (read-only without edit permission). */
  onUpdate: (row: T) => void;
  /** Null or absent: the list has no delete (rows go inactive instead). */
  onDelete?: ((row: T) => void) | null;
  /** Null or absent: the list has no Export (a short list the page shows whole). */
  onExport?: (() => void) | null;
  exporting?: boolean;
  /** Filters above the grid. */
  filters?: ReactNode;
  /** More toolbar buttons (Reorder, Upload). */
  actions?: ReactNode;
  /** A note under the toolbar (the last upload's outcome). */
  notice?: ReactNode;
  onRowsChange?: (rows: T[], data: RowsChangeData<T>) => void;
}

/**
 * A maintenance grid: Add, Update, Delete, Export and Refresh over a react-data-grid. Rows
 * come a page at a time as the user scrolls; the grid renders only what is in view, so 10,000 rows scroll as
 * smoothly as 10. A click (or the arrow keys) selects a row; a double click (or Enter) opens it for update.
 */
export function MaintenanceGrid<T extends { id: string }>({
  title,
  label,
  columns,
  data,
  selected,
  onSelect,
  canEdit,
  onAdd,
  onUpdate,
  onDelete,
  onExport,
  exporting,
  filters,
  actions,
  notice,
  onRowsChange,
}: MaintenanceGridProps<T>) {
  // A load failure is told like a save failure: 'Error!' with the server's message.
  useEffect(() => {
    if (data.error)
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(data.error, MESSAGES.defaultError),
      });
  }, [data.error]);

  function onScroll(event: UIEvent<HTMLDivElement>) {
    const target = event.currentTarget;
    if (target.scrollTop + target.clientHeight >= target.scrollHeight - 400) data.loadMore();
  }

  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      {filters && (
        <HStack gap="4" align="flex-end" wrap="wrap">
          {filters}
        </HStack>
      )}
      <HStack gap="2" wrap="wrap">
        {canEdit && onAdd && (
          <Button size="sm" colorPalette="blue" onClick={onAdd}>
            <Plus /> Add
          </Button>
        )}
        {canEdit && (
          <Button
            size="sm"
            variant="outline"
            disabled={!selected}
            onClick={() => selected && onUpdate(selected)}
          >
            <Pencil /> Update
          </Button>
        )}
        {canEdit && onDelete && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            disabled={!selected}
            onClick={() => selected && onDelete?.(selected)}
          >
            <Trash2 /> Delete
          </Button>
        )}
        {onExport && (
          <Button size="sm" variant="outline" colorPalette="green" onClick={onExport} loading={exporting}>
            <FileSpreadsheet /> Export
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            onSelect(null);
            data.reload();
          }}
        >
          <RefreshCw /> Refresh
        </Button>
        {actions}
        <Text textStyle="sm" color="fg.muted" ml="auto" aria-live="polite">
          {data.loading ? 'Loading…' : `${data.rows.length} of ${data.totalCount} rows`}
        </Text>
      </HStack>
      {notice}
      {data.error ? (
        <Text role="alert" color="fg.error">
          {errorMessage(data.error, MESSAGES.defaultError)}
        </Text>
      ) : !data.loading && data.rows.length === 0 ? (
        <Text color="fg.muted">{VALIDATOR_MESSAGES.noRowsToShow}</Text>
      ) : (
        <Box position="relative" css={GRID_CSS}>
          <DataGrid
            aria-label={label}
            className="rdg-light"
            style={{ height: MAINTENANCE_GRID_HEIGHT }}
            columns={columns}
            rows={data.rows}
            rowKeyGetter={(row) => row.id}
            rowClass={(row) => (row.id === selected?.id ? 'maintenance-row-selected' : undefined)}
            onCellClick={({ row }) => onSelect(row)}
            // The keyboard as the mouse: moving to a row with the arrow keys selects it, Enter opens it.
            onActivePositionChange={({ row }) => {
              if (row) onSelect(row);
            }}
            onCellKeyDown={(args, event) => {
              if (args.mode !== 'ACTIVE' || !args.row || !args.column || event.key !== 'Enter') return;
              if (canEdit && onRowsChange && args.column.renderEditCell) return;
              event.preventGridDefault();
              onSelect(args.row);
              onUpdate(args.row);
            }}
            onCellDoubleClick={({ row, column }, event) => {
              // An inline-editable cell edits in place; elsewhere a double click opens the row (read-only without
              // edit permission).
              if (canEdit && onRowsChange && column.renderEditCell) return;
              event.preventGridDefault();
              onSelect(row);
              onUpdate(row);
            }}
            onRowsChange={onRowsChange}
            onScroll={onScroll}
          />
          {data.loading && (
            <Spinner position="absolute" right="4" bottom="4" role="status" aria-label="Loading rows" />
          )}
        </Box>
      )}
    </Stack>
  );
}
