import { Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  isBuiltInRole,
  isProviderAdministrator,
  MESSAGES,
  selectAllRoles,
  validateSsoGroup,
} from '@lexbridge/rules';
import { Briefcase, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import type { Column } from 'react-data-grid';
import { DraggableDialog } from '../../../components/dialogs/draggable-dialog';
import { ListMaintenanceScreen } from '../../../components/maintenance/list-screen';
import {
  CheckboxField,
  MaintenanceModal,
  SelectField,
  TextField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { answerOf } from '../../../components/maintenance/use-paged-rows';
import { useCanEdit } from '../../../components/maintenance/use-screen';
import { useCurrentSession } from '../../../lib/session/session-context';
import type { SsoGroupChoicesQuery, SsoGroupsQuery } from '../../../gql/graphql';
import {
  useDeleteSsoGroupMutation,
  useSaveSsoGroupBusinessLinesMutation,
  useSaveSsoGroupMutation,
  useSaveSsoGroupRolesMutation,
  useSsoGroupChoicesQuery,
  useSsoGroupsLazyQuery,
} from '../../../gql/hooks';

type Row = SsoGroupsQuery['ssoGroups'][number];
type Choices = SsoGroupChoicesQuery;

type MappableRole = { id: string; name: string; isProvider?: boolean };

/** A role the caller cannot toggle: a built-in one, or a provider role for anyone but the provider administrator. */
export function lockedRole(role: MappableRole, mayGiveProviderRoles: boolean): boolean {
  return isBuiltInRole(role.name) || (!mayGiveProviderRoles && role.isProvider === true);
}

/**
 * Select All of the role mapping: every role but the four built-in administrator roles, which cannot be toggled in
 * single sign-on mode, and, for anyone but the provider administrator, the provider roles.
 */
export function selectAllRoleIds(roles: readonly MappableRole[], mayGiveProviderRoles = true): string[] {
  return selectAllRoles(roles)
    .filter((role) => !lockedRole(role, mayGiveProviderRoles))
    .map((role) => role.id);
}

function useSsoGroupRows() {
  const [fetchAll] = useSsoGroupsLazyQuery({ fetchPolicy: 'network-only' });
  return async () => (await answerOf(fetchAll())).ssoGroups;
}

/**
 * SSO Groups: each client's directory groups, and the roles and business lines their members get. Roles and
 * Business Lines open a checklist for the selected group.
 */
export function SsoGroupsPage() {
  const canEdit = useCanEdit();
  const { user } = useCurrentSession();
  const choices = useSsoGroupChoicesQuery();
  const [mapping, setMapping] = useState<{ kind: 'roles' | 'lines'; row: Row } | null>(null);
  const [mappingsSaved, setMappingsSaved] = useState(0);
  const [remove] = useDeleteSsoGroupMutation();
  const roleNames = (row: Row) =>
    row.roleIds.map((id) => choices.data?.roles.find((role) => role.id === id)?.name ?? id);
  const lineNames = (row: Row) =>
    row.businessLineIds.map(
      (id) => choices.data?.assignmentOptions.businessLines.find((line) => line.id === id)?.name ?? id,
    );
  const columns: Column<Row>[] = [
    { key: 'groupName', name: 'Group', minWidth: 200 },
    { key: 'clientName', name: 'Client', width: 220 },
    { key: 'directoryGroupId', name: 'Directory Group Id', width: 300 },
    { key: 'roleIds', name: 'Roles', width: 200, renderCell: ({ row }) => roleNames(row).join(', ') },
    {
      key: 'businessLineIds',
      name: 'Business Lines',
      width: 220,
      renderCell: ({ row }) => lineNames(row).join(', '),
    },
  ];
  return (
    <>
      <ListMaintenanceScreen<Row>
        title="SSO Groups"
        useRows={useSsoGroupRows}
        searchable={(row) => [row.groupName, row.clientName]}
        columns={columns}
        exportRow={(row) => ({
          Group: row.groupName,
          Client: row.clientName,
          'Directory Group Id': row.directoryGroupId,
          Roles: roleNames(row).join(', '),
          'Business Lines': lineNames(row).join(', '),
        })}
        remove={async (row) => (await remove({ variables: { id: row.id } })).data!.deleteSsoGroup.message}
        reloadKey={String(mappingsSaved)}
        actions={(selected) => (
          <>
            <Button
              size="sm"
              variant="outline"
              disabled={!selected}
              onClick={() => selected && setMapping({ kind: 'roles', row: selected })}
            >
              <ShieldCheck /> Roles
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={!selected}
              onClick={() => selected && setMapping({ kind: 'lines', row: selected })}
            >
              <Briefcase /> Business Lines
            </Button>
          </>
        )}
        modal={({ rows, ...props }) => (
          <SsoGroupModal
            {...props}
            others={rows}
            clients={choices.data?.adminClients ?? []}
            ownClientId={user.clientId}
          />
        )}
      />
      {mapping && choices.data && (
        <MappingDialog
          kind={mapping.kind}
          row={mapping.row}
          choices={choices.data}
          mayGiveProviderRoles={isProviderAdministrator(user)}
          readOnly={!canEdit}
          onClose={() => setMapping(null)}
          onSaved={() => {
            setMapping(null);
            setMappingsSaved((count) => count + 1);
          }}
        />
      )}
    </>
  );
}

function SsoGroupModal({
  row,
  others,
  clients,
  ownClientId,
  readOnly,
  onClose,
  onSaved,
}: {
  row: Row | null;
  others: readonly Row[];
  clients: readonly { id: string; name: string }[];
  /** A client's user keeps its groups in its own client: the picker is fixed to it. */
  ownClientId: string | null;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [groupName, setGroupName] = useState(row?.groupName ?? '');
  const [clientId, setClientId] = useState(row?.clientId ?? ownClientId ?? '');
  const [directoryGroupId, setDirectoryGroupId] = useState(row?.directoryGroupId ?? '');
  const [touched, setTouched] = useState(false);
  const [save] = useSaveSsoGroupMutation();
  const confirmed = useConfirmedSave(onSaved);
  const sameClient = others
    .filter((other) => other.clientId === clientId)
    .map((other) => ({ id: other.id, name: other.groupName }));
  const failure = validateSsoGroup({ groupName, clientId, directoryGroupId }, sameClient, row?.id);
  const errorOf = (field: string) =>
    (touched && failure?.field === field ? failure.message : null) ?? confirmed.errorOf(field);
  return (
    <MaintenanceModal
      open
      title={`${row ? 'Update' : 'Add'} SSO Group`}
      readOnly={readOnly}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: {
              input: { id: row?.id ?? null, groupName: groupName.trim(), clientId, directoryGroupId },
            },
          });
          return data!.saveSsoGroup.message;
        })
      }
    >
      <TextField
        label="Group Name"
        required
        value={groupName}
        maxLength={200}
        error={errorOf('groupName')}
        onChange={(value) => {
          setTouched(true);
          confirmed.clear('groupName');
          setGroupName(value);
        }}
      />
      <SelectField
        label="Client"
        required
        disabled={ownClientId !== null}
        value={clientId}
        error={errorOf('clientId')}
        onChange={(value) => {
          setTouched(true);
          setClientId(value);
        }}
        options={clients}
      />
      <TextField
        label="Directory Group Id"
        value={directoryGroupId}
        maxLength={36}
        placeholder="00000000-0000-0000-0000-000000000000"
        error={errorOf('directoryGroupId')}
        onChange={(value) => {
          setTouched(true);
          confirmed.clear('directoryGroupId');
          setDirectoryGroupId(value);
        }}
      />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}

