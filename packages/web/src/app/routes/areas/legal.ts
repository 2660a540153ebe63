// Search Hierarchy and the law pop-up windows.
export { HierarchySearchPage } from '../../../features/legal/components/hierarchy-search-page';
export { CompleteLawDetailPopup } from '../../../features/legal/components/popups/complete-law-detail-popup';
export { LawDetailsPopup } from '../../../features/legal/components/popups/law-details-popup';
export { LawTextPopup } from '../../../features/legal/components/popups/law-text-popup';
export { LinkToSourcePopup } from '../../../features/legal/components/popups/link-to-source-popup';
export { RequirementDetailPopup } from '../../../features/legal/components/popups/requirement-detail-popup';
export { SearchHistoryPage } from '../../../features/legal/components/search-history-page';
