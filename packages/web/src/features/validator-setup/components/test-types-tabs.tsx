import { useState } from 'react';
import type { Column } from 'react-data-grid';
import { validateTestReference } from '@lexbridge/rules';
import { activeColumn, MaintenanceGrid } from '../../../components/maintenance/maintenance-grid';
import {
  CheckboxField,
  MaintenanceModal,
  SelectField,
  TextAreaField,
  TextField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import type { ModalState } from '../../../components/maintenance/use-screen';
import type { TestReferenceTypesQuery } from '../../../gql/graphql';
import {
  useSaveValidatorTestSourceTypeMutation,
  useSaveValidatorTestSystemTypeMutation,
  useTestReferenceTypesQuery,
} from '../../../gql/hooks';
import { listRows } from './use-list-rows';

type SystemRow = TestReferenceTypesQuery['validatorTestSystemTypes'][number] & { isActive: boolean };
type SourceRow = TestReferenceTypesQuery['validatorTestSourceTypes'][number] & { isActive: boolean };
/** A row of either grid: a system type names its business line, a source type does not. */
type TypeRow = SourceRow & { businessLineId?: string };

const lineLabel = (row: { businessLineName: string; industryName: string }) =>
  `${row.businessLineName} (${row.industryName})`;

const SYSTEM_COLUMNS: Column<SystemRow>[] = [
  { key: 'businessLineName', name: 'Business Line', width: 300, renderCell: ({ row }) => lineLabel(row) },
  { key: 'name', name: 'System Type', width: 180 },
  { key: 'description', name: 'Description', minWidth: 260 },
  activeColumn<SystemRow>(),
];

const SOURCE_COLUMNS: Column<SourceRow>[] = [
  { key: 'name', name: 'Source Type', width: 180 },
  { key: 'description', name: 'Description', minWidth: 320 },
  activeColumn<SourceRow>(),
];

/** Which grid the open modal belongs to, and its row. */
type Editing = { kind: 'system' | 'source'; state: ModalState<TypeRow> };

/**
 * The test system and source types: the choices of the test user form, maintained in the shared grid. A system
 * type serves one business line (the lines with validator tests); a type switched off stays on past requests but is
 * no longer offered.
 */
export function useTestTypeTabs(canEdit: boolean) {
  const query = useTestReferenceTypesQuery({ fetchPolicy: 'cache-and-network' });
  const [selectedSystem, setSelectedSystem] = useState<SystemRow | null>(null);
  const [selectedSource, setSelectedSource] = useState<SourceRow | null>(null);
  const [editing, setEditing] = useState<Editing>({ kind: 'system', state: { mode: 'closed' } });
  const reload = () => void query.refetch();
  const systems = (query.data?.validatorTestSystemTypes ?? []).map((row) => ({
    ...row,
    isActive: row.active,
  }));
  const sources = (query.data?.validatorTestSourceTypes ?? []).map((row) => ({
    ...row,
    isActive: row.active,
  }));
  const lines = (query.data?.validatorJsonFilters ?? []).map((line) => ({
    id: line.businessLineId,
    name: lineLabel(line),
  }));
  const open = (kind: Editing['kind'], state: ModalState<TypeRow>) => setEditing({ kind, state });

  const systemGrid = (
    <MaintenanceGrid
      title="System Types"
      label="Test system types"
      columns={SYSTEM_COLUMNS}
      data={listRows(systems, query.loading, query.error, reload)}
      selected={selectedSystem}
      onSelect={setSelectedSystem}
      canEdit={canEdit}
      onAdd={() => open('system', { mode: 'add' })}
      onUpdate={(row) => open('system', { mode: 'update', row })}
    />
  );
  const sourceGrid = (
    <MaintenanceGrid
      title="Source Types"
      label="Test source types"
      columns={SOURCE_COLUMNS}
      data={listRows(sources, query.loading, query.error, reload)}
      selected={selectedSource}
      onSelect={setSelectedSource}
      canEdit={canEdit}
      onAdd={() => open('source', { mode: 'add' })}
      onUpdate={(row) => open('source', { mode: 'update', row })}
    />
  );
  const modal =
    editing.state.mode === 'closed' ? null : (
      <TestTypeModal
        kind={editing.kind}
        row={editing.state.mode === 'update' ? editing.state.row : null}
        lines={lines}
        readOnly={!canEdit}
        onClose={() => open(editing.kind, { mode: 'closed' })}
        onSaved={() => {
          open(editing.kind, { mode: 'closed' });
          setSelectedSystem(null);
          setSelectedSource(null);
          reload();
        }}
      />
    );
  return { systemGrid, sourceGrid, modal };
}

function TestTypeModal({
  kind,
  row,
  lines,
  readOnly,
  onClose,
  onSaved,
}: {
  kind: 'system' | 'source';
  row: TypeRow | null;
  lines: { id: string; name: string }[];
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [businessLineId, setLine] = useState(row?.businessLineId ?? '');
  const [name, setName] = useState(row?.name ?? '');
  const [description, setDescription] = useState(row?.description ?? '');
  const [active, setActive] = useState(row?.active ?? true);
  const [saveSystem] = useSaveValidatorTestSystemTypeMutation();
  const [saveSource] = useSaveValidatorTestSourceTypeMutation();
  const confirmed = useConfirmedSave(onSaved);
  const isSystem = kind === 'system';
  const problem = validateTestReference(
    { name, description, businessLineId: businessLineId ? Number(businessLineId) : null },
    isSystem,
  );
  const base = { id: row?.id ?? null, name: name.trim(), description, active, version: row?.version ?? null };
  return (
    <MaintenanceModal
      open
      title={isSystem ? 'Add/Update System Type' : 'Add/Update Source Type'}
      readOnly={readOnly}
      invalid={problem !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          if (isSystem) {
            const { data } = await saveSystem({ variables: { input: { ...base, businessLineId } } });
            return data!.saveValidatorTestSystemType.message;
          }
          const { data } = await saveSource({ variables: { input: base } });
          return data!.saveValidatorTestSourceType.message;
        })
      }
    >
      {isSystem && (
        <SelectField
          label="Business Line"
          required
          value={businessLineId}
          options={lines}
          error={confirmed.errorOf('businessLineId')}
          onChange={setLine}
        />
      )}
      <TextField
        label="Name"
        required
        value={name}
        maxLength={100}
        error={confirmed.errorOf('name') ?? (problem?.field === 'name' && name ? problem.message : undefined)}
        onChange={setName}
      />
      <TextAreaField label="Description" value={description} maxLength={500} onChange={setDescription} />
      <CheckboxField label="Active (offered on the test user form)" checked={active} onChange={setActive} />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}
