import 'reflect-metadata';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { buildSchema, getMetadataStorage } from 'type-graphql';
import { AdministrationResolver } from '../modules/administration/administration.resolver.js';
import { ClientSetupResolver } from '../modules/administration/client-setup.resolver.js';
import { AdminMaintenanceResolver } from '../modules/administration/admin-maintenance.resolver.js';
import { SsoGroupsResolver } from '../modules/administration/sso-groups.resolver.js';
import { EmailSettingsResolver } from '../modules/administration/email-settings.resolver.js';
import { SubscriptionsResolver } from '../modules/administration/subscriptions.resolver.js';
import { ProductPlansResolver } from '../modules/administration/product-plans.resolver.js';
import { AccountResolver } from '../modules/auth/account.resolver.js';
import { AuthResolver } from '../modules/auth/auth.resolver.js';
import { BusinessAssessmentResolver } from '../modules/business/business-assessment.resolver.js';
import { BusinessResolver } from '../modules/business/business.resolver.js';
import { CatalogueResolver } from '../modules/catalogue/catalogue.resolver.js';
import { ChangeInLawResolver } from '../modules/change-in-law/change-in-law.resolver.js';
import { ChangeManagementResolver } from '../modules/change-in-law/change-management.resolver.js';
import { LawHierarchyResolver } from '../modules/laws/hierarchy.resolver.js';
import { LawDetailResolver } from '../modules/laws/law-detail.resolver.js';
import { LawTextResolver } from '../modules/laws/law-text.resolver.js';
import { HmdaResolver } from '../modules/hmda/hmda.resolver.js';
import { MappingsResolver } from '../modules/mappings/mappings.resolver.js';
import { NavigationResolver } from '../modules/navigation/navigation.resolver.js';
import { RegistrationResolver } from '../modules/registration/registration.resolver.js';
import { ReportToolResolver } from '../modules/report-tool/report-tool.resolver.js';
import { ReportsResolver } from '../modules/reports/reports.resolver.js';
import { RequirementsResolver } from '../modules/requirements/requirements.resolver.js';
import { SearchHistoryResolver } from '../modules/search-history/search-history.resolver.js';
import { ShellResolver } from '../modules/shell/shell.resolver.js';
import { ValidatorClientFilterMappingsResolver } from '../modules/validator-rules/client-filter-mappings.resolver.js';
import { ValidatorExportsResolver } from '../modules/validator-rules/exports.resolver.js';
import { ValidatorFilterFieldsResolver } from '../modules/validator-rules/filter-fields.resolver.js';
import { ValidatorFilterMappingsResolver } from '../modules/validator-rules/filter-mappings.resolver.js';
import { ValidatorMessageTypesResolver } from '../modules/validator-rules/message-types.resolver.js';
import { ValidatorRuleMessagesResolver } from '../modules/validator-rules/rule-messages.resolver.js';
import { ValidatorTestRulesResolver } from '../modules/validator-rules/test-rules.resolver.js';
import { DmuResolver } from '../modules/dmu/dmu.resolver.js';
import { ValidatorSetupResolver } from '../modules/validator-setup/validator-setup.resolver.js';
import { ValidatorTestsResolver } from '../modules/validator-tests/validator-tests.resolver.js';
import { ReportingResolver } from '../modules/reporting/reporting.resolver.js';
import { ComplianceTestingResolver } from '../modules/compliance-testing/compliance-testing.resolver.js';
import { ComplianceWorkQueuesResolver } from '../modules/compliance-testing/work-queues.resolver.js';
import { RiskAssessmentResolver } from '../modules/risk/risk-assessment.resolver.js';
import { RiskRatingResolver } from '../modules/risk/risk-rating.resolver.js';
import { RiskReportsResolver } from '../modules/risk/risk-reports.resolver.js';
import { ProcessHierarchyResolver } from '../modules/process-hierarchy/process-hierarchy.resolver.js';
import { GapsResolver } from '../modules/gaps/gaps.resolver.js';
import { ClientChangeResolver } from '../modules/client-change-management/client-change-management.resolver.js';

/** Every module's resolvers; a new domain module adds its resolver here. */
export const resolvers = [
  AccountResolver,
  AdministrationResolver,
  AuthResolver,
  BusinessResolver,
  BusinessAssessmentResolver,
  CatalogueResolver,
  ClientSetupResolver,
  ChangeInLawResolver,
  ChangeManagementResolver,
  LawHierarchyResolver,
  LawDetailResolver,
  LawTextResolver,
  HmdaResolver,
  MappingsResolver,
  NavigationResolver,
  RegistrationResolver,
  ReportToolResolver,
  ReportsResolver,
  RequirementsResolver,
  SearchHistoryResolver,
  ShellResolver,
  ValidatorMessageTypesResolver,
  ValidatorTestRulesResolver,
  ValidatorRuleMessagesResolver,
  ValidatorFilterMappingsResolver,
  ValidatorClientFilterMappingsResolver,
  ValidatorFilterFieldsResolver,
  ValidatorExportsResolver,
  ValidatorSetupResolver,
  DmuResolver,
  ValidatorTestsResolver,
  AdminMaintenanceResolver,
  SsoGroupsResolver,
  ReportingResolver,
  ComplianceTestingResolver,
  ComplianceWorkQueuesResolver,
  RiskRatingResolver,
  RiskAssessmentResolver,
  RiskReportsResolver,
  ProcessHierarchyResolver,
  GapsResolver,
  ClientChangeResolver,
  EmailSettingsResolver,
  SubscriptionsResolver,
  ProductPlansResolver,
] as const;

let built: Promise<GraphQLSchema> | undefined;

/** The schema, built once per process (type-graphql's metadata is global anyway). */
export function getSchema(): Promise<GraphQLSchema> {
  if (!built) {
    readPlainFieldsDirectly();
    built = buildSchema({ resolvers, validate: false });
  }
  return built;
}

/**
 * A field without a resolver of its own is read by graphql's default resolver, which the compiled queries inline,
 * instead of through a wrapper of type-graphql's per field and per row (it would only run middleware, and the BFF
 * has none: a test keeps it so). A field renamed in the schema keeps the wrapper, which reads the property name.
 */
function readPlainFieldsDirectly(): void {
  for (const field of getMetadataStorage().fields) {
    if (field.simple === undefined && field.name === field.schemaName) field.simple = true;
  }
}

/** The committed SDL: sorted, so a change in the code shows as a small diff in schema/schema.graphql. */
export function schemaSdl(schema: GraphQLSchema): string {
  return `${SDL_HEADER}${printSchema(lexicographicSortSchema(schema))}\n`;
}

const SDL_HEADER =
  '# Generated from the BFF code by `pnpm schema`. Do not edit: change the code and regenerate.\n\n';

export const SCHEMA_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../schema/schema.graphql',
);