function MappingDialog({
  kind,
  row,
  choices,
  mayGiveProviderRoles,
  readOnly,
  onClose,
  onSaved,
}: {
  kind: 'roles' | 'lines';
  row: Row;
  choices: Choices;
  /** Provider roles are mapped by the provider administrator only; anyone else sees them locked. */
  mayGiveProviderRoles: boolean;
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const items =
    kind === 'roles'
      ? choices.roles.map((role) => ({
          id: role.id,
          name: role.name,
          locked: lockedRole(role, mayGiveProviderRoles),
          why: isBuiltInRole(role.name) ? 'built-in' : 'provider role',
        }))
      : choices.assignmentOptions.businessLines.map((line) => ({
          id: line.id,
          name: line.name,
          locked: false,
          why: '',
        }));
  const [ticked, setTicked] = useState<string[]>(kind === 'roles' ? row.roleIds : row.businessLineIds);
  const [saveRoles] = useSaveSsoGroupRolesMutation();
  const [saveLines] = useSaveSsoGroupBusinessLinesMutation();
  const confirmed = useConfirmedSave(onSaved);
  const title = `${kind === 'roles' ? 'Roles' : 'Business Lines'} of ${row.groupName}`;
  const selectAll = () =>
    setTicked(
      kind === 'roles' ? selectAllRoleIds(choices.roles, mayGiveProviderRoles) : items.map((item) => item.id),
    );
  return (
    <DraggableDialog
      open
      title={title}
      onDismiss={onClose}
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          {!readOnly && (
            <Button
              colorPalette="blue"
              onClick={() =>
                confirmed.ask(async () => {
                  if (kind === 'roles') {
                    const { data } = await saveRoles({ variables: { id: row.id, roleIds: ticked } });
                    return data!.saveSsoGroupRoles.message;
                  }
                  const { data } = await saveLines({ variables: { id: row.id, businessLineIds: ticked } });
                  return data!.saveSsoGroupBusinessLines.message;
                })
              }
            >
              Submit
            </Button>
          )}
        </HStack>
      }
    >
      <Stack gap="3">
        {kind === 'roles' && (
          <Text textStyle="sm" color="fg.muted">
            The built-in administrator roles cannot be toggled in single sign-on mode, and provider roles are
            mapped by the provider administrator only: Select All leaves them out.
          </Text>
        )}
        {!readOnly && (
          <HStack gap="2">
            <Button size="xs" variant="outline" onClick={selectAll}>
              Select All
            </Button>
            <Button size="xs" variant="outline" onClick={() => setTicked([])}>
              Clear
            </Button>
          </HStack>
        )}
        {(confirmed.errorOf('roleIds') || confirmed.errorOf('businessLineIds')) && (
          <Text color="fg.error" role="alert">
            {confirmed.errorOf('roleIds') ?? confirmed.errorOf('businessLineIds') ?? MESSAGES.defaultError}
          </Text>
        )}
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" role="group" aria-label={title}>
          {items.map((item) => (
            <CheckboxField
              key={item.id}
              label={item.locked ? `${item.name} (${item.why})` : item.name}
              disabled={readOnly || item.locked}
              checked={ticked.includes(item.id)}
              onChange={(on) =>
                setTicked((current) => (on ? [...current, item.id] : current.filter((id) => id !== item.id)))
              }
            />
          ))}
        </SimpleGrid>
      </Stack>
      {confirmed.dialog}
    </DraggableDialog>
  );
}
