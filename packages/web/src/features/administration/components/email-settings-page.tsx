import { Tabs } from '@chakra-ui/react';
import {
  activeLabel,
  validateEmailAddress,
  validateEmailGroup,
  validateEmailTrigger,
} from '@lexbridge/rules';
import { useState } from 'react';
import { ListMaintenanceScreen } from '../../../components/maintenance/list-screen';
import { activeColumn, MaintenanceGrid } from '../../../components/maintenance/maintenance-grid';
import {
  CheckboxField,
  MaintenanceModal,
  MultiSelectTagField,
  SelectField,
  TextField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { answerOf, pageOf, usePagedRows } from '../../../components/maintenance/use-paged-rows';
import { useSheetExport } from '../../../components/maintenance/use-sheet-export';
import type { Column } from 'react-data-grid';
import type { EmailAddressKind, EmailSettingsQuery, SentEmailsQuery } from '../../../gql/graphql';
import {
  useDeleteEmailAddressMutation,
  useDeleteEmailGroupMutation,
  useDeleteEmailTriggerMutation,
  useEmailSettingsLazyQuery,
  useEmailSettingsQuery,
  useSaveEmailAddressMutation,
  useSaveEmailGroupMutation,
  useSaveEmailTriggerMutation,
  useSentEmailsLazyQuery,
} from '../../../gql/hooks';

type Settings = EmailSettingsQuery;
type Address = Settings['emailAddresses'][number];
type Group = Settings['emailGroups'][number];
type Trigger = Settings['emailTriggers'][number];
type SentEmail = SentEmailsQuery['sentEmails']['items'][number];

const KIND_LABEL: Record<EmailAddressKind, string> = { SENDER: 'Sender', RECEIVER: 'Receiver' };

/** The senders a trigger can pick: the active ones, and the trigger's own even if it went inactive since. */
export function senderOptions(addresses: readonly Address[], currentId?: string | null) {
  return addresses
    .filter((row) => row.kind === 'SENDER' && (row.isActive || row.id === currentId))
    .map((row) => ({ id: row.id, name: row.displayName ? `${row.displayName} <${row.email}>` : row.email }));
}

/**
 * Email Settings: triggers, groups of receivers, the sender and receiver addresses, and what was sent, a tab each.
 */
export function EmailSettingsPage() {
  const [tab, setTab] = useState('triggers');
  return (
    <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} lazyMount>
      <Tabs.List aria-label="Email settings">
        <Tabs.Trigger value="triggers">Email Triggers</Tabs.Trigger>
        <Tabs.Trigger value="groups">Email Groups</Tabs.Trigger>
        <Tabs.Trigger value="addresses">Senders and Receivers</Tabs.Trigger>
        <Tabs.Trigger value="outbox">Sent E-mails</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="triggers">
        <TriggersGrid />
      </Tabs.Content>
      <Tabs.Content value="groups">
        <GroupsGrid />
      </Tabs.Content>
      <Tabs.Content value="addresses">
        <AddressesGrid />
      </Tabs.Content>
      <Tabs.Content value="outbox">
        <SentEmailsGrid />
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** The rows hook of one list of the settings: the settings are read at once, each tab picks its list. */
function settingsRows<T>(pick: (settings: Settings) => readonly T[]) {
  return function useSettingsRows() {
    const [fetchAll] = useEmailSettingsLazyQuery({ fetchPolicy: 'network-only' });
    return async () => pick(await answerOf(fetchAll()));
  };
}
const useTriggerRows = settingsRows((settings) => settings.emailTriggers);
const useGroupRows = settingsRows((settings) => settings.emailGroups);
const useAddressRows = settingsRows((settings) => settings.emailAddresses);

function TriggersGrid() {
  const [remove] = useDeleteEmailTriggerMutation();
  return (
    <ListMaintenanceScreen<Trigger>
      title="Email Triggers"
      useRows={useTriggerRows}
      searchable={(row) => [row.name, row.event, row.subject, row.senderEmail, row.emailGroupName]}
      columns={[
        { key: 'name', name: 'Trigger', minWidth: 200 },
        { key: 'event', name: 'Event', width: 190 },
        { key: 'subject', name: 'Subject', minWidth: 220 },
        { key: 'senderEmail', name: 'Sender', width: 230 },
        { key: 'emailGroupName', name: 'Email Group', width: 190 },
        activeColumn<Trigger>(),
      ]}
      exportRow={(row) => ({
        Trigger: row.name,
        Event: row.event,
        Subject: row.subject,
        Sender: row.senderEmail,
        'Email Group': row.emailGroupName,
        Status: activeLabel(row.isActive),
      })}
      remove={async (row) => (await remove({ variables: { id: row.id } })).data!.deleteEmailTrigger.message}
      modal={(props) => <TriggerModal {...props} />}
    />
  );
}

function TriggerModal({
  row,
  rows,
  readOnly,
  onClose,
  onSaved,
}: {
  row: Trigger | null;
  rows: readonly Trigger[];
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const settings = useEmailSettingsQuery({ fetchPolicy: 'network-only' });
  const [name, setName] = useState(row?.name ?? '');
  const [event, setEvent] = useState(row?.event ?? '');
  const [subject, setSubject] = useState(row?.subject ?? '');
  const [senderId, setSenderId] = useState(row?.senderId ?? '');
  const [emailGroupId, setEmailGroupId] = useState(row?.emailGroupId ?? '');
  const [isActive, setIsActive] = useState(row?.isActive ?? true);
  const [touched, setTouched] = useState(false);
  const [save] = useSaveEmailTriggerMutation();
  const confirmed = useConfirmedSave(onSaved);
  const failure = validateEmailTrigger(
    { name, event, subject, senderId, emailGroupId },
    rows.map((other) => ({ id: other.id, name: other.name })),
    row?.id,
  );
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
      title={`${row ? 'Update' : 'Add'} Email Trigger`}
      readOnly={readOnly}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: {
              input: {
                id: row?.id ?? null,
                name: name.trim(),
                event,
                subject: subject.trim(),
                senderId,
                emailGroupId,
                isActive,
              },
            },
          });
          return data!.saveEmailTrigger.message;
        })
      }
    >
      <TextField
        label="Trigger Name"
        required
        value={name}
        maxLength={200}
        error={errorOf('name')}
        onChange={change('name', setName)}
      />
      <SelectField
        label="Event"
        required
        value={event}
        error={errorOf('event')}
        onChange={change('event', setEvent)}
        options={(settings.data?.emailEvents ?? []).map((each) => ({ id: each, name: each }))}
      />
      <TextField
        label="Subject"
        required
        value={subject}
        maxLength={250}
        error={errorOf('subject')}
        onChange={change('subject', setSubject)}
      />
      <SelectField
        label="Sender"
        required
        value={senderId}
        error={errorOf('senderId')}
        onChange={change('senderId', setSenderId)}
        options={senderOptions(settings.data?.emailAddresses ?? [], row?.senderId)}
      />
      <SelectField
        label="Email Group"
        required
        value={emailGroupId}
        error={errorOf('emailGroupId')}
        onChange={change('emailGroupId', setEmailGroupId)}
        options={(settings.data?.emailGroups ?? []).map((group) => ({ id: group.id, name: group.name }))}
      />
      <CheckboxField label="Active" checked={isActive} onChange={setIsActive} />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}

