import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { isEditableRoute, MESSAGES, TOAST_TITLES } from '@lexbridge/rules';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { ChangedLawFieldsFragment, UpdatedRequirementFieldsFragment } from '../../../gql/graphql';
import { useConfirmLawRequirementsRowsQuery } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { useRefreshInboxCounts } from '../../../lib/inbox-counts';
import { useCurrentSession } from '../../../lib/session/session-context';
import { notify } from '../../../lib/toast';
import { saveSelectedChangedLaw } from '../../../lib/workflow-selection';
import {
  ChangeDecisionActions,
  ChangeDecisionBanner,
} from '../../../components/change-in-law/change-decision-actions';
import { UpdatedRequirementsTable } from '../../../components/change-in-law/updated-requirements-table';
import { ChangeManagementStepper } from './change-management-stepper';
import { NEW_LAW_ROUTE } from './new-law-page';
import {
  SelectedChangeHeader,
  useChangeDetails,
  useChosenChange,
  type ChosenChange,
} from './selected-change';

/** After a decision the screen returns to the work queue, as the approve screen does. */
export const BACK_TO_QUEUE_DELAY_MS = 2000;

/**
 * Confirm Law Requirements (/change-management/confirmLawRequirements, step 3 of change management): the updated
 * requirements of the business line, old versus new (the change-in-law window's table), and the decision: accept,
 * accept with company policy requirements, or does not apply (the window's actions). A decision refreshes the inbox
 * counts and returns to the work queue.
 */
export function ConfirmLawRequirementsPage() {
  const chosen = useChosenChange();
  if (!chosen) return null;
  return <ConfirmLawRequirements chosen={chosen} />;
}

function ConfirmLawRequirements({ chosen }: { chosen: ChosenChange }) {
  const navigate = useNavigate();
  const refreshInboxCounts = useRefreshInboxCounts();
  const { editableRoutes } = useCurrentSession();
  const editable = isEditableRoute(editableRoutes, NEW_LAW_ROUTE);
  const details = useChangeDetails(chosen);
  const [decidedChange, setDecidedChange] = useState<ChangedLawFieldsFragment | null>(null);
  const change = decidedChange ?? details.data?.changedLaw ?? null;
  const line = change?.businessLines.find((entry) => entry.businessLineId === chosen.businessLineId) ?? null;
  const lineName = line?.businessLineName ?? chosen.businessLineName ?? '';

  const rowsQuery = useConfirmLawRequirementsRowsQuery({
    variables: { input: { changeLawId: chosen.changeLawId, businessLineId: chosen.businessLineId } },
    fetchPolicy: 'network-only',
  });
  const [decidedRows, setDecidedRows] = useState<readonly UpdatedRequirementFieldsFragment[] | null>(null);
  const rows = decidedRows ?? rowsQuery.data?.updatedRequirements ?? [];

  useEffect(() => {
    if (rowsQuery.error)
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(rowsQuery.error, MESSAGES.defaultError),
      });
  }, [rowsQuery.error]);

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return (
    <Stack gap="5" p="4">
      <SelectedChangeHeader
        title="Confirm Law Requirements"
        chosen={chosen}
        change={change}
        readOnly={!editable}
      />
      <ChangeManagementStepper current="confirmLawRequirements" selection={chosen} />

      {line && <ChangeDecisionBanner line={line} />}
      <UpdatedRequirementsTable rows={rows} resetKey={`${chosen.changeLawId}:${chosen.businessLineId}`} />

      {editable ? (
        <ChangeDecisionActions
          changeLawId={chosen.changeLawId}
          businessLineId={chosen.businessLineId}
          businessLineName={lineName}
          decided={line?.decision != null}
          onDecided={(payload) => {
            setDecidedChange(payload.changedLaw);
            setDecidedRows(payload.requirements);
            saveSelectedChangedLaw({ ...chosen, tabIndex: 2 });
            void refreshInboxCounts();
            timer.current = setTimeout(
              () => navigate(paths.changeManagement.getHref('newLaw')),
              BACK_TO_QUEUE_DELAY_MS,
            );
          }}
        />
      ) : (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{MESSAGES.readOnlyMode}</Alert.Title>
        </Alert.Root>
      )}

      <HStack justify="flex-end">
        <Button variant="outline" onClick={() => navigate(paths.changeManagement.getHref('newLaw'))}>
          Back to New Law
        </Button>
      </HStack>
    </Stack>
  );
}
