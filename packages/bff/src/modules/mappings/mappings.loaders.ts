import DataLoader from 'dataloader';
import type { MappingsApi, SectionKey } from './mappings.api.js';
import type { MappingSection, SectionMappingOptions, SectionMappings } from './mappings.type.js';

/** Per request: one catalogue call per distinct section (and industry) however many fields ask. */
export interface MappingLoaders {
  sectionMappings: DataLoader<SectionKey, SectionMappings, string>;
  mappingOptions: DataLoader<SectionKey, SectionMappingOptions, string>;
  /** Key: the law ids, comma separated. */
  mappingSections: DataLoader<string, MappingSection[]>;
}

const sectionKey = (key: SectionKey) => `${key.sectionId}:${key.industryId}`;

export function createMappingLoaders(api: MappingsApi): MappingLoaders {
  const one = <T>(load: (key: SectionKey) => Promise<T>) =>
    new DataLoader<SectionKey, T, string>(
      (keys) => Promise.all(keys.map((key) => load(key).catch((error: Error) => error))),
      {
        cacheKeyFn: sectionKey,
      },
    );
  return {
    sectionMappings: one((key) => api.sectionMappings(key)),
    mappingOptions: one((key) => api.mappingOptions(key)),
    mappingSections: new DataLoader<string, MappingSection[]>((keys) =>
      Promise.all(keys.map((key) => api.mappingSections(key.split(',')).catch((error: Error) => error))),
    ),
  };
}
