// Risk rating, its reports and risk assessment: their three screens.
export { RiskAssessmentPage } from '../../../features/risk/components/risk-assessment-page';
export { RiskRatingPage } from '../../../features/risk/components/risk-rating-page';
export { RiskReportsPage } from '../../../features/risk/components/risk-reports-page';
