import DataLoader from 'dataloader';
import type { RequirementsApi, SectionKey } from './requirements.api.js';
import {
  toLawWorkflow,
  toQuickSearchRequirement,
  toRequirement,
  toRequirementTypes,
} from './requirements.mapper.js';
import type {
  LawWorkflow,
  QuickSearchRequirement,
  Requirement,
  RequirementTypeOption,
} from './requirements.type.js';

const keyOf = (key: SectionKey) => `${key.sectionId}:${key.businessLineId}`;

/**
 * Per request: the requirements of a section (one catalogue call per section and business line, however many
 * fields ask), its quick-search rows, its workflow state and the requirement types. Writes clear what they change.
 */
export function createRequirementLoaders(api: RequirementsApi) {
  return {
    requirements: new DataLoader<SectionKey, Requirement[], string>(
      (keys) => Promise.all(keys.map(async (key) => (await api.requirements(key)).map(toRequirement))),
      { cacheKeyFn: keyOf },
    ),
    quickSearch: new DataLoader<SectionKey, QuickSearchRequirement[], string>(
      (keys) =>
        Promise.all(keys.map(async (key) => (await api.quickSearch(key)).map(toQuickSearchRequirement))),
      { cacheKeyFn: keyOf },
    ),
    workflow: new DataLoader<SectionKey, LawWorkflow, string>(
      (keys) => Promise.all(keys.map(async (key) => toLawWorkflow(await api.workflow(key)))),
      { cacheKeyFn: keyOf },
    ),
    requirementTypes: new DataLoader<'all', RequirementTypeOption[]>(async (keys) => {
      const types = toRequirementTypes(await api.requirementTypes());
      return keys.map(() => types);
    }),
  };
}

export type RequirementLoaders = ReturnType<typeof createRequirementLoaders>;

/** After a write: the section's cached answers are stale for the rest of the request. */
export function forgetSection(loaders: RequirementLoaders, key: SectionKey): void {
  loaders.requirements.clear(key);
  loaders.quickSearch.clear(key);
  loaders.workflow.clear(key);
}
