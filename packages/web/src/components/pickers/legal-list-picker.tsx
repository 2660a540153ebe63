import { Button, Checkbox, HStack, Input, Stack } from '@chakra-ui/react';
import { CATALOGUE_TEXTS, MESSAGES, TOAST_TITLES, validateCategoryFilter } from '@lexbridge/rules';
import { useState } from 'react';
import { notify } from '../../lib/toast';
import { DraggableDialog } from '../dialogs/draggable-dialog';
import { IndustryBusinessLineSelect } from '../industry/industry-business-line-select';
import { useIndustrySelection, type IndustryOption } from '../industry/use-industry-selection';
import { CheckboxGrid, type ColumnCount } from './checkbox-grid';
import { useChecklist, type PickItem } from './checklist';
import { SearchBox } from './search-box';

/** The module names that change the picker. */
export const USER_MODULE = 'User';
export const CATEGORY_MODULE = 'Category';

/** The prefix of the ids the picker gives users added by name. */
export const ADDED_USER_PREFIX = 'added:';

export interface LegalListPickerProps {
  open: boolean;
  /** 'Select {moduleName}'; 'User' and 'Category' change the picker. */
  moduleName: string;
  /** Overrides the title's module name (the Omnia industry module says 'industry'). */
  titleName?: string;
  items: readonly PickItem[];
  selectedIds: readonly string[];
  columns?: ColumnCount;
  /** Category module: the user's industries for the Industry and Business Line pair. */
  industries?: readonly IndustryOption[];
  /** Category module: Search with a chosen industry and business line; the parent then passes new items. */
  onCategorySearch?: (filter: { industryId: string; businessLineId: string }) => void;
  /** Submit: the checked items in list order (users added by name carry an id starting 'added:'). */
  onSubmit: (selected: PickItem[]) => void;
  onDismiss: () => void;
}

/**
 * The legal list picker: search with clear, Select All (not for the User module), a
 * checkbox grid (three columns by default) and 'No Result'. The User module adds an 'Add other user' box whose Add
 * user button appears once a name is typed, and puts the new user at the top, checked. The Category module adds an
 * Industry and Business Line pair with a Search button ('Please Select the Industry and Business Line first',
 * Required!).
 */
export function LegalListPicker({ open, moduleName, titleName, onDismiss, ...props }: LegalListPickerProps) {
  return (
    <DraggableDialog open={open} title={`Select ${titleName ?? moduleName}`} onDismiss={onDismiss} size="xl">
      <LegalListBody moduleName={moduleName} {...props} />
    </DraggableDialog>
  );
}

function LegalListBody({
  moduleName,
  items,
  selectedIds,
  columns = 3,
  industries = [],
  onCategorySearch,
  onSubmit,
}: Omit<LegalListPickerProps, 'open' | 'titleName' | 'onDismiss'>) {
  const isUser = moduleName === USER_MODULE;
  const isCategory = moduleName === CATEGORY_MODULE;
  const [added, setAdded] = useState<PickItem[]>([]);
  const all = [...added, ...items];
  const list = useChecklist(all, { initial: selectedIds });
  const [newUser, setNewUser] = useState('');
  const selection = useIndustrySelection(industries);

  function addUser() {
    const name = newUser.trim();
    if (!name) return;
    const item = { id: `${ADDED_USER_PREFIX}${added.length + 1}:${name}`, name };
    setAdded((current) => [item, ...current]);
    list.setChecked(new Set([...list.checked, item.id]));
    setNewUser('');
  }

  function searchCategories() {
    const invalid = validateCategoryFilter({
      industryIds: [selection.industryId],
      businessLineIds: [selection.businessLineId],
    });
    if (invalid) {
      notify({ type: 'warning', title: TOAST_TITLES.required, description: invalid.message });
      return;
    }
    onCategorySearch?.({ industryId: selection.industryId, businessLineId: selection.businessLineId });
  }

  return (
    <Stack gap="4">
      {isCategory && (
        <HStack gap="3" align="flex-end" wrap="wrap">
          <IndustryBusinessLineSelect industries={industries} selection={selection} />
          <Button size="sm" colorPalette="blue" onClick={searchCategories}>
            Search
          </Button>
        </HStack>
      )}
      <HStack gap="4" wrap="wrap">
        <SearchBox value={list.search} onChange={list.setSearch} />
        {!isUser && (
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
      {isUser && (
        <HStack gap="2">
          <Input
            size="sm"
            maxW="sm"
            aria-label={CATALOGUE_TEXTS.addOtherUser}
            placeholder={CATALOGUE_TEXTS.addOtherUser}
            value={newUser}
            onChange={(event) => setNewUser(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addUser();
              }
            }}
          />
          {newUser.trim() && (
            <Button size="sm" variant="outline" onClick={addUser}>
              Add user
            </Button>
          )}
        </HStack>
      )}
      <CheckboxGrid
        items={list.visible}
        checked={list.checked}
        onToggle={list.toggle}
        columns={columns}
        emptyText={MESSAGES.noResult}
        label={moduleName}
      />
      <HStack justify="flex-end">
        <Button colorPalette="blue" onClick={() => onSubmit(list.selected)}>
          Submit
        </Button>
      </HStack>
    </Stack>
  );
}
