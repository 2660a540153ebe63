import {
  Alert,
  Badge,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
} from '@chakra-ui/react';
import {
  isEditableRoute,
  MAPPING_TEXTS,
  matchesChangeSearch,
  MESSAGES,
  TOAST_TITLES,
  validateCompanyPolicy,
  validateDoesNotApplyComment,
} from '@lexbridge/rules';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DraggableDialog } from '../../../components/dialogs/draggable-dialog';
import { TextDiff } from '../../../components/law-text/text-diff';
import { PopupWindowFrame } from '../../../components/window/popup-window-frame';
import { paths, popupOpener, POPUP_PARAMS, reportedRoute } from '../../../config/paths';
import type { ChangedLawFieldsFragment, UpdatedRequirementFieldsFragment } from '../../../gql/graphql';
import {
  useAcceptChangeInLawMutation,
  useAcceptChangeInLawWithPolicyMutation,
  useChangeInLawWindowQuery,
  useMarkChangeInLawNotApplicableMutation,
  useUpdatedRequirementsQuery,
} from '../../../gql/hooks';
import { errorMessage, fieldErrors } from '../../../lib/graphql-errors';
import { openPopupWindow } from '../../../lib/popup-window';
import { useCurrentSession } from '../../../lib/session/session-context';
import { notify } from '../../../lib/toast';
import { usePopupClose } from '../../../lib/use-popup-close';

type Row = UpdatedRequirementFieldsFragment;
type Decision = 'accept' | 'policy' | 'notApplicable';

/** The screen whose edit permission the actions need (the BFF's change-in-law guard). */
export const CHANGE_MANAGEMENT_ROUTE = '/change-management/newLaw';

const STATUS_LABELS: Record<Row['changeStatus'], string> = {
  CHANGED: MAPPING_TEXTS.changedStatus,
  NEW: 'New',
  DELETED: 'Deleted',
  NO_CHANGE: 'No Change',
};

/** A row as the table shows it: the number and the business requirement, old versus new where they differ. */
function RequirementCells({ row }: { row: Row }) {
  const numberChanged =
    row.oldRequirementNumber !== null &&
    row.newRequirementNumber !== null &&
    row.oldRequirementNumber !== row.newRequirementNumber;
  return (
    <>
      <Table.Cell whiteSpace="nowrap" data-part="requirement-number">
        {numberChanged ? (
          <TextDiff oldText={row.oldRequirementNumber} newText={row.newRequirementNumber} />
        ) : (
          (row.newRequirementNumber ?? row.oldRequirementNumber ?? '')
        )}
      </Table.Cell>
      <Table.Cell data-part="business-requirement">
        <Stack gap="1">
          {row.changeStatus === 'CHANGED' ? (
            <TextDiff oldText={row.oldRequirement} newText={row.newRequirement} />
          ) : row.changeStatus === 'DELETED' ? (
            <Text as="del" color="red.fg">
              {row.oldRequirement}
            </Text>
          ) : (
            <Text>{row.newRequirement ?? row.oldRequirement}</Text>
          )}
          {row.changeStatus !== 'NO_CHANGE' && (
            <Badge
              alignSelf="flex-start"
              size="sm"
              colorPalette={
                row.changeStatus === 'DELETED' ? 'red' : row.changeStatus === 'NEW' ? 'green' : 'orange'
              }
            >
              {STATUS_LABELS[row.changeStatus]}
            </Badge>
          )}
        </Stack>
      </Table.Cell>
    </>
  );
}

