import fastifyMultipart from '@fastify/multipart';
import {
  canAccessRoute,
  checkLarHeader,
  HMDA_MESSAGES,
  HMDA_ROUTES,
  HMDA_UTILITY_TYPES,
  isEditableRoute,
  isLarFileName,
  LEXBRIDGE_MESSAGES,
  isReportingYear,
  LAR_MAX_BYTES,
  OWNERSHIP_MESSAGES,
  reachesClient,
} from '@lexbridge/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routeScope, type Services } from '../../graphql/context.js';
import { httpFailure } from '../../graphql/common/outcomes.js';
import { BoundLegacyCaller } from '../../legacy/caller.js';
import type { Principal } from '../../session/principal.js';
import { HmdaApi } from './hmda.api.js';

/** Where the LAR file upload is posted (multipart: utilityType, year, bankId, bankName, then the file). */
export const LAR_UPLOAD_PATH = '/files/hmda/lar';

/** The header row is checked once the first line has arrived, or once this much has with no line break in it. */
const HEADER_PEEK_BYTES = 64 * 1024;

/** Reads an iterator to its end, keeping nothing (its error, too large a file, goes nowhere). */
async function drain(iterator: AsyncIterator<Buffer>): Promise<void> {
  try {
    while (!(await iterator.next()).done);
  } catch {
    // A file past the size limit: nothing more to read.
  }
}

function fail(reply: FastifyReply, status: number, message: string, code: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ error: message, code, requestId: reply.request.id });
}

/**
 * The LAR file upload. The file streams in as multipart and streams on to the catalogue as it arrives: the BFF
 * never holds more of it than the chunks in flight. Before the catalogue sees anything the BFF checks the user may
 * edit LAR File Upload, the fields are there (utility type, reporting year, bank), the name ends in .txt and the
 * first row is the LAR layout's header for that year and utility type (checked as soon as the first line has
 * arrived: a wrong file is refused without reading the rest). The size is counted as the file passes: past
 * LAR_MAX_BYTES the stream stops, the catalogue's request is cut short (it stores nothing) and the user is told the
 * file is too large. The catalogue checks every record, stores the file and answers what it ingested; a file it
 * refuses changes nothing, and its words reach the user. A client's user uploads for its own client's bank only
 * (another's is NOT_FOUND before anything is sent on). The same file again is refused (409, CONFLICT) and another
 * file of the same bank and period replaces the earlier one: the catalogue's message says which.
 */
