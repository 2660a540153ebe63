import { Button, HStack, Heading, Input, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import {
  BUSINESS_COLUMNS,
  mayDecide,
  OWNERSHIP_MESSAGES,
  validateApproverComment,
  TOAST_TITLES,
} from '@lexbridge/rules';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import {
  useBusinessGapsQuery,
  useBusinessReportQuery,
  useDecideNotApplicableMutation,
  useLawNotApplicableChoicesQuery,
  useLawsNotApplicableQuery,
  useSetTargetCompletionDateMutation,
} from '../../../gql/hooks';
import type { BusinessDashboardFilter } from '../../../gql/graphql';
import { useCurrentSession } from '../../../lib/session/session-context';
import { notify } from '../../../lib/toast';
import { FilterSelect, useSeenLinesAndRegulators } from './business-filters';
import { columnLabel } from './business-law-header';
import { useBusinessWrite } from './use-business-law';
import { REQUIREMENT_STATUS_LABEL } from './requirement-status';

/**
 * The business dashboard report (business-module/business-dashboard-report): every law of the user's lines counted
 * by business line and column, then listed with its step and people.
 */
export function BusinessDashboardReportPage() {
  const { data } = useBusinessReportQuery({
    variables: { page: { pageNumber: 1, pageSize: 5000 } },
    fetchPolicy: 'network-only',
  });
  const laws = data?.businessReportLaws.items ?? [];
  const lines = [...new Set(laws.map((law) => law.businessLineName))].sort();
  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">
        Business Dashboard Report
      </Heading>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label="Laws by business line and column">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Business Line</Table.ColumnHeader>
              {BUSINESS_COLUMNS.map((column) => (
                <Table.ColumnHeader key={column.key} textAlign="end">
                  {column.label}
                </Table.ColumnHeader>
              ))}
              <Table.ColumnHeader textAlign="end">Completed</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.map((line) => {
              const ofLine = laws.filter((law) => law.businessLineName === line);
              return (
                <Table.Row key={line}>
                  <Table.Cell>{line}</Table.Cell>
                  {BUSINESS_COLUMNS.map((column) => (
                    <Table.Cell key={column.key} textAlign="end">
                      {ofLine.filter((law) => law.column === column.key).length}
                    </Table.Cell>
                  ))}
                  <Table.Cell textAlign="end">
                    {ofLine.filter((law) => law.column === null).length}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label="Every business law">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Regulator</Table.ColumnHeader>
              <Table.ColumnHeader>Section</Table.ColumnHeader>
              <Table.ColumnHeader>Business Line</Table.ColumnHeader>
              <Table.ColumnHeader>Column</Table.ColumnHeader>
              <Table.ColumnHeader>Business User</Table.ColumnHeader>
              <Table.ColumnHeader>Approver</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {laws.map((law) => (
              <Table.Row key={law.id}>
                <Table.Cell>{law.regulator}</Table.Cell>
                <Table.Cell>{law.section}</Table.Cell>
                <Table.Cell>{law.businessLineName}</Table.Cell>
                <Table.Cell>{columnLabel(law.column)}</Table.Cell>
                <Table.Cell>{law.businessUserName}</Table.Cell>
                <Table.Cell>{law.approverName ?? '—'}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Stack>
  );
}

/**
 * Law Not Applicable (business-module/law-not-applicable): the declarations waiting for the user's approval, each
 * with Approve or Reject (a comment), then every law declared not applicable, ten a page.
 */
export function LawNotApplicablePage() {
  const [pageNumber, setPageNumber] = useState(1);
  const [filter, setFilter] = useState<BusinessDashboardFilter>({});
  const { data, refetch } = useLawsNotApplicableQuery({
    variables: { pageNumber, filter },
    fetchPolicy: 'network-only',
  });
  const { data: choiceData } = useLawNotApplicableChoicesQuery({ fetchPolicy: 'cache-first' });
  const seen = useSeenLinesAndRegulators([
    ...(choiceData?.businessLaws.items ?? []),
    ...(data?.lawsNotApplicable.items ?? []),
    ...(data?.notApprovedLaws ?? []),
  ]);
  const [decide] = useDecideNotApplicableMutation();
  const { user } = useCurrentSession();
  const run = useBusinessWrite();
  const [comments, setComments] = useState<Record<string, string>>({});
  const grid = data?.lawsNotApplicable;
  const pages = Math.max(1, Math.ceil((grid?.totalCount ?? 0) / 10));

  function change(next: BusinessDashboardFilter) {
    setFilter(next);
    setPageNumber(1);
  }

  function decideOn(id: string, approve: boolean) {
    const comment = comments[id] ?? '';
    if (!approve) {
      const refusal = validateApproverComment(comment);
      if (refusal) return notify({ type: 'error', title: TOAST_TITLES.error, description: refusal.message });
    }
    void run(async () => {
      const { data: answer } = await decide({
        variables: { input: { businessLawId: id, approve, comment } },
      });
      return answer?.decideNotApplicable.message;
    }).then(() => void refetch());
  }

  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">
        Law Not Applicable
      </Heading>
      <Heading as="h2" size="md">
        Waiting for approval
      </Heading>
      {!data && <Text>Loading…</Text>}
      {data?.notApprovedLaws.length === 0 && <Text>No Record found</Text>}
      {(data?.notApprovedLaws ?? []).map((law) => (
        <Stack key={law.id} borderWidth="1px" borderRadius="md" p="3" gap="2">
          <Text>
            <b>{law.section}</b> · {law.regulator} · {law.businessLineName} · {law.businessUserName}
          </Text>
          <Text>Why: {law.notApplicableComment}</Text>
          <Text>Processes: {law.lawProcesses.join(', ')}</Text>
          {law.isApprover && law.isEditable && !mayDecide(law.notApplicableById ?? null, user.id) && (
            <Text color="fg.muted" textStyle="sm">
              {OWNERSHIP_MESSAGES.ownWork}
            </Text>
          )}
          {law.isApprover && law.isEditable && mayDecide(law.notApplicableById ?? null, user.id) && (
            <HStack gap="2" align="flex-end">
              <Textarea
                aria-label={`Comment on ${law.section}`}
                placeholder="Comment (required to reject)"
                rows={1}
                maxW="400px"
                value={comments[law.id] ?? ''}
                onChange={(event) => setComments({ ...comments, [law.id]: event.target.value })}
              />
              <Button size="sm" onClick={() => decideOn(law.id, true)}>
                Approve
              </Button>
              <Button size="sm" variant="outline" onClick={() => decideOn(law.id, false)}>
                Reject
              </Button>
            </HStack>
          )}
        </Stack>
      ))}
      <Heading as="h2" size="md">
        Declared not applicable{grid ? ` (${grid.totalCount})` : ''}
      </Heading>
      <HStack gap="3" wrap="wrap" align="flex-end" role="group" aria-label="Filters">
        <FilterSelect
          label="Law Process"
          value={String(filter.lawProcessId ?? '')}
          options={choiceData?.businessDashboard.lawProcesses ?? []}
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
        <Button size="sm" variant="ghost" onClick={() => change({})}>
          Reset
        </Button>
      </HStack>
      <Table.ScrollArea borderWidth="1px" borderRadius="md">
        <Table.Root size="sm" aria-label="Laws not applicable">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Regulator</Table.ColumnHeader>
              <Table.ColumnHeader>Section</Table.ColumnHeader>
              <Table.ColumnHeader>Business Line</Table.ColumnHeader>
              <Table.ColumnHeader>Processes</Table.ColumnHeader>
              <Table.ColumnHeader>Reason</Table.ColumnHeader>
              <Table.ColumnHeader>Approved</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {grid?.items.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={6}>No Record found</Table.Cell>
              </Table.Row>
            )}
            {(grid?.items ?? []).map((law) => (
              <Table.Row key={law.id}>
                <Table.Cell>{law.regulator}</Table.Cell>
                <Table.Cell>{law.section}</Table.Cell>
                <Table.Cell>{law.businessLineName}</Table.Cell>
                <Table.Cell minW="200px" whiteSpace="normal">
                  {law.lawProcesses.join(', ')}
                </Table.Cell>
                <Table.Cell minW="240px" whiteSpace="normal">
                  {law.notApplicableComment}
                </Table.Cell>
                <Table.Cell>{law.notApplicableApproved ? 'Yes' : 'Waiting'}</Table.Cell>
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
    </Stack>
  );
}

/** Gaps (business-module/gaps): the gap requirements of the user's lines with their target completion dates. */
export function GapsPage() {
  const { data, refetch } = useBusinessGapsQuery({ fetchPolicy: 'network-only' });
  const [setTarget] = useSetTargetCompletionDateMutation();
  const run = useBusinessWrite();
  const gaps = data?.businessGaps ?? [];
  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">
        Gaps
      </Heading>
      <Text fontSize="sm">
        Set each gap's target completion date here; work the gap per company process (questionnaire, action
        plans) in{' '}
        <Link to={paths.gapsAndUpdates.getHref()} style={{ textDecoration: 'underline' }}>
          Gaps and Updates
        </Link>
        .
      </Text>
      <Table.Root size="sm" aria-label="Gap requirements">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Requirement</Table.ColumnHeader>
            <Table.ColumnHeader>Section</Table.ColumnHeader>
            <Table.ColumnHeader>Business Line</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Target completion</Table.ColumnHeader>
            <Table.ColumnHeader>Actual completion</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {data && gaps.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={6}>No Record found</Table.Cell>
            </Table.Row>
          )}
          {gaps.map((gap) => (
            <Table.Row key={`${gap.businessLawId}:${gap.requirementId}`}>
              <Table.Cell>
                <b>{gap.requirementNumber}</b> {gap.requirement}
              </Table.Cell>
              <Table.Cell>{gap.section}</Table.Cell>
              <Table.Cell>{gap.businessLineName}</Table.Cell>
              <Table.Cell>{gap.noArtifact ? 'No artifact' : REQUIREMENT_STATUS_LABEL[gap.status]}</Table.Cell>
              <Table.Cell>
                <Input
                  size="sm"
                  type="date"
                  aria-label={`Target completion of ${gap.requirementNumber}`}
                  disabled={!gap.isBusinessContact}
                  defaultValue={gap.targetCompletionDate ?? ''}
                  onBlur={(event) => {
                    const date = event.target.value;
                    if (date === (gap.targetCompletionDate ?? '')) return;
                    void run(async () => {
                      const { data: answer } = await setTarget({
                        variables: {
                          input: {
                            businessLawId: gap.businessLawId,
                            requirementId: gap.requirementId,
                            date: date || null,
                          },
                        },
                      });
                      return answer?.setTargetCompletionDate.message;
                    }).then(() => void refetch());
                  }}
                />
              </Table.Cell>
              <Table.Cell>{gap.actualCompletionDate ?? '—'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
