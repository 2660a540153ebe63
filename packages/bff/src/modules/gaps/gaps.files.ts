import { GAPS_ROUTES, QUESTION_FILE_MAX_BYTES, validateQuestionFile } from '@lexbridge/rules';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../graphql/context.js';
import { positiveIds, registerUploadRoute } from '../../graphql/common/upload-route.js';
import { GapsApi } from './gaps.api.js';
import { QUESTION_SETS, questionSetOf, type QuestionSet } from './gaps.enums.js';

const QUESTION_FIELDS = ['lawId', 'sectionId', 'requirementId', 'companyProcessId', 'questionId'] as const;

/** A question file names its answer; a step file its action plan. */
type GapsFileFields = { set: QuestionSet } & (
  | ({ kind: 'question' } & Record<(typeof QUESTION_FIELDS)[number], number>)
  | { kind: 'step'; actionPlanId: number }
);

/**
 * POST /files/gaps-files: one file (multipart field `file`, at most 5 MB, documents and images) for gaps and updates,
 * or with the field `set` CLIENT_CHANGE_MANAGEMENT for client change management's questionnaire. Fields before the
 * file: `kind` 'question' with lawId, sectionId, requirementId, companyProcessId and questionId (an Add attachment
 * answer), or 'step' with actionPlanId (an action plan's step file). The user must be able to edit the set's screen
 * (Gaps and Updates, or Assess Change); the type and size are checked here and again by the catalogue, which
 * stores the file.
 */
export function registerGapsFileRoutes(app: FastifyInstance, services: Services): Promise<void> {
  return registerUploadRoute<GapsFileFields>(app, services, {
    url: '/files/gaps-files',
    route: GAPS_ROUTES.gapsAndUpdates,
    screens: {
      routes: Object.values(QUESTION_SETS).map((entry) => entry.route),
      of: (fields) => QUESTION_SETS[fields.set].route,
    },
    maxBytes: QUESTION_FILE_MAX_BYTES,
    maxFields: QUESTION_FIELDS.length + 3,
    readFields: (field) => {
      const set = questionSetOf({ set: field('set') || undefined });
      const kind = field('kind');
      if (kind === 'step') {
        const ids = positiveIds(field, ['actionPlanId']);
        return 'refusal' in ids ? ids : { set, kind, ...ids };
      }
      if (kind === 'question') {
        const ids = positiveIds(field, QUESTION_FIELDS);
        return 'refusal' in ids ? ids : { set, kind, ...ids };
      }
      return { refusal: "kind must be 'question' or 'step'." };
    },
    checkName: (fileName) => validateQuestionFile(fileName, 0)?.message ?? null,
    tooLarge: 'A file may be at most 5 MB.',
    empty: 'The file is empty.',
    handle: async ({ caller, fields, fileName, content }) => {
      const api = new GapsApi(caller, QUESTION_SETS[fields.set].prefix);
      const { message, result } =
        fields.kind === 'step'
          ? await api.addStepFile(fields.actionPlanId, fileName, content)
          : await api.addQuestionFile(
              fields.questionId,
              {
                LawId: fields.lawId,
                SectionId: fields.sectionId,
                LawRequirementId: fields.requirementId,
                MstCompanyProcessId: fields.companyProcessId,
              },
              fileName,
              content,
            );
      return {
        message: message ?? 'Success',
        id: String(result.Id),
        fileName: result.FileName,
        size: result.Size,
      };
    },
  });
}
