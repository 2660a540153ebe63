import fastifyMultipart from '@fastify/multipart';
import {
  BUSINESS_ROUTES,
  canAccessRoute,
  isEditableRoute,
  QUESTION_FILE_MAX_BYTES,
  validateQuestionFile,
} from '@lexbridge/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { GraphQLError } from 'graphql';
import { routeScope, type Services } from '../../graphql/context.js';
import { httpFailure } from '../../graphql/common/outcomes.js';
import { BoundLegacyCaller } from '../../legacy/caller.js';
import type { Principal } from '../../session/principal.js';
import { checkOfficeFile } from '../../http/office-file-check.js';
import { BusinessApi } from './business.api.js';

const ROUTE = BUSINESS_ROUTES.assessArtifacts;
const FIELDS = ['businessLawId', 'requirementId', 'artifactId', 'questionId'] as const;

function fail(reply: FastifyReply, status: number, message: string, code: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ error: message, code, requestId: reply.request.id });
}

/**
 * POST /files/question-files: one file (multipart field `file`, at most 5 MB, documents and images) for a question of
 * an artifact, with the fields businessLawId, requirementId, artifactId and questionId. The user must be able to
 * edit Assess Artifacts; the type and size are checked here and again by the catalogue, which stores the file.
 * Downloads go through a ticket (mutation questionFileDownload, then GET /files/:ticket).
 */
export async function registerQuestionFileRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: QUESTION_FILE_MAX_BYTES, files: 1, fields: FIELDS.length },
    });
    scope.post('/files/question-files', async (request, reply) => {
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
      const ids: Partial<Record<(typeof FIELDS)[number], number>> = {};
      for (const name of FIELDS) {
        const field = part.fields[name];
        const value = field && 'value' in field ? Number(field.value) : NaN;
        if (!Number.isInteger(value) || value < 1) {
          part.file.resume();
          return fail(reply, 400, `${name} must be a positive whole number.`, 'BAD_USER_INPUT');
        }
        ids[name] = value;
      }
      const typeError = validateQuestionFile(fileName, 0);
      if (typeError) {
        part.file.resume();
        return fail(reply, 400, typeError.message, 'BAD_USER_INPUT');
      }
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch {
        return fail(
          reply,
          413,
          validateQuestionFile(fileName, QUESTION_FILE_MAX_BYTES + 1)!.message,
          'PAYLOAD_TOO_LARGE',
        );
      }
      if (content.length === 0) return fail(reply, 400, 'The file is empty.', 'BAD_USER_INPUT');
      const notOffice = checkOfficeFile(fileName, content);
      if (notOffice) return fail(reply, 400, notOffice, 'BAD_USER_INPUT');
      try {
        const caller = new BoundLegacyCaller(
          services.legacyClient,
          principal.credentials,
          { requestId: String(request.id), ...routeScope(principal.menu ?? [], ROUTE) },
          request.log,
        );
        const { message, result } = await new BusinessApi(caller).addQuestionFile(ids.questionId!, {
          BusinessLawId: ids.businessLawId!,
          RequirementId: ids.requirementId!,
          ArtifactId: ids.artifactId!,
          FileName: fileName,
          FileText: content.toString('base64'),
        });
        return reply.header('cache-control', 'no-store').send({
          message: message ?? 'Success',
          id: String(result.Id),
          fileName: result.FileName,
          size: result.Size,
        });
      } catch (error) {
        const failure = httpFailure(error);
        if (failure) return fail(reply, failure.status, failure.message, failure.code);
        throw error;
      }
    });
  });
}
