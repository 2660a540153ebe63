import { Box, Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { isEditableRoute, MESSAGES, workflowRefusal } from '@lexbridge/rules';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { PopupWindowFrame } from '../../../components/window/popup-window-frame';
import { paths } from '../../../config/paths';
import type { WorkflowLawFieldsFragment } from '../../../gql/graphql';
import { useCurrentSession } from '../../../lib/session/session-context';
import { usePopupClose } from '../../../lib/use-popup-close';
import { useRequireSelectedLaw } from '../../../lib/use-require-selected-law';
import { openPopupWindow } from '../../../lib/popup-window';
import { useWorkflowLaw, type SectionRef } from '../hooks/use-workflow-law';
import { ApproveLawRequirement } from './approve-law-requirement';
import { EditBusinessRequirements } from './edit-business-requirements';
import { WorkflowLawHeader } from './workflow-law-header';

const DEFINE_ROUTE = paths.legalStep.getHref('defineBusinessRequirements');

/** Define mode is the lawyer's while defining; accept mode the approver's while the law waits for approval. */
function useEditMode(law: WorkflowLawFieldsFragment | null) {
  const { editableRoutes } = useCurrentSession();
  const mayEdit = isEditableRoute(editableRoutes, DEFINE_ROUTE);
  if (!law || !mayEdit) return { readOnly: true, acceptMode: false };
  const state = {
    tabIndex: law.tabIndex,
    status: law.status,
    isLawyer: law.isLawyer,
    isApprover: law.isApprover,
  };
  if (workflowRefusal('defineRequirements', state) === null) return { readOnly: false, acceptMode: false };
  if (workflowRefusal('acceptRequirements', state) === null) return { readOnly: false, acceptMode: true };
  return { readOnly: true, acceptMode: false };
}

function Loading() {
  return (
    <Center py="10">
      <Spinner role="status" aria-label="Loading" />
    </Center>
  );
}

function Failed() {
  return (
    <Text color="fg.error" role="alert">
      {MESSAGES.lawTextLoadFailed}
    </Text>
  );
}

function selectedRef(selected: { sectionId?: string; businessLineId?: string } | null): SectionRef | null {
  return selected?.sectionId && selected.businessLineId
    ? { sectionId: selected.sectionId, businessLineId: selected.businessLineId }
    : null;
}

/** legal-module/defineBusinessRequirements: the selected law's Edit Business Requirements, define (or accept) mode. */
export function DefineRequirementsPage() {
  const selected = useRequireSelectedLaw();
  const navigate = useNavigate();
  const ref = selectedRef(selected);
  const { law, requirements, loading, error, refetch } = useWorkflowLaw(ref);
  const { readOnly, acceptMode } = useEditMode(law);
  if (!selected) return null;
  if (!ref) return <Text>{MESSAGES.selectLaw}</Text>;
  if (loading) return <Loading />;
  if (error || !law) return <Failed />;
  return (
    <Stack gap="5" data-part="define-requirements">
      <WorkflowLawHeader
        law={law}
        title="Define Business Requirements"
        canClearComment={!readOnly && law.isLawyer && law.status === 'SENT_BACK'}
        readOnly={readOnly}
        onChanged={refetch}
      />
      <Box>
        <Button
          size="xs"
          variant="outline"
          onClick={() =>
            openPopupWindow(
              paths.editBusinessWindow.getHref(
                {
                  lawId: law.lawId,
                  sectionId: law.sectionId,
                  lawDetailId: law.lawDetailId,
                  businessLineId: law.businessLineId,
                },
                DEFINE_ROUTE,
              ),
              'large',
            )
          }
        >
          Open in a window
        </Button>
      </Box>
      <EditBusinessRequirements
        law={law}
        requirements={requirements}
        readOnly={readOnly}
        acceptMode={acceptMode}
        refetch={refetch}
        onSubmitted={() => void navigate(paths.legalDashboard.getHref())}
      />
    </Stack>
  );
}

/** legal-module/approveBusinessRequirements: the selected law's Approve Law Requirement view. */
export function ApproveRequirementsPage() {
  const selected = useRequireSelectedLaw();
  const ref = selectedRef(selected);
  const { law, loading, error, refetch } = useWorkflowLaw(ref);
  if (!selected) return null;
  if (!ref) return <Text>{MESSAGES.selectLaw}</Text>;
  if (loading) return <Loading />;
  if (error || !law) return <Failed />;
  return (
    <Stack gap="5" data-part="approve-requirements">
      <WorkflowLawHeader
        law={law}
        title="Approve Business Requirements"
        canClearComment={false}
        readOnly={!law.isApprover}
        onChanged={refetch}
      />
      <ApproveLawRequirement law={law} legalColumn={selected.legalColumn ?? null} refetch={refetch} />
    </Stack>
  );
}

function useWindowLaw() {
  const { sectionId = '', businessLineId = '' } = useParams();
  return useWorkflowLaw(sectionId && businessLineId ? { sectionId, businessLineId } : null);
}

/** The window route user/editBusiness/{lawId}/{sectionId}/{lawdetailId}/{businessLineId}. */
export function EditBusinessWindow() {
  const close = usePopupClose();
  const { law, requirements, loading, error, refetch } = useWindowLaw();
  const { readOnly, acceptMode } = useEditMode(law);
  return (
    <PopupWindowFrame
      title="Edit Business Requirements"
      onClose={close}
      loading={loading}
      error={error ? MESSAGES.popUpLoadFailed : null}
    >
      {law && (
        <Stack gap="4">
          <WorkflowLawHeader
            law={law}
            title="Edit Business Requirements"
            canClearComment={false}
            readOnly={readOnly}
            onChanged={refetch}
            inWindow
          />
          <EditBusinessRequirements
            law={law}
            requirements={requirements}
            readOnly={readOnly}
            acceptMode={acceptMode}
            refetch={refetch}
            onSubmitted={close}
          />
        </Stack>
      )}
    </PopupWindowFrame>
  );
}

/** The window route user/approveLawsWin/{lawId}/{sectionId}/{lawdetailId}/{businessLineId}, from accepting a law. */
export function ApproveLawsWindow() {
  const close = usePopupClose();
  const [search] = useSearchParams();
  const { law, loading, error, refetch } = useWindowLaw();
  return (
    <PopupWindowFrame
      title="Approve Law Requirement"
      onClose={close}
      loading={loading}
      error={error ? MESSAGES.popUpLoadFailed : null}
    >
      {law && (
        <Stack gap="4">
          <WorkflowLawHeader
            law={law}
            title="Approve Law Requirement"
            canClearComment={false}
            readOnly={!law.isApprover}
            onChanged={refetch}
            inWindow
          />
          <ApproveLawRequirement
            law={law}
            legalColumn={null}
            readOnly={search.get('readOnly') === 'true'}
            refetch={refetch}
          />
        </Stack>
      )}
    </PopupWindowFrame>
  );
}
