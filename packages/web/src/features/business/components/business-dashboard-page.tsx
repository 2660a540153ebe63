import { Badge, Button, Checkbox, HStack, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { BUSINESS_COLUMNS, MESSAGES, TOAST_TITLES, type BusinessColumn } from '@lexbridge/rules';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths, type BusinessScreen } from '../../../config/paths';
import { useBusinessDashboardQuery, useUpdateBusinessToggleMutation } from '../../../gql/hooks';
import type { BusinessDashboardFilter, BusinessLawFieldsFragment } from '../../../gql/graphql';
import { selectBusinessLaw } from '../../../lib/business-selection';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { columnLabel } from './business-law-header';
import { FilterSelect, useSeenLinesAndRegulators } from './business-filters';

const PAGE_SIZE = 25;

/** Where a law opens: the approver's submitted law on approve, else the step its tab index reached. */
export function stepOf(law: BusinessLawFieldsFragment): BusinessScreen {
  if (law.tabIndex >= 5) return 'approveAssessment';
  if (law.tabIndex >= 4) return 'assessArtifacts';
  if (law.tabIndex >= 3) return 'mapArtifacts';
  return 'validateLawApplicability';
}

/**
 * The business dashboard (business-module/business-module): the laws waiting for the user by column (open, my
 * draft, submitted for approval, changed law, send back) with their counts, filters by law process, business line,
 * regulator, column and business user, and the list. Open stores the law and goes to its step.
 */
