import {
  Box,
  Button,
  Heading,
  HStack,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { TOAST_TITLES, validateDmuMapping, type DmuMappingStatus as RuleStatus } from '@lexbridge/rules';
import { ListTree } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DataGrid, type Column } from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import { DeleteConfirm } from '../../../components/maintenance/screen-parts';
import { FilterSelect, GridSearch, useDebouncedSearch } from '../../../components/maintenance/grid-filters';
import { MaintenanceGrid } from '../../../components/maintenance/maintenance-grid';
import {
  MaintenanceModal,
  SelectField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import { pageOf, usePagedRows } from '../../../components/maintenance/use-paged-rows';
import { useCanEdit, useDeleteFlow, type ModalState } from '../../../components/maintenance/use-screen';
import {
  ParentChildListModal,
  type ParentItem,
  type ParentChildSelection,
} from '../../../components/pickers/parent-child-list-modal';
import type {
  DmuMappingsQuery,
  DmuMappingStatus,
  DmuSystemDetailsQuery,
  DmuSystemQuery,
} from '../../../gql/graphql';
import {
  useDmuLookupsQuery,
  useDmuMappingsLazyQuery,
  useDmuSystemDetailsLazyQuery,
  useDmuSystemQuery,
  useSaveDmuGroupMappingMutation,
  useSaveDmuMappingMutation,
} from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { useCurrentSession } from '../../../lib/session/session-context';
import { notify } from '../../../lib/toast';

type MappingRow = DmuMappingsQuery['dmuMappings']['items'][number];
/** A grid row: `id` is the row's key; `mappingId` the mapping (null for an AGRC field not mapped yet). */
type Row = Omit<MappingRow, 'id'> & { id: string; mappingId: string | null };
type DetailRow = DmuSystemDetailsQuery['dmuSystemDetails']['items'][number];
type SystemData = DmuSystemQuery;

const STATUS_LABELS: Record<DmuMappingStatus, RuleStatus> = {
  NOT_AVAILABLE: 'Not Available',
  NOT_EXPECTED: 'Not Expected',
  MAPPED: 'Mapped',
  UNMAPPED: 'Unmapped',
};
const STATUS_OPTIONS = (Object.keys(STATUS_LABELS) as DmuMappingStatus[]).map((id) => ({
  id,
  name: STATUS_LABELS[id],
}));

const COLUMNS: Column<Row>[] = [
  { key: 'category', name: 'Category', width: 130 },
  { key: 'agrcFields', name: 'AGRC Fields', minWidth: 220 },
  { key: 'systemGroup', name: 'System Group', width: 180 },
  { key: 'systemFields', name: 'System Fields', minWidth: 220 },
  { key: 'status', name: 'Status', width: 130, renderCell: ({ row }) => STATUS_LABELS[row.status] },
];

const DASHBOARD: { key: keyof SystemData['dmuDashboard']; label: string }[] = [
  { key: 'totalAgrcFields', label: 'Total AGRC Fields' },
  { key: 'totalSystemFields', label: 'Total System Fields' },
  { key: 'mappedAgrcSystemFields', label: 'Mapped AGRC-System Fields' },
  { key: 'agrcFieldsNotAvailable', label: 'AGRC Fields Not Available' },
  { key: 'notRequiredNotExpected', label: 'Not Required / Not Expected' },
  { key: 'unmappedAgrcFieldsToSystemFields', label: 'Unmapped AGRC Fields' },
  { key: 'totalMappedAgrcFields', label: 'Total Mapped AGRC Fields' },
  { key: 'groupMapped', label: 'Groups Mapped' },
];

/**
 * System Field Mapping (DMU): the AGRC fields a source system provides, its dashboard counts, the mappings (AGRC
 * fields of one category to system fields of one system group, picked in the parent-child list under the
 * single-group rule), system groups mapped to categories, and the system's field details.
 *
 * Mappings are a client's own. A client's user works on its own client's, shown but not choosable; provider staff
 * pick the client.
 */
export function SystemFieldMappingPage() {
  const { user } = useCurrentSession();
  const lookups = useDmuLookupsQuery();
  const systems = lookups.data?.dmuSystems ?? [];
  const clients = lookups.data?.dmuClients ?? [];
  const [systemChoice, setSystemId] = useState('');
  const [clientChoice, setClientId] = useState('');
  const systemId = systemChoice || systems[0]?.id || '';
  const clientId = user.clientId ?? (clientChoice || clients[0]?.id || '');
  const system = useDmuSystemQuery({
    variables: { systemId, clientId },
    skip: !systemId || !clientId,
    fetchPolicy: 'cache-and-network',
  });
  const scope = `${clientId}-${systemId}`;
  const refreshSystem = () => void system.refetch();

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        System Field Mapping
      </Heading>
      {lookups.error && (
        <Text role="alert" color="fg.error">
          {errorMessage(lookups.error, 'Something went wrong.')}
        </Text>
      )}
      <HStack gap="4" align="flex-end">
        {user.clientId ? (
          <Box>
            <Text textStyle="sm" fontWeight="medium" mb="1">
              Client
            </Text>
            <Text aria-label="Client" py="1.5">
              {user.clientName ?? clients[0]?.name ?? ''}
            </Text>
          </Box>
        ) : (
          <FilterSelect label="Client" value={clientId} onChange={setClientId} options={clients} />
        )}
        <FilterSelect label="System" value={systemId} onChange={setSystemId} options={systems} />
      </HStack>
      {system.data && <Dashboard counts={system.data.dmuDashboard} />}
      {systemId && clientId && (
        <Tabs.Root defaultValue="mappings" variant="line" lazyMount>
          <Tabs.List>
            <Tabs.Trigger value="mappings">Field Mappings</Tabs.Trigger>
            <Tabs.Trigger value="groups">System Groups</Tabs.Trigger>
            <Tabs.Trigger value="details">System Details</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="mappings">
            <MappingsTab
              key={scope}
              clientId={clientId}
              systemId={systemId}
              categories={lookups.data?.dmuAgrcCategories ?? []}
              groups={system.data?.dmuSystemGroups ?? []}
              onSaved={refreshSystem}
            />
          </Tabs.Content>
          <Tabs.Content value="groups">
            <GroupsTab
              clientId={clientId}
              groups={system.data?.dmuSystemGroups ?? []}
              categories={lookups.data?.dmuAgrcCategories ?? []}
              onSaved={refreshSystem}
            />
          </Tabs.Content>
          <Tabs.Content value="details">
            {system.data && (
              <DetailsTab key={systemId} systemId={systemId} filters={system.data.dmuSystemDetailFilters} />
            )}
          </Tabs.Content>
        </Tabs.Root>
      )}
    </Stack>
  );
}

