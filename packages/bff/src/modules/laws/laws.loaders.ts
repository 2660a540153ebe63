import type DataLoader from 'dataloader';
import { batchLoader, idSet, perKeyLoader, stableKey } from '../../graphql/common/loaders.js';
import type {
  ChangeKey,
  HierarchyFilter,
  HierarchyNode,
  InventoryLawKey,
  LawKey,
  LawsApi,
  ProcessRowKey,
  SectionTextKey,
  SourceKey,
} from './laws.api.js';
import { azimuthRowKey } from './laws.mapper.js';
import type {
  AzimuthProcess,
  ChangedLawText,
  CombinedLawText,
  CompanyProcess,
  InventoryLawDetail,
  LawDetail,
  LawHierarchyGroup,
  LawSection,
  LinkToSource,
  RequirementDetail,
  SubSection,
  SubSectionText,
} from './laws.type.js';

/** Rows of one get-azimuth-mapped-law-process body at most (the catalogue takes bodies up to 1 MiB). */
export const AZIMUTH_BATCH_MAX = 500;

/**
 * The law loaders of one request (or of one guarded resolver: see withRoute). Every call is keyed by its
 * parameters, so a grid of 500 rows asking for the same few law details makes one call per distinct law; the
 * Azimuth processes of every row asked for in one tick go to the catalogue in one list body.
 */
export interface CompanyProcessKey {
  sectionId: string;
  businessLineId: string;
}

export interface RequirementDetailKey {
  id: string;
  type: 'business' | 'legal';
}

export interface SubSectionsKey {
  sectionId: string;
  lawInventoryId: string | null;
}

export interface SubSectionTextKey {
  subSectionId: string;
  withChildren: boolean;
}

export interface LawLoaders {
  levels: DataLoader<HierarchyFilter, LawHierarchyGroup[], string>;
  nextLevels: DataLoader<HierarchyNode, LawHierarchyGroup, string>;
  lawDetail: DataLoader<LawKey, LawDetail, string>;
  inventoryLawDetail: DataLoader<InventoryLawKey, InventoryLawDetail, string>;
  azimuthProcesses: DataLoader<ProcessRowKey, AzimuthProcess[], string>;
  companyProcesses: DataLoader<CompanyProcessKey, CompanyProcess[], string>;
  requirementDetail: DataLoader<RequirementDetailKey, RequirementDetail, string>;
  lawTextSections: DataLoader<SectionTextKey, LawSection[], string>;
  combinedLawText: DataLoader<SectionTextKey, CombinedLawText, string>;
  subSections: DataLoader<SubSectionsKey, SubSection[], string>;
  subSectionText: DataLoader<SubSectionTextKey, SubSectionText, string>;
  changedLawText: DataLoader<ChangeKey, ChangedLawText, string>;
  linkToSource: DataLoader<SourceKey, LinkToSource, string>;
}

/**
 * The key of a call: the named fields of its parameters, id lists as sets (their order does not count) except the
 * ones named in `ordered` (a path of level texts is read in its order).
 */
function keyOf<K extends object>(fields: readonly (keyof K & string)[], ordered: readonly string[] = []) {
  return (key: K): string =>
    stableKey(
      Object.fromEntries(
        fields.map((field) => {
          const value = key[field];
          return [field, Array.isArray(value) && !ordered.includes(field) ? idSet(value as string[]) : value];
        }),
      ),
    );
}

export function createLawLoaders(api: LawsApi): LawLoaders {
  const filterFields = ['industryId', 'businessLineId', 'regulatorIds', 'categoryIds'] as const;
  const lawFields = ['lawId', 'sectionId', 'lawDetailId', 'businessLineId'] as const;
  const textFields = ['sectionId', 'businessLineId', 'lawInventoryId'] as const;
  return {
    levels: perKeyLoader((filter: HierarchyFilter) => api.levels(filter), {
      key: keyOf<HierarchyFilter>(filterFields),
    }),
    nextLevels: perKeyLoader((node: HierarchyNode) => api.nextLevels(node), {
      key: keyOf<HierarchyNode>([...filterFields, 'levelTexts'], ['levelTexts']),
    }),
    lawDetail: perKeyLoader((key: LawKey) => api.lawDetail(key), { key: keyOf<LawKey>(lawFields) }),
    inventoryLawDetail: perKeyLoader((key: InventoryLawKey) => api.inventoryLawDetail(key), {
      key: keyOf<InventoryLawKey>([...lawFields, 'lawInventoryId']),
    }),
    azimuthProcesses: batchLoader(
      (rows: readonly ProcessRowKey[]) => api.azimuthProcesses(rows),
      () => [],
      {
        key: azimuthRowKey,
        maxBatchSize: AZIMUTH_BATCH_MAX,
      },
    ),
    companyProcesses: perKeyLoader(
      (key: CompanyProcessKey) => api.companyProcesses(key.sectionId, key.businessLineId),
      {
        key: keyOf<CompanyProcessKey>(['sectionId', 'businessLineId']),
      },
    ),
    requirementDetail: perKeyLoader((key: RequirementDetailKey) => api.requirementDetail(key.id, key.type), {
      key: keyOf<RequirementDetailKey>(['id', 'type']),
    }),
    lawTextSections: perKeyLoader((key: SectionTextKey) => api.lawTextSections(key), {
      key: keyOf<SectionTextKey>(textFields),
    }),
    combinedLawText: perKeyLoader((key: SectionTextKey) => api.combinedLawText(key), {
      key: keyOf<SectionTextKey>(textFields),
    }),
    subSections: perKeyLoader((key: SubSectionsKey) => api.subSections(key.sectionId, key.lawInventoryId), {
      key: keyOf<SubSectionsKey>(['sectionId', 'lawInventoryId']),
    }),
    subSectionText: perKeyLoader(
      (key: SubSectionTextKey) => api.subSectionText(key.subSectionId, key.withChildren),
      { key: keyOf<SubSectionTextKey>(['subSectionId', 'withChildren']) },
    ),
    changedLawText: perKeyLoader((key: ChangeKey) => api.changedLawText(key), {
      key: keyOf<ChangeKey>(['sectionId', 'statusId', 'changeId', 'moduleName']),
    }),
    linkToSource: perKeyLoader((key: SourceKey) => api.linkToSource(key), {
      key: keyOf<SourceKey>(['lawId', 'sectionId', 'lawDetailId', 'lawInventoryId']),
    }),
  };
}
