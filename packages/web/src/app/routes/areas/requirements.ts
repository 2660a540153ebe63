// The legal workflow: the legal dashboard, the define and approve steps and their windows.
export { LegalDashboardPage } from '../../../features/requirements/components/legal-dashboard-page';
export {
  ApproveLawsWindow,
  ApproveRequirementsPage,
  DefineRequirementsPage,
  EditBusinessWindow,
} from '../../../features/requirements/components/workflow-pages';
