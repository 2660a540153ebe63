import {
  firstPlusCount,
  HMDA_EDIT_SUBTYPES,
  HMDA_EDIT_TEXT_MAX,
  HMDA_EDIT_TYPES,
  HMDA_MODAL_TITLES,
  validateEditReference,
} from '@lexbridge/rules';
import { useMemo, useState } from 'react';
import type { Column } from 'react-data-grid';
import {
  FilterSelect,
  GridSearch,
  StatusFilter,
  statusOf,
  useDebouncedSearch,
} from '../../../components/maintenance/grid-filters';
import { activeColumn, MaintenanceGrid } from '../../../components/maintenance/maintenance-grid';
import {
  CheckboxField,
  MaintenanceModal,
  MultiSelectTagField,
  SelectField,
  TextAreaField,
  TextField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { pageOf, usePagedRows } from '../../../components/maintenance/use-paged-rows';
import { useCanEdit, useRowEditor } from '../../../components/maintenance/use-screen';
import type { HmdaEditReferencesGridQuery } from '../../../gql/graphql';
import {
  useHmdaEditReferenceFiltersQuery,
  useHmdaEditReferencesGridLazyQuery,
  useSaveHmdaEditReferenceMutation,
} from '../../../gql/hooks';
import { useHmdaExport } from '../hooks/use-hmda-export';
import { CountedTextField } from './counted-text-field';

type Row = HmdaEditReferencesGridQuery['hmdaEditReferences']['items'][number];
type Filters = NonNullable<
  ReturnType<typeof useHmdaEditReferenceFiltersQuery>['data']
>['hmdaEditReferenceFilters'];

const COLUMNS: Column<Row>[] = [
  { key: 'editType', name: 'Edit Type', width: 100 },
  { key: 'editSubtype', name: 'Subtype', width: 100 },
  { key: 'editNumber', name: 'Edit Number', width: 120 },
  { key: 'fieldGroup', name: 'Field Group', width: 130 },
  { key: 'fieldType', name: 'Field Type', width: 100 },
  { key: 'editSet', name: 'Edit Set', width: 120 },
  { key: 'process', name: 'Process', width: 130 },
  { key: 'fieldItem', name: 'Field Item', width: 180 },
  { key: 'editMessage', name: 'Edit Message', minWidth: 320 },
  {
    key: 'systems',
    name: 'Systems',
    width: 160,
    renderCell: ({ row }) => firstPlusCount(row.systems.map((system) => system.name)),
  },
  activeColumn<Row>(),
];

const options = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));

/** Edit References: CFPB, AGRC and LOS edits, what they say, how to resolve them, and their systems. */
export function EditReferencesPage() {
  const canEdit = useCanEdit();
  const filters = useHmdaEditReferenceFiltersQuery({ fetchPolicy: 'cache-and-network' });
  const values = filters.data?.hmdaEditReferenceFilters;
  const search = useDebouncedSearch();
  const [status, setStatus] = useState('');
  const [picked, setPicked] = useState<Record<string, string>>({});
  const pick = (name: string) => (value: string) => setPicked((current) => ({ ...current, [name]: value }));
  const filter = useMemo(
    () => ({
      fieldGroup: picked.fieldGroup || null,
      fieldType: picked.fieldType || null,
      editSet: picked.editSet || null,
      editType: picked.editType || null,
      editSubtype: picked.editSubtype || null,
      process: picked.process || null,
      systemId: picked.systemId || null,
      isActive: statusOf(status),
      searchText: search.applied || null,
    }),
    [picked, status, search.applied],
  );
  const [fetchGrid] = useHmdaEditReferencesGridLazyQuery({ fetchPolicy: 'network-only' });
  const data = usePagedRows<Row>(
    (pageNumber, pageSize) =>
      pageOf(
        fetchGrid({ variables: { filter, page: { pageNumber, pageSize } } }),
        (result) => result.hmdaEditReferences,
      ),
    JSON.stringify(filter),
  );
  const editor = useRowEditor<Row>();
  const { exportList, exporting } = useHmdaExport();
  const select = (name: string, label: string, list: readonly string[]) => (
    <FilterSelect
      label={label}
      value={picked[name] ?? ''}
      onChange={pick(name)}
      options={options(list)}
      placeholder="All"
    />
  );

  return (
    <>
      <MaintenanceGrid
        title="Edit References"
        label="Edit references"
        columns={COLUMNS}
        data={data}
        selected={editor.selected}
        onSelect={editor.setSelected}
        canEdit={canEdit}
        onAdd={editor.add}
        onUpdate={editor.update}
        onExport={() => void exportList({ list: 'EDIT_REFERENCES', editReferenceFilter: filter })}
        exporting={exporting}
        filters={
          <>
            <GridSearch search={search} label="Search edit references" />
            {select('editType', 'Edit Type', values?.editTypes ?? [])}
            {select('editSubtype', 'Edit Subtype', values?.editSubtypes ?? [])}
            {select('fieldGroup', 'Field Group', values?.fieldGroups ?? [])}
            {select('fieldType', 'Field Type', values?.fieldTypes ?? [])}
            {select('editSet', 'Edit Set', values?.editSets ?? [])}
            {select('process', 'Process', values?.processes ?? [])}
            <FilterSelect
              label="System"
              value={picked.systemId ?? ''}
              onChange={pick('systemId')}
              options={values?.systems ?? []}
              placeholder="All"
            />
            <StatusFilter value={status} onChange={setStatus} />
          </>
        }
      />
      {editor.open && (
        <EditReferenceModal
          row={editor.row}
          values={values}
          readOnly={!canEdit}
          onClose={editor.close}
          onSaved={() => {
            editor.saved();
            void filters.refetch();
            data.reload();
          }}
        />
      )}
    </>
  );
}

