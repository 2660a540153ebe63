import type DataLoader from 'dataloader';
import type { Cache } from '../../cache/cache.js';
import type { BffConfig } from '../../config.js';
import { cachedLoad, idSet, onceLoader, perKeyLoader, stableKey } from '../../graphql/common/loaders.js';
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

/** The business lines and industries categories are asked for; the order of either list does not count. */
export interface CategoriesKey {
  businessLineIds: string[];
  industryIds: string[];
}

/**
 * The lookups of one request. Each is cached per user for LOOKUP_CACHE_TTL_SECONDS (they change rarely and every
 * screen asks for them; the catalogue answers each user with what they may see, so the user id is in the key), and
 * a per-request DataLoader in front means one cache read per request however many fields ask.
 */
export interface CatalogueLoaders {
  industries: DataLoader<'all', Industry[]>;
  /** Key: industry id. */
  businessLines: DataLoader<string, BusinessLine[], string>;
  /** Key: isOmnia. */
  regulators: DataLoader<boolean, RegulatorGroup[], string>;
  categories: DataLoader<CategoriesKey, Category[], string>;
  /** Key: business line id, '' for every product. */
  products: DataLoader<string, Product[], string>;
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

/** The key of a categories ask: both id lists as sets. */
export const categoriesKey = (key: CategoriesKey): string =>
  stableKey({ businessLineIds: idSet(key.businessLineIds), industryIds: idSet(key.industryIds) });

export function createCatalogueLoaders(api: CatalogueApi, scope: LookupScope): CatalogueLoaders {
  const lookup = <V>(name: string, part: string, load: () => Promise<V>) =>
    cachedLoad(scope, ['lookups', name, part], scope.ttlMs, load);
  const list = <V>(name: string, load: () => Promise<V>) => onceLoader(() => lookup(name, 'all', load));
  return {
    industries: list('industries', () => api.userIndustries()),
    businessLines: perKeyLoader((industryId: string) =>
      lookup('businessLines', industryId, () => api.userBusinessLines(industryId)),
    ),
    regulators: perKeyLoader((isOmnia: boolean) =>
      lookup('regulators', isOmnia ? 'all' : 'user', () => api.regulators(isOmnia)),
    ),
    categories: perKeyLoader(
      (key: CategoriesKey) =>
        lookup(
          'categories',
          `${idSet(key.businessLineIds).join(',')}|${idSet(key.industryIds).join(',')}`,
          () => api.categories([...new Set(key.businessLineIds)], [...new Set(key.industryIds)]),
        ),
      { key: categoriesKey },
    ),
    products: perKeyLoader((id: string) => lookup('products', id || 'all', () => api.products(id || null))),
    institutionTypes: list('institutionTypes', () => api.institutionTypes()),
    lawInventories: list('lawInventories', () => api.lawInventories()),
    changeTypes: list('changeTypes', () => api.changeTypes()),
    lawStatuses: list('lawStatuses', () => api.lawStatuses()),
    lawyers: list('lawyers', () => api.lawyers()),
  };
}
