import { useApolloClient } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Grid,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  GAPS_MESSAGES,
  GAPS_ROUTES,
  hierarchyColumns,
  isEditableRoute,
  TOAST_TITLES,
  validateProcessName,
} from '@lexbridge/rules';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  emptyTree,
  expandableIds,
  toggleChecked,
  treeFromList,
  visibleRows,
  withChildren,
  type FlatTree,
  type VisibleRow,
} from '../../../components/tree/flat-tree';
import { VirtualTree } from '../../../components/tree/virtual-tree';
import {
  ProcessHierarchyExportDocument,
  ProcessNodesDocument,
  ProcessTreeDocument,
  SearchProcessNodesDocument,
  type HierarchyVariant,
  type ProcessNodeFieldsFragment,
} from '../../../gql/graphql';
import {
  useAcceptProposedProcessMutation,
  useAddProcessNodeMutation,
  useDeleteProcessMappingMutation,
  useDeleteProcessNodesMutation,
  useDeleteProposedProcessMutation,
  useMoveProcessMutation,
  useProcessHierarchiesQuery,
  useProcessMappingQuery,
  useProposedProcessesQuery,
  useRemapProcessMappingsMutation,
  useSetPrimaryHierarchyMutation,
  useSubmitProcessMappingMutation,
  useUpdateProcessNodeMutation,
} from '../../../gql/hooks';
import { buildWorkbook, downloadFile } from '../../../lib/excel';
import { useCurrentSession } from '../../../lib/session/session-context';
import { useOwnClient } from '../../../lib/session/use-own-client';
import { notify } from '../../../lib/toast';
import { postFile, runWrite } from '../../../lib/use-write';
import { DeleteProcessesDialog } from './delete-processes-dialog';
import { MoveProcessDialog } from './move-process-dialog';
import { RemapProcessDialog } from './remap-process-dialog';
import { ActionsColumnHeader } from '../../../components/maintenance/actions-column-header';

type Node = ProcessNodeFieldsFragment;
const TREE_HEIGHT = 520;

interface UploadAnswer {
  title: string;
  message: string;
  rowsRead: number;
}

/**
 * Process Hierarchy (hierarchy/process-hierarchy): a business line's client and provider hierarchies. The tree loads
 * one level per expand; Expand All loads the whole tree once and opens it, Collapse closes it; search asks the
 * catalogue and shows the hits with their ancestors. Ticking a process selects exactly that process; Delete Checked
 * first says what goes (each ticked process with everything under it and the mappings among them), then removes
 * exactly those. The selected process can be renamed, given children, moved under another parent of its hierarchy
 * (with its subtree and mappings), mapped to law sections and have its mappings moved to another process. Proposed processes are accepted or deleted; one hierarchy per line is the
 * primary one. A client's user sees its own client's hierarchies and the provider's, and changes only its own. Export writes the tree to Excel as Level 1…n and Description, the columns an upload reads.
 */
