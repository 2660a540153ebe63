import { Tabs } from '@chakra-ui/react';
import { validateArtifact, validateMasterListName } from '@lexbridge/rules';
import { useMemo, useState } from 'react';
import type { Column } from 'react-data-grid';
import { ListMaintenanceScreen } from '../../../components/maintenance/list-screen';
import {
  MaintenanceModal,
  SelectField,
  TextAreaField,
  TextField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { answerOf } from '../../../components/maintenance/use-paged-rows';
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

type ArtifactRow = ArtifactsQuery['artifacts'][number];
type TypeRow = ArtifactTypesQuery['artifactTypes'][number];

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

function useArtifactRows() {
  const [fetchAll] = useArtifactsLazyQuery({ fetchPolicy: 'network-only' });
  return async () => (await answerOf(fetchAll())).artifacts;
}

function useArtifactTypeRows() {
  const [fetchAll] = useArtifactTypesLazyQuery({ fetchPolicy: 'network-only' });
  return async () => (await answerOf(fetchAll())).artifactTypes;
}

function ArtifactInventory() {
  const [remove] = useDeleteArtifactMutation();
  return (
    <ListMaintenanceScreen<ArtifactRow>
      title="Artifact Inventory"
      useRows={useArtifactRows}
      searchable={(row) => [row.name, row.artifactType, row.businessLineName, row.ownerName]}
      columns={INVENTORY_COLUMNS}
      exportRow={(row) => ({
        Artifact: row.name,
        Type: row.artifactType,
        'Business Line': row.businessLineName,
        Owner: row.ownerName,
        Description: row.description,
        'Mapped Requirements': row.mappingCount,
      })}
      exportColumns={['Artifact', 'Type', 'Business Line', 'Owner', 'Description', 'Mapped Requirements']}
      remove={async (row) => (await remove({ variables: { id: row.id } })).data!.deleteArtifact.message}
      modal={({ rows, ...props }) => <ArtifactModal {...props} others={rows} />}
    />
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
  const [remove] = useDeleteArtifactTypeMutation();
  return (
    <ListMaintenanceScreen<TypeRow>
      title="Artifact Types"
      useRows={useArtifactTypeRows}
      searchable={(row) => [row.name, row.description]}
      columns={TYPE_COLUMNS}
      exportRow={(row) => ({
        'Artifact Type': row.name,
        Description: row.description,
        Artifacts: row.artifactCount,
      })}
      remove={async (row) => (await remove({ variables: { id: row.id } })).data!.deleteArtifactType.message}
      modal={({ rows, ...props }) => <ArtifactTypeModal {...props} others={rows} />}
    />
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
