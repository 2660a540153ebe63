import { Box, Button, Checkbox, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ADMIN_MESSAGES, isProviderAdministrator, validateRoleName } from '@lexbridge/rules';
import { ListTree } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { Column } from 'react-data-grid';
import { MaintenanceGrid, yesNoColumn } from '../../../components/maintenance/maintenance-grid';
import {
  MaintenanceModal,
  TextField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { DeleteConfirm } from '../../../components/maintenance/screen-parts';
import type { PagedRows } from '../../../components/maintenance/use-paged-rows';
import { useCanEdit, useDeleteFlow, type ModalState } from '../../../components/maintenance/use-screen';
import type { MenuEntriesQuery, RolesGridQuery } from '../../../gql/graphql';
import {
  useDeleteRoleMutation,
  useMenuEntriesQuery,
  useRolesGridQuery,
  useSaveRoleMenuMutation,
  useSaveRoleMutation,
} from '../../../gql/hooks';
import { useCurrentSession } from '../../../lib/session/session-context';
import { useSheetExport } from '../../../components/maintenance/use-sheet-export';

type Row = RolesGridQuery['roles'][number];
type Entry = MenuEntriesQuery['menuEntries'][number];

const COLUMNS: Column<Row>[] = [
  { key: 'name', name: 'Role', minWidth: 260 },
  yesNoColumn<Row>('isBuiltIn', 'Built-in', 110),
  { key: 'userCount', name: 'Users', width: 100 },
  { key: 'menuItemIds', name: 'Menu Entries', width: 140, renderCell: ({ row }) => row.menuItemIds.length },
];

/** Roles and Menus: roles (add, rename, delete) and the menu each role sees and edits. */
export function RolesPage() {
  const session = useCurrentSession();
  // Roles and their menus are shared by every client: only the provider administrator changes them.
  const canEdit = useCanEdit() && isProviderAdministrator(session.user);
  const roles = useRolesGridQuery({ fetchPolicy: 'network-only' });
  const menu = useMenuEntriesQuery();
  const rows = useMemo(() => roles.data?.roles ?? [], [roles.data]);
  const { loading, error, refetch } = roles;
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
  const [mapping, setMapping] = useState<Row | null>(null);
  const [deleteRole] = useDeleteRoleMutation();
  const removal = useDeleteFlow(() => {
    setSelected(null);
    void roles.refetch();
  });
  const { exportRows, exporting } = useSheetExport('Roles');
  const labelOf = (id: string) => menu.data?.menuEntries.find((entry) => entry.id === id)?.label ?? id;

  return (
    <>
      <MaintenanceGrid
        title="Roles and Menus"
        label="Roles"
        columns={COLUMNS}
        data={data}
        selected={selected}
        onSelect={setSelected}
        canEdit={canEdit}
        onAdd={() => setModal({ mode: 'add' })}
        onUpdate={(row) => setModal({ mode: 'update', row })}
        onDelete={(row) =>
          removal.askDelete(
            async () => (await deleteRole({ variables: { id: row.id } })).data!.deleteRole.message,
          )
        }
        onExport={() =>
          void exportRows(['Role', 'Built-in', 'Users', 'Menu Entries'], async () =>
            rows.map((row) => ({
              Role: row.name,
              'Built-in': row.isBuiltIn ? 'Yes' : 'No',
              Users: row.userCount,
              'Menu Entries': row.menuItemIds.map(labelOf).join(', '),
            })),
          )
        }
        exporting={exporting}
        actions={
          <Button size="sm" variant="outline" disabled={!selected} onClick={() => setMapping(selected)}>
            <ListTree /> Menu
          </Button>
        }
      />
      {modal.mode !== 'closed' && (
        <RoleModal
          row={modal.mode === 'update' ? modal.row : null}
          others={rows}
          readOnly={!canEdit || (modal.mode === 'update' && modal.row.isBuiltIn)}
          onClose={() => setModal({ mode: 'closed' })}
          onSaved={() => {
            setModal({ mode: 'closed' });
            setSelected(null);
            void roles.refetch();
          }}
        />
      )}
      {mapping && (
        <RoleMenuModal
          role={mapping}
          entries={menu.data?.menuEntries ?? []}
          readOnly={!canEdit || mapping.isBuiltIn}
          onClose={() => setMapping(null)}
          onSaved={() => {
            setMapping(null);
            void roles.refetch();
          }}
        />
      )}
      <DeleteConfirm flow={removal} />
    </>
  );
}

function RoleModal({
  row,
  others,
  readOnly,
  onClose,
  onSaved,
}: {
  row: Row | null;
  others: readonly Row[];
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [name, setName] = useState(row?.name ?? '');
  const [touched, setTouched] = useState(false);
  const [save] = useSaveRoleMutation();
  const confirmed = useConfirmedSave(onSaved);
  const failure = validateRoleName(name, others, row?.id);
  return (
    <MaintenanceModal
      open
      title={row ? 'Update Role' : 'Add Role'}
      readOnly={readOnly}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({ variables: { id: row?.id ?? null, name: name.trim() } });
          return data!.saveRole.message;
        })
      }
    >
      <TextField
        label="Role Name"
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
      {row?.isBuiltIn && <Text color="fg.muted">{ADMIN_MESSAGES.builtInRole}</Text>}
      {confirmed.dialog}
    </MaintenanceModal>
  );
}

