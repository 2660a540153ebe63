import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { RequireEditPermission } from '../guards/require-edit-permission';
import { RequirePopupAccess } from '../guards/require-popup-access';
import { RequireLegalStep } from '../guards/require-workflow-step';
import { lazyPages } from './lazy-pages';

const legal = lazyPages(() => import('./areas/legal'));
const mappings = lazyPages(() => import('./areas/mappings'));
const extracts = lazyPages(() => import('./areas/extracts'));
const changeInLaw = lazyPages(() => import('./areas/change-in-law'));

/** The law catalogue's screens in the shell, inside the menu-access guard. */
export const catalogueShellRoutes: RouteObject[] = [
  { path: paths.legalHierarchySearch.path, element: legal('HierarchySearchPage') },
  { path: paths.searchHistory.path, element: legal('SearchHistoryPage') },
  {
    // Legal workflow step 5: the selected law's sections and their mapping, gated like the other steps.
    element: <RequireLegalStep step="mapLawToBusinessProcesses" />,
    children: [{ path: paths.mapLawToBusinessProcesses.path, element: mappings('MapLawPage') }],
  },
  {
    // Extracts is permission guarded: edit permission on /extracts.
    element: <RequireEditPermission />,
    children: [{ path: paths.extracts.path, element: extracts('ExtractsPage') }],
  },
];

/** The pop-up windows: signed in, outside the shell, open to whoever may open the screen that opened them. */
export const popupRoutes: RouteObject = {
  element: <RequirePopupAccess />,
  children: [
    { path: paths.lawDetailsPopup.path, element: legal('LawDetailsPopup') },
    { path: paths.readMorePopup.path, element: legal('LawTextPopup') },
    { path: paths.requirementDetailPopup.path, element: legal('RequirementDetailPopup') },
    { path: paths.completeLawDetailPopup.path, element: legal('CompleteLawDetailPopup') },
    { path: paths.linkToSourcePopup.path, element: legal('LinkToSourcePopup') },
    { path: paths.changeInLawPopup.path, element: changeInLaw('ChangeInLawPopup') },
  ],
};
