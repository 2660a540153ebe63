import { Stack, Tabs } from '@chakra-ui/react';
import {
  MASTER_LIST_MODULES,
  validateMasterListName,
  type MasterListModule as ModuleName,
} from '@lexbridge/rules';
import { useMemo, useState } from 'react';
import type { Column } from 'react-data-grid';
import { AlphabetBar } from '../../../components/maintenance/alphabet-bar';
import { GridSearch, useDebouncedSearch } from '../../../components/maintenance/grid-filters';
import { MaintenanceGrid } from '../../../components/maintenance/maintenance-grid';
import {
  MaintenanceModal,
  SelectField,
  TextField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { DeleteConfirm } from '../../../components/maintenance/screen-parts';
import { pageOf, usePagedRows } from '../../../components/maintenance/use-paged-rows';
import { useCanEdit, useDeleteFlow, type ModalState } from '../../../components/maintenance/use-screen';
import type { MasterListGridQuery, MasterListModule, RegulatorAuthority } from '../../../gql/graphql';
import {
  useDeleteMasterListItemMutation,
  useMasterListGridLazyQuery,
  useMasterListParentsQuery,
  useSaveMasterListItemMutation,
} from '../../../gql/hooks';
import { useSheetExport } from '../../../components/maintenance/use-sheet-export';

type Row = MasterListGridQuery['masterList']['items'][number];

const ENUM_OF: Record<ModuleName, MasterListModule> = {
  Type: 'TYPE',
  Regulator: 'REGULATOR',
  Category: 'CATEGORY',
  Business: 'BUSINESS',
  Industry: 'INDUSTRY',
  Process: 'PROCESS',
  Country: 'COUNTRY',
};
/** The parent list of a child list, and how its column is headed. */
const PARENT: Partial<Record<ModuleName, { module: ModuleName; label: string }>> = {
  Category: { module: 'Business', label: 'Business Line' },
  Process: { module: 'Business', label: 'Business Line' },
  Business: { module: 'Industry', label: 'Industry' },
};
const TITLES: Record<ModuleName, string> = {
  Type: 'Law Types',
  Regulator: 'Regulators',
  Category: 'Categories',
  Business: 'Business Lines',
  Industry: 'Industries',
  Process: 'Processes',
  Country: 'Countries',
};

/** Master Lists: one tab per module, each a maintenance grid with the alphabet pagination. */
export function MasterListsPage() {
  const [module, setModule] = useState<ModuleName>('Type');
  return (
    <Tabs.Root value={module} onValueChange={(details) => setModule(details.value as ModuleName)} lazyMount>
      <Tabs.List aria-label="Master lists" flexWrap="wrap">
        {MASTER_LIST_MODULES.map((name) => (
          <Tabs.Trigger key={name} value={name}>
            {TITLES[name]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {MASTER_LIST_MODULES.map((name) => (
        <Tabs.Content key={name} value={name}>
          <MasterListGrid module={name} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

function MasterListGrid({ module }: { module: ModuleName }) {
  const canEdit = useCanEdit();
  const search = useDebouncedSearch();
  const [letter, setLetter] = useState('All');
  const parent = PARENT[module];
  const variables = useMemo(
    () => ({ module: ENUM_OF[module], letter, search: search.applied || null }),
    [module, letter, search.applied],
  );
  const [fetchGrid] = useMasterListGridLazyQuery({ fetchPolicy: 'network-only' });
  const data = usePagedRows<Row>(
    (pageNumber, pageSize) =>
      pageOf(
        fetchGrid({ variables: { ...variables, page: { pageNumber, pageSize } } }),
        (result) => result.masterList,
      ),
    JSON.stringify(variables),
  );
  const parents = useMasterListParentsQuery(
    parent
      ? { variables: { module: ENUM_OF[parent.module] } }
      : { skip: true, variables: { module: 'TYPE' } },
  );
  const parentOptions = (parents.data?.masterList.items ?? []).map((item) => ({
    id: item.id,
    name: item.name,
  }));
  const [selected, setSelected] = useState<Row | null>(null);
  const [modal, setModal] = useState<ModalState<Row>>({ mode: 'closed' });
  const [deleteItem] = useDeleteMasterListItemMutation();
  const removal = useDeleteFlow(() => {
    setSelected(null);
    data.reload();
  });
  const { exportRows, exporting } = useSheetExport(TITLES[module]);

  const columns: Column<Row>[] = [
    { key: 'name', name: module === 'Business' ? 'Business Line' : `${module} Name`, minWidth: 260 },
    ...(parent
      ? [
          {
            key: 'parentName',
            name: parent.label,
            width: 260,
            renderCell: ({ row }: { row: Row }) => row.parentName ?? '',
          },
        ]
      : []),
    ...(module === 'Regulator'
      ? [
          {
            key: 'authority',
            name: 'Authority',
            width: 140,
            renderCell: ({ row }: { row: Row }) => authorityLabel(row.authority),
          },
        ]
      : []),
  ];

  return (
    <>
      <MaintenanceGrid
        title={TITLES[module]}
        label={TITLES[module]}
        columns={columns}
        data={data}
        selected={selected}
        onSelect={setSelected}
        canEdit={canEdit}
        onAdd={() => setModal({ mode: 'add' })}
        onUpdate={(row) => setModal({ mode: 'update', row })}
        onDelete={(row) =>
          removal.askDelete(
            async () =>
              (await deleteItem({ variables: { module: ENUM_OF[module], id: row.id } })).data!
                .deleteMasterListItem.message,
          )
        }
        onExport={() =>
          void exportRows(
            [
              columns[0]!.name as string,
              ...(parent ? [parent.label] : []),
              ...(module === 'Regulator' ? ['Authority'] : []),
            ],
            async () => {
              const all = await fetchGrid({
                variables: { ...variables, page: { pageNumber: 1, pageSize: 5000 } },
              });
              if (all.error) throw all.error;
              return (all.data?.masterList.items ?? []).map((row) => ({
                [columns[0]!.name as string]: row.name,
                ...(parent ? { [parent.label]: row.parentName ?? '' } : {}),
                ...(module === 'Regulator' ? { Authority: authorityLabel(row.authority) } : {}),
              }));
            },
          )
        }
        exporting={exporting}
        filters={
          <Stack gap="3" w="full">
            <GridSearch search={search} label={`Search ${TITLES[module].toLowerCase()}`} />
            <AlphabetBar
              value={letter}
              onChange={(next) => {
                setSelected(null);
                setLetter(next);
              }}
            />
          </Stack>
        }
      />
      {modal.mode !== 'closed' && (
        <MasterListModal
          module={module}
          row={modal.mode === 'update' ? modal.row : null}
          others={data.rows}
          parent={parent ? { label: parent.label, options: parentOptions } : null}
          readOnly={!canEdit}
          onClose={() => setModal({ mode: 'closed' })}
          onSaved={() => {
            setModal({ mode: 'closed' });
            setSelected(null);
            data.reload();
          }}
        />
      )}
      <DeleteConfirm flow={removal} />
    </>
  );
}

const authorityLabel = (value: RegulatorAuthority | null | undefined) =>
  value === 'STATE' ? 'State' : value === 'FEDERAL' ? 'Federal' : '';

function MasterListModal({
  module,
  row,
  others,
  parent,
  readOnly,
  onClose,
  onSaved,
}: {
  module: ModuleName;
  row: Row | null;
  others: readonly Row[];
  parent: { label: string; options: { id: string; name: string }[] } | null;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [name, setName] = useState(row?.name ?? '');
  const [parentId, setParentId] = useState(row?.parentId ?? '');
  const [authority, setAuthority] = useState<string>(row?.authority ?? 'FEDERAL');
  const [touched, setTouched] = useState(false);
  const [save] = useSaveMasterListItemMutation();
  const confirmed = useConfirmedSave(onSaved);
  // The grid holds the names under the current letter; the BFF checks the whole list again.
  const siblings = others
    .filter((other) => !parent || other.parentId === parentId)
    .map((other) => ({ id: other.id, name: other.name }));
  const failure = validateMasterListName(module, name, siblings, row?.id);
  const parentMissing = parent !== null && !parentId;
  const nameError = (touched && failure?.message) || confirmed.errorOf('name');
  const title = `${row ? 'Update' : 'Add'} ${module === 'Business' ? 'Business Line' : module}`;

  return (
    <MaintenanceModal
      open
      title={title}
      readOnly={readOnly}
      invalid={failure !== null || parentMissing}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: {
              input: {
                module: ENUM_OF[module],
                id: row?.id ?? null,
                name: name.trim(),
                parentId: parent ? parentId : null,
                authority: module === 'Regulator' ? (authority as RegulatorAuthority) : null,
              },
            },
          });
          return data!.saveMasterListItem.message;
        })
      }
    >
      <TextField
        label="Name"
        required
        value={name}
        maxLength={200}
        error={nameError || null}
        onChange={(value) => {
          setTouched(true);
          confirmed.clear('name');
          setName(value);
        }}
      />
      {parent && (
        <SelectField
          label={parent.label}
          required
          value={parentId}
          onChange={setParentId}
          options={parent.options}
          error={confirmed.errorOf('parentId')}
        />
      )}
      {module === 'Regulator' && (
        <SelectField
          label="Authority"
          required
          value={authority}
          onChange={setAuthority}
          options={[
            { id: 'FEDERAL', name: 'Federal' },
            { id: 'STATE', name: 'State' },
          ]}
        />
      )}
      {confirmed.dialog}
    </MaintenanceModal>
  );
}
