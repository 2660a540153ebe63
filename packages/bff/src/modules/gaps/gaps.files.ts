import fastifyMultipart from '@fastify/multipart';
import {
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
import { GapsApi } from './gaps.api.js';
import { QUESTION_SETS, questionSetOf } from './gaps.enums.js';

const QUESTION_FIELDS = ['lawId', 'sectionId', 'requirementId', 'companyProcessId', 'questionId'] as const;

function fail(reply: FastifyReply, status: number, message: string, code: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ error: message, code, requestId: reply.request.id });
}

/**
 * POST /files/gaps-files: one file (multipart field `file`, at most 5 MB, documents and images) for gaps and updates,
 * or with the field `set` CLIENT_CHANGE_MANAGEMENT for client change management's questionnaire (then the user must
 * be able to edit Assess Change). Fields before the file: `kind` 'question' with lawId, sectionId, requirementId, companyProcessId and questionId (an
 * Add attachment answer), or 'step' with actionPlanId (an action plan's step file). The user must be able to edit
 * Gaps and Updates; the type and size are checked here and again by the catalogue, which stores the file.
 */
export async function registerGapsFileRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: QUESTION_FILE_MAX_BYTES, files: 1, fields: QUESTION_FIELDS.length + 3 },
    });
    scope.post('/files/gaps-files', async (request, reply) => {
      let principal: Principal | null;
      try {
        principal = await services.principals.resolve(request, request.log);
      } catch (error) {
        if (error instanceof GraphQLError) return fail(reply, 401, error.message, 'UNAUTHENTICATED');
        throw error;
      }
      if (!principal)
        return fail(reply, 401, 'Your session has ended. Please sign in again.', 'UNAUTHENTICATED');
      const mayEdit = (route: string) =>
        canAccessRoute(principal.menu ?? [], route) && isEditableRoute(principal.editableRoutes, route);
      if (!Object.values(QUESTION_SETS).some((entry) => mayEdit(entry.route)))
        return fail(reply, 403, 'You do not have permission to edit on this page.', 'FORBIDDEN');
      if (!request.isMultipart())
        return fail(reply, 400, 'Send the file as multipart/form-data.', 'BAD_REQUEST');
      const part = await request.file({ throwFileSizeLimit: true });
      if (!part) return fail(reply, 400, 'No file was sent.', 'BAD_REQUEST');
      const fileName = (part.filename ?? '').split(/[\\/]/).pop()!.trim();
      const field = (name: string) => {
        const value = part.fields[name];
        return value && 'value' in value ? String(value.value) : '';
      };
      const set = QUESTION_SETS[questionSetOf({ set: field('set') || undefined })];
      if (!mayEdit(set.route)) {
        part.file.resume();
        return fail(reply, 403, 'You do not have permission to edit on this page.', 'FORBIDDEN');
      }
      const kind = field('kind');
      const names =
        kind === 'step' ? (['actionPlanId'] as const) : kind === 'question' ? QUESTION_FIELDS : null;
      if (!names) {
        part.file.resume();
        return fail(reply, 400, "kind must be 'question' or 'step'.", 'BAD_USER_INPUT');
      }
      const ids: Record<string, number> = {};
      for (const name of names) {
        const value = Number(field(name));
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
        return fail(reply, 413, 'A file may be at most 5 MB.', 'PAYLOAD_TOO_LARGE');
      }
      if (content.length === 0) return fail(reply, 400, 'The file is empty.', 'BAD_USER_INPUT');
      const notOffice = checkOfficeFile(fileName, content);
      if (notOffice) return fail(reply, 400, notOffice, 'BAD_USER_INPUT');
      try {
        const api = new GapsApi(
          new BoundLegacyCaller(
            services.legacyClient,
            principal.credentials,
            { requestId: String(request.id), ...routeScope(principal.menu ?? [], set.route) },
            request.log,
          ),
          set.prefix,
        );
        const { message, result } =
          kind === 'step'
            ? await api.addStepFile(ids.actionPlanId!, fileName, content)
            : await api.addQuestionFile(
                ids.questionId!,
                {
                  LawId: ids.lawId!,
                  SectionId: ids.sectionId!,
                  LawRequirementId: ids.requirementId!,
                  MstCompanyProcessId: ids.companyProcessId!,
                },
                fileName,
                content,
              );
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
