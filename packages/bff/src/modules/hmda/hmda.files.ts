import fastifyMultipart from '@fastify/multipart';
import {
  canAccessRoute,
  checkLarHeader,
  HMDA_MESSAGES,
  HMDA_ROUTES,
  HMDA_UTILITY_TYPES,
  isEditableRoute,
  isLarFileName,
  isReportingYear,
  LAR_MAX_BYTES,
} from '@lexbridge/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { routeScope, type Services } from '../../graphql/context.js';
import { httpFailure } from '../../graphql/common/outcomes.js';
import { BoundLegacyCaller } from '../../legacy/caller.js';
import type { Principal } from '../../session/principal.js';
import { HmdaApi } from './hmda.api.js';

/** Where the LAR file upload is posted (multipart: utilityType, year, bankId, bankName, then the file). */
export const LAR_UPLOAD_PATH = '/files/hmda/lar';

function fail(reply: FastifyReply, status: number, message: string, code: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ error: message, code, requestId: reply.request.id });
}

/**
 * The LAR file upload. The file streams in as multipart; the BFF checks what it can before the catalogue sees
 * anything: the user may edit LAR File Upload, the fields are there (utility type, reporting year, bank), the name
 * ends in .txt, the size is at most LAR_MAX_BYTES (the stream stops at the limit), and the first row is the LAR
 * layout's header for that year and utility type (checked as soon as the first line has arrived: a wrong file is
 * refused without reading the rest). The catalogue then checks every record, stores the file and answers what it
 * ingested; a file it refuses changes nothing, and its words reach the user.
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
      if (!principal)
        return fail(reply, 401, 'Your session has ended. Please sign in again.', 'UNAUTHENTICATED');
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

      const chunks: Buffer[] = [];
      let size = 0;
      let headerChecked = false;
      try {
        for await (const chunk of part.file) {
          chunks.push(chunk);
          size += chunk.length;
          if (!headerChecked) {
            const soFar = Buffer.concat(chunks).toString('utf8');
            const end = soFar.search(/\r?\n/);
            if (end >= 0 || size > 64 * 1024) {
              headerChecked = true;
              const header = checkLarHeader(
                soFar.slice(0, end >= 0 ? end : undefined).replace(/^\uFEFF/, ''),
                year,
                utilityType,
              );
              if ('error' in header) return refuse(header.error);
            }
          }
        }
      } catch {
        return fail(reply, 413, HMDA_MESSAGES.larTooLarge, 'PAYLOAD_TOO_LARGE');
      }
      if (size === 0) return fail(reply, 400, HMDA_MESSAGES.larEmpty, 'BAD_USER_INPUT');
      const content = Buffer.concat(chunks, size);
      if (!headerChecked) {
        const header = checkLarHeader(content.toString('utf8').replace(/^\uFEFF/, ''), year, utilityType);
        if ('error' in header) return fail(reply, 400, header.error, 'BAD_USER_INPUT');
      }
      try {
        const api = new HmdaApi(
          new BoundLegacyCaller(
            services.legacyClient,
            principal.credentials,
            { requestId: String(request.id), ...routeScope(menu, route) },
            request.log,
          ),
        );
        const { message, file } = await api.ingestLarFile({
          fileName,
          content,
          utilityType,
          year,
          bankId,
          bankName,
        });
        return reply.header('cache-control', 'no-store').send({ message, file });
      } catch (error) {
        const failure = httpFailure(error);
        if (failure) return fail(reply, failure.status, failure.message, failure.code);
        throw error;
      }
    });
  });
}
