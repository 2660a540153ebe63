import {
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  GAPS_ROUTES,
  gapsEntryRefusal,
  isEditableRoute,
  MESSAGES,
  questionIsShown,
  TOAST_TITLES,
  validateAnswers,
  validateQuestionFile,
  type QuestionForAnswer,
} from '@lexbridge/rules';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { GapsAndUpdatesQuery, GapWorkQuery, GapsListKind } from '../../../gql/graphql';
import {
  useDeleteGapsActionPlanMutation,
  useDeleteGapsFileMutation,
  useDeleteGapsListEntryMutation,
  useGapsAndUpdatesQuery,
  useGapsFileDownloadMutation,
  useGapWorkQuery,
  useSaveGapsActionPlanMutation,
  useSaveGapsListEntryMutation,
  useSubmitGapsAnswersMutation,
} from '../../../gql/hooks';
import { selectBusinessLaw } from '../../../lib/business-selection';
import { useCurrentSession } from '../../../lib/session/session-context';
import { notify } from '../../../lib/toast';
import { postFile, runWrite } from '../../../lib/use-write';
import { GapsQuestionnaireEditor } from './gaps-questionnaire-editor';

type Gap = GapsAndUpdatesQuery['gapsAndUpdates'][number];
type Lists = GapsAndUpdatesQuery['gapsLists'];
type Question = GapWorkQuery['gapsQuestions'][number];

const gapKey = (gap: Gap) => `${gap.businessLawId}:${gap.requirementId}:${gap.companyProcessId}`;
const gapRef = (gap: Gap) => ({
  lawId: gap.lawId,
  sectionId: gap.sectionId,
  requirementId: gap.requirementId,
  companyProcessId: gap.companyProcessId,
});

/** Downloads a gaps file through a single-use ticket. */
function useGapsDownload() {
  const [ticket] = useGapsFileDownloadMutation();
  return async (kind: 'QUESTION' | 'STEP', fileId: string, fileName: string) => {
    try {
      const { data } = await ticket({ variables: { kind, fileId } });
      const url = data?.gapsFileDownload.download.url;
      if (!url) throw new Error(MESSAGES.defaultError);
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok)
        throw new Error(((await response.json().catch(() => null)) as { error?: string } | null)?.error);
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await response.blob());
      link.download = fileName;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (error) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: error instanceof Error && error.message ? error.message : MESSAGES.defaultError,
      });
    }
  };
}

/**
 * Gaps and Updates (gaps/gaps-and-updates): every gap of the user's lines (a requirement the business module found
 * unmet, per company process of its law). A gap is worked here: its questionnaire (sub-questions follow their parent's
 * answer; files for Add attachment questions) saved as a draft or submitted, and action plans with step files. Once
 * the questionnaire is submitted, Map Artifacts opens the gap's law in the business module at tab index 3. The task
 * lists and the questionnaire itself are maintained below.
 */