export function ProcessHierarchyPage() {
  const { editableRoutes } = useCurrentSession();
  const [variant, setVariant] = useState<HierarchyVariant>('CLIENT');
  // A client's own hierarchy is changed by its users and provider staff; the provider's standard hierarchy is
  // shared by every client and changed by provider staff only.
  const ownClient = useOwnClient();
  const canEdit =
    isEditableRoute(editableRoutes, GAPS_ROUTES.processHierarchy) &&
    (variant === 'CLIENT' || ownClient === null);
  const hierarchies = useProcessHierarchiesQuery({ variables: { variant }, fetchPolicy: 'network-only' });
  const list = hierarchies.data?.processHierarchies ?? [];
  const [hierarchyId, setHierarchyId] = useState('');
  const hierarchy = list.find((entry) => entry.id === hierarchyId) ?? list[0];
  const currentId = hierarchy?.id ?? '';

  const [setPrimary] = useSetPrimaryHierarchyMutation();
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        Process Hierarchy
      </Heading>
      <HStack gap="3" wrap="wrap" align="end">
        <Box>
          <Text fontSize="sm" mb="1">
            Variant
          </Text>
          <NativeSelect.Root size="sm" width="40">
            <NativeSelect.Field
              aria-label="Variant"
              value={variant}
              onChange={(event) => {
                setVariant(event.target.value as HierarchyVariant);
                setHierarchyId('');
              }}
            >
              <option value="CLIENT">Client</option>
              <option value="PROVIDER">Provider</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Box>
          <Text fontSize="sm" mb="1">
            Hierarchy
          </Text>
          <NativeSelect.Root size="sm" width="md">
            <NativeSelect.Field
              aria-label="Hierarchy"
              value={currentId}
              onChange={(event) => setHierarchyId(event.target.value)}
            >
              {list.length === 0 && <option value="">No hierarchy</option>}
              {list.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.businessLineName} — {entry.name}
                  {entry.isPrimary ? ' (Primary)' : ''}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        {hierarchy?.isPrimary && <Badge colorPalette="green">Primary Hierarchy</Badge>}
        {hierarchy && <Text fontSize="sm">{hierarchy.processCount} processes</Text>}
        {canEdit && (
          <Button
            size="sm"
            variant="outline"
            disabled={hierarchy?.isPrimary}
            onClick={async () => {
              const ok = await runWrite(
                async () =>
                  (await setPrimary({ variables: { hierarchyId: currentId || null } })).data
                    ?.setPrimaryHierarchy.message,
              );
              if (ok) void hierarchies.refetch();
            }}
          >
            Set as Primary Hierarchy
          </Button>
        )}
      </HStack>

      {hierarchy ? (
        <HierarchyWorkspace
          key={currentId}
          hierarchyId={currentId}
          hierarchyName={hierarchy.name}
          canEdit={canEdit}
          onChanged={() => void hierarchies.refetch()}
        />
      ) : (
        <Text color="fg.muted">No Data To Show</Text>
      )}
    </Stack>
  );
}

