import { Alert, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { industryAssignmentMessage, MESSAGES, TOAST_TITLES, validateLawFilter } from '@lexbridge/rules';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { LawHierarchyFilterInput } from '../../../gql/graphql';
import { useHierarchySearchQuery, useLawHierarchyLazyQuery } from '../../../gql/hooks';
import { errorMessage, hasErrorCode } from '../../../lib/graphql-errors';
import { openPopupWindow } from '../../../lib/popup-window';
import { clearSectionKeys } from '../../../lib/section-storage';
import { notify } from '../../../lib/toast';
import { useHierarchyFilter } from '../hooks/use-hierarchy-filter';
import { CompareLawsDialog } from './compare-laws-dialog';
import { HierarchyFilters } from './hierarchy-filters';
import { HierarchyResults } from './hierarchy-results';
import { SavedSearchActions, useRestoreSavedSearch } from './saved-search-actions';
import type { SelectedLawRow } from './hierarchy-tree';

/** The parent page name the law detail view gets from here. */
export const HIERARCHY_SEARCH_PAGE = 'hierarchy-search';

/**
 * Search Hierarchy: the user's industries and business lines, categories and
 * regulators; results grouped into Federal and States trees that expand lazily. A section opens the law detail
 * pop-up; two or more checked sections can be compared.
 */
export function HierarchySearchPage() {
  const { pathname } = useLocation();
  const industriesQuery = useHierarchySearchQuery();
  const industries = industriesQuery.data?.industries ?? [];
  const filter = useHierarchyFilter(industries);
  const restoredName = useRestoreSavedSearch(filter, !!industriesQuery.data);
  const [runSearch, search] = useLawHierarchyLazyQuery({ fetchPolicy: 'network-only' });
  const [searchedFilter, setSearchedFilter] = useState<LawHierarchyFilterInput | null>(null);
  const [selected, setSelected] = useState<ReadonlyMap<string, SelectedLawRow>>(new Map());
  const [comparing, setComparing] = useState(false);

  const searchedBusinessLineId = searchedFilter?.businessLineId
    ? String(searchedFilter.businessLineId)
    : null;
  const notAssigned =
    hasErrorCode(industriesQuery.error, 'FORBIDDEN') ||
    (!!industriesQuery.data && industryAssignmentMessage(industries) !== null);
  const loadFailed = !!industriesQuery.error && !notAssigned;

  useEffect(() => {
    if (notAssigned) notify({ type: 'info', title: TOAST_TITLES.info, description: MESSAGES.noIndustry });
  }, [notAssigned]);

  function clearResults() {
    setSearchedFilter(null);
    setSelected(new Map());
  }

  async function onSearch() {
    const invalid = validateLawFilter({
      industryId: filter.input.industryId,
      businessLineId: filter.input.businessLineId,
    });
    if (invalid) {
      notify({ type: 'warning', description: invalid.message });
      return;
    }
    clearSectionKeys();
    const input = filter.input;
    setSelected(new Map());
    setSearchedFilter(input);
    try {
      await runSearch({ variables: { filter: input } });
    } catch (failure) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(failure, MESSAGES.defaultError),
      });
    }
  }

  function onReset() {
    filter.reset();
    clearResults();
  }

  function toggleSelected(row: SelectedLawRow) {
    setSelected((current) => {
      const next = new Map(current);
      if (next.has(row.key)) next.delete(row.key);
      else next.set(row.key, row);
      return next;
    });
  }

  function openSection(row: SelectedLawRow) {
    openPopupWindow(
      paths.lawDetailsPopup.getHref({ ...row, businessLineId: searchedBusinessLineId }, pathname),
      'large',
    );
  }

  const groups = search.data?.lawHierarchy;

  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          Search Hierarchy
        </Heading>
        <SavedSearchActions
          filter={filter}
          disabled={notAssigned || loadFailed || !filter.input.industryId}
        />
      </HStack>
      {restoredName && (
        <Text color="fg.muted" textStyle="sm">
          Saved search '{restoredName}' loaded: press Search to run it.
        </Text>
      )}
      {notAssigned && (
        <Alert.Root status="info" role="alert">
          <Alert.Indicator />
          <Alert.Title>{MESSAGES.noIndustry}</Alert.Title>
        </Alert.Root>
      )}
      {loadFailed && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{errorMessage(industriesQuery.error, MESSAGES.defaultError)}</Alert.Title>
          <Button size="xs" variant="outline" ms="auto" onClick={() => void industriesQuery.refetch()}>
            Try again
          </Button>
        </Alert.Root>
      )}
      {industriesQuery.loading ? (
        <Spinner role="status" aria-label="Loading industries" />
      ) : (
        <HierarchyFilters
          industries={industries}
          filter={filter}
          disabled={notAssigned || loadFailed}
          searching={search.loading}
          onSearch={() => void onSearch()}
          onReset={onReset}
          onIndustryCleared={clearResults}
        />
      )}
      {searchedFilter && (
        <Stack gap="3" aria-live="polite" aria-busy={search.loading}>
          <HStack justify="space-between" wrap="wrap">
            <Text color="fg.muted" textStyle="sm">
              {selected.size > 0
                ? `${selected.size} selected to compare`
                : 'Check two or more sections to compare them.'}
            </Text>
            <Button
              size="sm"
              variant="outline"
              disabled={selected.size < 2}
              onClick={() => setComparing(true)}
            >
              Compare Laws
            </Button>
          </HStack>
          {search.loading && <Spinner role="status" aria-label="Searching" />}
          {groups && !search.loading && (
            <HierarchyResults
              groups={groups}
              context={{
                filter: searchedFilter,
                selected,
                onToggleSelected: toggleSelected,
                onOpenSection: openSection,
              }}
            />
          )}
        </Stack>
      )}
      <CompareLawsDialog
        open={comparing}
        rows={[...selected.values()]}
        businessLineId={searchedBusinessLineId}
        parentPage={HIERARCHY_SEARCH_PAGE}
        onClose={() => setComparing(false)}
      />
    </Stack>
  );
}
