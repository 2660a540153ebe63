// The business module: its dashboard and report, the steps, law not applicable and gaps.
export { ApproveAssessmentPage } from '../../../features/business/components/approve-assessment-page';
export { AssessArtifactsPage } from '../../../features/business/components/assess-artifacts-page';
export { BusinessDashboardPage } from '../../../features/business/components/business-dashboard-page';
export {
  BusinessDashboardReportPage,
  GapsPage,
  LawNotApplicablePage,
} from '../../../features/business/components/business-side-pages';
export { MapArtifactsPage } from '../../../features/business/components/map-artifacts-page';
export { ValidateLawPage } from '../../../features/business/components/validate-law-page';
