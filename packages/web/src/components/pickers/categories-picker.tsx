import { Button, HStack, Stack } from '@chakra-ui/react';
import { MESSAGES, TOAST_TITLES } from '@lexbridge/rules';
import { useState } from 'react';
import { notify } from '../../lib/toast';
import { DraggableDialog } from '../dialogs/draggable-dialog';
import { CheckboxGrid } from './checkbox-grid';
import { useChecklist, type PickItem } from './checklist';

interface CategoriesPickerProps {
  open: boolean;
  /** 'Select {header}'; 'Select Categories' by default. */
  header?: string;
  categories: readonly PickItem[];
  selectedIds: readonly string[];
  /** Submit: the checked categories, in list order. */
  onSubmit: (selected: PickItem[]) => void;
  onDismiss: () => void;
}

/**
 * The Categories picker: a three-column grid of checkboxes; Select All, Show Selected
 * (only the checked ones; with none, 'There is no selected category' as Info!) and Clear Selected. Submit returns the
 * checked categories.
 */
export function CategoriesPicker({ open, ...props }: CategoriesPickerProps) {
  return (
    <DraggableDialog
      open={open}
      title={`Select ${props.header || 'Categories'}`}
      onDismiss={props.onDismiss}
      size="xl"
    >
      <CategoriesBody {...props} />
    </DraggableDialog>
  );
}

function CategoriesBody({
  categories,
  selectedIds,
  onSubmit,
}: Omit<CategoriesPickerProps, 'open' | 'header'>) {
  const list = useChecklist(categories, { initial: selectedIds });
  const [onlySelected, setOnlySelected] = useState(false);
  const shown = onlySelected ? list.visible.filter((item) => list.checked.has(item.id)) : list.visible;

  function showSelected() {
    if (onlySelected) {
      setOnlySelected(false);
      return;
    }
    if (list.checked.size === 0) {
      notify({ type: 'info', title: TOAST_TITLES.info, description: MESSAGES.noSelectedCategory });
      return;
    }
    setOnlySelected(true);
  }

  return (
    <Stack gap="4">
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={list.toggleAll} aria-pressed={list.allVisibleChecked}>
          Select All
        </Button>
        <Button size="sm" variant="outline" onClick={showSelected} aria-pressed={onlySelected}>
          {onlySelected ? 'Show All' : 'Show Selected'}
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            list.setChecked(new Set());
            setOnlySelected(false);
          }}
        >
          Clear Selected
        </Button>
      </HStack>
      <CheckboxGrid
        items={shown}
        checked={list.checked}
        onToggle={list.toggle}
        columns={3}
        emptyText={MESSAGES.noResult}
        label="Categories"
      />
      <HStack justify="flex-end">
        <Button colorPalette="blue" onClick={() => onSubmit(list.selected)}>
          Submit
        </Button>
      </HStack>
    </Stack>
  );
}