export function GapsAndUpdatesPage() {
  const navigate = useNavigate();
  const { editableRoutes } = useCurrentSession();
  const canEdit = isEditableRoute(editableRoutes, GAPS_ROUTES.gapsAndUpdates);
  const { data, refetch } = useGapsAndUpdatesQuery({ fetchPolicy: 'network-only' });
  const gaps = data?.gapsAndUpdates ?? [];
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const selected = gaps.find((gap) => gapKey(gap) === selectedKey) ?? null;
  const lines = [...new Map(gaps.map((gap) => [gap.businessLineId, gap.businessLineName])).entries()];

  function openInBusinessModule(gap: Gap) {
    const refusal = gapsEntryRefusal(gap.isSubmitted);
    if (refusal) {
      notify({ type: 'error', title: TOAST_TITLES.error, description: refusal });
      return;
    }
    selectBusinessLaw({
      businessLawId: gap.businessLawId,
      lawId: gap.lawId,
      sectionId: gap.sectionId,
      businessLineId: gap.businessLineId,
      tabIndex: gap.tabIndex,
      requirementCount: gap.requirementCount,
    });
    navigate(`${paths.businessStep.getHref('mapArtifacts')}?from=gaps-and-updates`);
  }

  return (
    <Stack gap="5">
      <Heading as="h1" size="lg">
        Gaps and Updates
      </Heading>
      <Table.Root size="sm" aria-label="Gaps">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Requirement</Table.ColumnHeader>
            <Table.ColumnHeader>Section</Table.ColumnHeader>
            <Table.ColumnHeader>Business Line</Table.ColumnHeader>
            <Table.ColumnHeader>Company Process</Table.ColumnHeader>
            <Table.ColumnHeader>Target completion</Table.ColumnHeader>
            <Table.ColumnHeader>Questionnaire</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Action plans</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {gaps.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={8}>No Record Found</Table.Cell>
            </Table.Row>
          )}
          {gaps.map((gap) => (
            <Table.Row key={gapKey(gap)} bg={gapKey(gap) === selectedKey ? 'blue.50' : undefined}>
              <Table.Cell maxW="md">
                <b>{gap.requirementNumber}</b> {gap.requirement}
              </Table.Cell>
              <Table.Cell>
                {gap.regulator} · {gap.section}
              </Table.Cell>
              <Table.Cell>{gap.businessLineName}</Table.Cell>
              <Table.Cell>{gap.companyProcess}</Table.Cell>
              <Table.Cell>{gap.targetCompletionDate ?? '—'}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={gap.isSubmitted ? 'green' : 'orange'}>
                  {gap.isSubmitted ? 'Submitted' : 'Open'}
                </Badge>
              </Table.Cell>
              <Table.Cell textAlign="end">{gap.actionPlanCount}</Table.Cell>
              <Table.Cell>
                <HStack gap="1" justify="end">
                  <Button size="xs" onClick={() => setSelectedKey(gapKey(gap))}>
                    Work on gap
                  </Button>
                  <Button size="xs" variant="outline" onClick={() => openInBusinessModule(gap)}>
                    Map Artifacts
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>

      {selected && (
        <GapWork
          key={gapKey(selected)}
          gap={selected}
          lists={data!.gapsLists}
          canEdit={canEdit}
          onChanged={() => void refetch()}
        />
      )}

      <TaskLists lists={data?.gapsLists} canEdit={canEdit} onChanged={() => void refetch()} />
      {lines.length > 0 && (
        <GapsQuestionnaireEditor
          lines={lines.map(([id, name]) => ({ id, name }))}
          questionTypes={data?.gapsLists.questionTypes ?? []}
          canEdit={canEdit}
        />
      )}
    </Stack>
  );
}

function GapWork({
  gap,
  lists,
  canEdit,
  onChanged,
}: {
  gap: Gap;
  lists: Lists;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const ref = gapRef(gap);
  const { data, refetch } = useGapWorkQuery({
    variables: { gap: ref, businessLineId: gap.businessLineId },
    fetchPolicy: 'network-only',
  });
  const [submitAnswers] = useSubmitGapsAnswersMutation();
  const [deleteFile] = useDeleteGapsFileMutation();
  const download = useGapsDownload();
  const [edits, setEdits] = useState<Record<string, string>>({});
  const questions = useMemo(() => data?.gapsQuestions ?? [], [data]);
  const stored = useMemo(
    () => new Map((data?.gapsAnswers.answers ?? []).map((answer) => [answer.questionId, answer.answer])),
    [data],
  );
  const answers = useMemo(() => {
    const merged = new Map(stored);
    for (const [id, value] of Object.entries(edits)) merged.set(id, value);
    return merged;
  }, [stored, edits]);
  const submitted = data?.gapsAnswers.isSubmitted ?? false;
  const editable = canEdit && !submitted;
  const files = data?.gapsAnswers.files ?? [];
  const forAnswer: QuestionForAnswer[] = questions.map((question) => ({
    id: question.id,
    isActive: question.isActive,
    questionType: question.questionType,
    parentQuestionId: question.parentQuestionId ?? null,
    triggerAnswer: question.triggerAnswer ?? null,
  }));
  const byId = new Map(forAnswer.map((question) => [question.id, question]));
  const shown = questions.filter((question) => questionIsShown(byId.get(question.id)!, answers, byId));
  const headers = [...new Map(shown.map((question) => [question.headerId, question.header])).entries()];

  async function save(submit: boolean) {
    const counts = new Map<string, number>();
    for (const file of files) counts.set(file.questionId, (counts.get(file.questionId) ?? 0) + 1);
    const refusal = validateAnswers(forAnswer, answers, submit, counts);
    if (refusal) {
      notify({ type: 'error', title: TOAST_TITLES.error, description: refusal.message });
      return;
    }
    const ok = await runWrite(async () => {
      const { data: answer } = await submitAnswers({
        variables: {
          gap: ref,
          answers: Object.entries(edits).map(([questionId, value]) => ({ questionId, answer: value })),
          submit,
        },
      });
      return answer?.submitGapsAnswers.message;
    });
    if (ok) {
      setEdits({});
      void refetch();
      onChanged();
    }
  }

  async function upload(questionId: string, file: File) {
    const refusal = validateQuestionFile(file.name, file.size);
    if (refusal) {
      notify({ type: 'error', title: TOAST_TITLES.error, description: refusal.message });
      return;
    }
    const form = new FormData();
    form.append('kind', 'question');
    form.append('lawId', ref.lawId);
    form.append('sectionId', ref.sectionId);
    form.append('requirementId', ref.requirementId);
    form.append('companyProcessId', ref.companyProcessId);
    form.append('questionId', questionId);
    form.append('file', file, file.name);
    const ok = await runWrite(async () => (await postFile('/files/gaps-files', form)).message);
    if (ok) void refetch();
  }

  const input = (question: Question) => {
    const value = answers.get(question.id) ?? '';
    const set = (next: string) => setEdits((previous) => ({ ...previous, [question.id]: next }));
    const label = question.question;
    switch (question.questionType) {
      case 'Comment':
      case 'Multiple Comment':
        return (
          <Textarea
            size="sm"
            aria-label={label}
            value={value}
            readOnly={!editable}
            onChange={(e) => set(e.target.value)}
          />
        );
      case 'Calendar Field':
        return (
          <Input
            size="sm"
            type="date"
            width="48"
            aria-label={label}
            value={value}
            readOnly={!editable}
            onChange={(e) => set(e.target.value)}
          />
        );
      case 'Number':
        return (
          <Input
            size="sm"
            type="number"
            width="48"
            aria-label={label}
            value={value}
            readOnly={!editable}
            onChange={(e) => set(e.target.value)}
          />
        );
      case 'Add attachment':
        return (
          <Stack gap="1">
            {files
              .filter((file) => file.questionId === question.id)
              .map((file) => (
                <HStack key={file.id} gap="2">
                  <Button
                    size="xs"
                    variant="plain"
                    onClick={() => void download('QUESTION', file.id, file.fileName)}
                  >
                    {file.fileName}
                  </Button>
                  <Text fontSize="xs" color="fg.muted">
                    {Math.ceil(file.size / 1024)} KB
                  </Text>
                  {editable && (
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`Delete ${file.fileName}`}
                      onClick={async () => {
                        const ok = await runWrite(
                          async () =>
                            (await deleteFile({ variables: { kind: 'QUESTION', fileId: file.id } })).data
                              ?.deleteGapsFile.message,
                        );
                        if (ok) void refetch();
                      }}
                    >
                      Delete
                    </Button>
                  )}
                </HStack>
              ))}
            {editable && (
              <input
                type="file"
                aria-label={`Attach a file: ${label}`}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void upload(question.id, file);
                }}
              />
            )}
          </Stack>
        );
      default:
        if (question.options.length > 0)
          return (
            <NativeSelect.Root size="sm" width="64" disabled={!editable}>
              <NativeSelect.Field aria-label={label} value={value} onChange={(e) => set(e.target.value)}>
                <option value="">Select</option>
                {question.options.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          );
        return (
          <Input
            size="sm"
            aria-label={label}
            value={value}
            readOnly={!editable}
            onChange={(e) => set(e.target.value)}
          />
        );
    }
  };

  return (
    <Stack gap="4" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md">
        {gap.requirementNumber} · {gap.companyProcess}
      </Heading>
      <Text fontSize="sm">{gap.requirement}</Text>
      <HStack>
        <Heading as="h3" size="sm">
          Questionnaire
        </Heading>
        {submitted && <Badge colorPalette="green">Submitted</Badge>}
      </HStack>
      {headers.map(([headerId, header]) => (
        <Stack key={headerId} gap="3">
          <Text fontWeight="semibold">{header}</Text>
          {shown
            .filter((question) => question.headerId === headerId)
            .map((question) => (
              <Box key={question.id} pl={question.parentQuestionId ? '6' : '0'}>
                <Text fontSize="sm" mb="1">
                  {question.question}
                </Text>
                {input(question)}
              </Box>
            ))}
        </Stack>
      ))}
      {editable && (
        <HStack>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void save(false)}
            disabled={Object.keys(edits).length === 0}
          >
            Save Draft
          </Button>
          <Button size="sm" onClick={() => void save(true)}>
            Submit
          </Button>
        </HStack>
      )}
      <ActionPlans
        gap={gap}
        lists={lists}
        canEdit={canEdit}
        plans={data?.gapsActionPlans ?? []}
        reload={() => {
          void refetch();
          onChanged();
        }}
        download={download}
      />
    </Stack>
  );
}

