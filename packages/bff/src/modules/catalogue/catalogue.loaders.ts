import DataLoader from 'dataloader';
import { userKey, type Cache } from '../../cache/cache.js';
import type { BffConfig } from '../../config.js';
import type { Principal } from '../../session/principal.js';
import type { CatalogueApi } from './catalogue.api.js';
import type {
  BusinessLine,
  Category,
  ChangeType,
  Industry,
  InstitutionType,
  LawInventory,
  LawStatus,
  Lawyer,
  Product,
  RegulatorGroup,
} from './catalogue.type.js';

/** What the lookups need of a cache: `services.cache` (src/cache). */
export type LookupCache = Pick<Cache, 'getOrLoad'>;

/**
 * The lookups of one request. Each is cached per user for LOOKUP_CACHE_TTL_SECONDS (they change rarely and every
 * screen asks for them; the catalogue answers each user with what they may see, so the user id is in the key), and
 * a per-request DataLoader in front means one cache read per request however many fields ask.
 */
export interface CatalogueLoaders {
  industries: DataLoader<'all', Industry[]>;
  /** Key: industry id. */
  businessLines: DataLoader<string, BusinessLine[]>;
  /** Key: isOmnia. */
  regulators: DataLoader<boolean, RegulatorGroup[]>;
  categories: DataLoader<{ businessLineIds: string[]; industryIds: string[] }, Category[], string>;
  /** Key: business line id, '' for every product. */
  products: DataLoader<string, Product[]>;
  institutionTypes: DataLoader<'all', InstitutionType[]>;
  lawInventories: DataLoader<'all', LawInventory[]>;
  changeTypes: DataLoader<'all', ChangeType[]>;
  lawStatuses: DataLoader<'all', LawStatus[]>;
  lawyers: DataLoader<'all', Lawyer[]>;
}

export interface LookupScope {
  cache: LookupCache;
  /** The signed-in user; null: no caching across requests (the catalogue will refuse anyway). */
  userId: string | null;
  ttlMs: number;
}

/** The signed-in user's lookups, in the app's cache (memory, or Redis shared by replicas) for LOOKUP_CACHE_TTL_SECONDS. */
export function lookupScope(
  services: { cache: LookupCache; config: Pick<BffConfig, 'lookupCacheTtlMs'> },
  principal: Principal | null,
): LookupScope {
  return {
    cache: services.cache,
    userId: principal?.user.id ?? null,
    ttlMs: services.config.lookupCacheTtlMs,
  };
}

export function createCatalogueLoaders(api: CatalogueApi, scope: LookupScope): CatalogueLoaders {
  function cached<K, V, C = K>(
    name: string,
    part: (key: K) => string,
    load: (key: K) => Promise<V>,
    cacheKeyFn?: (key: K) => C,
  ) {
    return new DataLoader<K, V, C>(
      async (keys) =>
        Promise.all(
          keys.map((key) => {
            const work = () => load(key);
            const loaded = scope.userId
              ? scope.cache.getOrLoad(userKey(scope.userId, 'lookups', name, part(key)), scope.ttlMs, work)
              : work();
            return loaded.catch((error: unknown) =>
              error instanceof Error ? error : new Error(String(error)),
            );
          }),
        ),
      cacheKeyFn ? { cacheKeyFn } : {},
    );
  }
  const idList = (ids: string[]) => [...new Set(ids)].sort().join(',');
  const categoriesKey = (key: { businessLineIds: string[]; industryIds: string[] }) =>
    `${idList(key.businessLineIds)}|${idList(key.industryIds)}`;
  const all = () => 'all';
  return {
    industries: cached('industries', all, () => api.userIndustries()),
    businessLines: cached('businessLines', String, (industryId) => api.userBusinessLines(industryId)),
    regulators: cached(
      'regulators',
      (isOmnia) => (isOmnia ? 'all' : 'user'),
      (isOmnia) => api.regulators(isOmnia),
    ),
    categories: cached(
      'categories',
      categoriesKey,
      (key) => api.categories([...new Set(key.businessLineIds)], [...new Set(key.industryIds)]),
      categoriesKey,
    ),
    products: cached(
      'products',
      (id) => id || 'all',
      (id) => api.products(id || null),
    ),
    institutionTypes: cached('institutionTypes', all, () => api.institutionTypes()),
    lawInventories: cached('lawInventories', all, () => api.lawInventories()),
    changeTypes: cached('changeTypes', all, () => api.changeTypes()),
    lawStatuses: cached('lawStatuses', all, () => api.lawStatuses()),
    lawyers: cached('lawyers', all, () => api.lawyers()),
  };
}
