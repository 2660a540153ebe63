import {
  Badge,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { TOAST_TITLES, VALIDATOR_SETUP_MESSAGES } from '@lexbridge/rules';
import { Download } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DataGrid, SelectColumn, type Column } from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import { DraggableDialog } from '../../../components/dialogs/draggable-dialog';
import { SafeHtml } from '../../../components/safe-html';
import { FilterSelect } from '../../../components/maintenance/grid-filters';
import { pageOf, usePagedRows } from '../../../components/maintenance/use-paged-rows';
import { useCanEdit } from '../../../components/maintenance/use-screen';
import type {
  ValidatorResultFilter,
  ValidatorResultRowsQuery,
  ValidatorResultStatus,
} from '../../../gql/graphql';
import {
  useDownloadValidatorResultsMutation,
  useRequirementLawTextQuery,
  useUpdateValidatorResultStatusMutation,
  useValidatorRequirementResultsQuery,
  useValidatorResultRowsLazyQuery,
  useValidatorResultsFiltersQuery,
  useValidatorResultsOverviewQuery,
  useValidatorTestDetailsQuery,
} from '../../../gql/hooks';
import { saveTicketFile } from '../../../lib/excel';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { MyValidatorLoansCard } from './my-validator-loans-card';

type ResultRow = ValidatorResultRowsQuery['validatorResults']['items'][number];

const STATUS_LABELS: Record<ValidatorResultStatus, string> = { PASS: 'Pass', OBSERVATION: 'Observation' };
const STATUS_OPTIONS = [
  { id: 'PASS', name: 'Pass' },
  { id: 'OBSERVATION', name: 'Observation' },
];

/**
 * Validator Results: the validator filters and the status filter, counts by the criteria (in all and per test),
 * results per law section and their requirements, the result rows (test-id details) whose status a reviewer
 * updates, the requirement's law text, the test's rules, and the result file.
 */
