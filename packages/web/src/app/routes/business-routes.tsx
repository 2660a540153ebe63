import type { BusinessStep } from '@lexbridge/rules';
import type { RouteObject } from 'react-router-dom';
import { paths, type BusinessScreen } from '../../config/paths';
import { RequireBusinessStep } from '../guards/require-business-step';
import { lazyPages } from './lazy-pages';

const business = lazyPages(() => import('./areas/business'));

type Page = Parameters<typeof business>[0];

function gated(step: BusinessStep, path: string, page: Page): RouteObject {
  // Keyed by step: moving between two steps mounts a fresh guard, which judges the new step (the same element type
  // at the same place would keep the verdict of the step it first judged).
  return {
    element: <RequireBusinessStep key={step} step={step} />,
    children: [{ path, element: business(page) }],
  };
}

const screen = (name: BusinessScreen) => paths.businessStep.path(name);

/**
 * The business module, inside the menu-access guard, each screen behind the stepper gating by tab index.
 * Read-only users open them and see what they cannot do; the BFF refuses their writes.
 */
export const businessShellRoutes: RouteObject[] = [
  gated('dashboard', paths.businessModule.path, 'BusinessDashboardPage'),
  gated('dashboardReport', screen('dashboardReport'), 'BusinessDashboardReportPage'),
  gated('validateLawApplicability', screen('validateLawApplicability'), 'ValidateLawPage'),
  gated('mapArtifacts', screen('mapArtifacts'), 'MapArtifactsPage'),
  gated('assessArtifacts', screen('assessArtifacts'), 'AssessArtifactsPage'),
  gated('approveAssessment', screen('approveAssessment'), 'ApproveAssessmentPage'),
  gated('lawNotApplicable', screen('lawNotApplicable'), 'LawNotApplicablePage'),
  { path: screen('gaps'), element: business('GapsPage') },
];
