import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { lazyPages } from './lazy-pages';

// The risk screens bring the chart library and the questionnaire inputs: one chunk, loaded on first use.
const risk = lazyPages(() => import('./areas/risk'));

/**
 * Risk rating, risk reports and risk assessment, inside the menu-access guard: a user sees a screen only with its
 * route in the menu; writes show only with edit permission on the route (the BFF checks both again).
 */
export const riskShellRoutes: RouteObject[] = [
  { path: paths.riskRating.path, element: risk('RiskRatingPage') },
  { path: paths.riskReports.path, element: risk('RiskReportsPage') },
  { path: paths.riskAssessment.path, element: risk('RiskAssessmentPage') },
];