function GroupsGrid() {
  const [remove] = useDeleteEmailGroupMutation();
  return (
    <ListMaintenanceScreen<Group>
      title="Email Groups"
      useRows={useGroupRows}
      searchable={(row) => [row.name, row.description]}
      columns={[
        { key: 'name', name: 'Email Group', minWidth: 220 },
        { key: 'description', name: 'Description', minWidth: 260 },
        { key: 'memberIds', name: 'Receivers', width: 110, renderCell: ({ row }) => row.memberIds.length },
        { key: 'triggerCount', name: 'Triggers', width: 100 },
      ]}
      exportRow={(row) => ({
        'Email Group': row.name,
        Description: row.description,
        Receivers: row.memberIds.length,
        Triggers: row.triggerCount,
      })}
      remove={async (row) => (await remove({ variables: { id: row.id } })).data!.deleteEmailGroup.message}
      modal={(props) => <GroupModal {...props} />}
    />
  );
}

function GroupModal({
  row,
  rows,
  readOnly,
  onClose,
  onSaved,
}: {
  row: Group | null;
  rows: readonly Group[];
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const settings = useEmailSettingsQuery({ fetchPolicy: 'network-only' });
  const [name, setName] = useState(row?.name ?? '');
  const [description, setDescription] = useState(row?.description ?? '');
  const [memberIds, setMemberIds] = useState<string[]>(row?.memberIds ?? []);
  const [touched, setTouched] = useState(false);
  const [save] = useSaveEmailGroupMutation();
  const confirmed = useConfirmedSave(onSaved);
  const failure = validateEmailGroup(
    name,
    rows.map((other) => ({ id: other.id, name: other.name })),
    row?.id,
  );
  const receivers = (settings.data?.emailAddresses ?? [])
    .filter((address) => address.kind === 'RECEIVER')
    .map((address) => ({ id: address.id, name: address.email }));
  return (
    <MaintenanceModal
      open
      title={`${row ? 'Update' : 'Add'} Email Group`}
      readOnly={readOnly}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: { input: { id: row?.id ?? null, name: name.trim(), description, memberIds } },
          });
          return data!.saveEmailGroup.message;
        })
      }
    >
      <TextField
        label="Group Name"
        required
        value={name}
        maxLength={200}
        error={(touched && failure?.message) || confirmed.errorOf('name')}
        onChange={(value) => {
          setTouched(true);
          confirmed.clear('name');
          setName(value);
        }}
      />
      <TextField label="Description" value={description} maxLength={500} onChange={setDescription} />
      <MultiSelectTagField
        label="Receivers"
        options={receivers}
        value={memberIds}
        onChange={setMemberIds}
        error={confirmed.errorOf('memberIds')}
      />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}

