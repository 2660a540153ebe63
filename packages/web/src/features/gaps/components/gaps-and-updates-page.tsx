import { Badge, Button, Heading, HStack, Input, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import {
  GAPS_ROUTES,
  gapsEntryRefusal,
  isEditableRoute,
  TOAST_TITLES,
  validateQuestionFile,
} from '@lexbridge/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { GapsAndUpdatesQuery, GapWorkQuery, GapsListKind } from '../../../gql/graphql';
import {
  useDeleteGapsActionPlanMutation,
  useDeleteGapsFileMutation,
  useDeleteGapsListEntryMutation,
  useGapsAndUpdatesQuery,
  useGapWorkQuery,
  useSaveGapsActionPlanMutation,
  useSaveGapsListEntryMutation,
} from '../../../gql/hooks';
import { selectBusinessLaw } from '../../../lib/business-selection';
import { useCurrentSession } from '../../../lib/session/session-context';
import { notify } from '../../../lib/toast';
import { postFile, runWrite } from '../../../lib/use-write';
import {
  QuestionnaireAnswers,
  useQuestionnaireDownload,
} from '../../../components/questionnaire/questionnaire-answers';
import { QuestionnaireEditor } from '../../../components/questionnaire/questionnaire-editor';
import { ActionsColumnHeader } from '../../../components/maintenance/actions-column-header';

type Gap = GapsAndUpdatesQuery['gapsAndUpdates'][number];
type Lists = GapsAndUpdatesQuery['gapsLists'];

const gapKey = (gap: Gap) => `${gap.businessLawId}:${gap.requirementId}:${gap.companyProcessId}`;
const gapRef = (gap: Gap) => ({
  lawId: gap.lawId,
  sectionId: gap.sectionId,
  requirementId: gap.requirementId,
  companyProcessId: gap.companyProcessId,
});

/**
 * Gaps and Updates (gaps/gaps-and-updates): every gap of the user's lines (a requirement the business module found
 * unmet, per company process of its law). A gap is worked here: its questionnaire (sub-questions follow their parent's
 * answer; files for Add attachment questions) saved as a draft or submitted, and action plans with step files. Once
 * the questionnaire is submitted, Map Artifacts opens the gap's law in the business module at tab index 3. The task
 * lists and the questionnaire itself are maintained below, by provider staff only (every client on a line shares
 * them); a client's user sees only its own client's gaps.
 */
export function GapsAndUpdatesPage() {
  const navigate = useNavigate();
  const { editableRoutes, user } = useCurrentSession();
  const canEdit = isEditableRoute(editableRoutes, GAPS_ROUTES.gapsAndUpdates);
  // The task lists and the questionnaire are every client's: only provider staff change them.
  const canEditShared = canEdit && user.clientId === null;
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
            <ActionsColumnHeader />
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

      <TaskLists lists={data?.gapsLists} canEdit={canEditShared} onChanged={() => void refetch()} />
      {lines.length > 0 && (
        <QuestionnaireEditor
          set="GAPS_AND_UPDATES"
          lines={lines.map(([id, name]) => ({ id, name }))}
          canEdit={canEditShared}
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
  const { data, refetch } = useGapWorkQuery({ variables: { gap: ref }, fetchPolicy: 'network-only' });
  const download = useQuestionnaireDownload('GAPS_AND_UPDATES', ref);

  return (
    <Stack gap="4" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md">
        {gap.requirementNumber} · {gap.companyProcess}
      </Heading>
      <Text fontSize="sm">{gap.requirement}</Text>
      <QuestionnaireAnswers
        set="GAPS_AND_UPDATES"
        answerRef={ref}
        businessLineId={gap.businessLineId}
        canEdit={canEdit}
        onChanged={onChanged}
      />
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
    // The step file follows the plan's gap, which the BFF checks is the user's client's.
    for (const [name, value] of Object.entries(gapRef(gap))) form.append(name, value);
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
            {canEdit && <ActionsColumnHeader />}
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
