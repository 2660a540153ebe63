import { Button, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import {
  MESSAGES,
  parseRequirementNumber,
  REQUIREMENT_MESSAGES,
  TOAST_TITLES,
  validateRequirementAmong,
} from '@lexbridge/rules';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DraggableDialog } from '../../../components/dialogs/draggable-dialog';
import type { ProposedRequirementFieldsFragment } from '../../../gql/graphql';
import {
  useAddUpdatedRequirementMutation,
  useDeleteUpdatedRequirementMutation,
  useEditUpdatedRequirementMutation,
  useProposedRequirementsQuery,
  useRenumberUpdatedRequirementMutation,
  useSaveUpdatedRequirementsMutation,
  useUndoUpdatedRequirementMutation,
} from '../../../gql/hooks';
import { errorMessage, fieldErrors } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import {
  IndividualRequirementModal,
  type RequirementDraftValue,
} from '../../../components/requirements-grid/individual-requirement-modal';
import { UpdatedRequirementsTable } from '../../../components/change-in-law/updated-requirements-table';

type Row = ProposedRequirementFieldsFragment;
type Payload = { message: string; requirements: readonly Row[] } | undefined;

const NUMBER_PATTERN = /^[A-Za-z][A-Za-z0-9]*_\d{1,6}$/;

/** A requirement number the proposal may take: PREFIX_001, not used by another live row ('Requirement already exists'). */
export function renumberError(value: string, row: Pick<Row, 'id'>, rows: readonly Row[]): string | null {
  const number = value.trim().toUpperCase();
  if (!NUMBER_PATTERN.test(number) || !parseRequirementNumber(number))
    return 'The number must look like PREFIX_001.';
  const taken = rows.some(
    (other) =>
      other.id !== row.id &&
      other.changeStatus !== 'DELETED' &&
      (other.newRequirementNumber ?? '').toUpperCase() === number,
  );
  return taken ? REQUIREMENT_MESSAGES.requirementExists : null;
}

/** The live rows as the Individual Business Requirement rules see them (a deleted row is no longer a requirement). */
function existingOf(rows: readonly Row[]) {
  return rows
    .filter((row) => row.changeStatus !== 'DELETED')
    .map((row) => ({
      id: row.id,
      requirementTypeId: row.requirementTypeId,
      requirement: row.newRequirement ?? '',
      requirementNumber: row.newRequirementNumber ?? undefined,
    }));
}

export interface ProposedRequirementsEditorProps {
  changeLawId: string;
  businessLineId: string;
  /** The changed section, shown in the requirement modal. */
  sectionName: string;
  /** Edit permission on change management; without it the read-only messages answer the buttons. */
  editable: boolean;
  /** The line has decided: its proposal is shown as it was accepted or set aside, without edits. */
  decided?: boolean;
}

/**
 * The updated requirements a change in law proposes for one business line, as the map step edits them
 * (docs/change-in-law.md): add a requirement, edit one (the Individual Business Requirement modal and
 * its rules), give one a new number, delete one (after a confirmation), undo the edits of one, and Save Draft. Every
 * edit answers the line's rows, reloaded. In read-only mode the buttons say 'You Cannot Edit in Read Only Mode' /
 * 'Cannot Delete in Read Only Mode'.
 */
