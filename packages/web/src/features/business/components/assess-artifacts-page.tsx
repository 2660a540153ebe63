import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { BUSINESS_TAB, MESSAGES, TOAST_TITLES, validateQuestionFile } from '@lexbridge/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import {
  useAssessmentCopyLazyQuery,
  useBusinessAssessmentQuery,
  useClearBusinessSendBackCommentMutation,
  useDeleteQuestionFileMutation,
  useQuestionFileDownloadMutation,
  useSaveAssessmentMutation,
  useSetActualCompletionDateMutation,
  useSubmitAssessmentMutation,
} from '../../../gql/hooks';
import type { BusinessAssessmentQuery, BusinessRequirementFieldsFragment } from '../../../gql/graphql';
import { advanceBusinessLaw } from '../../../lib/business-selection';
import { notify } from '../../../lib/toast';
import { BusinessLawHeader } from './business-law-header';
import { useBusinessWrite, useSelectedBusinessLawId } from './use-business-law';
import { downloadThroughTicket } from '../../../lib/ticket-download';

type Question = BusinessAssessmentQuery['businessAssessment']['questions'][number];
const key = (requirementId: string, artifactId: string, questionId: string) =>
  `${requirementId}:${artifactId}:${questionId}`;

/** Downloads a question file through a single-use ticket. */
export function useQuestionFileDownload() {
  const [ticket] = useQuestionFileDownloadMutation();
  return async (fileId: string, fileName: string) => {
    await downloadThroughTicket(
      async () => (await ticket({ variables: { fileId } })).data?.questionFileDownload.download.url,
      fileName,
    );
  };
}

/**
 * Assess Artifacts: for each requirement, each mapped artifact as a card with the questionnaire (options, comment,
 * date, attachments uploaded, downloaded and deleted), the approver's comment of a sent-back requirement with Clear,
 * and the actual completion date. Save Draft keeps the answers; Submit sends them for approval.
 */
