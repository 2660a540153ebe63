import { HMDA_MODAL_TITLES, validateDetailSystem, validateHmdaSystem } from '@lexbridge/rules';
import { useState } from 'react';
import type { Column } from 'react-data-grid';
import { FilterSelect, StatusFilter, statusOf } from '../../../components/maintenance/grid-filters';
import { activeColumn, MaintenanceGrid } from '../../../components/maintenance/maintenance-grid';
import {
  CheckboxField,
  MaintenanceModal,
  SelectField,
  TextAreaField,
  TextField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { DeleteConfirm } from '../../../components/maintenance/screen-parts';
import { usePagedRows, type PageResult } from '../../../components/maintenance/use-paged-rows';
import { useCanEdit, useDeleteFlow, useRowEditor } from '../../../components/maintenance/use-screen';
import type {
  HmdaBanksQuery,
  HmdaDetailSystemsGridQuery,
  HmdaSystemOptionsQuery,
} from '../../../gql/graphql';
import {
  useDeleteHmdaDetailSystemMutation,
  useHmdaBanksLazyQuery,
  useHmdaDetailSystemsGridLazyQuery,
  useHmdaLookupsQuery,
  useHmdaSystemOptionsLazyQuery,
  useHmdaSystemOptionsQuery,
  useSaveHmdaDetailSystemMutation,
  useSaveHmdaSystemMutation,
} from '../../../gql/hooks';
import { useHmdaExport } from '../hooks/use-hmda-export';
import { useOwnClient } from '../../../lib/session/use-own-client';
import { yearOptions } from '../hooks/use-scope';

type SystemRow = HmdaSystemOptionsQuery['hmdaSystems'][number];
type DetailRow = HmdaDetailSystemsGridQuery['hmdaDetailSystems'][number];
type BankRow = HmdaBanksQuery['hmdaBanks'][number];

/** A list the catalogue answers whole, handed to the grid a page at a time. */
async function pageOfWhole<D, T>(
  pending: Promise<{ data?: D | null; error?: unknown }>,
  pick: (data: D) => readonly T[],
  pageNumber: number,
  pageSize: number,
): Promise<PageResult<T>> {
  const result = await pending;
  if (result.error) throw result.error;
  if (!result.data) throw new Error('No data.');
  const rows = pick(result.data);
  return { totalCount: rows.length, items: rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize) };
}

const SYSTEM_COLUMNS: Column<SystemRow>[] = [
  { key: 'code', name: 'Code', width: 110 },
  { key: 'name', name: 'Name', minWidth: 200 },
  { key: 'description', name: 'Description', minWidth: 280 },
  { key: 'vendor', name: 'Vendor', minWidth: 200 },
  activeColumn<SystemRow>(),
];

/** HMDA Systems: the provider's systems loan data comes from (code, name, description, vendor, active). */
export function SystemsPage() {
  const canEdit = useCanEdit();
  const [status, setStatus] = useState('');
  const isActive = statusOf(status);
  const [fetchAll] = useHmdaSystemOptionsLazyQuery({ fetchPolicy: 'network-only' });
  const data = usePagedRows<SystemRow>(
    (pageNumber, pageSize) =>
      pageOfWhole(
        fetchAll({ variables: { isActive } }),
        (result) => result.hmdaSystems,
        pageNumber,
        pageSize,
      ),
    status,
  );
  const editor = useRowEditor<SystemRow>();
  const { exportList, exporting } = useHmdaExport();
  return (
    <>
      <MaintenanceGrid
        title="HMDA Systems"
        label="HMDA systems"
        columns={SYSTEM_COLUMNS}
        data={data}
        selected={editor.selected}
        onSelect={editor.setSelected}
        canEdit={canEdit}
        onAdd={editor.add}
        onUpdate={editor.update}
        onExport={() => void exportList({ list: 'SYSTEMS', isActive })}
        exporting={exporting}
        filters={<StatusFilter value={status} onChange={setStatus} />}
      />
      {editor.open && (
        <SystemModal
          row={editor.row}
          readOnly={!canEdit}
          onClose={editor.close}
          onSaved={() => {
            editor.saved();
            data.reload();
          }}
        />
      )}
    </>
  );
}

