import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { lazyPages } from './lazy-pages';

// The maintenance screens bring react-data-grid and are for administrators only: one chunk, loaded on first use.
const validator = lazyPages(() => import('./areas/validator-rules'));

/**
 * Validator rule maintenance, inside the menu-access guard: a user sees a screen only with its route in
 * the menu. Add, Update and Delete show only with edit permission on the route (the BFF checks both again).
 */
export const validatorShellRoutes: RouteObject[] = [
  { path: paths.validatorMessageTypes.path, element: validator('MessageTypesPage') },
  { path: paths.validatorTestRules.path, element: validator('TestRulesPage') },
  { path: paths.validatorTestRuleMessages.path, element: validator('TestRuleMessagesPage') },
  { path: paths.validatorTestFilterMappings.path, element: validator('TestFilterMappingsPage') },
  { path: paths.validatorTestFilterFields.path, element: validator('TestFilterFieldsPage') },
  { path: paths.validatorClientFilterMappings.path, element: validator('ClientFilterMappingsPage') },
];
