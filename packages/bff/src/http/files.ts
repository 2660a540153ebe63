import { randomBytes } from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import {
  canAccessRoute,
  isEditableRoute,
  isSpreadsheetFileName,
  LEXBRIDGE_MESSAGES,
  OWNERSHIP_MESSAGES,
  VALIDATOR_MESSAGES,
  VALIDATOR_ROUTES,
} from '@lexbridge/rules';
import { upstreamRefusal } from '../graphql/errors.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { requirePrincipal, routeScope, type GraphQLContext, type Services } from '../graphql/context.js';
import { assertFileRecordReaches, type RecordClientLookup } from '../graphql/ownership.js';
import { BoundLegacyCaller } from '../legacy/caller.js';
import { LegacyFileShape, type LegacyFile } from '../legacy/client.js';
import { registerQuestionFileRoutes } from '../modules/business/business.files.js';
import { registerRemediationEvidenceRoutes } from '../modules/compliance-testing/compliance-testing.files.js';
import { registerProcessHierarchyFileRoutes } from '../modules/process-hierarchy/process-hierarchy.files.js';
import { registerGapsFileRoutes } from '../modules/gaps/gaps.files.js';
import { ValidatorRulesApi } from '../modules/validator-rules/validator-rules.api.js';
import { toBulkCounts } from '../modules/validator-rules/validator-rules.mapper.js';
import type { Principal } from '../session/principal.js';
import { checkOfficeFile } from './office-file-check.js';
import { wholeFile } from '../graphql/common/upload-route.js';

/**
 * Files and blobs: exports do not travel inside GraphQL. A mutation hands out a download ticket; GET
 * /files/:ticket makes the catalogue call the ticket describes, as the same user and from the same screen, and
 * sends the file with the catalogue's Content-Disposition. The file is read whole before it is sent (a grid export
 * is a few hundred kilobytes), bounded by LEGACY_MAX_RESPONSE_BYTES in legacy/transport.ts, so a failed or
 * oversized answer becomes a clean error instead of a half-sent download. Tickets live in the shared cache (Redis with
 * REDIS_URL, so any replica can redeem one), expire after DOWNLOAD_TICKET_TTL_MS and are taken once: the take runs
 * under the store's lock, so two redemptions of one ticket cannot both succeed.
 *
 * Uploads: POST /files/upload takes one spreadsheet (multipart, field `file`, at most 5 MB) from provider staff who
 * may edit Test Filter Mappings (the master filter mappings are provider-wide: a client's user is refused up front,
 * 403 'Only provider staff may change this.'), refuses anything but .xlsx/.xls with 'Invalid file extension.' and a file of the right name
 * whose bytes are not a workbook with what is wrong, and forwards it to the catalogue, which reads an .xlsx into the
 * filter mappings. The answer says what happened: rows read and the bulk save's counts.
 */

export const DOWNLOAD_TICKET_TTL_MS = 60_000;
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** What a ticket lets its holder download: one catalogue call, made for `userId` from `route`. */
export interface DownloadTicketRecord {
  userId: string;
  route: string;
  path: string;
  body: Record<string, unknown>;
  /** A stored file fetched with GET and this query (question files), instead of an export posted with `body`. */
  query?: Record<string, string | number>;
}

const ticketKey = (ticket: string) => `file-ticket:${ticket}`;

export async function issueDownloadTicket(
  services: Services,
  record: DownloadTicketRecord,
): Promise<{ ticket: string; url: string; expiresAt: Date }> {
  const ticket = randomBytes(24).toString('base64url');
  await services.cache.set(ticketKey(ticket), record, DOWNLOAD_TICKET_TTL_MS);
  return { ticket, url: `/files/${ticket}`, expiresAt: new Date(Date.now() + DOWNLOAD_TICKET_TTL_MS) };
}

/**
 * A ticket for a file of a client-owned record (a question file of a business law, a gaps answer or step file), for
 * the signed-in user: `recordClient` finds the record's client, which a client's user must reach (NOT_FOUND before
 * any ticket exists, so no download of another client's file can start); provider staff reach every client's. The
 * ticket is the user's alone and GET /files/:ticket streams only what it names.
 */
export async function issueRecordFileTicket(
  context: GraphQLContext,
  recordClient: RecordClientLookup,
  record: Omit<DownloadTicketRecord, 'userId'>,
): Promise<{ ticket: string; url: string; expiresAt: Date }> {
  const { user } = requirePrincipal(context);
  await assertFileRecordReaches(user, recordClient);
  return issueDownloadTicket(context.services, { ...record, userId: user.id });
}

/** The ticket's record, removed so it cannot be used again; undefined when unknown, expired or already used. */
export async function takeDownloadTicket(
  services: Services,
  ticket: string,
): Promise<DownloadTicketRecord | undefined> {
  const key = ticketKey(ticket);
  return services.sessions.withLock(key, 5000, async () => {
    const record = await services.cache.get<DownloadTicketRecord>(key);
    if (record) await services.cache.delete(key);
    return record;
  });
}

function fail(reply: FastifyReply, status: number, message: string, code: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ error: message, code, requestId: reply.request.id });
}

/** A coded GraphQL error (the legacy caller's) as an HTTP answer. */
function failWith(reply: FastifyReply, error: unknown) {
  if (error instanceof GraphQLError) {
    const code = String(error.extensions.code ?? 'INTERNAL_SERVER_ERROR');
    const status =
      {
        UNAUTHENTICATED: 401,
        FORBIDDEN: 403,
        NOT_FOUND: 404,
        CONFLICT: 409,
        BAD_USER_INPUT: 400,
        UPSTREAM_ERROR: 502,
        UPSTREAM_UNAVAILABLE: 503,
        SERVICE_UNAVAILABLE: 503,
      }[code] ?? 500;
    return fail(reply, status, status === 500 ? 'Something went wrong.' : error.message, code);
  }
  throw error;
}

