import DataLoader from 'dataloader';
import type { ChangeInLawApi, ChangeKey, ChangeLine } from './change-in-law.api.js';
import type { ChangedLaw, UpdatedRequirement } from './change-in-law.type.js';

/** Per request: one catalogue call per distinct change (and business line). */
export interface ChangeInLawLoaders {
  changedLaw: DataLoader<ChangeKey, ChangedLaw, string>;
  updatedRequirements: DataLoader<ChangeLine, UpdatedRequirement[], string>;
}

export function createChangeInLawLoaders(api: ChangeInLawApi): ChangeInLawLoaders {
  return {
    changedLaw: new DataLoader<ChangeKey, ChangedLaw, string>(
      (keys) => Promise.all(keys.map((key) => api.changedLaw(key).catch((error: Error) => error))),
      { cacheKeyFn: (key) => `${key.lawId}:${key.sectionId}:${key.lawDetailId}:${key.statusId ?? ''}` },
    ),
    updatedRequirements: new DataLoader<ChangeLine, UpdatedRequirement[], string>(
      (keys) => Promise.all(keys.map((key) => api.updatedRequirements(key).catch((error: Error) => error))),
      { cacheKeyFn: (key) => `${key.changeLawId}:${key.businessLineId}` },
    ),
  };
}
