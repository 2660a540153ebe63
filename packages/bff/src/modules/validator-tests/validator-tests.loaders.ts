import type DataLoader from 'dataloader';
import { perKeyLoader } from '../../graphql/common/loaders.js';
import type { ValidatorTestsApi } from './validator-tests.api.js';
import type { ValidatorTestSourceType } from './validator-tests.type.js';

export interface ValidatorTestsLoaders {
  /** Source types, all or only active ones: the reference grid and the test user form may ask in one request. */
  sourceTypes: DataLoader<boolean, ValidatorTestSourceType[], string>;
}

export function createValidatorTestsLoaders(api: ValidatorTestsApi): ValidatorTestsLoaders {
  return { sourceTypes: perKeyLoader((activeOnly: boolean) => api.sourceTypes(activeOnly)) };
}
