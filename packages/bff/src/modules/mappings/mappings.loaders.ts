import type DataLoader from 'dataloader';
import { perKeyLoader } from '../../graphql/common/loaders.js';
import type { MappingsApi, SectionKey } from './mappings.api.js';
import type { MappingSection, SectionMappingOptions, SectionMappings } from './mappings.type.js';

/** Per request: one catalogue call per distinct section (and industry) however many fields ask. */
export interface MappingLoaders {
  sectionMappings: DataLoader<SectionKey, SectionMappings, string>;
  mappingOptions: DataLoader<SectionKey, SectionMappingOptions, string>;
  /** Key: the law ids, comma separated. */
  mappingSections: DataLoader<string, MappingSection[], string>;
}

export const sectionKey = (key: SectionKey) => `${key.sectionId}:${key.industryId}`;

export function createMappingLoaders(api: MappingsApi): MappingLoaders {
  return {
    sectionMappings: perKeyLoader((key: SectionKey) => api.sectionMappings(key), { key: sectionKey }),
    mappingOptions: perKeyLoader((key: SectionKey) => api.mappingOptions(key), { key: sectionKey }),
    mappingSections: perKeyLoader((lawIds: string) => api.mappingSections(lawIds.split(',')), {
      key: String,
    }),
  };
}
