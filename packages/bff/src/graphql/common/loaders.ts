import DataLoader from 'dataloader';
import { userKey, type Cache } from '../../cache/cache.js';

/** Keys one batch function gets at most; a bigger batch is split into several calls. */
export const DEFAULT_MAX_BATCH_SIZE = 100;

export interface LoaderOptions<K> {
  /**
   * The key two asks share a call by. Default: `stableKey(key)`, so objects with the same values in any property
   * order share one call.
   */
  key?: (key: K) => string;
  /** Keys per batch at most (DEFAULT_MAX_BATCH_SIZE unless given). */
  maxBatchSize?: number;
}

/**
 * A key for any JSON-like value that does not depend on property order: objects are written with sorted property
 * names, arrays in their order (pass `idSet(list)` for a list whose order does not count), undefined as null.
 */
export function stableKey(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableKey).join(',')}]`;
  const record = value as Record<string, unknown>;
  const names = Object.keys(record).sort();
  return `{${names.map((name) => `${JSON.stringify(name)}:${stableKey(record[name])}`).join(',')}}`;
}

/** A list of ids as a set: deduplicated and sorted, so two lists with the same ids make the same key. */
export function idSet(ids: readonly string[]): string[] {
  return [...new Set(ids)].sort();
}

export function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function dataLoaderOptions<K>(options: LoaderOptions<K>): DataLoader.Options<K, unknown, string> {
  return {
    cacheKeyFn: options.key ?? stableKey,
    maxBatchSize: options.maxBatchSize ?? DEFAULT_MAX_BATCH_SIZE,
  };
}

/**
 * One call per distinct key, all of a tick in parallel. A failed call fails only the fields that asked for that
 * key; the other keys of the batch keep their values.
 */
export function perKeyLoader<K, V>(
  load: (key: K) => Promise<V>,
  options: LoaderOptions<K> = {},
): DataLoader<K, V, string> {
  return new DataLoader<K, V, string>(
    (keys) => Promise.all(keys.map((key) => load(key).catch(asError))),
    dataLoaderOptions(options) as DataLoader.Options<K, V, string>,
  );
}

/**
 * One call for every distinct key asked in a tick (split at maxBatchSize): `loadBatch` answers a map by
 * `options.key` (default `stableKey`); a key it leaves out gets `missing(key)`. When the call fails, every key of
 * that batch fails with it: they shared it.
 */
export function batchLoader<K, V>(
  loadBatch: (keys: readonly K[]) => Promise<ReadonlyMap<string, V>>,
  missing: (key: K) => V | Error,
  options: LoaderOptions<K> = {},
): DataLoader<K, V, string> {
  const keyOf = options.key ?? stableKey;
  return new DataLoader<K, V, string>(
    async (keys) => {
      try {
        const found = await loadBatch(keys);
        return keys.map((key) => {
          const value = found.get(keyOf(key));
          return value === undefined ? missing(key) : value;
        });
      } catch (error) {
        const failure = asError(error);
        return keys.map(() => failure);
      }
    },
    dataLoaderOptions(options) as DataLoader.Options<K, V, string>,
  );
}

/** A value without a key (a list every screen of the request shares): one call per request, `load('all')`. */
export function onceLoader<V>(load: () => Promise<V>): DataLoader<'all', V> {
  return new DataLoader<'all', V>(async (keys) => {
    const value = await load();
    return keys.map(() => value);
  });
}

/** Where and for whom `cachedLoad` keeps values across requests. */
export interface UserCacheScope {
  cache: Pick<Cache, 'getOrLoad'>;
  /** The signed-in user; null: nothing is kept across requests (the catalogue will refuse anyway). */
  userId: string | null;
}

/**
 * `load` through the app's cache (memory, or Redis shared by replicas) under the user's key `parts`, for `ttlMs`.
 * Use it inside a loader so one request reads the cache once per key; failures are not cached.
 */
export function cachedLoad<V>(
  scope: UserCacheScope,
  parts: readonly string[],
  ttlMs: number,
  load: () => Promise<V>,
): Promise<V> {
  return scope.userId ? scope.cache.getOrLoad(userKey(scope.userId, ...parts), ttlMs, load) : load();
}
