import { Button, CloseButton, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { validateRemap } from '@lexbridge/rules';
import { useEffect, useId, useState } from 'react';
import { useDraggable } from '../../../components/use-draggable';
import { useSearchProcessNodesQuery } from '../../../gql/hooks';

/** How long typing must pause before the hierarchy is searched. */
const SEARCH_PAUSE_MS = 250;
/** Hits listed at once; the search narrows beyond that. */
const SHOWN_HITS = 50;

/**
 * Remap: picks the process a process's law mappings move to, from the whole hierarchy, not only the loaded part of
 * the tree. The hierarchy is searched through the BFF as the user types (name or description, any case); each hit
 * shows its path. The process itself cannot be chosen ('Choose another process to remap to.').
 */
export function RemapProcessDialog({
  open,
  hierarchyId,
  from,
  busy,
  onRemap,
  onClose,
}: {
  open: boolean;
  hierarchyId: string;
  from: { id: string; name: string };
  busy: boolean;
  onRemap: (toNodeId: string) => void;
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
          <RemapContent
            hierarchyId={hierarchyId}
            from={from}
            busy={busy}
            onRemap={onRemap}
            onClose={onClose}
          />
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function RemapContent({
  hierarchyId,
  from,
  busy,
  onRemap,
  onClose,
}: {
  hierarchyId: string;
  from: { id: string; name: string };
  busy: boolean;
  onRemap: (toNodeId: string) => void;
  onClose: () => void;
}) {
  const { style, handleProps } = useDraggable();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const listId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const { data, loading } = useSearchProcessNodesQuery({
    variables: { hierarchyId, search },
    skip: !search,
    fetchPolicy: 'network-only',
  });
  const found = search ? (data?.searchProcessNodes ?? []) : [];
  const byId = new Map(found.map((node) => [node.id, node]));
  const pathOf = (id: string | null | undefined): string[] => {
    const names: string[] = [];
    for (
      let node = id ? byId.get(id) : undefined;
      node;
      node = node.parentId ? byId.get(node.parentId) : undefined
    )
      names.unshift(node.name);
    return names;
  };
  const hits = found.filter((node) => node.isMatch);
  const refusal = validateRemap(from.id, target);

  return (
    <Dialog.Content style={style}>
      <Dialog.Header {...handleProps}>
        <Dialog.Title>Remap {from.name}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap="3">
          <Text fontSize="sm">
            Every law section mapped to {from.name} moves to the process you choose. Search the whole
            hierarchy by name or description.
          </Text>
          <Input
            size="sm"
            autoFocus
            aria-label="Search processes to remap to"
            aria-controls={listId}
            placeholder="Search processes"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setTarget(null);
            }}
          />
          <Stack
            id={listId}
            role="radiogroup"
            aria-label="Processes to remap to"
            gap="0"
            maxH="72"
            overflowY="auto"
            borderWidth="1px"
            borderRadius="md"
          >
            {!search && (
              <Text fontSize="sm" color="fg.muted" p="2">
                Type part of a process name or description.
              </Text>
            )}
            {search && !loading && hits.length === 0 && (
              <Text fontSize="sm" p="2">
                No Record Found
              </Text>
            )}
            {hits.slice(0, SHOWN_HITS).map((node) => {
              const path = pathOf(node.parentId);
              const self = node.id === from.id;
              return (
                <label
                  key={node.id}
                  style={{
                    display: 'flex',
                    gap: 8,
                    alignItems: 'flex-start',
                    padding: '6px 8px',
                    cursor: self ? 'not-allowed' : 'pointer',
                    background: target === node.id ? 'var(--chakra-colors-blue-50)' : undefined,
                  }}
                >
                  <input
                    type="radio"
                    name="remap-target"
                    value={node.id}
                    checked={target === node.id}
                    disabled={self}
                    onChange={() => setTarget(node.id)}
                    style={{ marginTop: 4 }}
                  />
                  <span>
                    <Text as="span" fontSize="sm" fontWeight="medium">
                      {node.name}
                      {self ? ' (this process)' : ''}
                    </Text>
                    {path.length > 0 && (
                      <Text as="span" display="block" fontSize="xs" color="fg.muted">
                        {path.join(' › ')}
                      </Text>
                    )}
                  </span>
                </label>
              );
            })}
          </Stack>
          {hits.length > SHOWN_HITS && (
            <Text fontSize="xs" color="fg.muted">
              {hits.length} processes match; the first {SHOWN_HITS} are listed. Type more to narrow the
              search.
            </Text>
          )}
          {tried && refusal && (
            <Text color="red.600" fontSize="sm" role="alert">
              {refusal.message}
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
          onClick={() => {
            setTried(true);
            if (!refusal && target) onRemap(target);
          }}
        >
          Remap
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" disabled={busy} />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}
