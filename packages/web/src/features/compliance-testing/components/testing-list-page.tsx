import { Text } from '@chakra-ui/react';
import {
  COMPLIANCE_TESTING_MESSAGES as M,
  TESTING_DESCRIPTION_MAX,
  TESTING_LIST_LABELS,
  TESTING_NAME_MAX,
  TOAST_TITLES,
  validateTestingListRecord,
} from '@lexbridge/rules';
import { useState } from 'react';
import type { Column } from 'react-data-grid';
import { MaintenanceGrid } from '../../../components/maintenance/maintenance-grid';
import {
  MaintenanceModal,
  TextAreaField,
  TextField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { DeleteConfirm } from '../../../components/maintenance/screen-parts';
import { usePagedRows } from '../../../components/maintenance/use-paged-rows';
import { useCanEdit, useDeleteFlow, type ModalState } from '../../../components/maintenance/use-screen';
import type { TestingListKind, TestingListQuery } from '../../../gql/graphql';
import {
  useDeleteTestingListRecordMutation,
  useSaveTestingListRecordMutation,
  useTestingListLazyQuery,
} from '../../../gql/hooks';
import { useCurrentSession } from '../../../lib/session/session-context';
import { notify } from '../../../lib/toast';
import { useSheetExport } from '../hooks/use-sheet-export';

type Row = TestingListQuery['testingList'][number];

const COLUMNS: Column<Row>[] = [
  { key: 'name', name: 'Name', minWidth: 220 },
  { key: 'description', name: 'Description', minWidth: 320 },
  { key: 'rulesCount', name: 'Testing Rules', width: 130 },
];

/**
 * One maintained list (test groups, types, categories or requirement categories): the grid with Add, Update, Delete
 * and Export. Names are unique ignoring case; a record a testing rule uses cannot be deleted (its rule count shows).
 * The lists are provider-wide, so only provider staff change them; a client's user reads them.
 */
function TestingListScreen({ kind }: { kind: TestingListKind }) {
  const labels = TESTING_LIST_LABELS[kind];
  const { user } = useCurrentSession();
  const canEdit = useCanEdit() && user.clientId === null;
  const [fetchAll] = useTestingListLazyQuery({ fetchPolicy: 'network-only' });
  const data = usePagedRows<Row>(async (pageNumber, pageSize) => {
    const result = await fetchAll({ variables: { kind } });
    if (result.error) throw result.error;
    const rows = result.data?.testingList ?? [];
    return { totalCount: rows.length, items: rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize) };
  }, kind);
  const [selected, setSelected] = useState<Row | null>(null);
  const [modal, setModal] = useState<ModalState<Row>>({ mode: 'closed' });
  const [remove] = useDeleteTestingListRecordMutation();
  const removal = useDeleteFlow(() => {
    setSelected(null);
    data.reload();
  });
  const { exportRows, exporting } = useSheetExport();
  return (
    <>
      <MaintenanceGrid
        title={labels.many}
        label={labels.many}
        columns={COLUMNS}
        data={data}
        selected={selected}
        onSelect={setSelected}
        canEdit={canEdit}
        onAdd={() => setModal({ mode: 'add' })}
        onUpdate={(row) => setModal({ mode: 'update', row })}
        onDelete={(row) => {
          // A record in use cannot go: say so at once instead of asking first.
          if (row.rulesCount > 0) {
            notify({
              type: 'error',
              title: TOAST_TITLES.error,
              description: M.inUse(labels.one, row.rulesCount),
            });
            return;
          }
          removal.askDelete(
            async () =>
              (await remove({ variables: { kind, id: row.id } })).data!.deleteTestingListRecord.message,
          );
        }}
        onExport={() =>
          void exportRows(
            `${labels.many}.xlsx`,
            labels.many,
            ['Name', 'Description', 'Testing Rules'],
            data.rows.map((row) => ({
              Name: row.name,
              Description: row.description,
              'Testing Rules': row.rulesCount,
            })),
          )
        }
        exporting={exporting}
      />
      <DeleteConfirm flow={removal} />
      {modal.mode !== 'closed' && (
        <RecordModal
          kind={kind}
          row={modal.mode === 'update' ? modal.row : null}
          others={data.rows}
          readOnly={!canEdit}
          onClose={() => setModal({ mode: 'closed' })}
          onSaved={() => {
            setModal({ mode: 'closed' });
            setSelected(null);
            data.reload();
          }}
        />
      )}
    </>
  );
}

function RecordModal({
  kind,
  row,
  others,
  readOnly,
  onClose,
  onSaved,
}: {
  kind: TestingListKind;
  row: Row | null;
  others: readonly Row[];
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const labels = TESTING_LIST_LABELS[kind];
  const [form, setForm] = useState({ name: row?.name ?? '', description: row?.description ?? '' });
  const [touched, setTouched] = useState(false);
  const [save] = useSaveTestingListRecordMutation();
  const confirmed = useConfirmedSave(onSaved);
  const failure = validateTestingListRecord(kind, form, others, row?.id ?? null);
  const errorOf = (field: string) =>
    (touched && failure?.field === field ? failure.message : null) ?? confirmed.errorOf(field);
  const set = (field: keyof typeof form) => (value: string) => {
    setTouched(true);
    confirmed.clear(field);
    setForm((current) => ({ ...current, [field]: value }));
  };
  return (
    <MaintenanceModal
      open
      title={`${row ? 'Update' : 'Add'} ${labels.one}`}
      readOnly={readOnly}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: {
              input: { kind, id: row?.id ?? null, ...form, version: row?.version ?? null },
            },
          });
          return data!.saveTestingListRecord.message;
        })
      }
    >
      <TextField
        label="Name"
        required
        value={form.name}
        maxLength={TESTING_NAME_MAX}
        onChange={set('name')}
        error={errorOf('name')}
      />
      <TextAreaField
        label="Description"
        value={form.description}
        maxLength={TESTING_DESCRIPTION_MAX}
        onChange={set('description')}
        error={errorOf('description')}
      />
      {row && row.rulesCount > 0 && (
        <Text textStyle="sm" color="fg.muted">
          Used by {row.rulesCount} testing {row.rulesCount === 1 ? 'rule' : 'rules'}.
        </Text>
      )}
      {confirmed.dialog}
    </MaintenanceModal>
  );
}

export function TestGroupsPage() {
  return <TestingListScreen kind="GROUP" />;
}

export function TestTypesPage() {
  return <TestingListScreen kind="TYPE" />;
}

export function TestCategoriesPage() {
  return <TestingListScreen kind="CATEGORY" />;
}

export function RequirementCategoriesPage() {
  return <TestingListScreen kind="REQUIREMENT_CATEGORY" />;
}
