import { Button } from '@chakra-ui/react';
import { validateCustomMessage, VALIDATOR_MODAL_TITLES } from '@lexbridge/rules';
import { ArrowUpDown } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Column } from 'react-data-grid';
import type { FilterMappingRowFragment } from '../../../gql/graphql';
import {
  useClientFilterMappingsGridLazyQuery,
  useDeleteClientFilterMappingMutation,
  useSaveClientFilterMappingMutation,
  useValidatorClientsQuery,
} from '../../../gql/hooks';
import { useGridExport } from '../hooks/use-export';
import { pageOf, usePagedRows } from '../../../components/maintenance/use-paged-rows';
import { CustomMessageFields } from './custom-message-fields';
import { FilterSelect, GridSearch, useDebouncedSearch } from '../../../components/maintenance/grid-filters';
import { MaintenanceGrid } from '../../../components/maintenance/maintenance-grid';
import {
  CheckboxField,
  MaintenanceModal,
  ReadOnlyValue,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { ReorderModal } from './reorder-modal';
import { OwnClientFilter } from './own-client-filter';
import { useOwnClient } from '../../../lib/session/use-own-client';
import { DeleteConfirm } from '../../../components/maintenance/screen-parts';
import { MAPPING_COLUMNS } from './test-filter-mappings-page';
import { useCanEdit, useDeleteFlow, type ModalState } from '../../../components/maintenance/use-screen';

type Row = FilterMappingRowFragment;

const COLUMNS: Column<Row>[] = [
  { key: 'clientName', name: 'Client', width: 200, renderCell: ({ row }) => row.clientName ?? '' },
  ...MAPPING_COLUMNS,
];

/**
 * Client Filter Mappings: a client's copies of filter mappings. They are only updated
 * (their custom message) or deleted here, and reordered per client and test.
 */
export function ClientFilterMappingsPage() {
  const canEdit = useCanEdit();
  const search = useDebouncedSearch();
  // A client's user works on its own client's copies only: its client picker is fixed to it.
  const ownClient = useOwnClient();
  const [chosenClient, setClientFilter] = useState('');
  const clientFilter = ownClient?.id ?? chosenClient;
  const clients = useValidatorClientsQuery();
  const clientOptions = (clients.data?.validatorClients ?? []).map((client) => ({
    id: client.id,
    name: client.name,
  }));
  const filter = useMemo(
    () => ({ searchText: search.applied || null, clientId: clientFilter || null }),
    [search.applied, clientFilter],
  );
  const [fetchGrid] = useClientFilterMappingsGridLazyQuery({ fetchPolicy: 'network-only' });
  const data = usePagedRows<Row>(
    (pageNumber, pageSize) =>
      pageOf(
        fetchGrid({ variables: { filter, page: { pageNumber, pageSize } } }),
        (result) => result.clientFilterMappings,
      ),
    JSON.stringify(filter),
  );
  const [selected, setSelected] = useState<Row | null>(null);
  const [modal, setModal] = useState<ModalState<Row>>({ mode: 'closed' });
  const [reordering, setReordering] = useState(false);
  const { exportGrid, exporting } = useGridExport('CLIENT_FILTER_MAPPINGS');
  const [deleteMapping] = useDeleteClientFilterMappingMutation();
  const removal = useDeleteFlow(() => {
    setSelected(null);
    data.reload();
  });

  return (
    <>
      <MaintenanceGrid
        title="Client Filter Mappings"
        label="Client filter mappings"
        columns={COLUMNS}
        data={data}
        selected={selected}
        onSelect={setSelected}
        canEdit={canEdit}
        onAdd={null}
        onUpdate={(row) => setModal({ mode: 'update', row })}
        onDelete={(row) =>
          removal.askDelete(
            async () =>
              (await deleteMapping({ variables: { id: row.id } })).data!.deleteClientFilterMapping.message,
          )
        }
        onExport={() => void exportGrid(filter)}
        exporting={exporting}
        actions={
          canEdit && (
            <Button
              size="sm"
              variant="outline"
              disabled={!clientFilter}
              title={clientFilter ? undefined : 'Choose a client first'}
              onClick={() => setReordering(true)}
            >
              <ArrowUpDown /> Reorder
            </Button>
          )
        }
        filters={
          <>
            <GridSearch search={search} label="Search client filter mappings" />
            {ownClient ? (
              <OwnClientFilter client={ownClient} />
            ) : (
              <FilterSelect
                label="Client"
                value={clientFilter}
                onChange={setClientFilter}
                options={clientOptions}
                placeholder="All"
              />
            )}
          </>
        }
      />
      {modal.mode === 'update' && (
        <ClientMappingModal
          row={modal.row}
          readOnly={!canEdit}
          onClose={() => setModal({ mode: 'closed' })}
          onSaved={() => {
            setModal({ mode: 'closed' });
            setSelected(null);
            data.reload();
          }}
        />
      )}
      {reordering && clientFilter && (
        <ReorderModal
          clientId={clientFilter}
          onClose={() => setReordering(false)}
          onSaved={() => {
            setReordering(false);
            data.reload();
          }}
        />
      )}
      <DeleteConfirm flow={removal} />
    </>
  );
}

function ClientMappingModal({
  row,
  readOnly,
  onClose,
  onSaved,
}: {
  row: Row;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [isCustom, setIsCustom] = useState(row.isCustomMessage);
  const [customMessage, setCustomMessage] = useState(row.customMessage ?? '');
  const [isActive, setIsActive] = useState(row.isActive);
  const [save] = useSaveClientFilterMappingMutation();
  const confirmed = useConfirmedSave(onSaved);
  return (
    <MaintenanceModal
      open
      title={VALIDATOR_MODAL_TITLES.clientFilterMapping}
      readOnly={readOnly}
      invalid={validateCustomMessage(isCustom, customMessage) !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: {
              input: {
                id: row.id,
                isCustomMessage: isCustom,
                customMessage: isCustom ? customMessage : null,
                isActive,
                version: row.version,
              },
            },
          });
          return data!.saveClientFilterMapping.message;
        })
      }
    >
      <ReadOnlyValue label="Client" value={row.clientName ?? ''} />
      <ReadOnlyValue label="Test Id" value={row.testNumber} />
      <ReadOnlyValue label="Test Rule" value={row.testRule} />
      <ReadOnlyValue label="Azimuth Message" value={row.azimuthMessage} />
      <CustomMessageFields
        isCustom={isCustom}
        message={customMessage}
        onIsCustomChange={setIsCustom}
        onMessageChange={setCustomMessage}
      />
      <CheckboxField label="Active" checked={isActive} onChange={setIsActive} />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}
