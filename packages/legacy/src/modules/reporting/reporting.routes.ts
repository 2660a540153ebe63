import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { LegacyContext } from '../../context.js';
import { bodyValue, isPlainObject, parseId, queryValue } from '../../http/params.js';
import { actingClient, callerOf, OWNERSHIP_MESSAGES, OwnershipRefusal } from '../../http/caller.js';
import { answer, assignedBusinessLine, optionalQueryId, Refusal } from '../catalogue/http.js';
import {
  artifactTypeReport,
  dashboards,
  gapReport,
  impactReport,
  implementationReport,
  recordReportError,
  reportClient,
  reportClients,
  riskReport,
  type CannedFilters,
  type CannedRow,
} from './reporting.repository.js';
import type { Queryable } from '../../db/db.js';

export const REPORTING_MESSAGES = {
  levelInvalid: 'severity must be High, Medium or Low.',
  statusInvalid: 'status must be Open, In Progress or Closed.',
  dateInvalid: (name: string) => `${name} must be a date (yyyy-mm-dd).`,
  screenInvalid: 'screen must be reports, cra or compliance-testing.',
  reportNameRequired: 'ReportName is required.',
  errorCodeRequired: 'ErrorCode is required.',
  textTooLong: (name: string, max: number) => `${name} must be at most ${max} characters.`,
  submitted: 'Error submitted successfully.',
} as const;

const LEVELS = ['High', 'Medium', 'Low'];
const STATUSES = ['Open', 'In Progress', 'Closed'];
export const DASHBOARD_SCREENS = ['reports', 'cra', 'compliance-testing'] as const;

function text(query: URLSearchParams, name: string): string | null {
  const value = queryValue(query, name)?.trim();
  return value && !['null', 'undefined'].includes(value.toLowerCase()) ? value : null;
}

function oneOf(query: URLSearchParams, name: string, allowed: string[], message: string): string | null {
  const value = text(query, name);
  if (value === null) return null;
  const match = allowed.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
  if (!match) throw new Refusal(400, message);
  return match;
}

function date(query: URLSearchParams, name: string): string | null {
  const value = text(query, name);
  if (value === null) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value)))
    throw new Refusal(400, REPORTING_MESSAGES.dateInvalid(name));
  return value;
}

/**
 * The client a reporting call acts for: a client's user's own (naming another client is 404), the one provider
 * staff name, or null (provider staff naming none: every client's rows).
 */
async function clientOf(
  db: Queryable,
  request: FastifyRequest,
  named: number | null,
): Promise<number | null> {
  return actingClient(await callerOf(db, request), named);
}

/** The client a report shows, by id, known to exist (404 otherwise); null for none. */
async function existingClient(db: Queryable, clientId: number | null) {
  const client = await reportClient(db, clientId);
  if (clientId !== null && !client) throw new OwnershipRefusal(404, OWNERSHIP_MESSAGES.notFound);
  return client;
}

async function filters(db: Queryable, request: FastifyRequest, levelName: string): Promise<CannedFilters> {
  const query = request.legacyQuery;
  const clientId = await clientOf(db, request, optionalQueryId(query, 'clientId'));
  const businessLineId = optionalQueryId(query, 'businessLineId');
  if (businessLineId !== null) await assignedBusinessLine(db, request.legacyUserId, businessLineId);
  return {
    clientId,
    businessLineId,
    regulatorId: optionalQueryId(query, 'regulatorId'),
    level: oneOf(query, levelName, LEVELS, REPORTING_MESSAGES.levelInvalid),
    status: oneOf(query, 'status', STATUSES, REPORTING_MESSAGES.statusInvalid),
    changeTypeId: optionalQueryId(query, 'changeTypeId'),
    fromDate: date(query, 'fromDate'),
    toDate: date(query, 'toDate'),
    artifactType: text(query, 'artifactType'),
  };
}

function bodyText(
  body: Record<string, unknown>,
  name: string,
  max: number,
  required?: string,
): string | null {
  const raw = bodyValue(body, name);
  const value = typeof raw === 'string' ? raw.trim() : raw === undefined || raw === null ? '' : String(raw);
  if (!value) {
    if (required) throw new Refusal(400, required);
    return null;
  }
  if (value.length > max) throw new Refusal(400, REPORTING_MESSAGES.textTooLong(name, max));
  return value;
}

/**
 * Reporting: the canned reports (each limited to the caller's business lines and to its client's rows; provider
 * staff see every client's or name one with clientId), the embedded dashboards of a screen (the same for every
 * client), the client a user's embedded reports must show (a client's user's own; provider staff name it), and
 * submit-tableau-error (recorded with that client).
 */
export async function reportingRoutes(app: FastifyInstance, { db }: LegacyContext): Promise<void> {
  const canned = (
    path: string,
    levelName: string,
    load: (db: Queryable, userId: number, f: CannedFilters) => Promise<CannedRow[]>,
  ) =>
    app.get(
      path,
      answer(async (request) => load(db, request.legacyUserId, await filters(db, request, levelName))),
    );
  canned('/reports/report-gap', 'severity', gapReport);
  canned('/reports/report-risk', 'riskLevel', riskReport);
  canned('/reports/report-impact', 'severity', impactReport);
  canned('/reports/report-dashboard', 'severity', implementationReport);
  canned('/reports/report-artifact-type', 'severity', artifactTypeReport);

  app.get(
    '/reports/get-report-dashboards',
    answer(async (request) => {
      const screen = text(request.legacyQuery, 'screen') ?? 'reports';
      if (!(DASHBOARD_SCREENS as readonly string[]).includes(screen))
        throw new Refusal(400, REPORTING_MESSAGES.screenInvalid);
      return dashboards(db, screen);
    }),
  );

  app.get(
    '/reports/get-report-client',
    answer(async (request) =>
      existingClient(db, await clientOf(db, request, optionalQueryId(request.legacyQuery, 'clientId'))),
    ),
  );

  // The clients a user may look at: a client's user its own; provider staff every client (to choose one).
  app.get(
    '/reports/get-report-clients',
    answer(async (request) => reportClients(db, (await callerOf(db, request)).clientId)),
  );

  app.post(
    '/reports/submit-tableau-error',
    answer(async (request) => {
      const body = isPlainObject(request.body) ? request.body : {};
      const reportName = bodyText(body, 'ReportName', 200, REPORTING_MESSAGES.reportNameRequired)!;
      const errorCode = bodyText(body, 'ErrorCode', 100, REPORTING_MESSAGES.errorCodeRequired)!;
      const named = bodyValue(body, 'ClientId');
      const client = await existingClient(
        db,
        await clientOf(db, request, named === undefined || named === null ? null : parseId(named)),
      );
      const error = {
        reportName,
        errorCode,
        clientId: client?.ClientId ?? null,
        clientName: client?.ClientName ?? bodyText(body, 'ClientName', 200),
        description: bodyText(body, 'Description', 2000),
      };
      const id = await recordReportError(db, request.legacyUserId, error);
      request.log.warn({ reportingError: { id, ...error } }, 'reporting error submitted');
      return { Id: id, Message: REPORTING_MESSAGES.submitted };
    }),
  );
}
