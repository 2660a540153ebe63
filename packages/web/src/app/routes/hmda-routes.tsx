import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { lazyPages } from './lazy-pages';

// The HMDA screens bring react-data-grid and are for administrators only: one chunk, loaded on first use.
const hmda = lazyPages(() => import('./areas/hmda'));

/**
 * HMDA reference data, inside the menu-access guard: a user sees a screen only with its route in the
 * menu. Add, Update, Delete, Replicate and Upload show only with edit permission on the route (the BFF checks both
 * again).
 */
export const hmdaShellRoutes: RouteObject[] = [
  { path: paths.hmdaClientInfo.path, element: hmda('ClientInfoPage') },
  { path: paths.hmdaFieldMaster.path, element: hmda('FieldMasterPage') },
  { path: paths.hmdaClientValues.path, element: hmda('ClientValuesPage') },
  { path: paths.hmdaValidValues.path, element: hmda('ValidValuesPage') },
  { path: paths.hmdaFieldOrder.path, element: hmda('FieldOrderPage') },
  { path: paths.hmdaSystems.path, element: hmda('SystemsPage') },
  { path: paths.hmdaDetailSystems.path, element: hmda('DetailSystemsPage') },
  { path: paths.hmdaEditReferences.path, element: hmda('EditReferencesPage') },
  { path: paths.hmdaBankMaster.path, element: hmda('BankMasterPage') },
  { path: paths.hmdaLarUpload.path, element: hmda('LarUploadPage') },
];
