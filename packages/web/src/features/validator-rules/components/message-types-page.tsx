import {
  normalizeMessageType,
  VALIDATOR_MESSAGES,
  VALIDATOR_MODAL_TITLES,
  validateMessageType,
} from '@lexbridge/rules';
import { useMemo, useState } from 'react';
import type { Column } from 'react-data-grid';
import type { MessageTypesGridQuery } from '../../../gql/graphql';
import {
  useDeleteMessageTypeMutation,
  useMessageTypesGridLazyQuery,
  useSaveMessageTypeMutation,
  useValidatorClientsQuery,
} from '../../../gql/hooks';
import { useGridExport } from '../hooks/use-export';
import { useOwnClient } from '../../../lib/session/use-own-client';
import { pageOf, usePagedRows } from '../../../components/maintenance/use-paged-rows';
import {
  GridSearch,
  FilterSelect,
  StatusFilter,
  statusOf,
  useDebouncedSearch,
} from '../../../components/maintenance/grid-filters';
import { activeColumn, MaintenanceGrid, yesNoColumn } from '../../../components/maintenance/maintenance-grid';
import {
  CheckboxField,
  MaintenanceModal,
  SelectField,
  TextAreaField,
  TextField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { DeleteConfirm } from '../../../components/maintenance/screen-parts';
import { useCanEdit, useDeleteFlow, type ModalState } from '../../../components/maintenance/use-screen';

type Row = MessageTypesGridQuery['messageTypes']['items'][number];

const COLUMNS: Column<Row>[] = [
  { key: 'messageType', name: 'Message Type', width: 220 },
  { key: 'description', name: 'Description', minWidth: 260 },
  yesNoColumn<Row>('isClient', 'Is Client'),
  { key: 'clientName', name: 'Client', width: 220, renderCell: ({ row }) => row.clientName ?? '' },
  activeColumn<Row>(),
];

/** Message Types: the grid, and Add/Update Message Type. */
export function MessageTypesPage() {
  const canEdit = useCanEdit();
  // A client's user changes its own client's types only; the provider-wide ones it reads.
  const ownClient = useOwnClient();
  const mayChange = (row: Row | null) =>
    canEdit && (ownClient === null || row === null || row.clientId !== null);
  const search = useDebouncedSearch();
  const [status, setStatus] = useState('');
  const [clientFilter, setClientFilter] = useState('');
  const clients = useValidatorClientsQuery();
  const clientOptions = (clients.data?.validatorClients ?? []).map((client) => ({
    id: client.id,
    name: client.name,
  }));
  const filter = useMemo(
    () => ({
      searchText: search.applied || null,
      isActive: statusOf(status),
      clientId: clientFilter || null,
    }),
    [search.applied, status, clientFilter],
  );
  const [fetchGrid] = useMessageTypesGridLazyQuery({ fetchPolicy: 'network-only' });
  const data = usePagedRows<Row>(
    (pageNumber, pageSize) =>
      pageOf(
        fetchGrid({ variables: { filter, page: { pageNumber, pageSize } } }),
        (result) => result.messageTypes,
      ),
    JSON.stringify(filter),
  );
  const [selected, setSelected] = useState<Row | null>(null);
  const [modal, setModal] = useState<ModalState<Row>>({ mode: 'closed' });
  const { exportGrid, exporting } = useGridExport('MESSAGE_TYPES');
  const [deleteMessageType] = useDeleteMessageTypeMutation();
  const removal = useDeleteFlow(() => {
    setSelected(null);
    data.reload();
  });

  return (
    <>
      <MaintenanceGrid
        title="Message Types"
        label="Message types"
        columns={COLUMNS}
        data={data}
        selected={selected}
        onSelect={setSelected}
        canEdit={canEdit}
        onAdd={() => setModal({ mode: 'add' })}
        onUpdate={(row) => setModal({ mode: 'update', row })}
        onDelete={
          mayChange(selected)
            ? (row) =>
                removal.askDelete(
                  async () =>
                    (await deleteMessageType({ variables: { id: row.id } })).data!.deleteMessageType.message,
                )
            : null
        }
        onExport={() => void exportGrid(filter)}
        exporting={exporting}
        filters={
          <>
            <GridSearch search={search} label="Search message types" />
            <StatusFilter value={status} onChange={setStatus} />
            <FilterSelect
              label="Client"
              value={clientFilter}
              onChange={setClientFilter}
              options={clientOptions}
              placeholder="All"
            />
          </>
        }
      />
      {modal.mode !== 'closed' && (
        <MessageTypeModal
          row={modal.mode === 'update' ? modal.row : null}
          others={data.rows}
          clients={clientOptions}
          ownClient={ownClient}
          readOnly={!mayChange(modal.mode === 'update' ? modal.row : null)}
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

function MessageTypeModal({
  row,
  others,
  clients,
  ownClient,
  readOnly,
  onClose,
  onSaved,
}: {
  row: Row | null;
  others: readonly Row[];
  clients: { id: string; name: string }[];
  /** A client's user: its types are its own client's, so the flag and the client are fixed. */
  ownClient: { id: string; name: string } | null;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [messageType, setMessageType] = useState(row?.messageType ?? '');
  const [description, setDescription] = useState(row?.description ?? '');
  const [isClient, setIsClient] = useState(row?.isClient ?? ownClient !== null);
  const [clientId, setClientId] = useState(row?.clientId ?? ownClient?.id ?? '');
  const [isActive, setIsActive] = useState(row?.isActive ?? true);
  const [touched, setTouched] = useState(false);
  const [save] = useSaveMessageTypeMutation();
  const confirmed = useConfirmedSave(onSaved);

  const failure = validateMessageType(
    { messageType, isClient, clientId },
    // Names are unique per client: another client's type of the name is no clash (provider staff list every client's).
    others.map((other) => ({ id: other.id, name: other.messageType, clientId: other.clientId })),
    row?.id,
  );
  // The client field's own message is the spec's 'Client is required.'; the save refusal says 'Please select Client'.
  const clientError = isClient && !clientId ? VALIDATOR_MESSAGES.clientFieldRequired : null;
  const textError = touched && failure?.field === 'messageType' ? failure.message : null;

  return (
    <MaintenanceModal
      open
      title={VALIDATOR_MODAL_TITLES.messageType}
      readOnly={readOnly}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const value = normalizeMessageType({
            messageType,
            description,
            isClient,
            clientId: clientId || null,
          });
          const { data } = await save({
            variables: {
              input: {
                id: row?.id ?? null,
                messageType: value.messageType,
                description: value.description,
                isClient,
                clientId: value.clientId as string | null,
                isActive,
                version: row?.version ?? null,
              },
            },
          });
          return data!.saveMessageType.message;
        })
      }
    >
      <TextField
        label="Message Type"
        required
        value={messageType}
        error={textError}
        maxLength={200}
        onChange={(value) => {
          setTouched(true);
          setMessageType(value);
        }}
      />
      <TextAreaField label="Description" value={description} onChange={setDescription} maxLength={500} />
      <CheckboxField
        label="Is Client"
        checked={isClient}
        disabled={ownClient !== null}
        onChange={(checked) => {
          setIsClient(checked);
          // The client is cleared when the flag goes off.
          if (!checked) setClientId('');
        }}
      />
      {isClient && (
        <SelectField
          label="Client"
          required
          value={clientId}
          onChange={setClientId}
          options={ownClient ? [ownClient] : clients}
          disabled={ownClient !== null}
          error={clientError}
        />
      )}
      <CheckboxField label="Active" checked={isActive} onChange={setIsActive} />
      {!isActive && row && <TextHint />}
      {confirmed.dialog}
    </MaintenanceModal>
  );
}

function TextHint() {
  return (
    <p style={{ fontSize: '0.85rem', color: 'var(--chakra-colors-fg-muted)' }}>
      Saving an inactive record deletes it.
    </p>
  );
}
