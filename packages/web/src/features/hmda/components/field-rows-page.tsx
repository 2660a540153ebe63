import { Button } from '@chakra-ui/react';
import {
  fieldValueError,
  HMDA_MODAL_TITLES,
  validateFieldOrder,
  validateFieldValue,
  type FieldError,
} from '@lexbridge/rules';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import type { Column } from 'react-data-grid';
import { GridSearch, StatusFilter, useDebouncedSearch } from '../../../components/maintenance/grid-filters';
import { activeColumn, MaintenanceGrid } from '../../../components/maintenance/maintenance-grid';
import {
  CheckboxField,
  MaintenanceModal,
  SelectField,
  TextAreaField,
  TextField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { pageOf, usePagedRows, type PageResult } from '../../../components/maintenance/use-paged-rows';
import { useCanEdit, useRowEditor } from '../../../components/maintenance/use-screen';
import type { HmdaEntityYearFilter, HmdaList, HmdaReplicatePart, HmdaScreen } from '../../../gql/graphql';
import {
  useHmdaClientValuesGridLazyQuery,
  useHmdaFieldOrderGridLazyQuery,
  useHmdaFieldsOfQuery,
  useHmdaValidValuesGridLazyQuery,
  useSaveHmdaClientValueMutation,
  useSaveHmdaFieldOrderMutation,
  useSaveHmdaValidValueMutation,
} from '../../../gql/hooks';
import { useHmdaExport } from '../hooks/use-hmda-export';
import { useHmdaScope, type HmdaScope } from '../hooks/use-scope';
import { useEntityYearFilter } from './field-master-page';
import { ReplicateModal } from './replicate-modal';
import { ScopeFilters } from './scope-filters';

/** What client values, valid values and field order rows share, and what each has of its own. */
interface FieldRow {
  id: string;
  clientEntityId: string;
  entityName: string;
  reportingYear: number;
  hmdaFieldMasterId: string;
  azimuthFieldName: string;
  fieldName: string;
  fieldType: string;
  fieldLength: number | null;
  isActive: boolean;
  version: number | null;
  clientValue?: string;
  hmdaValue?: string;
  validValue?: string;
  description?: string;
  fieldOrder?: number;
}

type Kind = 'clientValue' | 'validValue' | 'fieldOrder';

const BASE_COLUMNS: Column<FieldRow>[] = [
  { key: 'entityName', name: 'Entity', width: 190 },
  { key: 'reportingYear', name: 'Reporting Year', width: 120 },
  { key: 'azimuthFieldName', name: 'Azimuth Field', minWidth: 200 },
  { key: 'fieldName', name: 'Field Name', minWidth: 200 },
  {
    key: 'fieldType',
    name: 'Type',
    width: 90,
    renderCell: ({ row }) => (row.fieldType === 'AN' ? `AN(${row.fieldLength ?? 255})` : 'N'),
  },
];

const KINDS: Record<
  Kind,
  {
    title: string;
    label: string;
    screen: HmdaScreen;
    part: HmdaReplicatePart;
    list: HmdaList;
    modalTitle: string;
    columns: Column<FieldRow>[];
  }
> = {
  clientValue: {
    title: 'Client Values',
    label: 'Client values',
    screen: 'CLIENT_VALUE',
    part: 'CLIENT_VALUES',
    list: 'CLIENT_VALUES',
    modalTitle: HMDA_MODAL_TITLES.clientValue,
    columns: [
      ...BASE_COLUMNS,
      { key: 'clientValue', name: 'Client Value', width: 150 },
      { key: 'hmdaValue', name: 'HMDA Value', width: 120 },
      { key: 'description', name: 'Description', minWidth: 240 },
      activeColumn<FieldRow>(),
    ],
  },
  validValue: {
    title: 'Valid Values',
    label: 'Valid values',
    screen: 'VALID_VALUE',
    part: 'VALID_VALUES',
    list: 'VALID_VALUES',
    modalTitle: HMDA_MODAL_TITLES.validValue,
    columns: [
      ...BASE_COLUMNS,
      { key: 'validValue', name: 'Valid Value', width: 150 },
      { key: 'description', name: 'Description', minWidth: 260 },
      activeColumn<FieldRow>(),
    ],
  },
  fieldOrder: {
    title: 'Field Order',
    label: 'Field order',
    screen: 'FIELD_ORDER',
    part: 'FIELD_ORDER',
    list: 'FIELD_ORDER',
    modalTitle: HMDA_MODAL_TITLES.fieldOrder,
    columns: [{ key: 'fieldOrder', name: 'Order', width: 80 }, ...BASE_COLUMNS, activeColumn<FieldRow>()],
  },
};

export const ClientValuesPage = () => <FieldRowsPage kind="clientValue" />;
export const ValidValuesPage = () => <FieldRowsPage kind="validValue" />;
export const FieldOrderPage = () => <FieldRowsPage kind="fieldOrder" />;

function useFetchPage(kind: Kind) {
  const [clientValues] = useHmdaClientValuesGridLazyQuery({ fetchPolicy: 'network-only' });
  const [validValues] = useHmdaValidValuesGridLazyQuery({ fetchPolicy: 'network-only' });
  const [fieldOrder] = useHmdaFieldOrderGridLazyQuery({ fetchPolicy: 'network-only' });
  return (
    filter: HmdaEntityYearFilter,
    pageNumber: number,
    pageSize: number,
  ): Promise<PageResult<FieldRow>> => {
    const variables = { filter, page: { pageNumber, pageSize } };
    if (kind === 'clientValue') return pageOf(clientValues({ variables }), (data) => data.hmdaClientValues);
    if (kind === 'validValue') return pageOf(validValues({ variables }), (data) => data.hmdaValidValues);
    return pageOf(fieldOrder({ variables }), (data) => data.hmdaFieldOrder);
  };
}

/**
 * Client values, valid values and field order: rows of a field of the field master, per entity and reporting year.
 * Values must fit the field's type (AN at most its length, N numbers only).
 */
function FieldRowsPage({ kind }: { kind: Kind }) {
  const config = KINDS[kind];
  const canEdit = useCanEdit();
  const scope = useHmdaScope(config.screen);
  const search = useDebouncedSearch();
  const [status, setStatus] = useState('');
  const filter = useEntityYearFilter(scope, search.applied, status);
  const fetchPage = useFetchPage(kind);
  const data = usePagedRows<FieldRow>(
    (pageNumber, pageSize) => fetchPage(filter, pageNumber, pageSize),
    JSON.stringify(filter),
  );
  const editor = useRowEditor<FieldRow>();
  const [replicating, setReplicating] = useState(false);
  const { exportList, exporting } = useHmdaExport();
  const entityName = scope.entities.find((entity) => entity.id === scope.clientEntityId)?.name;

  return (
    <>
      <MaintenanceGrid
        title={config.title}
        label={config.label}
        columns={config.columns}
        data={data}
        selected={editor.selected}
        onSelect={editor.setSelected}
        canEdit={canEdit}
        onAdd={editor.add}
        onUpdate={editor.update}
        onExport={() => void exportList({ list: config.list, filter })}
        exporting={exporting}
        filters={
          <>
            <ScopeFilters scope={scope} />
            <GridSearch search={search} label={`Search ${config.label.toLowerCase()}`} />
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
        <FieldRowModal
          kind={kind}
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
          part={config.part}
          scopeLabel={`${config.title} of ${entityName ?? 'every entity'}. Rows follow their field into the new year's field master: replicate the field master first.`}
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

function FieldRowModal({
  kind,
  row,
  scope,
  readOnly,
  onClose,
  onSaved,
}: {
  kind: Kind;
  row: FieldRow | null;
  scope: HmdaScope;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [clientEntityId, setClientEntityId] = useState(row?.clientEntityId ?? scope.clientEntityId);
  const [reportingYear, setReportingYear] = useState(String(row?.reportingYear ?? scope.reportingYear ?? ''));
  const [fieldId, setFieldId] = useState(row?.hmdaFieldMasterId ?? '');
  const [value, setValue] = useState(row?.clientValue ?? row?.validValue ?? '');
  const [hmdaValue, setHmdaValue] = useState(row?.hmdaValue ?? '');
  const [order, setOrder] = useState(row?.fieldOrder ? String(row.fieldOrder) : '');
  const [description, setDescription] = useState(row?.description ?? '');
  const [isActive, setIsActive] = useState(row?.isActive ?? true);
  const [touched, setTouched] = useState(false);
  const year = /^\d{4}$/.test(reportingYear) ? Number(reportingYear) : null;
  const fields = useHmdaFieldsOfQuery({
    variables: { clientEntityId, reportingYear: year ?? 0 },
    skip: !clientEntityId || year === null,
    fetchPolicy: 'cache-and-network',
  });
  const fieldList = fields.data?.hmdaFieldsOf ?? [];
  const field = fieldList.find((candidate) => candidate.id === fieldId) ?? null;
  const [saveClientValue] = useSaveHmdaClientValueMutation();
  const [saveValidValue] = useSaveHmdaValidValueMutation();
  const [saveFieldOrder] = useSaveHmdaFieldOrderMutation();
  const confirmed = useConfirmedSave(onSaved);
  const valueField = kind === 'clientValue' ? 'clientValue' : 'validValue';
  const failure: FieldError | null =
    kind === 'fieldOrder'
      ? validateFieldOrder({
          clientEntityId,
          reportingYear: reportingYear || null,
          hmdaFieldMasterId: fieldId,
          fieldOrder: order || null,
        })
      : validateFieldValue(
          { clientEntityId, reportingYear: reportingYear || null, hmdaFieldMasterId: fieldId, value },
          field,
        );
  const errorOf = (name: string) =>
    (touched && failure?.field === name ? failure.message : null) ?? confirmed.errorOf(name);
  const change = (name: string, set: (next: string) => void) => (next: string) => {
    setTouched(true);
    confirmed.clear(name);
    set(next);
  };
  // The value's own check shows as soon as there is a value and a field (the type decides).
  const valueError =
    kind !== 'fieldOrder' && value && field
      ? fieldValueError(valueField, value, field.fieldType, field.fieldLength)
      : null;

  async function submit(): Promise<string> {
    const common = {
      id: row?.id ?? null,
      clientEntityId,
      reportingYear: Number(reportingYear),
      hmdaFieldMasterId: fieldId,
      isActive,
      version: row?.version ?? null,
    };
    if (kind === 'clientValue') {
      const { data } = await saveClientValue({
        variables: {
          input: {
            ...common,
            clientValue: value.trim(),
            hmdaValue: hmdaValue.trim(),
            description: description.trim(),
          },
        },
      });
      return data!.saveHmdaClientValue.message;
    }
    if (kind === 'validValue') {
      const { data } = await saveValidValue({
        variables: { input: { ...common, validValue: value.trim(), description: description.trim() } },
      });
      return data!.saveHmdaValidValue.message;
    }
    const { data } = await saveFieldOrder({ variables: { input: { ...common, fieldOrder: Number(order) } } });
    return data!.saveHmdaFieldOrder.message;
  }

  return (
    <MaintenanceModal
      open
      title={KINDS[kind].modalTitle}
      readOnly={readOnly}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() => confirmed.ask(submit)}
    >
      <SelectField
        label="Entity"
        required
        value={clientEntityId}
        onChange={change('clientEntityId', (next) => {
          setClientEntityId(next);
          setFieldId('');
        })}
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
        onChange={change('reportingYear', (next) => {
          setReportingYear(next.replace(/\D/g, ''));
          setFieldId('');
        })}
        error={errorOf('reportingYear')}
      />
      <SelectField
        label="Field"
        required
        value={fieldId}
        onChange={change('hmdaFieldMasterId', setFieldId)}
        options={fieldList.map((candidate) => ({
          id: candidate.id,
          name: `${candidate.azimuthFieldName} (${candidate.fieldName}, ${candidate.fieldType === 'AN' ? `AN ${candidate.fieldLength ?? 255}` : 'N'})`,
        }))}
        error={errorOf('hmdaFieldMasterId')}
      />
      {kind === 'fieldOrder' ? (
        <TextField
          label="Field Order"
          required
          value={order}
          maxLength={4}
          onChange={change('fieldOrder', (next) => setOrder(next.replace(/\D/g, '')))}
          error={errorOf('fieldOrder')}
        />
      ) : (
        <>
          <TextField
            label={kind === 'clientValue' ? 'Client Value' : 'Valid Value'}
            required
            value={value}
            maxLength={255}
            onChange={change(valueField, setValue)}
            error={(touched && valueError?.message) || confirmed.errorOf(valueField)}
          />
          {kind === 'clientValue' && (
            <TextField label="HMDA Value" value={hmdaValue} maxLength={255} onChange={setHmdaValue} />
          )}
          <TextAreaField label="Description" value={description} maxLength={500} onChange={setDescription} />
        </>
      )}
      <CheckboxField label="Active" checked={isActive} onChange={setIsActive} />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}
