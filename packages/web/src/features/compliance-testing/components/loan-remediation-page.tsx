import {
  Badge,
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  IconButton,
  NativeSelect,
  Spinner,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { COMPLIANCE_TESTING_MESSAGES, REMEDIATION_COMMENT_MAX, TOAST_TITLES } from '@lexbridge/rules';
import { Download, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FilterSelect } from '../../../components/maintenance/grid-filters';
import { useCanEdit } from '../../../components/maintenance/use-screen';
import type { RemediationRowFieldsFragment, RemediationStatus } from '../../../gql/graphql';
import {
  useDeleteRemediationEvidenceMutation,
  useLoanRemediationDetailQuery,
  useLoanRemediationQueueQuery,
  useSaveLoanRemediationMutation,
} from '../../../gql/hooks';
import { errorMessage, fieldErrors } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import {
  formatAmount,
  formatSize,
  REMEDIATION_STATUS_LABELS,
  remediationFormError,
  remediationFormOf,
  SUB_STATUS_LABEL,
  withStatus,
  type RemediationForm,
} from '../compliance-testing-logic';
import { Pager } from './pager';
import { evidenceProblem, uploadEvidence, useEvidenceDownload } from '../hooks/use-evidence';
import { AddLoanDialog, TaskDialog, type TaskBeingEdited } from './work-dialogs';

const STATUS_OPTIONS = (Object.keys(REMEDIATION_STATUS_LABELS) as RemediationStatus[]).map((id) => ({
  id,
  name: REMEDIATION_STATUS_LABELS[id],
}));
const COLOURS: Record<RemediationStatus, string> = {
  NEW: 'orange',
  REVIEW: 'blue',
  PURGE: 'gray',
  UNPURGE: 'purple',
};
const LOAN_PAGE_SIZE = 25;
const QUEUE_PAGE_SIZE = 25;

function StatusBadge({ row }: { row: Pick<RemediationRowFieldsFragment, 'status' | 'subStatus'> }) {
  return (
    <Badge colorPalette={COLOURS[row.status]}>
      {REMEDIATION_STATUS_LABELS[row.status]}
      {row.subStatus ? ` · ${SUB_STATUS_LABEL}` : ''}
    </Badge>
  );
}

/**
 * Loan Remediation: the queue (one row per first run and testing rule that found exceptions), then for the row
 * opened its status and comment (New, Review, Purge with the sub-status Not_needed, Unpurge), the loans its rule
 * tested, and its remediation tasks with their evidence (upload, download, delete).
 */
export function LoanRemediationPage() {
  const canEdit = useCanEdit();
  const [status, setStatus] = useState('');
  const [opened, setOpened] = useState<RemediationRowFieldsFragment | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const [addingLoan, setAddingLoan] = useState(false);
  const queue = useLoanRemediationQueueQuery({
    variables: {
      status: (status || null) as RemediationStatus | null,
      page: { pageNumber, pageSize: QUEUE_PAGE_SIZE },
    },
    fetchPolicy: 'cache-and-network',
  });
  const rows = queue.data?.loanRemediationQueue.items ?? [];
  const totalCount = queue.data?.loanRemediationQueue.totalCount ?? 0;
  // The row opened stays open when a save moves it out of the filtered queue; the queue's copy is the newest.
  const open = opened ? (rows.find((row) => row.id === opened.id) ?? opened) : null;
  const openId = open?.id ?? null;
  return (
    <Stack gap={4}>
      <Heading as="h1" size="2xl">
        Loan Remediation
      </Heading>
      <HStack gap={3} align="end">
        <FilterSelect
          label="Status"
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPageNumber(1);
          }}
          options={STATUS_OPTIONS}
          placeholder="All"
        />
        <Text textStyle="sm" color="fg.muted" pb={2}>
          {queue.data ? `${totalCount} ${totalCount === 1 ? 'row' : 'rows'}` : ''}
        </Text>
        {canEdit && (
          <Button size="sm" colorPalette="blue" ms="auto" onClick={() => setAddingLoan(true)}>
            <Plus /> Add loan to the queue
          </Button>
        )}
      </HStack>
      {addingLoan && (
        <AddLoanDialog onClose={() => setAddingLoan(false)} onSaved={() => void queue.refetch()} />
      )}
      {queue.error && (
        <Text color="fg.error">{errorMessage(queue.error, 'The remediation queue could not be read.')}</Text>
      )}
      {queue.loading && !queue.data && <Spinner aria-label="Loading the remediation queue" />}
      <Box
        overflowX="auto"
        maxH={{ base: '420px', lg: 'calc(100vh - 260px)' }}
        overflowY="auto"
        borderWidth="1px"
        borderRadius="md"
      >
        <Table.Root size="sm" aria-label="Loan remediation queue" stickyHeader whiteSpace="normal">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Submitted</Table.ColumnHeader>
              <Table.ColumnHeader>First run</Table.ColumnHeader>
              <Table.ColumnHeader>Testing rule</Table.ColumnHeader>
              <Table.ColumnHeader>Requirement number</Table.ColumnHeader>
              <Table.ColumnHeader>Loan load</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Records</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Exceptions</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Comments</Table.ColumnHeader>
              <Table.ColumnHeader>
                <Text srOnly>Open</Text>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id} bg={row.id === openId ? 'blue.subtle' : undefined}>
                <Table.Cell whiteSpace="nowrap">{row.submittedDate}</Table.Cell>
                <Table.Cell>{row.firstRunId}</Table.Cell>
                <Table.Cell>
                  <Text fontWeight="semibold">{row.ruleNumber}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    {row.ruleName}
                  </Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{row.requirementNumber}</Table.Cell>
                <Table.Cell>{row.loanLoadName}</Table.Cell>
                <Table.Cell textAlign="end">{row.recordsCount}</Table.Cell>
                <Table.Cell textAlign="end">{row.resultsCount}</Table.Cell>
                <Table.Cell>
                  <StatusBadge row={row} />
                </Table.Cell>
                <Table.Cell maxW="260px">{row.comments}</Table.Cell>
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => setOpened(row)}
                    aria-label={`Open ${row.ruleNumber} of ${row.loanLoadName}`}
                  >
                    Open
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
            {queue.data && rows.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={10}>No remediation row has this status.</Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table.Root>
      </Box>
      {queue.data && (
        <Pager
          pageNumber={pageNumber}
          pageSize={QUEUE_PAGE_SIZE}
          totalCount={totalCount}
          onPage={setPageNumber}
          noun="rows"
        />
      )}
      {open && (
        <RemediationDetail
          key={open.id}
          row={open}
          canEdit={canEdit}
          onClose={() => setOpened(null)}
          onSaved={(saved) => {
            if (saved) setOpened(saved);
            void queue.refetch();
          }}
        />
      )}
    </Stack>
  );
}

