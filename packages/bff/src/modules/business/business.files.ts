import { BUSINESS_ROUTES, QUESTION_FILE_MAX_BYTES, validateQuestionFile } from '@lexbridge/rules';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../graphql/context.js';
import { positiveIds, registerUploadRoute } from '../../graphql/common/upload-route.js';
import { BusinessApi } from './business.api.js';

/**
 * POST /files/question-files: one file (multipart field `file`, at most 5 MB, documents and images) for a question of
 * an artifact, with the fields businessLawId, requirementId, artifactId and questionId. The user must be able to
 * edit Assess Artifacts, and the file follows its business law: a client's user uploads only onto its own client's
 * law (another client's is 404 NOT_FOUND before the bytes are read; the catalogue refuses it too). The type and size
 * are checked here and again by the catalogue, which stores the file. Downloads go through a ticket (mutation
 * questionFileDownload, then GET /files/:ticket).
 */
export function registerQuestionFileRoutes(app: FastifyInstance, services: Services): Promise<void> {
  return registerUploadRoute(app, services, {
    url: '/files/question-files',
    route: BUSINESS_ROUTES.assessArtifacts,
    maxBytes: QUESTION_FILE_MAX_BYTES,
    maxFields: 4,
    readFields: (field) => positiveIds(field, ['businessLawId', 'requirementId', 'artifactId', 'questionId']),
    checkName: (fileName) => validateQuestionFile(fileName, 0)?.message ?? null,
    recordClient: async ({ caller, fields }) =>
      (await new BusinessApi(caller).assessment(fields.businessLawId)).result.Law.ClientId,
    tooLarge: (fileName) => validateQuestionFile(fileName, QUESTION_FILE_MAX_BYTES + 1)!.message,
    empty: 'The file is empty.',
    handle: async ({ caller, fields, fileName, content }) => {
      const { message, result } = await new BusinessApi(caller).addQuestionFile(fields.questionId, {
        BusinessLawId: fields.businessLawId,
        RequirementId: fields.requirementId,
        ArtifactId: fields.artifactId,
        FileName: fileName,
        FileText: content.toString('base64'),
      });
      return {
        message: message ?? 'Success',
        id: String(result.Id),
        fileName: result.FileName,
        size: result.Size,
      };
    },
  });
}
