import { onceLoader } from '../../graphql/common/loaders.js';
import type { GapsApi } from './gaps.api.js';
import { toNamed } from './gaps.mapper.js';

/** The four short lists, once per request however many fields ask. */
export function createGapsLoaders(api: GapsApi) {
  return {
    lists: onceLoader(async () => {
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
