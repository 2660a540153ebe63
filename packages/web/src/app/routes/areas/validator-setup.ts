// Validator setup and results, pipeline runs, and system field mapping (DMU).
export { ClientFilePage } from '../../../features/validator-setup/components/client-file-page';
export { EntitiesPage } from '../../../features/validator-setup/components/entities-page';
export { HeaderApprovalsPage } from '../../../features/validator-setup/components/header-approvals-page';
export { HeaderMappingPage } from '../../../features/validator-setup/components/header-mapping-page';
export { RequirementFieldsPage } from '../../../features/validator-setup/components/requirement-fields-page';
export { PipelineRunsPage } from '../../../features/validator-setup/components/pipeline-runs-page';
export { SetupReferencePage } from '../../../features/validator-setup/components/setup-reference-page';
export { ValidatorResultsPage } from '../../../features/validator-setup/components/validator-results-page';
export { SystemFieldMappingPage } from '../../../features/dmu/components/system-field-mapping-page';
