import { VALIDATOR_MODAL_TITLES } from '@lexbridge/rules';
import { useMemo, useState } from 'react';
import type { Column } from 'react-data-grid';
import type { TestFilterFieldsGridQuery } from '../../../gql/graphql';
import {
  useDeleteTestFilterFieldMutation,
  useEntityFieldsQuery,
  useFilterTestsQuery,
  useSaveTestFilterFieldMutation,
  useTestFilterFieldsGridLazyQuery,
  useTestFilterMappingsGridQuery,
  useValidatorEntitiesQuery,
} from '../../../gql/hooks';
import { useGridExport } from '../hooks/use-export';
import { pageOf, usePagedRows } from '../../../components/maintenance/use-paged-rows';
import { useBusinessLineOptions } from './business-lines';
import { FilterSelect, GridSearch, useDebouncedSearch } from '../../../components/maintenance/grid-filters';
import { activeColumn, MaintenanceGrid, yesNoColumn } from '../../../components/maintenance/maintenance-grid';
import {
  CheckboxField,
  MaintenanceModal,
  MultiSelectTagField,
  SelectField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { DeleteConfirm } from '../../../components/maintenance/screen-parts';
import { useDeleteFlow, type ModalState } from '../../../components/maintenance/use-screen';
import { useProviderEdit } from '../../../components/maintenance/use-screen';

type Row = TestFilterFieldsGridQuery['testFilterFields']['items'][number];

const COLUMNS: Column<Row>[] = [
  { key: 'testNumber', name: 'Test Id', width: 110 },
  { key: 'testRule', name: 'Test Rule', minWidth: 260 },
  { key: 'entityName', name: 'Entity', width: 150 },
  { key: 'tableName', name: 'Table', width: 150 },
  { key: 'fieldName', name: 'Field', width: 180 },
  yesNoColumn<Row>('isValidationRequired', 'Validation Required', 180),
  activeColumn<Row>(),
];

/** Test Filter Fields: which entity fields a filter mapping reads. */
export function TestFilterFieldsPage() {
  // Provider-wide records: a client's user reads them.
  const canEdit = useProviderEdit();
  const search = useDebouncedSearch();
  const [lineFilter, setLineFilter] = useState('');
  const [testFilter, setTestFilter] = useState('');
  const lines = useBusinessLineOptions();
  const tests = useFilterTestsQuery({ variables: { businessLineId: lineFilter || null, isMapped: true } });
  const filter = useMemo(
    () => ({
      searchText: search.applied || null,
      businessLineId: lineFilter || null,
      testId: testFilter || null,
    }),
    [search.applied, lineFilter, testFilter],
  );
  const [fetchGrid] = useTestFilterFieldsGridLazyQuery({ fetchPolicy: 'network-only' });
  const data = usePagedRows<Row>(
    (pageNumber, pageSize) =>
      pageOf(
        fetchGrid({ variables: { filter, page: { pageNumber, pageSize } } }),
        (result) => result.testFilterFields,
      ),
    JSON.stringify(filter),
  );
  const [selected, setSelected] = useState<Row | null>(null);
  const [modal, setModal] = useState<ModalState<Row>>({ mode: 'closed' });
  const { exportGrid, exporting } = useGridExport('TEST_FILTER_FIELDS');
  const [deleteField] = useDeleteTestFilterFieldMutation();
  const removal = useDeleteFlow(() => {
    setSelected(null);
    data.reload();
  });

  return (
    <>
      <MaintenanceGrid
        title="Test Filter Fields"
        label="Test filter fields"
        columns={COLUMNS}
        data={data}
        selected={selected}
        onSelect={setSelected}
        canEdit={canEdit}
        onAdd={() => setModal({ mode: 'add' })}
        onUpdate={(row) => setModal({ mode: 'update', row })}
        onDelete={(row) =>
          removal.askDelete(
            async () =>
              (await deleteField({ variables: { id: row.id } })).data!.deleteTestFilterField.message,
          )
        }
        onExport={() => void exportGrid(filter)}
        exporting={exporting}
        filters={
          <>
            <GridSearch search={search} label="Search test filter fields" />
            <FilterSelect
              label="Business Line"
              value={lineFilter}
              onChange={setLineFilter}
              options={lines}
              placeholder="All"
            />
            <FilterSelect
              label="Test Id"
              value={testFilter}
              onChange={setTestFilter}
              options={(tests.data?.filterTests ?? []).map((test) => ({
                id: test.id,
                name: test.testNumber,
              }))}
              placeholder="All"
            />
          </>
        }
      />
      {modal.mode !== 'closed' && (
        <FilterFieldModal
          row={modal.mode === 'update' ? modal.row : null}
          lines={lines}
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

/** Adding takes several fields at once (the tag picker): one filter field per field chosen. */
function FilterFieldModal({
  row,
  lines,
  readOnly,
  onClose,
  onSaved,
}: {
  row: Row | null;
  lines: { id: string; name: string }[];
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [businessLineId, setBusinessLineId] = useState(row?.businessLineId ?? '');
  const [testId, setTestId] = useState(row?.testId ?? '');
  const [mappingId, setMappingId] = useState(row?.testFilterMappingId ?? '');
  const [entityId, setEntityId] = useState(row?.entityId ?? '');
  const [fieldIds, setFieldIds] = useState<string[]>(row ? [row.fieldId] : []);
  const [isValidationRequired, setIsValidationRequired] = useState(row?.isValidationRequired ?? false);
  const [isActive, setIsActive] = useState(row?.isActive ?? true);
  const tests = useFilterTestsQuery({
    variables: { businessLineId: businessLineId || null, isMapped: true },
    skip: !businessLineId,
  });
  const mappings = useTestFilterMappingsGridQuery({
    variables: { filter: { testId }, page: { pageNumber: 1, pageSize: 1000 } },
    skip: !testId,
  });
  const entities = useValidatorEntitiesQuery({
    variables: { businessLineId: businessLineId || null },
    skip: !businessLineId,
  });
  const fields = useEntityFieldsQuery({ variables: { entityId, testId: testId || null }, skip: !entityId });
  const [save] = useSaveTestFilterFieldMutation();
  const confirmed = useConfirmedSave(onSaved);
  const fieldOptions = (fields.data?.entityFields ?? []).map((field) => ({
    id: field.id,
    name: field.fieldName,
  }));
  const invalid = !mappingId || !entityId || fieldIds.length === 0 || (row !== null && fieldIds.length !== 1);

  return (
    <MaintenanceModal
      open
      title={VALIDATOR_MODAL_TITLES.testFilterField}
      readOnly={readOnly}
      invalid={invalid}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          let message = '';
          for (const fieldId of fieldIds) {
            const { data } = await save({
              variables: {
                input: {
                  id: row?.id ?? null,
                  testFilterMappingId: mappingId,
                  entityId,
                  fieldId,
                  isValidationRequired,
                  isActive,
                  version: row?.version ?? null,
                },
              },
            });
            message = data!.saveTestFilterField.message;
          }
          return message;
        })
      }
    >
      <SelectField
        label="Business Line"
        required
        value={businessLineId}
        onChange={setBusinessLineId}
        options={lines}
      />
      <SelectField
        label="Test Id"
        required
        value={testId}
        onChange={(value) => {
          setTestId(value);
          setMappingId('');
        }}
        options={(tests.data?.filterTests ?? []).map((test) => ({
          id: test.id,
          name: `${test.testNumber} - ${test.testName}`,
        }))}
      />
      <SelectField
        label="Test Rule"
        required
        value={mappingId}
        onChange={setMappingId}
        options={(mappings.data?.testFilterMappings.items ?? []).map((mapping) => ({
          id: mapping.id,
          name: mapping.testRule,
        }))}
      />
      <SelectField
        label="Entity"
        required
        value={entityId}
        onChange={(value) => {
          setEntityId(value);
          setFieldIds([]);
        }}
        options={(entities.data?.validatorEntities ?? []).map((entity) => ({
          id: entity.id,
          name: entity.name,
        }))}
      />
      {row ? (
        <SelectField
          label="Field"
          required
          value={fieldIds[0] ?? ''}
          onChange={(value) => setFieldIds(value ? [value] : [])}
          options={fieldOptions}
        />
      ) : (
        <MultiSelectTagField
          label="Fields"
          required
          options={fieldOptions}
          value={fieldIds}
          onChange={setFieldIds}
          disabled={!entityId}
        />
      )}
      <CheckboxField
        label="Validation Required"
        checked={isValidationRequired}
        onChange={setIsValidationRequired}
      />
      <CheckboxField label="Active" checked={isActive} onChange={setIsActive} />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}
