import { activeLabel, validateClient, yesNoLabel } from '@lexbridge/rules';
import { useMemo, useState } from 'react';
import type { Column } from 'react-data-grid';
import { GridSearch, useDebouncedSearch } from '../../../components/maintenance/grid-filters';
import { activeColumn, MaintenanceGrid, yesNoColumn } from '../../../components/maintenance/maintenance-grid';
import {
  CheckboxField,
  MaintenanceModal,
  SelectField,
  TextField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import type { PagedRows } from '../../../components/maintenance/use-paged-rows';
import { useCanEdit, type ModalState } from '../../../components/maintenance/use-screen';
import type { ClientSetupGridQuery } from '../../../gql/graphql';
import {
  useClientSetupGridQuery,
  useMasterListParentsQuery,
  useSaveClientSetupMutation,
} from '../../../gql/hooks';
import { useSheetExport } from '../../../components/maintenance/use-sheet-export';

type Row = ClientSetupGridQuery['clientSetups'][number];

const COLUMNS: Column<Row>[] = [
  { key: 'name', name: 'Client', minWidth: 220 },
  { key: 'serverName', name: 'Server', width: 240, renderCell: ({ row }) => row.serverName ?? '' },
  { key: 'databaseName', name: 'Database', width: 180, renderCell: ({ row }) => row.databaseName ?? '' },
  { key: 'domain', name: 'Domain', width: 170, renderCell: ({ row }) => row.domain ?? '' },
  yesNoColumn<Row>('ssoEnabled', 'SSO', 80),
  activeColumn<Row>(),
];

/** Client Setup: clients with their database server, details and single sign-on configuration. */
export function ClientSetupPage() {
  const canEdit = useCanEdit();
  const search = useDebouncedSearch();
  const clients = useClientSetupGridQuery({ fetchPolicy: 'network-only' });
  const countries = useMasterListParentsQuery({ variables: { module: 'COUNTRY' } });
  const countryOptions = (countries.data?.masterList.items ?? []).map((item) => ({
    id: item.id,
    name: item.name,
  }));
  const { loading, error, refetch } = clients;
  const rows = useMemo(() => {
    const wanted = search.applied.toLowerCase();
    return (clients.data?.clientSetups ?? []).filter(
      (row) =>
        !wanted ||
        [row.name, row.domain ?? '', row.serverName ?? ''].some((text) =>
          text.toLowerCase().includes(wanted),
        ),
    );
  }, [clients.data, search.applied]);
  const data: PagedRows<Row> = useMemo(
    () => ({
      rows,
      totalCount: rows.length,
      loading,
      error: error ?? null,
      loadMore: () => undefined,
      reload: () => void refetch(),
    }),
    [rows, loading, error, refetch],
  );
  const [selected, setSelected] = useState<Row | null>(null);
  const [modal, setModal] = useState<ModalState<Row>>({ mode: 'closed' });
  const { exportRows, exporting } = useSheetExport('Client Setup');

  return (
    <>
      <MaintenanceGrid
        title="Client Setup"
        label="Clients"
        columns={COLUMNS}
        data={data}
        selected={selected}
        onSelect={setSelected}
        // Clients are never deleted here: their users, mappings and history hang on them. Inactive is the way out.
        canEdit={canEdit}
        onAdd={() => setModal({ mode: 'add' })}
        onUpdate={(row) => setModal({ mode: 'update', row })}
        onDelete={null}
        onExport={() =>
          void exportRows(
            ['Client', 'Server', 'Database', 'Domain', 'Country', 'Contact', 'SSO', 'Tenant Id', 'Status'],
            async () =>
              rows.map((row) => ({
                Client: row.name,
                Server: row.serverName ?? '',
                Database: row.databaseName ?? '',
                Domain: row.domain ?? '',
                Country: row.countryName ?? '',
                Contact: row.contactEmail ?? '',
                SSO: yesNoLabel(row.ssoEnabled),
                'Tenant Id': row.tenantId ?? '',
                Status: activeLabel(row.isActive),
              })),
          )
        }
        exporting={exporting}
        filters={<GridSearch search={search} label="Search clients" />}
      />
      {modal.mode !== 'closed' && (
        <ClientModal
          row={modal.mode === 'update' ? modal.row : null}
          countries={countryOptions}
          readOnly={!canEdit}
          onClose={() => setModal({ mode: 'closed' })}
          onSaved={() => {
            setModal({ mode: 'closed' });
            setSelected(null);
            void refetch();
          }}
        />
      )}
    </>
  );
}

function ClientModal({
  row,
  countries,
  readOnly,
  onClose,
  onSaved,
}: {
  row: Row | null;
  countries: { id: string; name: string }[];
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [name, setName] = useState(row?.name ?? '');
  const [serverName, setServerName] = useState(row?.serverName ?? '');
  const [databaseName, setDatabaseName] = useState(row?.databaseName ?? '');
  const [domain, setDomain] = useState(row?.domain ?? '');
  const [countryId, setCountryId] = useState(row?.countryId ?? '');
  const [contactEmail, setContactEmail] = useState(row?.contactEmail ?? '');
  const [ssoEnabled, setSsoEnabled] = useState(row?.ssoEnabled ?? false);
  const [tenantId, setTenantId] = useState(row?.tenantId ?? '');
  const [isActive, setIsActive] = useState(row?.isActive ?? true);
  const [touched, setTouched] = useState(false);
  const [save] = useSaveClientSetupMutation();
  const confirmed = useConfirmedSave(onSaved);
  const failure = validateClient({ clientName: name, serverName, ssoEnabled, tenantId });
  const databaseMissing = !databaseName.trim();
  const errorOf = (field: string) =>
    (touched && failure?.field === field ? failure.message : null) ?? confirmed.errorOf(field);
  const change = (field: string, set: (value: string) => void) => (value: string) => {
    setTouched(true);
    confirmed.clear(field);
    set(value);
  };

  return (
    <MaintenanceModal
      open
      title={row ? 'Update Client' : 'Add Client'}
      readOnly={readOnly}
      invalid={failure !== null || databaseMissing}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: {
              input: {
                id: row?.id ?? null,
                name: name.trim(),
                serverName: serverName.trim(),
                databaseName: databaseName.trim(),
                domain: domain.trim() || null,
                countryId: countryId || null,
                contactEmail: contactEmail.trim() || null,
                ssoEnabled,
                tenantId: tenantId.trim() || null,
                isActive,
              },
            },
          });
          return data!.saveClientSetup.message;
        })
      }
    >
      <TextField
        label="Client Name"
        required
        value={name}
        maxLength={200}
        error={errorOf('clientName') ?? confirmed.errorOf('name')}
        onChange={change('name', setName)}
      />
      <TextField
        label="Server"
        required
        value={serverName}
        maxLength={253}
        placeholder="sql01.example.com"
        error={errorOf('serverName')}
        onChange={change('serverName', setServerName)}
      />
      <TextField
        label="Database"
        required
        value={databaseName}
        maxLength={128}
        error={confirmed.errorOf('databaseName')}
        onChange={change('databaseName', setDatabaseName)}
      />
      <TextField
        label="Domain"
        value={domain}
        maxLength={253}
        placeholder="example.com"
        error={confirmed.errorOf('domain')}
        onChange={change('domain', setDomain)}
      />
      <SelectField label="Country" value={countryId} onChange={setCountryId} options={countries} />
      <TextField
        label="Contact Email"
        value={contactEmail}
        maxLength={254}
        error={confirmed.errorOf('contactEmail')}
        onChange={change('contactEmail', setContactEmail)}
      />
      <CheckboxField
        label="Single sign-on"
        checked={ssoEnabled}
        onChange={(checked) => {
          setTouched(true);
          setSsoEnabled(checked);
        }}
      />
      {ssoEnabled && (
        <TextField
          label="Tenant Id"
          required
          value={tenantId}
          maxLength={36}
          placeholder="00000000-0000-0000-0000-000000000000"
          error={errorOf('tenantId')}
          onChange={change('tenantId', setTenantId)}
        />
      )}
      <CheckboxField label="Active" checked={isActive} onChange={setIsActive} />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}
