import { Badge, Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useMyValidatorLoansQuery } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { formatDateTime } from './status-labels';

const PAGE_SIZE = 5;

/**
 * The user's dashboard card of the validator: how many loans of the clients they work for (or the client chosen
 * above) have observations in finished runs, and those loans, most observations first, five at a time.
 */
export function MyValidatorLoansCard({ clientId }: { clientId: string }) {
  const [pageNumber, setPageNumber] = useState(1);
  const [forClient, setForClient] = useState(clientId);
  if (forClient !== clientId) {
    // A new client filter starts again at the first page.
    setForClient(clientId);
    setPageNumber(1);
  }
  const query = useMyValidatorLoansQuery({
    variables: { clientId: clientId || null, page: { pageNumber, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const counts = query.data?.myValidatorLoanCounts;
  const page = query.data?.myValidatorLoans;
  const pages = Math.max(1, Math.ceil((page?.totalCount ?? 0) / PAGE_SIZE));
  return (
    <Box as="section" borderWidth="1px" borderRadius="md" p="4" maxW="4xl" aria-labelledby="my-loans-heading">
      <Stack gap="3">
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="md" id="my-loans-heading">
            My Loans with Observations
          </Heading>
          {counts && (
            <>
              <Badge colorPalette="orange">{counts.loanCount} loans</Badge>
              <Badge colorPalette="gray">{counts.observationCount} observations</Badge>
              <Text textStyle="sm" color="fg.muted">
                {counts.clientCount} {counts.clientCount === 1 ? 'client' : 'clients'}
                {counts.lastRunEnd ? ` · latest run finished ${formatDateTime(counts.lastRunEnd)}` : ''}
              </Text>
            </>
          )}
        </HStack>
        {query.error && (
          <Text role="alert" color="fg.error">
            {errorMessage(query.error, 'Something went wrong.')}
          </Text>
        )}
        {page && page.items.length === 0 && <Text color="fg.muted">No loan has an observation.</Text>}
        {page && page.items.length > 0 && (
          <Table.Root size="sm" variant="outline" aria-labelledby="my-loans-heading">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Loan</Table.ColumnHeader>
                <Table.ColumnHeader>Client</Table.ColumnHeader>
                <Table.ColumnHeader>Observations</Table.ColumnHeader>
                <Table.ColumnHeader>Tests</Table.ColumnHeader>
                <Table.ColumnHeader>Latest Run</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {page.items.map((loan) => (
                <Table.Row key={`${loan.clientId}:${loan.loanNumber}`}>
                  <Table.Cell>{loan.loanNumber}</Table.Cell>
                  <Table.Cell>{loan.clientName}</Table.Cell>
                  <Table.Cell>{loan.observationCount}</Table.Cell>
                  <Table.Cell>{loan.testIds.join(', ')}</Table.Cell>
                  <Table.Cell>{loan.lastRunId}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
        {page && page.totalCount > PAGE_SIZE && (
          <HStack gap="2">
            <Button
              size="xs"
              variant="outline"
              disabled={pageNumber <= 1}
              onClick={() => setPageNumber((n) => n - 1)}
            >
              Previous
            </Button>
            <Text textStyle="sm" aria-live="polite">
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
        )}
      </Stack>
    </Box>
  );
}