function callerFor(services: Services, principal: Principal, request: FastifyRequest, route: string) {
  return new BoundLegacyCaller(
    services.legacyClient,
    principal.credentials,
    { requestId: String(request.id), ...routeScope(principal.menu ?? [], route) },
    request.log,
  );
}

/** A safe attachment header: the catalogue's when it names a plain file name, else our own. */
function disposition(file: LegacyFile): string {
  const match = /filename="?([\w .()-]+\.(?:xlsx|xls|csv|pdf|docx?|png|jpe?g|txt))"?/i.exec(
    file.contentDisposition ?? '',
  );
  return `attachment; filename="${match ? match[1] : 'export.xlsx'}"`;
}

export async function registerFileRoutes(app: FastifyInstance, services: Services): Promise<void> {
  // Question files of the business module's assessment: uploaded to the catalogue, downloaded with a ticket.
  await registerQuestionFileRoutes(app, services);
  // Evidence of compliance testing's remediation tasks: uploaded to the catalogue, downloaded with a ticket.
  await registerRemediationEvidenceRoutes(app, services);
  // Process hierarchy workbooks, read into a hierarchy by the catalogue.
  await registerProcessHierarchyFileRoutes(app, services);
  // Gaps and updates: answer files and action plan step files.
  await registerGapsFileRoutes(app, services);
  app.get<{ Params: { ticket: string } }>('/files/:ticket', async (request, reply) => {
    let principal: Principal | null;
    try {
      principal = await services.principals.resolve(request, request.log);
    } catch (error) {
      return failWith(reply, error);
    }
    if (!principal) return fail(reply, 401, LEXBRIDGE_MESSAGES.sessionEnded, 'UNAUTHENTICATED');
    const ticket = request.params.ticket;
    const record = /^[\w-]{16,64}$/.test(ticket) ? await takeDownloadTicket(services, ticket) : undefined;
    if (!record) return fail(reply, 404, 'This download link has expired or was already used.', 'NOT_FOUND');
    if (record.userId !== principal.user.id)
      return fail(reply, 403, 'This download belongs to another user.', 'FORBIDDEN');
    try {
      const caller = callerFor(services, principal, request, record.route);
      const file = record.query
        ? await caller.send(
            { method: 'GET', path: record.path, query: record.query, responseType: 'binary' },
            LegacyFileShape,
          )
        : await new ValidatorRulesApi(caller).exportFile(record.path, record.body);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', disposition(file))
        .header('cache-control', 'no-store')
        .send(file.content);
    } catch (error) {
      return failWith(reply, error);
    }
  });

  // Multipart only here: the rest of the app keeps its JSON-only parsers.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5 } });
    scope.post('/files/upload', async (request, reply) => {
      let principal: Principal | null;
      try {
        principal = await services.principals.resolve(request, request.log);
      } catch (error) {
        return failWith(reply, error);
      }
      if (!principal) return fail(reply, 401, LEXBRIDGE_MESSAGES.sessionEnded, 'UNAUTHENTICATED');
      // The master filter mappings are provider-wide: written by provider staff only, whatever the screen allows.
      if (principal.user.clientId !== null)
        return fail(reply, 403, OWNERSHIP_MESSAGES.providerOnly, 'FORBIDDEN');
      // The upload is read into the filter mappings: the user must be able to edit that screen.
      const route = VALIDATOR_ROUTES.testFilterMappings;
      if (!canAccessRoute(principal.menu ?? [], route) || !isEditableRoute(principal.editableRoutes, route)) {
        return fail(reply, 403, 'You do not have permission to edit on this page.', 'FORBIDDEN');
      }
      if (!request.isMultipart())
        return fail(reply, 400, 'Send the file as multipart/form-data.', 'BAD_REQUEST');
      const part = await request.file({ throwFileSizeLimit: true });
      if (!part) return fail(reply, 400, 'No file was sent.', 'BAD_REQUEST');
      const fileName = (part.filename ?? '').split(/[\\/]/).pop()!.trim();
      if (!isSpreadsheetFileName(fileName)) {
        part.file.resume();
        return fail(reply, 400, VALIDATOR_MESSAGES.invalidFileExtension, 'BAD_USER_INPUT');
      }
      const content = await wholeFile(part);
      if (!content) return fail(reply, 413, VALIDATOR_MESSAGES.uploadTooLarge, 'PAYLOAD_TOO_LARGE');
      // The name is right but the bytes are not a workbook: say what is wrong, not that the extension is.
      const notOffice = checkOfficeFile(fileName, content);
      if (notOffice) return fail(reply, 400, notOffice, 'BAD_USER_INPUT');
      try {
        const api = new ValidatorRulesApi(callerFor(services, principal, request, route));
        const { message, upload } = await api.upload(fileName, content);
        return reply.header('cache-control', 'no-store').send({
          message,
          fileName: upload.fileName,
          size: upload.size,
          rowsRead: upload.rowsRead ?? 0,
          counts: upload.counts ? toBulkCounts(upload.counts) : null,
        });
      } catch (error) {
        // The catalogue's refusal of the file (not a workbook, missing columns, too many rows) in its own words.
        const refusal = upstreamRefusal(error);
        if (refusal) return fail(reply, 400, refusal, 'BAD_USER_INPUT');
        return failWith(reply, error);
      }
    });
  });
}
