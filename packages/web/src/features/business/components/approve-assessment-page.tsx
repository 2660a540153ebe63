import { Box, Button, Checkbox, Field, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  mayDecide,
  OWNERSHIP_MESSAGES,
  validateApproverComment,
  validateRequirementSearch,
  TOAST_TITLES,
} from '@lexbridge/rules';
import { useEffect, useState } from 'react';
import {
  useSaveApproverCommentMutation,
  useApproveRequirementMutation,
  useAssessmentRequirementsQuery,
  useBusinessApprovalQuery,
  useSendBackRequirementsMutation,
} from '../../../gql/hooks';
import type { AssessmentRequirementFilter, BusinessRequirementStatus } from '../../../gql/graphql';
import { useCurrentSession } from '../../../lib/session/session-context';
import { notify } from '../../../lib/toast';
import { useQuestionFileDownload } from './assess-artifacts-page';
import { FilterSelect } from './business-filters';
import { BusinessLawHeader } from './business-law-header';
import { useBusinessWrite, useSelectedBusinessLawId } from './use-business-law';
import { REQUIREMENT_STATUS_LABEL } from './requirement-status';

const SHOW_CHOICES: { id: BusinessRequirementStatus; name: string }[] = (
  ['SUBMITTED', 'APPROVED', 'SENT_BACK'] as const
).map((id) => ({ id, name: REQUIREMENT_STATUS_LABEL[id] }));

/** The words typed in the search box, once the user has stopped typing for a moment. */
function useSettled(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Approve Assessment: each requirement with its artifacts' answers and files. The law's approver approves a
 * submitted requirement or sends it back with a comment (required); once every requirement is decided the law is
 * approved or back with the business contact. Others see the assessment read-only. A requirement the user submitted
 * is never theirs to decide: its Approve and Send Back are disabled, with the reason beside them.
 */
export function ApproveAssessmentPage() {
  const id = useSelectedBusinessLawId();
  const { user } = useCurrentSession();
  const run = useBusinessWrite();
  const download = useQuestionFileDownload(id);
  const { data, refetch: refetchLaw } = useBusinessApprovalQuery({
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [status, setStatus] = useState('');
  const [gapsOnly, setGapsOnly] = useState(false);
  const [searchText, setSearchText] = useState('');
  const search = useSettled(searchText);
  const searchRefusal = validateRequirementSearch(search);
  const filter: AssessmentRequirementFilter = {
    statuses: status ? [status as BusinessRequirementStatus] : null,
    gapsOnly,
    search: search.trim() || null,
  };
  const { data: listed, refetch: refetchRequirements } = useAssessmentRequirementsQuery({
    variables: { businessLawId: id, filter },
    fetchPolicy: 'network-only',
    skip: searchRefusal !== null,
  });
  const refetch = () => Promise.all([refetchLaw(), refetchRequirements()]);
  const [approve] = useApproveRequirementMutation();
  const [sendBack] = useSendBackRequirementsMutation();
  const [saveComment] = useSaveApproverCommentMutation();
  const [commentFor, setCommentFor] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const detail = data?.businessApproval;
  if (!detail) return <Text>Loading…</Text>;
  const { law, questions } = detail;
  const canDecide = law.isApprover && law.isEditable;
  const requirements = listed?.assessmentRequirements.items ?? [];

  return (
    <Stack gap="5">
      <BusinessLawHeader law={law} title="Approve Assessment" />
      <HStack gap="3" wrap="wrap" align="flex-end" role="group" aria-label="Filters">
        <FilterSelect label="Show" value={status} options={SHOW_CHOICES} onChange={setStatus} />
        <Field.Root w="auto" minW="220px" invalid={searchRefusal !== null}>
          <Field.Label>Requirement contains</Field.Label>
          <Input
            size="sm"
            maxLength={200}
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
          {searchRefusal && <Field.ErrorText>{searchRefusal.message}</Field.ErrorText>}
        </Field.Root>
        <Checkbox.Root
          h="8"
          checked={gapsOnly}
          onCheckedChange={(details) => setGapsOnly(details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Gaps only</Checkbox.Label>
        </Checkbox.Root>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setStatus('');
            setGapsOnly(false);
            setSearchText('');
          }}
        >
          Reset
        </Button>
      </HStack>
      {listed && (
        <Text fontSize="sm" aria-live="polite">
          {requirements.length === listed.assessmentRequirements.totalCount
            ? `${requirements.length} requirements`
            : `${requirements.length} of ${listed.assessmentRequirements.totalCount} requirements`}
        </Text>
      )}
      {listed && requirements.length === 0 && <Text>No Record found</Text>}
      {requirements.map((requirement) => (
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
                {REQUIREMENT_STATUS_LABEL[requirement.status]}
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
                    disabled={!mayDecide(requirement.submittedById ?? null, user.id)}
                    title={
                      mayDecide(requirement.submittedById ?? null, user.id)
                        ? undefined
                        : OWNERSHIP_MESSAGES.ownWork
                    }
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
                    disabled={!mayDecide(requirement.submittedById ?? null, user.id)}
                    aria-label={`Send back ${requirement.requirementNumber}`}
                    onClick={() => {
                      setCommentFor(requirement.id);
                      setComment('');
                    }}
                  >
                    Send Back
                  </Button>
                  {!mayDecide(requirement.submittedById ?? null, user.id) && (
                    <Text color="fg.muted" textStyle="sm">
                      {OWNERSHIP_MESSAGES.ownWork}
                    </Text>
                  )}
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
