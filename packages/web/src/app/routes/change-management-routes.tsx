import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ConfirmLawRequirementsPage } from '../../features/change-management/components/confirm-law-requirements-page';
import { MapBusinessRequirementsPage } from '../../features/change-management/components/map-business-requirements-page';
import { NewLawPage } from '../../features/change-management/components/new-law-page';
import { RequireChangeManagementStep } from '../guards/require-workflow-step';

/**
 * Change management's screens in the shell, inside the menu-access guard: the work queue, and
 * the map and confirm steps behind the change-management gating (tab index 1, then 2). Read-only users may open
 * them: the screens say what they cannot do.
 */
export const changeManagementShellRoutes: RouteObject[] = [
  { path: paths.changeManagement.path('newLaw'), element: <NewLawPage /> },
  {
    element: <RequireChangeManagementStep step="mapBusinessRequirements" />,
    children: [
      {
        path: paths.changeManagement.path('mapBusinessRequirements'),
        element: <MapBusinessRequirementsPage />,
      },
    ],
  },
  {
    element: <RequireChangeManagementStep step="confirmLawRequirements" />,
    children: [
      {
        path: paths.changeManagement.path('confirmLawRequirements'),
        element: <ConfirmLawRequirementsPage />,
      },
    ],
  },
];