/**
 * The role-to-menu mapping: every entry with a route, under its group; 'Sees' puts it in the role's menu,
 * 'Edits' also lets the role edit there (the entry's route and its breadcrumbs).
 */
function RoleMenuModal({
  role,
  entries,
  readOnly,
  onClose,
  onSaved,
}: {
  role: Row;
  entries: readonly Entry[];
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [sees, setSees] = useState(() => new Set(role.menuItemIds));
  const [edits, setEdits] = useState(() => new Set(role.editableMenuItemIds));
  const [save] = useSaveRoleMenuMutation();
  const confirmed = useConfirmedSave(onSaved);
  const groups = entries.filter((entry) => entry.parentId === null);
  const childrenOf = (id: string) => entries.filter((entry) => entry.parentId === id && entry.routerLink);
  const toggle = (set: Set<string>, id: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };

  function row(entry: Entry) {
    const seen = sees.has(entry.id);
    return (
      <HStack key={entry.id} justify="space-between" pl={entry.parentId ? 4 : 0} py="1">
        <Text>{entry.label}</Text>
        <HStack gap="4">
          <Checkbox.Root
            checked={seen}
            onCheckedChange={(details) => {
              const on = details.checked === true;
              setSees((current) => toggle(current, entry.id, on));
              if (!on) setEdits((current) => toggle(current, entry.id, false));
            }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <VisuallyHidden>{entry.label}: </VisuallyHidden>Sees
            </Checkbox.Label>
          </Checkbox.Root>
          <Checkbox.Root
            checked={edits.has(entry.id)}
            disabled={!seen}
            onCheckedChange={(details) =>
              setEdits((current) => toggle(current, entry.id, details.checked === true))
            }
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <VisuallyHidden>{entry.label}: </VisuallyHidden>Edits
            </Checkbox.Label>
          </Checkbox.Root>
        </HStack>
      </HStack>
    );
  }

  return (
    <MaintenanceModal
      open
      title={`Menu of ${role.name}`}
      readOnly={readOnly}
      invalid={false}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: {
              input: { roleId: role.id, menuItemIds: [...sees], editableMenuItemIds: [...edits] },
            },
          });
          return data!.saveRoleMenu.message;
        })
      }
    >
      {role.isBuiltIn && <Text color="fg.muted">{ADMIN_MESSAGES.builtInRole}</Text>}
      <Stack gap="3" maxH="60vh" overflowY="auto" pr="2">
        {groups.map((group) => (
          <Box key={group.id} role="group" aria-label={group.label}>
            {group.routerLink ? (
              row(group)
            ) : (
              <>
                <Text fontWeight="semibold">{group.label}</Text>
                {childrenOf(group.id).map(row)}
              </>
            )}
          </Box>
        ))}
      </Stack>
      {confirmed.dialog}
    </MaintenanceModal>
  );
}
