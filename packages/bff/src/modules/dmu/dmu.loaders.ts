import type DataLoader from 'dataloader';
import { onceLoader, perKeyLoader } from '../../graphql/common/loaders.js';
import type { DmuApi } from './dmu.api.js';
import type { DmuAgrcCategory, DmuSystemField } from './dmu.type.js';

export interface DmuLoaders {
  categories: DataLoader<'all', DmuAgrcCategory[]>;
  statusIds: DataLoader<'all', Map<string, number>>;
  systemFields: DataLoader<number, DmuSystemField[], string>;
}

/** Lists a save checks against and the screen reads too: one call per request. */
export function createDmuLoaders(api: DmuApi): DmuLoaders {
  return {
    categories: onceLoader(() => api.categories()),
    statusIds: onceLoader(() => api.statusIds()),
    systemFields: perKeyLoader((systemId: number) => api.systemFields(systemId)),
  };
}