export function ValidatorResultsPage() {
  const canEdit = useCanEdit();
  const lookups = useValidatorResultsFiltersQuery();
  const options = lookups.data?.validatorResultFilters;
  const [clientId, setClientId] = useState('');
  const [businessLineId, setBusinessLineId] = useState('');
  const [entityId, setEntityId] = useState('');
  const [testId, setTestId] = useState('');
  const [status, setStatus] = useState('');
  const [runId, setRunId] = useState('');
  const filter: ValidatorResultFilter = useMemo(
    () => ({
      clientId: clientId || null,
      businessLineId: businessLineId || null,
      entityId: entityId || null,
      testId: testId || null,
      status: (status || null) as ValidatorResultStatus | null,
      runId: runId || null,
    }),
    [clientId, businessLineId, entityId, testId, status, runId],
  );
  const overview = useValidatorResultsOverviewQuery({
    variables: { filter },
    fetchPolicy: 'cache-and-network',
  });
  const [fetchRows] = useValidatorResultRowsLazyQuery({ fetchPolicy: 'network-only' });
  const rows = usePagedRows<ResultRow>(
    (pageNumber, pageSize) =>
      pageOf(
        fetchRows({ variables: { filter, page: { pageNumber, pageSize: Math.min(pageSize, 1000) } } }),
        (result) => result.validatorResults,
      ),
    JSON.stringify(filter),
  );
  const [testDialog, setTestDialog] = useState<string | null>(null);
  const [lawText, setLawText] = useState<string | null>(null);
  const [download, downloading] = useDownloadValidatorResultsMutation();
  const counts = overview.data?.validatorResultCounts;
  const refresh = () => {
    void overview.refetch();
    rows.reload();
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Validator Results
      </Heading>
      <HStack gap="4" align="flex-end" wrap="wrap">
        <FilterSelect
          label="Client"
          value={clientId}
          onChange={setClientId}
          options={options?.clients ?? []}
          placeholder="All"
        />
        <FilterSelect
          label="Business Line"
          value={businessLineId}
          onChange={setBusinessLineId}
          options={options?.businessLines ?? []}
          placeholder="All"
        />
        <FilterSelect
          label="Entity"
          value={entityId}
          onChange={setEntityId}
          options={(options?.entities ?? []).filter(
            (entity) =>
              (!clientId || entity.clientId === clientId) &&
              (!businessLineId || entity.businessLineId === businessLineId),
          )}
          placeholder="All"
        />
        <FilterSelect
          label="Test"
          value={testId}
          onChange={setTestId}
          options={(options?.tests ?? []).map((test) => ({
            id: test.testId,
            name: `${test.testId} ${test.testName}`,
          }))}
          placeholder="All"
        />
        <FilterSelect
          label="Status"
          value={status}
          onChange={setStatus}
          options={STATUS_OPTIONS}
          placeholder="All"
        />
        <FilterSelect
          label="Run"
          value={runId}
          onChange={setRunId}
          options={(options?.runs ?? []).map((run) => ({ id: run.runId, name: run.runId }))}
          placeholder="All"
        />
        <Button
          size="sm"
          variant="outline"
          colorPalette="green"
          loading={downloading.loading}
          onClick={() =>
            void (async () => {
              try {
                const { data } = await download({ variables: { filter } });
                await saveTicketFile(data!.downloadValidatorResults.download.url, 'ValidatorResults.xlsx');
              } catch (error) {
                notify({
                  type: 'error',
                  title: TOAST_TITLES.error,
                  description: errorMessage(
                    error,
                    error instanceof Error ? error.message : 'Something went wrong.',
                  ),
                });
              }
            })()
          }
        >
          <Download /> Download Results
        </Button>
      </HStack>
      {(overview.error || lookups.error) && (
        <Text role="alert" color="fg.error">
          {errorMessage(overview.error ?? lookups.error, 'Something went wrong.')}
        </Text>
      )}
      {counts && (
        <SimpleGrid as="dl" columns={3} gap="3" maxW="2xl" aria-label="Result counts">
          {[
            ['Results', counts.total],
            ['Pass', counts.pass],
            ['Observation', counts.observation],
          ].map(([label, value]) => (
            <Box key={label} borderWidth="1px" borderRadius="md" p="3">
              <Text as="dt" textStyle="sm" color="fg.muted">
                {label}
              </Text>
              <Text as="dd" textStyle="2xl" fontWeight="semibold">
                {value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      )}
      <MyValidatorLoansCard clientId={clientId} />
      <Tabs.Root defaultValue="tests" variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="tests">By Test</Tabs.Trigger>
          <Tabs.Trigger value="sections">By Law Section</Tabs.Trigger>
          <Tabs.Trigger value="results">Results</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="tests">
          {counts && counts.tests.length === 0 ? (
            <Text color="fg.muted">{VALIDATOR_SETUP_MESSAGES.noRecordFound}</Text>
          ) : (
            <Table.Root size="sm" variant="outline" maxW="4xl" aria-label="Results by test">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Test Id</Table.ColumnHeader>
                  <Table.ColumnHeader>Test</Table.ColumnHeader>
                  <Table.ColumnHeader>Results</Table.ColumnHeader>
                  <Table.ColumnHeader>Pass</Table.ColumnHeader>
                  <Table.ColumnHeader>Observation</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {counts?.tests.map((test) => (
                  <Table.Row key={test.testId}>
                    <Table.Cell>
                      <Button
                        size="xs"
                        variant="plain"
                        textDecoration="underline"
                        onClick={() => setTestDialog(test.testId)}
                      >
                        {test.testId}
                      </Button>
                    </Table.Cell>
                    <Table.Cell>{test.testName}</Table.Cell>
                    <Table.Cell>{test.total}</Table.Cell>
                    <Table.Cell>{test.pass}</Table.Cell>
                    <Table.Cell>{test.observation}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Tabs.Content>
        <Tabs.Content value="sections">
          <SectionsTab sections={overview.data?.validatorSectionResults ?? []} onLawText={setLawText} />
        </Tabs.Content>
        <Tabs.Content value="results">
          <ResultsGrid rows={rows} canEdit={canEdit} onLawText={setLawText} onUpdated={refresh} />
        </Tabs.Content>
      </Tabs.Root>
      <DraggableDialog
        open={testDialog !== null}
        title={`Test ${testDialog ?? ''}`}
        onDismiss={() => setTestDialog(null)}
      >
        {testDialog && <TestDetails testId={testDialog} />}
      </DraggableDialog>
      <DraggableDialog open={lawText !== null} title="Law Text" size="xl" onDismiss={() => setLawText(null)}>
        {lawText && <LawText requirementId={lawText} />}
      </DraggableDialog>
    </Stack>
  );
}

function SectionsTab({
  sections,
  onLawText,
}: {
  sections: readonly {
    sectionId: string;
    section: string;
    lawName: string;
    requirementCount: number;
    total: number;
    observation: number;
  }[];
  onLawText: (requirementId: string) => void;
}) {
  const [sectionId, setSectionId] = useState<string | null>(null);
  const requirements = useValidatorRequirementResultsQuery({
    variables: { sectionId: sectionId ?? '' },
    skip: !sectionId,
  });
  if (sections.length === 0) return <Text color="fg.muted">{VALIDATOR_SETUP_MESSAGES.noRecordFound}</Text>;
  return (
    <Stack gap="4">
      <Table.Root size="sm" variant="outline" aria-label="Results by law section">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Law</Table.ColumnHeader>
            <Table.ColumnHeader>Section</Table.ColumnHeader>
            <Table.ColumnHeader>Requirements</Table.ColumnHeader>
            <Table.ColumnHeader>Results</Table.ColumnHeader>
            <Table.ColumnHeader>Observation</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sections.map((section) => (
            <Table.Row
              key={section.sectionId}
              bg={section.sectionId === sectionId ? 'blue.subtle' : undefined}
            >
              <Table.Cell>{section.lawName}</Table.Cell>
              <Table.Cell>
                <Button
                  size="xs"
                  variant="plain"
                  textDecoration="underline"
                  onClick={() => setSectionId(section.sectionId)}
                >
                  {section.section}
                </Button>
              </Table.Cell>
              <Table.Cell>{section.requirementCount}</Table.Cell>
              <Table.Cell>{section.total}</Table.Cell>
              <Table.Cell>{section.observation}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {sectionId && (
        <Box as="section" aria-labelledby="requirements-heading">
          <Heading as="h2" size="lg" id="requirements-heading" mb="2">
            Law Requirements of the Section
          </Heading>
          <Table.Root size="sm" variant="outline" aria-labelledby="requirements-heading">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Requirement</Table.ColumnHeader>
                <Table.ColumnHeader>Text</Table.ColumnHeader>
                <Table.ColumnHeader>Tests</Table.ColumnHeader>
                <Table.ColumnHeader>Results</Table.ColumnHeader>
                <Table.ColumnHeader>Observation</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(requirements.data?.validatorRequirementResults ?? []).map((requirement) => (
                <Table.Row key={requirement.requirementId}>
                  <Table.Cell>
                    <Button
                      size="xs"
                      variant="plain"
                      textDecoration="underline"
                      onClick={() => onLawText(requirement.requirementId)}
                    >
                      {requirement.requirementNumber}
                    </Button>
                  </Table.Cell>
                  <Table.Cell>{requirement.requirement}</Table.Cell>
                  <Table.Cell>{requirement.testIds.join(', ')}</Table.Cell>
                  <Table.Cell>{requirement.total}</Table.Cell>
                  <Table.Cell>{requirement.observation}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </Stack>
  );
}

function ResultsGrid({
  rows,
  canEdit,
  onLawText,
  onUpdated,
}: {
  rows: ReturnType<typeof usePagedRows<ResultRow>>;
  canEdit: boolean;
  onLawText: (requirementId: string) => void;
  onUpdated: () => void;
}) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [newStatus, setNewStatus] = useState<ValidatorResultStatus | ''>('');
  const [comment, setComment] = useState('');
  const [update, updating] = useUpdateValidatorResultStatusMutation();
  const columns = useMemo<Column<ResultRow>[]>(
    () => [
      ...(canEdit ? [SelectColumn as Column<ResultRow>] : []),
      { key: 'runId', name: 'Run', width: 170 },
      { key: 'testId', name: 'Test Id', width: 90 },
      { key: 'testName', name: 'Test', width: 200 },
      { key: 'loanNumber', name: 'Loan', width: 110 },
      { key: 'fieldValue', name: 'Value', width: 110 },
      {
        key: 'status',
        name: 'Status',
        width: 120,
        renderCell: ({ row }) => (
          <Badge colorPalette={row.status === 'PASS' ? 'green' : 'orange'}>{STATUS_LABELS[row.status]}</Badge>
        ),
      },
      {
        key: 'requirementNumber',
        name: 'Requirement',
        width: 130,
        renderCell: ({ row }) =>
          row.requirementId ? (
            <Button
              size="xs"
              variant="plain"
              textDecoration="underline"
              onClick={() => onLawText(row.requirementId!)}
            >
              {row.requirementNumber}
            </Button>
          ) : (
            ''
          ),
      },
      { key: 'entityName', name: 'Entity', width: 110, renderCell: ({ row }) => row.entityName ?? '' },
      { key: 'comment', name: 'Comment', minWidth: 180, renderCell: ({ row }) => row.comment ?? '' },
    ],
    [canEdit, onLawText],
  );

  async function apply() {
    try {
      const { data } = await update({
        variables: {
          input: { ids: [...selected], status: newStatus as ValidatorResultStatus, comment: comment || null },
        },
      });
      notify({
        type: 'success',
        title: TOAST_TITLES.success,
        description: data!.updateValidatorResultStatus.message,
      });
      setSelected(new Set());
      setComment('');
      onUpdated();
    } catch (error) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(error, 'Something went wrong.'),
      });
    }
  }

  return (
    <Stack gap="3">
      {canEdit && (
        <HStack gap="3" align="flex-end" wrap="wrap">
          <Field.Root w="auto">
            <Field.Label textStyle="sm">New Status</Field.Label>
            <NativeSelect.Root size="sm" w="160px">
              <NativeSelect.Field
                value={newStatus}
                onChange={(event) => setNewStatus(event.target.value as ValidatorResultStatus | '')}
              >
                <option value="">Select</option>
                {STATUS_OPTIONS.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root w="sm">
            <Field.Label textStyle="sm">Comment</Field.Label>
            <Textarea
              size="sm"
              rows={1}
              maxLength={500}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          </Field.Root>
          <Button
            size="sm"
            colorPalette="blue"
            disabled={selected.size === 0 || !newStatus}
            loading={updating.loading}
            onClick={() => void apply()}
          >
            Update Status ({selected.size})
          </Button>
        </HStack>
      )}
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {rows.loading ? 'Loading…' : `${rows.rows.length} of ${rows.totalCount} results`}
      </Text>
      {rows.error ? (
        <Text role="alert" color="fg.error">
          {errorMessage(rows.error, 'Something went wrong.')}
        </Text>
      ) : (
        <Box css={{ '& .rdg-cell': { paddingInline: '8px' } }}>
          <DataGrid
            aria-label="Validator results"
            className="rdg-light"
            style={{ height: 420 }}
            columns={columns}
            rows={rows.rows}
            rowKeyGetter={(row) => row.id}
            selectedRows={selected}
            onSelectedRowsChange={setSelected}
            onScroll={(event) => {
              const target = event.currentTarget;
              if (target.scrollTop + target.clientHeight >= target.scrollHeight - 400) rows.loadMore();
            }}
          />
        </Box>
      )}
    </Stack>
  );
}

function TestDetails({ testId }: { testId: string }) {
  const details = useValidatorTestDetailsQuery({ variables: { testId } });
  const test = details.data?.validatorTestDetails[0];
  if (details.loading) return <Text>Loading…</Text>;
  if (!test) return <Text color="fg.muted">{VALIDATOR_SETUP_MESSAGES.noRecordFound}</Text>;
  return (
    <Stack gap="2">
      <Text>
        {test.testName} ({test.businessLineName})
      </Text>
      <Table.Root size="sm" variant="outline" aria-label={`Rules of test ${test.testId}`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Order</Table.ColumnHeader>
            <Table.ColumnHeader>Test Rule</Table.ColumnHeader>
            <Table.ColumnHeader>Result</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {test.rules.map((rule) => (
            <Table.Row key={`${rule.testRuleId}-${rule.testOrder}`}>
              <Table.Cell>{rule.testOrder}</Table.Cell>
              <Table.Cell>
                {rule.testRuleId} - {rule.description}
              </Table.Cell>
              <Table.Cell>{rule.status ?? ''}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

function LawText({ requirementId }: { requirementId: string }) {
  const text = useRequirementLawTextQuery({ variables: { requirementId } });
  const value = text.data?.requirementLawText;
  if (text.error) return <Text role="alert">{errorMessage(text.error, 'Something went wrong.')}</Text>;
  if (!value) return <Text>Loading…</Text>;
  return (
    <Stack gap="3">
      <Text fontWeight="semibold">
        {value.regulator} · {value.lawName} · {value.section}
      </Text>
      <Text>
        <strong>{value.requirementNumber}</strong> {value.requirement}
      </Text>
      <SafeHtml html={value.lawText} borderWidth="1px" borderRadius="md" p="3" maxH="50vh" overflowY="auto" />
    </Stack>
  );
}
