import { perKeyLoader } from '../../graphql/common/loaders.js';
import type { ProcessHierarchyApi } from './process-hierarchy.api.js';
import { toProcessNode } from './process-hierarchy.mapper.js';

/** One call per hierarchy and parent however many fields of a request ask for the same level. */
export function createProcessHierarchyLoaders(api: ProcessHierarchyApi) {
  return {
    children: perKeyLoader(
      async ({ hierarchyId, parentId }: { hierarchyId: number; parentId: number | null }) =>
        (await api.nodes(hierarchyId, parentId)).result.map(toProcessNode),
    ),
    /** The hierarchies the catalogue lets the user reach (its lines; its client's and the provider's). */
    reachable: perKeyLoader(async (_all: 'all') => (await api.hierarchies('', null)).result),
    tree: perKeyLoader(async (hierarchyId: number) =>
      (await api.nodes(hierarchyId, null, true)).result.map(toProcessNode),
    ),
  };
}

export type ProcessHierarchyLoaders = ReturnType<typeof createProcessHierarchyLoaders>;
