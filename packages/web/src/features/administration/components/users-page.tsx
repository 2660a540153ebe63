import { Button, Field, Input, Text } from '@chakra-ui/react';
import {
  firstPlusCount,
  grantableRoles,
  isProviderAdministrator,
  passwordChecklist,
  RESET_SPECIAL_CHARACTERS,
  TOAST_TITLES,
  validateEmployee,
  yesNoLabel,
} from '@lexbridge/rules';
import { KeyRound, RefreshCcw } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Column } from 'react-data-grid';
import { FilterSelect, GridSearch, useDebouncedSearch } from '../../../components/maintenance/grid-filters';
import { MaintenanceGrid, yesNoColumn } from '../../../components/maintenance/maintenance-grid';
import {
  CheckboxField,
  MaintenanceModal,
  MultiSelectTagField,
  ReadOnlyValue,
  SelectField,
  TextField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { DeleteConfirm } from '../../../components/maintenance/screen-parts';
import { pageOf, usePagedRows } from '../../../components/maintenance/use-paged-rows';
import { useCanEdit, useDeleteFlow, type ModalState } from '../../../components/maintenance/use-screen';
import { EmployeeRoleSummary, EmployeeRoleUpload, type EmployeeRoleOutcome } from './employee-role-upload';
import type { AdminUsersGridQuery } from '../../../gql/graphql';
import {
  useAdminUserChoicesQuery,
  useAdminUsersGridLazyQuery,
  useDeleteUserMutation,
  useRegisterEmployeeMutation,
  useResetUserPasswordMutation,
  useSyncUserMutation,
  useUpdateUserMutation,
} from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { useCurrentSession } from '../../../lib/session/session-context';
import { notify } from '../../../lib/toast';
import { useSheetExport } from '../../../components/maintenance/use-sheet-export';

type Row = AdminUsersGridQuery['adminUsers']['items'][number];

const roleNames = (row: Row) => row.roles.map((role) => role.name);

const COLUMNS: Column<Row>[] = [
  { key: 'email', name: 'Email', minWidth: 220 },
  { key: 'fullName', name: 'Name', width: 170 },
  { key: 'clientName', name: 'Client', width: 200, renderCell: ({ row }) => row.clientName ?? '' },
  yesNoColumn<Row>('isProvider', 'Provider', 100),
  {
    key: 'roles',
    name: 'Roles',
    width: 200,
    renderCell: ({ row }) => <span title={roleNames(row).join(', ')}>{firstPlusCount(roleNames(row))}</span>,
  },
  { key: 'syncedAt', name: 'Last Synced', width: 160, renderCell: ({ row }) => syncedLabel(row.syncedAt) },
];

const syncedLabel = (value: string | null) => (value ? new Date(value).toLocaleString() : 'Never');

/**
 * The roles the user form offers: every role to the provider administrator, client-side roles only to anyone else
 * (provider roles are the provider administrator's to give).
 */
export function userFormRoles(
  user: { roles: readonly string[]; clientId: string | null },
  roles: readonly { id: string; name: string; isProvider: boolean }[],
): { id: string; name: string }[] {
  return grantableRoles(user, roles).map((role) => ({ id: role.id, name: role.name }));
}

/** Users: the employee list with its filters, Register Employee, update, delete, sync and password reset. */
export function UsersPage() {
  const canEdit = useCanEdit();
  const [roleUpload, setRoleUpload] = useState<EmployeeRoleOutcome | null>(null);
  const session = useCurrentSession();
  const provider = isProviderAdministrator(session.user);
  const search = useDebouncedSearch();
  const domain = useDebouncedSearch();
  const [clientId, setClientId] = useState('');
  const [kind, setKind] = useState('');
  const choices = useAdminUserChoicesQuery();
  const clients = (choices.data?.adminClients ?? []).map((client) => ({ id: client.id, name: client.name }));
  const roles = choices.data?.roles ?? [];
  const filter = useMemo(
    () => ({
      searchText: search.applied || null,
      domain: domain.applied || null,
      clientId: clientId || null,
      isProvider: kind === '' ? null : kind === 'provider',
    }),
    [search.applied, domain.applied, clientId, kind],
  );
  const [fetchGrid] = useAdminUsersGridLazyQuery({ fetchPolicy: 'network-only' });
  const data = usePagedRows<Row>(
    (pageNumber, pageSize) =>
      pageOf(
        fetchGrid({ variables: { filter, page: { pageNumber, pageSize: Math.min(pageSize, 1000) } } }),
        (result) => result.adminUsers,
      ),
    JSON.stringify(filter),
  );
  const [selected, setSelected] = useState<Row | null>(null);
  const [modal, setModal] = useState<ModalState<Row>>({ mode: 'closed' });
  const [resetting, setResetting] = useState<Row | null>(null);
  const [deleteUser] = useDeleteUserMutation();
  const [syncUser, syncing] = useSyncUserMutation();
  const removal = useDeleteFlow(() => {
    setSelected(null);
    data.reload();
  });
  const { exportRows, exporting } = useSheetExport('Users');

  async function sync(row: Row) {
    try {
      const { data: answer } = await syncUser({ variables: { id: row.id } });
      notify({ type: 'success', title: TOAST_TITLES.success, description: answer!.syncUser.message });
      data.reload();
    } catch (error) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(error, 'Something went wrong.'),
      });
    }
  }

  return (
    <>
      <MaintenanceGrid
        title="Users"
        label="Users"
        columns={COLUMNS}
        data={data}
        selected={selected}
        onSelect={setSelected}
        canEdit={canEdit}
        onAdd={() => setModal({ mode: 'add' })}
        onUpdate={(row) => setModal({ mode: 'update', row })}
        onDelete={(row) =>
          removal.askDelete(
            async () => (await deleteUser({ variables: { id: row.id } })).data!.deleteUser.message,
          )
        }
        onExport={() =>
          void exportRows(['Email', 'Name', 'Client', 'Provider', 'Roles', 'Last Synced'], async () =>
            data.rows.map((row) => ({
              Email: row.email,
              Name: row.fullName,
              Client: row.clientName ?? '',
              Provider: yesNoLabel(row.isProvider),
              Roles: roleNames(row).join(', '),
              'Last Synced': syncedLabel(row.syncedAt),
            })),
          )
        }
        exporting={exporting}
        notice={
          roleUpload && <EmployeeRoleSummary outcome={roleUpload} onClose={() => setRoleUpload(null)} />
        }
        actions={
          canEdit && (
            <>
              <Button
                size="sm"
                variant="outline"
                disabled={!selected}
                loading={syncing.loading}
                onClick={() => selected && void sync(selected)}
              >
                <RefreshCcw /> Sync
              </Button>
              <Button size="sm" variant="outline" disabled={!selected} onClick={() => setResetting(selected)}>
                <KeyRound /> Reset Password
              </Button>
              <EmployeeRoleUpload
                onUploaded={(outcome) => {
                  setRoleUpload(outcome);
                  data.reload();
                }}
              />
            </>
          )
        }
        filters={
          <>
            <GridSearch search={search} label="Search users" />
            {clients.length > 1 && (
              <FilterSelect
                label="Client"
                value={clientId}
                onChange={setClientId}
                options={clients}
                placeholder="All"
              />
            )}
            <Field.Root w="auto" minW="180px">
              <Field.Label textStyle="sm">Domain</Field.Label>
              <Input
                size="sm"
                value={domain.text}
                placeholder="example.com"
                aria-label="Filter by Domain"
                onChange={(event) => domain.setText(event.target.value)}
              />
            </Field.Root>
            {session.user.clientId === null && (
              <FilterSelect
                label="Staff"
                value={kind}
                onChange={setKind}
                options={[
                  { id: 'provider', name: 'Provider staff' },
                  { id: 'client', name: 'Client staff' },
                ]}
                placeholder="All"
              />
            )}
          </>
        }
      />
      {modal.mode !== 'closed' && (
        <UserModal
          row={modal.mode === 'update' ? modal.row : null}
          provider={provider}
          clients={clients}
          roles={userFormRoles(session.user, roles)}
          readOnly={!canEdit}
          onClose={() => setModal({ mode: 'closed' })}
          onSaved={() => {
            setModal({ mode: 'closed' });
            setSelected(null);
            data.reload();
          }}
        />
      )}
      {resetting && (
        <ResetPasswordModal user={resetting} provider={provider} onClose={() => setResetting(null)} />
      )}
      <DeleteConfirm flow={removal} />
    </>
  );
}

