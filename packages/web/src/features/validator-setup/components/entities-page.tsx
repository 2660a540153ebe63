import { Text } from '@chakra-ui/react';
import { validateEntity } from '@lexbridge/rules';
import { useState } from 'react';
import type { Column } from 'react-data-grid';
import { DeleteConfirm } from '../../../components/maintenance/screen-parts';
import { MaintenanceGrid, yesNoColumn } from '../../../components/maintenance/maintenance-grid';
import {
  CheckboxField,
  MaintenanceModal,
  SelectField,
  TextField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { useDeleteFlow, type ModalState } from '../../../components/maintenance/use-screen';
import { useProviderEdit } from '../../../components/maintenance/use-screen';
import { useDeleteSetupEntityMutation, useSaveSetupEntityMutation } from '../../../gql/hooks';
import { SetupSelects, useSetupSelection, type SetupEntityNode } from './entity-picker';
import { listRows } from './use-list-rows';

type Row = SetupEntityNode;

const COLUMNS: Column<Row>[] = [
  { key: 'name', name: 'Entity', minWidth: 200 },
  { key: 'prefixName', name: 'File Prefix', width: 140 },
  {
    key: 'parentEntityName',
    name: 'Parent Entity',
    width: 200,
    renderCell: ({ row }) => row.parentEntityName ?? '',
  },
  yesNoColumn<Row>('isTransactional', 'Transactional', 130),
  yesNoColumn<Row>('isHmda', 'HMDA', 100),
];

/** Entity Setup: a client's entities per business line, with their file prefix, parent and flags. */
export function EntitiesPage() {
  // The setup is provider staff's work: a client's user reads it.
  const canEdit = useProviderEdit();
  const selection = useSetupSelection();
  const [selected, setSelected] = useState<Row | null>(null);
  const [modal, setModal] = useState<ModalState<Row>>({ mode: 'closed' });
  const [deleteEntity] = useDeleteSetupEntityMutation();
  const reload = () => void selection.hierarchy.refetch();
  const data = listRows(selection.entities, selection.hierarchy.loading, selection.hierarchy.error, reload);
  const removal = useDeleteFlow(() => {
    setSelected(null);
    reload();
  });
  const ready = Boolean(selection.clientId && selection.businessLineId);

  return (
    <>
      <MaintenanceGrid
        title="Entity Setup"
        label="Entities"
        columns={COLUMNS}
        data={data}
        selected={selected}
        onSelect={setSelected}
        canEdit={canEdit}
        onAdd={ready ? () => setModal({ mode: 'add' }) : null}
        onUpdate={(row) => setModal({ mode: 'update', row })}
        onDelete={(row) =>
          removal.askDelete(
            async () => (await deleteEntity({ variables: { id: row.id } })).data!.deleteSetupEntity.message,
          )
        }
        onExport={null}
        filters={<SetupSelects selection={selection} />}
        notice={
          !ready ? (
            <Text color="fg.muted">Choose a client and a business line to see and add their entities.</Text>
          ) : undefined
        }
      />
      {modal.mode !== 'closed' && selection.clientId && selection.businessLineId && (
        <EntityModal
          row={modal.mode === 'update' ? modal.row : null}
          clientId={selection.clientId}
          businessLineId={selection.businessLineId}
          entities={selection.entities}
          readOnly={!canEdit}
          onClose={() => setModal({ mode: 'closed' })}
          onSaved={() => {
            setModal({ mode: 'closed' });
            setSelected(null);
            reload();
          }}
        />
      )}
      <DeleteConfirm flow={removal} />
    </>
  );
}

function EntityModal({
  row,
  clientId,
  businessLineId,
  entities,
  readOnly,
  onClose,
  onSaved,
}: {
  row: Row | null;
  clientId: string;
  businessLineId: string;
  entities: readonly Row[];
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [name, setName] = useState(row?.name ?? '');
  const [prefixName, setPrefixName] = useState(row?.prefixName ?? '');
  const [parentEntityId, setParentEntityId] = useState(row?.parentEntityId ?? '');
  const [isTransactional, setTransactional] = useState(row?.isTransactional ?? false);
  const [isHmda, setHmda] = useState(row?.isHmda ?? false);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [save] = useSaveSetupEntityMutation();
  const confirmed = useConfirmedSave(onSaved);
  const failure = validateEntity({
    clientId: Number(clientId),
    businessLineId: Number(businessLineId),
    entityId: row ? Number(row.id) : null,
    entityName: name,
    prefixName,
    parentEntityId: parentEntityId ? Number(parentEntityId) : null,
  });
  const errorOf = (field: string) =>
    confirmed.errorOf(field) ?? (touched[field] && failure?.field === field ? failure.message : null);
  const touch = (field: string) => setTouched((current) => ({ ...current, [field]: true }));

  return (
    <MaintenanceModal
      open
      title="Add/Update Entity"
      readOnly={readOnly}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: {
              input: {
                id: row?.id ?? null,
                clientId,
                businessLineId,
                name: name.trim(),
                prefixName: prefixName.trim(),
                parentEntityId: parentEntityId || null,
                isTransactional,
                isHmda,
                version: row?.version ?? null,
              },
            },
          });
          return data!.saveSetupEntity.message;
        })
      }
    >
      <TextField
        label="Entity Name"
        required
        value={name}
        maxLength={100}
        error={errorOf('name') ?? errorOf('entityName')}
        onChange={(value) => {
          touch('entityName');
          confirmed.clear('name');
          setName(value);
        }}
      />
      <TextField
        label="File Prefix"
        required
        value={prefixName}
        maxLength={20}
        placeholder="Letters, digits and _"
        error={errorOf('prefixName')}
        onChange={(value) => {
          touch('prefixName');
          confirmed.clear('prefixName');
          setPrefixName(value);
        }}
      />
      <SelectField
        label="Parent Entity"
        value={parentEntityId}
        onChange={(value) => {
          confirmed.clear('parentEntityId');
          setParentEntityId(value);
        }}
        options={entities
          .filter((entity) => entity.id !== row?.id)
          .map((entity) => ({ id: entity.id, name: entity.name }))}
        error={errorOf('parentEntityId')}
      />
      <CheckboxField label="Transactional" checked={isTransactional} onChange={setTransactional} />
      <CheckboxField label="HMDA" checked={isHmda} onChange={setHmda} />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}
