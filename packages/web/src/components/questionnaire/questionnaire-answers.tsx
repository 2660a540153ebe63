import {
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  questionIsShown,
  TOAST_TITLES,
  validateAnswers,
  validateQuestionFile,
  type QuestionForAnswer,
} from '@lexbridge/rules';
import { useMemo, useState } from 'react';
import type { QuestionnaireAnswersQuery, QuestionSet } from '../../gql/graphql';
import {
  useDeleteGapsFileMutation,
  useGapsFileDownloadMutation,
  useQuestionnaireAnswersQuery,
  useSubmitGapsAnswersMutation,
} from '../../gql/hooks';
import { notify } from '../../lib/toast';
import { postFile, runWrite } from '../../lib/use-write';
import { downloadThroughTicket } from '../../lib/ticket-download';

type Question = QuestionnaireAnswersQuery['gapsQuestions'][number];

/** Whose answers: the law, section, requirement (a gap, or a changed requirement) and company process. */
export interface AnswerRef {
  lawId: string;
  sectionId: string;
  requirementId: string;
  companyProcessId: string;
}

/**
 * Downloads a questionnaire or action plan file of a set through a single-use ticket; the file follows the gap (or
 * changed requirement) `gap` it belongs to.
 */
export function useQuestionnaireDownload(set: QuestionSet, gap: AnswerRef) {
  const [ticket] = useGapsFileDownloadMutation();
  return async (kind: 'QUESTION' | 'STEP', fileId: string, fileName: string) => {
    await downloadThroughTicket(
      async () =>
        (await ticket({ variables: { set, kind, fileId, gap } })).data?.gapsFileDownload.download.url,
      fileName,
    );
  };
}

/**
 * A questionnaire answered for one requirement and company process (a gap in gaps and updates, a changed
 * requirement in client change management): sub-questions follow their parent's answer, Add attachment questions
 * take files, Save Draft keeps the answers and Submit (every shown question answered) freezes answers and files.
 */
export function QuestionnaireAnswers({
  set,
  answerRef,
  businessLineId,
  canEdit,
  onChanged,
  headingLevel = 'h3',
}: {
  set: QuestionSet;
  answerRef: AnswerRef;
  businessLineId: string;
  canEdit: boolean;
  onChanged: () => void;
  headingLevel?: 'h2' | 'h3';
}) {
  const { data, refetch } = useQuestionnaireAnswersQuery({
    variables: { set, gap: answerRef, businessLineId },
    fetchPolicy: 'network-only',
  });
  const [submitAnswers] = useSubmitGapsAnswersMutation();
  const [deleteFile] = useDeleteGapsFileMutation();
  const download = useQuestionnaireDownload(set, answerRef);
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
          set,
          gap: answerRef,
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
    form.append('set', set);
    form.append('kind', 'question');
    form.append('lawId', answerRef.lawId);
    form.append('sectionId', answerRef.sectionId);
    form.append('requirementId', answerRef.requirementId);
    form.append('companyProcessId', answerRef.companyProcessId);
    form.append('questionId', questionId);
    form.append('file', file, file.name);
    const ok = await runWrite(async () => (await postFile('/files/gaps-files', form)).message);
    if (ok) void refetch();
  }

  const input = (question: Question) => {
    const value = answers.get(question.id) ?? '';
    const answer = (next: string) => setEdits((previous) => ({ ...previous, [question.id]: next }));
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
            onChange={(e) => answer(e.target.value)}
          />
        );
      case 'Calendar Field':
      case 'Number':
        return (
          <Input
            size="sm"
            type={question.questionType === 'Number' ? 'number' : 'date'}
            width="48"
            aria-label={label}
            value={value}
            readOnly={!editable}
            onChange={(e) => answer(e.target.value)}
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
                            (await deleteFile({ variables: { set, kind: 'QUESTION', fileId: file.id } })).data
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
              <NativeSelect.Field aria-label={label} value={value} onChange={(e) => answer(e.target.value)}>
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
            onChange={(e) => answer(e.target.value)}
          />
        );
    }
  };

  return (
    <Stack gap="3">
      <HStack>
        <Heading as={headingLevel} size="sm">
          Questionnaire
        </Heading>
        {submitted && <Badge colorPalette="green">Submitted</Badge>}
      </HStack>
      {data && shown.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          This business line has no active questions yet.
        </Text>
      )}
      {headers.map(([headerId, header]) => (
        <Stack key={headerId} gap="3" role="group" aria-label={header}>
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
      {editable && shown.length > 0 && (
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
    </Stack>
  );
}
