export { buildLegacyApp, type LegacyAppOptions } from './app.js';
export { startLegacy, type RunningLegacy, type StartLegacyOptions } from './start.js';
export {
  ConfigError,
  DEFAULT_SECRET_KEY,
  loadConfig,
  DEFAULT_SSO_REDIRECT_URIS,
  type DatabaseConfig,
  type JsonWebKeySet,
  type SsoSettings,
  type LegacyConfig,
  type LogLevel,
} from './config.js';
export {
  dbOptionsFromConfig,
  openDb,
  type Db,
  type OpenDbOptions,
  type Queryable,
  type QueryResult,
} from './db/db.js';
export { migrate } from './db/migrate.js';
export { seedDemoData } from './seed/seed.js';
export { DEMO_PASSWORD, DEMO_USERS, MENU_IDS, ROUTES, type DemoUser } from './seed/demo-data.js';
export { decryptSecret, encryptSecret } from './http/secret.js';
export { LEGACY_MESSAGES } from './http/envelope.js';
export { TOKEN_ERRORS } from './auth/token.routes.js';
export { ACCESS_MESSAGES } from './modules/access/messages.js';
export { SUBSCRIPTION_PRODUCTS, type PlanSeed, type ProductSeed } from './seed/subscriptions.js';
export { CATALOGUE_MESSAGES } from './modules/catalogue/messages.js';
export { seedBulkCatalogue, type BulkSeedResult } from './seed/catalogue-bulk.js';
export { HMDA_BANKS, HMDA_READ_ONLY_USER, seedBulkHmdaFieldMaster } from './seed/hmda-seed.js';
export { seedBulkValidator, VALIDATOR_ROUTES as VALIDATOR_SEED_ROUTES } from './seed/validator-seed.js';
export { VALIDATOR_MESSAGES as VALIDATOR_LEGACY_MESSAGES } from './modules/validator/validator.messages.js';
export {
  REPORTING_CLIENT,
  REPORTING_DASHBOARDS,
  REPORTING_OTHER_CLIENT,
  REPORTING_ROUTES,
  REPORT_TOOL_USERS,
} from './seed/reporting-seed.js';
export { REPORT_TOOL_ERRORS } from './modules/reporting/report-tool.page.js';
export {
  GAPS_MENU_ITEMS,
  GAPS_ROUTES as GAPS_SEED_ROUTES,
  seedBulkProcessHierarchy,
} from './seed/gaps-seed.js';
