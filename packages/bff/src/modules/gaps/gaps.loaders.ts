import { perKeyLoader } from '../../graphql/common/loaders.js';
import type { GapsApi } from './gaps.api.js';
import { QuestionSet } from './gaps.enums.js';
import { toNamed } from './gaps.mapper.js';

/** The API of a question set: gaps and updates, or client change management's set. */
export function questionSetApi(
  apis: { gaps: GapsApi; clientChangeQuestions: GapsApi },
  set: QuestionSet,
): GapsApi {
  return set === QuestionSet.CLIENT_CHANGE_MANAGEMENT ? apis.clientChangeQuestions : apis.gaps;
}

/** The four short lists, once per request and question set however many fields ask. */
export function createGapsLoaders(apis: { gaps: GapsApi; clientChangeQuestions: GapsApi }) {
  return {
    lists: perKeyLoader(async (set: QuestionSet) => {
      const api = questionSetApi(apis, set);
      const [taskTypes, taskStatuses, evidenceTypes, questionTypes] = await Promise.all([
        api.list('task-type'),
        api.list('task-status'),
        api.list('task-evidence'),
        api.questionTypes(),
      ]);
      return {
        taskTypes: taskTypes.result.map(toNamed),
        taskStatuses: taskStatuses.result.map(toNamed),
        evidenceTypes: evidenceTypes.result.map(toNamed),
        questionTypes: questionTypes.result.map(toNamed),
      };
    }),
  };
}

export type GapsLoaders = ReturnType<typeof createGapsLoaders>;