function ActionPlans({
  gap,
  lists,
  canEdit,
  plans,
  reload,
  download,
}: {
  gap: Gap;
  lists: Lists;
  canEdit: boolean;
  plans: GapWorkQuery['gapsActionPlans'];
  reload: () => void;
  download: (kind: 'QUESTION' | 'STEP', fileId: string, fileName: string) => Promise<void>;
}) {
  const [save] = useSaveGapsActionPlanMutation();
  const [remove] = useDeleteGapsActionPlanMutation();
  const [deleteFile] = useDeleteGapsFileMutation();
  const [taskTypeId, setTaskTypeId] = useState(lists.taskTypes[0]?.id ?? '');
  const [taskStatusId, setTaskStatusId] = useState(lists.taskStatuses[0]?.id ?? '');
  const [evidenceTypeId, setEvidenceTypeId] = useState('');
  const [description, setDescription] = useState('');
  const [dueDate, setDueDate] = useState('');

  async function stepFile(actionPlanId: string, file: File) {
    const refusal = validateQuestionFile(file.name, file.size);
    if (refusal) {
      notify({ type: 'error', title: TOAST_TITLES.error, description: refusal.message });
      return;
    }
    const form = new FormData();
    form.append('kind', 'step');
    form.append('actionPlanId', actionPlanId);
    form.append('file', file, file.name);
    if (await runWrite(async () => (await postFile('/files/gaps-files', form)).message)) reload();
  }

  const select = (
    label: string,
    value: string,
    set: (v: string) => void,
    options: Lists['taskTypes'],
    none?: string,
  ) => (
    <NativeSelect.Root size="sm" width="44">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => set(e.target.value)}>
        {none !== undefined && <option value="">{none}</option>}
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );

  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        Action Plan Tracker
      </Heading>
      <Table.Root size="sm" aria-label="Action plans">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Task</Table.ColumnHeader>
            <Table.ColumnHeader>Type</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Evidence</Table.ColumnHeader>
            <Table.ColumnHeader>Due</Table.ColumnHeader>
            <Table.ColumnHeader>Step files</Table.ColumnHeader>
            {canEdit && <Table.ColumnHeader />}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {plans.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={7}>No Record Found</Table.Cell>
            </Table.Row>
          )}
          {plans.map((plan) => (
            <Table.Row key={plan.id}>
              <Table.Cell>{plan.description}</Table.Cell>
              <Table.Cell>{plan.taskType}</Table.Cell>
              <Table.Cell>
                {canEdit ? (
                  <NativeSelect.Root size="xs" width="36">
                    <NativeSelect.Field
                      aria-label={`Status of ${plan.description}`}
                      value={plan.taskStatusId}
                      onChange={async (event) => {
                        const ok = await runWrite(async () => {
                          const { data } = await save({
                            variables: {
                              input: {
                                id: plan.id,
                                gap: gapRef(gap),
                                taskTypeId: plan.taskTypeId,
                                taskStatusId: event.target.value,
                                evidenceTypeId: plan.evidenceTypeId,
                                description: plan.description,
                                dueDate: plan.dueDate,
                              },
                            },
                          });
                          return data?.saveGapsActionPlan.message;
                        });
                        if (ok) reload();
                      }}
                    >
                      {lists.taskStatuses.map((status) => (
                        <option key={status.id} value={status.id}>
                          {status.name}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                ) : (
                  plan.taskStatus
                )}
              </Table.Cell>
              <Table.Cell>{plan.evidenceType ?? '—'}</Table.Cell>
              <Table.Cell>{plan.dueDate ?? '—'}</Table.Cell>
              <Table.Cell>
                <Stack gap="1">
                  {plan.stepFiles.map((file) => (
                    <HStack key={file.id} gap="1">
                      <Button
                        size="xs"
                        variant="plain"
                        onClick={() => void download('STEP', file.id, file.fileName)}
                      >
                        {file.fileName}
                      </Button>
                      {canEdit && (
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`Delete ${file.fileName}`}
                          onClick={async () => {
                            const ok = await runWrite(
                              async () =>
                                (await deleteFile({ variables: { kind: 'STEP', fileId: file.id } })).data
                                  ?.deleteGapsFile.message,
                            );
                            if (ok) reload();
                          }}
                        >
                          ×
                        </Button>
                      )}
                    </HStack>
                  ))}
                  {canEdit && (
                    <input
                      type="file"
                      aria-label={`Attach a step file: ${plan.description}`}
                      onChange={(event) => {
                        const file = event.target.files?.[0];
                        event.target.value = '';
                        if (file) void stepFile(plan.id, file);
                      }}
                    />
                  )}
                </Stack>
              </Table.Cell>
              {canEdit && (
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={async () => {
                      if (
                        await runWrite(
                          async () =>
                            (await remove({ variables: { id: plan.id } })).data?.deleteGapsActionPlan.message,
                        )
                      )
                        reload();
                    }}
                  >
                    Delete
                  </Button>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {canEdit && (
        <HStack gap="2" wrap="wrap" align="end">
          <Input
            size="sm"
            width="72"
            aria-label="Action to take"
            placeholder="Action to take"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
          {select('Task type', taskTypeId, setTaskTypeId, lists.taskTypes)}
          {select('Task status', taskStatusId, setTaskStatusId, lists.taskStatuses)}
          {select(
            'Evidence type',
            evidenceTypeId,
            setEvidenceTypeId,
            lists.evidenceTypes,
            'No evidence type',
          )}
          <Input
            size="sm"
            type="date"
            width="44"
            aria-label="Due date"
            value={dueDate}
            onChange={(e) => setDueDate(e.target.value)}
          />
          <Button
            size="sm"
            disabled={!description.trim()}
            onClick={async () => {
              const ok = await runWrite(async () => {
                const { data } = await save({
                  variables: {
                    input: {
                      gap: gapRef(gap),
                      taskTypeId,
                      taskStatusId,
                      evidenceTypeId: evidenceTypeId || null,
                      description,
                      dueDate: dueDate || null,
                    },
                  },
                });
                return data?.saveGapsActionPlan.message;
              });
              if (ok) {
                setDescription('');
                setDueDate('');
                reload();
              }
            }}
          >
            Add Action Plan
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

const LIST_KINDS: {
  kind: GapsListKind;
  title: string;
  key: 'taskTypes' | 'taskStatuses' | 'evidenceTypes';
}[] = [
  { kind: 'TASK_TYPE', title: 'Task Types', key: 'taskTypes' },
  { kind: 'TASK_STATUS', title: 'Task Statuses', key: 'taskStatuses' },
  { kind: 'EVIDENCE_TYPE', title: 'Evidence Types', key: 'evidenceTypes' },
];

function TaskLists({
  lists,
  canEdit,
  onChanged,
}: {
  lists?: Lists;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const [save] = useSaveGapsListEntryMutation();
  const [remove] = useDeleteGapsListEntryMutation();
  const [names, setNames] = useState<Record<string, string>>({});
  if (!lists) return null;
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        Task Lists
      </Heading>
      <HStack align="start" gap="5" wrap="wrap">
        {LIST_KINDS.map(({ kind, title, key }) => (
          <Stack key={kind} gap="2" minW="64" borderWidth="1px" borderRadius="md" p="3">
            <Heading as="h3" size="sm">
              {title}
            </Heading>
            {lists[key].map((entry) => (
              <HStack key={entry.id} justify="space-between">
                <Text fontSize="sm">{entry.name}</Text>
                {canEdit && (
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`Delete ${entry.name}`}
                    onClick={async () => {
                      if (
                        await runWrite(
                          async () =>
                            (await remove({ variables: { kind, id: entry.id } })).data?.deleteGapsListEntry
                              .message,
                        )
                      )
                        onChanged();
                    }}
                  >
                    Delete
                  </Button>
                )}
              </HStack>
            ))}
            {canEdit && (
              <HStack>
                <Input
                  size="sm"
                  aria-label={`New ${title}`}
                  placeholder="Name"
                  value={names[kind] ?? ''}
                  onChange={(e) => setNames((previous) => ({ ...previous, [kind]: e.target.value }))}
                />
                <Button
                  size="sm"
                  disabled={!(names[kind] ?? '').trim()}
                  onClick={async () => {
                    const ok = await runWrite(
                      async () =>
                        (await save({ variables: { kind, name: names[kind] ?? '' } })).data?.saveGapsListEntry
                          .message,
                    );
                    if (ok) {
                      setNames((previous) => ({ ...previous, [kind]: '' }));
                      onChanged();
                    }
                  }}
                >
                  Add
                </Button>
              </HStack>
            )}
          </Stack>
        ))}
      </HStack>
      {!canEdit && <Text color="fg.muted">Read-only: editors maintain these lists.</Text>}
    </Stack>
  );
}
