/** The module's enums, apart from the decorated types so the API and the file routes can use them alone. */

export enum TestRuleResult {
  PASS = 'Pass',
  OBSERVATION = 'Observation',
}

export enum ValidatorGrid {
  MESSAGE_TYPES = 'message-types',
  TEST_RULES = 'test-rules',
  TEST_RULE_MESSAGES = 'test-rule-messages',
  TEST_FILTER_MAPPINGS = 'test-filter-mappings',
  TEST_FILTER_FIELDS = 'test-filter-fields',
  CLIENT_FILTER_MAPPINGS = 'client-filter-mappings',
}
