import { Box, Button, Heading, HStack, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { BarChartFigure } from '../../../components/charts';
import { FilterSelect } from '../../../components/maintenance/grid-filters';
import {
  useGroupPopulationLoansQuery,
  useTestingGraphFiltersQuery,
  useTestingGraphsQuery,
} from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { useOwnClient } from '../../../lib/session/use-own-client';
import {
  exceptionData,
  formatAmount,
  groupByLabel,
  loanLoadOptions,
  populationData,
  RESULT_SERIES,
  resultRows,
} from '../compliance-testing-logic';

const LIST_PAGE_SIZE = 25;
const ALL_CLIENTS = 'All clients';

/**
 * Testing Graphs: the group population (loans per test group; choosing a group's bar or its row in the numbers lists
 * its loans below), results per testing type, per category and per regulator, and the exceptions per testing rule,
 * for every loan load or one, and every group or one. Each chart has its numbers as a table.
 *
 * Provider staff reach every client's loans: they choose one client or All clients (the default, the whole
 * portfolio), and while they look at every client the loan list says whose each loan is. A client's user counts its
 * own client's loans only (the BFF takes the client from the session), so it gets no client picker and no column.
 */
export function TestingGraphsPage() {
  const providerStaff = useOwnClient() === null;
  const filters = useTestingGraphFiltersQuery({ fetchPolicy: 'cache-and-network' });
  const [clientId, setClientId] = useState('');
  const [loanLoadId, setLoanLoadId] = useState('');
  const [groupId, setGroupId] = useState('');
  const [chosen, setChosen] = useState<{ groupId: string; groupName: string } | null>(null);
  const chosenClient = providerStaff ? clientId : '';
  const graphs = useTestingGraphsQuery({
    variables: {
      filter: { loanLoadId: loanLoadId || null, groupId: groupId || null, clientId: chosenClient || null },
    },
    fetchPolicy: 'cache-and-network',
  });
  const data = graphs.data;
  const loads = filters.data?.loanLoads ?? [];
  const clients = filters.data?.clients ?? [];
  const loadOptions = loanLoadOptions(loads, clients, {
    clientId: chosenClient,
    namedByClient: providerStaff && chosenClient === '',
  });
  return (
    <Stack gap={4}>
      <Heading as="h1" size="2xl">
        Testing Graphs
      </Heading>
      <HStack gap={3} wrap="wrap" align="end">
        {providerStaff && (
          <FilterSelect
            label="Client"
            value={clientId}
            onChange={(value) => {
              setClientId(value);
              setChosen(null);
              // A load stays chosen only while it is the chosen client's.
              const load = loads.find((row) => row.id === loanLoadId);
              if (value !== '' && load && load.clientId !== value) setLoanLoadId('');
            }}
            options={clients}
            placeholder={ALL_CLIENTS}
          />
        )}
        <FilterSelect
          label="Loan load"
          value={loanLoadId}
          onChange={(value) => {
            setLoanLoadId(value);
            setChosen(null);
          }}
          options={loadOptions}
          placeholder="All loan loads"
        />
        <FilterSelect
          label="Test group"
          value={groupId}
          onChange={(value) => {
            setGroupId(value);
            setChosen(null);
          }}
          options={filters.data?.groups ?? []}
          placeholder="All groups"
        />
      </HStack>
      {graphs.error && (
        <Text color="fg.error">{errorMessage(graphs.error, 'The graphs could not be read.')}</Text>
      )}
      {graphs.loading && !data && <Spinner aria-label="Loading the graphs" />}
      {data && (
        <>
          <Heading as="h2" size="md">
            Population and results
          </Heading>
          <SimpleGrid columns={{ base: 1, xl: 2 }} gap={4}>
            <BarChartFigure
              title="Group population"
              labelHeader="Test group"
              valueLabel="Loans"
              data={populationData(data.groupPopulationGraph)}
              horizontal
              onSelect={(label) => {
                const group = groupByLabel(data.groupPopulationGraph, label);
                if (group) setChosen({ groupId: group.groupId, groupName: group.groupName });
              }}
              empty="No loans in the population."
            />
            <BarChartFigure
              title="Exceptions by testing rule"
              labelHeader="Testing rule"
              valueLabel="Exceptions"
              data={exceptionData(data.testingExceptionsGraph)}
              horizontal
              empty="No exceptions."
            />
            <BarChartFigure
              title="Results by testing type"
              labelHeader="Testing type"
              data={resultRows(data.testingTypeGraph)}
              series={RESULT_SERIES}
            />
            <BarChartFigure
              title="Results by category"
              labelHeader="Test category"
              data={resultRows(data.testingCategoryGraph)}
              series={RESULT_SERIES}
              horizontal
            />
            <BarChartFigure
              title="Results by regulator"
              labelHeader="Regulator"
              data={resultRows(data.testingRegulatorGraph)}
              series={RESULT_SERIES}
            />
          </SimpleGrid>
          {chosen ? (
            <PopulationList
              key={`${chosen.groupId}-${loanLoadId}-${chosenClient}`}
              groupId={chosen.groupId}
              groupName={chosen.groupName}
              loanLoadId={loanLoadId || null}
              clientId={chosenClient || null}
              showClient={providerStaff && chosenClient === ''}
              onClose={() => setChosen(null)}
            />
          ) : (
            <Text textStyle="sm" color="fg.muted">
              Choose a group’s bar, or its name under Show numbers, to list its loans.
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}

function PopulationList({
  groupId,
  groupName,
  loanLoadId,
  clientId,
  showClient,
  onClose,
}: {
  groupId: string;
  groupName: string;
  loanLoadId: string | null;
  clientId: string | null;
  /** Name each loan's client: the list may hold several clients' loans. */
  showClient: boolean;
  onClose: () => void;
}) {
  const [pageNumber, setPageNumber] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useGroupPopulationLoansQuery({
    variables: { groupId, loanLoadId, clientId, page: { pageNumber, pageSize: LIST_PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  // The list opens below the charts: bring it into view and give it the focus, so a keyboard user lands on it.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, []);
  const page = list.data?.groupPopulationLoans;
  const pages = page ? Math.max(1, Math.ceil(page.totalCount / LIST_PAGE_SIZE)) : 1;
  return (
    <Box as="section" aria-labelledby="population-list" borderWidth="1px" borderRadius="md" p={3}>
      <HStack justify="space-between" mb={2}>
        <Heading as="h2" size="md" id="population-list" ref={heading} tabIndex={-1}>
          Loans of {groupName}
          {page ? ` (${page.totalCount})` : ''}
        </Heading>
        <Button size="xs" variant="outline" onClick={onClose}>
          Close list
        </Button>
      </HStack>
      {list.error && <Text color="fg.error">{errorMessage(list.error, 'The loans could not be read.')}</Text>}
      {list.loading && !page && <Spinner aria-label="Loading the loans" />}
      {page && (
        <>
          <Box overflowX="auto">
            <Table.Root size="sm" aria-label={`Loans of ${groupName}`}>
              <Table.Header>
                <Table.Row>
                  {showClient && <Table.ColumnHeader>Client</Table.ColumnHeader>}
                  <Table.ColumnHeader>Loan number</Table.ColumnHeader>
                  <Table.ColumnHeader>Borrower</Table.ColumnHeader>
                  <Table.ColumnHeader>Product</Table.ColumnHeader>
                  <Table.ColumnHeader>State</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                  <Table.ColumnHeader>Originated</Table.ColumnHeader>
                  <Table.ColumnHeader>Loan load</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Exceptions</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {page.items.map((loan) => (
                  <Table.Row key={loan.id}>
                    {showClient && <Table.Cell>{loan.clientName ?? ''}</Table.Cell>}
                    <Table.Cell>{loan.loanNumber}</Table.Cell>
                    <Table.Cell>{loan.borrowerName}</Table.Cell>
                    <Table.Cell>{loan.product}</Table.Cell>
                    <Table.Cell>{loan.state}</Table.Cell>
                    <Table.Cell textAlign="end">{formatAmount(loan.loanAmount)}</Table.Cell>
                    <Table.Cell>{loan.originatedOn}</Table.Cell>
                    <Table.Cell>{loan.loanLoadName}</Table.Cell>
                    <Table.Cell textAlign="end">{loan.exceptionsCount}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <HStack mt={2} gap={2}>
            <Button
              size="xs"
              variant="outline"
              disabled={pageNumber <= 1}
              onClick={() => setPageNumber((n) => n - 1)}
            >
              Previous
            </Button>
            <Text textStyle="sm">
              Page {pageNumber} of {pages}
            </Text>
            <Button
              size="xs"
              variant="outline"
              disabled={pageNumber >= pages}
              onClick={() => setPageNumber((n) => n + 1)}
            >
              Next
            </Button>
          </HStack>
        </>
      )}
    </Box>
  );
}
