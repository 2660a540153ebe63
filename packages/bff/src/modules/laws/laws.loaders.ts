import DataLoader from 'dataloader';
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
export interface LawLoaders {
  levels: DataLoader<HierarchyFilter, LawHierarchyGroup[], string>;
  nextLevels: DataLoader<HierarchyNode, LawHierarchyGroup, string>;
  lawDetail: DataLoader<LawKey, LawDetail, string>;
  inventoryLawDetail: DataLoader<InventoryLawKey, InventoryLawDetail, string>;
  azimuthProcesses: DataLoader<ProcessRowKey, AzimuthProcess[], string>;
  companyProcesses: DataLoader<{ sectionId: string; businessLineId: string }, CompanyProcess[], string>;
  requirementDetail: DataLoader<{ id: string; type: 'business' | 'legal' }, RequirementDetail, string>;
  lawTextSections: DataLoader<SectionTextKey, LawSection[], string>;
  combinedLawText: DataLoader<SectionTextKey, CombinedLawText, string>;
  subSections: DataLoader<{ sectionId: string; lawInventoryId: string | null }, SubSection[], string>;
  subSectionText: DataLoader<{ subSectionId: string; withChildren: boolean }, SubSectionText, string>;
  changedLawText: DataLoader<ChangeKey, ChangedLawText, string>;
  linkToSource: DataLoader<SourceKey, LinkToSource, string>;
}

/** A stable key for an object of ids: its values in a fixed order (lists sorted, so their order does not count). */
function keyOf(fields: readonly string[]) {
  return (key: object): string =>
    JSON.stringify(
      fields.map((field) => {
        const value = (key as Record<string, unknown>)[field];
        return Array.isArray(value) && field !== 'levelTexts' ? [...value].sort() : (value ?? null);
      }),
    );
}

/** One legacy call per distinct key, all in parallel; a failed call fails only the fields that asked for it. */
function perKey<K extends object, V>(
  fields: readonly string[],
  load: (key: K) => Promise<V>,
): DataLoader<K, V, string> {
  return new DataLoader<K, V, string>(
    async (keys) =>
      Promise.all(
        keys.map((key) =>
          load(key).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
        ),
      ),
    { cacheKeyFn: keyOf(fields) },
  );
}

export function createLawLoaders(api: LawsApi): LawLoaders {
  const filterFields = ['industryId', 'businessLineId', 'regulatorIds', 'categoryIds'] as const;
  const lawFields = ['lawId', 'sectionId', 'lawDetailId', 'businessLineId'] as const;
  const textFields = ['sectionId', 'businessLineId', 'lawInventoryId'] as const;
  const processFields = ['lawId', 'sectionId', 'lawDetailId', 'businessLineId'] as const;
  return {
    levels: perKey(filterFields, (filter: HierarchyFilter) => api.levels(filter)),
    nextLevels: perKey([...filterFields, 'levelTexts'], (node: HierarchyNode) => api.nextLevels(node)),
    lawDetail: perKey(lawFields, (key: LawKey) => api.lawDetail(key)),
    inventoryLawDetail: perKey([...lawFields, 'lawInventoryId'], (key: InventoryLawKey) =>
      api.inventoryLawDetail(key),
    ),
    azimuthProcesses: new DataLoader<ProcessRowKey, AzimuthProcess[], string>(
      async (rows) => {
        try {
          const byRow = await api.azimuthProcesses(rows);
          return rows.map((row) => byRow.get(azimuthRowKey(row)) ?? []);
        } catch (error) {
          return rows.map(() => (error instanceof Error ? error : new Error(String(error))));
        }
      },
      { cacheKeyFn: keyOf(processFields), maxBatchSize: AZIMUTH_BATCH_MAX },
    ),
    companyProcesses: perKey(
      ['sectionId', 'businessLineId'],
      (key: { sectionId: string; businessLineId: string }) =>
        api.companyProcesses(key.sectionId, key.businessLineId),
    ),
    requirementDetail: perKey(['id', 'type'], (key: { id: string; type: 'business' | 'legal' }) =>
      api.requirementDetail(key.id, key.type),
    ),
    lawTextSections: perKey(textFields, (key: SectionTextKey) => api.lawTextSections(key)),
    combinedLawText: perKey(textFields, (key: SectionTextKey) => api.combinedLawText(key)),
    subSections: perKey(
      ['sectionId', 'lawInventoryId'],
      (key: { sectionId: string; lawInventoryId: string | null }) =>
        api.subSections(key.sectionId, key.lawInventoryId),
    ),
    subSectionText: perKey(
      ['subSectionId', 'withChildren'],
      (key: { subSectionId: string; withChildren: boolean }) =>
        api.subSectionText(key.subSectionId, key.withChildren),
    ),
    changedLawText: perKey(['sectionId', 'statusId', 'changeId', 'moduleName'], (key: ChangeKey) =>
      api.changedLawText(key),
    ),
    linkToSource: perKey(['lawId', 'sectionId', 'lawDetailId', 'lawInventoryId'], (key: SourceKey) =>
      api.linkToSource(key),
    ),
  };
}
