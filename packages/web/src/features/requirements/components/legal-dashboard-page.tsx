import { Badge, Box, Button, Heading, HStack, Stack, Stat, Table, Text } from '@chakra-ui/react';
import { COMPLETED_TAB_INDEX, MESSAGES, REQUIREMENT_MESSAGES } from '@lexbridge/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, type LegalStepRoute } from '../../../config/paths';
import { useLegalDashboardQuery } from '../../../gql/hooks';
import type { LegalDashboardQuery, WorkflowLawFieldsFragment } from '../../../gql/graphql';
import {
  saveCallRoute,
  saveSelectedLaw,
  SEND_BACK_CALL_ROUTE,
  type SelectedLawDetail,
} from '../../../lib/workflow-selection';
import { STATUS_LABEL } from './status-label';

type Step = LegalDashboardQuery['legalDashboard']['steps'][number];
type Column = NonNullable<SelectedLawDetail['legalColumn']>;
interface Filter {
  step: string | null;
  column: Column;
}

const COLUMNS: { column: Column; label: string; count: (step: Step) => number }[] = [
  { column: 'PENDING', label: 'Pending', count: (step) => step.pending },
  { column: 'DRAFT', label: 'Draft', count: (step) => step.draft },
  { column: 'COMPLETED', label: 'Completed', count: (step) => step.completed },
  { column: 'TOTAL', label: 'Total', count: (step) => step.total },
];

function inColumn(law: WorkflowLawFieldsFragment, column: Column): boolean {
  return column === 'TOTAL' || law.column === column;
}

/**
 * The legal dashboard (route legal-module/legal-dashboard), a work queue: one row per workflow step with its Pending,
 * Draft, Completed and Total counts; choosing a count lists those laws, sent-back ones first. Choosing a law stores
 * the selected law (tab index, requirement count, law ids, section, business line, the column) and opens its step.
 * docs/requirements-workflow.md explains the design.
 */
export function LegalDashboardPage() {
  const navigate = useNavigate();
  const { data, loading, error, refetch } = useLegalDashboardQuery({ fetchPolicy: 'cache-and-network' });
  const [filter, setFilter] = useState<Filter>({ step: null, column: 'PENDING' });

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
  const dashboard = data?.legalDashboard;
  const steps = dashboard?.steps ?? [];
  const laws = steps
    .filter((step) => filter.step === null || step.key === filter.step)
    .flatMap((step) => step.laws)
    .filter((law) => inColumn(law, filter.column))
    .sort((a, b) => Number(b.sentBack) - Number(a.sentBack));

  const open = (law: WorkflowLawFieldsFragment) => {
    saveSelectedLaw({
      tabIndex: Math.min(law.tabIndex, COMPLETED_TAB_INDEX - 1),
      requirementCount: law.requirementCount,
      lawIds: [law.lawId],
      sectionId: law.sectionId,
      businessLineId: law.businessLineId,
      lawDetailId: law.lawDetailId,
      legalColumn: filter.column === 'TOTAL' || law.column === 'OPEN' ? 'TOTAL' : law.column,
    });
    saveCallRoute(law.sentBack ? SEND_BACK_CALL_ROUTE : null);
    void navigate(paths.legalStep.getHref(law.step as LegalStepRoute));
  };

  const filterTitle = `${filter.step ? steps.find((step) => step.key === filter.step)?.label : 'All steps'} – ${
    COLUMNS.find((column) => column.column === filter.column)!.label
  }`;

  return (
    <Stack gap="6" data-part="legal-dashboard">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="2xl">
          Legal Dashboard
        </Heading>
        <HStack gap="6">
          <Stat.Root>
            <Stat.Label whiteSpace="nowrap">Waiting for you</Stat.Label>
            <Stat.ValueText data-testid="pending-count">{dashboard?.pendingCount ?? '–'}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label whiteSpace="nowrap">All laws</Stat.Label>
            <Stat.ValueText>{dashboard?.totalCount ?? '–'}</Stat.ValueText>
          </Stat.Root>
        </HStack>
      </HStack>

      <Box borderWidth="1px" borderRadius="md" overflowX="auto">
        <Table.Root size="sm" aria-label="Workflow steps">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Step</Table.ColumnHeader>
              {COLUMNS.map((column) => (
                <Table.ColumnHeader key={column.column} textAlign="end">
                  {column.label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {steps.map((step) => (
              <Table.Row key={step.key} data-step={step.key}>
                <Table.Cell>{step.label}</Table.Cell>
                {COLUMNS.map((column) => {
                  const count = column.count(step);
                  const active = filter.step === step.key && filter.column === column.column;
                  return (
                    <Table.Cell key={column.column} textAlign="end">
                      <Button
                        size="xs"
                        variant={active ? 'solid' : 'ghost'}
                        aria-label={`${step.label} ${column.label} ${count}`}
                        disabled={count === 0}
                        onClick={() => setFilter({ step: step.key, column: column.column })}
                      >
                        {count}
                      </Button>
                    </Table.Cell>
                  );
                })}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>

      <Stack gap="2">
        <HStack justify="space-between">
          <Heading as="h2" size="md">
            {filterTitle}
          </Heading>
          {(filter.step !== null || filter.column !== 'PENDING') && (
            <Button size="xs" variant="outline" onClick={() => setFilter({ step: null, column: 'PENDING' })}>
              My pending work
            </Button>
          )}
        </HStack>
        {loading && !data ? (
          <Text color="fg.muted">Loading…</Text>
        ) : laws.length === 0 ? (
          <Text color="fg.muted">{MESSAGES.noRecordFound}</Text>
        ) : (
          <Box borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-label="Laws">
              <Table.Header>
                <Table.Row>
                  {[
                    'Regulator',
                    'Section',
                    'Business Line',
                    'Step',
                    'Status',
                    'Requirements',
                    'Lawyer',
                    'Approver',
                    'Action',
                  ].map((name) => (
                    <Table.ColumnHeader key={name}>{name}</Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {laws.map((law) => (
                  <Table.Row key={`${law.sectionId}:${law.businessLineId}`} data-section={law.section}>
                    <Table.Cell>{law.regulator}</Table.Cell>
                    <Table.Cell>
                      <Text fontWeight="medium">{law.section}</Text>
                      <Text textStyle="xs" color="fg.muted">
                        {law.level1}
                      </Text>
                    </Table.Cell>
                    <Table.Cell>{law.businessLineName}</Table.Cell>
                    <Table.Cell>{steps.find((step) => step.key === law.step)?.label}</Table.Cell>
                    <Table.Cell>
                      <HStack gap="1" wrap="wrap">
                        <Badge
                          colorPalette={
                            law.sentBack ? 'orange' : law.status === 'APPROVED' ? 'green' : 'gray'
                          }
                        >
                          {STATUS_LABEL[law.status]}
                        </Badge>
                        {law.sentBack && (
                          <Text as="span" color="orange.fg">
                            {REQUIREMENT_MESSAGES.sendBackTag}
                          </Text>
                        )}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell>{law.requirementCount}</Table.Cell>
                    <Table.Cell>{law.lawyer.name}</Table.Cell>
                    <Table.Cell>{law.approver?.name ?? '–'}</Table.Cell>
                    <Table.Cell>
                      <Button
                        size="xs"
                        colorPalette="blue"
                        aria-label={`Open ${law.section}`}
                        onClick={() => open(law)}
                      >
                        Open
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Stack>
    </Stack>
  );
}