/** The tree and the panels of one hierarchy; mounted afresh for each hierarchy chosen. */
function HierarchyWorkspace({
  hierarchyId: currentId,
  hierarchyName,
  canEdit,
  onChanged,
}: {
  hierarchyId: string;
  hierarchyName: string;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const client = useApolloClient();
  const [tree, setTree] = useState<FlatTree<Node>>(emptyTree);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [loading, setLoading] = useState<Set<string>>(new Set());
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [allOpen, setAllOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [searchTree, setSearchTree] = useState<FlatTree<Node> | null>(null);

  async function loadLevel(parentId: string | null) {
    const { data } = await client.query({
      query: ProcessNodesDocument,
      variables: { hierarchyId: currentId, parentId },
      fetchPolicy: 'network-only',
    });
    const loaded = data?.processNodes ?? [];
    setTree((previous) => withChildren(previous, parentId, loaded));
    return loaded;
  }

  async function reload() {
    setSearchTree(null);
    setAllOpen(false);
    setExpanded(new Set());
    setTree(emptyTree());
    await loadLevel(null);
    onChanged();
  }

  // The top level, once per hierarchy (the workspace is mounted afresh for each).
  useEffect(() => {
    client
      .query({
        query: ProcessNodesDocument,
        variables: { hierarchyId: currentId },
        fetchPolicy: 'network-only',
      })
      .then(({ data }) => setTree((previous) => withChildren(previous, null, data?.processNodes ?? [])))
      .catch(() => undefined);
  }, [client, currentId]);

  const shown = searchTree ?? tree;
  const shownExpanded = useMemo(
    () => (searchTree ? expandableIds(searchTree) : expanded),
    [searchTree, expanded],
  );
  const rows = useMemo(() => visibleRows(shown, shownExpanded), [shown, shownExpanded]);
  const hits = useMemo(
    () =>
      new Set(
        searchTree
          ? [...searchTree.nodes.values()].filter((node) => node.isMatch).map((node) => node.id)
          : [],
      ),
    [searchTree],
  );
  const selected = selectedId ? (shown.nodes.get(selectedId) ?? tree.nodes.get(selectedId) ?? null) : null;

  async function toggleExpand(row: VisibleRow<Node>) {
    const id = row.node.id;
    if (searchTree) return;
    if (row.expanded) {
      setExpanded((previous) => {
        const next = new Set(previous);
        next.delete(id);
        return next;
      });
      return;
    }
    if (!tree.children.has(id)) {
      setLoading((previous) => new Set(previous).add(id));
      try {
        await loadLevel(id);
      } catch {
        notify({
          type: 'error',
          title: TOAST_TITLES.error,
          description: 'The processes could not be loaded.',
        });
        return;
      } finally {
        setLoading((previous) => {
          const next = new Set(previous);
          next.delete(id);
          return next;
        });
      }
    }
    setExpanded((previous) => new Set(previous).add(id));
  }

  async function expandAll() {
    if (allOpen) {
      setExpanded(new Set());
      setAllOpen(false);
      return;
    }
    const { data } = await client.query({
      query: ProcessTreeDocument,
      variables: { hierarchyId: currentId },
      fetchPolicy: 'network-only',
    });
    const whole = treeFromList(data?.processTree ?? []);
    setTree(whole);
    setExpanded(expandableIds(whole));
    setAllOpen(true);
  }

  async function runSearch() {
    const text = search.trim();
    if (!text) {
      setSearchTree(null);
      return;
    }
    const { data } = await client.query({
      query: SearchProcessNodesDocument,
      variables: { hierarchyId: currentId, search: text },
      fetchPolicy: 'network-only',
    });
    setSearchTree(treeFromList(data?.searchProcessNodes ?? []));
  }

  const [addNode] = useAddProcessNodeMutation();
  const [updateNode] = useUpdateProcessNodeMutation();
  const [deleteNodes] = useDeleteProcessNodesMutation();

  const [newName, setNewName] = useState('');
  const [newDescription, setNewDescription] = useState('');
  const [addUnder, setAddUnder] = useState<'top' | 'selected'>('top');
  const nameError = newName ? validateProcessName(newName)?.message : undefined;

  async function add() {
    const parentId = addUnder === 'selected' && selected ? selected.id : null; // nothing selected: the top
    const ok = await runWrite(async () => {
      const { data } = await addNode({
        variables: {
          input: { hierarchyId: currentId, parentId, name: newName, description: newDescription || null },
        },
      });
      return data?.addProcessNode.message;
    });
    if (!ok) return;
    setNewName('');
    setNewDescription('');
    if (parentId) {
      await loadLevel(parentId);
      setExpanded((previous) => new Set(previous).add(parentId));
    } else await loadLevel(null);
    onChanged();
  }

  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  function askDelete() {
    if (checked.size === 0) {
      notify({ type: 'warning', title: TOAST_TITLES.required, description: GAPS_MESSAGES.selectProcesses });
      return;
    }
    setConfirmDelete(true);
  }

  async function removeChecked() {
    const ids = [...checked];
    setDeleting(true);
    const ok = await runWrite(
      async () => (await deleteNodes({ variables: { ids } })).data?.deleteProcessNodes.message,
    );
    setDeleting(false);
    setConfirmDelete(false);
    if (ok) {
      setChecked(new Set());
      setSelectedId(null);
      await reload();
    }
  }

  /**
   * After a move: the process where it now is, the levels it left and joined reloaded (with their parents' levels,
   * whose child counts changed), and its new parent opened as far as the tree has it loaded.
   */
  async function afterMove(moved: Node, fromParentId: string | null) {
    const known = tree.nodes;
    setTree((previous) => ({ ...previous, nodes: new Map(previous.nodes).set(moved.id, moved) }));
    const levels = new Set<string | null>([fromParentId, moved.parentId]);
    for (const id of [fromParentId, moved.parentId])
      if (id !== null && known.has(id)) levels.add(known.get(id)!.parentId);
    for (const level of levels) if (level === null || known.has(level)) await loadLevel(level);
    setExpanded((previous) => {
      const next = new Set(previous);
      for (let id = moved.parentId; id !== null && known.has(id); id = known.get(id)!.parentId) next.add(id);
      return next;
    });
    if (searchTree) await runSearch();
    onChanged();
  }

  async function exportExcel() {
    const { data } = await client.query({
      query: ProcessHierarchyExportDocument,
      variables: { hierarchyId: currentId },
      fetchPolicy: 'network-only',
    });
    const rows = data?.processHierarchyExport ?? [];
    if (rows.length === 0) {
      notify({ type: 'info', title: 'Info!', description: 'No data to be exported.' });
      return;
    }
    const depth = Math.max(...rows.map((row) => row.levels.length));
    const columns = hierarchyColumns(depth);
    const bytes = await buildWorkbook({
      sheetName: 'Process Hierarchy',
      columns,
      rows: rows.map((row) =>
        Object.fromEntries(
          columns.map((column, index) => [
            column,
            column === 'Description' ? (row.description ?? null) : (row.levels[index] ?? null),
          ]),
        ),
      ),
    });
    const day = new Date().toISOString().slice(0, 10);
    downloadFile(bytes, `${hierarchyName}_${day}.xlsx`);
  }

  const fileInput = useRef<HTMLInputElement>(null);
  async function upload(file: File) {
    if (!/\.xlsx$/i.test(file.name)) {
      notify({ type: 'error', title: TOAST_TITLES.error, description: GAPS_MESSAGES.uploadExtension });
      return;
    }
    const form = new FormData();
    form.append('hierarchyId', currentId);
    form.append('file', file, file.name);
    try {
      const answer = await postFile<UploadAnswer>('/files/process-hierarchy', form);
      notify({ type: 'success', title: answer.title, description: answer.message });
      await reload();
    } catch (error) {
      notify({ type: 'error', title: TOAST_TITLES.error, description: (error as Error).message });
    }
  }

  return (
    <>
      <DeleteProcessesDialog
        open={confirmDelete}
        ids={[...checked]}
        busy={deleting}
        onDelete={() => void removeChecked()}
        onClose={() => setConfirmDelete(false)}
      />
      <Grid templateColumns={{ base: '1fr', xl: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="5">
        <Stack gap="3" minW="0">
          <HStack gap="2" wrap="wrap">
            <Input
              size="sm"
              width="64"
              placeholder="Search processes"
              aria-label="Search processes"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') void runSearch();
              }}
            />
            <Button size="sm" onClick={() => void runSearch()} disabled={!currentId}>
              Search
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                setSearch('');
                setSearchTree(null);
              }}
            >
              Clear
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void expandAll()}
              disabled={!currentId || !!searchTree}
            >
              {allOpen ? 'Collapse' : 'Expand All'}
            </Button>
          </HStack>
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => void exportExcel()} disabled={!currentId}>
              Export to Excel
            </Button>
            {canEdit && (
              <>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => fileInput.current?.click()}
                  disabled={!currentId}
                >
                  Upload
                </Button>
                <input
                  ref={fileInput}
                  type="file"
                  accept=".xlsx"
                  hidden
                  aria-label="Upload hierarchy workbook"
                  onChange={(event) => {
                    const file = event.target.files?.[0];
                    event.target.value = '';
                    if (file) void upload(file);
                  }}
                />
                <Button size="sm" colorPalette="red" variant="outline" onClick={askDelete}>
                  Delete Checked ({checked.size})
                </Button>
              </>
            )}
          </HStack>
          {searchTree && (
            <Text fontSize="sm" color="fg.muted">
              {hits.size} process(es) match “{search.trim()}”; their ancestors are shown with them.
            </Text>
          )}
          <VirtualTree
            rows={rows}
            checked={checked}
            loading={loading}
            selectedId={selectedId}
            highlighted={hits}
            height={TREE_HEIGHT}
            label="Process hierarchy"
            onToggleExpand={(row) => void toggleExpand(row)}
            onToggleCheck={(id, on) => setChecked((previous) => toggleChecked(previous, id, on))}
            onSelect={setSelectedId}
            extra={(node) =>
              node.mappedCount > 0 ? (
                <Badge size="sm" colorPalette="purple" flexShrink={0}>
                  {node.mappedCount} mapped
                </Badge>
              ) : null
            }
            emptyText={searchTree ? 'No Record Found' : 'No Data To Show'}
          />
        </Stack>

        <Stack gap="5" minW="0">
          {canEdit && (
            <Box borderWidth="1px" borderRadius="md" p="3">
              <Heading as="h2" size="sm" mb="2">
                Add Process
              </Heading>
              <Stack gap="2">
                <Input
                  size="sm"
                  aria-label="New process name"
                  placeholder="Process name"
                  value={newName}
                  onChange={(event) => setNewName(event.target.value)}
                />
                {nameError && (
                  <Text color="red.600" fontSize="sm">
                    {nameError}
                  </Text>
                )}
                <Textarea
                  size="sm"
                  aria-label="New process description"
                  placeholder="Description (optional)"
                  value={newDescription}
                  onChange={(event) => setNewDescription(event.target.value)}
                />
                <HStack>
                  <NativeSelect.Root size="sm" width="64">
                    <NativeSelect.Field
                      aria-label="Add under"
                      value={selected ? addUnder : 'top'}
                      onChange={(event) => setAddUnder(event.target.value as 'top' | 'selected')}
                    >
                      <option value="top">At the top</option>
                      <option value="selected" disabled={!selected}>
                        Under {selected ? selected.name : 'the selected process'}
                      </option>
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Button
                    size="sm"
                    onClick={() => void add()}
                    disabled={!newName.trim() || !!nameError || !currentId}
                  >
                    Add
                  </Button>
                </HStack>
              </Stack>
            </Box>
          )}
          {selected ? (
            <SelectedProcess
              key={selected.id}
              node={selected}
              canEdit={canEdit}
              hierarchyId={currentId}
              onSaved={(saved) =>
                setTree((previous) => ({ ...previous, nodes: new Map(previous.nodes).set(saved.id, saved) }))
              }
              onChanged={() => void loadLevel(selected.parentId)}
              onMoved={(moved, fromParentId) => void afterMove(moved, fromParentId)}
              save={async (name, description) => {
                let saved: Node | undefined;
                const ok = await runWrite(async () => {
                  const { data } = await updateNode({
                    variables: { input: { id: selected.id, name, description } },
                  });
                  saved = data?.updateProcessNode.node;
                  return data?.updateProcessNode.message;
                });
                return ok ? saved : undefined;
              }}
            />
          ) : (
            <Text color="fg.muted">Select a process to see its details and law mappings.</Text>
          )}
          {currentId && (
            <ProposedProcesses hierarchyId={currentId} canEdit={canEdit} onAccepted={() => void reload()} />
          )}
        </Stack>
      </Grid>
    </>
  );
}

