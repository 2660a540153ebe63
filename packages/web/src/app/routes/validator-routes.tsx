import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { paths } from '../../config/paths';

// The maintenance screens load on demand: they bring react-data-grid and are for administrators only.
const MessageTypesPage = lazy(() => import('../../features/validator-rules/components/message-types-page').then((m) => ({ default: m.MessageTypesPage })));
const TestRulesPage = lazy(() => import('../../features/validator-rules/components/test-rules-page').then((m) => ({ default: m.TestRulesPage })));
const TestRuleMessagesPage = lazy(() =>
  import('../../features/validator-rules/components/test-rule-messages-page').then((m) => ({ default: m.TestRuleMessagesPage })),
);
const TestFilterMappingsPage = lazy(() =>
  import('../../features/validator-rules/components/test-filter-mappings-page').then((m) => ({ default: m.TestFilterMappingsPage })),
);
const TestFilterFieldsPage = lazy(() =>
  import('../../features/validator-rules/components/test-filter-fields-page').then((m) => ({ default: m.TestFilterFieldsPage })),
);
const ClientFilterMappingsPage = lazy(() =>
  import('../../features/validator-rules/components/client-filter-mappings-page').then((m) => ({ default: m.ClientFilterMappingsPage })),
);

const page = (element: ReactNode) => <Suspense fallback={<FullPageSpinner />}>{element}</Suspense>;

/**
 * Validator rule maintenance (issue 6), inside the menu-access guard: a user sees a screen only with its route in
 * the menu. Add, Update and Delete show only with edit permission on the route (the BFF checks both again).
 */
export const validatorShellRoutes: RouteObject[] = [
  { path: paths.validatorMessageTypes.path, element: page(<MessageTypesPage />) },
  { path: paths.validatorTestRules.path, element: page(<TestRulesPage />) },
  { path: paths.validatorTestRuleMessages.path, element: page(<TestRuleMessagesPage />) },
  { path: paths.validatorTestFilterMappings.path, element: page(<TestFilterMappingsPage />) },
  { path: paths.validatorTestFilterFields.path, element: page(<TestFilterFieldsPage />) },
  { path: paths.validatorClientFilterMappings.path, element: page(<ClientFilterMappingsPage />) },
];
