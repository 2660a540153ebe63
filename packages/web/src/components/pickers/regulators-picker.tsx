import { Box, Button, Checkbox, Heading, HStack, Stack } from '@chakra-ui/react';
import { CATALOGUE_TEXTS, naturalSort } from '@lexbridge/rules';
import { useState } from 'react';
import { DraggableDialog } from '../dialogs/draggable-dialog';
import { CheckboxGrid } from './checkbox-grid';
import { allChecked, matchesSearch, toggleAllVisible, toggleChecked, type PickItem } from './checklist';
import { SearchBox } from './search-box';

export type RegulatorAuthority = 'FEDERAL' | 'STATE';

export interface RegulatorGroupOption {
  authority: RegulatorAuthority;
  regulators: readonly PickItem[];
}

interface RegulatorsPickerProps {
  open: boolean;
  groups: readonly RegulatorGroupOption[];
  selectedIds: readonly string[];
  onSubmit: (selected: PickItem[]) => void;
  onDismiss: () => void;
}

const GROUP_TITLE = { FEDERAL: 'Federal', STATE: 'States' } as const;

/**
 * The Regulators variant of the legal list picker: Federal and States sections, each with its
 * search, 'Select All For Federal' / 'Select All For States', and 'No Regulators Found In Federal/States'. Both lists
 * sorted by name.
 */
export function RegulatorsPicker({ open, onDismiss, ...props }: RegulatorsPickerProps) {
  return (
    <DraggableDialog open={open} title="Select Regulators" onDismiss={onDismiss} size="xl">
      <RegulatorsBody {...props} />
    </DraggableDialog>
  );
}

function RegulatorsBody({
  groups,
  selectedIds,
  onSubmit,
}: Omit<RegulatorsPickerProps, 'open' | 'onDismiss'>) {
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set(selectedIds));
  const [search, setSearch] = useState<Record<RegulatorAuthority, string>>({ FEDERAL: '', STATE: '' });
  const byAuthority = (authority: RegulatorAuthority) =>
    naturalSort(groups.find((group) => group.authority === authority)?.regulators ?? [], (item) => item.name);
  const everyRegulator = [...byAuthority('FEDERAL'), ...byAuthority('STATE')];

  return (
    <Stack gap="5">
      {(['FEDERAL', 'STATE'] as const).map((authority) => {
        const title = GROUP_TITLE[authority];
        const visible = byAuthority(authority).filter((item) => matchesSearch(item.name, search[authority]));
        return (
          <Box as="section" key={authority} aria-label={title}>
            <Heading as="h3" size="sm" mb="2">
              {title}
            </Heading>
            <HStack gap="4" mb="3" wrap="wrap">
              <SearchBox
                label={`Search ${title}`}
                value={search[authority]}
                onChange={(value) => setSearch((current) => ({ ...current, [authority]: value }))}
              />
              <Checkbox.Root
                size="sm"
                checked={allChecked(visible, checked)}
                disabled={visible.length === 0}
                onCheckedChange={() => setChecked((current) => toggleAllVisible(current, visible))}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{CATALOGUE_TEXTS.selectAllFor(title)}</Checkbox.Label>
              </Checkbox.Root>
            </HStack>
            <CheckboxGrid
              items={visible}
              checked={checked}
              onToggle={(id) => setChecked((current) => toggleChecked(current, id))}
              columns={3}
              emptyText={CATALOGUE_TEXTS.noRegulatorsFound(title)}
              label={`${title} regulators`}
            />
          </Box>
        );
      })}
      <HStack justify="flex-end">
        <Button
          colorPalette="blue"
          onClick={() => onSubmit(everyRegulator.filter((item) => checked.has(item.id)))}
        >
          Submit
        </Button>
      </HStack>
    </Stack>
  );
}
