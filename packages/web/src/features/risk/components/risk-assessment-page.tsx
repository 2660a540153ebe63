import { Badge, Box, Button, Heading, HStack, Stack, Table, Tabs, Text, Textarea } from '@chakra-ui/react';
import {
  frequencyPeriods,
  isRiskMaintainer,
  mayDecide,
  OWNERSHIP_MESSAGES,
  RISK_MESSAGES,
  TOAST_TITLES,
  validateQuestionnaireSelection,
} from '@lexbridge/rules';
import { useState } from 'react';
import { FilterSelect } from '../../../components/maintenance/grid-filters';
import { useCanEdit } from '../../../components/maintenance/use-screen';
import {
  type RiskAssessmentStatus,
  type RiskStage,
  type RiskAssessmentFieldsFragment,
  type RiskAssessmentLookupsQuery,
} from '../../../gql/graphql';
import {
  useApproveRiskAssessmentMutation,
  useDeleteRiskQuestionFileMutation,
  useRiskAssessmentHistoryQuery,
  useRiskAssessmentLookupsQuery,
  useRiskQuestionFileDownloadMutation,
  useRiskQuestionnaireQuery,
  useSaveRiskAnswersMutation,
  useSendBackRiskAssessmentMutation,
  useSubmitRiskAnswersMutation,
} from '../../../gql/hooks';
import { useCurrentSession } from '../../../lib/session/session-context';
import { useOwnClient } from '../../../lib/session/use-own-client';
import { notify } from '../../../lib/toast';
import { LoadError } from './load-error';
import { RiskRefusal, runRiskWrite, saveTicket } from '../hooks/use-risk-write';
import { FrequenciesPanel, QuestionsPanel } from './questionnaire-upkeep';
import { QuestionInput, riskFileRefusal } from './question-input';
import { NO_NATIVE_VALIDATION } from './form-props';

type Lookups = RiskAssessmentLookupsQuery['riskAssessmentLookups'];

export interface QuestionnaireChoice {
  /** The client answered for: provider staff choose it; '' for a client's user (its own, from the session). */
  clientId: string;
  companyProcessId: string;
  frequencyId: string;
  year: string;
  period: string;
  stage: RiskStage | '';
}

const EMPTY: QuestionnaireChoice = {
  clientId: '',
  companyProcessId: '',
  frequencyId: '',
  year: '2026',
  period: '',
  stage: '',
};
const YEARS = ['2025', '2026', '2027', '2028'];
const STATUS_LABEL: Record<RiskAssessmentStatus, string> = {
  DRAFT: 'Draft',
  SUBMITTED: 'Submitted',
  APPROVED: 'Approved',
  SENT_BACK: 'Sent back',
};
const STATUS_PALETTE: Record<RiskAssessmentStatus, string> = {
  DRAFT: 'gray',
  SUBMITTED: 'blue',
  APPROVED: 'green',
  SENT_BACK: 'orange',
};

export function toSelection(choice: QuestionnaireChoice) {
  const [startDate, endDate] = choice.period ? choice.period.split('|') : [null, null];
  return {
    clientId: choice.clientId || null,
    companyProcessId: choice.companyProcessId || null,
    frequencyId: choice.frequencyId || null,
    startDate,
    endDate,
    stage: choice.stage || null,
  };
}

function StatusBadge({ status }: { status: RiskAssessmentStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTE[status]} variant="solid">
      {STATUS_LABEL[status]}
    </Badge>
  );
}

