import type DataLoader from 'dataloader';
import { perKeyLoader } from '../../graphql/common/loaders.js';
import type { ChangeInLawApi, ChangeKey, ChangeLine } from './change-in-law.api.js';
import type { ChangedLaw, UpdatedRequirement } from './change-in-law.type.js';

/** Per request: one catalogue call per distinct change (and business line). */
export interface ChangeInLawLoaders {
  changedLaw: DataLoader<ChangeKey, ChangedLaw, string>;
  updatedRequirements: DataLoader<ChangeLine, UpdatedRequirement[], string>;
}

export const changeKey = (key: ChangeKey) =>
  `${key.lawId}:${key.sectionId}:${key.lawDetailId}:${key.statusId ?? ''}`;
export const changeLineKey = (key: ChangeLine) => `${key.changeLawId}:${key.businessLineId}`;

export function createChangeInLawLoaders(api: ChangeInLawApi): ChangeInLawLoaders {
  return {
    changedLaw: perKeyLoader((key: ChangeKey) => api.changedLaw(key), { key: changeKey }),
    updatedRequirements: perKeyLoader((key: ChangeLine) => api.updatedRequirements(key), {
      key: changeLineKey,
    }),
  };
}
