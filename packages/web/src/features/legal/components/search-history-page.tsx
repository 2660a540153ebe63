import {
  Badge,
  Box,
  Button,
  Checkbox,
  Field,
  Heading,
  HStack,
  Input,
  Spinner,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import {
  ADMIN_MAINTENANCE_MESSAGES,
  decodeSearchKey,
  MESSAGES,
  TOAST_TITLES,
  validateSearchName,
} from '@lexbridge/rules';
import { GitCompare, Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DraggableDialog } from '../../../components/dialogs/draggable-dialog';
import { GridSearch, useDebouncedSearch } from '../../../components/maintenance/grid-filters';
import { DELETE_QUESTION } from '../../../components/maintenance/use-screen';
import { paths } from '../../../config/paths';
import type { SavedSearchPageQuery } from '../../../gql/graphql';
import {
  useCompareSavedSearchesQuery,
  useDeleteSavedSearchMutation,
  useRenameSavedSearchMutation,
  useSavedSearchPageQuery,
} from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import type { RunSavedSearchState } from './saved-search-actions';

type Row = SavedSearchPageQuery['savedSearchPage']['items'][number];

const PAGE_SIZE = 50;

/** A saved search's criteria in one line: "Industry: Banking · Regulator: CFPB". */
export function criteriaLine(searchKey: string): string {
  return Object.entries(decodeSearchKey(searchKey).labels)
    .map(([label, value]) => `${label}: ${value}`)
    .join(' · ');
}

/** The ids to compare after ticking or unticking one: at most two, the oldest tick dropped for a third. */
export function nextCompareSelection(current: readonly string[], id: string, on: boolean): string[] {
  if (!on) return current.filter((other) => other !== id);
  if (current.includes(id)) return [...current];
  return [...current, id].slice(-2);
}

/**
 * Search History: the signed-in user's saved searches, newest first, searchable by name or criteria. Run opens
 * Search Hierarchy with the search's choices; Rename, Delete; tick two and Compare shows them side by side.
 */
export function SearchHistoryPage() {
  const navigate = useNavigate();
  const search = useDebouncedSearch();
  // The page asked for, for the search it was asked with: a new search starts at page 1.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const pageNumber = paging.search === search.applied ? paging.page : 1;
  const setPageNumber = (page: number) => setPaging({ search: search.applied, page });
  const list = useSavedSearchPageQuery({
    variables: { search: search.applied || null, page: { pageNumber, pageSize: PAGE_SIZE } },
    fetchPolicy: 'network-only',
  });
  const [ticked, setTicked] = useState<string[]>([]);
  const [comparing, setComparing] = useState(false);
  const [renaming, setRenaming] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [remove, removal] = useDeleteSavedSearchMutation();
  const rows = list.data?.savedSearchPage.items ?? [];
  const total = list.data?.savedSearchPage.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove({ variables: { id: deleting.id } });
      notify({
        type: 'success',
        title: TOAST_TITLES.success,
        description: `Search '${deleting.name}' deleted.`,
      });
      setTicked((current) => current.filter((id) => id !== deleting.id));
      void list.refetch();
    } catch (error) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(error, MESSAGES.defaultError),
      });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Search History
      </Heading>
      <HStack gap="4" align="flex-end" wrap="wrap" justify="space-between">
        <GridSearch search={search} label="Search saved searches" />
        <HStack gap="2">
          <Text textStyle="sm" color="fg.muted">
            {ticked.length === 2 ? 'Two searches ticked' : 'Tick two searches to compare them.'}
          </Text>
          <Button
            size="sm"
            variant="outline"
            disabled={ticked.length !== 2}
            onClick={() => setComparing(true)}
          >
            <GitCompare /> Compare
          </Button>
        </HStack>
      </HStack>
      {list.loading && !list.data && <Spinner role="status" aria-label="Loading saved searches" />}
      {list.error && (
        <Text color="fg.error" role="alert">
          {errorMessage(list.error, MESSAGES.defaultError)}
        </Text>
      )}
      {list.data && rows.length === 0 && (
        <Text color="fg.muted">
          {search.applied
            ? 'No saved search matches.'
            : 'No saved searches yet: save one from Search Hierarchy with Save Search.'}
        </Text>
      )}
      {rows.length > 0 && (
        <Box overflowX="auto" borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label="Saved searches">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="12">Compare</Table.ColumnHeader>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader>Criteria</Table.ColumnHeader>
                <Table.ColumnHeader w="44">Saved</Table.ColumnHeader>
                <Table.ColumnHeader w="72">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {rows.map((row) => (
                <Table.Row key={row.id}>
                  <Table.Cell>
                    <Checkbox.Root
                      checked={ticked.includes(row.id)}
                      onCheckedChange={(details) =>
                        setTicked((current) =>
                          nextCompareSelection(current, row.id, details.checked === true),
                        )
                      }
                    >
                      <Checkbox.HiddenInput aria-label={`Compare ${row.name}`} />
                      <Checkbox.Control />
                    </Checkbox.Root>
                  </Table.Cell>
                  <Table.Cell fontWeight="medium">{row.name}</Table.Cell>
                  <Table.Cell>{criteriaLine(row.searchKey)}</Table.Cell>
                  <Table.Cell>{new Date(row.createdAt as string).toLocaleString()}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1">
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`Run ${row.name}`}
                        onClick={() =>
                          navigate(paths.legalHierarchySearch.getHref(), {
                            state: {
                              savedSearchKey: row.searchKey,
                              savedSearchName: row.name,
                            } satisfies RunSavedSearchState,
                          })
                        }
                      >
                        <Play /> Run
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`Rename ${row.name}`}
                        onClick={() => setRenaming(row)}
                      >
                        <Pencil /> Rename
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`Delete ${row.name}`}
                        onClick={() => setDeleting(row)}
                      >
                        <Trash2 /> Delete
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      {pages > 1 && (
        <HStack gap="2">
          <Button
            size="sm"
            variant="outline"
            disabled={pageNumber <= 1}
            onClick={() => setPageNumber(pageNumber - 1)}
          >
            Previous
          </Button>
          <Text textStyle="sm">
            Page {pageNumber} of {pages}
          </Text>
          <Button
            size="sm"
            variant="outline"
            disabled={pageNumber >= pages}
            onClick={() => setPageNumber(pageNumber + 1)}
          >
            Next
          </Button>
        </HStack>
      )}
      {renaming && (
        <RenameDialog
          row={renaming}
          others={rows}
          onClose={() => setRenaming(null)}
          onRenamed={() => {
            setRenaming(null);
            void list.refetch();
          }}
        />
      )}
      {comparing && ticked.length === 2 && (
        <CompareDialog ids={[ticked[0]!, ticked[1]!]} onClose={() => setComparing(false)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Confirm"
        message={DELETE_QUESTION}
        busy={removal.loading}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

function RenameDialog({
  row,
  others,
  onClose,
  onRenamed,
}: {
  row: Row;
  others: readonly Row[];
  onClose: () => void;
  onRenamed: () => void;
}) {
  const [name, setName] = useState(row.name);
  const [serverError, setServerError] = useState<string | null>(null);
  const [rename, state] = useRenameSavedSearchMutation();
  const failure = validateSearchName(name, others, row.id);
  async function submit() {
    if (failure) return;
    try {
      const { data } = await rename({ variables: { id: row.id, name: name.trim() } });
      notify({ type: 'success', title: TOAST_TITLES.success, description: data!.renameSavedSearch.message });
      onRenamed();
    } catch (error) {
      setServerError(errorMessage(error, MESSAGES.defaultError));
    }
  }
  return (
    <DraggableDialog
      open
      title="Rename Search"
      onDismiss={onClose}
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            colorPalette="blue"
            disabled={failure !== null}
            loading={state.loading}
            onClick={() => void submit()}
          >
            Save
          </Button>
        </HStack>
      }
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Field.Root invalid={Boolean(failure || serverError)} required>
          <Field.Label>
            Name
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            value={name}
            maxLength={100}
            autoFocus
            onChange={(event) => {
              setServerError(null);
              setName(event.target.value);
            }}
          />
          <Field.ErrorText>{serverError ?? failure?.message}</Field.ErrorText>
        </Field.Root>
      </form>
    </DraggableDialog>
  );
}

function CompareDialog({ ids, onClose }: { ids: [string, string]; onClose: () => void }) {
  const compared = useCompareSavedSearchesQuery({ variables: { ids }, fetchPolicy: 'network-only' });
  const data = compared.data?.compareSavedSearches;
  const differing = data?.criteria.filter((row) => row.differs).length ?? 0;
  return (
    <DraggableDialog
      open
      title="Compare Searches"
      onDismiss={onClose}
      size="xl"
      footer={
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
      }
    >
      {compared.loading && <Spinner role="status" aria-label="Comparing" />}
      {compared.error && (
        <Text color="fg.error" role="alert">
          {errorMessage(compared.error, ADMIN_MAINTENANCE_MESSAGES.compareTwo)}
        </Text>
      )}
      {data && (
        <Stack gap="3">
          <Text textStyle="sm" color="fg.muted">
            {differing === 0
              ? 'The two searches choose the same.'
              : `${differing} ${differing === 1 ? 'criterion differs' : 'criteria differ'}.`}
          </Text>
          <Table.Root size="sm" aria-label="Compared criteria">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Criterion</Table.ColumnHeader>
                <Table.ColumnHeader>{data.left.name}</Table.ColumnHeader>
                <Table.ColumnHeader>{data.right.name}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {data.criteria.map((row) => (
                <Table.Row key={row.label} bg={row.differs ? 'orange.subtle' : undefined}>
                  <Table.Cell fontWeight="medium">
                    {row.label} {row.differs && <Badge colorPalette="orange">differs</Badge>}
                  </Table.Cell>
                  <Table.Cell>{row.left || '—'}</Table.Cell>
                  <Table.Cell>{row.right || '—'}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Stack>
      )}
    </DraggableDialog>
  );
}
