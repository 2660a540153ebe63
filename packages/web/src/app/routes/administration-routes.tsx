import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { lazyPages } from './lazy-pages';

// The administration screens bring react-data-grid and are for administrators only: one chunk, loaded on first use.
const administration = lazyPages(() => import('./areas/administration'));

/**
 * Administration, inside the menu-access guard: a user sees a screen only with its route in the menu.
 * Add, Update and Delete show only with edit permission on the route; the BFF checks the administrator roles too.
 */
export const administrationShellRoutes: RouteObject[] = [
  { path: paths.adminMasterLists.path, element: administration('MasterListsPage') },
  { path: paths.adminUsers.path, element: administration('UsersPage') },
  { path: paths.adminRoles.path, element: administration('RolesPage') },
  { path: paths.adminClientSetup.path, element: administration('ClientSetupPage') },
  { path: paths.adminArtifacts.path, element: administration('ArtifactsPage') },
  { path: paths.adminQuestions.path, element: administration('QuestionsPage') },
  { path: paths.adminEmployeeAssignments.path, element: administration('EmployeeAssignmentsPage') },
  { path: paths.adminSsoGroups.path, element: administration('SsoGroupsPage') },
  { path: paths.adminEmailSettings.path, element: administration('EmailSettingsPage') },
  { path: paths.adminSubscriptions.path, element: administration('SubscriptionsPage') },
];
