import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { lazyPages } from './lazy-pages';

// Reports bring the chart library: one chunk, loaded on first use.
const reports = lazyPages(() => import('./areas/reports'));

/**
 * Reports, CRA and the compliance-testing dashboard, inside the menu-access guard: a user sees a screen only with
 * its route in the menu (the BFF checks again, and frames a dashboard only for users with the report-tool flag).
 */
export const reportsShellRoutes: RouteObject[] = [
  { path: paths.reports.path, element: reports('ReportsPage') },
  { path: paths.cra.path, element: reports('CraPage') },
  { path: paths.complianceTestingDashboard.path, element: reports('ComplianceTestingDashboardPage') },
];
