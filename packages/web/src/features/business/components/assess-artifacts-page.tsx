import { Box, Button, Field, HStack, Input, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { BUSINESS_TAB, MESSAGES, TOAST_TITLES, validateQuestionFile } from '@lexbridge/rules';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import {
  useAssessedArtifactLazyQuery,
  useAssessmentCopyLazyQuery,
  useBusinessAssessmentQuery,
  useClearBusinessSendBackCommentMutation,
  useDeleteQuestionFileMutation,
  useQuestionFileDownloadMutation,
  useSaveAssessmentAnswerMutation,
  useSaveAssessmentMutation,
  useSetActualCompletionDateMutation,
  useSubmitAssessmentMutation,
} from '../../../gql/hooks';
import type {
  BusinessArtifactFieldsFragment,
  BusinessAssessmentQuery,
  BusinessRequirementFieldsFragment,
} from '../../../gql/graphql';
import { errorMessage, fieldErrors } from '../../../lib/graphql-errors';
import { advanceBusinessLaw } from '../../../lib/business-selection';
import { notify } from '../../../lib/toast';
import { BusinessLawHeader } from './business-law-header';
import { useBusinessWrite, useSelectedBusinessLawId } from './use-business-law';
import { downloadThroughTicket } from '../../../lib/ticket-download';
import { REQUIREMENT_STATUS_LABEL } from './requirement-status';

type Question = BusinessAssessmentQuery['businessAssessment']['questions'][number];
const key = (requirementId: string, artifactId: string, questionId: string) =>
  `${requirementId}:${artifactId}:${questionId}`;

/** Downloads a question file of a business law through a single-use ticket (the file follows its law). */
export function useQuestionFileDownload(businessLawId: string) {
  const [ticket] = useQuestionFileDownloadMutation();
  return async (fileId: string, fileName: string) => {
    await downloadThroughTicket(
      async () =>
        (await ticket({ variables: { fileId, businessLawId } })).data?.questionFileDownload.download.url,
      fileName,
    );
  };
}

/** The law's assessment with one requirement's artifact replaced by a fresher copy of it. */
function withArtifact(
  current: BusinessAssessmentQuery,
  requirementId: string,
  artifact: BusinessArtifactFieldsFragment,
): BusinessAssessmentQuery {
  return {
    ...current,
    businessAssessment: {
      ...current.businessAssessment,
      requirements: current.businessAssessment.requirements.map((requirement) =>
        requirement.id === requirementId
          ? {
              ...requirement,
              artifacts: requirement.artifacts.map((entry) => (entry.id === artifact.id ? artifact : entry)),
            }
          : requirement,
      ),
    },
  };
}

/**
 * Assess Artifacts: for each requirement, each mapped artifact as a card with the questionnaire (options, comment,
 * date, attachments uploaded, downloaded and deleted), the approver's comment of a sent-back requirement with Clear,
 * and the actual completion date. An answer is saved on its own when the user leaves its field, and a file when it
 * is chosen; after either (or a file deleted) only that artifact is read again, but for the first answer of an open
 * requirement, which makes it a draft: then the whole law is read again, statuses included. Save Draft saves every answer not
 * saved yet (copied ones too) and reloads the law; Submit sends it for approval.
 */
export function AssessArtifactsPage() {
  const id = useSelectedBusinessLawId();
  const navigate = useNavigate();
  const run = useBusinessWrite();
  const download = useQuestionFileDownload(id);
  const { data, refetch, updateQuery } = useBusinessAssessmentQuery({
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [save, { loading: saving }] = useSaveAssessmentMutation();
  const [saveOne] = useSaveAssessmentAnswerMutation();
  const [readArtifact] = useAssessedArtifactLazyQuery({ fetchPolicy: 'network-only' });
  const [fieldState, setFieldState] = useState<Record<string, 'saving' | 'saved'>>({});
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
    if (ok) {
      setAnswers({});
      setFieldState({});
    }
    return ok;
  }

  /** Reads one artifact of a requirement again and puts it in place; on failure the whole law is read again. */
  async function refreshArtifact(requirementId: string, artifactId: string) {
    const { data: fresh } = await readArtifact({
      variables: { input: { businessLawId: law.id, requirementId, artifactId } },
    });
    const artifact = fresh?.assessedArtifact;
    if (!artifact) return void refetch();
    updateQuery((current) => withArtifact(current as BusinessAssessmentQuery, requirementId, artifact));
  }

  /** Saves one answer when the user leaves its field, if it changed; a refusal keeps it for Save Draft. */
  async function saveAnswer(requirementId: string, artifactId: string, questionId: string) {
    const composite = key(requirementId, artifactId, questionId);
    const answer = answers[composite];
    if (answer === undefined) return;
    const stored = detail!.requirements
      .find((requirement) => requirement.id === requirementId)
      ?.artifacts.find((artifact) => artifact.id === artifactId)
      ?.answers.find((entry) => entry.questionId === questionId)?.answer;
    if (answer.trim() === (stored ?? '')) {
      setAnswers((current) => {
        const { [composite]: _unchanged, ...rest } = current;
        return rest;
      });
      return;
    }
    setFieldState((current) => ({ ...current, [composite]: 'saving' }));
    try {
      await saveOne({
        variables: { input: { businessLawId: law.id, requirementId, artifactId, questionId, answer } },
      });
    } catch (error) {
      setFieldState(({ [composite]: _failed, ...rest }) => rest);
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: Object.values(fieldErrors(error))[0] ?? errorMessage(error, MESSAGES.defaultError),
      });
      return;
    }
    // The first answer of an open requirement makes it (and perhaps the law) a draft: read the law again then.
    const requirement = detail!.requirements.find((entry) => entry.id === requirementId);
    if (requirement?.status === 'OPEN') await refetch();
    else await refreshArtifact(requirementId, artifactId);
    // Typed again while it was saved: the newer text stays to be saved.
    setAnswers((current) => {
      if (current[composite] !== answer) return current;
      const { [composite]: _saved, ...rest } = current;
      return rest;
    });
    setFieldState((current) => ({ ...current, [composite]: 'saved' }));
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
    void refreshArtifact(requirementId, artifactId);
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
    const set = (next: string) => {
      setAnswers((current) => ({ ...current, [composite]: next }));
      // Changed again since it was saved: no longer 'Saved'.
      if (fieldState[composite] === 'saved') setFieldState(({ [composite]: _stale, ...rest }) => rest);
    };
    const leave = () => void saveAnswer(requirement.id, artifactId, question.id);
    const label = `${question.question}${question.isRequired ? ' *' : ''}`;
    const state = fieldState[composite];
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
                      }).then((ok) => ok && void refreshArtifact(requirement.id, artifactId))
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
            <NativeSelect.Field value={value} onChange={(event) => set(event.target.value)} onBlur={leave}>
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
            onBlur={leave}
          />
        ) : (
          <Textarea
            size="sm"
            rows={2}
            value={value}
            onChange={(event) => set(event.target.value)}
            onBlur={leave}
          />
        )}
        {/* Described by the field, not part of its name; announced as it changes. */}
        <Field.HelperText aria-live="polite" mt="0">
          {state === 'saving' ? 'Saving…' : state === 'saved' ? 'Saved' : ''}
        </Field.HelperText>
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
              <i>({REQUIREMENT_STATUS_LABEL[requirement.status].toLowerCase()})</i>
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
