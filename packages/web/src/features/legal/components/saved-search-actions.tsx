import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import {
  decodeSearchKey,
  encodeSearchKey,
  MESSAGES,
  TOAST_TITLES,
  validateSearchName,
} from '@lexbridge/rules';
import { History, Save } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { DraggableDialog } from '../../../components/dialogs/draggable-dialog';
import type { PickItem } from '../../../components/pickers/checklist';
import { paths } from '../../../config/paths';
import { useSaveSearchMutation } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import type { HierarchyFilter } from '../hooks/use-hierarchy-filter';

/** What Search Hierarchy keeps of a search: the choices, with their names, so it can be shown and run again. */
interface SavedFilter {
  industryId?: string;
  businessLineId?: string;
  categories?: PickItem[];
  regulators?: PickItem[];
}

/** The search key of the current filter: the choices and, for Search History, their names. */
export function searchKeyOf(filter: HierarchyFilter): string {
  const { selection } = filter;
  return encodeSearchKey(
    {
      industryId: selection.industryId,
      businessLineId: selection.businessLineId,
      categories: filter.categories,
      regulators: filter.regulators,
    } satisfies SavedFilter,
    {
      Industry: selection.industry?.name ?? '',
      'Business Line': selection.businessLine?.name ?? '',
      Category: filter.categories.map((item) => item.name).join(', '),
      Regulator: filter.regulators.map((item) => item.name).join(', '),
    },
  );
}

/** The state Search History opens Search Hierarchy with, to run a saved search again. */
export interface RunSavedSearchState {
  savedSearchKey: string;
  savedSearchName: string;
}

/**
 * A saved search opened from Search History: its industry first, then (once that has taken) its business line,
 * then its categories and regulators. Answers the search's name while it is being restored and after.
 */
export function useRestoreSavedSearch(filter: HierarchyFilter, industriesLoaded: boolean): string | null {
  const state = useLocation().state as Partial<RunSavedSearchState> | null;
  const [pending, setPending] = useState<SavedFilter | null>(() =>
    state?.savedSearchKey ? (decodeSearchKey(state.savedSearchKey).filter as SavedFilter) : null,
  );
  const { selection } = filter;
  // Each step is tried once: an industry or business line the user no longer has ends the restore there.
  const tried = useRef(new Set<string>());
  useEffect(() => {
    if (!pending || !industriesLoaded) return;
    const step = (name: string, wanted: string | undefined, current: string, set: (id: string) => void) => {
      if (!wanted || current === wanted) return false;
      if (tried.current.has(name)) {
        setPending(null);
        return true;
      }
      tried.current.add(name);
      set(wanted);
      return true;
    };
    if (step('industry', pending.industryId, selection.industryId, selection.setIndustryId)) return;
    if (step('line', pending.businessLineId, selection.businessLineId, selection.setBusinessLineId)) return;
    filter.setCategories(pending.categories ?? []);
    filter.setRegulators(pending.regulators ?? []);
    setPending(null);
  }, [pending, industriesLoaded, selection, filter]);
  return state?.savedSearchName ?? null;
}

/** Save Search (the current filter under a name) and the way to Search History. */
export function SavedSearchActions({ filter, disabled }: { filter: HierarchyFilter; disabled: boolean }) {
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [save, saving] = useSaveSearchMutation();
  const failure = validateSearchName(name);

  async function submit() {
    if (failure) return;
    try {
      await save({ variables: { input: { name: name.trim(), searchKey: searchKeyOf(filter) } } });
      notify({ type: 'success', title: TOAST_TITLES.success, description: `Search '${name.trim()}' saved.` });
      setNaming(false);
      setName('');
      setTouched(false);
    } catch (error) {
      setServerError(errorMessage(error, MESSAGES.defaultError));
    }
  }

  return (
    <HStack gap="2">
      <Button size="sm" variant="outline" disabled={disabled} onClick={() => setNaming(true)}>
        <Save /> Save Search
      </Button>
      <Button size="sm" variant="outline" asChild>
        <RouterLink to={paths.searchHistory.getHref()}>
          <History /> Search History
        </RouterLink>
      </Button>
      <DraggableDialog
        open={naming}
        title="Save Search"
        onDismiss={() => setNaming(false)}
        footer={
          <HStack gap="2">
            <Button variant="outline" onClick={() => setNaming(false)}>
              Cancel
            </Button>
            <Button
              colorPalette="blue"
              disabled={failure !== null}
              loading={saving.loading}
              onClick={() => void submit()}
            >
              Save
            </Button>
          </HStack>
        }
      >
        <Stack gap="3">
          <Text textStyle="sm" color="fg.muted">
            The industry, business line, categories and regulators chosen now are kept under this name.
          </Text>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <Field.Root invalid={Boolean((touched && failure) || serverError)} required>
              <Field.Label>
                Name
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                value={name}
                maxLength={100}
                autoFocus
                onChange={(event) => {
                  setTouched(true);
                  setServerError(null);
                  setName(event.target.value);
                }}
              />
              <Field.ErrorText>{serverError ?? (touched ? failure?.message : null)}</Field.ErrorText>
            </Field.Root>
          </form>
        </Stack>
      </DraggableDialog>
    </HStack>
  );
}
