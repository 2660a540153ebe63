import { useState, type ReactNode } from 'react';
import type { Column } from 'react-data-grid';
import { GridSearch, useDebouncedSearch } from './grid-filters';
import { MaintenanceGrid } from './maintenance-grid';
import { DeleteConfirm } from './screen-parts';
import { usePagedRows } from './use-paged-rows';
import { useCanEdit, useDeleteFlow, type ModalState } from './use-screen';
import { useSheetExport } from './use-sheet-export';

/** The rows whose fields contain the text, ignoring case (all of them for no text). */
export function matching<T>(rows: readonly T[], text: string, fields: (row: T) => readonly string[]): T[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [...rows];
  return rows.filter((row) => fields(row).some((value) => value.toLowerCase().includes(wanted)));
}

/** What a list screen's Add/Update modal gets: the row (null to add), its siblings, and how to close. */
export interface ListModalProps<T> {
  row: T | null;
  rows: readonly T[];
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}

export interface ListMaintenanceScreenProps<T extends { id: string }> {
  title: string;
  /**
   * A hook (module level, so the same one every render) answering the loader of the whole list: a short list the
   * catalogue answers at once; its failure shows as the grid's error. It runs inside this component, before the
   * rows load: a lazy query's hook must live where its query runs, or its own effects abort the first request.
   */
  useRows: () => () => Promise<readonly T[]>;
  /** The texts the search box looks in; absent: no search box. */
  searchable?: (row: T) => readonly string[];
  columns: Column<T>[];
  /** One row of the export, by column name. */
  exportRow: (row: T) => Record<string, string | number>;
  /** The export's columns when they are not the grid's (a long text the grid leaves out). */
  exportColumns?: readonly string[];
  /** Deletes the row and answers the catalogue's message; absent: the list has no Delete. */
  remove?: (row: T) => Promise<string>;
  modal: (props: ListModalProps<T>) => ReactNode;
  /** More toolbar buttons, for the selected row. */
  actions?: (selected: T | null, canEdit: boolean) => ReactNode;
  /** A change of this key reloads the rows: the page changed them outside the modal (a mapping dialog). */
  reloadKey?: string;
}

/**
 * A maintenance screen over a list the catalogue answers whole: search over the given fields, Add, Update, Delete
 * (with the usual question and the catalogue's message), Export of what the grid shows, Refresh, and the Add/Update
 * modal (read-only without edit permission).
 */
export function ListMaintenanceScreen<T extends { id: string }>({
  title,
  useRows,
  searchable,
  columns,
  exportRow,
  exportColumns,
  remove,
  modal,
  actions,
  reloadKey = '',
}: ListMaintenanceScreenProps<T>) {
  const load = useRows();
  const canEdit = useCanEdit();
  const search = useDebouncedSearch();
  const data = usePagedRows<T>(async () => {
    const all = await load();
    const rows = searchable ? matching(all, search.applied, searchable) : [...all];
    return { totalCount: rows.length, items: rows };
  }, `${reloadKey}:${search.applied}`);
  const [selected, setSelected] = useState<T | null>(null);
  // A new reload key (the page changed the rows elsewhere) reloads them and drops the selection.
  const [shownKey, setShownKey] = useState(reloadKey);
  if (shownKey !== reloadKey) {
    setShownKey(reloadKey);
    setSelected(null);
  }
  const [state, setState] = useState<ModalState<T>>({ mode: 'closed' });
  const removal = useDeleteFlow(() => {
    setSelected(null);
    data.reload();
  });
  const { exportRows, exporting } = useSheetExport(title);
  return (
    <>
      <MaintenanceGrid
        title={title}
        label={title}
        columns={columns}
        data={data}
        selected={selected}
        onSelect={setSelected}
        canEdit={canEdit}
        onAdd={() => setState({ mode: 'add' })}
        onUpdate={(row) => setState({ mode: 'update', row })}
        onDelete={remove ? (row) => removal.askDelete(() => remove(row)) : null}
        onExport={() =>
          void exportRows(exportColumns ?? columns.map((column) => String(column.name)), async () =>
            data.rows.map(exportRow),
          )
        }
        exporting={exporting}
        actions={actions?.(selected, canEdit)}
        filters={
          searchable ? <GridSearch search={search} label={`Search ${title.toLowerCase()}`} /> : undefined
        }
      />
      {state.mode !== 'closed' &&
        modal({
          row: state.mode === 'update' ? state.row : null,
          rows: data.rows,
          readOnly: !canEdit,
          onClose: () => setState({ mode: 'closed' }),
          onSaved: () => {
            setState({ mode: 'closed' });
            setSelected(null);
            data.reload();
          },
        })}
      <DeleteConfirm flow={removal} />
    </>
  );
}
