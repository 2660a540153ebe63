import { Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import {
  MESSAGES,
  REQUIREMENT_MESSAGES,
  REQUIREMENT_TYPE,
  SUBMIT_FLAG,
  TOAST_TITLES,
} from '@lexbridge/rules';
import { useMemo, useState } from 'react';
import { CollapsibleSection } from '../../../components/collapsible-section';
import { DeleteConfirmDialog } from '../../../components/dialogs/delete-confirm-dialog';
import {
  RequirementsGrid,
  REQUIREMENT_TABLE_HEIGHT,
  type RequirementGridRow,
} from '../../../components/requirements-grid/requirements-grid';
import {
  useAcceptLawRequirementsMutation,
  useCreateRequirementMutation,
  useDeleteRequirementsMutation,
  useRequirementLawDetailQuery,
  useSaveRequirementDraftMutation,
  useSetRequirementsApplicableMutation,
  useUpdateRequirementMutation,
} from '../../../gql/hooks';
import type { RequirementRowFieldsFragment, WorkflowLawFieldsFragment } from '../../../gql/graphql';
import { errorMessage, hasErrorCode } from '../../../lib/graphql-errors';
import { useRefreshInboxCounts } from '../../../lib/inbox-counts';
import { notify } from '../../../lib/toast';
import {
  IndividualRequirementModal,
  type RequirementDraftValue,
} from '../../../components/requirements-grid/individual-requirement-modal';
import { LawTextTree } from './law-text-tree';

interface EditBusinessRequirementsProps {
  law: WorkflowLawFieldsFragment;
  requirements: readonly RequirementRowFieldsFragment[];
  /** The view is read-only (no edit permission, or the law is not at a step this user may change). */
  readOnly: boolean;
  /** Accept mode: the approver edits before approving (type 1 allowed, Submit records the acceptance). */
  acceptMode?: boolean;
  refetch: () => Promise<void>;
  /** After a successful Submit. */
  onSubmitted?: () => void;
}

type Original = { requirementTypeId: number; requirement: string; version: number };

/**
 * The Edit Business Requirements modal's body, for define and accept: the law text
 * tree with checkboxes, the requirements table with edit, delete (confirmed) and undo, Add Requirement, the process
 * lists, Save Draft and Submit. Each create, update and delete is saved at once (the toasts are the catalogue's
 * answers); undo restores the text and type a requirement had when the window opened; Submit sends the accept-laws
 * request with submit flag 2 when anything changed, else 1.
 */
export function EditBusinessRequirements({
  law,
  requirements,
  readOnly,
  acceptMode = false,
  refetch,
  onSubmitted,
}: EditBusinessRequirementsProps) {
  const key = { sectionId: law.sectionId, businessLineId: law.businessLineId };
  const refreshInboxCounts = useRefreshInboxCounts();
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [checkedNames, setCheckedNames] = useState<string[]>([]);
  const [modal, setModal] = useState<{ editing: RequirementRowFieldsFragment | null } | null>(null);
  const [modalError, setModalError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<string[] | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [changed, setChanged] = useState(law.submitFlag === SUBMIT_FLAG.changed);
  const [originals] = useState(() => new Map<string, Original>());
  const [edited, setEdited] = useState<Set<string>>(new Set());

  const [create, createState] = useCreateRequirementMutation();
  const [update, updateState] = useUpdateRequirementMutation();
  const [remove, removeState] = useDeleteRequirementsMutation();
  const [saveDraft, draftState] = useSaveRequirementDraftMutation();
  const [accept, acceptState] = useAcceptLawRequirementsMutation();
  const [setAllApplicable] = useSetRequirementsApplicableMutation();
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

  const rows: RequirementGridRow[] = useMemo(
    () =>
      requirements.map((row) => ({
        id: row.id,
        requirementNumber: row.requirementNumber,
        requirement: row.requirement,
        isApplicable: row.isApplicable,
        unsaved: edited.has(row.id),
      })),
    [requirements, edited],
  );
  const byId = (id: string) => requirements.find((row) => row.id === id) ?? null;

  const readOnlySays = (message: string) =>
    notify({ type: 'warning', title: TOAST_TITLES.info, description: message });

  const afterChange = async () => {
    setChanged(true);
    await refetch();
    await refreshInboxCounts();
  };

  const conflictOrError = (error: unknown, fallback: string) => {
    if (hasErrorCode(error, 'CONFLICT')) {
      void refetch();
      return REQUIREMENT_MESSAGES.conflict;
    }
    return errorMessage(error, fallback, ['sectionId', 'lawSections', 'requirementTypeId', 'requirement']);
  };

  const submitModal = async (value: RequirementDraftValue) => {
    setModalError(null);
    const editing = modal?.editing ?? null;
    try {
      if (editing) {
        if (!originals.has(editing.id)) {
          originals.set(editing.id, {
            requirementTypeId: editing.requirementTypeId,
            requirement: editing.requirement,
            version: editing.version,
          });
        }
        const { data } = await update({
          variables: { input: { ...key, id: editing.id, version: editing.version, ...value } },
        });
        notify({
          type: 'success',
          description: data?.updateRequirement.message ?? REQUIREMENT_MESSAGES.updated,
        });
        setEdited((was) => new Set(was).add(editing.id));
      } else {
        const lawSections = [...checked].map((subSectionId) => ({ sectionId: law.sectionId, subSectionId }));
        const { data } = await create({ variables: { input: { ...key, ...value, lawSections } } });
        notify({
          type: 'success',
          description: data?.createRequirement.message ?? REQUIREMENT_MESSAGES.added,
        });
      }
      setModal(null);
      await afterChange();
    } catch (error) {
      const message = conflictOrError(error, MESSAGES.defaultError);
      if (message === REQUIREMENT_MESSAGES.falsySave) {
        notify({ type: 'info', title: TOAST_TITLES.info, description: message });
        setModal(null);
      } else setModalError(message);
    }
  };

  const undo = async (id: string) => {
    const original = originals.get(id);
    const current = byId(id);
    if (!original || !current) return;
    try {
      await update({
        variables: {
          input: {
            ...key,
            id,
            version: current.version,
            requirementTypeId: original.requirementTypeId,
            requirement: original.requirement,
          },
        },
      });
      originals.delete(id);
      setEdited((was) => {
        const next = new Set(was);
        next.delete(id);
        return next;
      });
      notify({ type: 'success', description: REQUIREMENT_MESSAGES.updated });
      await afterChange();
    } catch (error) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: conflictOrError(error, MESSAGES.defaultError),
      });
    }
  };

  const deleteConfirmed = async (ids: string[]) => {
    setConfirmDelete(null);
    try {
      const { data } = await remove({ variables: { input: { ...key, ids, renumber: true } } });
      notify({ type: 'success', description: data?.deleteRequirements.message ?? MESSAGES.defaultSuccess });
      setSelected(new Set());
      await afterChange();
    } catch (error) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: conflictOrError(error, MESSAGES.defaultError),
      });
    }
  };

  const onSaveDraft = async () => {
    try {
      const { data } = await saveDraft({ variables: { input: key } });
      notify({
        type: 'success',
        description: data?.saveRequirementDraft.message ?? REQUIREMENT_MESSAGES.draftSaved,
      });
      await refetch();
    } catch (error) {
      notify({ type: 'error', description: errorMessage(error, MESSAGES.defaultError) });
    }
  };

  const onSubmit = async () => {
    try {
      const { data } = await accept({
        variables: { input: { sections: [key], changed, lawInventoryId: law.lawInventoryId } },
      });
      notify({
        type: 'success',
        title: TOAST_TITLES.success,
        description: data?.acceptLawRequirements.message ?? MESSAGES.defaultSuccess,
      });
      setChanged(false);
      await refreshInboxCounts();
      await refetch();
      onSubmitted?.();
    } catch (error) {
      notify({
        type: 'error',
        title: 'Error',
        description: errorMessage(error, MESSAGES.defaultError, ['sections', 'sectionId']),
      });
    }
  };

  const hasHeader = requirements.some((row) => row.requirementTypeId === REQUIREMENT_TYPE.header);
  const editing = modal?.editing ?? null;

  return (
    <Stack gap="4" data-part="edit-business-requirements">
      <Box>
        <Heading as="h3" size="sm" mb="2">
          Law Text
        </Heading>
        <LawTextTree
          sectionId={law.sectionId}
          checked={checked}
          disabled={false}
          onCheckedChange={(next, names) => {
            if (readOnly) return readOnlySays(MESSAGES.readOnlyMode);
            setChecked(next);
            setCheckedNames(names);
          }}
        />
      </Box>

      <HStack justify="space-between" wrap="wrap">
        <Heading as="h3" size="sm">
          Business Requirements
        </Heading>
        <HStack gap="2">
          {selected.size > 0 && (
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              onClick={() =>
                readOnly ? readOnlySays(MESSAGES.readOnlyDelete) : setConfirmDelete([...selected])
              }
            >
              Delete selected ({selected.size})
            </Button>
          )}
          <Button
            size="sm"
            colorPalette="blue"
            onClick={() => {
              if (readOnly) return readOnlySays(MESSAGES.readOnlyEdit);
              if (checked.size === 0)
                return notify({
                  type: 'warning',
                  title: TOAST_TITLES.required,
                  description: REQUIREMENT_MESSAGES.selectLawsFirst,
                });
              setModalError(null);
              setModal({ editing: null });
            }}
          >
            Add Requirement
          </Button>
        </HStack>
      </HStack>

      {/* react-data-grid's layered styles lose their cell padding to Chakra's reset: restored (two-line texts spaced) here. */}
      <Box css={{ '& .rdg-cell': { paddingInline: '8px', lineHeight: '1.3' } }}>
        <RequirementsGrid
          rows={rows}
          showEditButtons
          readOnly={readOnly}
          gridEnabled={!readOnly}
          selectable={!readOnly}
          selectedIds={selected}
          onSelectedIdsChange={setSelected}
          height={REQUIREMENT_TABLE_HEIGHT}
          label="Business requirements of the law"
          onEdit={(row) => {
            setModalError(null);
            setModal({ editing: byId(row.id) });
          }}
          onDelete={(row) => setConfirmDelete([row.id])}
          onSelectAll={async (applicable) => {
            try {
              const { data } = await setAllApplicable({
                variables: { input: { ...key, isApplicable: applicable } },
              });
              notify({
                type: 'success',
                description: data?.setRequirementsApplicable.message ?? REQUIREMENT_MESSAGES.updated,
              });
              await afterChange();
            } catch (error) {
              notify({ type: 'error', description: conflictOrError(error, MESSAGES.defaultError) });
              await refetch();
            }
          }}
          onApplicableChange={async (row, applicable) => {
            const current = byId(row.id);
            if (!current) return;
            try {
              await update({
                variables: {
                  input: { ...key, id: row.id, version: current.version, isApplicable: applicable },
                },
              });
              await afterChange();
            } catch (error) {
              notify({ type: 'error', description: conflictOrError(error, MESSAGES.defaultError) });
            }
          }}
        />
      </Box>
      {edited.size > 0 && !readOnly && (
        <List.Root gap="1" aria-label="Edited requirements" listStyleType="none">
          {[...edited].map((id) => (
            <List.Item key={id}>
              <HStack gap="2">
                <Text textStyle="sm">{byId(id)?.requirementNumber} edited</Text>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => void undo(id)}
                  loading={updateState.loading}
                >
                  Undo {byId(id)?.requirementNumber}
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}

      <CollapsibleSection title="Azimuth Process" defaultOpen={false}>
        <NameList names={(detail.data?.lawDetail.azimuthProcesses ?? []).map((process) => process.name)} />
      </CollapsibleSection>
      <CollapsibleSection title="Company Process" defaultOpen={false}>
        <NameList names={(detail.data?.lawDetail.companyProcesses ?? []).map((process) => process.name)} />
      </CollapsibleSection>

      {!readOnly && (
        <HStack justify="flex-end" gap="2">
          {!acceptMode && (
            <Button
              variant="outline"
              onClick={() => void onSaveDraft()}
              loading={draftState.loading}
              disabled={requirements.length === 0}
            >
              Save Draft
            </Button>
          )}
          <Button
            colorPalette="green"
            bg="green.700"
            _hover={{ bg: 'green.800' }}
            onClick={() => void onSubmit()}
            loading={acceptState.loading}
          >
            Submit
          </Button>
        </HStack>
      )}

      {modal && (
        <IndividualRequirementModal
          open
          sectionNames={editing ? [law.section] : checkedNames}
          initial={
            editing
              ? {
                  requirementTypeId: editing.requirementTypeId === 1 ? 1 : 2,
                  requirement: editing.requirement,
                }
              : null
          }
          defineMode={!!editing && editing.requirementTypeId === REQUIREMENT_TYPE.define}
          busy={createState.loading || updateState.loading}
          error={modalError}
          onSubmit={(value) => {
            if (!editing && value.requirementTypeId === REQUIREMENT_TYPE.header && hasHeader) {
              setModalError(REQUIREMENT_MESSAGES.oneHeaderOnly);
              return;
            }
            void submitModal(value);
          }}
          onDismiss={() => setModal(null)}
        />
      )}
      <DeleteConfirmDialog
        open={confirmDelete !== null}
        onClose={(yes) =>
          yes && confirmDelete ? void deleteConfirmed(confirmDelete) : setConfirmDelete(null)
        }
        onDismiss={() => setConfirmDelete(null)}
      />
      {removeState.loading && <Text srOnly>Deleting</Text>}
    </Stack>
  );
}

function NameList({ names }: { names: readonly string[] }) {
  if (names.length === 0) return <Text color="fg.muted">{MESSAGES.noResult}</Text>;
  return (
    <List.Root gap="1" ps="4">
      {names.map((name) => (
        <List.Item key={name}>{name}</List.Item>
      ))}
    </List.Root>
  );
}
