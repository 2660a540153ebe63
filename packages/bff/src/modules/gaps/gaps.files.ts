import { GAPS_ROUTES, QUESTION_FILE_MAX_BYTES, validateQuestionFile } from '@lexbridge/rules';
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../graphql/context.js';
import { positiveIds, registerUploadRoute, type UploadFields } from '../../graphql/common/upload-route.js';
import { recordNotFound } from '../../graphql/ownership.js';
import { GapsApi, type GapKey } from './gaps.api.js';
import { QUESTION_SETS, questionSetOf, type QuestionSet } from './gaps.enums.js';

const GAP_FIELDS = ['lawId', 'sectionId', 'requirementId', 'companyProcessId'] as const;
const QUESTION_FIELDS = [...GAP_FIELDS, 'questionId'] as const;

type GapFields = Record<(typeof GAP_FIELDS)[number], number>;

/** A question file names its answer; a step file its action plan (and the plan's gap, which a client's user names). */
type GapsFileFields = { set: QuestionSet } & (
  | ({ kind: 'question' } & Record<(typeof QUESTION_FIELDS)[number], number>)
  | { kind: 'step'; actionPlanId: number; gap: GapFields | null }
);

const keyOf = (gap: GapFields): GapKey => ({
  LawId: gap.lawId,
  SectionId: gap.sectionId,
  LawRequirementId: gap.requirementId,
  MstCompanyProcessId: gap.companyProcessId,
});

/** What a file names inside a gap: one of its answer files, one of its plans' step files, or one of its plans. */
export type GapFileTarget = { questionFileId: number } | { stepFileId: number } | { actionPlanId: number };

/**
 * The client a gaps file follows: the client of the gap (or changed requirement) `key` names, as the catalogue
 * reports it with the gap's answers. With a target, the file (or plan) must be that gap's, else NOT_FOUND: naming
 * one's own gap does not reach another gap's file.
 */
export async function gapFileClient(
  api: GapsApi,
  key: GapKey,
  target?: GapFileTarget,
): Promise<number | null | undefined> {
  const { result } = await api.answered(key);
  if (target && 'questionFileId' in target) {
    if (!result.Files.some((file) => file.Id === target.questionFileId)) throw recordNotFound();
  } else if (target) {
    const plans = (await api.actionPlans(key)).result;
    const found =
      'stepFileId' in target
        ? plans.some((plan) => plan.StepFiles.some((file) => file.Id === target.stepFileId))
        : plans.some((plan) => plan.Id === target.actionPlanId);
    if (!found) throw recordNotFound();
  }
  return result.ClientId;
}

/** The gap a step file's fields name: all four ids, none (null), or a refusal for some but not all. */
function stepGap(field: UploadFields): GapFields | null | { refusal: string } {
  if (GAP_FIELDS.every((name) => !field(name))) return null;
  return positiveIds(field, GAP_FIELDS);
}

/**
 * POST /files/gaps-files: one file (multipart field `file`, at most 5 MB, documents and images) for gaps and updates,
 * or with the field `set` CLIENT_CHANGE_MANAGEMENT for client change management's questionnaire. Fields before the
 * file: `kind` 'question' with lawId, sectionId, requirementId, companyProcessId and questionId (an Add attachment
 * answer), or 'step' with actionPlanId and the plan's gap (lawId, sectionId, requirementId, companyProcessId;
 * required for a client's user) for an action plan's step file. The user must be able to edit the set's screen
 * (Gaps and Updates, or Assess Change). A file follows its gap: a client's user uploads only onto its own client's
 * gap (or change) and onto a plan of the gap it names; anything else is 404 NOT_FOUND before the bytes are read (the
 * catalogue refuses it too). The type and size are checked here and again by the catalogue, which stores the file.
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
        if ('refusal' in ids) return ids;
        const gap = stepGap(field);
        return gap !== null && 'refusal' in gap ? gap : { set, kind, ...ids, gap };
      }
      if (kind === 'question') {
        const ids = positiveIds(field, QUESTION_FIELDS);
        return 'refusal' in ids ? ids : { set, kind, ...ids };
      }
      return { refusal: "kind must be 'question' or 'step'." };
    },
    checkName: (fileName) => validateQuestionFile(fileName, 0)?.message ?? null,
    recordClient: async ({ caller, fields }) => {
      const api = new GapsApi(caller, QUESTION_SETS[fields.set].prefix);
      if (fields.kind === 'question') return gapFileClient(api, keyOf(fields));
      if (fields.gap === null) throw recordNotFound();
      return gapFileClient(api, keyOf(fields.gap), { actionPlanId: fields.actionPlanId });
    },
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
