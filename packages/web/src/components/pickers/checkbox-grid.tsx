import { Box, Checkbox, Flex, Text } from '@chakra-ui/react';
import type { PickItem } from './checklist';

/** Multi-select item widths by column count: 95%, 49%, 275px, 200px. */
export const COLUMN_WIDTHS = { 1: '95%', 2: '49%', 3: '275px', 4: '200px' } as const;
export type ColumnCount = keyof typeof COLUMN_WIDTHS;

interface CheckboxGridProps {
  items: readonly PickItem[];
  checked: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** 1 to 4 columns; the chooser dialogs default to three. */
  columns?: ColumnCount;
  /** Shown when there is nothing to list. */
  emptyText: string;
  /** Names the group for screen readers. */
  label: string;
  /** Items that may not be toggled (e.g. the built-in roles in single sign-on mode). */
  isDisabled?: (item: PickItem) => boolean;
}

/** The checkbox grid of the pickers. */
export function CheckboxGrid({
  items,
  checked,
  onToggle,
  columns = 3,
  emptyText,
  label,
  isDisabled,
}: CheckboxGridProps) {
  if (items.length === 0) {
    return (
      <Text color="fg.muted" py="4" textAlign="center" role="status">
        {emptyText}
      </Text>
    );
  }
  return (
    <Flex wrap="wrap" gap="2" role="group" aria-label={label} data-columns={columns}>
      {items.map((item) => (
        <Box key={item.id} w={COLUMN_WIDTHS[columns]} maxW="100%" minW="0">
          <Checkbox.Root
            size="sm"
            checked={checked.has(item.id)}
            disabled={isDisabled?.(item)}
            onCheckedChange={() => onToggle(item.id)}
            alignItems="flex-start"
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label title={item.description ?? undefined} fontWeight="normal">
              {item.name}
            </Checkbox.Label>
          </Checkbox.Root>
        </Box>
      ))}
    </Flex>
  );
}
