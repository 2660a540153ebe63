import { Button, Checkbox, HStack, Stack } from '@chakra-ui/react';
import { CATALOGUE_TEXTS } from '@lexbridge/rules';
import { DraggableDialog } from '../dialogs/draggable-dialog';
import { CheckboxGrid, type ColumnCount } from './checkbox-grid';
import { useChecklist, type PickItem } from './checklist';
import { SearchBox } from './search-box';

export interface MultiSelectModalProps {
  open: boolean;
  /** 'Select {header}'; 'Select Testing' by default (the spec's default). */
  header?: string;
  items: readonly PickItem[];
  selectedIds: readonly string[];
  /** One item at most: choosing one unchecks the others, and there is no Select All. */
  single?: boolean;
  /** No Select All even for a multi-select (the validator modals' chooser dialog). */
  hideSelectAll?: boolean;
  /** 1 to 4 columns (default 4). */
  columns?: ColumnCount;
  /** Submit stays disabled until something is chosen. */
  mandatory?: boolean;
  /** Shows a Cancel button beside Submit. */
  showCancel?: boolean;
  onSubmit: (selected: PickItem[]) => void;
  /** Cancel, the cross, Escape. */
  onDismiss: () => void;
}

/**
 * The multi-select modal: search, Select All (not in single-select), a grid of 1 to 4
 * columns, 'No Data found', Submit (disabled for an empty list, or when selection is mandatory and nothing is
 * chosen) and an optional Cancel.
 */
export function MultiSelectModal({ open, header, onDismiss, ...props }: MultiSelectModalProps) {
  return (
    <DraggableDialog open={open} title={`Select ${header || 'Testing'}`} onDismiss={onDismiss} size="xl">
      <MultiSelectBody {...props} onDismiss={onDismiss} />
    </DraggableDialog>
  );
}

function MultiSelectBody({
  items,
  selectedIds,
  single = false,
  hideSelectAll = false,
  columns = 4,
  mandatory = false,
  showCancel = false,
  onSubmit,
  onDismiss,
}: Omit<MultiSelectModalProps, 'open' | 'header'>) {
  const list = useChecklist(items, { initial: selectedIds, single });
  const disabled = items.length === 0 || (mandatory && list.checked.size === 0);
  return (
    <Stack gap="4">
      <HStack gap="4" wrap="wrap">
        <SearchBox value={list.search} onChange={list.setSearch} />
        {!single && !hideSelectAll && (
          <Checkbox.Root
            size="sm"
            checked={list.allVisibleChecked}
            disabled={list.visible.length === 0}
            onCheckedChange={list.toggleAll}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Select All</Checkbox.Label>
          </Checkbox.Root>
        )}
      </HStack>
      <CheckboxGrid
        items={list.visible}
        checked={list.checked}
        onToggle={list.toggle}
        columns={columns}
        emptyText={CATALOGUE_TEXTS.noDataFound}
        label="Items"
      />
      <HStack justify="flex-end" gap="2">
        {showCancel && (
          <Button variant="outline" onClick={onDismiss}>
            Cancel
          </Button>
        )}
        <Button colorPalette="blue" disabled={disabled} onClick={() => onSubmit(list.selected)}>
          Submit
        </Button>
      </HStack>
    </Stack>
  );
}
