// Process hierarchy maintenance, gaps and updates, client change management.
export { ProcessHierarchyPage } from '../../../features/process-hierarchy/components/process-hierarchy-page';
export { GapsAndUpdatesPage } from '../../../features/gaps/components/gaps-and-updates-page';
export { AssessChangePage } from '../../../features/client-change-management/components/assess-change-page';