function EditReferenceModal({
  row,
  values,
  readOnly,
  onClose,
  onSaved,
}: {
  row: Row | null;
  values: Filters | undefined;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form, setForm] = useState({
    fieldGroup: row?.fieldGroup ?? '',
    fieldType: row?.fieldType ?? '',
    editSet: row?.editSet ?? '',
    editType: row?.editType ?? '',
    editSubtype: row?.editSubtype ?? '',
    editNumber: row?.editNumber ?? '',
    process: row?.process ?? '',
    processItem: row?.processItem ?? '',
    fieldItem: row?.fieldItem ?? '',
    editMessage: row?.editMessage ?? '',
    editDescription: row?.editDescription ?? '',
    editResolution: row?.editResolution ?? '',
  });
  const [systemIds, setSystemIds] = useState<string[]>(row?.systems.map((system) => system.id) ?? []);
  const [isActive, setIsActive] = useState(row?.isActive ?? true);
  const [touched, setTouched] = useState(false);
  const [save] = useSaveHmdaEditReferenceMutation();
  const confirmed = useConfirmedSave(onSaved);
  const failure = validateEditReference(form);
  const errorOf = (field: string) =>
    (touched && failure?.field === field ? failure.message : null) ?? confirmed.errorOf(field);
  const set = (field: keyof typeof form) => (value: string) => {
    setTouched(true);
    confirmed.clear(field);
    setForm((current) => ({ ...current, [field]: value }));
  };
  // Systems the reference has that are no longer active stay choosable on it.
  const systems = [
    ...(values?.systems ?? []),
    ...(row?.systems ?? []).filter((system) => !values?.systems.some((known) => known.id === system.id)),
  ];

  return (
    <MaintenanceModal
      open
      title={HMDA_MODAL_TITLES.editReference}
      readOnly={readOnly}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: {
              input: { id: row?.id ?? null, ...form, systemIds, isActive, version: row?.version ?? null },
            },
          });
          return data!.saveHmdaEditReference.message;
        })
      }
    >
      <SelectField
        label="Edit Type"
        required
        value={form.editType}
        onChange={set('editType')}
        options={options(HMDA_EDIT_TYPES)}
        error={errorOf('editType')}
      />
      <SelectField
        label="Edit Subtype"
        required
        value={form.editSubtype}
        onChange={set('editSubtype')}
        options={options(HMDA_EDIT_SUBTYPES)}
        error={errorOf('editSubtype')}
      />
      <TextField
        label="Edit Number"
        required
        value={form.editNumber}
        maxLength={50}
        onChange={set('editNumber')}
        error={errorOf('editNumber')}
      />
      <TextField label="Field Group" value={form.fieldGroup} maxLength={100} onChange={set('fieldGroup')} />
      <TextField label="Field Type" value={form.fieldType} maxLength={50} onChange={set('fieldType')} />
      <TextField label="Edit Set" value={form.editSet} maxLength={100} onChange={set('editSet')} />
      <TextField label="Process" value={form.process} maxLength={100} onChange={set('process')} />
      <TextField
        label="Process Item"
        value={form.processItem}
        maxLength={100}
        onChange={set('processItem')}
      />
      <TextField label="Field Item" value={form.fieldItem} maxLength={255} onChange={set('fieldItem')} />
      <CountedTextField
        label="Edit Message"
        required
        value={form.editMessage}
        max={HMDA_EDIT_TEXT_MAX}
        onChange={set('editMessage')}
        error={errorOf('editMessage')}
      />
      <TextAreaField
        label="Edit Description"
        value={form.editDescription}
        maxLength={1000}
        onChange={set('editDescription')}
      />
      <CountedTextField
        label="Edit Resolution"
        value={form.editResolution}
        max={HMDA_EDIT_TEXT_MAX}
        onChange={set('editResolution')}
        error={errorOf('editResolution')}
      />
      <MultiSelectTagField
        label="Systems"
        options={systems}
        value={systemIds}
        onChange={setSystemIds}
        disabled={readOnly}
      />
      <CheckboxField label="Active" checked={isActive} onChange={setIsActive} />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}
