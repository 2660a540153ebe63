import { Box, Heading, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Column } from 'react-data-grid';
import { activeColumn, MaintenanceGrid, yesNoColumn } from '../../../components/maintenance/maintenance-grid';
import {
  CheckboxField,
  MaintenanceModal,
  TextAreaField,
  TextField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { type ModalState } from '../../../components/maintenance/use-screen';
import { useProviderEdit } from '../../../components/maintenance/use-screen';
import type { SetupReferenceQuery } from '../../../gql/graphql';
import { useSaveSetupStepGroupMutation, useSetupReferenceQuery } from '../../../gql/hooks';
import { useTestTypeTabs } from './test-types-tabs';
import { listRows } from './use-list-rows';

type StepRow = SetupReferenceQuery['setupStepsGroups'][number];
type StepGridRow = StepRow & { isActive: boolean };

const STEP_COLUMNS: Column<StepGridRow>[] = [
  { key: 'name', name: 'Name', width: 180 },
  { key: 'description', name: 'Description', minWidth: 280 },
  { key: 'ruleSetName', name: 'Rule Set', width: 150 },
  yesNoColumn<StepGridRow>('isDynamic', 'Dynamic', 100),
  activeColumn<StepGridRow>(),
];

/**
 * Setup Reference Data: steps and groups, the test system and source types (maintained here), reject reasons, data
 * types and staging tables.
 */
export function SetupReferencePage() {
  // The setup is provider staff's work: a client's user reads it.
  const canEdit = useProviderEdit();
  const testTypes = useTestTypeTabs(canEdit);
  const reference = useSetupReferenceQuery({ fetchPolicy: 'cache-and-network' });
  const [selected, setSelected] = useState<StepGridRow | null>(null);
  const [modal, setModal] = useState<ModalState<StepGridRow>>({ mode: 'closed' });
  const reload = () => void reference.refetch();
  const steps = (reference.data?.setupStepsGroups ?? []).map((row) => ({ ...row, isActive: row.active }));
  const data = listRows(steps, reference.loading, reference.error, reload);
  return (
    <Stack gap="5">
      <Tabs.Root defaultValue="steps" variant="line">
        <Tabs.List>
          <Tabs.Trigger value="steps">Steps and Groups</Tabs.Trigger>
          <Tabs.Trigger value="systems">System Types</Tabs.Trigger>
          <Tabs.Trigger value="sources">Source Types</Tabs.Trigger>
          <Tabs.Trigger value="reasons">Reject Reasons</Tabs.Trigger>
          <Tabs.Trigger value="types">Data Types</Tabs.Trigger>
          <Tabs.Trigger value="staging">Staging Tables</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="steps">
          <MaintenanceGrid
            title="Steps and Groups"
            label="Steps and groups"
            columns={STEP_COLUMNS}
            data={data}
            selected={selected}
            onSelect={setSelected}
            canEdit={canEdit}
            onAdd={() => setModal({ mode: 'add' })}
            onUpdate={(row) => setModal({ mode: 'update', row })}
            onDelete={null}
            onExport={null}
          />
        </Tabs.Content>
        <Tabs.Content value="systems">{testTypes.systemGrid}</Tabs.Content>
        <Tabs.Content value="sources">{testTypes.sourceGrid}</Tabs.Content>
        <Tabs.Content value="reasons">
          <SimpleList
            title="Reject Reasons"
            rows={(reference.data?.rejectReasons ?? []).map((row) => [row.name])}
            header={['Reason']}
          />
        </Tabs.Content>
        <Tabs.Content value="types">
          <SimpleList
            title="Data Types"
            header={['Data Type', 'Takes a Length']}
            rows={(reference.data?.setupDataTypes ?? []).map((row) => [
              row.name,
              row.hasLength ? 'Yes' : 'No',
            ])}
          />
        </Tabs.Content>
        <Tabs.Content value="staging">
          <Stack gap="5">
            <Heading as="h1" size="2xl">
              Staging Tables
            </Heading>
            {(reference.data?.stagingTables ?? []).map((table) => (
              <Box key={table.id}>
                <SimpleList
                  title={table.tableName}
                  level="h2"
                  note={table.description}
                  header={['Column', 'Data Type', 'Length']}
                  rows={table.columns.map((column) => [
                    column.columnName,
                    column.dataType,
                    column.length ? String(column.length) : '',
                  ])}
                />
              </Box>
            ))}
          </Stack>
        </Tabs.Content>
      </Tabs.Root>
      {testTypes.modal}
      {modal.mode !== 'closed' && (
        <StepModal
          row={modal.mode === 'update' ? modal.row : null}
          readOnly={!canEdit}
          onClose={() => setModal({ mode: 'closed' })}
          onSaved={() => {
            setModal({ mode: 'closed' });
            setSelected(null);
            reload();
          }}
        />
      )}
    </Stack>
  );
}

function SimpleList({
  title,
  header,
  rows,
  note,
  level = 'h1',
}: {
  title: string;
  header: string[];
  rows: string[][];
  note?: string;
  level?: 'h1' | 'h2';
}) {
  return (
    <Stack gap="2">
      <Heading as={level} size={level === 'h1' ? '2xl' : 'lg'}>
        {title}
      </Heading>
      {note && <Text color="fg.muted">{note}</Text>}
      <Table.Root size="sm" variant="outline" maxW="3xl" aria-label={title}>
        <Table.Header>
          <Table.Row>
            {header.map((name) => (
              <Table.ColumnHeader key={name}>{name}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.join('|')}>
              {row.map((cell, index) => (
                <Table.Cell key={header[index]}>{cell}</Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

function StepModal({
  row,
  readOnly,
  onClose,
  onSaved,
}: {
  row: StepGridRow | null;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [name, setName] = useState(row?.name ?? '');
  const [description, setDescription] = useState(row?.description ?? '');
  const [ruleSetName, setRuleSetName] = useState(row?.ruleSetName ?? '');
  const [isDynamic, setDynamic] = useState(row?.isDynamic ?? false);
  const [active, setActive] = useState(row?.active ?? true);
  const [save] = useSaveSetupStepGroupMutation();
  const confirmed = useConfirmedSave(onSaved);
  return (
    <MaintenanceModal
      open
      title="Add/Update Step or Group"
      readOnly={readOnly}
      invalid={!name.trim()}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: {
              input: { id: row?.id ?? null, name: name.trim(), description, ruleSetName, isDynamic, active },
            },
          });
          return data!.saveSetupStepGroup.message;
        })
      }
    >
      <TextField
        label="Name"
        required
        value={name}
        maxLength={100}
        error={confirmed.errorOf('name')}
        onChange={setName}
      />
      <TextAreaField label="Description" value={description} maxLength={500} onChange={setDescription} />
      <TextField label="Rule Set" value={ruleSetName} maxLength={100} onChange={setRuleSetName} />
      <CheckboxField label="Dynamic" checked={isDynamic} onChange={setDynamic} />
      <CheckboxField label="Active" checked={active} onChange={setActive} />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}
