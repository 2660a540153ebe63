import { Badge, Button, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { MAPPING_TEXTS, matchesChangeSearch } from '@lexbridge/rules';
import { useState, type ReactNode } from 'react';
import { TextDiff } from '../law-text/text-diff';
import type { UpdatedRequirementFieldsFragment } from '../../gql/graphql';

type Row = UpdatedRequirementFieldsFragment;

export const CHANGE_STATUS_LABELS: Record<Row['changeStatus'], string> = {
  CHANGED: MAPPING_TEXTS.changedStatus,
  NEW: 'New',
  DELETED: 'Deleted',
  NO_CHANGE: 'No Change',
};

/** A row as the table shows it: the number and the business requirement, old versus new where they differ. */
function RequirementCells({ row }: { row: Row }) {
  const numberChanged =
    row.oldRequirementNumber !== null &&
    row.newRequirementNumber !== null &&
    row.oldRequirementNumber !== row.newRequirementNumber;
  return (
    <>
      <Table.Cell whiteSpace="nowrap" data-part="requirement-number">
        {numberChanged ? (
          <TextDiff oldText={row.oldRequirementNumber} newText={row.newRequirementNumber} />
        ) : (
          (row.newRequirementNumber ?? row.oldRequirementNumber ?? '')
        )}
      </Table.Cell>
      <Table.Cell data-part="business-requirement">
        <Stack gap="1">
          {row.changeStatus === 'CHANGED' ? (
            <TextDiff oldText={row.oldRequirement} newText={row.newRequirement} />
          ) : row.changeStatus === 'DELETED' ? (
            <Text as="del" color="red.fg">
              {row.oldRequirement}
            </Text>
          ) : (
            <Text>{row.newRequirement ?? row.oldRequirement}</Text>
          )}
          {row.changeStatus !== 'NO_CHANGE' && (
            <Badge
              alignSelf="flex-start"
              size="sm"
              colorPalette={
                row.changeStatus === 'DELETED' ? 'red' : row.changeStatus === 'NEW' ? 'green' : 'orange'
              }
            >
              {CHANGE_STATUS_LABELS[row.changeStatus]}
            </Badge>
          )}
        </Stack>
      </Table.Cell>
    </>
  );
}

export interface UpdatedRequirementsTableProps<R extends Row = Row> {
  rows: readonly R[];
  /** Per-row actions (the proposal editor's edit, number, delete, undo), in a last column when given. */
  rowActions?: (row: R) => ReactNode;
  /** Forget the search when this changes (another business line). */
  resetKey?: string;
}

/**
 * 'Updated Business Requirements': a search with Search and Clear buttons
 * on the old and new numbers and texts, and a table with Requirement Number and Business Requirements, old versus
 * new as a word diff, 'Changed' rows highlighted, 'No Record Found' when nothing matches. The change-in-law window
 * and the change-management screens show it.
 */
export function UpdatedRequirementsTable<R extends Row = Row>({
  rows,
  rowActions,
  resetKey = '',
}: UpdatedRequirementsTableProps<R>) {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [searchedFor, setSearchedFor] = useState(resetKey);
  if (searchedFor !== resetKey) {
    setSearchedFor(resetKey);
    setSearch('');
    setSearchText('');
  }
  const visible = rows.filter((row) =>
    matchesChangeSearch(
      {
        oldNumber: row.oldRequirementNumber,
        newNumber: row.newRequirementNumber,
        oldText: row.oldRequirement,
        newText: row.newRequirement,
      },
      search,
    ),
  );
  const columns = rowActions ? 3 : 2;

  return (
    <Stack gap="3">
      <HStack
        gap="2"
        as="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(searchText);
        }}
      >
        <Input
          size="sm"
          maxW="227px"
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
          onClick={() => {
            setSearchText('');
            setSearch('');
          }}
        >
          Clear
        </Button>
      </HStack>

      <Table.Root size="sm" variant="outline" aria-label={MAPPING_TEXTS.changeInLawHeading}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{MAPPING_TEXTS.requirementNumberColumn}</Table.ColumnHeader>
            <Table.ColumnHeader>{MAPPING_TEXTS.businessRequirementsColumn}</Table.ColumnHeader>
            {rowActions && <Table.ColumnHeader w="1%">Action</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {visible.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columns} color="fg.muted" role="status">
                {MAPPING_TEXTS.noRecordFound}
              </Table.Cell>
            </Table.Row>
          ) : (
            visible.map((row) => (
              <Table.Row
                key={row.id}
                data-status={CHANGE_STATUS_LABELS[row.changeStatus]}
                bg={row.changeStatus === 'CHANGED' ? 'yellow.subtle' : undefined}
              >
                <RequirementCells row={row} />
                {rowActions && <Table.Cell whiteSpace="nowrap">{rowActions(row)}</Table.Cell>}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
