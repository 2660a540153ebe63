import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { lazyPages } from './lazy-pages';

const gaps = lazyPages(() => import('./areas/gaps'));

/**
 * Process hierarchy maintenance, gaps and updates and client change management, inside the menu-access guard.
 * Read-only users open them and see no edit controls; the BFF refuses their writes.
 */
export const gapsShellRoutes: RouteObject[] = [
  { path: paths.processHierarchy.path, element: gaps('ProcessHierarchyPage') },
  { path: paths.gapsAndUpdates.path, element: gaps('GapsAndUpdatesPage') },
  { path: paths.assessChange.path, element: gaps('AssessChangePage') },
];