export function BusinessDashboardPage() {
  const navigate = useNavigate();
  const [filter, setFilter] = useState<BusinessDashboardFilter>({});
  const [pageNumber, setPageNumber] = useState(1);
  const { data, loading, error, refetch } = useBusinessDashboardQuery({
    variables: { filter, page: { pageNumber, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const [updateToggle] = useUpdateBusinessToggleMutation();
  const dashboard = data?.businessDashboard;
  const laws = data?.businessLaws.items ?? [];
  const seen = useSeenLinesAndRegulators(laws);

  function change(next: BusinessDashboardFilter) {
    setFilter(next);
    setPageNumber(1);
  }

  function open(law: BusinessLawFieldsFragment) {
    selectBusinessLaw({
      businessLawId: law.id,
      lawId: law.lawId,
      sectionId: law.sectionId,
      businessLineId: law.businessLineId,
      tabIndex: law.tabIndex,
      requirementCount: law.requirementCount,
    });
    void navigate(paths.businessStep.getHref(stepOf(law)));
  }

  if (error && !data) {
    return (
      <HStack role="alert" gap="3">
        <Text color="fg.error">{MESSAGES.defaultError}</Text>
        <Button size="sm" onClick={() => void refetch()}>
          Try again
        </Button>
      </HStack>
    );
  }
  const total = data?.businessLaws.totalCount ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <Stack gap="5">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="lg">
          Business Dashboard
        </Heading>
        <HStack gap="2" wrap="wrap">
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.businessStep.getHref('dashboardReport')}>Dashboard Report</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.businessStep.getHref('lawNotApplicable')}>Law Not Applicable</RouterLink>
          </Button>
          <Button asChild size="sm" variant="outline">
            <RouterLink to={paths.businessStep.getHref('gaps')}>Gaps</RouterLink>
          </Button>
        </HStack>
      </HStack>
      {dashboard && !dashboard.canEdit && <Badge alignSelf="flex-start">Read only</Badge>}
      <HStack gap="3" wrap="wrap" role="group" aria-label="Columns">
        {BUSINESS_COLUMNS.map(({ key, label }) => {
          const count = dashboard?.counts.find((entry) => entry.column === key)?.count ?? 0;
          const active = filter.column === key;
          return (
            <Button
              key={key}
              variant={active ? 'solid' : 'outline'}
              aria-pressed={active}
              onClick={() => change({ ...filter, column: active ? null : (key as BusinessColumn) })}
              h="auto"
              py="2"
              flexDirection="column"
              minW="150px"
            >
              <Text fontSize="2xl" fontWeight="bold" data-testid={`count-${key}`}>
                {count}
              </Text>
              <Text fontSize="sm">{label}</Text>
            </Button>
          );
        })}
      </HStack>
      <HStack gap="3" wrap="wrap" align="flex-end">
        <FilterSelect
          label="Law Process"
          value={String(filter.lawProcessId ?? '')}
          options={dashboard?.lawProcesses ?? []}
          onChange={(value) => change({ ...filter, lawProcessId: value || null })}
        />
        <FilterSelect
          label="Business Line"
          value={String(filter.businessLineId ?? '')}
          options={seen.lines}
          onChange={(value) => change({ ...filter, businessLineId: value || null })}
        />
        <FilterSelect
          label="Regulator"
          value={String(filter.regulatorIds?.[0] ?? '')}
          options={seen.regulators}
          onChange={(value) => change({ ...filter, regulatorIds: value ? [value] : null })}
        />
        <FilterSelect
          label="Business User"
          value={String(filter.businessUserId ?? '')}
          options={dashboard?.businessUsers ?? []}
          onChange={(value) => change({ ...filter, businessUserId: value || null })}
        />
        {dashboard?.canEdit && (
          <Checkbox.Root
            checked={dashboard.showAllLaws}
            onCheckedChange={(details) => {
              void updateToggle({ variables: { showAllLaws: details.checked === true } })
                .then(() => refetch())
                .catch((failure: unknown) =>
                  notify({
                    type: 'error',
                    title: TOAST_TITLES.error,
                    description: errorMessage(failure, MESSAGES.defaultError),
                  }),
                );
            }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>Show every law of my business lines</Checkbox.Label>
          </Checkbox.Root>
        )}
        <Button size="sm" variant="ghost" onClick={() => change({})}>
          Reset
        </Button>
      </HStack>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label="Business laws" aria-busy={loading}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Action</Table.ColumnHeader>
              <Table.ColumnHeader>Regulator</Table.ColumnHeader>
              <Table.ColumnHeader>Section</Table.ColumnHeader>
              <Table.ColumnHeader>Business Line</Table.ColumnHeader>
              <Table.ColumnHeader>Column</Table.ColumnHeader>
              <Table.ColumnHeader>Business User</Table.ColumnHeader>
              <Table.ColumnHeader>Approver</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Requirements</Table.ColumnHeader>
              <Table.ColumnHeader>Law Processes</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {laws.length === 0 && !loading && (
              <Table.Row>
                <Table.Cell colSpan={9}>No Record found</Table.Cell>
              </Table.Row>
            )}
            {laws.map((law) => (
              <Table.Row key={law.id}>
                <Table.Cell>
                  <Button
                    size="xs"
                    onClick={() => open(law)}
                    aria-label={`${law.isEditable ? 'Open' : 'View'} ${law.section}`}
                  >
                    {law.isEditable ? 'Open' : 'View'}
                  </Button>
                </Table.Cell>
                <Table.Cell minW="160px" whiteSpace="normal">
                  {law.regulator}
                </Table.Cell>
                <Table.Cell minW="200px" whiteSpace="normal">
                  {law.section}
                </Table.Cell>
                <Table.Cell>{law.businessLineName}</Table.Cell>
                <Table.Cell>{columnLabel(law.column)}</Table.Cell>
                <Table.Cell>{law.businessUserName}</Table.Cell>
                <Table.Cell>{law.approverName ?? '—'}</Table.Cell>
                <Table.Cell textAlign="end">{law.requirementCount}</Table.Cell>
                <Table.Cell minW="160px" whiteSpace="normal">
                  {law.lawProcesses.join(', ') || '—'}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <HStack gap="3">
        <Button
          size="sm"
          variant="outline"
          disabled={pageNumber <= 1}
          onClick={() => setPageNumber(pageNumber - 1)}
        >
          Previous
        </Button>
        <Text>
          Page {pageNumber} of {pages} ({total} laws)
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
    </Stack>
  );
}
