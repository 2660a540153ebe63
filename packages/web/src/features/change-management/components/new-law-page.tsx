import {
  Badge,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Spinner,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { isEditableRoute, MAPPING_TEXTS, MESSAGES, TOAST_TITLES } from '@lexbridge/rules';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { ChangedLawQueueQuery } from '../../../gql/graphql';
import { useChangedLawQueueQuery } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { useCurrentSession } from '../../../lib/session/session-context';
import { notify } from '../../../lib/toast';
import { readSelectedChangedLaw, saveSelectedChangedLaw } from '../../../lib/workflow-selection';
import { ChangeManagementStepper } from './change-management-stepper';

type Item = ChangedLawQueueQuery['changedLawQueue']['items'][number];

/** The route whose edit permission change management needs (the BFF's change-in-law guard). */
export const NEW_LAW_ROUTE = paths.changeManagement.path('newLaw');
export const QUEUE_PAGE_SIZE = 25;

const DECISION_LABELS: Record<NonNullable<Item['decision']>, string> = {
  ACCEPTED: MAPPING_TEXTS.decided.Accepted,
  ACCEPTED_WITH_POLICY: MAPPING_TEXTS.decided.AcceptedWithPolicy,
  DOES_NOT_APPLY: MAPPING_TEXTS.decided.DoesNotApply,
};

/** The per-line decision state a row shows: the decision with who and when, else where the proposal stands. */
export function decisionState(
  item: Pick<Item, 'decision' | 'decidedBy' | 'decidedAt' | 'submitted' | 'edited'>,
): string {
  if (item.decision) {
    return [
      DECISION_LABELS[item.decision],
      item.decidedBy && `by ${item.decidedBy}`,
      item.decidedAt && `on ${item.decidedAt.slice(0, 10)}`,
    ]
      .filter(Boolean)
      .join(' ');
  }
  if (item.submitted) return 'Awaiting confirmation';
  if (item.edited) return 'Proposal in progress';
  return 'Pending';
}

/** The step a row opens: the confirm step at tab index 2 (submitted, decided or decommissioned), else the map step. */
export function stepOf(item: Pick<Item, 'tabIndex'>) {
  return item.tabIndex >= 2 ? ('confirmLawRequirements' as const) : ('mapBusinessRequirements' as const);
}

/**
 * New Law (/change-management/newLaw, over the catalogue's changed-law list): the work queue of
 * changes in law of the user's business lines (changed, new and decommissioned sections), with regulator, section,
 * type of change, effective date, status and each line's decision, a search and regulator / type-of-change filters,
 * 'No Record Found' when empty, and pages. Open stores selectedChangedLawDetail (status, tabIndex and the ids) and
 * goes to the step the line is at.
 */
export function NewLawPage() {
  const navigate = useNavigate();
  const { editableRoutes } = useCurrentSession();
  const readOnly = !isEditableRoute(editableRoutes, NEW_LAW_ROUTE);
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [regulatorId, setRegulatorId] = useState('');
  const [changeTypeId, setChangeTypeId] = useState('');
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error } = useChangedLawQueueQuery({
    variables: {
      input: {
        search: search || null,
        regulatorId: regulatorId || null,
        changeTypeId: changeTypeId || null,
        page,
        pageSize: QUEUE_PAGE_SIZE,
      },
    },
    fetchPolicy: 'cache-and-network',
  });
  const queue = (data ?? previousData)?.changedLawQueue ?? null;
  const items = queue?.items ?? [];
  const pages = queue ? Math.max(1, Math.ceil(queue.totalCount / queue.pageSize)) : 1;

  useEffect(() => {
    if (error)
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(error, MESSAGES.defaultError),
      });
  }, [error]);

  function open(item: Item) {
    saveSelectedChangedLaw({
      status: item.status,
      tabIndex: item.tabIndex,
      changeLawId: item.changeLawId,
      businessLineId: item.businessLineId,
      lawId: item.lawId,
      sectionId: item.sectionId,
      lawDetailId: item.lawDetailId,
      statusId: item.statusId,
      businessLineName: item.businessLineName,
    });
    navigate(paths.changeManagement.getHref(stepOf(item)));
  }

  const filterChanged = (apply: () => void) => {
    apply();
    setPage(1);
  };

  return (
    <Stack gap="4" p="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          Change Management
        </Heading>
        {readOnly && <Badge colorPalette="gray">Read only</Badge>}
      </HStack>
      <ChangeManagementStepper current="newLaw" selection={readSelectedChangedLaw()} />

      <HStack gap="3" align="flex-end" wrap="wrap">
        <Field.Root w="auto" minW="240px">
          <Field.Label>Regulator</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label="Regulator"
              value={regulatorId}
              onChange={(event) => filterChanged(() => setRegulatorId(event.target.value))}
            >
              <option value="">All regulators</option>
              {(queue?.regulators ?? []).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w="auto" minW="200px">
          <Field.Label>Type of Change</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label="Type of Change"
              value={changeTypeId}
              onChange={(event) => filterChanged(() => setChangeTypeId(event.target.value))}
            >
              <option value="">All types</option>
              {(queue?.changeTypes ?? []).map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <HStack
          as="form"
          role="search"
          gap="2"
          onSubmit={(event) => {
            event.preventDefault();
            filterChanged(() => setSearch(searchText.trim()));
          }}
        >
          <Input
            size="sm"
            w="260px"
            aria-label="Search"
            placeholder="Search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
          <Button size="sm" type="submit">
            Search
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              filterChanged(() => {
                setSearchText('');
                setSearch('');
                setRegulatorId('');
                setChangeTypeId('');
              })
            }
          >
            Clear
          </Button>
        </HStack>
        {loading && <Spinner size="sm" aria-label="Loading" />}
      </HStack>

      <Table.ScrollArea borderWidth="1px" rounded="md">
        {/* The scroll area keeps text on one line; here long names wrap inside their own column instead. */}
        <Table.Root size="sm" aria-label="Changed laws" whiteSpace="normal">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Regulator</Table.ColumnHeader>
              <Table.ColumnHeader>Section</Table.ColumnHeader>
              <Table.ColumnHeader>Business Line</Table.ColumnHeader>
              <Table.ColumnHeader>Type of Change</Table.ColumnHeader>
              <Table.ColumnHeader>Effective Date</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Decision</Table.ColumnHeader>
              <Table.ColumnHeader>Action</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {queue && items.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={8} color="fg.muted" role="status">
                  {MAPPING_TEXTS.noRecordFound}
                </Table.Cell>
              </Table.Row>
            ) : (
              items.map((item) => (
                <Table.Row key={`${item.changeLawId}:${item.businessLineId}`} data-change={item.changeLawId}>
                  <Table.Cell minW="140px" maxW="220px">
                    {item.regulator}
                  </Table.Cell>
                  <Table.Cell minW="180px" maxW="320px">
                    <Text fontWeight="medium">{item.section}</Text>
                    {item.level1 && (
                      <Text textStyle="xs" color="fg.muted">
                        {item.level1}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>{item.businessLineName}</Table.Cell>
                  <Table.Cell>{item.changeType}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{item.effectiveDate ?? ''}</Table.Cell>
                  <Table.Cell>
                    {item.status === 'Decommissioned' ? <Text as="del">{item.status}</Text> : item.status}
                  </Table.Cell>
                  <Table.Cell data-part="decision">
                    <Badge
                      colorPalette={
                        item.decision === 'DOES_NOT_APPLY'
                          ? 'gray'
                          : item.decision
                            ? 'green'
                            : item.submitted
                              ? 'blue'
                              : 'orange'
                      }
                      whiteSpace="normal"
                    >
                      {decisionState(item)}
                    </Badge>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    <Button
                      size="xs"
                      aria-label={`Open ${item.section} for ${item.businessLineName}`}
                      onClick={() => open(item)}
                    >
                      Open
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>

      {queue && queue.totalCount > 0 && (
        <HStack gap="3" justify="flex-end">
          <Text textStyle="sm" color="fg.muted">
            {queue.totalCount} changed laws · Page {queue.page} of {pages}
          </Text>
          <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
