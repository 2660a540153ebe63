import 'reflect-metadata';
import type { LegacyCaller } from '../legacy/caller.js';
import { AdministrationApi, ClientSetupApi } from '../modules/administration/administration.api.js';
import { AccountApi } from '../modules/auth/account.api.js';
import { BusinessApi } from '../modules/business/business.api.js';
import { createBusinessLoaders } from '../modules/business/business.loaders.js';
import { CatalogueApi } from '../modules/catalogue/catalogue.api.js';
import { ComplianceTestingApi } from '../modules/compliance-testing/compliance-testing.api.js';
import { createComplianceTestingLoaders } from '../modules/compliance-testing/compliance-testing.loaders.js';
import { createCatalogueLoaders, type LookupScope } from '../modules/catalogue/catalogue.loaders.js';
import { ChangeInLawApi } from '../modules/change-in-law/change-in-law.api.js';
import { createChangeInLawLoaders } from '../modules/change-in-law/change-in-law.loaders.js';
import { HmdaApi } from '../modules/hmda/hmda.api.js';
import { createHmdaLoaders } from '../modules/hmda/hmda.loaders.js';
import { LawsApi } from '../modules/laws/laws.api.js';
import { createLawLoaders } from '../modules/laws/laws.loaders.js';
import { MappingsApi } from '../modules/mappings/mappings.api.js';
import { createMappingLoaders } from '../modules/mappings/mappings.loaders.js';
import { NavigationApi } from '../modules/navigation/navigation.api.js';
import { createNavigationLoaders } from '../modules/navigation/navigation.loaders.js';
import { RegistrationApi } from '../modules/registration/registration.api.js';
import { ReportToolApi } from '../modules/report-tool/report-tool.api.js';
import { ReportsApi } from '../modules/reports/reports.api.js';
import { createReportLoaders } from '../modules/reports/reports.loaders.js';
import { RequirementsApi } from '../modules/requirements/requirements.api.js';
import { createRequirementLoaders } from '../modules/requirements/requirements.loaders.js';
import { SearchHistoryApi } from '../modules/search-history/search-history.api.js';
import { AdminMaintenanceApi } from '../modules/administration/admin-maintenance.api.js';
import { SsoGroupsApi } from '../modules/administration/sso-groups.api.js';
import { EmailSettingsApi } from '../modules/administration/email-settings.api.js';
import { SubscriptionsApi } from '../modules/administration/subscriptions.api.js';
import { ProductPlansApi } from '../modules/administration/product-plans.api.js';
import { ValidatorRulesApi } from '../modules/validator-rules/validator-rules.api.js';
import { DmuApi } from '../modules/dmu/dmu.api.js';
import { createDmuLoaders } from '../modules/dmu/dmu.loaders.js';
import { ValidatorSetupApi } from '../modules/validator-setup/validator-setup.api.js';
import { createValidatorSetupLoaders } from '../modules/validator-setup/validator-setup.loaders.js';
import { ValidatorTestsApi } from '../modules/validator-tests/validator-tests.api.js';
import { createValidatorTestsLoaders } from '../modules/validator-tests/validator-tests.loaders.js';
import { ReportingApi } from '../modules/reporting/reporting.api.js';
import { RiskApi } from '../modules/risk/risk.api.js';
import { createRiskLoaders } from '../modules/risk/risk.loaders.js';
import { ProcessHierarchyApi } from '../modules/process-hierarchy/process-hierarchy.api.js';
import { createProcessHierarchyLoaders } from '../modules/process-hierarchy/process-hierarchy.loaders.js';
import { GapsApi } from '../modules/gaps/gaps.api.js';
import { createGapsLoaders } from '../modules/gaps/gaps.loaders.js';
import { ClientChangeApi } from '../modules/client-change-management/client-change-management.api.js';
import { createClientChangeLoaders } from '../modules/client-change-management/client-change-management.loaders.js';

/**
 * Every domain's API over the request's legacy caller. A new domain adds one line; the API is made on the first
 * `context.apis.<name>` of a request, so a request pays only for the domains it uses.
 */