/** Company process, frequency, year, period and stage: all five open a questionnaire. */
function SelectionBar({
  lookups,
  choice,
  onChange,
  onOpen,
}: {
  lookups: Lookups;
  choice: QuestionnaireChoice;
  onChange: (choice: QuestionnaireChoice) => void;
  onOpen: () => void;
}) {
  const frequency = lookups.frequencies.find((entry) => entry.id === choice.frequencyId);
  const periods = frequency ? frequencyPeriods(frequency.months, Number(choice.year)) : [];
  // Every assessment is a client's: provider staff choose the client; a client's user answers for its own.
  const ownClient = useOwnClient();
  return (
    <HStack
      gap="3"
      align="end"
      wrap="wrap"
      as="form"
      {...NO_NATIVE_VALIDATION}
      onSubmit={(event) => (event.preventDefault(), onOpen())}
    >
      {!ownClient && (
        <FilterSelect
          label="Client"
          value={choice.clientId}
          onChange={(value) => onChange({ ...choice, clientId: value })}
          options={lookups.clients}
        />
      )}
      <FilterSelect
        label="Company process"
        value={choice.companyProcessId}
        onChange={(value) => onChange({ ...choice, companyProcessId: value })}
        options={lookups.companyProcesses.map((process) => ({
          id: process.id,
          name: `${process.name} (${process.businessLine})`,
        }))}
      />
      <FilterSelect
        label="Frequency"
        value={choice.frequencyId}
        onChange={(value) => onChange({ ...choice, frequencyId: value, period: '' })}
        options={lookups.frequencies.filter((entry) => entry.isActive)}
      />
      <FilterSelect
        label="Year"
        value={choice.year}
        onChange={(value) => onChange({ ...choice, year: value, period: '' })}
        options={YEARS.map((year) => ({ id: year, name: year }))}
      />
      <FilterSelect
        label="Period"
        value={choice.period}
        onChange={(value) => onChange({ ...choice, period: value })}
        options={periods.map((period) => ({
          id: `${period.startDate}|${period.endDate}`,
          name: period.label,
        }))}
      />
      <FilterSelect
        label="Stage"
        value={choice.stage}
        onChange={(value) => onChange({ ...choice, stage: value as RiskStage })}
        options={[
          { id: 'ASSESSMENT', name: 'Assessment' },
          { id: 'APPROVAL', name: 'Approval' },
        ]}
      />
      <Button type="submit" size="sm" colorPalette="blue">
        Open questionnaire
      </Button>
    </HStack>
  );
}

