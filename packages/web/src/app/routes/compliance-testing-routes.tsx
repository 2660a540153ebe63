import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { lazyPages } from './lazy-pages';

// The compliance testing screens bring react-data-grid and the charts: one chunk, loaded on first use.
const ct = lazyPages(() => import('./areas/compliance-testing'));

/**
 * Compliance testing, inside the menu-access guard: a user sees a screen only with its route in the menu. Add,
 * Update, Delete, Save, Upload and evidence Delete show only with edit permission on the route (the BFF checks both
 * again).
 */
export const complianceTestingShellRoutes: RouteObject[] = [
  { path: paths.ctTestGroups.path, element: ct('TestGroupsPage') },
  { path: paths.ctTestTypes.path, element: ct('TestTypesPage') },
  { path: paths.ctTestCategories.path, element: ct('TestCategoriesPage') },
  { path: paths.ctRequirementCategories.path, element: ct('RequirementCategoriesPage') },
  { path: paths.ctTestingRules.path, element: ct('TestingRulesPage') },
  { path: paths.ctGraphs.path, element: ct('TestingGraphsPage') },
  { path: paths.ctActionPlans.path, element: ct('ActionPlansPage') },
  { path: paths.ctLoanRemediation.path, element: ct('LoanRemediationPage') },
];