/**
 * The change-in-law window, user/changeInLaw/{lawId}/{sectionId}/{lawdetailId}/{status}/{statusId} (spec 001
 * section 2, spec 002 section 2): 'Updated Business Requirements' of a business line, old versus new as a word
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

  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const visible = rows.filter((row) =>
    matchesChangeSearch(
      {
        oldNumber: row.oldRequirementNumber,
        newNumber: row.newRequirementNumber,
        oldText: row.oldRequirement,
        newText: row.newRequirement,
      },
      search,
    ),
  );

  const [dialog, setDialog] = useState<Decision | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [accept] = useAcceptChangeInLawMutation();
  const [acceptWithPolicy] = useAcceptChangeInLawWithPolicyMutation();
  const [notApplicable] = useMarkChangeInLawNotApplicableMutation();

  const editable = isEditableRoute(editableRoutes, CHANGE_MANAGEMENT_ROUTE);
  const decided = line?.decision ?? null;
  const canAct = editable && !!line && decided === null;

  function openDialog(kind: Decision) {
    setNote('');
    setNoteError(null);
    setDialog(kind);
  }

  async function decide(kind: Decision) {
    if (!change || !line) return;
    const input = { changeLawId: change.changeLawId, businessLineId: line.businessLineId };
    const invalid =
      kind === 'policy'
        ? validateCompanyPolicy(note)
        : kind === 'notApplicable'
          ? validateDoesNotApplyComment(note)
          : null;
    if (invalid) {
      setNoteError(invalid.message);
      return;
    }
    setBusy(true);
    try {
      const payload =
        kind === 'accept'
          ? (await accept({ variables: { input } })).data?.acceptChangeInLaw
          : kind === 'policy'
            ? (await acceptWithPolicy({ variables: { input: { ...input, companyPolicy: note } } })).data
                ?.acceptChangeInLawWithPolicy
            : (await notApplicable({ variables: { input: { ...input, comment: note } } })).data
                ?.markChangeInLawNotApplicable;
      if (payload) {
        setChangedLaw(payload.changedLaw);
        setDecidedRows((current) => ({ ...current, [line.businessLineId]: payload.requirements }));
        notify({ type: 'success', title: TOAST_TITLES.success, description: payload.message });
      }
      setDialog(null);
    } catch (failure) {
      const fields = fieldErrors(failure);
      if (fields.comment || fields.companyPolicy)
        setNoteError(fields.comment ?? fields.companyPolicy ?? null);
      else {
        setDialog(null);
        notify({
          type: 'error',
          title: TOAST_TITLES.error,
          description: errorMessage(failure, MESSAGES.defaultError),
        });
      }
    } finally {
      setBusy(false);
    }
  }

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
                  onChange={(event) => {
                    setBusinessLineId(event.target.value);
                    setSearch('');
                    setSearchText('');
                  }}
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

          {line?.decision && (
            <Alert.Root
              status={line.decision === 'DOES_NOT_APPLY' ? 'info' : 'success'}
              data-part="change-decision"
            >
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>
                  {
                    MAPPING_TEXTS.decided[
                      line.decision === 'ACCEPTED'
                        ? 'Accepted'
                        : line.decision === 'ACCEPTED_WITH_POLICY'
                          ? 'AcceptedWithPolicy'
                          : 'DoesNotApply'
                    ]
                  }
                  {line.decidedBy ? ` by ${line.decidedBy}` : ''}
                  {line.decidedAt ? ` on ${line.decidedAt.slice(0, 10)}` : ''}
                </Alert.Title>
                {(line.decisionComment || line.companyPolicy) && (
                  <Alert.Description>{line.decisionComment ?? line.companyPolicy}</Alert.Description>
                )}
              </Alert.Content>
            </Alert.Root>
          )}

          {line && (
            <>
              <HStack
                gap="2"
                as="form"
                role="search"
                onSubmit={(event) => {
                  event.preventDefault();
                  setSearch(searchText);
                }}
              >
                <Input
                  size="sm"
                  maxW="227px"
                  aria-label="Search"
                  placeholder="Search"
                  value={searchText}
                  onChange={(event) => setSearchText(event.target.value)}
                />
                <Button size="sm" type="submit">
                  Search
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => {
                    setSearchText('');
                    setSearch('');
                  }}
                >
                  Clear
                </Button>
              </HStack>

              <Table.Root size="sm" variant="outline" aria-label={MAPPING_TEXTS.changeInLawHeading}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{MAPPING_TEXTS.requirementNumberColumn}</Table.ColumnHeader>
                    <Table.ColumnHeader>{MAPPING_TEXTS.businessRequirementsColumn}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {visible.length === 0 ? (
                    <Table.Row>
                      <Table.Cell colSpan={2} color="fg.muted" role="status">
                        {MAPPING_TEXTS.noRecordFound}
                      </Table.Cell>
                    </Table.Row>
                  ) : (
                    visible.map((row) => (
                      <Table.Row
                        key={row.id}
                        data-status={STATUS_LABELS[row.changeStatus]}
                        bg={row.changeStatus === 'CHANGED' ? 'yellow.subtle' : undefined}
                      >
                        <RequirementCells row={row} />
                      </Table.Row>
                    ))
                  )}
                </Table.Body>
              </Table.Root>

              {editable && (
                <HStack gap="2" wrap="wrap">
                  <Button
                    size="sm"
                    colorPalette="blue"
                    disabled={!canAct || busy}
                    onClick={() => setDialog('accept')}
                  >
                    {MAPPING_TEXTS.acceptChange}
                  </Button>
                  <Button
                    size="sm"
                    colorPalette="blue"
                    variant="outline"
                    disabled={!canAct || busy}
                    onClick={() => openDialog('policy')}
                  >
                    {MAPPING_TEXTS.acceptWithPolicy}
                  </Button>
                  <Button size="sm" variant="outline" disabled={!canAct} onClick={openEditBusiness}>
                    {MAPPING_TEXTS.editBusinessRequirements}
                  </Button>
                  <Button
                    size="sm"
                    colorPalette="red"
                    variant="outline"
                    disabled={!canAct || busy}
                    onClick={() => openDialog('notApplicable')}
                  >
                    {MAPPING_TEXTS.doesNotApply}
                  </Button>
                </HStack>
              )}
            </>
          )}
        </Stack>
      )}

      <ConfirmDialog
        open={dialog === 'accept'}
        title={MAPPING_TEXTS.acceptChange}
        message={`The new texts become the business requirements of ${line?.businessLineName ?? ''}. Continue?`}
        busy={busy}
        onConfirm={() => void decide('accept')}
        onCancel={() => setDialog(null)}
      />
      <DraggableDialog
        open={dialog === 'policy' || dialog === 'notApplicable'}
        title={dialog === 'policy' ? MAPPING_TEXTS.acceptWithPolicy : MAPPING_TEXTS.doesNotApply}
        onDismiss={() => setDialog(null)}
        footer={
          <HStack gap="2">
            <Button variant="outline" onClick={() => setDialog(null)}>
              Cancel
            </Button>
            <Button colorPalette="blue" loading={busy} onClick={() => dialog && void decide(dialog)}>
              Submit
            </Button>
          </HStack>
        }
      >
        <Field.Root required invalid={!!noteError}>
          <Field.Label>
            {dialog === 'policy' ? MAPPING_TEXTS.policyLabel : MAPPING_TEXTS.commentLabel}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            rows={5}
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setNoteError(null);
            }}
          />
          {noteError && <Field.ErrorText>{noteError}</Field.ErrorText>}
        </Field.Root>
      </DraggableDialog>
    </PopupWindowFrame>
  );
}