function AddressesGrid() {
  const [remove] = useDeleteEmailAddressMutation();
  return (
    <ListMaintenanceScreen<Address>
      title="Senders and Receivers"
      useRows={useAddressRows}
      searchable={(row) => [row.email, row.displayName, KIND_LABEL[row.kind]]}
      columns={[
        { key: 'kind', name: 'Kind', width: 110, renderCell: ({ row }) => KIND_LABEL[row.kind] },
        { key: 'email', name: 'Email', minWidth: 260 },
        { key: 'displayName', name: 'Display Name', width: 200 },
        { key: 'groupCount', name: 'Groups', width: 90 },
        { key: 'triggerCount', name: 'Triggers', width: 90 },
        activeColumn<Address>(),
      ]}
      exportRow={(row) => ({
        Kind: KIND_LABEL[row.kind],
        Email: row.email,
        'Display Name': row.displayName,
        Groups: row.groupCount,
        Triggers: row.triggerCount,
        Status: activeLabel(row.isActive),
      })}
      remove={async (row) => (await remove({ variables: { id: row.id } })).data!.deleteEmailAddress.message}
      modal={(props) => <AddressModal {...props} />}
    />
  );
}

function AddressModal({
  row,
  rows,
  readOnly,
  onClose,
  onSaved,
}: {
  row: Address | null;
  rows: readonly Address[];
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [kind, setKind] = useState<EmailAddressKind>(row?.kind ?? 'RECEIVER');
  const [email, setEmail] = useState(row?.email ?? '');
  const [displayName, setDisplayName] = useState(row?.displayName ?? '');
  const [isActive, setIsActive] = useState(row?.isActive ?? true);
  const [touched, setTouched] = useState(false);
  const [save] = useSaveEmailAddressMutation();
  const confirmed = useConfirmedSave(onSaved);
  const failure = validateEmailAddress(
    email,
    rows.filter((other) => other.kind === kind).map((other) => ({ id: other.id, name: other.email })),
    row?.id,
  );
  return (
    <MaintenanceModal
      open
      title={`${row ? 'Update' : 'Add'} Address`}
      readOnly={readOnly}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: { input: { id: row?.id ?? null, kind, email: email.trim(), displayName, isActive } },
          });
          return data!.saveEmailAddress.message;
        })
      }
    >
      <SelectField
        label="Kind"
        required
        value={kind}
        onChange={(value) => setKind(value as EmailAddressKind)}
        options={[
          { id: 'SENDER', name: 'Sender' },
          { id: 'RECEIVER', name: 'Receiver' },
        ]}
      />
      <TextField
        label="Email"
        required
        value={email}
        maxLength={254}
        error={(touched && failure?.message) || confirmed.errorOf('email')}
        onChange={(value) => {
          setTouched(true);
          confirmed.clear('email');
          setEmail(value);
        }}
      />
      <TextField label="Display Name" value={displayName} maxLength={200} onChange={setDisplayName} />
      <CheckboxField label="Active" checked={isActive} onChange={setIsActive} />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}

const SENT_COLUMNS: Column<SentEmail>[] = [
  {
    key: 'createdAt',
    name: 'Time',
    width: 170,
    renderCell: ({ row }) => new Date(row.createdAt as string).toLocaleString(),
  },
  { key: 'triggerName', name: 'Trigger', width: 200, renderCell: ({ row }) => row.triggerName || '(system)' },
  { key: 'from', name: 'From', width: 230 },
  { key: 'to', name: 'To', width: 220 },
  { key: 'subject', name: 'Subject', minWidth: 220 },
  {
    key: 'status',
    name: 'Status',
    width: 110,
    renderCell: ({ row }) => <span title={row.error || undefined}>{row.status}</span>,
  },
];

/**
 * What the catalogue sent or queued, newest first, a page at a time (read only). Queued: no mail server is
 * configured (the message waits in the outbox) or delivery has not finished; Failed: the server refused it (its
 * reason shows on the status).
 */
function SentEmailsGrid() {
  const [fetchPage] = useSentEmailsLazyQuery({ fetchPolicy: 'network-only' });
  const data = usePagedRows<SentEmail>(
    (pageNumber, pageSize) =>
      pageOf(fetchPage({ variables: { page: { pageNumber, pageSize } } }), (result) => result.sentEmails),
    'sent',
  );
  const [selected, setSelected] = useState<SentEmail | null>(null);
  const { exportRows, exporting } = useSheetExport('Sent E-mails');
  return (
    <MaintenanceGrid
      title="Sent E-mails"
      label="Sent E-mails"
      columns={SENT_COLUMNS}
      data={data}
      selected={selected}
      onSelect={setSelected}
      canEdit={false}
      onAdd={null}
      onUpdate={() => undefined}
      onExport={() =>
        void exportRows(['Time', 'Trigger', 'Event', 'From', 'To', 'Subject', 'Status', 'Error'], async () =>
          data.rows.map((row) => ({
            Time: new Date(row.createdAt as string).toISOString(),
            Trigger: row.triggerName,
            Event: row.event,
            From: row.from,
            To: row.to,
            Subject: row.subject,
            Status: row.status,
            Error: row.error,
          })),
        )
      }
      exporting={exporting}
    />
  );
}
