import fastifyMultipart from '@fastify/multipart';
import {
  canAccessRoute,
  isEditableRoute,
  isIsoDate,
  RISK_FILE_MAX_BYTES,
  RISK_MESSAGES,
  RISK_ROUTES,
  riskFileHeaderMatches,
  validateRiskFile,
} from '@lexbridge/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { GraphQLError } from 'graphql';
import { routeScope, type Services } from '../../graphql/context.js';
import { httpFailure } from '../../graphql/common/outcomes.js';
import { BoundLegacyCaller } from '../../legacy/caller.js';
import type { Principal } from '../../session/principal.js';
import { checkOfficeFile } from '../../http/office-file-check.js';
import { RiskApi } from './risk.api.js';

const ROUTE = RISK_ROUTES.riskAssessment;
const ID_FIELDS = ['questionId', 'companyProcessId', 'frequencyId'] as const;
const DATE_FIELDS = ['startDate', 'endDate'] as const;

function fail(reply: FastifyReply, status: number, message: string, code: string) {
  return reply
    .status(status)
    .header('cache-control', 'no-store')
    .send({ error: message, code, requestId: reply.request.id });
}

/**
 * POST /files/risk-question-files: one file (multipart field `file`, at most 5 MB, documents and images) for an
 * attachment question of the questionnaire named by questionId, companyProcessId, frequencyId, startDate and
 * endDate. The user must be able to edit Risk Assessment. The name, the size and the first bytes are checked here
 * (a file whose content is not what its extension says is refused) and again by the catalogue, which stores it.
 * Downloads go through a ticket (mutation riskQuestionFileDownload, then GET /files/:ticket).
 */
export async function registerRiskFileRoutes(app: FastifyInstance, services: Services): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: RISK_FILE_MAX_BYTES, files: 1, fields: ID_FIELDS.length + DATE_FIELDS.length },
    });
    scope.post('/files/risk-question-files', async (request, reply) => {
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
      const fieldValue = (name: string) => {
        const field = part.fields[name];
        return field && 'value' in field ? String(field.value).trim() : '';
      };
      const ids: Partial<Record<(typeof ID_FIELDS)[number], number>> = {};
      for (const name of ID_FIELDS) {
        const value = Number(fieldValue(name));
        if (!Number.isInteger(value) || value < 1) {
          part.file.resume();
          return fail(reply, 400, RISK_MESSAGES.selectQuestionnaire, 'BAD_USER_INPUT');
        }
        ids[name] = value;
      }
      const [startDate, endDate] = DATE_FIELDS.map(fieldValue);
      if (!isIsoDate(startDate) || !isIsoDate(endDate)) {
        part.file.resume();
        return fail(reply, 400, RISK_MESSAGES.selectQuestionnaire, 'BAD_USER_INPUT');
      }
      const fileName = (part.filename ?? '').split(/[\\/]/).pop()!.trim();
      const typeError = validateRiskFile(fileName, 0);
      if (typeError) {
        part.file.resume();
        return fail(reply, 400, typeError.message, 'BAD_USER_INPUT');
      }
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch {
        return fail(reply, 413, RISK_MESSAGES.fileTooLarge, 'PAYLOAD_TOO_LARGE');
      }
      if (content.length === 0) return fail(reply, 400, RISK_MESSAGES.fileEmpty, 'BAD_USER_INPUT');
      // Office files are opened as the containers they must be; the rest are checked on their first bytes.
      const notOffice = checkOfficeFile(fileName, content);
      if (notOffice) return fail(reply, 400, notOffice, 'BAD_USER_INPUT');
      if (!riskFileHeaderMatches(fileName, content.subarray(0, 512)))
        return fail(reply, 400, RISK_MESSAGES.fileHeader, 'BAD_USER_INPUT');
      try {
        const caller = new BoundLegacyCaller(
          services.legacyClient,
          principal.credentials,
          { requestId: String(request.id), ...routeScope(principal.menu ?? [], ROUTE) },
          request.log,
        );
        const { message, result } = await new RiskApi(caller).addQuestionFile(ids.questionId!, {
          CompanyProcessId: ids.companyProcessId!,
          FreqId: ids.frequencyId!,
          StartDate: startDate,
          EndDate: endDate,
          FileName: fileName,
          FileText: content.toString('base64'),
        });
        return reply.header('cache-control', 'no-store').send({
          message: message ?? 'Success',
          id: String(result.Id),
          fileName: result.FileName,
          size: result.Size,
          assessmentId: String(result.AssessmentId),
        });
      } catch (error) {
        const failure = httpFailure(error);
        if (failure) return fail(reply, failure.status, failure.message, failure.code);
        throw error;
      }
    });
  });
}