function SelectedProcess({
  node,
  canEdit,
  hierarchyId,
  save,
  onSaved,
  onChanged,
  onMoved,
}: {
  node: Node;
  canEdit: boolean;
  hierarchyId: string;
  save: (name: string, description: string | null) => Promise<Node | undefined>;
  onSaved: (node: Node) => void;
  onChanged: () => void;
  onMoved: (moved: Node, fromParentId: string | null) => void;
}) {
  const [name, setName] = useState(node.name);
  const [description, setDescription] = useState(node.description ?? '');
  const mapping = useProcessMappingQuery({ variables: { nodeId: node.id }, fetchPolicy: 'network-only' });
  const [submit] = useSubmitProcessMappingMutation();
  const [remove] = useDeleteProcessMappingMutation();
  const [remap] = useRemapProcessMappingsMutation();
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [remapping, setRemapping] = useState(false);
  const [remapBusy, setRemapBusy] = useState(false);
  const [move] = useMoveProcessMutation();
  const [moving, setMoving] = useState(false);
  const [moveBusy, setMoveBusy] = useState(false);
  const mapped = mapping.data?.processMapping.mapped ?? [];
  const available = mapping.data?.processMapping.available ?? [];
  const changed = name !== node.name || description !== (node.description ?? '');

  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="3">
      <Heading as="h2" size="sm">
        {node.name}
      </Heading>
      <Input
        size="sm"
        aria-label="Process name"
        value={name}
        readOnly={!canEdit}
        onChange={(e) => setName(e.target.value)}
      />
      <Textarea
        size="sm"
        aria-label="Process description"
        value={description}
        readOnly={!canEdit}
        onChange={(e) => setDescription(e.target.value)}
      />
      {canEdit && (
        <HStack>
          <Button
            size="sm"
            disabled={!changed || !!validateProcessName(name)}
            onClick={async () => {
              const saved = await save(name, description || null);
              if (saved) onSaved(saved);
            }}
          >
            Save
          </Button>
          <Button size="sm" variant="outline" onClick={() => setMoving(true)}>
            Move…
          </Button>
        </HStack>
      )}
      {canEdit && (
        <MoveProcessDialog
          open={moving}
          hierarchyId={hierarchyId}
          process={node}
          busy={moveBusy}
          onClose={() => setMoving(false)}
          onMove={async (newParentId) => {
            setMoveBusy(true);
            let moved: Node | undefined;
            const ok = await runWrite(async () => {
              const { data } = await move({ variables: { input: { id: node.id, newParentId } } });
              moved = data?.moveProcess.node;
              return data?.moveProcess.message;
            });
            setMoveBusy(false);
            if (ok && moved) {
              setMoving(false);
              onMoved(moved, node.parentId);
            }
          }}
        />
      )}
      <Heading as="h3" size="xs">
        Mapped law sections ({mapped.length})
      </Heading>
      <Table.Root size="sm" aria-label="Mapped law sections">
        <Table.Body>
          {mapped.length === 0 && (
            <Table.Row>
              <Table.Cell>No Record Found</Table.Cell>
            </Table.Row>
          )}
          {mapped.map((section) => (
            <Table.Row key={section.sectionId}>
              <Table.Cell>
                <Text fontSize="sm">
                  {section.regulator} · <b>{section.section}</b> {section.sectionName}
                </Text>
              </Table.Cell>
              {canEdit && (
                <Table.Cell textAlign="end">
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={async () => {
                      const ok = await runWrite(
                        async () =>
                          (await remove({ variables: { nodeId: node.id, sectionId: section.sectionId } }))
                            .data?.deleteProcessMapping.message,
                      );
                      if (ok) {
                        void mapping.refetch();
                        onChanged();
                      }
                    }}
                  >
                    Remove
                  </Button>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {canEdit && (
        <>
          <Heading as="h3" size="xs">
            Map law sections
          </Heading>
          <Box maxH="40" overflowY="auto" borderWidth="1px" borderRadius="md" p="2">
            {available.length === 0 && <Text fontSize="sm">No Record Found</Text>}
            {available.map((section) => (
              <label
                key={section.sectionId}
                style={{ display: 'flex', gap: 8, alignItems: 'center', fontSize: 14 }}
              >
                <input
                  type="checkbox"
                  checked={picked.has(section.sectionId)}
                  onChange={(event) =>
                    setPicked((previous) => {
                      const next = new Set(previous);
                      if (event.target.checked) next.add(section.sectionId);
                      else next.delete(section.sectionId);
                      return next;
                    })
                  }
                />
                {section.regulator} · {section.section} {section.sectionName}
              </label>
            ))}
          </Box>
          <Button
            size="sm"
            alignSelf="start"
            disabled={picked.size === 0}
            onClick={async () => {
              const ok = await runWrite(
                async () =>
                  (await submit({ variables: { nodeId: node.id, sectionIds: [...picked] } })).data
                    ?.submitProcessMapping.message,
              );
              if (ok) {
                setPicked(new Set());
                void mapping.refetch();
                onChanged();
              }
            }}
          >
            Map Selected ({picked.size})
          </Button>
          {mapped.length > 0 && (
            <Button size="sm" variant="outline" alignSelf="start" onClick={() => setRemapping(true)}>
              Remap to another process…
            </Button>
          )}
          <RemapProcessDialog
            open={remapping}
            hierarchyId={hierarchyId}
            from={node}
            busy={remapBusy}
            onClose={() => setRemapping(false)}
            onRemap={async (target) => {
              setRemapBusy(true);
              const ok = await runWrite(
                async () =>
                  (await remap({ variables: { fromNodeId: node.id, toNodeId: target } })).data
                    ?.remapProcessMappings.message,
              );
              setRemapBusy(false);
              if (ok) {
                setRemapping(false);
                void mapping.refetch();
                onChanged();
              }
            }}
          />
        </>
      )}
    </Stack>
  );
}

function ProposedProcesses({
  hierarchyId,
  canEdit,
  onAccepted,
}: {
  hierarchyId: string;
  canEdit: boolean;
  onAccepted: () => void;
}) {
  const { data, refetch } = useProposedProcessesQuery({
    variables: { hierarchyId },
    fetchPolicy: 'network-only',
  });
  const [accept] = useAcceptProposedProcessMutation();
  const [remove] = useDeleteProposedProcessMutation();
  const proposals = data?.proposedProcesses ?? [];
  return (
    <Stack gap="2">
      <Heading as="h2" size="sm">
        Proposed Hierarchy ({proposals.length})
      </Heading>
      <Table.Root size="sm" aria-label="Proposed processes">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Process</Table.ColumnHeader>
            <Table.ColumnHeader>Under</Table.ColumnHeader>
            <Table.ColumnHeader>Proposed by</Table.ColumnHeader>
            {canEdit && <ActionsColumnHeader />}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {proposals.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={4}>No Record Found</Table.Cell>
            </Table.Row>
          )}
          {proposals.map((proposal) => (
            <Table.Row key={proposal.id}>
              <Table.Cell>
                <Text fontWeight="semibold">{proposal.name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {proposal.reason}
                </Text>
              </Table.Cell>
              <Table.Cell>{proposal.parentName ?? 'Top'}</Table.Cell>
              <Table.Cell>{proposal.proposedBy ?? '—'}</Table.Cell>
              {canEdit && (
                <Table.Cell>
                  <HStack gap="1" justify="end">
                    <Button
                      size="xs"
                      onClick={async () => {
                        const ok = await runWrite(
                          async () =>
                            (await accept({ variables: { id: proposal.id } })).data?.acceptProposedProcess
                              .message,
                        );
                        if (ok) {
                          void refetch();
                          onAccepted();
                        }
                      }}
                    >
                      Accept
                    </Button>
                    <Button
                      size="xs"
                      variant="outline"
                      onClick={async () => {
                        const ok = await runWrite(
                          async () =>
                            (await remove({ variables: { id: proposal.id } })).data?.deleteProposedProcess
                              .message,
                        );
                        if (ok) void refetch();
                      }}
                    >
                      Delete
                    </Button>
                  </HStack>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