export async function registerHmdaFileRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: LAR_MAX_BYTES, files: 1, fields: 6 } });
    scope.post(LAR_UPLOAD_PATH, async (request, reply) => {
      let principal: Principal | null;
      try {
        principal = await services.principals.resolve(request, request.log);
      } catch (error) {
        const failure = httpFailure(error);
        if (failure) return fail(reply, failure.status, failure.message, failure.code);
        throw error;
      }
      if (!principal) return fail(reply, 401, LEXBRIDGE_MESSAGES.sessionEnded, 'UNAUTHENTICATED');
      const route = HMDA_ROUTES.larUpload;
      const menu = principal.menu ?? [];
      if (!canAccessRoute(menu, route) || !isEditableRoute(principal.editableRoutes, route))
        return fail(reply, 403, 'You do not have permission to edit on this page.', 'FORBIDDEN');
      if (!request.isMultipart())
        return fail(reply, 400, 'Send the file as multipart/form-data.', 'BAD_REQUEST');
      const part = await request.file({ throwFileSizeLimit: true });
      if (!part) return fail(reply, 400, 'No file was sent.', 'BAD_REQUEST');
      const field = (name: string): string => {
        const value = part.fields[name];
        const one = Array.isArray(value) ? value[0] : value;
        return one && 'value' in one ? String(one.value ?? '').trim() : '';
      };
      const refuse = (message: string) => {
        part.file.resume();
        return fail(reply, 400, message, 'BAD_USER_INPUT');
      };
      const utilityType = field('utilityType');
      const year = Number(field('year'));
      const bankId = Number(field('bankId'));
      const bankName = field('bankName');
      if (!(HMDA_UTILITY_TYPES as readonly string[]).includes(utilityType))
        return refuse(HMDA_MESSAGES.utilityTypeRequired);
      if (!isReportingYear(year)) return refuse(HMDA_MESSAGES.reportingYearInvalid);
      if (!Number.isInteger(bankId) || bankId < 1) return refuse(HMDA_MESSAGES.bankRequired);
      const fileName = (part.filename ?? '').split(/[\\/]/).pop()!.trim();
      if (!isLarFileName(fileName)) return refuse(HMDA_MESSAGES.larFileType);
      const api = new HmdaApi(
        new BoundLegacyCaller(
          services.legacyClient,
          principal.credentials,
          { requestId: String(request.id), ...routeScope(menu, route) },
          request.log,
        ),
      );
      // A client's user uploads for its own client's bank only: another's bank is not found, and its file is
      // never sent on.
      const { clientId } = principal.user;
      if (clientId !== null) {
        let bank;
        try {
          bank = (await api.banks()).find((candidate) => candidate.id === String(bankId));
        } catch (error) {
          part.file.resume();
          const failure = httpFailure(error);
          if (failure) return fail(reply, failure.status, failure.message, failure.code);
          throw error;
        }
        if (!bank || !reachesClient(clientId, bank.clientId ?? null)) {
          part.file.resume();
          return fail(reply, 404, OWNERSHIP_MESSAGES.notFound, 'NOT_FOUND');
        }
      }

      // Read up to the end of the first line (or HEADER_PEEK_BYTES), check the header, then stream on.
      const incoming = part.file[Symbol.asyncIterator]();
      const head: Buffer[] = [];
      let headSize = 0;
      let ended = false;
      try {
        for (;;) {
          const next = await incoming.next();
          if (next.done) {
            ended = true;
            break;
          }
          head.push(next.value);
          headSize += next.value.length;
          if (next.value.includes(0x0a) || headSize > HEADER_PEEK_BYTES) break;
        }
      } catch {
        return fail(reply, 413, HMDA_MESSAGES.larTooLarge, 'PAYLOAD_TOO_LARGE');
      }
      if (headSize === 0) return fail(reply, 400, HMDA_MESSAGES.larEmpty, 'BAD_USER_INPUT');
      const firstLine = Buffer.concat(head, headSize)
        .toString('utf8')
        .split(/\r?\n/, 1)[0]!
        .replace(/^\uFEFF/, '');
      const header = checkLarHeader(firstLine, year, utilityType);
      if ('error' in header) {
        // The rest of the file is read and dropped (the request must end before the answer is complete).
        if (!ended) void drain(incoming);
        return fail(reply, 400, header.error, 'BAD_USER_INPUT');
      }

      // Past LAR_MAX_BYTES the stream fails: the catalogue's request is cut short and stores nothing.
      let tooLarge = false;
      const file = part.file;
      async function* content(): AsyncGenerator<Buffer> {
        let size = 0;
        const counted = (chunk: Buffer) => {
          size += chunk.length;
          if (size > LAR_MAX_BYTES || file.truncated) {
            tooLarge = true;
            throw new Error(HMDA_MESSAGES.larTooLarge);
          }
          return chunk;
        };
        for (const chunk of head) yield counted(chunk);
        if (ended) return;
        try {
          for (let next = await incoming.next(); !next.done; next = await incoming.next())
            yield counted(next.value);
        } catch (error) {
          tooLarge = true;
          throw error;
        }
        if (file.truncated) counted(Buffer.alloc(0));
      }
      try {
        const { message, file } = await api.ingestLarFile({
          fileName,
          content: content(),
          utilityType,
          year,
          bankId,
          bankName,
        });
        return reply.header('cache-control', 'no-store').send({ message, file });
      } catch (error) {
        if (tooLarge) return fail(reply, 413, HMDA_MESSAGES.larTooLarge, 'PAYLOAD_TOO_LARGE');
        // The catalogue refused or failed before the file was through: read the rest and drop it.
        if (!ended) void drain(incoming);
        const failure = httpFailure(error);
        if (failure) return fail(reply, failure.status, failure.message, failure.code);
        throw error;
      }
    });
  });
}
