import Fastify, { type FastifyInstance } from 'fastify';
import { tokenRoutes } from './auth/token.routes.js';
import { DEFAULT_SECRET_KEY, type LogLevel } from './config.js';
import type { LegacyContext } from './context.js';
import { DEFAULT_MAIL_FROM } from './config.js';
import { Mailer, smtpTransport, type MailTransport } from './modules/mail/mailer.js';
import { controlRoutes } from './control/control.routes.js';
import { RequestStats } from './control/stats.js';
import type { Db } from './db/db.js';
import { registerErrorHandling } from './http/errors.js';
import { bearerGuard, legacyCallGuard } from './http/guards.js';
import { childLoggerFactory, genReqId } from './http/request-context.js';
import { accessRoutes, signedInAccessRoutes, type AccessOptions } from './modules/access/access.routes.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { businessRoutes } from './modules/business/business.routes.js';
import { administrationRoutes } from './modules/administration/administration.routes.js';
import { adminMaintenanceRoutes } from './modules/administration/admin-maintenance.routes.js';
import { ssoGroupRoutes } from './modules/administration/sso-groups.routes.js';
import { emailSettingsRoutes } from './modules/administration/email-settings.routes.js';
import { subscriptionRoutes } from './modules/administration/subscriptions.routes.js';
import { productPlanRoutes } from './modules/administration/product-plans.routes.js';
import { clientSetupRoutes } from './modules/administration/clients.routes.js';
import { complianceTestingRoutes } from './modules/compliance-testing/compliance-testing.routes.js';
import { hmdaRoutes } from './modules/hmda/hmda.routes.js';
import { riskRoutes } from './modules/risk/risk.routes.js';
import { hierarchyRoutes } from './modules/hierarchy/hierarchy.routes.js';
import { inboxRoutes } from './modules/inbox/inbox.routes.js';
import { lawTextRoutes } from './modules/law-text/law-text.routes.js';
import { lawRoutes } from './modules/laws/laws.routes.js';
import { lookupRoutes } from './modules/lookups/lookups.routes.js';
import { menuRoutes } from './modules/menu/menu.routes.js';
import { mappingRoutes } from './modules/mappings/mappings.routes.js';
import { changeInLawRoutes } from './modules/change-in-law/change-in-law.routes.js';
import { changeManagementRoutes } from './modules/change-in-law/change-management.routes.js';
import { reportRoutes } from './modules/reports/reports.routes.js';
import { requirementRoutes } from './modules/requirements/requirements.routes.js';
import { savedSearchRoutes } from './modules/saved-searches/saved-search.routes.js';
import { validatorRoutes } from './modules/validator/validator.routes.js';
import { dmuRoutes } from './modules/validator-setup/dmu.routes.js';
import { resultsRoutes } from './modules/validator-setup/results.routes.js';
import { requirementFieldRoutes } from './modules/validator-setup/requirement-fields.routes.js';
import { testRequestRoutes } from './modules/validator-setup/test-requests.routes.js';
import { validatorSetupRoutes } from './modules/validator-setup/validator-setup.routes.js';
import { workflowRoutes } from './modules/workflow/workflow.routes.js';
import { reportingRoutes } from './modules/reporting/reporting.routes.js';
import {
  DEFAULT_REPORT_TOOL_FRAME_ANCESTORS,
  reportToolPageRoutes,
} from './modules/reporting/report-tool.page.js';
import { processHierarchyRoutes } from './modules/gaps/process-hierarchy.routes.js';
import { gapsRoutes } from './modules/gaps/gaps.routes.js';
import { clientChangeRoutes } from './modules/gaps/client-change.routes.js';

export interface LegacyAppOptions extends AccessOptions {
  /** An open, migrated database. The app does not close it: whoever opened it does. */
  db: Db;
  /** Passphrase of the `secret` cipher; must equal the BFF's. Default `lexbridge-dev-secret-2026`. */
  secretKey?: string;
  /** Access token lifetime (expires_in). Default 3600. */
  tokenLifetimeSeconds?: number;
  /** Refresh token lifetime. Default 1209600 (14 days). */
  refreshTokenLifetimeSeconds?: number;
  /** Default info. */
  logLevel?: LogLevel;
  /** Where mail goes: an SMTP server (LEGACY_SMTP_URL). Unset: messages stay Queued in the outbox. */
  smtpUrl?: string;
  /** A transport of the caller's (tests); wins over smtpUrl. */
  mailTransport?: MailTransport;
  /** The sender of the catalogue's own mail (password reset links). Default no-reply@lexbridge.test. */
  mailFrom?: string;
  /** Where the JSON log lines go; default stdout. Tests pass a collector. */
  logStream?: { write(line: string): void };
  /** Adds the /__control routes for tests. Never on in a served catalogue. Default false. */
  testControls?: boolean;
  /** CSP frame-ancestors of the stand-in report tool's views (the product's origins). Default: this machine. */
  reportToolFrameAncestors?: readonly string[];
}

