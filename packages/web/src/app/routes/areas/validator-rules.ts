// Validator rule maintenance: its six screens.
export { ClientFilterMappingsPage } from '../../../features/validator-rules/components/client-filter-mappings-page';
export { MessageTypesPage } from '../../../features/validator-rules/components/message-types-page';
export { TestFilterFieldsPage } from '../../../features/validator-rules/components/test-filter-fields-page';
export { TestFilterMappingsPage } from '../../../features/validator-rules/components/test-filter-mappings-page';
export { TestRuleMessagesPage } from '../../../features/validator-rules/components/test-rule-messages-page';
export { TestRulesPage } from '../../../features/validator-rules/components/test-rules-page';
