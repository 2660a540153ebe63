// Compliance testing: its eight screens.
export {
  RequirementCategoriesPage,
  TestCategoriesPage,
  TestGroupsPage,
  TestTypesPage,
} from '../../../features/compliance-testing/components/testing-list-page';
export { TestingRulesPage } from '../../../features/compliance-testing/components/testing-rules-page';
export { TestingGraphsPage } from '../../../features/compliance-testing/components/testing-graphs-page';
export { ActionPlansPage } from '../../../features/compliance-testing/components/action-plans-page';
export { LoanRemediationPage } from '../../../features/compliance-testing/components/loan-remediation-page';
