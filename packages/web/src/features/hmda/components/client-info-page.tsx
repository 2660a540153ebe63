import { Button } from '@chakra-ui/react';
import { HMDA_MODAL_TITLES, validateClientInfo } from '@lexbridge/rules';
import { Copy } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Column } from 'react-data-grid';
import { activeColumn, MaintenanceGrid } from '../../../components/maintenance/maintenance-grid';
import {
  CheckboxField,
  MaintenanceModal,
  SelectField,
  TextField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { pageOf, usePagedRows } from '../../../components/maintenance/use-paged-rows';
import { useCanEdit, useRowEditor } from '../../../components/maintenance/use-screen';
import type { HmdaClientInfoGridQuery } from '../../../gql/graphql';
import {
  useHmdaClientInfoGridLazyQuery,
  useHmdaFederalAgenciesQuery,
  useSaveHmdaClientInfoMutation,
} from '../../../gql/hooks';
import { useHmdaExport } from '../hooks/use-hmda-export';
import { useHmdaScope, type HmdaScope } from '../hooks/use-scope';
import { ReplicateModal } from './replicate-modal';
import { ScopeFilters } from './scope-filters';

type Row = HmdaClientInfoGridQuery['hmdaClientInfo']['items'][number];

const COLUMNS: Column<Row>[] = [
  { key: 'reportingYear', name: 'Reporting Year', width: 130 },
  { key: 'clientName', name: 'Client', minWidth: 220 },
  { key: 'businessLineName', name: 'Business Line', minWidth: 200 },
  { key: 'entityName', name: 'Entity', minWidth: 200 },
  { key: 'federalAgencyName', name: 'Federal Agency', minWidth: 260 },
  activeColumn<Row>(),
];

/** Client Info: per reporting year, a client's business line, entity and the federal agency it reports to. */
export function ClientInfoPage() {
  const canEdit = useCanEdit();
  const scope = useHmdaScope('CLIENT_INFO');
  const year = scope.reportingYear ? Number(scope.reportingYear) : null;
  const clientId = scope.clientId || null;
  const key = useMemo(() => JSON.stringify({ year, clientId }), [year, clientId]);
  const [fetchGrid] = useHmdaClientInfoGridLazyQuery({ fetchPolicy: 'network-only' });
  const data = usePagedRows<Row>(
    (pageNumber, pageSize) =>
      pageOf(
        fetchGrid({ variables: { reportingYear: year, clientId, page: { pageNumber, pageSize } } }),
        (result) => result.hmdaClientInfo,
      ),
    key,
  );
  const editor = useRowEditor<Row>();
  const [replicating, setReplicating] = useState(false);
  const { exportList, exporting } = useHmdaExport();
  const clientName = scope.clients.find((client) => client.id === scope.clientId)?.name;

  return (
    <>
      <MaintenanceGrid
        title="Client Info"
        label="Client info"
        columns={COLUMNS}
        data={data}
        selected={editor.selected}
        onSelect={editor.setSelected}
        canEdit={canEdit}
        onAdd={editor.add}
        onUpdate={editor.update}
        onExport={() => void exportList({ list: 'CLIENT_INFO', clientId, filter: { reportingYear: year } })}
        exporting={exporting}
        filters={<ScopeFilters scope={scope} entity={false} />}
        actions={
          canEdit && (
            <Button
              size="sm"
              variant="outline"
              disabled={!clientId}
              title={clientId ? undefined : 'Choose a client first'}
              onClick={() => setReplicating(true)}
            >
              <Copy /> Replicate Year
            </Button>
          )
        }
      />
      {editor.open && (
        <ClientInfoModal
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
      {replicating && clientId && (
        <ReplicateModal
          part="CLIENT_INFO"
          scopeLabel={`Client info of ${clientName ?? 'the client'}.`}
          clientId={clientId}
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

function ClientInfoModal({
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
  const agencies = useHmdaFederalAgenciesQuery({ fetchPolicy: 'cache-first' });
  const [reportingYear, setReportingYear] = useState(String(row?.reportingYear ?? scope.reportingYear ?? ''));
  // A client's user keeps its own client's info: the Client box is fixed to it.
  const [clientId, setClientId] = useState(scope.ownClient?.id ?? row?.clientId ?? scope.clientId);
  const [businessLineId, setBusinessLineId] = useState(row?.businessLineId ?? scope.businessLineId);
  const [clientEntityId, setClientEntityId] = useState(row?.clientEntityId ?? '');
  const [federalAgencyId, setFederalAgencyId] = useState(row?.federalAgencyId ?? '');
  const [isActive, setIsActive] = useState(row?.isActive ?? true);
  const [touched, setTouched] = useState(false);
  const [save] = useSaveHmdaClientInfoMutation();
  const confirmed = useConfirmedSave(onSaved);
  const entities = scope.entities
    .filter((entity) => entity.clientId === clientId && entity.businessLineId === businessLineId)
    .map((entity) => ({ id: entity.id, name: entity.name }));
  const failure = validateClientInfo({
    reportingYear: reportingYear || null,
    clientId,
    businessLineId,
    clientEntityId,
    federalAgencyObj: federalAgencyId ? { id: federalAgencyId } : null,
  });
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
      title={HMDA_MODAL_TITLES.clientInfo}
      readOnly={readOnly}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: {
              input: {
                id: row?.id ?? null,
                reportingYear: Number(reportingYear),
                clientId,
                businessLineId,
                clientEntityId,
                federalAgencyId,
                isActive,
                version: row?.version ?? null,
              },
            },
          });
          return data!.saveHmdaClientInfo.message;
        })
      }
    >
      <TextField
        label="Reporting Year"
        required
        value={reportingYear}
        maxLength={4}
        onChange={change('reportingYear', (value) => setReportingYear(value.replace(/\D/g, '')))}
        error={errorOf('reportingYear')}
      />
      <SelectField
        label="Client"
        required
        value={clientId}
        disabled={!!scope.ownClient}
        onChange={change('clientId', (value) => {
          setClientId(value);
          setClientEntityId('');
        })}
        options={scope.clients}
        error={errorOf('clientId')}
      />
      <SelectField
        label="Business Line"
        required
        value={businessLineId}
        onChange={change('businessLineId', (value) => {
          setBusinessLineId(value);
          setClientEntityId('');
        })}
        options={scope.businessLines}
        error={errorOf('businessLineId')}
      />
      <SelectField
        label="Entity"
        required
        value={clientEntityId}
        onChange={change('clientEntityId', setClientEntityId)}
        options={entities}
        error={errorOf('clientEntityId')}
      />
      <SelectField
        label="Federal Agency"
        required
        value={federalAgencyId}
        onChange={change('federalAgency', setFederalAgencyId)}
        options={(agencies.data?.hmdaFederalAgencies ?? []).map((agency) => ({
          id: agency.id,
          name: `${agency.code}: ${agency.name}`,
        }))}
        error={errorOf('federalAgency')}
      />
      <CheckboxField label="Active" checked={isActive} onChange={setIsActive} />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}
