import {
  isIsoDate,
  RISK_FILE_MAX_BYTES,
  RISK_MESSAGES,
  RISK_ROUTES,
  riskFileHeaderMatches,
  validateRiskFile,
} from '@lexbridge/rules';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../graphql/context.js';
import { positiveIds, registerUploadRoute } from '../../graphql/common/upload-route.js';
import { appError, ErrorCode } from '../../graphql/errors.js';
import { recordNotFound } from '../../graphql/ownership.js';
import { RiskApi } from './risk.api.js';

/**
 * POST /files/risk-question-files: one file (multipart field `file`, at most 5 MB, documents and images) for an
 * attachment question of the questionnaire named by questionId, companyProcessId, frequencyId, startDate and
 * endDate, for the client named by clientId: provider staff must name one; a client's user answers for its own
 * (naming another is 404 NOT_FOUND, before the catalogue is asked). The user must be able to edit Risk Assessment. The name, the size and the bytes are checked here (an
 * Office file must open as one; any other file's first bytes must be what its extension says) and again by the
 * catalogue, which stores it. Downloads go through a ticket (mutation riskQuestionFileDownload, then GET
 * /files/:ticket).
 */
export function registerRiskFileRoutes(app: FastifyInstance, services: Services): Promise<void> {
  return registerUploadRoute(app, services, {
    url: '/files/risk-question-files',
    route: RISK_ROUTES.riskAssessment,
    maxBytes: RISK_FILE_MAX_BYTES,
    maxFields: 6,
    readFields: (field) => {
      const ids = positiveIds(
        field,
        ['questionId', 'companyProcessId', 'frequencyId'],
        RISK_MESSAGES.selectQuestionnaire,
      );
      if ('refusal' in ids) return ids;
      const startDate = field('startDate');
      const endDate = field('endDate');
      if (!isIsoDate(startDate) || !isIsoDate(endDate)) return { refusal: RISK_MESSAGES.selectQuestionnaire };
      const clientId = field('clientId');
      if (clientId && !/^[1-9]\d{0,9}$/.test(clientId))
        return { refusal: 'clientId must be a positive whole number.' };
      return { ...ids, startDate, endDate, clientId: clientId || null };
    },
    checkName: (fileName) => validateRiskFile(fileName, 0)?.message ?? null,
    tooLarge: RISK_MESSAGES.fileTooLarge,
    empty: RISK_MESSAGES.fileEmpty,
    checkContent: (fileName, content) =>
      riskFileHeaderMatches(fileName, content.subarray(0, 512)) ? null : RISK_MESSAGES.fileHeader,
    handle: async ({ caller, principal, fields, fileName, content }) => {
      // The client comes from the session for a client's user; provider staff name it.
      const own = principal.user.clientId;
      if (own !== null && fields.clientId !== null && fields.clientId !== own) throw recordNotFound();
      const clientId = own ?? fields.clientId;
      if (clientId === null) throw appError(ErrorCode.BAD_USER_INPUT, RISK_MESSAGES.clientRequired);
      const { message, result } = await new RiskApi(caller).addQuestionFile(fields.questionId, {
        CompanyProcessId: fields.companyProcessId,
        FreqId: fields.frequencyId,
        StartDate: fields.startDate,
        EndDate: fields.endDate,
        ClientId: Number(clientId),
        FileName: fileName,
        FileText: content.toString('base64'),
      });
      return {
        message: message ?? 'Success',
        id: String(result.Id),
        fileName: result.FileName,
        size: result.Size,
        assessmentId: String(result.AssessmentId),
      };
    },
  });
}
