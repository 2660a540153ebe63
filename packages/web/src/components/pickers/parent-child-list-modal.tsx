import { Box, Button, Checkbox, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CATALOGUE_TEXTS, naturalSort } from '@lexbridge/rules';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { DraggableDialog } from '../dialogs/draggable-dialog';
import { matchesSearch, type PickItem } from './checklist';
import { SearchBox } from './search-box';

export interface ParentItem {
  id: string;
  name: string;
  children: readonly PickItem[];
}

/** Checked children by parent id. */
export type ParentChildSelection = Readonly<Record<string, readonly string[]>>;

export interface ParentChildResult {
  parent: ParentItem;
  children: PickItem[];
}

export interface ParentChildListModalProps {
  open: boolean;
  /** 'Select {title}'; 'AGRC Fields' by default. */
  title?: string;
  parents: readonly ParentItem[];
  selected?: ParentChildSelection;
  /** Items may come from one group (parent) only; choosing from another asks first. */
  singleGroup?: boolean;
  /** Submit stays disabled until some parent has a checked child. */
  mandatory?: boolean;
  onSubmit: (result: ParentChildResult[]) => void;
  /** Cancel, the cross, Escape. */
  onDismiss: () => void;
}

/**
 * The parent-child list: search, parents with plus/minus expanders, children as
 * two-column checkboxes, Submit and Cancel. A parent is open when it has checked children, while a search is on,
 * or when it is the only one; the expander overrides that. With the single-group rule, a pick from another group
 * asks 'You can only select items from one group. …': Yes keeps only the new pick, No undoes it.
 */
export function ParentChildListModal({ open, title, onDismiss, ...props }: ParentChildListModalProps) {
  return (
    <DraggableDialog open={open} title={`Select ${title || 'AGRC Fields'}`} onDismiss={onDismiss} size="xl">
      <ParentChildBody {...props} onDismiss={onDismiss} />
    </DraggableDialog>
  );
}

function ParentChildBody({
  parents,
  selected = {},
  singleGroup = false,
  mandatory = false,
  onSubmit,
  onDismiss,
}: Omit<ParentChildListModalProps, 'open' | 'title'>) {
  const [checked, setChecked] = useState<ParentChildSelection>(selected);
  const [search, setSearchValue] = useState('');
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const [pending, setPending] = useState<{ parentId: string; childId: string } | null>(null);
  // A pick that was undone remounts the checkboxes: the box the user ticked must show unticked again.
  const [revision, setRevision] = useState(0);
  const searching = search.trim() !== '';

  const visibleParents = parents
    .map((parent) => {
      if (!searching || matchesSearch(parent.name, search)) {
        return {
          parent,
          children: searching ? naturalSort(parent.children, (child) => child.name) : parent.children,
        };
      }
      const children = naturalSort(
        parent.children.filter((child) => matchesSearch(child.name, search)),
        (child) => child.name,
      );
      return { parent, children };
    })
    .filter((entry) => !searching || entry.children.length > 0);

  const hasSelection = (parentId: string) => (checked[parentId]?.length ?? 0) > 0;
  const isOpen = (parentId: string) =>
    toggled[parentId] ?? (hasSelection(parentId) || searching || parents.length === 1);

  function setSearch(value: string) {
    setSearchValue(value);
    setToggled({});
  }

  function apply(parentId: string, childId: string, only: boolean) {
    setChecked((current) => {
      const mine = current[parentId] ?? [];
      return only ? { [parentId]: [childId] } : { ...current, [parentId]: [...mine, childId] };
    });
  }

  function toggleChild(parentId: string, childId: string) {
    const mine = checked[parentId] ?? [];
    if (mine.includes(childId)) {
      setChecked((current) => ({ ...current, [parentId]: mine.filter((id) => id !== childId) }));
      return;
    }
    const otherGroupChosen = Object.entries(checked).some(
      ([id, children]) => id !== parentId && children.length > 0,
    );
    if (singleGroup && otherGroupChosen) {
      setPending({ parentId, childId });
      return;
    }
    apply(parentId, childId, false);
  }

  const result: ParentChildResult[] = parents
    .map((parent) => ({
      parent,
      children: parent.children.filter((child) => checked[parent.id]?.includes(child.id)),
    }))
    .filter((entry) => entry.children.length > 0);

  return (
    <Stack gap="4">
      <SearchBox value={search} onChange={setSearch} />
      {visibleParents.length === 0 ? (
        <Text color="fg.muted" role="status">
          {CATALOGUE_TEXTS.noDataFound}
        </Text>
      ) : (
        <Stack gap="2" role="tree" aria-label="Groups">
          {visibleParents.map(({ parent, children }) => {
            const expanded = isOpen(parent.id);
            return (
              <Box key={parent.id} role="treeitem" aria-expanded={expanded} aria-label={parent.name}>
                <HStack gap="2">
                  <IconButton
                    size="2xs"
                    variant="outline"
                    aria-label={`${expanded ? 'Collapse' : 'Expand'} ${parent.name}`}
                    onClick={() => setToggled((current) => ({ ...current, [parent.id]: !expanded }))}
                  >
                    {expanded ? <Minus /> : <Plus />}
                  </IconButton>
                  <Text fontWeight="semibold">{parent.name}</Text>
                  {hasSelection(parent.id) && (
                    <Text textStyle="xs" color="fg.muted">
                      ({checked[parent.id]!.length} selected)
                    </Text>
                  )}
                </HStack>
                {expanded && (
                  <SimpleGrid columns={2} gap="2" ps="8" pt="2" role="group" aria-label={parent.name}>
                    {children.map((child) => (
                      <Checkbox.Root
                        key={`${child.id}:${revision}`}
                        size="sm"
                        checked={checked[parent.id]?.includes(child.id) ?? false}
                        onCheckedChange={() => toggleChild(parent.id, child.id)}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label fontWeight="normal">{child.name}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </SimpleGrid>
                )}
              </Box>
            );
          })}
        </Stack>
      )}
      <HStack justify="flex-end" gap="2">
        <Button variant="outline" onClick={onDismiss}>
          Cancel
        </Button>
        <Button
          colorPalette="blue"
          disabled={mandatory && result.length === 0}
          onClick={() => onSubmit(result)}
        >
          Submit
        </Button>
      </HStack>
      <ConfirmDialog
        open={pending !== null}
        title={CATALOGUE_TEXTS.deleteConfirmTitle}
        message={CATALOGUE_TEXTS.singleGroupConfirm}
        onConfirm={() => {
          if (pending) apply(pending.parentId, pending.childId, true);
          setPending(null);
        }}
        onCancel={() => {
          setPending(null);
          setRevision((value) => value + 1);
        }}
      />
    </Stack>
  );
}
