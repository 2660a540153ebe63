import { isEditableRoute, workflowRefusal, type WorkflowAction } from '@lexbridge/rules';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useLawWorkflowStateQuery, useSectionRequirementsQuery } from '../../../gql/hooks';
import type { WorkflowLawFieldsFragment } from '../../../gql/graphql';
import { useRefreshInboxCounts } from '../../../lib/inbox-counts';
import { useCurrentSession } from '../../../lib/session/session-context';
import { readSelectedLaw, saveSelectedLaw } from '../../../lib/workflow-selection';
import { REDIRECT_AFTER_APPROVAL_MS } from '@lexbridge/rules';

export interface SectionRef {
  sectionId: string;
  businessLineId: string;
}

/** The law's state and its requirements, refetched together after every change. */
export function useWorkflowLaw(ref: SectionRef | null) {
  const skip = !ref;
  const input = ref ?? { sectionId: '', businessLineId: '' };
  const state = useLawWorkflowStateQuery({ variables: { input }, skip, fetchPolicy: 'cache-and-network' });
  const requirements = useSectionRequirementsQuery({
    variables: { input },
    skip,
    fetchPolicy: 'cache-and-network',
  });
  const refetch = useCallback(async () => {
    await Promise.all([state.refetch(), requirements.refetch()]);
  }, [state, requirements]);
  return {
    law: state.data?.lawWorkflow ?? null,
    requirements: requirements.data?.requirementsForSection ?? [],
    loading: (state.loading && !state.data) || (requirements.loading && !requirements.data),
    error: state.error ?? requirements.error ?? null,
    refetch,
  };
}

/** May the user do `action` on this law from this screen: edit permission on the route and the workflow's rule. */
export function useCanAct(
  route: string,
  law: WorkflowLawFieldsFragment | null,
  action: WorkflowAction,
): boolean {
  const { editableRoutes } = useCurrentSession();
  if (!law || !isEditableRoute(editableRoutes, route)) return false;
  return (
    workflowRefusal(action, {
      tabIndex: law.tabIndex,
      status: law.status,
      isLawyer: law.isLawyer,
      isApprover: law.isApprover,
    }) === null
  );
}

/**
 * After approve or send back: inbox counts refreshed, then back to the legal dashboard with tab
 * 0 after 2 seconds.
 */
export function useBackToDashboard(): () => Promise<void> {
  const navigate = useNavigate();
  const refreshInboxCounts = useRefreshInboxCounts();
  return useCallback(async () => {
    await refreshInboxCounts();
    const selected = readSelectedLaw();
    if (selected) saveSelectedLaw({ ...selected, tabIndex: 0 });
    window.setTimeout(() => void navigate(paths.legalDashboard.getHref()), REDIRECT_AFTER_APPROVAL_MS);
  }, [navigate, refreshInboxCounts]);
}