function History({ assessmentId }: { assessmentId: string }) {
  const { data, error } = useRiskAssessmentHistoryQuery({
    variables: { assessmentId },
    fetchPolicy: 'cache-and-network',
  });
  if (error) return <LoadError error={error} />;
  return (
    <Table.Root size="sm" aria-label="Assessment history">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>When</Table.ColumnHeader>
          <Table.ColumnHeader>What</Table.ColumnHeader>
          <Table.ColumnHeader>Detail</Table.ColumnHeader>
          <Table.ColumnHeader>By</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {(data?.riskAssessmentHistory ?? []).map((entry) => (
          <Table.Row key={entry.id}>
            <Table.Cell whiteSpace="nowrap">{new Date(entry.at).toLocaleString()}</Table.Cell>
            <Table.Cell>{entry.action}</Table.Cell>
            <Table.Cell>{entry.detail}</Table.Cell>
            <Table.Cell>{entry.userName}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/**
 * Why a submitted assessment offers its submitter no Approve or Send back: whoever submitted it never decides it (the
 * catalogue's canDecide is false for them).
 */
export function OwnWorkNotice({
  assessment,
  userId,
}: {
  assessment: { status: RiskAssessmentStatus; submittedById?: string | null };
  userId: string;
}) {
  if (assessment.status !== 'SUBMITTED' || mayDecide(assessment.submittedById ?? null, userId)) return null;
  return (
    <Text color="fg.muted" textStyle="sm" data-part="own-work">
      {OWNERSHIP_MESSAGES.ownWork}
    </Text>
  );
}

/** The opened questionnaire: its questions by header, answered, saved and submitted, or decided by the approver. */
function Questionnaire({
  lookups,
  choice,
  canEdit,
  onChanged,
}: {
  lookups: Lookups;
  choice: QuestionnaireChoice;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const selection = toSelection(choice);
  const { data, error, loading, refetch } = useRiskQuestionnaireQuery({
    variables: { selection },
    fetchPolicy: 'network-only',
  });
  const [answers, setAnswers] = useState<Record<string, string[]>>({});
  const [comment, setComment] = useState('');
  const [showHistory, setShowHistory] = useState(false);
  const [save] = useSaveRiskAnswersMutation();
  const [submit] = useSubmitRiskAnswersMutation();
  const [approve] = useApproveRiskAssessmentMutation();
  const [sendBack] = useSendBackRiskAssessmentMutation();
  const [ticket] = useRiskQuestionFileDownloadMutation();
  const [deleteFile] = useDeleteRiskQuestionFileMutation();
  const { user } = useCurrentSession();

  if (error) return <LoadError error={error} />;
  if (loading || !data) return <Text color="fg.muted">Loading the questionnaire…</Text>;
  const questionnaire = data.riskQuestionnaire;
  const assessment = questionnaire.assessment;
  const approving = questionnaire.stage === 'APPROVAL';
  const answering = !approving && canEdit && (assessment === null || assessment.canEdit);
  const questions = questionnaire.headers.flatMap((header) => header.questions);
  const changed = Object.entries(answers).map(([questionId, values]) => {
    const question = questions.find((entry) => entry.id === questionId)!;
    return { questionId, questionType: question.questionType, options: [...question.options], values };
  });

  async function refresh() {
    await refetch();
    onChanged();
  }

  async function write(submitting: boolean) {
    const mutate = submitting ? submit : save;
    const ok = await runRiskWrite(async () => {
      const { data: answer } = await mutate({ variables: { input: { selection, answers: changed } } });
      const payload =
        answer && ('submitRiskAnswers' in answer ? answer.submitRiskAnswers : answer.saveRiskAnswers);
      return payload?.message;
    });
    if (ok) {
      setAnswers({});
      await refresh();
    }
  }

  async function decide(approved: boolean) {
    if (!assessment) return;
    if (!approved && !comment.trim()) {
      notify({ type: 'error', title: TOAST_TITLES.error, description: RISK_MESSAGES.commentRequired });
      return;
    }
    const ok = await runRiskWrite(async () => {
      const input = { assessmentId: assessment.id, comment: comment.trim() || null };
      if (approved) return (await approve({ variables: { input } })).data?.approveRiskAssessment.message;
      return (await sendBack({ variables: { input } })).data?.sendBackRiskAssessment.message;
    });
    if (ok) {
      setComment('');
      await refresh();
    }
  }

  async function upload(questionId: string, file: File) {
    const refusal = riskFileRefusal(file);
    if (refusal) {
      notify({ type: 'error', title: TOAST_TITLES.error, description: refusal });
      return;
    }
    const form = new FormData();
    form.append('questionId', questionId);
    form.append('companyProcessId', selection.companyProcessId!);
    form.append('frequencyId', selection.frequencyId!);
    form.append('startDate', selection.startDate!);
    form.append('endDate', selection.endDate!);
    if (selection.clientId) form.append('clientId', selection.clientId);
    form.append('file', file, file.name);
    await runRiskWrite(async () => {
      const response = await fetch('/files/risk-question-files', {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      if (!response.ok) throw new RiskRefusal(body.error ?? 'Something went wrong.');
      return body.message;
    });
    await refresh();
  }

  async function download(file: { id: string; fileName: string }) {
    if (!assessment) return;
    const { data: answer, error: failure } = await ticket({
      variables: { fileId: file.id, assessmentId: assessment.id },
    });
    const url = answer?.riskQuestionFileDownload.download.url;
    if (failure || !url) {
      notify({ type: 'error', title: TOAST_TITLES.error, description: 'The file could not be downloaded.' });
      return;
    }
    saveTicket(url, file.fileName);
  }

  const process = lookups.companyProcesses.find((entry) => entry.id === choice.companyProcessId);
  const frequency = lookups.frequencies.find((entry) => entry.id === choice.frequencyId);
  return (
    <Stack gap="4">
      <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
        <HStack gap="3" wrap="wrap">
          <Heading size="sm">
            {process?.name} · {frequency?.name} · {selection.startDate} to {selection.endDate}
          </Heading>
          {assessment ? <StatusBadge status={assessment.status} /> : <Badge>Not started</Badge>}
          {assessment?.respondentName && <Text textStyle="sm">Answered by {assessment.respondentName}</Text>}
          {assessment?.approverName && <Text textStyle="sm">Approver {assessment.approverName}</Text>}
        </HStack>
        {assessment?.approverComment && (
          <Text mt="2" textStyle="sm" bg="orange.subtle" p="2" borderRadius="sm">
            <b>Approver comment:</b> {assessment.approverComment}
          </Text>
        )}
        {approving && assessment?.status !== 'SUBMITTED' && (
          <Text mt="2" textStyle="sm" color="fg.muted">
            Only a submitted assessment can be approved or sent back.
          </Text>
        )}
        {!approving && assessment && !assessment.canEdit && (
          <Text mt="2" textStyle="sm" color="fg.muted">
            {assessment.status === 'APPROVED'
              ? 'The assessment is approved and can no longer change.'
              : 'The assessment is submitted; it can change again only when it is sent back.'}
          </Text>
        )}
      </Box>
      {questionnaire.headers.map((header) => (
        <Box as="section" key={header.id} aria-label={header.name} borderWidth="1px" borderRadius="md" p="4">
          <Heading size="sm" mb="3">
            {header.name}
          </Heading>
          <Stack gap="4">
            {header.questions.map((question) => (
              <QuestionInput
                key={question.id}
                question={question}
                values={answers[question.id] ?? question.values}
                onChange={(values) => setAnswers({ ...answers, [question.id]: values })}
                disabled={!answering}
                employees={questionnaire.employees}
                companyProcesses={lookups.companyProcesses}
                onUpload={(file) => void upload(question.id, file)}
                onDownload={(file) => void download(file)}
                onDelete={(file) =>
                  void runRiskWrite(async () => {
                    const { data: answer } = await deleteFile({ variables: { fileId: file.id } });
                    return answer?.deleteRiskQuestionFile.message;
                  }).then(refresh)
                }
              />
            ))}
          </Stack>
        </Box>
      ))}
      <HStack gap="2" wrap="wrap" position="sticky" bottom="0" bg="bg" py="2" borderTopWidth="1px">
        {answering && (
          <>
            <Button
              size="sm"
              variant="outline"
              onClick={() => void write(false)}
              disabled={changed.length === 0}
            >
              Save
            </Button>
            <Button size="sm" colorPalette="blue" onClick={() => void write(true)}>
              Submit
            </Button>
          </>
        )}
        {approving && assessment?.canDecide && (
          <>
            <Textarea
              size="sm"
              rows={1}
              maxW="420px"
              placeholder="Comment (required to send back)"
              aria-label="Approver comment"
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
            <Button size="sm" colorPalette="green" onClick={() => void decide(true)}>
              Approve
            </Button>
            <Button size="sm" colorPalette="orange" onClick={() => void decide(false)}>
              Send back
            </Button>
          </>
        )}
        {approving && assessment && <OwnWorkNotice assessment={assessment} userId={user.id} />}
        {assessment && (
          <Button size="sm" variant="ghost" onClick={() => setShowHistory(!showHistory)}>
            {showHistory ? 'Hide history' : 'Show history'}
          </Button>
        )}
      </HStack>
      {assessment && showHistory && <History assessmentId={assessment.id} />}
    </Stack>
  );
}

function AssessmentList({
  assessments,
  onOpen,
}: {
  assessments: readonly RiskAssessmentFieldsFragment[];
  onOpen: (assessment: RiskAssessmentFieldsFragment) => void;
}) {
  if (assessments.length === 0) return <Text color="fg.muted">No assessments yet.</Text>;
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" aria-label="Assessments">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Company process</Table.ColumnHeader>
            <Table.ColumnHeader>Frequency</Table.ColumnHeader>
            <Table.ColumnHeader>Period</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Answered by</Table.ColumnHeader>
            <Table.ColumnHeader>Approver</Table.ColumnHeader>
            <Table.ColumnHeader>
              <Text srOnly>Open</Text>
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {assessments.map((assessment) => (
            <Table.Row key={assessment.id}>
              <Table.Cell>{assessment.companyProcess}</Table.Cell>
              <Table.Cell>{assessment.frequency}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                {assessment.startDate} to {assessment.endDate}
              </Table.Cell>
              <Table.Cell>
                <StatusBadge status={assessment.status} />
              </Table.Cell>
              <Table.Cell>{assessment.respondentName}</Table.Cell>
              <Table.Cell>{assessment.approverName}</Table.Cell>
              <Table.Cell>
                <Button size="xs" variant="outline" onClick={() => onOpen(assessment)}>
                  {assessment.canDecide ? 'Review' : 'Open'}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/**
 * Risk Assessment: pick a company process, frequency, period and stage to open its questionnaire; answer every
 * question with the input of its type, save, and submit; the company process's approver approves or sends it back.
 * The Assessments tab lists the user's assessments (and those waiting for their decision); administrators keep the
 * frequencies and the questions (headers, order) in their own tabs.
 */
export function RiskAssessmentPage() {
  const canEdit = useCanEdit();
  const session = useCurrentSession();
  // Frequencies and questions are shared by every client: provider staff keep them, a client's user reads them.
  const maintainer = canEdit && isRiskMaintainer(session.user.roles) && !session.user.clientId;
  const { data, error, refetch } = useRiskAssessmentLookupsQuery({ fetchPolicy: 'cache-and-network' });
  const [tab, setTab] = useState('questionnaire');
  const [choice, setChoice] = useState<QuestionnaireChoice>(EMPTY);
  const [opened, setOpened] = useState<QuestionnaireChoice | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  if (error) return <LoadError error={error} />;
  if (!data) return <Text color="fg.muted">Loading…</Text>;
  const lookups = data.riskAssessmentLookups;

  function open(next = choice) {
    const failure = validateQuestionnaireSelection({ ...toSelection(next), freqId: next.frequencyId });
    const message =
      failure?.message ?? (!session.user.clientId && !next.clientId ? RISK_MESSAGES.clientRequired : null);
    if (message) {
      setRefusal(message);
      notify({ type: 'error', title: 'Required!', description: message });
      return;
    }
    setRefusal(null);
    setOpened({ ...next });
  }

  return (
    <Stack gap="4">
      <Heading size="lg">Risk Assessment</Heading>
      <Tabs.Root
        value={tab}
        onValueChange={(event) => {
          setTab(event.value);
          // The list of assessments moves on as others submit and decide: fresh each time it is shown.
          if (event.value === 'assessments') void refetch();
        }}
        lazyMount
        unmountOnExit
      >
        <Tabs.List>
          <Tabs.Trigger value="questionnaire">Questionnaire</Tabs.Trigger>
          <Tabs.Trigger value="assessments">Assessments</Tabs.Trigger>
          <Tabs.Trigger value="frequencies">Frequencies</Tabs.Trigger>
          <Tabs.Trigger value="questions">Questions</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="questionnaire">
          <Stack gap="4">
            <SelectionBar lookups={lookups} choice={choice} onChange={setChoice} onOpen={() => open()} />
            {refusal && (
              <Text role="alert" color="fg.error">
                {refusal}
              </Text>
            )}
            {opened ? (
              <Questionnaire
                key={JSON.stringify(opened)}
                lookups={lookups}
                choice={opened}
                canEdit={canEdit}
                onChanged={() => void refetch()}
              />
            ) : (
              <Text color="fg.muted">
                Choose a company process, frequency, period and stage, then open the questionnaire.
              </Text>
            )}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="assessments">
          <AssessmentList
            assessments={data.riskAssessments}
            onOpen={(assessment) => {
              const next: QuestionnaireChoice = {
                clientId: session.user.clientId ? '' : (assessment.clientId ?? ''),
                companyProcessId: assessment.companyProcessId,
                frequencyId: assessment.frequencyId,
                year: assessment.startDate.slice(0, 4),
                period: `${assessment.startDate}|${assessment.endDate}`,
                stage: assessment.canDecide ? 'APPROVAL' : 'ASSESSMENT',
              };
              setChoice(next);
              open(next);
              setTab('questionnaire');
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="frequencies">
          <FrequenciesPanel
            frequencies={lookups.frequencies}
            canEdit={maintainer}
            onSaved={() => void refetch()}
          />
        </Tabs.Content>
        <Tabs.Content value="questions">
          <QuestionsPanel lookups={lookups} canEdit={maintainer} onSaved={() => void refetch()} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
