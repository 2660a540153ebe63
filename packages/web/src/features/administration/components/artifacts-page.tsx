import { Tabs } from '@chakra-ui/react';
import { validateArtifact, validateMasterListName } from '@lexbridge/rules';
import { useMemo, useState } from 'react';
import type { Column } from 'react-data-grid';
import { GridSearch, useDebouncedSearch } from '../../../components/maintenance/grid-filters';
import { MaintenanceGrid } from '../../../components/maintenance/maintenance-grid';
import {
  MaintenanceModal,
  SelectField,
  TextAreaField,
  TextField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { DeleteConfirm } from '../../../components/maintenance/screen-parts';
import { pageOf, usePagedRows } from '../../../components/maintenance/use-paged-rows';
import { useCanEdit, useDeleteFlow, type ModalState } from '../../../components/maintenance/use-screen';
import type { ArtifactsQuery, ArtifactTypesQuery } from '../../../gql/graphql';
import {
  useArtifactsLazyQuery,
  useArtifactTypesLazyQuery,
  useArtifactTypesQuery,
  useAssignmentOptionsQuery,
  useDeleteArtifactMutation,
  useDeleteArtifactTypeMutation,
  useSaveArtifactMutation,
  useSaveArtifactTypeMutation,
} from '../../../gql/hooks';
import { useSheetExport } from '../hooks/use-sheet-export';

type ArtifactRow = ArtifactsQuery['artifacts'][number];
type TypeRow = ArtifactTypesQuery['artifactTypes'][number];

/** Rows containing the search text in any of the given fields, ignoring case. */
export function matching<T>(rows: readonly T[], text: string, fields: (row: T) => readonly string[]): T[] {
  const wanted = text.trim().toLowerCase();
  if (!wanted) return [...rows];
  return rows.filter((row) => fields(row).some((value) => value.toLowerCase().includes(wanted)));
}

/** Artifacts: the artifact inventory and the artifact types, each a maintenance grid. */
export function ArtifactsPage() {
  const [tab, setTab] = useState('inventory');
  return (
    <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} lazyMount>
      <Tabs.List aria-label="Artifacts">
        <Tabs.Trigger value="inventory">Artifact Inventory</Tabs.Trigger>
        <Tabs.Trigger value="types">Artifact Types</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="inventory">
        <ArtifactInventory />
      </Tabs.Content>
      <Tabs.Content value="types">
        <ArtifactTypesGrid />
      </Tabs.Content>
    </Tabs.Root>
  );
}

const INVENTORY_COLUMNS: Column<ArtifactRow>[] = [
  { key: 'name', name: 'Artifact', minWidth: 240 },
  { key: 'artifactType', name: 'Type', width: 150 },
  { key: 'businessLineName', name: 'Business Line', width: 220 },
  { key: 'ownerName', name: 'Owner', width: 180 },
  { key: 'mappingCount', name: 'Mapped Requirements', width: 170 },
];

function ArtifactInventory() {
  const canEdit = useCanEdit();
  const search = useDebouncedSearch();
  const [fetchAll] = useArtifactsLazyQuery({ fetchPolicy: 'network-only' });
  const load = async () =>
    pageOf(fetchAll(), (result) => {
      const rows = matching(result.artifacts, search.applied, (row) => [
        row.name,
        row.artifactType,
        row.businessLineName,
        row.ownerName,
      ]);
      return { totalCount: rows.length, items: rows };
    });
  const data = usePagedRows<ArtifactRow>(() => load(), search.applied);
  const [selected, setSelected] = useState<ArtifactRow | null>(null);
  const [modal, setModal] = useState<ModalState<ArtifactRow>>({ mode: 'closed' });
  const [remove] = useDeleteArtifactMutation();
  const removal = useDeleteFlow(() => {
    setSelected(null);
    data.reload();
  });
  const { exportRows, exporting } = useSheetExport('Artifact Inventory');
  return (
    <>
      <MaintenanceGrid
        title="Artifact Inventory"
        label="Artifact Inventory"
        columns={INVENTORY_COLUMNS}
        data={data}
        selected={selected}
        onSelect={setSelected}
        canEdit={canEdit}
        onAdd={() => setModal({ mode: 'add' })}
        onUpdate={(row) => setModal({ mode: 'update', row })}
        onDelete={(row) =>
          removal.askDelete(
            async () => (await remove({ variables: { id: row.id } })).data!.deleteArtifact.message,
          )
        }
        onExport={() =>
          void exportRows(
            ['Artifact', 'Type', 'Business Line', 'Owner', 'Description', 'Mapped Requirements'],
            async () =>
              data.rows.map((row) => ({
                Artifact: row.name,
                Type: row.artifactType,
                'Business Line': row.businessLineName,
                Owner: row.ownerName,
                Description: row.description,
                'Mapped Requirements': row.mappingCount,
              })),
          )
        }
        exporting={exporting}
        filters={<GridSearch search={search} label="Search artifacts" />}
      />
      {modal.mode !== 'closed' && (
        <ArtifactModal
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
      <DeleteConfirm flow={removal} />
    </>
  );
}

function ArtifactModal({
  row,
  others,
  readOnly,
  onClose,
  onSaved,
}: {
  row: ArtifactRow | null;
  others: readonly ArtifactRow[];
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [name, setName] = useState(row?.name ?? '');
  const [artifactType, setArtifactType] = useState(row?.artifactType ?? '');
  const [businessLineId, setBusinessLineId] = useState(row?.businessLineId ?? '');
  const [ownerName, setOwnerName] = useState(row?.ownerName ?? '');
  const [description, setDescription] = useState(row?.description ?? '');
  const [touched, setTouched] = useState(false);
  const types = useArtifactTypesQuery();
  const lines = useAssignmentOptionsQuery();
  const [save] = useSaveArtifactMutation();
  const confirmed = useConfirmedSave(onSaved);
  const sameLine = others
    .filter((other) => other.businessLineId === businessLineId)
    .map((other) => ({ id: other.id, name: other.name }));
  const failure = validateArtifact({ name, artifactType, businessLineId }, sameLine, row?.id);
  const errorOf = (field: string) =>
    (touched && failure?.field === field ? failure.message : null) ?? confirmed.errorOf(field);
  return (
    <MaintenanceModal
      open
      title={`${row ? 'Update' : 'Add'} Artifact`}
      readOnly={readOnly}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: {
              input: {
                id: row?.id ?? null,
                name: name.trim(),
                artifactType,
                businessLineId,
                ownerName,
                description,
              },
            },
          });
          return data!.saveArtifact.message;
        })
      }
    >
      <TextField
        label="Artifact"
        required
        value={name}
        maxLength={200}
        error={errorOf('name')}
        onChange={(value) => {
          setTouched(true);
          confirmed.clear('name');
          setName(value);
        }}
      />
      <SelectField
        label="Business Line"
        required
        value={businessLineId}
        error={errorOf('businessLineId')}
        onChange={(value) => {
          setTouched(true);
          setBusinessLineId(value);
        }}
        options={lines.data?.assignmentOptions.businessLines ?? []}
      />
      <SelectField
        label="Type"
        required
        value={artifactType}
        error={errorOf('artifactType')}
        onChange={(value) => {
          setTouched(true);
          confirmed.clear('artifactType');
          setArtifactType(value);
        }}
        options={(types.data?.artifactTypes ?? []).map((type) => ({ id: type.name, name: type.name }))}
      />
      <TextField label="Owner" value={ownerName} maxLength={200} onChange={setOwnerName} />
      <TextAreaField label="Description" value={description} maxLength={1000} onChange={setDescription} />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}

