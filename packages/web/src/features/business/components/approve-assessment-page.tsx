import { Box, Button, Field, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { validateApproverComment, TOAST_TITLES } from '@lexbridge/rules';
import { useState } from 'react';
import {
  useSaveApproverCommentMutation,
  useApproveRequirementMutation,
  useBusinessApprovalQuery,
  useSendBackRequirementsMutation,
} from '../../../gql/hooks';
import { notify } from '../../../lib/toast';
import { useQuestionFileDownload } from './assess-artifacts-page';
import { BusinessLawHeader } from './business-law-header';
import { useBusinessWrite, useSelectedBusinessLawId } from './use-business-law';

/**
 * Approve Assessment: each requirement with its artifacts' answers and files. The law's approver approves a
 * submitted requirement or sends it back with a comment (required); once every requirement is decided the law is
 * approved or back with the business contact. Others see the assessment read-only.
 */
export function ApproveAssessmentPage() {
  const id = useSelectedBusinessLawId();
  const run = useBusinessWrite();
  const download = useQuestionFileDownload();
  const { data, refetch } = useBusinessApprovalQuery({ variables: { id }, fetchPolicy: 'network-only' });
  const [approve] = useApproveRequirementMutation();
  const [sendBack] = useSendBackRequirementsMutation();
  const [saveComment] = useSaveApproverCommentMutation();
  const [commentFor, setCommentFor] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const detail = data?.businessApproval;
  if (!detail) return <Text>Loading…</Text>;
  const { law, questions } = detail;
  const canDecide = law.isApprover && law.isEditable;

  return (
    <Stack gap="5">
      <BusinessLawHeader law={law} title="Approve Assessment" />
      {detail.requirements.map((requirement) => (
        <Box
          key={requirement.id}
          as="section"
          aria-label={requirement.requirementNumber}
          borderWidth="1px"
          borderRadius="md"
          p="4"
        >
          <Stack gap="3">
            <HStack justify="space-between" wrap="wrap">
              <Text>
                <b>{requirement.requirementNumber}</b> {requirement.requirement}
              </Text>
              <Text fontWeight="semibold" data-testid={`status-${requirement.id}`}>
                {requirement.status.replace('_', ' ')}
                {requirement.isGap ? ' · gap' : ''}
              </Text>
            </HStack>
            {requirement.noArtifact && <Text color="fg.muted">No artifact.</Text>}
            {requirement.artifacts.map((artifact) => (
              <Box
                key={artifact.id}
                borderWidth="1px"
                borderRadius="sm"
                p="3"
                role="group"
                aria-label={artifact.name}
              >
                <Text fontWeight="semibold">{artifact.name}</Text>
                {questions.map((question) => {
                  const answer = artifact.answers.find((entry) => entry.questionId === question.id);
                  return (
                    <Text key={question.id} fontSize="sm">
                      {question.question}:{' '}
                      {answer?.answer || !answer?.files.length ? <b>{answer?.answer ?? '—'}</b> : null}
                      {answer?.files.map((file) => (
                        <Button
                          key={file.id}
                          size="xs"
                          variant="plain"
                          onClick={() => void download(file.id, file.fileName)}
                        >
                          {file.fileName}
                        </Button>
                      ))}
                    </Text>
                  );
                })}
              </Box>
            ))}
            {requirement.approverComment && <Text>Approver comment: {requirement.approverComment}</Text>}
            {canDecide && requirement.status === 'SUBMITTED' && (
              <Stack gap="2">
                <HStack gap="3">
                  <Button
                    size="sm"
                    aria-label={`Approve ${requirement.requirementNumber}`}
                    onClick={() =>
                      void run(async () => {
                        const { data: answer } = await approve({
                          variables: { input: { businessLawId: law.id, requirementId: requirement.id } },
                        });
                        return answer?.approveRequirement.message;
                      }).then(() => void refetch())
                    }
                  >
                    Approve
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Send back ${requirement.requirementNumber}`}
                    onClick={() => {
                      setCommentFor(requirement.id);
                      setComment('');
                    }}
                  >
                    Send Back
                  </Button>
                </HStack>
                {commentFor === requirement.id && (
                  <Stack gap="2" maxW="560px">
                    <Field.Root required>
                      <Field.Label>
                        Comment for the business user <Field.RequiredIndicator />
                      </Field.Label>
                      <Textarea
                        value={comment}
                        onChange={(event) => setComment(event.target.value)}
                        rows={3}
                      />
                    </Field.Root>
                    <HStack gap="2">
                      <Button
                        size="sm"
                        colorPalette="orange"
                        onClick={() => {
                          const refusal = validateApproverComment(comment);
                          if (refusal) {
                            notify({
                              type: 'error',
                              title: TOAST_TITLES.error,
                              description: refusal.message,
                            });
                            return;
                          }
                          void run(async () => {
                            const { data: answer } = await sendBack({
                              variables: {
                                input: { businessLawId: law.id, requirementIds: [requirement.id], comment },
                              },
                            });
                            return answer?.sendBackRequirements.message;
                          }).then((ok) => {
                            if (ok) setCommentFor(null);
                            void refetch();
                          });
                        }}
                      >
                        Confirm Send Back
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => {
                          const refusal = validateApproverComment(comment);
                          if (refusal) {
                            notify({
                              type: 'error',
                              title: TOAST_TITLES.error,
                              description: refusal.message,
                            });
                            return;
                          }
                          void run(async () => {
                            const { data: answer } = await saveComment({
                              variables: {
                                input: { businessLawId: law.id, requirementId: requirement.id, comment },
                              },
                            });
                            return answer?.saveApproverComment.message;
                          }).then((ok) => {
                            if (ok) setCommentFor(null);
                            void refetch();
                          });
                        }}
                      >
                        Save Comment Only
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => setCommentFor(null)}>
                        Cancel
                      </Button>
                    </HStack>
                  </Stack>
                )}
              </Stack>
            )}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
