import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LegalDashboardPage } from '../../features/requirements/components/legal-dashboard-page';
import {
  ApproveLawsWindow,
  ApproveRequirementsPage,
  DefineRequirementsPage,
  EditBusinessWindow,
} from '../../features/requirements/components/workflow-pages';
import { RequireLegalStep } from '../guards/require-workflow-step';
import { RequirePopupAccess } from '../guards/require-popup-access';

/**
 * The legal workflow's screens in the shell (issue 5), inside the menu-access guard: the dashboard, and the define
 * and approve steps behind the step gating by tab index. Read-only users may open them: the screens say
 * what they cannot do.
 */
export const requirementsShellRoutes: RouteObject[] = [
  { path: paths.legalDashboard.path, element: <LegalDashboardPage /> },
  {
    element: <RequireLegalStep step="defineBusinessRequirements" />,
    children: [{ path: paths.legalStep.path('defineBusinessRequirements'), element: <DefineRequirementsPage /> }],
  },
  {
    element: <RequireLegalStep step="approveBusinessRequirements" />,
    children: [{ path: paths.legalStep.path('approveBusinessRequirements'), element: <ApproveRequirementsPage /> }],
  },
];

/** The workflow's windows: open to whoever may open the screen that opened them. */
export const requirementsPopupRoutes: RouteObject = {
  element: <RequirePopupAccess />,
  children: [
    { path: paths.editBusinessWindow.path, element: <EditBusinessWindow /> },
    { path: paths.approveLawsWindow.path, element: <ApproveLawsWindow /> },
  ],
};
