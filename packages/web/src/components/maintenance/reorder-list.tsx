import { Box, Button, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { moveRiskRow } from '@lexbridge/rules';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface ReorderItem {
  id: string;
  label: string;
}

interface ReorderListProps<T extends ReorderItem> {
  /** Names the list for assistive technology ("Sub-parameters of Inherent Risk"). */
  label: string;
  items: readonly T[];
  /** The list in its new order (every drag, arrow key or button press). */
  onMove: (items: T[]) => void;
  /** A row dragged in from another list (another parameter's sub-parameters), dropped before `index`. */
  onDropForeign?: (id: string, index: number) => void;
  /** What a row shows beside its label. */
  renderExtra?: (item: T) => ReactNode;
  disabled?: boolean;
}

/** The drag payload type: a row of one of these lists, by id. */
export const REORDER_MIME = 'application/x-lexbridge-reorder';

/**
 * An ordered list a user rearranges with the mouse (drag a row onto another) or the keyboard: the grip button of a
 * row moves it with ArrowUp and ArrowDown (Home and End to the ends) and keeps the focus on it, and the arrow
 * buttons move it one place. A live region says where the row went.
 */
export function ReorderList<T extends ReorderItem>({
  label,
  items,
  onMove,
  onDropForeign,
  renderExtra,
  disabled,
}: ReorderListProps<T>) {
  const [dragId, setDragId] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const grips = useRef(new Map<string, HTMLButtonElement>());

  function move(from: number, to: number, focus = false) {
    if (from === to || to < 0 || to >= items.length) return;
    const next = moveRiskRow(items, from, to);
    onMove(next);
    const moved = items[from];
    setAnnouncement(`${moved.label} moved to position ${to + 1} of ${items.length}.`);
    if (focus) requestAnimationFrame(() => grips.current.get(moved.id)?.focus());
  }

  function onKey(event: KeyboardEvent, index: number) {
    const target =
      event.key === 'ArrowUp'
        ? index - 1
        : event.key === 'ArrowDown'
          ? index + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : null;
    if (target === null) return;
    event.preventDefault();
    move(index, target, true);
  }

  return (
    <Box>
      <Stack as="ol" gap="1" aria-label={label} listStyleType="none" m="0" p="0">
        {items.map((item, index) => (
          <HStack
            as="li"
            key={item.id}
            data-testid="reorder-item"
            draggable={!disabled}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData(REORDER_MIME, item.id);
              event.dataTransfer.setData('text/plain', item.id);
              setDragId(item.id);
            }}
            onDragOver={(event) => {
              if (!disabled) event.preventDefault();
            }}
            onDrop={(event) => {
              event.preventDefault();
              const id = event.dataTransfer.getData(REORDER_MIME) || event.dataTransfer.getData('text/plain');
              const from = items.findIndex((row) => row.id === id);
              if (from >= 0) move(from, index);
              else if (id && onDropForeign) onDropForeign(id, index);
              setDragId(null);
            }}
            onDragEnd={() => setDragId(null)}
            opacity={dragId === item.id ? 0.5 : 1}
            borderWidth="1px"
            borderRadius="md"
            px="2"
            py="1"
            bg="bg"
            cursor={disabled ? 'default' : 'grab'}
            gap="2"
          >
            {!disabled && (
              <HStack gap="0">
                <IconButton
                  ref={(node) => {
                    if (node) grips.current.set(item.id, node);
                    else grips.current.delete(item.id);
                  }}
                  size="2xs"
                  variant="ghost"
                  aria-label={`Reorder ${item.label}, position ${index + 1} of ${items.length}. Use the up and down arrow keys.`}
                  onKeyDown={(event) => onKey(event, index)}
                >
                  <GripVertical />
                </IconButton>
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={`Move ${item.label} up`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowUp />
                </IconButton>
                <IconButton
                  size="2xs"
                  variant="ghost"
                  aria-label={`Move ${item.label} down`}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowDown />
                </IconButton>
              </HStack>
            )}
            <Text flex="1" textStyle="sm">
              {index + 1}. {item.label}
            </Text>
            {renderExtra?.(item)}
          </HStack>
        ))}
      </Stack>
      <Text srOnly aria-live="polite">
        {announcement}
      </Text>
    </Box>
  );
}

/** The Save order button of a list: enabled once the order changed. */
export function SaveOrderButton({ changed, onSave }: { changed: number; onSave: () => void }) {
  return (
    <Button size="xs" colorPalette="blue" disabled={changed === 0} onClick={onSave}>
      Save order{changed > 0 ? ` (${changed})` : ''}
    </Button>
  );
}
