import { Button, CloseButton, Dialog, List, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { GAPS_MESSAGES } from '@lexbridge/rules';
import { useDraggable } from '../../../components/use-draggable';
import type { ProcessDeletionPreviewQuery } from '../../../gql/graphql';
import { useProcessDeletionPreviewQuery } from '../../../gql/hooks';

type Preview = ProcessDeletionPreviewQuery['processDeletionPreview'];

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The confirmation's line for one ticked process: what goes with it, and, for one lying under another ticked
 * process, that it goes with that one.
 */
export function deletionLine(item: Preview['processes'][number], preview: Preview): string {
  const under =
    item.descendantCount === 0
      ? 'nothing under it'
      : `the ${count(item.descendantCount, 'process', 'processes')} under it`;
  const mapped =
    item.mappingCount === 0
      ? ''
      : `; ${count(item.mappingCount, 'law-section mapping', 'law-section mappings')}`;
  const inside = item.insideId ? preview.processes.find((other) => other.id === item.insideId) : undefined;
  return `${item.name}, with ${under}${mapped}${inside ? ` (under ${inside.name}, also ticked)` : ''}`;
}

/** The confirmation's closing sentence: how many processes and mappings the delete takes in all. */
export function deletionTotal(preview: Preview): string {
  return (
    `In all ${count(preview.processCount, 'process', 'processes')} will be deleted, ` +
    `with ${count(preview.mappingCount, 'law-section mapping', 'law-section mappings')}.`
  );
}

/**
 * Delete Checked's confirmation: names each ticked process with what lies under it and the law-section mappings
 * among them (asked of the catalogue, which counts the whole subtree, loaded in the tree or not), then the totals.
 * While any of them is mapped the catalogue refuses the delete, so the dialog says so and offers no Delete.
 */
export function DeleteProcessesDialog({
  open,
  ids,
  busy,
  onDelete,
  onClose,
}: {
  open: boolean;
  ids: readonly string[];
  busy: boolean;
  onDelete: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog.Root
      role="alertdialog"
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
          <DeleteContent ids={ids} busy={busy} onDelete={onDelete} onClose={onClose} />
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function DeleteContent({
  ids,
  busy,
  onDelete,
  onClose,
}: {
  ids: readonly string[];
  busy: boolean;
  onDelete: () => void;
  onClose: () => void;
}) {
  const { style, handleProps } = useDraggable();
  const { data, loading, error } = useProcessDeletionPreviewQuery({
    variables: { ids: [...ids] },
    fetchPolicy: 'network-only',
  });
  const preview = data?.processDeletionPreview;
  const mapped = (preview?.mappingCount ?? 0) > 0;
  return (
    <Dialog.Content style={style}>
      <Dialog.Header {...handleProps}>
        <Dialog.Title>Delete {count(ids.length, 'checked process', 'checked processes')}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        {loading && <Spinner size="sm" aria-label="Counting what the delete takes" />}
        {error && (
          <Text color="red.600" role="alert">
            {error.message}
          </Text>
        )}
        {preview && (
          <Stack gap="3">
            <Text>These processes will be deleted, each with everything under it:</Text>
            <List.Root ps="5" aria-label="Processes to delete">
              {preview.processes.map((item) => (
                <List.Item key={item.id}>{deletionLine(item, preview)}</List.Item>
              ))}
            </List.Root>
            <Text fontWeight="semibold">{deletionTotal(preview)}</Text>
            {mapped && (
              <Text color="red.600" role="alert">
                {GAPS_MESSAGES.processMapped}
              </Text>
            )}
          </Stack>
        )}
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button colorPalette="red" onClick={onDelete} loading={busy} disabled={!preview || mapped}>
          Delete
        </Button>
      </Dialog.Footer>
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label="Close" disabled={busy} />
      </Dialog.CloseTrigger>
    </Dialog.Content>
  );
}
