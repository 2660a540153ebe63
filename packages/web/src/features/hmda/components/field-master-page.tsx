import { Button } from '@chakra-ui/react';
import {
  fieldLengthError,
  HMDA_AN_MAX_LENGTH,
  HMDA_MODAL_TITLES,
  validateFieldMaster,
} from '@lexbridge/rules';
import { Copy } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Column } from 'react-data-grid';
import {
  GridSearch,
  StatusFilter,
  statusOf,
  useDebouncedSearch,
} from '../../../components/maintenance/grid-filters';
import { activeColumn, MaintenanceGrid } from '../../../components/maintenance/maintenance-grid';
import {
  CheckboxField,
  MaintenanceModal,
  SelectField,
  TextAreaField,
  TextField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { pageOf, usePagedRows } from '../../../components/maintenance/use-paged-rows';
import { useCanEdit, useRowEditor } from '../../../components/maintenance/use-screen';
import type { HmdaFieldMasterGridQuery, HmdaFieldType } from '../../../gql/graphql';
import {
  useHmdaFieldMasterGridLazyQuery,
  useHmdaFieldMasterOptionsQuery,
  useSaveHmdaFieldMasterMutation,
} from '../../../gql/hooks';
import { useHmdaExport } from '../hooks/use-hmda-export';
import { useHmdaScope, type HmdaScope } from '../hooks/use-scope';
import { ReplicateModal } from './replicate-modal';
import { ScopeFilters } from './scope-filters';

type Row = HmdaFieldMasterGridQuery['hmdaFieldMaster']['items'][number];

const COLUMNS: Column<Row>[] = [
  { key: 'entityName', name: 'Entity', width: 190 },
  { key: 'reportingYear', name: 'Reporting Year', width: 120 },
  { key: 'azimuthFieldName', name: 'Azimuth Field', minWidth: 220 },
  { key: 'fieldName', name: 'Field Name', minWidth: 220 },
  { key: 'fieldType', name: 'Type', width: 70 },
  { key: 'fieldLength', name: 'Length', width: 80, renderCell: ({ row }) => row.fieldLength ?? '' },
  { key: 'checkDigit', name: 'Check Digit', width: 170 },
  { key: 'valueRequired', name: 'Value Required', width: 130 },
  activeColumn<Row>(),
];

const TYPES = [
  { id: 'AN', name: `AN (alphanumeric, at most ${HMDA_AN_MAX_LENGTH})` },
  { id: 'N', name: 'N (numeric, no length)' },
];

/** The filter of a per-entity, per-year grid from its scope, search and status. */
export function useEntityYearFilter(scope: HmdaScope, search: string, status: string) {
  return useMemo(
    () => ({
      clientEntityId: scope.clientEntityId || null,
      reportingYear: scope.reportingYear ? Number(scope.reportingYear) : null,
      searchText: search || null,
      isActive: statusOf(status),
    }),
    [scope.clientEntityId, scope.reportingYear, search, status],
  );
}

/** Field Master: a client entity's fields per reporting year, mapped onto the provider's HMDA fields. */
export function FieldMasterPage() {
  const canEdit = useCanEdit();
  const scope = useHmdaScope('FIELD_MASTER');
  const search = useDebouncedSearch();
  const [status, setStatus] = useState('');
  const filter = useEntityYearFilter(scope, search.applied, status);
  const [fetchGrid] = useHmdaFieldMasterGridLazyQuery({ fetchPolicy: 'network-only' });
  const data = usePagedRows<Row>(
    (pageNumber, pageSize) =>
      pageOf(
        fetchGrid({ variables: { filter, page: { pageNumber, pageSize } } }),
        (result) => result.hmdaFieldMaster,
      ),
    JSON.stringify(filter),
  );
  const editor = useRowEditor<Row>();
  const [replicating, setReplicating] = useState(false);
  const { exportList, exporting } = useHmdaExport();
  const entityName = scope.entities.find((entity) => entity.id === scope.clientEntityId)?.name;

  return (
    <>
      <MaintenanceGrid
        title="Field Master"
        label="Field master"
        columns={COLUMNS}
        data={data}
        selected={editor.selected}
        onSelect={editor.setSelected}
        canEdit={canEdit}
        onAdd={editor.add}
        onUpdate={editor.update}
        onExport={() => void exportList({ list: 'FIELD_MASTER', filter })}
        exporting={exporting}
        filters={
          <>
            <ScopeFilters scope={scope} />
            <GridSearch search={search} label="Search fields" />
            <StatusFilter value={status} onChange={setStatus} />
          </>
        }
        actions={
          canEdit && (
            <Button size="sm" variant="outline" onClick={() => setReplicating(true)}>
              <Copy /> Replicate Year
            </Button>
          )
        }
      />
      {editor.open && (
        <FieldMasterModal
          row={editor.row}
          scope={scope}
          readOnly={!canEdit}
          onClose={editor.close}
          onSaved={() => {
            editor.saved();
            scope.refetchYears();
            data.reload();
          }}
        />
      )}
      {replicating && (
        <ReplicateModal
          part="FIELD_MASTER"
          scopeLabel={`Field master of ${entityName ?? 'every entity'}.`}
          clientEntityId={scope.clientEntityId || null}
          priorYears={scope.years}
          defaultPrior={scope.reportingYear}
          onClose={() => setReplicating(false)}
          onDone={() => {
            setReplicating(false);
            scope.refetchYears();
            data.reload();
          }}
        />
      )}
    </>
  );
}

function FieldMasterModal({
  row,
  scope,
  readOnly,
  onClose,
  onSaved,
}: {
  row: Row | null;
  scope: HmdaScope;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const options = useHmdaFieldMasterOptionsQuery({ fetchPolicy: 'cache-first' });
  const [clientEntityId, setClientEntityId] = useState(row?.clientEntityId ?? scope.clientEntityId);
  const [reportingYear, setReportingYear] = useState(String(row?.reportingYear ?? scope.reportingYear ?? ''));
  const [azimuthFieldId, setAzimuthFieldId] = useState(row?.azimuthFieldId ?? '');
  const [fieldName, setFieldName] = useState(row?.fieldName ?? '');
  const [fieldType, setFieldType] = useState<string>(row?.fieldType ?? 'AN');
  const [fieldLength, setFieldLength] = useState(row?.fieldLength ? String(row.fieldLength) : '');
  const [checkDigit, setCheckDigit] = useState(row?.checkDigit ?? '');
  const [valueRequired, setValueRequired] = useState(row?.valueRequired ?? '');
  const [description, setDescription] = useState(row?.description ?? '');
  const [isActive, setIsActive] = useState(row?.isActive ?? true);
  const [touched, setTouched] = useState(false);
  const [save] = useSaveHmdaFieldMasterMutation();
  const confirmed = useConfirmedSave(onSaved);
  const failure = validateFieldMaster({
    clientEntityId,
    reportingYear: reportingYear || null,
    azimuthFieldId,
    fieldName,
    fieldType,
    fieldLength: fieldLength || null,
  });
  const errorOf = (field: string) =>
    (touched && failure?.field === field ? failure.message : null) ?? confirmed.errorOf(field);
  const touch = (field: string) => {
    setTouched(true);
    confirmed.clear(field);
  };
  const lengthError = touched ? fieldLengthError(fieldType, fieldLength || null) : null;
  const named = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

  return (
    <MaintenanceModal
      open
      title={HMDA_MODAL_TITLES.fieldMaster}
      readOnly={readOnly}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: {
              input: {
                id: row?.id ?? null,
                clientEntityId,
                reportingYear: Number(reportingYear),
                azimuthFieldId,
                fieldName: fieldName.trim(),
                fieldType: fieldType as HmdaFieldType,
                fieldLength: fieldType === 'AN' && fieldLength ? Number(fieldLength) : null,
                checkDigit: checkDigit || null,
                valueRequired: valueRequired || null,
                description: description.trim(),
                isActive,
                version: row?.version ?? null,
              },
            },
          });
          return data!.saveHmdaFieldMaster.message;
        })
      }
    >
      <SelectField
        label="Entity"
        required
        value={clientEntityId}
        onChange={(value) => {
          touch('clientEntityId');
          setClientEntityId(value);
        }}
        options={scope.entities.map((entity) => ({
          id: entity.id,
          name: `${entity.name} (${entity.clientName})`,
        }))}
        error={errorOf('clientEntityId')}
      />
      <TextField
        label="Reporting Year"
        required
        value={reportingYear}
        maxLength={4}
        onChange={(value) => {
          touch('reportingYear');
          setReportingYear(value.replace(/\D/g, ''));
        }}
        error={errorOf('reportingYear')}
      />
      <SelectField
        label="Azimuth Field"
        required
        value={azimuthFieldId}
        onChange={(value) => {
          touch('azimuthFieldId');
          setAzimuthFieldId(value);
        }}
        options={options.data?.hmdaAzimuthFields ?? []}
        error={errorOf('azimuthFieldId')}
      />
      <TextField
        label="Field Name"
        required
        value={fieldName}
        maxLength={HMDA_AN_MAX_LENGTH}
        onChange={(value) => {
          touch('fieldName');
          setFieldName(value);
        }}
        error={errorOf('fieldName')}
      />
      <SelectField
        label="Field Type"
        required
        value={fieldType}
        onChange={(value) => {
          touch('fieldType');
          setFieldType(value);
          // N has no length.
          if (value === 'N') setFieldLength('');
        }}
        options={TYPES}
        error={errorOf('fieldType')}
      />
      <TextField
        label={fieldType === 'AN' ? `Length (1 to ${HMDA_AN_MAX_LENGTH})` : 'Length (none for type N)'}
        required={fieldType === 'AN'}
        disabled={fieldType !== 'AN'}
        value={fieldLength}
        maxLength={3}
        onChange={(value) => {
          touch('fieldLength');
          setFieldLength(value.replace(/\D/g, ''));
        }}
        error={lengthError?.field === 'fieldLength' ? lengthError.message : confirmed.errorOf('fieldLength')}
      />
      <SelectField
        label="Check Digit"
        value={checkDigit}
        onChange={setCheckDigit}
        options={named(options.data?.hmdaCheckDigits ?? [])}
      />
      <SelectField
        label="Value Required"
        value={valueRequired}
        onChange={setValueRequired}
        options={named(options.data?.hmdaValueRequiredOptions ?? [])}
      />
      <TextAreaField label="Description" value={description} maxLength={500} onChange={setDescription} />
      <CheckboxField label="Active" checked={isActive} onChange={setIsActive} />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}
