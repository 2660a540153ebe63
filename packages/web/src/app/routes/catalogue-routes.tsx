import type { RouteObject } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ChangeInLawPopup } from '../../features/change-in-law/components/change-in-law-popup';
import { ExtractsPage } from '../../features/extracts/components/extracts-page';
import { HierarchySearchPage } from '../../features/legal/components/hierarchy-search-page';
import { CompleteLawDetailPopup } from '../../features/legal/components/popups/complete-law-detail-popup';
import { LawDetailsPopup } from '../../features/legal/components/popups/law-details-popup';
import { LawTextPopup } from '../../features/legal/components/popups/law-text-popup';
import { LinkToSourcePopup } from '../../features/legal/components/popups/link-to-source-popup';
import { RequirementDetailPopup } from '../../features/legal/components/popups/requirement-detail-popup';
import { MapLawPage } from '../../features/mappings/components/map-law-page';
import { RequireEditPermission } from '../guards/require-edit-permission';
import { RequirePopupAccess } from '../guards/require-popup-access';
import { RequireLegalStep } from '../guards/require-workflow-step';

/** The law catalogue's screens in the shell, inside the menu-access guard. */
export const catalogueShellRoutes: RouteObject[] = [
  { path: paths.legalHierarchySearch.path, element: <HierarchySearchPage /> },
  {
    // Legal workflow step 5 (issue 5): the selected law's sections and their mapping, gated like the other steps.
    element: <RequireLegalStep step="mapLawToBusinessProcesses" />,
    children: [{ path: paths.mapLawToBusinessProcesses.path, element: <MapLawPage /> }],
  },
  {
    // Extracts is permission guarded: edit permission on /extracts.
    element: <RequireEditPermission />,
    children: [{ path: paths.extracts.path, element: <ExtractsPage /> }],
  },
];

/** The pop-up windows: signed in, outside the shell, open to whoever may open the screen that opened them. */
export const popupRoutes: RouteObject = {
  element: <RequirePopupAccess />,
  children: [
    { path: paths.lawDetailsPopup.path, element: <LawDetailsPopup /> },
    { path: paths.readMorePopup.path, element: <LawTextPopup /> },
    { path: paths.requirementDetailPopup.path, element: <RequirementDetailPopup /> },
    { path: paths.completeLawDetailPopup.path, element: <CompleteLawDetailPopup /> },
    { path: paths.linkToSourcePopup.path, element: <LinkToSourcePopup /> },
    { path: paths.changeInLawPopup.path, element: <ChangeInLawPopup /> },
  ],
};
