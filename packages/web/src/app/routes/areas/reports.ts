// Reports: canned reports with their charts, and the report tool's embedded dashboards (Reports, CRA, compliance testing).
export { ReportsPage } from '../../../features/reports/components/reports-page';
export {
  ComplianceTestingDashboardPage,
  CraPage,
} from '../../../features/reports/components/screen-dashboards-page';