/** Builds the reference catalogue without listening, so tests and hosts decide how to serve it. */
export function buildLegacyApp(options: LegacyAppOptions): FastifyInstance {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId,
    childLoggerFactory,
    // ASP.NET routing ignores case and a trailing slash, and clients of the legacy catalogue rely on both.
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
  });

  const context: LegacyContext = {
    db: options.db,
    secretKey: options.secretKey ?? DEFAULT_SECRET_KEY,
    lifetimes: {
      tokenLifetimeSeconds: options.tokenLifetimeSeconds ?? 3600,
      refreshTokenLifetimeSeconds: options.refreshTokenLifetimeSeconds ?? 1_209_600,
    },
    stats: options.testControls ? new RequestStats() : undefined,
    mail: new Mailer(
      options.db,
      options.mailTransport ?? (options.smtpUrl ? smtpTransport(options.smtpUrl) : null),
      (error, message) => app.log.error({ err: error }, message),
    ),
    mailFrom: options.mailFrom ?? DEFAULT_MAIL_FROM,
  };
  // Deliveries under way finish before the database closes.
  app.addHook('onClose', () => context.mail.idle());

  app.decorateRequest('legacyUserId', 0);
  app.decorateRequest('legacyQuery', null as unknown as URLSearchParams);
  app.addHook('onRequest', async (request, reply) => {
    void reply.header('x-request-id', request.id);
    const path = request.routeOptions.url ?? request.url.split('?')[0];
    if (!path.startsWith('/__control/')) context.stats?.recordRequest(path);
  });
  registerErrorHandling(app);

  app.get('/health', async (request, reply) => {
    try {
      await context.db.query('SELECT 1');
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unavailable');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });

  app.register(tokenRoutes, context);
  // Anonymous access calls (single sign-on and /oidc, sign-up, password reset, registration).
  app.register(accessRoutes, { ...context, publicUrl: options.publicUrl, sso: options.sso });

  // Every legacy call behind the bearer check, then the secret and UserId checks.
  app.register(async (api) => {
    api.addHook('onRequest', bearerGuard(context.db));
    api.addHook('preHandler', legacyCallGuard(context.secretKey));
    await api.register(accountRoutes, context);
    await api.register(signedInAccessRoutes, context);
    await api.register(menuRoutes, context);
    await api.register(inboxRoutes, context);
    await api.register(savedSearchRoutes, context);
    // Validator rule maintenance, in its own scope: its role check covers its routes only.
    await api.register(validatorRoutes, context);
    // HMDA reference data, in its own scope for the same reason.
    await api.register(hmdaRoutes, context);
    // The law catalogue: lookups, hierarchy search, law detail, law text, reports.
    for (const routes of [lookupRoutes, hierarchyRoutes, lawRoutes, lawTextRoutes, reportRoutes]) {
      await api.register(routes, context);
    }
    // The legal workflow: law requirements, accept law, the dashboard and legal approval.
    await api.register(requirementRoutes, context);
    await api.register(workflowRoutes, context);
    // Section mappings and change in law.
    await api.register(mappingRoutes, context);
    await api.register(changeInLawRoutes, context);
    // Change management's work queue of changes in law.
    await api.register(changeManagementRoutes, context);
    // The business module: dashboard, validation, artifacts, assessment, approval, gaps.
    await api.register(businessRoutes, context);
    // Administration: master lists, users, roles and menus.
    await api.register(administrationRoutes, context);
    await api.register(clientSetupRoutes, context);
    // Validator setup and results, pipeline runs, and system field mapping (DMU).
    for (const routes of [
      validatorSetupRoutes,
      resultsRoutes,
      dmuRoutes,
      testRequestRoutes,
      requirementFieldRoutes,
    ]) {
      await api.register(routes, context);
    }
    // Administration, continued: artifacts, question lists, employee assignments, the employee-to-role upload.
    await api.register(adminMaintenanceRoutes, context);
    await api.register(ssoGroupRoutes, context);
    await api.register(emailSettingsRoutes, context);
    // Reporting: canned reports, embedded dashboards and reporting errors.
    await api.register(reportingRoutes, context);
    // Compliance testing and its list maintenance, in its own scope: its role check covers its routes only.
    await api.register(complianceTestingRoutes, context);
    // Risk rating and risk assessment.
    await api.register(riskRoutes, context);
    // Process hierarchy maintenance, gaps and updates, client change management.
    await api.register(processHierarchyRoutes, context);
    await api.register(gapsRoutes, context);
    await api.register(clientChangeRoutes, context);
    await api.register(subscriptionRoutes, context);
    await api.register(productPlanRoutes, context);
  });

  // The stand-in report tool's views: a page of its own, framed by the product, checked by its report token.
  app.register(reportToolPageRoutes, {
    ...context,
    frameAncestors: options.reportToolFrameAncestors ?? DEFAULT_REPORT_TOOL_FRAME_ANCESTORS,
  });

  if (context.stats) app.register(controlRoutes, { ...context, stats: context.stats });

  return app;
}