export function AssessArtifactsPage() {
  const id = useSelectedBusinessLawId();
  const navigate = useNavigate();
  const run = useBusinessWrite();
  const download = useQuestionFileDownload();
  const { data, refetch } = useBusinessAssessmentQuery({ variables: { id }, fetchPolicy: 'network-only' });
  const [save, { loading: saving }] = useSaveAssessmentMutation();
  const [submit, { loading: submitting }] = useSubmitAssessmentMutation();
  const [deleteFile] = useDeleteQuestionFileMutation();
  const [clearComment] = useClearBusinessSendBackCommentMutation();
  const [setActual] = useSetActualCompletionDateMutation();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [loadCopy] = useAssessmentCopyLazyQuery({ fetchPolicy: 'network-only' });
  const detail = data?.businessAssessment;
  if (!detail) return <Text>Loading…</Text>;
  const { law, questions } = detail;
  const editable = law.isEditable && law.status !== 'SUBMITTED' && law.status !== 'APPROVED';
  const open = (requirement: BusinessRequirementFieldsFragment) =>
    editable && requirement.status !== 'SUBMITTED' && requirement.status !== 'APPROVED';

  async function saveAnswers(): Promise<boolean> {
    const list = Object.entries(answers).map(([composite, answer]) => {
      const [requirementId, artifactId, questionId] = composite.split(':');
      return { requirementId, artifactId, questionId, answer };
    });
    if (list.length === 0) return true;
    const ok = await run(async () => {
      const { data: answer } = await save({ variables: { input: { businessLawId: law.id, answers: list } } });
      return answer?.saveAssessment.message;
    });
    if (ok) setAnswers({});
    return ok;
  }

  async function upload(requirementId: string, artifactId: string, questionId: string, file: File) {
    const refusal = validateQuestionFile(file.name, file.size);
    if (refusal) {
      notify({ type: 'error', title: TOAST_TITLES.error, description: refusal.message });
      return;
    }
    const form = new FormData();
    form.append('businessLawId', law.id);
    form.append('requirementId', requirementId);
    form.append('artifactId', artifactId);
    form.append('questionId', questionId);
    form.append('file', file, file.name);
    await run(async () => {
      const response = await fetch('/files/question-files', {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
      });
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      if (!response.ok) throw new Error(body.error ?? MESSAGES.defaultError);
      return body.message;
    });
    void refetch();
  }

  /** Fills an artifact's unanswered questions with the latest answers given for it in another law of the line. */
  async function copyEarlierAnswers(requirementId: string, artifact: { id: string; name: string }) {
    const { data: copy, error: failure } = await loadCopy({
      variables: { businessLawId: law.id, artifactId: artifact.id },
    });
    if (failure || !copy) {
      notify({ type: 'error', title: TOAST_TITLES.error, description: MESSAGES.defaultError });
      return;
    }
    const stored = detail!.requirements
      .find((requirement) => requirement.id === requirementId)
      ?.artifacts.find((entry) => entry.id === artifact.id);
    const next = { ...answers };
    let copied = 0;
    for (const earlier of copy.assessmentCopy) {
      const composite = key(requirementId, artifact.id, earlier.questionId);
      const current =
        next[composite] ?? stored?.answers.find((a) => a.questionId === earlier.questionId)?.answer;
      if (current) continue;
      next[composite] = earlier.answer;
      copied += 1;
    }
    setAnswers(next);
    notify({
      type: copied > 0 ? 'success' : 'info',
      title: copied > 0 ? TOAST_TITLES.success : TOAST_TITLES.info,
      description:
        copied > 0
          ? `${copied} earlier answers copied for ${artifact.name}; save to keep them.`
          : `Nothing to copy for ${artifact.name}: its questions are answered, or it has no earlier answers.`,
    });
  }

  function renderQuestion(
    requirement: BusinessRequirementFieldsFragment,
    artifact: { id: string; name: string },
    question: Question,
  ) {
    const artifactId = artifact.id;
    const stored = requirement.artifacts
      .find((a) => a.id === artifactId)
      ?.answers.find((a) => a.questionId === question.id);
    const composite = key(requirement.id, artifactId, question.id);
    const value = answers[composite] ?? stored?.answer ?? '';
    const disabled = !open(requirement);
    const set = (next: string) => setAnswers({ ...answers, [composite]: next });
    const label = `${question.question}${question.isRequired ? ' *' : ''}`;
    if (question.questionType === 'Add attachment') {
      return (
        <Field.Root key={question.id}>
          <Field.Label>{label}</Field.Label>
          <Stack gap="1">
            {(stored?.files ?? []).map((file) => (
              <HStack key={file.id} gap="2">
                <Button size="xs" variant="plain" onClick={() => void download(file.id, file.fileName)}>
                  {file.fileName}
                </Button>
                {!disabled && (
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Delete ${file.fileName}`}
                    onClick={() =>
                      void run(async () => {
                        const { data: answer } = await deleteFile({ variables: { fileId: file.id } });
                        return answer?.deleteQuestionFile.message;
                      }).then(() => void refetch())
                    }
                  >
                    Delete
                  </Button>
                )}
              </HStack>
            ))}
            {!disabled && (
              <input
                type="file"
                aria-label={`Upload a file for ${requirement.requirementNumber}, ${artifact.name}`}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void upload(requirement.id, artifactId, question.id, file);
                }}
              />
            )}
          </Stack>
        </Field.Root>
      );
    }
    return (
      <Field.Root key={question.id} disabled={disabled}>
        <Field.Label>{label}</Field.Label>
        {question.options.length > 0 ? (
          <NativeSelect.Root size="sm" maxW="240px">
            <NativeSelect.Field value={value} onChange={(event) => set(event.target.value)}>
              <option value="">Select</option>
              {question.options.map((option) => (
                <option key={option}>{option}</option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        ) : question.questionType === 'Calendar Field' ? (
          <Input
            size="sm"
            type="date"
            maxW="200px"
            value={value}
            onChange={(event) => set(event.target.value)}
          />
        ) : (
          <Textarea size="sm" rows={2} value={value} onChange={(event) => set(event.target.value)} />
        )}
      </Field.Root>
    );
  }

  return (
    <Stack gap="5">
      <BusinessLawHeader law={law} title="Assess Artifacts" />
      {detail.requirements.map((requirement) => (
        <Box
          key={requirement.id}
          borderWidth="1px"
          borderRadius="md"
          p="4"
          as="section"
          aria-label={requirement.requirementNumber}
        >
          <Stack gap="3">
            <Text>
              <b>{requirement.requirementNumber}</b> {requirement.requirement}{' '}
              <i>({requirement.status.replace('_', ' ').toLowerCase()})</i>
            </Text>
            {requirement.approverComment && (
              <HStack gap="3" bg="orange.subtle" p="2" borderRadius="sm">
                <Text>
                  <b>Approver comment:</b> {requirement.approverComment}
                </Text>
                {law.isBusinessContact && requirement.status === 'SENT_BACK' && (
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() =>
                      void run(async () => {
                        const { data: answer } = await clearComment({
                          variables: { input: { businessLawId: law.id, requirementId: requirement.id } },
                        });
                        return answer?.clearBusinessSendBackComment.message;
                      }).then(() => void refetch())
                    }
                  >
                    Clear comment
                  </Button>
                )}
              </HStack>
            )}
            {requirement.noArtifact && (
              <Text color="fg.muted">No artifact meets this requirement: it is a gap.</Text>
            )}
            {requirement.artifacts.map((artifact) => (
              <Box
                key={artifact.id}
                borderWidth="1px"
                borderRadius="sm"
                p="3"
                role="group"
                aria-label={artifact.name}
              >
                <HStack justify="space-between" wrap="wrap" mb="2">
                  <Text fontWeight="semibold">
                    {artifact.name} ({artifact.artifactType})
                  </Text>
                  {open(requirement) && (
                    <Button
                      size="xs"
                      variant="outline"
                      aria-label={`Copy earlier answers for ${requirement.requirementNumber}, ${artifact.name}`}
                      onClick={() => void copyEarlierAnswers(requirement.id, artifact)}
                    >
                      Copy earlier answers
                    </Button>
                  )}
                </HStack>
                <Stack gap="3">
                  {questions.map((question) => renderQuestion(requirement, artifact, question))}
                </Stack>
              </Box>
            ))}
            <Field.Root maxW="260px" disabled={!law.isBusinessContact}>
              <Field.Label>Actual completion date</Field.Label>
              <Input
                size="sm"
                type="date"
                defaultValue={requirement.actualCompletionDate ?? ''}
                onBlur={(event) => {
                  const date = event.target.value;
                  if (date === (requirement.actualCompletionDate ?? '')) return;
                  void run(async () => {
                    const { data: answer } = await setActual({
                      variables: {
                        input: { businessLawId: law.id, requirementId: requirement.id, date: date || null },
                      },
                    });
                    return answer?.setActualCompletionDate.message;
                  });
                }}
              />
            </Field.Root>
          </Stack>
        </Box>
      ))}
      {editable && (
        <HStack gap="3">
          <Button variant="outline" loading={saving} onClick={() => void saveAnswers().then(() => refetch())}>
            Save Draft
          </Button>
          <Button
            loading={submitting}
            onClick={() =>
              void (async () => {
                if (!(await saveAnswers())) return;
                const ok = await run(async () => {
                  const { data: answer } = await submit({ variables: { businessLawId: law.id } });
                  return answer?.submitAssessment.message;
                });
                if (ok) {
                  advanceBusinessLaw(BUSINESS_TAB.approve);
                  void navigate(paths.businessModule.getHref());
                } else void refetch();
              })()
            }
          >
            Submit
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
