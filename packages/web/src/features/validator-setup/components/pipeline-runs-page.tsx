import { Badge, Box, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { TOAST_TITLES } from '@lexbridge/rules';
import { Play, RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FilterSelect } from '../../../components/maintenance/grid-filters';
import { useCanEdit } from '../../../components/maintenance/use-screen';
import type { PipelineRunsQuery, PipelineRunStatus } from '../../../gql/graphql';
import { usePipelineRunsQuery, useStartPipelineRunMutation } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { formatDateTime, RUN_STATUS_LABELS } from './status-labels';

type Run = PipelineRunsQuery['pipelineRuns'][number];
type JsonFilter = PipelineRunsQuery['validatorJsonFilters'][number];

/** While a run is in progress the list refreshes itself this often (Refresh does it at once). */
const REFRESH_MS = 3000;

const PALETTE: Record<PipelineRunStatus, string> = { FAILED: 'red', IN_PROGRESS: 'blue', SUCCESS: 'green' };

function StatusBadge({ status }: { status: PipelineRunStatus }) {
  return <Badge colorPalette={PALETTE[status]}>{RUN_STATUS_LABELS[status]}</Badge>;
}

/**
 * Pipeline Runs: each run's runId, pipeline, start, end, duration and status (Failed, Inprogess, Success) with its
 * tests; a run in progress advances on Refresh (and every few seconds while one is running). Staff start a run of a
 * client's validator tests.
 */
export function PipelineRunsPage() {
  const canEdit = useCanEdit();
  const runs = usePipelineRunsQuery({ fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [selectedId, setSelectedId] = useState('');
  const [clientId, setClientId] = useState('');
  const [start, starting] = useStartPipelineRunMutation();
  const list = runs.data?.pipelineRuns ?? [];
  const running = list.some((run) => run.status === 'IN_PROGRESS');
  const selected = list.find((run) => run.id === selectedId) ?? list[0] ?? null;
  const { refetch } = runs;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void refetch(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [running, refetch]);

  async function startRun() {
    try {
      const { data } = await start({ variables: { clientId } });
      notify({ type: 'success', title: TOAST_TITLES.success, description: data!.startPipelineRun.message });
      setSelectedId(data!.startPipelineRun.run.id);
      await refetch();
    } catch (error) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(error, 'Something went wrong.'),
      });
    }
  }

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Pipeline Runs
      </Heading>
      <HStack gap="3" align="flex-end" wrap="wrap">
        <Button size="sm" variant="outline" loading={runs.loading} onClick={() => void refetch()}>
          <RefreshCw /> Refresh
        </Button>
        {canEdit && (
          <>
            <FilterSelect
              label="Client"
              value={clientId}
              onChange={setClientId}
              options={runs.data?.validatorResultFilters.clients ?? []}
            />
            <Button
              size="sm"
              colorPalette="blue"
              disabled={!clientId}
              loading={starting.loading}
              onClick={() => void startRun()}
            >
              <Play /> Start Run
            </Button>
          </>
        )}
        <Text textStyle="sm" color="fg.muted" ml="auto" aria-live="polite">
          {running ? 'A run is in progress: the list refreshes itself.' : `${list.length} runs`}
        </Text>
      </HStack>
      {runs.error && (
        <Text role="alert" color="fg.error">
          {errorMessage(runs.error, 'Something went wrong.')}
        </Text>
      )}
      <Table.Root size="sm" variant="outline" aria-label="Pipeline runs">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Run Id</Table.ColumnHeader>
            <Table.ColumnHeader>Pipeline</Table.ColumnHeader>
            <Table.ColumnHeader>Start</Table.ColumnHeader>
            <Table.ColumnHeader>End</Table.ColumnHeader>
            <Table.ColumnHeader>Duration</Table.ColumnHeader>
            <Table.ColumnHeader>Tests</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {list.map((run) => (
            <Table.Row key={run.id} bg={run.id === selected?.id ? 'blue.subtle' : undefined}>
              <Table.Cell>
                <Button
                  size="xs"
                  variant="plain"
                  textDecoration="underline"
                  onClick={() => setSelectedId(run.id)}
                >
                  {run.runId}
                </Button>
              </Table.Cell>
              <Table.Cell>
                {run.pipelineName}
                {run.isDatabricks ? ' (Databricks)' : ''}
              </Table.Cell>
              <Table.Cell>{formatDateTime(run.runStart)}</Table.Cell>
              <Table.Cell>{formatDateTime(run.runEnd)}</Table.Cell>
              <Table.Cell>{run.duration}</Table.Cell>
              <Table.Cell>
                {run.testsDone} of {run.tests.length}
              </Table.Cell>
              <Table.Cell>
                <StatusBadge status={run.status} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {selected && <RunTests run={selected} filters={runs.data?.validatorJsonFilters ?? []} />}
    </Stack>
  );
}

/**
 * A run's tests, narrowed by the JSON filters: a business line keeps the tests of that line (a test is named by its
 * test id, and the same id may serve several lines) and names each one.
 */
function RunTests({ run, filters }: { run: Run; filters: readonly JsonFilter[] }) {
  const [lineId, setLineId] = useState('');
  const line = filters.find((filter) => filter.businessLineId === lineId) ?? null;
  const names = new Map(line?.tests.map((test) => [test.testId, test.testName]));
  const tests = line ? run.tests.filter((test) => names.has(test.testId)) : run.tests;
  return (
    <Box as="section" aria-labelledby="run-tests-heading">
      <HStack gap="3" align="flex-end" wrap="wrap" mb="2">
        <Heading as="h2" size="lg" id="run-tests-heading">
          Tests of {run.runId}
        </Heading>
        <FilterSelect
          label="Business Line"
          value={lineId}
          onChange={setLineId}
          placeholder="All business lines"
          options={filters.map((filter) => ({
            id: filter.businessLineId,
            name: `${filter.businessLineName} (${filter.industryName})`,
          }))}
        />
        <Text textStyle="sm" color="fg.muted">
          {tests.length} of {run.tests.length} tests
        </Text>
      </HStack>
      <Table.Root size="sm" variant="outline" maxW="3xl" aria-labelledby="run-tests-heading">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Test Id</Table.ColumnHeader>
            {line && <Table.ColumnHeader>Test</Table.ColumnHeader>}
            <Table.ColumnHeader>First Run Id</Table.ColumnHeader>
            <Table.ColumnHeader>Finished</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {tests.map((test) => (
            <Table.Row key={test.firstRunId}>
              <Table.Cell>{test.testId}</Table.Cell>
              {line && <Table.Cell>{names.get(test.testId)}</Table.Cell>}
              <Table.Cell>{test.firstRunId}</Table.Cell>
              <Table.Cell>{formatDateTime(test.finishedAt)}</Table.Cell>
              <Table.Cell>
                <StatusBadge status={test.status} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
