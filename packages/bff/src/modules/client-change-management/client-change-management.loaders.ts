import { perKeyLoader } from '../../graphql/common/loaders.js';
import type { ClientChangeApi } from './client-change-management.api.js';

/** A change's detail, once per request and change. */
export function createClientChangeLoaders(api: ClientChangeApi) {
  return {
    detail: perKeyLoader(async (changeId: number) => (await api.requirements(changeId)).result),
  };
}