function Dashboard({ counts }: { counts: SystemData['dmuDashboard'] }) {
  return (
    <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap="3" aria-label="Dashboard counts">
      {DASHBOARD.map(({ key, label }) => (
        <Box key={key} borderWidth="1px" borderRadius="md" p="3" data-count={key}>
          <Text as="dt" textStyle="sm" color="fg.muted">
            {label}
          </Text>
          <Text as="dd" textStyle="2xl" fontWeight="semibold">
            {counts[key]}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}

type Category = { id: string; name: string; fields: readonly { id: string; name: string }[] };
type Group = SystemData['dmuSystemGroups'][number];

function MappingsTab({
  clientId,
  systemId,
  categories,
  groups,
  onSaved,
}: {
  clientId: string;
  systemId: string;
  categories: readonly Category[];
  groups: readonly Group[];
  onSaved: () => void;
}) {
  const canEdit = useCanEdit();
  const search = useDebouncedSearch();
  const [status, setStatus] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const filter = useMemo(
    () => ({
      clientId,
      systemId,
      status: (status || null) as DmuMappingStatus | null,
      categoryId: categoryId || null,
      searchText: search.applied || null,
    }),
    [clientId, systemId, status, categoryId, search.applied],
  );
  const [fetchRows] = useDmuMappingsLazyQuery({ fetchPolicy: 'network-only' });
  const data = usePagedRows<Row>(
    (pageNumber, pageSize) =>
      pageOf(fetchRows({ variables: { filter, page: { pageNumber, pageSize } } }), (result) => ({
        totalCount: result.dmuMappings.totalCount,
        items: result.dmuMappings.items.map((row) => ({
          ...row,
          id: row.id ?? `agrc-${row.agrcFieldIds.join('-')}`,
          mappingId: row.id,
        })),
      })),
    JSON.stringify(filter),
  );
  const [selected, setSelected] = useState<Row | null>(null);
  const [modal, setModal] = useState<ModalState<Row>>({ mode: 'closed' });
  const [save] = useSaveDmuMappingMutation();
  const saved = () => {
    setSelected(null);
    data.reload();
    onSaved();
  };
  const removal = useDeleteFlow(saved);

  return (
    <>
      <MaintenanceGrid
        title="Field Mappings"
        label="Field mappings"
        columns={COLUMNS}
        data={data}
        selected={selected}
        onSelect={setSelected}
        canEdit={canEdit}
        onAdd={() => setModal({ mode: 'add' })}
        onUpdate={(row) => setModal({ mode: 'update', row })}
        onDelete={(row) =>
          row.mappingId &&
          removal.askDelete(async () => {
            const { data: answer } = await save({
              variables: {
                input: {
                  id: row.mappingId,
                  version: row.version,
                  clientId,
                  systemId,
                  status: 'UNMAPPED',
                  agrcFieldIds: row.agrcFieldIds,
                  systemFieldIds: [],
                },
              },
            });
            return answer!.saveDmuMapping.message;
          })
        }
        onExport={null}
        filters={
          <>
            <GridSearch search={search} label="Search mappings" />
            <FilterSelect
              label="Status"
              value={status}
              onChange={setStatus}
              options={STATUS_OPTIONS}
              placeholder="All"
            />
            <FilterSelect
              label="Category"
              value={categoryId}
              onChange={setCategoryId}
              options={categories}
              placeholder="All"
            />
          </>
        }
      />
      {modal.mode !== 'closed' && (
        <MappingModal
          row={modal.mode === 'update' ? modal.row : null}
          clientId={clientId}
          systemId={systemId}
          categories={categories}
          groups={groups}
          readOnly={!canEdit}
          onClose={() => setModal({ mode: 'closed' })}
          onSaved={() => {
            setModal({ mode: 'closed' });
            saved();
          }}
        />
      )}
      <DeleteConfirm flow={removal} />
    </>
  );
}

/** Selected child ids as the parent-child list's selection (by parent). */
function selectionOf(parents: readonly ParentItem[], ids: readonly string[]): ParentChildSelection {
  const selection: Record<string, string[]> = {};
  for (const parent of parents) {
    const picked = parent.children.filter((child) => ids.includes(child.id)).map((child) => child.id);
    if (picked.length > 0) selection[parent.id] = picked;
  }
  return selection;
}

function namesOf(parents: readonly ParentItem[], ids: readonly string[]): string {
  return parents
    .flatMap((parent) => parent.children)
    .filter((child) => ids.includes(child.id))
    .map((child) => child.name)
    .join(', ');
}

function MappingModal({
  row,
  clientId,
  systemId,
  categories,
  groups,
  readOnly,
  onClose,
  onSaved,
}: {
  row: Row | null;
  clientId: string;
  systemId: string;
  categories: readonly Category[];
  groups: readonly Group[];
  readOnly: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [status, setStatus] = useState<DmuMappingStatus | ''>(
    row && row.status !== 'UNMAPPED' ? row.status : '',
  );
  const [agrcIds, setAgrcIds] = useState<string[]>(row ? [...row.agrcFieldIds] : []);
  const [systemIds, setSystemIds] = useState<string[]>(row ? [...row.systemFieldIds] : []);
  const [picker, setPicker] = useState<'agrc' | 'system' | null>(null);
  const [save] = useSaveDmuMappingMutation();
  const confirmed = useConfirmedSave(onSaved);
  const agrcParents: ParentItem[] = categories.map((category) => ({
    id: category.id,
    name: category.name,
    children: category.fields,
  }));
  const systemParents: ParentItem[] = groups.map((group) => ({
    id: group.id,
    name: group.name,
    children: group.fields,
  }));
  const mapped = status === 'MAPPED';
  const failure = validateDmuMapping({
    systemId: Number(systemId),
    agrcFieldIds: agrcIds.map(Number),
    systemFieldIds: mapped ? systemIds.map(Number) : [],
    status: status ? STATUS_LABELS[status] : null,
  });
  const errorOf = (field: string) =>
    confirmed.errorOf(field) ?? (failure?.field === field ? failure.message : null);

  return (
    <MaintenanceModal
      open
      title="Add/Update System Field Mapping"
      readOnly={readOnly}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await save({
            variables: {
              input: {
                id: row?.mappingId ?? null,
                version: row?.mappingId ? row.version : null,
                clientId,
                systemId,
                status: status as DmuMappingStatus,
                agrcFieldIds: agrcIds,
                systemFieldIds: mapped ? systemIds : [],
              },
            },
          });
          return data!.saveDmuMapping.message;
        })
      }
    >
      <SelectField
        label="Status"
        required
        value={status}
        onChange={(value) => setStatus(value as DmuMappingStatus | '')}
        options={STATUS_OPTIONS.filter((option) => option.id !== 'UNMAPPED')}
        error={status ? null : errorOf('status')}
      />
      <PickerField
        label="AGRC Fields"
        value={namesOf(agrcParents, agrcIds)}
        error={agrcIds.length ? errorOf('agrcFieldIds') : null}
        onOpen={() => setPicker('agrc')}
      />
      {mapped && (
        <PickerField
          label="System Fields"
          value={namesOf(systemParents, systemIds)}
          error={errorOf('systemFieldIds')}
          onOpen={() => setPicker('system')}
        />
      )}
      <ParentChildListModal
        open={picker === 'agrc'}
        title="AGRC Fields"
        parents={agrcParents}
        selected={selectionOf(agrcParents, agrcIds)}
        singleGroup
        mandatory
        onDismiss={() => setPicker(null)}
        onSubmit={(result) => {
          setAgrcIds(result.flatMap((group) => group.children.map((child) => child.id)));
          setPicker(null);
        }}
      />
      <ParentChildListModal
        open={picker === 'system'}
        title="System Fields"
        parents={systemParents}
        selected={selectionOf(systemParents, systemIds)}
        singleGroup
        mandatory
        onDismiss={() => setPicker(null)}
        onSubmit={(result) => {
          setSystemIds(result.flatMap((group) => group.children.map((child) => child.id)));
          setPicker(null);
        }}
      />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}

function PickerField({
  label,
  value,
  error,
  onOpen,
}: {
  label: string;
  value: string;
  error: string | null;
  onOpen: () => void;
}) {
  return (
    <Box>
      <Text textStyle="sm" fontWeight="medium" mb="1">
        {label}
      </Text>
      <HStack gap="2">
        <Text
          flex="1"
          borderWidth="1px"
          borderRadius="md"
          px="3"
          py="1.5"
          minH="9"
          color={value ? undefined : 'fg.muted'}
        >
          {value || 'None chosen'}
        </Text>
        <Button size="sm" variant="outline" aria-label={`Choose ${label}`} onClick={onOpen}>
          <ListTree /> Choose
        </Button>
      </HStack>
      {error && (
        <Text textStyle="sm" color="fg.error" mt="1">
          {error}
        </Text>
      )}
    </Box>
  );
}

function GroupsTab({
  clientId,
  groups,
  categories,
  onSaved,
}: {
  clientId: string;
  groups: readonly Group[];
  categories: readonly Category[];
  onSaved: () => void;
}) {
  const canEdit = useCanEdit();
  const [save, saving] = useSaveDmuGroupMappingMutation();
  async function map(groupId: string, categoryId: string) {
    try {
      const { data } = await save({
        variables: { systemGroupId: groupId, categoryId: categoryId || null, clientId },
      });
      notify({
        type: 'success',
        title: TOAST_TITLES.success,
        description: data!.saveDmuGroupMapping.message,
      });
      onSaved();
    } catch (error) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(error, 'Something went wrong.'),
      });
    }
  }
  return (
    <Table.Root size="sm" variant="outline" aria-label="System groups">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>System Group</Table.ColumnHeader>
          <Table.ColumnHeader>System Fields</Table.ColumnHeader>
          <Table.ColumnHeader>AGRC Category</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {groups.map((group) => (
          <Table.Row key={group.id}>
            <Table.Cell>{group.name}</Table.Cell>
            <Table.Cell>{group.fields.map((field) => field.name).join(', ')}</Table.Cell>
            <Table.Cell>
              <NativeSelect.Root size="sm" w="200px" disabled={!canEdit || saving.loading}>
                <NativeSelect.Field
                  aria-label={`AGRC category of ${group.name}`}
                  value={group.categoryId ?? ''}
                  onChange={(event) => void map(group.id, event.target.value)}
                >
                  <option value="">Not mapped</option>
                  {categories.map((category) => (
                    <option key={category.id} value={category.id}>
                      {category.name}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

const DETAIL_COLUMNS: Column<DetailRow>[] = [
  { key: 'systemGroupName', name: 'System Group', width: 170 },
  { key: 'systemFieldName', name: 'System Field', width: 170 },
  { key: 'systemApiDataField', name: 'API Data Field', width: 170 },
  { key: 'type', name: 'Type', width: 90 },
  { key: 'displayFormat', name: 'Display Format', width: 130 },
  { key: 'screenName', name: 'Screen', width: 140 },
  { key: 'fieldDescription', name: 'Description', width: 240 },
  { key: 'systemPointFieldId', name: 'Field Id', width: 110 },
  { key: 'valueList', name: 'Value List', width: 180 },
  { key: 'attribute', name: 'Attribute', width: 120 },
  { key: 'businessLogic', name: 'Business Logic', width: 160 },
  { key: 'term', name: 'Term', width: 110 },
];

function DetailsTab({
  systemId,
  filters,
}: {
  systemId: string;
  filters: SystemData['dmuSystemDetailFilters'];
}) {
  const search = useDebouncedSearch();
  const [groupId, setGroupId] = useState('');
  const [type, setType] = useState('');
  const [screenName, setScreenName] = useState('');
  const [term, setTerm] = useState('');
  const filter = useMemo(
    () => ({
      systemId,
      systemGroupId: groupId || null,
      type: type || null,
      screenName: screenName || null,
      term: term || null,
      searchText: search.applied || null,
    }),
    [systemId, groupId, type, screenName, term, search.applied],
  );
  const [fetchRows] = useDmuSystemDetailsLazyQuery({ fetchPolicy: 'network-only' });
  const data = usePagedRows<DetailRow>(
    (pageNumber, pageSize) =>
      pageOf(
        fetchRows({ variables: { filter, page: { pageNumber, pageSize } } }),
        (result) => result.dmuSystemDetails,
      ),
    JSON.stringify(filter),
  );
  const options = (values: readonly string[]) => values.map((value) => ({ id: value, name: value }));
  return (
    <Stack gap="3">
      <HStack gap="4" align="flex-end" wrap="wrap">
        <GridSearch search={search} label="Search system fields" />
        <FilterSelect
          label="System Group"
          value={groupId}
          onChange={setGroupId}
          options={filters.systemGroups}
          placeholder="All"
        />
        <FilterSelect
          label="Type"
          value={type}
          onChange={setType}
          options={options(filters.types)}
          placeholder="All"
        />
        <FilterSelect
          label="Screen"
          value={screenName}
          onChange={setScreenName}
          options={options(filters.screenNames)}
          placeholder="All"
        />
        <FilterSelect
          label="Term"
          value={term}
          onChange={setTerm}
          options={options(filters.terms)}
          placeholder="All"
        />
      </HStack>
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {data.loading ? 'Loading…' : `${data.totalCount} system fields`}
      </Text>
      <Box css={{ '& .rdg-cell': { paddingInline: '8px' } }}>
        <DataGrid
          aria-label="System details"
          className="rdg-light"
          style={{ height: 420 }}
          columns={DETAIL_COLUMNS}
          rows={data.rows}
          rowKeyGetter={(row) => row.id}
        />
      </Box>
    </Stack>
  );
}