function UserModal({
  row,
  provider,
  clients,
  roles,
  readOnly,
  onClose,
  onSaved,
}: {
  row: Row | null;
  provider: boolean;
  clients: { id: string; name: string }[];
  roles: { id: string; name: string }[];
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [email, setEmail] = useState(row?.email ?? '');
  const [firstName, setFirstName] = useState(row?.firstName ?? '');
  const [lastName, setLastName] = useState(row?.lastName ?? '');
  const [roleIds, setRoleIds] = useState<string[]>(row?.roles.map((role) => role.id) ?? []);
  const [clientId, setClientId] = useState(row?.clientId ?? '');
  const [isProvider, setIsProvider] = useState(row?.isProvider ?? false);
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [register] = useRegisterEmployeeMutation();
  const [update] = useUpdateUserMutation();
  const confirmed = useConfirmedSave(onSaved);
  const failure = validateEmployee({ email, firstName, lastName, roleIds });
  const passwordFailure = row
    ? null
    : (passwordChecklist(password, password, RESET_SPECIAL_CHARACTERS).find((check) => !check.ok)?.message ??
      null);
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
      title={row ? 'Update User' : 'Register Employee'}
      readOnly={readOnly}
      invalid={failure !== null || passwordFailure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const common = {
            firstName: firstName.trim(),
            lastName: lastName.trim(),
            roleIds,
            ...(provider ? { clientId: clientId || null, isProvider } : {}),
          };
          if (row) {
            const { data } = await update({ variables: { input: { id: row.id, ...common } } });
            return data!.updateUser.message;
          }
          const { data } = await register({
            variables: { input: { email: email.trim(), password, ...common } },
          });
          return data!.registerEmployee.message;
        })
      }
    >
      {row ? (
        <ReadOnlyValue label="Email" value={row.email} />
      ) : (
        <TextField
          label="Email"
          required
          value={email}
          error={errorOf('email')}
          onChange={change('email', setEmail)}
        />
      )}
      <TextField
        label="First Name"
        required
        value={firstName}
        maxLength={100}
        error={errorOf('firstName')}
        onChange={change('firstName', setFirstName)}
      />
      <TextField
        label="Last Name"
        required
        value={lastName}
        maxLength={100}
        error={errorOf('lastName')}
        onChange={change('lastName', setLastName)}
      />
      <MultiSelectTagField
        label="Roles"
        required
        options={roles}
        value={roleIds}
        error={errorOf('roleIds')}
        onChange={(ids) => {
          setTouched(true);
          confirmed.clear('roleIds');
          setRoleIds(ids);
        }}
      />
      {provider && <SelectField label="Client" value={clientId} onChange={setClientId} options={clients} />}
      {provider && <CheckboxField label="Provider staff" checked={isProvider} onChange={setIsProvider} />}
      {!row && (
        <PasswordField
          label="Password"
          value={password}
          error={(password && passwordFailure) || confirmed.errorOf('password')}
          onChange={(value) => {
            confirmed.clear('password');
            setPassword(value);
          }}
        />
      )}
      {confirmed.dialog}
    </MaintenanceModal>
  );
}

