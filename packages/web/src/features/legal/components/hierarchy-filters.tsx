import { Button, HStack, Spinner } from '@chakra-ui/react';
import { validateBusinessLineChosen } from '@lexbridge/rules';
import { skipToken } from '@apollo/client/react';
import { useState } from 'react';
import { IndustryBusinessLineSelect } from '../../../components/industry/industry-business-line-select';
import type { IndustryOption } from '../../../components/industry/use-industry-selection';
import { CategoriesPicker } from '../../../components/pickers/categories-picker';
import { MultiSelectField } from '../../../components/pickers/multi-select-field';
import { RegulatorsPicker } from '../../../components/pickers/regulators-picker';
import { useHierarchyCategoriesQuery, useHierarchyRegulatorsQuery } from '../../../gql/hooks';
import { notify } from '../../../lib/toast';
import type { HierarchyFilter } from '../hooks/use-hierarchy-filter';

interface HierarchyFiltersProps {
  industries: readonly IndustryOption[];
  filter: HierarchyFilter;
  disabled?: boolean;
  searching: boolean;
  onSearch: () => void;
  onReset: () => void;
  /** The industry was cleared: everything resets. */
  onIndustryCleared: () => void;
}

type Picker = 'categories' | 'regulators' | null;

/** The filter bar: Industry, Business Line, Category and Regulator, Search and Reset. */
export function HierarchyFilters({
  industries,
  filter,
  disabled = false,
  searching,
  onSearch,
  onReset,
  onIndustryCleared,
}: HierarchyFiltersProps) {
  const { selection } = filter;
  const [picker, setPicker] = useState<Picker>(null);
  const [regulatorsWanted, setRegulatorsWanted] = useState(false);

  // A single business line auto-selects and loads its categories.
  const categoriesQuery = useHierarchyCategoriesQuery(
    selection.industryId && selection.businessLineId
      ? {
          variables: {
            input: { industryIds: [selection.industryId], businessLineIds: [selection.businessLineId] },
          },
        }
      : skipToken,
  );
  const regulatorsQuery = useHierarchyRegulatorsQuery(regulatorsWanted ? {} : skipToken);

  function open(which: Exclude<Picker, null>) {
    const invalid = validateBusinessLineChosen(selection.businessLineId);
    if (invalid) {
      notify({ type: 'warning', description: invalid.message });
      return;
    }
    if (which === 'regulators') setRegulatorsWanted(true);
    setPicker(which);
  }

  const categories = categoriesQuery.data?.categories ?? [];
  const regulatorGroups = regulatorsQuery.data?.regulators ?? [];

  return (
    <HStack
      gap="3"
      align="flex-end"
      wrap="wrap"
      as="form"
      role="search"
      aria-label="Search Hierarchy filters"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch();
      }}
    >
      <IndustryBusinessLineSelect
        industries={industries}
        selection={selection}
        disabled={disabled}
        onIndustryChange={(industryId) => {
          filter.clearPicks();
          if (!industryId) onIndustryCleared();
        }}
        onBusinessLineChange={filter.clearPicks}
      />
      <MultiSelectField
        label="Category"
        selectedNames={filter.categories.map((item) => item.name)}
        disabled={disabled}
        onOpen={() => open('categories')}
      />
      <MultiSelectField
        label="Regulator"
        selectedNames={filter.regulators.map((item) => item.name)}
        disabled={disabled}
        onOpen={() => open('regulators')}
      />
      <HStack gap="2">
        <Button type="submit" size="sm" colorPalette="blue" loading={searching} disabled={disabled}>
          Search
        </Button>
        <Button size="sm" variant="outline" onClick={onReset} disabled={disabled}>
          Reset
        </Button>
        {(categoriesQuery.loading || regulatorsQuery.loading) && (
          <Spinner size="sm" role="status" aria-label="Loading lists" />
        )}
      </HStack>
      <CategoriesPicker
        open={picker === 'categories'}
        categories={categories}
        selectedIds={filter.categories.map((item) => item.id)}
        onSubmit={(selected) => {
          filter.setCategories(selected);
          setPicker(null);
        }}
        onDismiss={() => setPicker(null)}
      />
      <RegulatorsPicker
        open={picker === 'regulators' && !regulatorsQuery.loading}
        groups={regulatorGroups}
        selectedIds={filter.regulators.map((item) => item.id)}
        onSubmit={(selected) => {
          filter.setRegulators(selected);
          setPicker(null);
        }}
        onDismiss={() => setPicker(null)}
      />
    </HStack>
  );
}
