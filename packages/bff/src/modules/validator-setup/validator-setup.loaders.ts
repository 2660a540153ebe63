import type DataLoader from 'dataloader';
import { onceLoader, perKeyLoader } from '../../graphql/common/loaders.js';
import type { ValidatorSetupApi } from './validator-setup.api.js';
import type {
  ClientFile,
  HeaderField,
  SetupClient,
  SetupOption,
  ValidatorResultFilters,
} from './validator-setup.type.js';

export interface ValidatorSetupLoaders {
  hierarchy: DataLoader<'all', SetupClient[]>;
  headerFields: DataLoader<number, HeaderField[], string>;
  clientFile: DataLoader<number, ClientFile, string>;
  rejectReasons: DataLoader<'all', SetupOption[]>;
  resultFilters: DataLoader<'all', ValidatorResultFilters>;
}

/** One call per request for what several fields of a screen's query share. */
export function createValidatorSetupLoaders(api: ValidatorSetupApi): ValidatorSetupLoaders {
  return {
    hierarchy: onceLoader(() => api.hierarchy()),
    headerFields: perKeyLoader((entityId: number) => api.headerFields(entityId)),
    clientFile: perKeyLoader((fileId: number) => api.clientFile(fileId)),
    rejectReasons: onceLoader(() => api.rejectReasons()),
    resultFilters: onceLoader(() => api.resultFilters()),
  };
}
