import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, REQUIREMENT_MESSAGES, TOAST_TITLES } from '@lexbridge/rules';
import { useClearSendBackCommentMutation } from '../../../gql/hooks';
import type { WorkflowLawFieldsFragment } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { STATUS_LABEL } from './status-label';

interface WorkflowLawHeaderProps {
  law: WorkflowLawFieldsFragment;
  title: string;
  /** The lawyer may clear the send-back comment once read. */
  canClearComment: boolean;
  readOnly: boolean;
  onChanged: () => Promise<void>;
  /** In a window the frame's header already shows the title: the law is the only heading here. */
  inWindow?: boolean;
}

/**
 * The workflow screens' heading: regulator, section, business line, the '( Send Back )' tag in Send Back mode
 * with the approver's comment, and the Clear button of the send-back comment (its server message is
 * the toast, on success and on error).
 */
export function WorkflowLawHeader({
  law,
  title,
  canClearComment,
  readOnly,
  onChanged,
  inWindow = false,
}: WorkflowLawHeaderProps) {
  const [clear, clearState] = useClearSendBackCommentMutation();
  const onClear = async () => {
    try {
      const { data } = await clear({
        variables: { input: { sectionId: law.sectionId, businessLineId: law.businessLineId } },
      });
      notify({ type: 'success', description: data?.clearSendBackComment.message ?? MESSAGES.defaultSuccess });
      await onChanged();
    } catch (error) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(error, MESSAGES.defaultError),
      });
    }
  };
  return (
    <Stack gap="3">
      <Box>
        {!inWindow && (
          <Heading as="h1" size="2xl" mb="2">
            {title}
          </Heading>
        )}
        <Heading as="h2" size="lg">
          {law.regulator}: {law.section}{' '}
          {law.sentBack && (
            <Text as="span" color="orange.fg" textStyle="md" data-part="send-back-tag">
              {REQUIREMENT_MESSAGES.sendBackTag}
            </Text>
          )}
        </Heading>
        <HStack gap="2" mt="1" wrap="wrap">
          <Badge>{law.businessLineName}</Badge>
          <Badge colorPalette={law.status === 'APPROVED' ? 'green' : law.sentBack ? 'orange' : 'gray'}>
            {STATUS_LABEL[law.status]}
          </Badge>
          <Text textStyle="sm" color="fg.muted">
            Lawyer {law.lawyer.name}
            {law.approver ? ` · Approver ${law.approver.name}` : ''}
          </Text>
          {readOnly && <Badge colorPalette="purple">Read only</Badge>}
        </HStack>
      </Box>
      {law.sendBackComment && (
        <Box
          borderWidth="1px"
          borderColor="orange.muted"
          bg="orange.subtle"
          borderRadius="md"
          p="3"
          role="note"
          aria-label="Send back comment"
        >
          <HStack justify="space-between" align="start">
            <Box>
              <Text fontWeight="medium">
                Send back comment{law.sentBackBy ? ` from ${law.sentBackBy}` : ''}
              </Text>
              <Text data-part="send-back-comment">{law.sendBackComment}</Text>
            </Box>
            {canClearComment && (
              <Button size="xs" variant="outline" loading={clearState.loading} onClick={() => void onClear()}>
                Clear comment
              </Button>
            )}
          </HStack>
        </Box>
      )}
    </Stack>
  );
}