const TYPE_COLUMNS: Column<TypeRow>[] = [
  { key: 'name', name: 'Artifact Type', minWidth: 220 },
  { key: 'description', name: 'Description', minWidth: 320 },
  { key: 'artifactCount', name: 'Artifacts', width: 110 },
];

function ArtifactTypesGrid() {
  const canEdit = useCanEdit();
  const search = useDebouncedSearch();
  const [fetchAll] = useArtifactTypesLazyQuery({ fetchPolicy: 'network-only' });
  const data = usePagedRows<TypeRow>(
    () =>
      pageOf(fetchAll(), (result) => {
        const rows = matching(result.artifactTypes, search.applied, (row) => [row.name, row.description]);
        return { totalCount: rows.length, items: rows };
      }),
    search.applied,
  );
  const [selected, setSelected] = useState<TypeRow | null>(null);
  const [modal, setModal] = useState<ModalState<TypeRow>>({ mode: 'closed' });
  const [remove] = useDeleteArtifactTypeMutation();
  const removal = useDeleteFlow(() => {
    setSelected(null);
    data.reload();
  });
  const { exportRows, exporting } = useSheetExport('Artifact Types');
  return (
    <>
      <MaintenanceGrid
        title="Artifact Types"
        label="Artifact Types"
        columns={TYPE_COLUMNS}
        data={data}
        selected={selected}
        onSelect={setSelected}
        canEdit={canEdit}
        onAdd={() => setModal({ mode: 'add' })}
        onUpdate={(row) => setModal({ mode: 'update', row })}
        onDelete={(row) =>
          removal.askDelete(
            async () => (await remove({ variables: { id: row.id } })).data!.deleteArtifactType.message,
          )
        }
        onExport={() =>
          void exportRows(['Artifact Type', 'Description', 'Artifacts'], async () =>
            data.rows.map((row) => ({
              'Artifact Type': row.name,
              Description: row.description,
              Artifacts: row.artifactCount,
            })),
          )
        }
        exporting={exporting}
        filters={<GridSearch search={search} label="Search artifact types" />}
      />
      {modal.mode !== 'closed' && (
        <ArtifactTypeModal
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
      <DeleteConfirm flow={removal} />
    </>
  );
}

function ArtifactTypeModal({
  row,
  others,
  readOnly,
  onClose,
  onSaved,
}: {
  row: TypeRow | null;
  others: readonly TypeRow[];
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [name, setName] = useState(row?.name ?? '');
  const [description, setDescription] = useState(row?.description ?? '');
  const [touched, setTouched] = useState(false);
  const [save] = useSaveArtifactTypeMutation();
  const confirmed = useConfirmedSave(onSaved);
  const failure = useMemo(
    () => validateMasterListName('Artifact Type', name, others, row?.id),
    [name, others, row?.id],
  );
  return (
    <MaintenanceModal
      open
      title={`${row ? 'Update' : 'Add'} Artifact Type`}
      readOnly={readOnly}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: { input: { id: row?.id ?? null, name: name.trim(), description } },
          });
          return data!.saveArtifactType.message;
        })
      }
    >
      <TextField
        label="Name"
        required
        value={name}
        maxLength={200}
        error={(touched && failure?.message) || confirmed.errorOf('name')}
        onChange={(value) => {
          setTouched(true);
          confirmed.clear('name');
          setName(value);
        }}
      />
      <TextAreaField label="Description" value={description} maxLength={1000} onChange={setDescription} />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}