function PasswordField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        type="password"
        autoComplete="new-password"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>
          At least 8 characters, upper and lower case, a digit and a special character.
        </Field.HelperText>
      )}
    </Field.Root>
  );
}

/** Reset Password: a new password for the user; the provider administrator may use the provider-admin variant. */
function ResetPasswordModal({
  user,
  provider,
  onClose,
}: {
  user: Row;
  provider: boolean;
  onClose: () => void;
}) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [asProviderAdmin, setAsProviderAdmin] = useState(provider && user.isProvider);
  const [reset] = useResetUserPasswordMutation();
  const confirmed = useConfirmedSave(onClose);
  const failed = passwordChecklist(password, confirm, RESET_SPECIAL_CHARACTERS).find((check) => !check.ok);
  return (
    <MaintenanceModal
      open
      title="Reset Password"
      invalid={failed !== undefined}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await reset({
            variables: { input: { id: user.id, newPassword: password, asProviderAdmin } },
          });
          return data!.resetUserPassword.message;
        })
      }
    >
      <Text>{user.email}</Text>
      <PasswordField
        label="New Password"
        value={password}
        error={
          (password && failed && failed.id !== 'match' ? failed.message : null) ||
          confirmed.errorOf('newPassword')
        }
        onChange={setPassword}
      />
      <PasswordField
        label="Confirm Password"
        value={confirm}
        error={confirm && failed?.id === 'match' ? failed.message : null}
        onChange={setConfirm}
      />
      {provider && (
        <CheckboxField
          label="Provider-admin reset (any account, provider staff included)"
          checked={asProviderAdmin}
          onChange={setAsProviderAdmin}
        />
      )}
      {confirmed.dialog}
    </MaintenanceModal>
  );
}
