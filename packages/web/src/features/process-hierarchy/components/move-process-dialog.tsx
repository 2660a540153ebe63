import { Button, CloseButton, Dialog, Input, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, useMemo, useState } from 'react';
import { loadedDescendants, treeFromList } from '../../../components/tree/flat-tree';
import { useDraggable } from '../../../components/use-draggable';
import { useProcessTreeQuery } from '../../../gql/hooks';

/** Parents listed at once; the filter narrows beyond that. */
const SHOWN_PARENTS = 50;
/** The radio value of the top of the hierarchy. */
const TOP = 'top';

/**
 * Move: picks a process's new parent from its own hierarchy (the business line's tree), whole, not only the loaded
 * part of the screen's tree, or the top of the hierarchy. The process itself and every process below it are not
 * offered (a process cannot go under itself), nor is the parent it already has. The choices are a radio group:
 * Tab into it, the arrows pick; the filter narrows by name.
 */
export function MoveProcessDialog({
  open,
  hierarchyId,
  process,
  busy,
  onMove,
  onClose,
}: {
  open: boolean;
  hierarchyId: string;
  process: { id: string; name: string; parentId: string | null };
  busy: boolean;
  onMove: (newParentId: string | null) => void;
  onClose: () => void;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size="lg"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <MoveContent
            hierarchyId={hierarchyId}
            process={process}
            busy={busy}
            onMove={onMove}
            onClose={onClose}
          />
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function MoveContent({
  hierarchyId,
  process,
  busy,
  onMove,
  onClose,
}: {
  hierarchyId: string;
  process: { id: string; name: string; parentId: string | null };
  busy: boolean;
  onMove: (newParentId: string | null) => void;
  onClose: () => void;
}) {
  const { style, handleProps } = useDraggable();
  const [filter, setFilter] = useState('');
  const [target, setTarget] = useState<string | null>(null);
  const listId = useId();
  const { data, loading } = useProcessTreeQuery({ variables: { hierarchyId }, fetchPolicy: 'network-only' });

  const { candidates, pathOf } = useMemo(() => {
    const tree = treeFromList(data?.processTree ?? []);
    const below = new Set([process.id, ...loadedDescendants(tree, process.id)]);
    const path = (id: string | null): string[] => {
      const names: string[] = [];
      for (let node = id ? tree.nodes.get(id) : undefined; node;) {
        names.unshift(node.name);
        node = node.parentId ? tree.nodes.get(node.parentId) : undefined;
      }
      return names;
    };
    return {
      candidates: (data?.processTree ?? []).filter((node) => !below.has(node.id)),
      pathOf: path,
    };
  }, [data, process.id]);

  const text = filter.trim().toLowerCase();
  const matching = text ? candidates.filter((node) => node.name.toLowerCase().includes(text)) : candidates;
  const shown = matching.slice(0, SHOWN_PARENTS);
  const atTop = process.parentId === null;

  const option = (value: string, label: string, hint: string | null, current: boolean) => (
    <label
      key={value}
      style={{
        display: 'flex',
        gap: 8,
        alignItems: 'flex-start',
        padding: '6px 8px',
        cursor: current ? 'not-allowed' : 'pointer',
        background: target === value ? 'var(--chakra-colors-blue-50)' : undefined,
      }}
    >
      <input
        type="radio"
        name="move-parent"
        value={value}
        checked={target === value}
        disabled={current}
        onChange={() => setTarget(value)}
        style={{ marginTop: 4 }}
      />
      <span>
        <Text as="span" fontSize="sm" fontWeight="medium">
          {label}
          {current ? ' (where it is now)' : ''}
        </Text>
        {hint && (
          <Text as="span" display="block" fontSize="xs" color="fg.muted">
            {hint}
          </Text>
        )}
      </span>
    </label>
  );

  return (
    <Dialog.Content style={style}>
      <Dialog.Header {...handleProps}>
        <Dialog.Title>Move {process.name}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Text fontSize="sm">
            {process.name} moves with every process under it and keeps its law-section mappings. Choose its
            new parent in this hierarchy, or the top.
          </Text>
          <Input
            size="sm"
            autoFocus
            aria-label="Filter new parents"
            aria-controls={listId}
            placeholder="Filter processes by name"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
          <Stack
            id={listId}
            role="radiogroup"
            aria-label="New parent"
            gap="0"
            maxH="72"
            overflowY="auto"
            borderWidth="1px"
            borderRadius="md"
          >
            {option(TOP, 'Top of the hierarchy', null, atTop)}
            {loading && <Spinner size="sm" m="2" aria-label="Loading the hierarchy" />}
            {shown.map((node) =>
              option(
                node.id,
                node.name,
                pathOf(node.parentId).join(' › ') || null,
                node.id === process.parentId,
              ),
            )}
            {!loading && text && matching.length === 0 && (
              <Text fontSize="sm" p="2">
                No Record Found
              </Text>
            )}
          </Stack>
          {matching.length > SHOWN_PARENTS && (
            <Text fontSize="xs" color="fg.muted">
              {matching.length} processes match; the first {SHOWN_PARENTS} are listed. Type more to narrow
              them.
            </Text>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          colorPalette="blue"
          loading={busy}
          disabled={target === null}
          onClick={() => target !== null && onMove(target === TOP ? null : target)}
        >
          Move
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" disabled={busy} />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}