const apiFactories = {
  account: (legacy: LegacyCaller) => new AccountApi(legacy),
  business: (legacy: LegacyCaller) => new BusinessApi(legacy),
  administration: (legacy: LegacyCaller) => new AdministrationApi(legacy),
  clientSetup: (legacy: LegacyCaller) => new ClientSetupApi(legacy),
  catalogue: (legacy: LegacyCaller) => new CatalogueApi(legacy),
  changeInLaw: (legacy: LegacyCaller) => new ChangeInLawApi(legacy),
  hmda: (legacy: LegacyCaller) => new HmdaApi(legacy),
  laws: (legacy: LegacyCaller) => new LawsApi(legacy),
  mappings: (legacy: LegacyCaller) => new MappingsApi(legacy),
  navigation: (legacy: LegacyCaller) => new NavigationApi(legacy),
  registration: (legacy: LegacyCaller) => new RegistrationApi(legacy),
  reportTool: (legacy: LegacyCaller) => new ReportToolApi(legacy),
  reports: (legacy: LegacyCaller) => new ReportsApi(legacy),
  requirements: (legacy: LegacyCaller) => new RequirementsApi(legacy),
  searchHistory: (legacy: LegacyCaller) => new SearchHistoryApi(legacy),
  validatorRules: (legacy: LegacyCaller) => new ValidatorRulesApi(legacy),
  validatorSetup: (legacy: LegacyCaller) => new ValidatorSetupApi(legacy),
  dmu: (legacy: LegacyCaller) => new DmuApi(legacy),
  validatorTests: (legacy: LegacyCaller) => new ValidatorTestsApi(legacy),
  adminMaintenance: (legacy: LegacyCaller) => new AdminMaintenanceApi(legacy),
  ssoGroups: (legacy: LegacyCaller) => new SsoGroupsApi(legacy),
  reporting: (legacy: LegacyCaller) => new ReportingApi(legacy),
  complianceTesting: (legacy: LegacyCaller) => new ComplianceTestingApi(legacy),
  risk: (legacy: LegacyCaller) => new RiskApi(legacy),
  processHierarchy: (legacy: LegacyCaller) => new ProcessHierarchyApi(legacy),
  gaps: (legacy: LegacyCaller) => new GapsApi(legacy),
  clientChangeQuestions: (legacy: LegacyCaller) => new GapsApi(legacy, 'ClientChangeManagement'),
  clientChange: (legacy: LegacyCaller) => new ClientChangeApi(legacy),
  emailSettings: (legacy: LegacyCaller) => new EmailSettingsApi(legacy),
  subscriptions: (legacy: LegacyCaller) => new SubscriptionsApi(legacy),
  productPlans: (legacy: LegacyCaller) => new ProductPlansApi(legacy),
};

/** What a domain's loaders are made from: the request's APIs, and the user's cache scope for lookups. */
export interface LoaderSources {
  apis: Apis;
  lookups: LookupScope;
}

/**
 * Every domain's DataLoaders (graphql/common/loaders.ts), made on the first `context.loaders.<name>` of a
 * request (or of a guarded resolver's route). A new domain adds one line.
 */
const loaderFactories = {
  business: ({ apis }: LoaderSources) => createBusinessLoaders(apis.business),
  catalogue: ({ apis, lookups }: LoaderSources) => createCatalogueLoaders(apis.catalogue, lookups),
  changeInLaw: ({ apis }: LoaderSources) => createChangeInLawLoaders(apis.changeInLaw),
  hmda: ({ apis }: LoaderSources) => createHmdaLoaders(apis.hmda),
  laws: ({ apis }: LoaderSources) => createLawLoaders(apis.laws),
  mappings: ({ apis }: LoaderSources) => createMappingLoaders(apis.mappings),
  navigation: ({ apis }: LoaderSources) => createNavigationLoaders(apis.navigation),
  reports: ({ apis, lookups }: LoaderSources) => createReportLoaders(apis.reports, lookups),
  requirements: ({ apis }: LoaderSources) => createRequirementLoaders(apis.requirements),
  validatorSetup: ({ apis }: LoaderSources) => createValidatorSetupLoaders(apis.validatorSetup),
  dmu: ({ apis }: LoaderSources) => createDmuLoaders(apis.dmu),
  validatorTests: ({ apis }: LoaderSources) => createValidatorTestsLoaders(apis.validatorTests),
  complianceTesting: ({ apis }: LoaderSources) => createComplianceTestingLoaders(apis.complianceTesting),
  risk: ({ apis }: LoaderSources) => createRiskLoaders(apis.risk),
  processHierarchy: ({ apis }: LoaderSources) => createProcessHierarchyLoaders(apis.processHierarchy),
  gaps: ({ apis }: LoaderSources) => createGapsLoaders(apis),
  clientChange: ({ apis }: LoaderSources) => createClientChangeLoaders(apis.clientChange),
};

type Made<F> = { readonly [K in keyof F]: F[K] extends (source: never) => infer R ? R : never };

/** The domain APIs of one request, all bound to the same caller (so its call count covers them all). */
export type Apis = Made<typeof apiFactories>;
export type Loaders = Made<typeof loaderFactories>;

/**
 * A class whose instances make each member on first read, from the one source they were built with, and keep it.
 * The getters live on the prototype: building an instance costs one object, whatever the number of domains.
 */
function lazyMembers<S, F extends Record<string, (source: S) => unknown>>(
  factories: F,
): new (source: S) => Made<F> {
  class Members {
    readonly made: Record<string, unknown> = {};
    constructor(readonly source: S) {}
  }
  for (const [name, make] of Object.entries(factories)) {
    Object.defineProperty(Members.prototype, name, {
      enumerable: true,
      get(this: Members) {
        return (this.made[name] ??= make(this.source));
      },
    });
  }
  return Members as unknown as new (source: S) => Made<F>;
}

const LazyApis = lazyMembers<LegacyCaller, typeof apiFactories>(apiFactories);
const LazyLoaders = lazyMembers<LoaderSources, typeof loaderFactories>(loaderFactories);

export function createApis(legacy: LegacyCaller): Apis {
  return new LazyApis(legacy);
}

export function createLoaders(sources: LoaderSources): Loaders {
  return new LazyLoaders(sources);
}
