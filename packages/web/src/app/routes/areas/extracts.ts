// Extracts: the reports and their Excel export.
export { ExtractsPage } from '../../../features/extracts/components/extracts-page';
