import { Field, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { isEditableRoute, MAPPING_TEXTS, MESSAGES } from '@lexbridge/rules';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { PopupWindowFrame } from '../../../components/window/popup-window-frame';
import { paths, popupOpener, POPUP_PARAMS, reportedRoute } from '../../../config/paths';
import type { ChangedLawFieldsFragment, UpdatedRequirementFieldsFragment } from '../../../gql/graphql';
import { useChangeInLawWindowQuery, useUpdatedRequirementsQuery } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { openPopupWindow } from '../../../lib/popup-window';
import { useCurrentSession } from '../../../lib/session/session-context';
import { usePopupClose } from '../../../lib/use-popup-close';
import {
  ChangeDecisionActions,
  ChangeDecisionBanner,
} from '../../../components/change-in-law/change-decision-actions';
import { UpdatedRequirementsTable } from '../../../components/change-in-law/updated-requirements-table';

type Row = UpdatedRequirementFieldsFragment;

/** The screen whose edit permission the actions need (the BFF's change-in-law guard). */
export const CHANGE_MANAGEMENT_ROUTE = '/change-management/newLaw';

/**
 * The change-in-law window, user/changeInLaw/{lawId}/{sectionId}/{lawdetailId}/{status}/{statusId}:
 * 'Updated Business Requirements' of a business line, old versus new as a word
 * diff with 'Changed' rows highlighted, a search with search and clear buttons, 'No Record Found', and the four
 * actions: accept the change (the new texts become the requirements), accept with company policy requirements,
 * open Edit Business Requirements, and Does Not Apply with a required comment (docs/change-in-law.md).
 */
export function ChangeInLawPopup() {
  const { lawId = '', sectionId = '', lawDetailId = '', status = '', statusId = '' } = useParams();
  const location = useLocation();
  const close = usePopupClose();
  const { editableRoutes } = useCurrentSession();
  const from = popupOpener(location.search) ?? reportedRoute(location);
  const askedLine = new URLSearchParams(location.search).get(POPUP_PARAMS.businessLineId);

  const changeQuery = useChangeInLawWindowQuery({
    variables: { input: { lawId, sectionId, lawDetailId, statusId } },
  });
  const [changedLaw, setChangedLaw] = useState<ChangedLawFieldsFragment | null>(null);
  const change = changedLaw ?? changeQuery.data?.changedLaw ?? null;
  const lines = change?.businessLines ?? [];
  const [chosenLineId, setBusinessLineId] = useState<string>('');
  // The line the user chose, else the one the URL names, else the first with updated requirements.
  const line =
    lines.find((entry) => entry.businessLineId === chosenLineId) ??
    lines.find((entry) => entry.businessLineId === askedLine) ??
    lines[0] ??
    null;
  const businessLineId = line?.businessLineId ?? '';

  const rowsQuery = useUpdatedRequirementsQuery({
    variables: { input: { changeLawId: change?.changeLawId ?? '', businessLineId } },
    skip: !change || !businessLineId,
    fetchPolicy: 'network-only',
  });
  const [decidedRows, setDecidedRows] = useState<Record<string, readonly Row[]>>({});
  const rows: readonly Row[] = decidedRows[businessLineId] ?? rowsQuery.data?.updatedRequirements ?? [];

  const editable = isEditableRoute(editableRoutes, CHANGE_MANAGEMENT_ROUTE);
  function openEditBusiness() {
    if (!line) return;
    openPopupWindow(
      paths.editBusinessWindow.getHref(
        { lawId, sectionId, lawDetailId, businessLineId: line.businessLineId },
        from,
      ),
      'large',
    );
  }

  const loadError = changeQuery.error || rowsQuery.error;

  return (
    <PopupWindowFrame
      title="Change in law"
      onClose={close}
      loading={changeQuery.loading || rowsQuery.loading}
      error={loadError ? errorMessage(loadError, MESSAGES.popUpLoadFailed) : null}
    >
      {change && (
        <Stack gap="4">
          <Heading as="h2" size="md">
            {MAPPING_TEXTS.changeInLawHeading}
          </Heading>
          <Text fontWeight="semibold" data-part="change-caption">
            Regulator - {change.regulator} | Law - {change.section}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {[
              status || change.status,
              change.changeType,
              change.effectiveDate && `effective ${change.effectiveDate}`,
            ]
              .filter(Boolean)
              .join(', ')}
            {change.summary ? ` — ${change.summary}` : ''}
          </Text>

          {lines.length === 0 ? (
            <Text color="fg.muted">{MAPPING_TEXTS.noRecordFound}</Text>
          ) : (
            <Field.Root w="auto" maxW="320px">
              <Field.Label>Business Line</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  aria-label="Business Line"
                  value={businessLineId}
                  onChange={(event) => setBusinessLineId(event.target.value)}
                >
                  {lines.map((entry) => (
                    <option key={entry.businessLineId} value={entry.businessLineId}>
                      {entry.businessLineName}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          )}

          {line && <ChangeDecisionBanner line={line} />}

          {line && change && (
            <>
              <UpdatedRequirementsTable rows={rows} resetKey={businessLineId} />
              {editable && (
                <ChangeDecisionActions
                  changeLawId={change.changeLawId}
                  businessLineId={line.businessLineId}
                  businessLineName={line.businessLineName}
                  decided={line.decision !== null}
                  onEditBusiness={openEditBusiness}
                  onDecided={(payload) => {
                    setChangedLaw(payload.changedLaw);
                    setDecidedRows((current) => ({
                      ...current,
                      [line.businessLineId]: payload.requirements,
                    }));
                  }}
                />
              )}
            </>
          )}
        </Stack>
      )}
    </PopupWindowFrame>
  );
}