export function ProposedRequirementsEditor({
  changeLawId,
  businessLineId,
  sectionName,
  editable,
  decided = false,
}: ProposedRequirementsEditorProps) {
  const line = { changeLawId, businessLineId };
  const query = useProposedRequirementsQuery({ variables: { input: line }, fetchPolicy: 'network-only' });
  const [saved, setSaved] = useState<readonly Row[] | null>(null);
  const rows: readonly Row[] = saved ?? query.data?.updatedRequirements ?? [];

  const [modal, setModal] = useState<{ row: Row | null } | null>(null);
  const [modalError, setModalError] = useState<string | null>(null);
  const [renumbering, setRenumbering] = useState<Row | null>(null);
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);

  const [add] = useAddUpdatedRequirementMutation();
  const [edit] = useEditUpdatedRequirementMutation();
  const [renumber] = useRenumberUpdatedRequirementMutation();
  const [remove] = useDeleteUpdatedRequirementMutation();
  const [undo] = useUndoUpdatedRequirementMutation();
  const [save] = useSaveUpdatedRequirementsMutation();

  useEffect(() => {
    if (query.error)
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(query.error, MESSAGES.defaultError),
      });
  }, [query.error]);

  /** Read-only mode: the spec's message instead of the action. */
  function refused(kind: 'edit' | 'delete'): boolean {
    if (editable) return false;
    notify({
      type: 'warning',
      description: kind === 'delete' ? MESSAGES.readOnlyDelete : MESSAGES.readOnlyEdit,
    });
    return true;
  }

  /** Runs an edit; its answer replaces the rows and its message is the success toast. A field error stays in the dialog. */
  async function run(
    work: () => Promise<Payload>,
    onFieldError?: (message: string) => void,
  ): Promise<boolean> {
    setBusy(true);
    try {
      const payload = await work();
      if (payload) {
        setSaved(payload.requirements);
        notify({ type: 'success', title: TOAST_TITLES.success, description: payload.message });
      }
      return true;
    } catch (failure) {
      const fields = fieldErrors(failure);
      const fieldMessage = Object.values(fields)[0];
      const message = errorMessage(failure, MESSAGES.defaultError);
      if (onFieldError && (fieldMessage || message === REQUIREMENT_MESSAGES.requirementExists)) {
        onFieldError(fieldMessage ?? message);
      } else {
        notify({ type: 'error', title: TOAST_TITLES.error, description: message });
      }
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function submitModal(value: RequirementDraftValue) {
    const row = modal?.row ?? null;
    const clash = validateRequirementAmong({ ...value, id: row?.id ?? null }, existingOf(rows));
    if (clash) {
      setModalError(clash.message);
      return;
    }
    const done = await run(
      async () =>
        row
          ? (
              await edit({
                variables: {
                  ...line,
                  input: {
                    id: row.id,
                    requirementTypeId: value.requirementTypeId,
                    requirement: value.requirement,
                  },
                },
              })
            ).data?.editUpdatedRequirement
          : (
              await add({
                variables: {
                  input: {
                    ...line,
                    requirementTypeId: value.requirementTypeId,
                    requirement: value.requirement,
                  },
                },
              })
            ).data?.addUpdatedRequirement,
      setModalError,
    );
    if (done) setModal(null);
  }

  async function submitNumber() {
    if (!renumbering) return;
    const invalid = renumberError(number, renumbering, rows);
    if (invalid) {
      setNumberError(invalid);
      return;
    }
    const row = renumbering;
    const done = await run(
      async () =>
        (
          await renumber({
            variables: { ...line, input: { id: row.id, requirementNumber: number.trim().toUpperCase() } },
          })
        ).data?.renumberUpdatedRequirement,
      setNumberError,
    );
    if (done) setRenumbering(null);
  }

  return (
    <Stack gap="3">
      <HStack justify="space-between" wrap="wrap">
        <Text fontWeight="semibold">Proposed Business Requirements</Text>
        {!decided && (
          <HStack gap="2">
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                if (refused('edit')) return;
                setModalError(null);
                setModal({ row: null });
              }}
            >
              Add Requirement
            </Button>
            {editable && (
              <Button
                size="sm"
                variant="outline"
                loading={busy && !modal && !renumbering && !deleting}
                onClick={() =>
                  void run(
                    async () =>
                      (await save({ variables: { input: { ...line, submit: false } } })).data
                        ?.saveUpdatedRequirements,
                  )
                }
              >
                Save Draft
              </Button>
            )}
          </HStack>
        )}
      </HStack>

      <UpdatedRequirementsTable
        rows={rows}
        resetKey={`${changeLawId}:${businessLineId}`}
        rowActions={
          decided
            ? undefined
            : (row) => (
                <HStack gap="1">
                  <IconButton
                    size="xs"
                    variant="ghost"
                    title="Edit"
                    aria-label={`Edit ${row.newRequirementNumber ?? row.oldRequirementNumber ?? ''}`}
                    disabled={row.changeStatus === 'DELETED'}
                    onClick={() => {
                      if (refused('edit')) return;
                      setModalError(null);
                      setModal({ row });
                    }}
                  >
                    ✎
                  </IconButton>
                  <Button
                    size="xs"
                    variant="ghost"
                    title="New number"
                    aria-label={`Renumber ${row.newRequirementNumber ?? row.oldRequirementNumber ?? ''}`}
                    disabled={row.changeStatus === 'DELETED'}
                    onClick={() => {
                      if (refused('edit')) return;
                      setNumber(row.newRequirementNumber ?? '');
                      setNumberError(null);
                      setRenumbering(row);
                    }}
                  >
                    #
                  </Button>
                  <IconButton
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    title="Delete"
                    aria-label={`Delete ${row.newRequirementNumber ?? row.oldRequirementNumber ?? ''}`}
                    disabled={row.changeStatus === 'DELETED'}
                    onClick={() => {
                      if (refused('delete')) return;
                      setDeleting(row);
                    }}
                  >
                    ✕
                  </IconButton>
                  {row.edited && (
                    <Button
                      size="xs"
                      variant="ghost"
                      title="Undo the edits"
                      aria-label={`Undo ${row.newRequirementNumber ?? row.oldRequirementNumber ?? ''}`}
                      onClick={() => {
                        if (refused('edit')) return;
                        void run(
                          async () =>
                            (await undo({ variables: { input: line, id: row.id } })).data
                              ?.undoUpdatedRequirement,
                        );
                      }}
                    >
                      Undo
                    </Button>
                  )}
                </HStack>
              )
        }
      />

      {modal && (
        <IndividualRequirementModal
          open
          sectionNames={[sectionName]}
          initial={
            modal.row
              ? {
                  requirementTypeId: modal.row.requirementTypeId === 1 ? 1 : 2,
                  requirement: modal.row.newRequirement ?? modal.row.oldRequirement ?? '',
                }
              : null
          }
          busy={busy}
          error={modalError}
          onSubmit={(value) => void submitModal(value)}
          onDismiss={() => setModal(null)}
        />
      )}

      <DraggableDialog
        open={renumbering !== null}
        title="Requirement Number"
        onDismiss={() => setRenumbering(null)}
        footer={
          <HStack gap="2">
            <Button variant="outline" onClick={() => setRenumbering(null)}>
              Cancel
            </Button>
            <Button colorPalette="blue" loading={busy} onClick={() => void submitNumber()}>
              Update Number
            </Button>
          </HStack>
        }
      >
        <Field.Root required invalid={numberError !== null}>
          <Field.Label>
            New Requirement Number <Field.RequiredIndicator />
          </Field.Label>
          <Input
            aria-label="New Requirement Number"
            value={number}
            onChange={(event) => {
              setNumber(event.target.value);
              setNumberError(null);
            }}
          />
          {numberError && <Field.ErrorText>{numberError}</Field.ErrorText>}
        </Field.Root>
      </DraggableDialog>

      <ConfirmDialog
        open={deleting !== null}
        title="Delete Requirement"
        message={`Delete ${deleting?.newRequirementNumber ?? deleting?.oldRequirementNumber ?? 'this requirement'}? The change in law will remove it when accepted.`}
        busy={busy}
        onConfirm={() => {
          const row = deleting;
          if (!row) return;
          void run(
            async () =>
              (await remove({ variables: { input: line, id: row.id } })).data?.deleteUpdatedRequirement,
          ).then(() => setDeleting(null));
        }}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
