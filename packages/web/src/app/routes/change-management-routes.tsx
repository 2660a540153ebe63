import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { RequireChangeManagementStep } from '../guards/require-workflow-step';
import { lazyPages } from './lazy-pages';

const changeManagement = lazyPages(() => import('./areas/change-management'));

/**
 * Change management's screens in the shell, inside the menu-access guard: the work queue, and
 * the map and confirm steps behind the change-management gating (tab index 1, then 2). Read-only users may open
 * them: the screens say what they cannot do.
 */
export const changeManagementShellRoutes: RouteObject[] = [
  { path: paths.changeManagement.path('newLaw'), element: changeManagement('NewLawPage') },
  {
    element: <RequireChangeManagementStep step="mapBusinessRequirements" />,
    children: [
      {
        path: paths.changeManagement.path('mapBusinessRequirements'),
        element: changeManagement('MapBusinessRequirementsPage'),
      },
    ],
  },
  {
    element: <RequireChangeManagementStep step="confirmLawRequirements" />,
    children: [
      {
        path: paths.changeManagement.path('confirmLawRequirements'),
        element: changeManagement('ConfirmLawRequirementsPage'),
      },
    ],
  },
];
