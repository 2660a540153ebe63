import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { RequirePopupAccess } from '../guards/require-popup-access';
import { RequireLegalStep } from '../guards/require-workflow-step';
import { lazyPages } from './lazy-pages';

const requirements = lazyPages(() => import('./areas/requirements'));

/**
 * The legal workflow's screens in the shell, inside the menu-access guard: the dashboard, and the define
 * and approve steps behind the step gating by tab index. Read-only users may open them: the screens say
 * what they cannot do.
 */
export const requirementsShellRoutes: RouteObject[] = [
  { path: paths.legalDashboard.path, element: requirements('LegalDashboardPage') },
  {
    element: <RequireLegalStep step="defineBusinessRequirements" />,
    children: [
      {
        path: paths.legalStep.path('defineBusinessRequirements'),
        element: requirements('DefineRequirementsPage'),
      },
    ],
  },
  {
    element: <RequireLegalStep step="approveBusinessRequirements" />,
    children: [
      {
        path: paths.legalStep.path('approveBusinessRequirements'),
        element: requirements('ApproveRequirementsPage'),
      },
    ],
  },
];

/** The workflow's windows: open to whoever may open the screen that opened them. */
export const requirementsPopupRoutes: RouteObject = {
  element: <RequirePopupAccess />,
  children: [
    { path: paths.editBusinessWindow.path, element: requirements('EditBusinessWindow') },
    { path: paths.approveLawsWindow.path, element: requirements('ApproveLawsWindow') },
  ],
};
