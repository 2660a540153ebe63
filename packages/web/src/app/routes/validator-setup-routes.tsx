import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { lazyPages } from './lazy-pages';

// Validator setup, results and system field mapping bring react-data-grid: one chunk, loaded on first use.
const setup = lazyPages(() => import('./areas/validator-setup'));

/**
 * Validator setup and results, and system field mapping (DMU), inside the menu-access guard: a user sees a screen
 * only with its route in the menu; writes show only with edit permission (the BFF checks both again).
 */
export const validatorSetupShellRoutes: RouteObject[] = [
  { path: paths.validatorResults.path, element: setup('ValidatorResultsPage') },
  { path: paths.pipelineRuns.path, element: setup('PipelineRunsPage') },
  { path: paths.validatorEntities.path, element: setup('EntitiesPage') },
  { path: paths.headerMapping.path, element: setup('HeaderMappingPage') },
  { path: paths.clientFile.path, element: setup('ClientFilePage') },
  { path: paths.headerApprovals.path, element: setup('HeaderApprovalsPage') },
  { path: paths.setupReference.path, element: setup('SetupReferencePage') },
  { path: paths.systemFieldMapping.path, element: setup('SystemFieldMappingPage') },
  { path: paths.requirementFields.path, element: setup('RequirementFieldsPage') },
];
