import { Box, Button, Checkbox, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { TOAST_TITLES, validateHeaderField } from '@lexbridge/rules';
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
import type { PickItem } from '../../../components/pickers/checklist';
import { MultiSelectField } from '../../../components/pickers/multi-select-field';
import { MultiSelectModal } from '../../../components/pickers/multi-select-modal';
import type { HeaderFieldsQuery, HeaderMappingLookupsQuery } from '../../../gql/graphql';
import {
  useDeleteHeaderFieldMutation,
  useDynamicFieldsQuery,
  useEntityRequirementsQuery,
  useHeaderFieldsQuery,
  useHeaderMappingLookupsQuery,
  useSaveDynamicFieldMutation,
  useSaveHeaderFieldMutation,
} from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { SetupSelects, useSetupSelection } from './entity-picker';
import { listRows } from './use-list-rows';

type Row = HeaderFieldsQuery['headerFields'][number];
type Lookups = HeaderMappingLookupsQuery;

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

const COLUMNS: Column<Row>[] = [
  { key: 'sortOrder', name: '#', width: 50 },
  { key: 'clientSourceField', name: 'Client Source Field', minWidth: 170 },
  {
    key: 'clientSourceType',
    name: 'Source Type',
    width: 110,
    renderCell: ({ row }) => text(row.clientSourceType),
  },
  {
    key: 'clientSourceLength',
    name: 'Source Length',
    width: 110,
    renderCell: ({ row }) => text(row.clientSourceLength),
  },
  {
    key: 'destinationTable',
    name: 'Destination Table',
    width: 150,
    renderCell: ({ row }) => text(row.destinationTable),
  },
  {
    key: 'destinationField',
    name: 'Destination Field',
    width: 150,
    renderCell: ({ row }) => text(row.destinationField),
  },
  {
    key: 'destinationDataType',
    name: 'Destination Type',
    width: 130,
    renderCell: ({ row }) =>
      `${text(row.destinationDataType)}${row.destinationLength ? `(${row.destinationLength})` : ''}`,
  },
  yesNoColumn<Row>('isNew', 'New', 70),
  yesNoColumn<Row>('isIgnored', 'Ignored', 85),
  yesNoColumn<Row>('isEncrypted', 'Encrypted', 95),
  yesNoColumn<Row>('isRemoved', 'Removed', 90),
  {
    key: 'isMerged',
    name: 'Merged',
    width: 120,
    renderCell: ({ row }) => (row.isMerged ? `Into ${row.mergedInto ?? ''}` : 'No'),
  },
  {
    key: 'impactedRequirements',
    name: 'Impacted Requirements',
    width: 190,
    renderCell: ({ row }) =>
      row.impactedRequirements.map((requirement) => requirement.requirementNumber).join(', '),
  },
];

/** Header Field Mapping: an entity's mapped file header (source to destination, flags) and its dynamic fields. */
export function HeaderMappingPage() {
  // The setup is provider staff's work: a client's user reads it.
  const canEdit = useProviderEdit();
  const selection = useSetupSelection();
  const entityId = selection.entityId;
  const fields = useHeaderFieldsQuery({
    variables: { entityId },
    skip: !entityId,
    fetchPolicy: 'cache-and-network',
  });
  const lookups = useHeaderMappingLookupsQuery();
  const [selected, setSelected] = useState<Row | null>(null);
  const [modal, setModal] = useState<ModalState<Row>>({ mode: 'closed' });
  const [deleteField] = useDeleteHeaderFieldMutation();
  const reload = () => void fields.refetch();
  const data = listRows(entityId ? fields.data?.headerFields : [], fields.loading, fields.error, reload);
  const removal = useDeleteFlow(() => {
    setSelected(null);
    reload();
  });

  return (
    <Stack gap="8">
      <MaintenanceGrid
        title="Header Field Mapping"
        label="Header fields"
        columns={COLUMNS}
        data={data}
        selected={selected}
        onSelect={setSelected}
        canEdit={canEdit}
        onAdd={entityId ? () => setModal({ mode: 'add' }) : null}
        onUpdate={(row) => setModal({ mode: 'update', row })}
        onDelete={(row) =>
          removal.askDelete(
            async () => (await deleteField({ variables: { id: row.id } })).data!.deleteHeaderField.message,
          )
        }
        onExport={null}
        filters={<SetupSelects selection={selection} withEntity />}
        notice={
          !entityId ? (
            <Text color="fg.muted">Choose a client, a business line and an entity.</Text>
          ) : undefined
        }
      />
      {entityId && <DynamicFieldsPanel entityId={entityId} canEdit={canEdit} />}
      {modal.mode !== 'closed' && entityId && (
        <HeaderFieldModal
          row={modal.mode === 'update' ? modal.row : null}
          entityId={entityId}
          lookups={lookups.data}
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
    </Stack>
  );
}

function numberOrNull(value: string): number | null {
  return value.trim() === '' ? null : Number(value);
}

function HeaderFieldModal({
  row,
  entityId,
  lookups,
  readOnly,
  onClose,
  onSaved,
}: {
  row: Row | null;
  entityId: string;
  lookups: Lookups | undefined;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [sourceField, setSourceField] = useState(row?.clientSourceField ?? '');
  const [sourceType, setSourceType] = useState(row?.clientSourceType ?? '');
  const [sourceLength, setSourceLength] = useState(text(row?.clientSourceLength));
  const [table, setTable] = useState(row?.destinationTable ?? '');
  const [field, setField] = useState(row?.destinationField ?? '');
  const [dataType, setDataType] = useState(row?.destinationDataType ?? '');
  const [length, setLength] = useState(text(row?.destinationLength));
  const [isNew, setNew] = useState(row?.isNew ?? false);
  const [isIgnored, setIgnored] = useState(row?.isIgnored ?? false);
  const [isEncrypted, setEncrypted] = useState(row?.isEncrypted ?? false);
  const [isRemoved, setRemoved] = useState(row?.isRemoved ?? false);
  const [isMerged, setMerged] = useState(row?.isMerged ?? false);
  const [mergedInto, setMergedInto] = useState(row?.mergedInto ?? '');
  const [isOldFieldActive, setOldFieldActive] = useState(row?.isOldFieldActive ?? true);
  const [impacted, setImpacted] = useState<PickItem[]>(
    () =>
      row?.impactedRequirements.map((requirement) => ({
        id: requirement.id,
        name: requirement.requirementNumber,
      })) ?? [],
  );
  const [picking, setPicking] = useState(false);
  const requirements = useEntityRequirementsQuery({ variables: { entityId } });
  const choices: PickItem[] = (requirements.data?.entityRequirements ?? []).map((requirement) => ({
    id: requirement.id,
    name: requirement.requirementNumber,
    description: requirement.requirement,
  }));
  const [save] = useSaveHeaderFieldMutation();
  const confirmed = useConfirmedSave(onSaved);
  const tables = lookups?.stagingTables ?? [];
  const columns = tables.find((candidate) => candidate.tableName === table)?.columns ?? [];
  const typeHasLength = lookups?.setupDataTypes.find((type) => type.name === dataType)?.hasLength ?? true;
  const failure = validateHeaderField({
    clientSourceField: sourceField,
    clientSourceLength: numberOrNull(sourceLength),
    destinationTable: table || null,
    destinationField: field || null,
    destinationLength: numberOrNull(length),
    isIgnored,
    isRemoved,
    isMerged,
    mergedInto: mergedInto || null,
  });
  const errorOf = (name: string) =>
    confirmed.errorOf(name) ?? (failure?.field === name ? failure.message : null);

  return (
    <MaintenanceModal
      open
      title="Add/Update Header Field"
      readOnly={readOnly}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: {
              input: {
                id: row?.id ?? null,
                entityId,
                clientSourceField: sourceField.trim(),
                clientSourceType: sourceType || null,
                clientSourceLength: numberOrNull(sourceLength),
                destinationTable: table || null,
                destinationField: field || null,
                destinationDataType: dataType || null,
                destinationLength: typeHasLength ? numberOrNull(length) : null,
                isNew,
                isIgnored,
                isEncrypted,
                isRemoved,
                isMerged,
                mergedInto: isMerged ? mergedInto || null : null,
                isOldFieldActive,
                impactedRequirementIds: impacted.map((requirement) => requirement.id),
                version: row?.version ?? null,
              },
            },
          });
          return data!.saveHeaderField.message;
        })
      }
    >
      <TextField
        label="Client Source Field"
        required
        value={sourceField}
        maxLength={200}
        error={sourceField ? errorOf('clientSourceField') : null}
        onChange={setSourceField}
      />
      <HStack gap="3" align="flex-start">
        <TextField label="Source Type" value={sourceType} maxLength={50} onChange={setSourceType} />
        <TextField
          label="Source Length"
          value={sourceLength}
          maxLength={4}
          error={errorOf('clientSourceLength')}
          onChange={setSourceLength}
        />
      </HStack>
      <SelectField
        label="Destination Table"
        value={table}
        onChange={(value) => {
          setTable(value);
          setField('');
        }}
        options={tables.map((candidate) => ({ id: candidate.tableName, name: candidate.tableName }))}
      />
      <SelectField
        label="Destination Field"
        value={field}
        onChange={(value) => {
          setField(value);
          const column = columns.find((candidate) => candidate.columnName === value);
          if (column) {
            setDataType(column.dataType);
            setLength(text(column.length));
          }
        }}
        options={columns.map((column) => ({ id: column.columnName, name: column.columnName }))}
        error={errorOf('destinationField')}
      />
      <HStack gap="3" align="flex-start">
        <SelectField
          label="Destination Type"
          value={dataType}
          onChange={setDataType}
          options={(lookups?.setupDataTypes ?? []).map((type) => ({ id: type.name, name: type.name }))}
        />
        {typeHasLength && (
          <TextField
            label="Destination Length"
            value={length}
            maxLength={4}
            error={errorOf('destinationLength')}
            onChange={setLength}
          />
        )}
      </HStack>
      <HStack gap="5" wrap="wrap">
        <CheckboxField label="New" checked={isNew} onChange={setNew} />
        <CheckboxField label="Ignored" checked={isIgnored} onChange={setIgnored} />
        <CheckboxField label="Encrypted" checked={isEncrypted} onChange={setEncrypted} />
        <CheckboxField label="Removed" checked={isRemoved} onChange={setRemoved} />
        <CheckboxField label="Old Field Active" checked={isOldFieldActive} onChange={setOldFieldActive} />
        <CheckboxField label="Merged" checked={isMerged} onChange={setMerged} />
      </HStack>
      {isMerged && (
        <TextField
          label="Merged Into"
          required
          value={mergedInto}
          maxLength={200}
          error={errorOf('mergedInto')}
          onChange={setMergedInto}
        />
      )}
      <MultiSelectField
        label="Impacted Requirements"
        selectedNames={impacted.map((requirement) => requirement.name)}
        placeholder="None"
        disabled={readOnly}
        onOpen={() => setPicking(true)}
      />
      <MultiSelectModal
        open={picking}
        header="Impacted Requirements"
        items={choices}
        selectedIds={impacted.map((requirement) => requirement.id)}
        columns={2}
        showCancel
        onSubmit={(selected) => {
          setImpacted(selected);
          setPicking(false);
        }}
        onDismiss={() => setPicking(false)}
      />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}