function SystemModal({
  row,
  readOnly,
  onClose,
  onSaved,
}: {
  row: SystemRow | null;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form, setForm] = useState({
    code: row?.code ?? '',
    name: row?.name ?? '',
    description: row?.description ?? '',
    vendor: row?.vendor ?? '',
  });
  const [isActive, setIsActive] = useState(row?.isActive ?? true);
  const [touched, setTouched] = useState(false);
  const [save] = useSaveHmdaSystemMutation();
  const confirmed = useConfirmedSave(onSaved);
  const failure = validateHmdaSystem(form);
  const errorOf = (field: string) =>
    (touched && failure?.field === field ? failure.message : null) ?? confirmed.errorOf(field);
  const set = (field: keyof typeof form) => (value: string) => {
    setTouched(true);
    confirmed.clear(field);
    setForm((current) => ({ ...current, [field]: value }));
  };
  return (
    <MaintenanceModal
      open
      title={HMDA_MODAL_TITLES.system}
      readOnly={readOnly}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: { input: { id: row?.id ?? null, ...form, isActive, version: row?.version ?? null } },
          });
          return data!.saveHmdaSystem.message;
        })
      }
    >
      <TextField
        label="Code"
        required
        value={form.code}
        maxLength={20}
        onChange={set('code')}
        error={errorOf('code')}
      />
      <TextField
        label="Name"
        required
        value={form.name}
        maxLength={100}
        onChange={set('name')}
        error={errorOf('name')}
      />
      <TextAreaField
        label="Description"
        value={form.description}
        maxLength={500}
        onChange={set('description')}
      />
      <TextField label="Vendor" value={form.vendor} maxLength={100} onChange={set('vendor')} />
      <CheckboxField label="Active" checked={isActive} onChange={setIsActive} />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}

const DETAIL_COLUMNS: Column<DetailRow>[] = [
  { key: 'clientName', name: 'Client', minWidth: 220 },
  { key: 'systemCode', name: 'System Code', width: 120 },
  { key: 'systemName', name: 'System', minWidth: 180 },
  { key: 'reportingYear', name: 'Reporting Year', width: 130 },
  { key: 'description', name: 'Description', minWidth: 260 },
  activeColumn<DetailRow>(),
];

/** Detail Systems: the systems each client reports from, per reporting year; rows can be deleted. */
export function DetailSystemsPage() {
  const canEdit = useCanEdit();
  const lookups = useHmdaLookupsQuery({ fetchPolicy: 'cache-and-network' });
  // A client's user keeps its own client's systems: no Client filter, its client fixed in the modal.
  const ownClient = useOwnClient();
  const [pickedClientId, setClientId] = useState('');
  const clientId = ownClient?.id ?? pickedClientId;
  const [fetchAll] = useHmdaDetailSystemsGridLazyQuery({ fetchPolicy: 'network-only' });
  const data = usePagedRows<DetailRow>(
    (pageNumber, pageSize) =>
      pageOfWhole(
        fetchAll({ variables: { clientId: clientId || null } }),
        (result) => result.hmdaDetailSystems,
        pageNumber,
        pageSize,
      ),
    clientId,
  );
  const editor = useRowEditor<DetailRow>();
  const { exportList, exporting } = useHmdaExport();
  const [remove] = useDeleteHmdaDetailSystemMutation();
  const removal = useDeleteFlow(() => {
    editor.setSelected(null);
    data.reload();
  });
  const clients = ownClient ? [ownClient] : (lookups.data?.hmdaClients ?? []);
  return (
    <>
      <MaintenanceGrid
        title="Detail Systems"
        label="Detail systems"
        columns={DETAIL_COLUMNS}
        data={data}
        selected={editor.selected}
        onSelect={editor.setSelected}
        canEdit={canEdit}
        onAdd={editor.add}
        onUpdate={editor.update}
        onDelete={(row) =>
          removal.askDelete(
            async () => (await remove({ variables: { id: row.id } })).data!.deleteHmdaDetailSystem.message,
          )
        }
        onExport={() => void exportList({ list: 'DETAIL_SYSTEMS', clientId: clientId || null })}
        exporting={exporting}
        filters={
          !ownClient && (
            <FilterSelect
              label="Client"
              value={clientId}
              onChange={setClientId}
              options={clients}
              placeholder="All"
            />
          )
        }
      />
      {editor.open && (
        <DetailSystemModal
          row={editor.row}
          clients={clients}
          defaultClient={clientId}
          clientFixed={!!ownClient}
          readOnly={!canEdit}
          onClose={editor.close}
          onSaved={() => {
            editor.saved();
            data.reload();
          }}
        />
      )}
      <DeleteConfirm flow={removal} />
    </>
  );
}

