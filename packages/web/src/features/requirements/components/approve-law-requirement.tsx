import { Box, Button, Center, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  approveEditAllowed,
  mayDecide,
  MESSAGES,
  OWNERSHIP_MESSAGES,
  REQUIREMENT_MESSAGES,
  TOAST_TITLES,
} from '@lexbridge/rules';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LawDetailView } from '../../../components/law-detail/law-detail-view';
import { paths } from '../../../config/paths';
import {
  useApproveLawSectionMutation,
  useRequirementLawDetailQuery,
  useSendBackLawSectionMutation,
} from '../../../gql/hooks';
import type { WorkflowLawFieldsFragment } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/graphql-errors';
import { useCurrentSession } from '../../../lib/session/session-context';
import { notify } from '../../../lib/toast';
import type { SelectedLawDetail } from '../../../lib/workflow-selection';
import { useBackToDashboard, useCanAct } from '../hooks/use-workflow-law';
import { SendBackDialog } from './send-back-dialog';

interface ApproveLawRequirementProps {
  law: WorkflowLawFieldsFragment;
  /** The dashboard column the law was chosen from: Draft, Total and Completed force edit off. */
  legalColumn: SelectedLawDetail['legalColumn'] | null;
  /** Forced read-only (a read-only window). */
  readOnly?: boolean;
  refetch: () => Promise<void>;
}

const APPROVE_ROUTE = paths.legalStep.getHref('approveBusinessRequirements');

/**
 * The Approve Law Requirement view: the law detail view (law text, the section's
 * 400px requirements grid, law information, the process lists), and a footer with Send back Comment and Approve, shown only when editing is allowed (edit permission, the
 * law's approver, waiting for approval, not opened from the Draft, Total or Completed column) and the view is not
 * read-only. Both refresh the inbox counts, toast the success and go back to the dashboard after 2 seconds. Whoever
 * submitted the requirements never decides them: for them both buttons are disabled, with the reason beside them.
 */
export function ApproveLawRequirement({
  law,
  legalColumn,
  readOnly = false,
  refetch,
}: ApproveLawRequirementProps) {
  const { user } = useCurrentSession();
  const canApprove = useCanAct(APPROVE_ROUTE, law, 'approve');
  const editAllowed = canApprove && approveEditAllowed(legalColumn) && !readOnly;
  const ownWork = !mayDecide(law.submittedById ?? null, user.id);
  const [sendingBack, setSendingBack] = useState(false);
  const [sendBackError, setSendBackError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [approve, approveState] = useApproveLawSectionMutation();
  const [sendBack, sendBackState] = useSendBackLawSectionMutation();
  const backToDashboard = useBackToDashboard();
  const key = { sectionId: law.sectionId, businessLineId: law.businessLineId };
  const detail = useRequirementLawDetailQuery({
    variables: {
      input: {
        lawId: law.lawId,
        sectionId: law.sectionId,
        lawDetailId: law.lawDetailId,
        businessLineId: law.businessLineId,
      },
    },
  });

  const onApprove = async () => {
    try {
      const { data } = await approve({ variables: { input: key } });
      notify({
        type: 'success',
        title: TOAST_TITLES.success,
        description: data?.approveLawSection.message ?? REQUIREMENT_MESSAGES.approved,
      });
      setDone(true);
      await refetch();
      await backToDashboard();
    } catch (error) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(error, MESSAGES.defaultError, ['sectionId']),
      });
    }
  };

  const onSendBack = async (comment: string) => {
    setSendBackError(null);
    try {
      const { data } = await sendBack({ variables: { input: { ...key, comment } } });
      notify({
        type: 'success',
        title: TOAST_TITLES.success,
        description: data?.sendBackLawSection.message ?? REQUIREMENT_MESSAGES.sentBack,
      });
      setSendingBack(false);
      setDone(true);
      await refetch();
      await backToDashboard();
    } catch (error) {
      setSendBackError(errorMessage(error, MESSAGES.defaultError, ['comment', 'sectionId']));
    }
  };

  return (
    <Stack gap="4" data-part="approve-law-requirement">
      {detail.data ? (
        // react-data-grid's layered styles lose their cell padding to Chakra's reset: restored for the grid.
        <Box css={{ '& .rdg-cell': { paddingInline: '8px', lineHeight: '1.3' } }}>
          <LawDetailView detail={detail.data.lawDetail} />
        </Box>
      ) : detail.error ? (
        <Text color="fg.error" role="alert">
          {MESSAGES.lawTextLoadFailed}
        </Text>
      ) : (
        <Center py="10">
          <Spinner role="status" aria-label="Loading law detail" />
        </Center>
      )}
      <HStack justify="space-between" wrap="wrap" borderTopWidth="1px" pt="4">
        <HStack gap="4">
          <Link asChild colorPalette="blue" variant="underline">
            <RouterLink to={paths.legalStep.getHref('defineBusinessRequirements')}>
              Edit Business Requirements
            </RouterLink>
          </Link>
          <Link asChild colorPalette="blue" variant="underline">
            <RouterLink to={paths.legalStep.getHref('mapLawToBusinessProcesses')}>
              Edit Process Mapping
            </RouterLink>
          </Link>
        </HStack>
        {editAllowed && !done && (
          <HStack gap="2">
            {ownWork && (
              <Text color="fg.muted" textStyle="sm" data-part="own-work">
                {OWNERSHIP_MESSAGES.ownWork}
              </Text>
            )}
            <Button
              variant="outline"
              colorPalette="orange"
              disabled={ownWork}
              title={ownWork ? OWNERSHIP_MESSAGES.ownWork : undefined}
              onClick={() => setSendingBack(true)}
            >
              Send back Comment
            </Button>
            <Button
              colorPalette="green"
              bg="green.700"
              _hover={{ bg: 'green.800' }}
              disabled={ownWork}
              title={ownWork ? OWNERSHIP_MESSAGES.ownWork : undefined}
              loading={approveState.loading}
              onClick={() => void onApprove()}
            >
              Approve
            </Button>
          </HStack>
        )}
      </HStack>
      {!editAllowed && (
        <Text color="fg.muted" textStyle="sm">
          {law.status === 'APPROVED'
            ? `Approved by ${law.approvedBy ?? ''}`
            : law.isApprover
              ? 'Opened for review only.'
              : `Waiting for ${law.approver?.name ?? 'the approver'}.`}
        </Text>
      )}
      {sendingBack && (
        <SendBackDialog
          open
          sendBackTo={law.lawyer.name}
          busy={sendBackState.loading}
          error={sendBackError}
          onSubmit={(comment) => void onSendBack(comment)}
          onDismiss={() => setSendingBack(false)}
        />
      )}
    </Stack>
  );
}