/** The entity's dynamic fields: each switched on or off at once; a new one added by name. */
function DynamicFieldsPanel({ entityId, canEdit }: { entityId: string; canEdit: boolean }) {
  const dynamic = useDynamicFieldsQuery({ variables: { entityId }, fetchPolicy: 'cache-and-network' });
  const [save, saving] = useSaveDynamicFieldMutation();
  const [name, setName] = useState('');

  async function run(input: { id?: string; entityId?: string; fieldName?: string; active: boolean }) {
    try {
      const { data } = await save({ variables: { input } });
      notify({ type: 'success', title: TOAST_TITLES.success, description: data!.saveDynamicField.message });
      await dynamic.refetch();
      return true;
    } catch (error) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(error, 'Something went wrong.'),
      });
      return false;
    }
  }

  return (
    <Box as="section" aria-labelledby="dynamic-fields-heading">
      <Heading as="h2" size="lg" id="dynamic-fields-heading" mb="3">
        Dynamic Fields
      </Heading>
      <Stack gap="2">
        {(dynamic.data?.dynamicFields ?? []).map((row) => (
          <Checkbox.Root
            key={row.id}
            checked={row.active}
            disabled={!canEdit || saving.loading}
            onCheckedChange={(event) => void run({ id: row.id, active: event.checked === true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              {row.fieldName} ({row.active ? 'Active' : 'Inactive'})
            </Checkbox.Label>
          </Checkbox.Root>
        ))}
        {dynamic.data?.dynamicFields.length === 0 && <Text color="fg.muted">No dynamic fields.</Text>}
        {canEdit && (
          <HStack
            as="form"
            gap="2"
            maxW="md"
            onSubmit={(event) => {
              event.preventDefault();
              if (name.trim())
                void run({ entityId, fieldName: name.trim(), active: true }).then((ok) => ok && setName(''));
            }}
          >
            <Input
              size="sm"
              aria-label="New dynamic field name"
              placeholder="New dynamic field"
              value={name}
              maxLength={100}
              onChange={(event) => setName(event.target.value)}
            />
            <Button size="sm" type="submit" disabled={!name.trim()} loading={saving.loading}>
              Add Dynamic Field
            </Button>
          </HStack>
        )}
      </Stack>
    </Box>
  );
}