function DetailSystemModal({
  row,
  clients,
  defaultClient,
  clientFixed,
  readOnly,
  onClose,
  onSaved,
}: {
  row: DetailRow | null;
  clients: readonly { id: string; name: string }[];
  defaultClient: string;
  /** A client's user: the client is its own and cannot be changed. */
  clientFixed: boolean;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const systems = useHmdaSystemOptionsQuery({
    variables: { isActive: null },
    fetchPolicy: 'cache-and-network',
  });
  const [clientId, setClientId] = useState(clientFixed ? defaultClient : (row?.clientId ?? defaultClient));
  const [systemId, setSystemId] = useState(row?.systemId ?? '');
  const [reportingYear, setReportingYear] = useState(String(row?.reportingYear ?? new Date().getFullYear()));
  const [description, setDescription] = useState(row?.description ?? '');
  const [isActive, setIsActive] = useState(row?.isActive ?? true);
  const [save] = useSaveHmdaDetailSystemMutation();
  const confirmed = useConfirmedSave(onSaved);
  const failure = validateDetailSystem({ clientId, systemId, reportingYear });
  return (
    <MaintenanceModal
      open
      title={HMDA_MODAL_TITLES.detailSystem}
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
                systemId,
                reportingYear: Number(reportingYear),
                description: description.trim(),
                isActive,
                version: row?.version ?? null,
              },
            },
          });
          return data!.saveHmdaDetailSystem.message;
        })
      }
    >
      <SelectField
        label="Client"
        required
        value={clientId}
        disabled={clientFixed}
        onChange={setClientId}
        options={clients}
        error={confirmed.errorOf('clientId')}
      />
      <SelectField
        label="System"
        required
        value={systemId}
        onChange={setSystemId}
        options={(systems.data?.hmdaSystems ?? []).map((system) => ({
          id: system.id,
          name: `${system.code}: ${system.name}`,
        }))}
        error={confirmed.errorOf('systemId')}
      />
      <SelectField
        label="Reporting Year"
        required
        value={reportingYear}
        onChange={setReportingYear}
        options={yearOptions(row ? [row.reportingYear] : [])}
        error={confirmed.errorOf('reportingYear')}
      />
      <TextAreaField label="Description" value={description} maxLength={500} onChange={setDescription} />
      <CheckboxField label="Active" checked={isActive} onChange={setIsActive} />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}

const BANK_COLUMNS: Column<BankRow>[] = [
  { key: 'id', name: 'Bank Id', width: 90 },
  { key: 'name', name: 'Bank Name', minWidth: 240 },
  { key: 'lei', name: 'LEI', width: 220 },
  { key: 'federalAgency', name: 'Federal Agency', width: 140 },
  { key: 'city', name: 'City', width: 160 },
  { key: 'state', name: 'State', width: 80 },
  activeColumn<BankRow>(),
];

/** Bank Master: the institutions LAR files are uploaded for; kept by the catalogue, read and exported here. */
export function BankMasterPage() {
  const [fetchAll] = useHmdaBanksLazyQuery({ fetchPolicy: 'network-only' });
  const data = usePagedRows<BankRow>(
    (pageNumber, pageSize) => pageOfWhole(fetchAll(), (result) => result.hmdaBanks, pageNumber, pageSize),
    'banks',
  );
  const [selected, setSelected] = useState<BankRow | null>(null);
  const { exportList, exporting } = useHmdaExport();
  return (
    <MaintenanceGrid
      title="Bank Master"
      label="Bank master"
      columns={BANK_COLUMNS}
      data={data}
      selected={selected}
      onSelect={setSelected}
      canEdit={false}
      onAdd={null}
      onUpdate={() => undefined}
      onExport={() => void exportList({ list: 'BANK_MASTER' })}
      exporting={exporting}
    />
  );
}
