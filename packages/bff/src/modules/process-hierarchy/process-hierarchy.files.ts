import fastifyMultipart from '@fastify/multipart';
import { canAccessRoute, GAPS_MESSAGES, GAPS_ROUTES, isEditableRoute } from '@lexbridge/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { GraphQLError } from 'graphql';
import { routeScope, type Services } from '../../graphql/context.js';
import { httpFailure } from '../../graphql/common/outcomes.js';
import { BoundLegacyCaller } from '../../legacy/caller.js';
import type { Principal } from '../../session/principal.js';
import { checkOfficeFile } from '../../http/office-file-check.js';
import { ProcessHierarchyApi } from './process-hierarchy.api.js';
import { toUploadCounts } from './process-hierarchy.mapper.js';

const ROUTE = GAPS_ROUTES.processHierarchy;
export const HIERARCHY_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

function fail(reply: FastifyReply, status: number, message: string, code: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ error: message, code, requestId: reply.request.id });
}

/**
 * POST /files/process-hierarchy: an .xlsx workbook (multipart field `file`, at most 5 MB) read into a hierarchy,
 * with the field hierarchyId before the file. The user must be able to edit Process Hierarchy. The extension, the
 * size and the workbook's first bytes are checked here; the catalogue reads the sheet (its header must name Level 1,
 * Level 2, … and Description, as the export writes them) and answers the bulk save's counts and message.
 */
export async function registerProcessHierarchyFileRoutes(
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: HIERARCHY_UPLOAD_MAX_BYTES, files: 1, fields: 1 },
    });
    scope.post('/files/process-hierarchy', async (request, reply) => {
      let principal: Principal | null;
      try {
        principal = await services.principals.resolve(request, request.log);
      } catch (error) {
        if (error instanceof GraphQLError) return fail(reply, 401, error.message, 'UNAUTHENTICATED');
        throw error;
      }
      if (!principal)
        return fail(reply, 401, 'Your session has ended. Please sign in again.', 'UNAUTHENTICATED');
      if (!canAccessRoute(principal.menu ?? [], ROUTE) || !isEditableRoute(principal.editableRoutes, ROUTE))
        return fail(reply, 403, 'You do not have permission to edit on this page.', 'FORBIDDEN');
      if (!request.isMultipart())
        return fail(reply, 400, 'Send the file as multipart/form-data.', 'BAD_REQUEST');
      const part = await request.file({ throwFileSizeLimit: true });
      if (!part) return fail(reply, 400, 'No file was sent.', 'BAD_REQUEST');
      const fileName = (part.filename ?? '').split(/[\\/]/).pop()!.trim();
      const field = part.fields.hierarchyId;
      const hierarchyId = field && 'value' in field ? Number(field.value) : NaN;
      if (!Number.isInteger(hierarchyId) || hierarchyId < 1) {
        part.file.resume();
        return fail(reply, 400, 'hierarchyId must be a positive whole number.', 'BAD_USER_INPUT');
      }
      if (!/^[^.].*\.xlsx$/i.test(fileName)) {
        part.file.resume();
        return fail(reply, 400, GAPS_MESSAGES.uploadExtension, 'BAD_USER_INPUT');
      }
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch {
        return fail(reply, 413, GAPS_MESSAGES.uploadTooLarge, 'PAYLOAD_TOO_LARGE');
      }
      const notOffice = checkOfficeFile(fileName, content);
      if (notOffice) return fail(reply, 400, notOffice, 'BAD_USER_INPUT');
      try {
        const caller = new BoundLegacyCaller(
          services.legacyClient,
          principal.credentials,
          { requestId: String(request.id), ...routeScope(principal.menu ?? [], ROUTE) },
          request.log,
        );
        const { message, result } = await new ProcessHierarchyApi(caller).upload(
          hierarchyId,
          fileName,
          content,
        );
        return reply.header('cache-control', 'no-store').send({
          title: 'Success!',
          message: message ?? 'Success',
          fileName: result.FileName,
          size: result.Size,
          rowsRead: result.RowsRead,
          counts: toUploadCounts(result.Counts),
        });
      } catch (error) {
        const failure = httpFailure(error);
        if (failure) return fail(reply, failure.status, failure.message, failure.code);
        throw error;
      }
    });
  });
}