function RemediationDetail({
  row,
  canEdit,
  onClose,
  onSaved,
}: {
  row: RemediationRowFieldsFragment;
  canEdit: boolean;
  onClose: () => void;
  onSaved: (saved: RemediationRowFieldsFragment | null) => void;
}) {
  const [resultStatusId, setResultStatusId] = useState('2');
  const [editing, setEditing] = useState<TaskBeingEdited | 'new' | null>(null);
  const [pageNumber, setPageNumber] = useState(1);
  const detail = useLoanRemediationDetailQuery({
    variables: {
      queueId: row.id,
      resultStatusId: resultStatusId || null,
      page: { pageNumber, pageSize: LOAN_PAGE_SIZE },
    },
    fetchPolicy: 'cache-and-network',
  });
  const loans = detail.data?.loanRemediationLoans;
  const pages = loans ? Math.max(1, Math.ceil(loans.totalCount / LOAN_PAGE_SIZE)) : 1;
  return (
    <Box as="section" aria-labelledby="remediation-heading" borderWidth="1px" borderRadius="md" p={4}>
      <HStack justify="space-between" mb={3} wrap="wrap">
        <Heading as="h2" size="lg" id="remediation-heading">
          Remediation of {row.ruleNumber} · {row.loanLoadName}
        </Heading>
        <Button size="xs" variant="outline" onClick={onClose}>
          Close
        </Button>
      </HStack>
      <Text textStyle="sm" mb={4}>
        {row.ruleName} ({row.requirementNumber}): {row.resultsCount} exceptions in {row.recordsCount} loans of
        first run {row.firstRunId}, submitted {row.submittedDate}.
      </Text>
      <Stack gap={6}>
        <StatusForm key={`${row.id}-${row.version}`} row={row} readOnly={!canEdit} onSaved={onSaved} />

        <Stack gap={2}>
          <Heading as="h3" size="md">
            Loans
          </Heading>
          <HStack>
            <FilterSelect
              label="Result"
              value={resultStatusId}
              onChange={(value) => {
                setResultStatusId(value);
                setPageNumber(1);
              }}
              options={detail.data?.testResultStatuses ?? []}
              placeholder="All results"
            />
          </HStack>
          {detail.error && (
            <Text color="fg.error">{errorMessage(detail.error, 'The loans could not be read.')}</Text>
          )}
          {loans && (
            <>
              <Box overflowX="auto">
                <Table.Root size="sm" aria-label="Loans of the remediation row" whiteSpace="normal">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Loan number</Table.ColumnHeader>
                      <Table.ColumnHeader>Borrower</Table.ColumnHeader>
                      <Table.ColumnHeader>Product</Table.ColumnHeader>
                      <Table.ColumnHeader>State</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                      <Table.ColumnHeader>Result</Table.ColumnHeader>
                      <Table.ColumnHeader>Finding</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {loans.items.map((loan) => (
                      <Table.Row key={loan.id}>
                        <Table.Cell whiteSpace="nowrap">{loan.loanNumber}</Table.Cell>
                        <Table.Cell>{loan.borrowerName}</Table.Cell>
                        <Table.Cell>{loan.product}</Table.Cell>
                        <Table.Cell>{loan.state}</Table.Cell>
                        <Table.Cell textAlign="end">{formatAmount(loan.loanAmount)}</Table.Cell>
                        <Table.Cell>{loan.resultStatus}</Table.Cell>
                        <Table.Cell minW="240px">{loan.exceptionMessage}</Table.Cell>
                      </Table.Row>
                    ))}
                    {loans.items.length === 0 && (
                      <Table.Row>
                        <Table.Cell colSpan={7}>No loan has this result.</Table.Cell>
                      </Table.Row>
                    )}
                  </Table.Body>
                </Table.Root>
              </Box>
              <HStack gap={2}>
                <Button
                  size="xs"
                  variant="outline"
                  disabled={pageNumber <= 1}
                  onClick={() => setPageNumber((n) => n - 1)}
                >
                  Previous
                </Button>
                <Text textStyle="sm">
                  Page {pageNumber} of {pages} ({loans.totalCount} loans)
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
        </Stack>

        <Stack gap={3}>
          <HStack justify="space-between" wrap="wrap">
            <Heading as="h3" size="md">
              Remediation tasks
            </Heading>
            {canEdit && row.status !== 'PURGE' && (
              <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
                <Plus /> Add task
              </Button>
            )}
          </HStack>
          {canEdit && row.status === 'PURGE' && (
            <Text textStyle="sm" color="fg.muted">
              {COMPLIANCE_TESTING_MESSAGES.rowPurged}
            </Text>
          )}
          {detail.data && detail.data.remediationTasks.length === 0 && (
            <Text textStyle="sm" color="fg.muted">
              No task yet.
            </Text>
          )}
          {(detail.data?.remediationTasks ?? []).map((task) => (
            <TaskCard
              key={task.id}
              queueId={row.id}
              task={task}
              canEdit={canEdit}
              onEdit={() => setEditing(task)}
              onChanged={() => void detail.refetch()}
            />
          ))}
        </Stack>
        {editing && (
          <TaskDialog
            queueId={row.id}
            task={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
            onSaved={() => void detail.refetch()}
          />
        )}
      </Stack>
    </Box>
  );
}

function StatusForm({
  row,
  readOnly,
  onSaved,
}: {
  row: RemediationRowFieldsFragment;
  readOnly: boolean;
  onSaved: (saved: RemediationRowFieldsFragment | null) => void;
}) {
  const [form, setForm] = useState<RemediationForm>(remediationFormOf(row));
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [save, { loading }] = useSaveLoanRemediationMutation();
  const failure = remediationFormError(row.status, form);
  const errorOf = (field: string) =>
    (touched && failure?.field === field ? failure.message : null) ?? serverErrors[field] ?? null;
  const change = (next: RemediationForm) => {
    setTouched(true);
    setServerErrors({});
    setForm(next);
  };
  async function submit() {
    setTouched(true);
    if (failure) return;
    try {
      const { data } = await save({
        variables: {
          input: {
            id: row.id,
            status: form.status,
            subStatus: form.status === 'PURGE' && form.notNeeded ? 'NOT_NEEDED' : null,
            comments: form.comments,
            version: row.version,
          },
        },
      });
      notify({
        type: 'success',
        title: TOAST_TITLES.success,
        description: data!.saveLoanRemediation.message,
      });
      onSaved(data!.saveLoanRemediation.row);
    } catch (error) {
      setServerErrors(fieldErrors(error));
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(error, 'Something went wrong.'),
      });
      onSaved(null);
    }
  }
  return (
    <form
      aria-label="Remediation status"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap={3} maxW="720px">
          <HStack gap={2}>
            <Text textStyle="sm">Current status:</Text>
            <StatusBadge row={row} />
          </HStack>
          <HStack gap={3} align="start" wrap="wrap">
            <Field.Root required invalid={Boolean(errorOf('status'))} maxW="220px">
              <Field.Label>
                Status <Field.RequiredIndicator />
              </Field.Label>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={form.status}
                  onChange={(event) => change(withStatus(form, event.target.value as RemediationStatus))}
                >
                  {row.nextStatuses.map((status) => (
                    <option key={status} value={status}>
                      {REMEDIATION_STATUS_LABELS[status]}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
              <Field.ErrorText>{errorOf('status')}</Field.ErrorText>
            </Field.Root>
            {form.status === 'PURGE' && (
              <Field.Root required invalid={Boolean(errorOf('subStatus'))} maxW="220px">
                <Field.Label>
                  Sub-status <Field.RequiredIndicator />
                </Field.Label>
                <NativeSelect.Root>
                  <NativeSelect.Field
                    value={form.notNeeded ? 'NOT_NEEDED' : ''}
                    onChange={(event) => change({ ...form, notNeeded: event.target.value === 'NOT_NEEDED' })}
                  >
                    <option value="">Select</option>
                    <option value="NOT_NEEDED">{SUB_STATUS_LABEL}</option>
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <Field.ErrorText>{errorOf('subStatus')}</Field.ErrorText>
              </Field.Root>
            )}
          </HStack>
          <Field.Root
            invalid={Boolean(errorOf('comments'))}
            required={(form.status === 'PURGE' || form.status === 'UNPURGE') && form.status !== row.status}
          >
            <Field.Label>
              Comments <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              rows={2}
              maxLength={REMEDIATION_COMMENT_MAX}
              value={form.comments}
              onChange={(event) => change({ ...form, comments: event.target.value })}
            />
            <Field.ErrorText>{errorOf('comments')}</Field.ErrorText>
          </Field.Root>
          {!readOnly && (
            <HStack>
              <Button
                type="submit"
                colorPalette="blue"
                loading={loading}
                disabled={touched && failure !== null}
              >
                Save remediation
              </Button>
            </HStack>
          )}
        </Stack>
      </fieldset>
    </form>
  );
}

type Task = NonNullable<ReturnType<typeof useLoanRemediationDetailQuery>['data']>['remediationTasks'][number];

function TaskCard({
  queueId,
  task,
  canEdit,
  onEdit,
  onChanged,
}: {
  /** The remediation row the task belongs to (evidence downloads name it). */
  queueId: string;
  task: Task;
  canEdit: boolean;
  onEdit: () => void;
  onChanged: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<{ id: string; fileName: string } | null>(null);
  const [remove, { loading: removing }] = useDeleteRemediationEvidenceMutation();
  const download = useEvidenceDownload(queueId);
  const editable = canEdit && task.status !== 'Completed';
  const inputId = `evidence-${task.id}`;

  async function choose(chosen: File | null) {
    setFile(chosen);
    setProblem(chosen ? await evidenceProblem(chosen) : null);
  }
  async function upload() {
    if (!file || problem) return;
    setUploading(true);
    try {
      const message = await uploadEvidence(task.id, queueId, file);
      notify({ type: 'success', title: TOAST_TITLES.success, description: message });
      setFile(null);
      if (input.current) input.current.value = '';
      onChanged();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Something went wrong.');
    } finally {
      setUploading(false);
    }
  }
  async function confirmDelete() {
    if (!deleting) return;
    try {
      const { data } = await remove({ variables: { id: deleting.id } });
      notify({
        type: 'success',
        title: TOAST_TITLES.success,
        description: data!.deleteRemediationEvidence.message,
      });
      onChanged();
    } catch (error) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(error, 'Something went wrong.'),
      });
    } finally {
      setDeleting(null);
    }
  }
  return (
    <Card.Root size="sm" as="article" aria-label={task.title}>
      <Card.Body gap={2}>
        <HStack justify="space-between" wrap="wrap" gap={2}>
          <Heading as="h4" size="sm">
            {task.title}
          </Heading>
          <HStack gap={2}>
            <Badge colorPalette={task.status === 'Completed' ? 'green' : 'orange'}>{task.status}</Badge>
            {canEdit && (
              <Button size="xs" variant="outline" onClick={onEdit} aria-label={`Edit task ${task.title}`}>
                <Pencil /> Edit
              </Button>
            )}
          </HStack>
        </HStack>
        <Text textStyle="sm">{task.description}</Text>
        <Text textStyle="xs" color="fg.muted">
          Assignee {task.ownerName}
          {task.dueDate ? ` · due ${task.dueDate}` : ''}
        </Text>
        <Stack gap={1} as="ul" listStyleType="none" ps={0} aria-label={`Evidence of ${task.title}`}>
          {task.evidence.length === 0 && (
            <Text as="li" textStyle="sm" color="fg.muted">
              No evidence yet.
            </Text>
          )}
          {task.evidence.map((evidence) => (
            <HStack as="li" key={evidence.id} gap={2}>
              <Text textStyle="sm" flex="1" minW={0} truncate title={evidence.fileName}>
                {evidence.fileName}{' '}
                <Text as="span" color="fg.muted">
                  ({formatSize(evidence.size)}
                  {evidence.uploadedBy ? `, ${evidence.uploadedBy}` : ''}, {evidence.uploadedAt.slice(0, 10)})
                </Text>
              </Text>
              <IconButton
                size="xs"
                variant="outline"
                aria-label={`Download ${evidence.fileName}`}
                onClick={() => void download(evidence.id, evidence.fileName)}
              >
                <Download />
              </IconButton>
              {editable && (
                <IconButton
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Delete ${evidence.fileName}`}
                  onClick={() => setDeleting({ id: evidence.id, fileName: evidence.fileName })}
                >
                  <Trash2 />
                </IconButton>
              )}
            </HStack>
          ))}
        </Stack>
        {canEdit && task.status === 'Completed' && (
          <Text textStyle="sm" color="fg.muted">
            {COMPLIANCE_TESTING_MESSAGES.taskCompleted}
          </Text>
        )}
        {editable && (
          <Field.Root invalid={Boolean(problem)}>
            <Field.Label htmlFor={inputId}>
              Add evidence (PDF, Word, Excel, PNG, JPEG, text or CSV; at most 5 MB)
            </Field.Label>
            <HStack gap={2} wrap="wrap">
              <input
                id={inputId}
                ref={input}
                type="file"
                accept=".pdf,.docx,.xlsx,.png,.jpg,.jpeg,.txt,.csv"
                onChange={(event) => void choose(event.target.files?.[0] ?? null)}
              />
              <Button
                size="sm"
                colorPalette="blue"
                onClick={() => void upload()}
                disabled={!file || Boolean(problem)}
                loading={uploading}
              >
                <Upload /> Upload
              </Button>
            </HStack>
            <Field.ErrorText>{problem}</Field.ErrorText>
          </Field.Root>
        )}
      </Card.Body>
      <ConfirmDialog
        open={deleting !== null}
        title="Confirm"
        message={deleting ? `Delete the evidence ${deleting.fileName}?` : ''}
        busy={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Card.Root>
  );
}
