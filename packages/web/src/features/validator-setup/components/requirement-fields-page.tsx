import { Text } from '@chakra-ui/react';
import {
  shortenRequirementText,
  TOAST_TITLES,
  validateRequirementField,
  VALIDATOR_TEST_MESSAGES,
} from '@lexbridge/rules';
import { useState } from 'react';
import type { Column } from 'react-data-grid';
import { FilterSelect } from '../../../components/maintenance/grid-filters';
import { MaintenanceGrid, yesNoColumn } from '../../../components/maintenance/maintenance-grid';
import {
  CheckboxField,
  MaintenanceModal,
  SelectField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { DeleteConfirm } from '../../../components/maintenance/screen-parts';
import { useDeleteFlow, type ModalState } from '../../../components/maintenance/use-screen';
import { useProviderEdit } from '../../../components/maintenance/use-screen';
import type {
  RequirementFieldChoicesQuery,
  RequirementFieldsQuery,
  RequirementFieldType,
} from '../../../gql/graphql';
import {
  useDeleteRequirementFieldMutation,
  useExportRequirementFieldsMutation,
  useRequirementFieldChoicesQuery,
  useRequirementFieldsQuery,
  useSaveRequirementFieldMutation,
} from '../../../gql/hooks';
import { saveTicketFile } from '../../../lib/excel';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { SetupSelects, useSetupSelection } from './entity-picker';
import { listRows } from './use-list-rows';

type Row = RequirementFieldsQuery['requirementFields'][number];
type Choices = RequirementFieldChoicesQuery;

const TYPE_OPTIONS: { id: RequirementFieldType; name: string }[] = [
  { id: 'VET', name: 'VET' },
  { id: 'HMDA_VET', name: 'HMDA VET' },
];

const destination = (row: { destinationTable?: string | null; destinationField?: string | null }) =>
  [row.destinationTable, row.destinationField].filter(Boolean).join('.');

function columnsFor(type: RequirementFieldType): Column<Row>[] {
  return [
    { key: 'requirementNumber', name: 'Requirement', width: 110 },
    { key: 'requirement', name: 'Requirement Text', minWidth: 140 },
    {
      key: 'testNumber',
      name: 'Test',
      width: 200,
      renderCell: ({ row }) => `${row.testNumber} ${row.testName}`,
    },
    { key: 'clientSourceField', name: 'Client Source Field', width: 150 },
    { key: 'destinationField', name: 'Destination', width: 170, renderCell: ({ row }) => destination(row) },
    ...(type === 'HMDA_VET' ? [{ key: 'hmdaFieldName', name: 'HMDA Field', width: 180 } as Column<Row>] : []),
    yesNoColumn<Row>('isRequired', 'Required', 90),
  ];
}

/**
 * Requirement Field Mapping: for an entity, which header field feeds which business requirement and the validator
 * test that checks it. The requirement type picks the list: VET rows, or (an HMDA entity's) HMDA VET rows naming
 * the HMDA field too; the Test select is the test mapping filter. Export writes what the grid shows.
 */
export function RequirementFieldsPage() {
  // The setup is provider staff's work: a client's user reads it.
  const canEdit = useProviderEdit();
  const selection = useSetupSelection();
  const [type, setType] = useState<RequirementFieldType>('VET');
  const [testChoice, setTestId] = useState('');
  const [selected, setSelected] = useState<Row | null>(null);
  const [modal, setModal] = useState<ModalState<Row>>({ mode: 'closed' });
  const entityId = selection.entityId;
  const choices = useRequirementFieldChoicesQuery({
    variables: { entityId },
    skip: !entityId,
    fetchPolicy: 'cache-and-network',
  });
  const isHmda = choices.data?.testMappingFilter.isHmda ?? false;
  // The test mapping filter keeps a test only while the chosen entity's line has it.
  const testId = choices.data?.testMappingFilter.tests.some((test) => test.id === testChoice)
    ? testChoice
    : '';
  const hmdaRefused = type === 'HMDA_VET' && Boolean(choices.data) && !isHmda;
  const rows = useRequirementFieldsQuery({
    variables: { entityId, type, testId: testId || null },
    skip: !entityId || hmdaRefused,
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useDeleteRequirementFieldMutation();
  const [exportRows, exporting] = useExportRequirementFieldsMutation();
  const reload = () => void rows.refetch();
  const data = listRows(
    entityId && !hmdaRefused ? (rows.data?.requirementFields ?? []) : [],
    rows.loading,
    rows.error,
    reload,
  );
  const removal = useDeleteFlow(() => {
    setSelected(null);
    reload();
  });
  const ready = Boolean(entityId) && !hmdaRefused;

  return (
    <>
      <MaintenanceGrid
        title="Requirement Field Mapping"
        label="Requirement fields"
        columns={columnsFor(type)}
        data={data}
        selected={selected}
        onSelect={setSelected}
        canEdit={canEdit}
        onAdd={ready && choices.data ? () => setModal({ mode: 'add' }) : null}
        onUpdate={(row) => setModal({ mode: 'update', row })}
        onDelete={(row) =>
          removal.askDelete(
            async () =>
              (await remove({ variables: { id: row.id, type } })).data!.deleteRequirementField.message,
          )
        }
        onExport={
          ready
            ? async () => {
                try {
                  const { data: ticket } = await exportRows({
                    variables: { entityId, type, testId: testId || null },
                  });
                  await saveTicketFile(ticket!.exportRequirementFields.url, 'RequirementFields.xlsx');
                } catch (error) {
                  notify({
                    type: 'error',
                    title: TOAST_TITLES.error,
                    description: errorMessage(error, 'Something went wrong.'),
                  });
                }
              }
            : null
        }
        exporting={exporting.loading}
        filters={
          <>
            <SetupSelects selection={selection} withEntity />
            <FilterSelect
              label="Requirement Type"
              value={type}
              onChange={(value) => {
                setType((value || 'VET') as RequirementFieldType);
                setSelected(null);
              }}
              options={TYPE_OPTIONS}
            />
            <FilterSelect
              label="Test"
              value={testId}
              onChange={setTestId}
              placeholder="All tests"
              options={(choices.data?.testMappingFilter.tests ?? []).map((test) => ({
                id: test.id,
                name: `${test.testNumber} ${test.testName}`,
              }))}
            />
          </>
        }
        notice={
          !entityId ? (
            <Text color="fg.muted">
              Choose a client, a business line and an entity to see its requirement fields.
            </Text>
          ) : hmdaRefused ? (
            <Text color="fg.muted">{VALIDATOR_TEST_MESSAGES.hmdaEntityOnly}</Text>
          ) : undefined
        }
      />
      {modal.mode !== 'closed' && choices.data && (
        <RequirementFieldModal
          row={modal.mode === 'update' ? modal.row : null}
          type={type}
          entityId={entityId}
          choices={choices.data}
          defaultTestId={testId}
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

function RequirementFieldModal({
  row,
  type,
  entityId,
  choices,
  defaultTestId,
  readOnly,
  onClose,
  onSaved,
}: {
  row: Row | null;
  type: RequirementFieldType;
  entityId: string;
  choices: Choices;
  defaultTestId: string;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [requirementId, setRequirement] = useState(row?.requirementId ?? '');
  const [testId, setTest] = useState(row?.testId ?? defaultTestId);
  const [headerFieldId, setHeaderField] = useState(row?.headerFieldId ?? '');
  const [hmdaFieldId, setHmdaField] = useState(row?.hmdaFieldId ?? '');
  const [isRequired, setRequired] = useState(row?.isRequired ?? true);
  const [save] = useSaveRequirementFieldMutation();
  const confirmed = useConfirmedSave(onSaved);
  const isHmdaVet = type === 'HMDA_VET';
  const id = (value: string) => (value ? Number(value) : null);
  const failure = validateRequirementField({
    type: isHmdaVet ? 'HMDA_VET' : 'VET',
    requirementId: id(requirementId),
    testId: id(testId),
    headerFieldId: id(headerFieldId),
    hmdaFieldId: id(hmdaFieldId),
  });
  return (
    <MaintenanceModal
      open
      title={isHmdaVet ? 'Add/Update HMDA Field Mapping' : 'Add/Update Requirement Field'}
      readOnly={readOnly}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: {
              input: {
                id: row?.id ?? null,
                type,
                entityId,
                requirementId,
                testId,
                headerFieldId,
                hmdaFieldId: isHmdaVet ? hmdaFieldId : null,
                isRequired,
                version: row?.version ?? null,
              },
            },
          });
          return data!.saveRequirementField.message;
        })
      }
    >
      <SelectField
        label="Requirement"
        required
        value={requirementId}
        error={confirmed.errorOf('requirementId')}
        onChange={setRequirement}
        options={choices.entityRequirements.map((choice) => ({
          id: choice.id,
          name: `${choice.requirementNumber} ${shortenRequirementText(choice.requirement ?? '')}`,
        }))}
      />
      <SelectField
        label="Validator Test"
        required
        value={testId}
        error={confirmed.errorOf('testId')}
        onChange={setTest}
        options={choices.testMappingFilter.tests.map((test) => ({
          id: test.id,
          name: `${test.testNumber} ${test.testName}`,
        }))}
      />
      <SelectField
        label="Header Field"
        required
        value={headerFieldId}
        error={confirmed.errorOf('headerFieldId')}
        onChange={setHeaderField}
        options={choices.headerFields
          .filter((field) => !field.isRemoved || field.id === headerFieldId)
          .map((field) => ({
            id: field.id,
            name: destination(field)
              ? `${field.clientSourceField} → ${destination(field)}`
              : field.clientSourceField,
          }))}
      />
      {isHmdaVet && (
        <SelectField
          label="HMDA Field"
          required
          value={hmdaFieldId}
          error={confirmed.errorOf('hmdaFieldId')}
          onChange={setHmdaField}
          options={choices.testMappingFilter.hmdaFields}
        />
      )}
      <CheckboxField
        label="Required (a blank value is an observation)"
        checked={isRequired}
        onChange={setRequired}
      />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}
