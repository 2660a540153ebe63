import { useState } from 'react';
import type { PickItem } from '../../../components/pickers/checklist';
import {
  useIndustrySelection,
  type IndustryOption,
  type IndustrySelection,
} from '../../../components/industry/use-industry-selection';
import type { LawHierarchyFilterInput } from '../../../gql/graphql';

export interface HierarchyFilter {
  selection: IndustrySelection;
  categories: PickItem[];
  regulators: PickItem[];
  setCategories: (items: PickItem[]) => void;
  setRegulators: (items: PickItem[]) => void;
  /**
   * After the user changed the industry or the business line: the categories and regulators go (the industry's own
   * change has cleared the business line already; clearing the industry resets the screen, which the page does).
   */
  clearPicks: () => void;
  reset: () => void;
  /** The filter as the BFF takes it. */
  input: LawHierarchyFilterInput;
}

/** The Search Hierarchy filters and their clearing rules. */
export function useHierarchyFilter(industries: readonly IndustryOption[]): HierarchyFilter {
  const selection = useIndustrySelection(industries);
  const [categories, setCategories] = useState<PickItem[]>([]);
  const [regulators, setRegulators] = useState<PickItem[]>([]);

  function clearPicks() {
    setCategories([]);
    setRegulators([]);
  }

  return {
    selection,
    categories,
    regulators,
    setCategories,
    setRegulators,
    clearPicks,
    reset: () => {
      selection.reset();
      clearPicks();
    },
    input: {
      industryId: selection.industryId || null,
      businessLineId: selection.businessLineId || null,
      categoryIds: categories.map((item) => item.id),
      regulatorIds: regulators.map((item) => item.id),
    },
  };
}
