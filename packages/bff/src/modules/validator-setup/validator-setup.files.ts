import fastifyMultipart from '@fastify/multipart';
import {
  canAccessRoute,
  checkClientFile,
  CLIENT_FILE_LIMITS,
  isEditableRoute,
  LEXBRIDGE_MESSAGES,
  VALIDATOR_SETUP_MESSAGES,
  VALIDATOR_SETUP_ROUTES,
} from '@lexbridge/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GraphQLError } from 'graphql';
import { routeScope, type Services } from '../../graphql/context.js';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { BoundLegacyCaller } from '../../legacy/caller.js';
import { checkOfficeFile } from '../../http/office-file-check.js';
import type { Principal } from '../../session/principal.js';
import { ValidatorSetupApi } from './validator-setup.api.js';

/** Where the client file upload is posted: multipart, field `file`, with `?entityId=`. */
export const CLIENT_FILE_UPLOAD_PATH = '/files/validator-setup/client-file';

const STATUS_OF: Record<string, number> = {
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  BAD_USER_INPUT: 400,
  UPSTREAM_ERROR: 502,
  UPSTREAM_UNAVAILABLE: 503,
};

function fail(reply: FastifyReply, status: number, message: string, code: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ error: message, code, requestId: reply.request.id });
}

/** A .csv must be text: no NUL bytes in its first kilobytes (a binary file renamed .csv is refused before it travels). */
function looksLikeText(content: Buffer): boolean {
  return !content.subarray(0, 8192).includes(0);
}

/**
 * The client file upload: a user who may edit the Client File Upload screen sends one .xlsx, .xls or .csv (5 MB at
 * most) for an entity; the BFF checks the name, the size and the first bytes (a zip for .xlsx, a compound document
 * for .xls, no NUL bytes for .csv), and forwards it to the catalogue,
 * which reads it within its row and column limits, keeps it, and compares its header with the entity's mapped one.
 * The answer is the catalogue's message and the stored file with that comparison.
 */
export async function registerValidatorSetupFileRoutes(
  app: FastifyInstance,
  services: Services,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: CLIENT_FILE_LIMITS.maxBytes, files: 1, fields: 5 },
    });
    scope.post(CLIENT_FILE_UPLOAD_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
      let principal: Principal | null;
      try {
        principal = await services.principals.resolve(request, request.log);
      } catch (error) {
        return failWith(reply, error);
      }
      if (!principal)
        return fail(reply, 401, 'Your session has ended. Please sign in again.', 'UNAUTHENTICATED');
      const route = VALIDATOR_SETUP_ROUTES.clientFile;
      const menu = principal.menu ?? [];
      if (!canAccessRoute(menu, route) || !isEditableRoute(principal.editableRoutes, route))
        return fail(reply, 403, LEXBRIDGE_MESSAGES.editForbidden, 'FORBIDDEN');
      const entityText = String((request.query as Record<string, unknown>)?.entityId ?? '').trim();
      const entityId = /^\d{1,9}$/.test(entityText) ? Number(entityText) : 0;
      if (entityId < 1) return fail(reply, 400, VALIDATOR_SETUP_MESSAGES.entityRequired, 'BAD_USER_INPUT');
      if (!request.isMultipart())
        return fail(reply, 400, 'Send the file as multipart/form-data.', 'BAD_REQUEST');
      const part = await request.file({ throwFileSizeLimit: true });
      if (!part) return fail(reply, 400, VALIDATOR_SETUP_MESSAGES.fileRequired, 'BAD_USER_INPUT');
      const fileName = (part.filename ?? '').split(/[\\/]/).pop()!.trim();
      const named = checkClientFile(fileName, 1);
      if (named) {
        part.file.resume();
        return fail(reply, 400, named.message, 'BAD_USER_INPUT');
      }
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch {
        return fail(reply, 413, VALIDATOR_SETUP_MESSAGES.fileTooLarge, 'PAYLOAD_TOO_LARGE');
      }
      const sized = checkClientFile(fileName, content.length);
      if (sized) return fail(reply, 400, sized.message, 'BAD_USER_INPUT');
      const isCsv = /\.csv$/i.test(fileName);
      if (isCsv && !looksLikeText(content))
        return fail(reply, 400, 'The .csv file is not text.', 'BAD_USER_INPUT');
      const notOffice = isCsv ? null : checkOfficeFile(fileName, content);
      if (notOffice) return fail(reply, 400, notOffice, 'BAD_USER_INPUT');
      try {
        const api = new ValidatorSetupApi(
          new BoundLegacyCaller(
            services.legacyClient,
            principal.credentials,
            { requestId: String(request.id), ...routeScope(menu, route) },
            request.log,
          ),
        );
        // The catalogue's refusal of the file (too many rows, not a workbook, another client) comes back on `file`.
        const { message, file } = await refusalAsInput(
          api.uploadClientFile(entityId, fileName, content),
          'file',
        );
        return reply.header('cache-control', 'no-store').send({
          message,
          file: { ...file, uploadedAt: file.uploadedAt.toISOString() },
        });
      } catch (error) {
        const refusal =
          error instanceof GraphQLError
            ? (error.extensions.fields as Record<string, string> | undefined)?.file
            : undefined;
        if (refusal) return fail(reply, 400, refusal, 'BAD_USER_INPUT');
        return failWith(reply, error);
      }
    });
  });
}

function failWith(reply: FastifyReply, error: unknown) {
  if (error instanceof GraphQLError) {
    const code = String(error.extensions.code ?? 'INTERNAL_SERVER_ERROR');
    const status = STATUS_OF[code] ?? 500;
    return fail(reply, status, status === 500 ? 'Something went wrong.' : error.message, code);
  }
  throw error;
}
