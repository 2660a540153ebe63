import { onceLoader, perKeyLoader } from '../../graphql/common/loaders.js';
import type { RequirementsApi, SectionKey } from './requirements.api.js';
import {
  toLawWorkflow,
  toQuickSearchRequirement,
  toRequirement,
  toRequirementTypes,
} from './requirements.mapper.js';

/** One section's answers are shared per section and business line. */
export const sectionKey = (key: SectionKey) => `${key.sectionId}:${key.businessLineId}`;

/**
 * Per request: the requirements of a section (one catalogue call per section and business line, however many
 * fields ask), its quick-search rows, its workflow state and the requirement types. A failed section fails only the
 * fields that asked for it. Writes clear what they change.
 */
export function createRequirementLoaders(api: RequirementsApi) {
  return {
    requirements: perKeyLoader(async (key: SectionKey) => (await api.requirements(key)).map(toRequirement), {
      key: sectionKey,
    }),
    quickSearch: perKeyLoader(
      async (key: SectionKey) => (await api.quickSearch(key)).map(toQuickSearchRequirement),
      { key: sectionKey },
    ),
    workflow: perKeyLoader(async (key: SectionKey) => toLawWorkflow(await api.workflow(key)), {
      key: sectionKey,
    }),
    requirementTypes: onceLoader(async () => toRequirementTypes(await api.requirementTypes())),
  };
}

export type RequirementLoaders = ReturnType<typeof createRequirementLoaders>;

/** After a write: the section's cached answers are stale for the rest of the request. */
export function forgetSection(loaders: RequirementLoaders, key: SectionKey): void {
  loaders.requirements.clear(key);
  loaders.quickSearch.clear(key);
  loaders.workflow.clear(key);
}
