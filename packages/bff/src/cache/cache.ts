/**
 * The lookup cache: short-lived answers of the catalogue that many requests ask for, kept in
 * this process's memory or, when REDIS_URL is set, in Redis, shared by every replica. Values are JSON (plain
 * objects, arrays, strings, numbers, booleans, null); `undefined` means "not cached". Treat what you get back as
 * read-only: the memory cache hands out the stored object itself. docs/recipes.md shows how to use it.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set<T>(key: string, value: T, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /**
   * The cached value, or `load()` once and keep its result for `ttlMs`. Concurrent callers for the same key in this
   * process share one load (single flight). A failed load is not cached; every waiting caller gets its error.
   */
  getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T>;
  /** Counted since start: reads served from the cache (or from a load already in flight) and reads that loaded. */
  readonly stats: CacheStats;
  close(): Promise<void>;
}

export interface CacheStats {
  hits: number;
  misses: number;
}

/** Told about every hit and miss (the Prometheus counters) and about store failures (the log). */
export interface CacheObserver {
  hit?(key: string): void;
  miss?(key: string): void;
  /** The store failed (Redis down): the cache acts as a miss and the request goes on without it. */
  failed?(operation: 'get' | 'set' | 'delete', error: unknown): void;
}

/**
 * A key for one user's copy of something: lookups are cached per user, because the catalogue answers each user
 * with what they may see. `userKey(principal.user.id, 'lookups', 'industries')` -> `user:42:lookups:industries`.
 */
export function userKey(userId: string, ...parts: (string | number)[]): string {
  return ['user', userId, ...parts].map((part) => String(part).replaceAll(':', '%3A')).join(':');
}

/** Hit and miss counting, and single flight over a store's own get and set. */
export abstract class BaseCache implements Cache {
  readonly stats: CacheStats = { hits: 0, misses: 0 };
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(protected readonly observer: CacheObserver = {}) {}

  protected abstract read(key: string): Promise<unknown>;
  protected abstract write(key: string, value: unknown, ttlMs: number): Promise<void>;
  protected abstract remove(key: string): Promise<void>;
  abstract close(): Promise<void>;

  async get<T>(key: string): Promise<T | undefined> {
    const value = await this.safeRead(key);
    if (value === undefined) this.missed(key);
    else this.hit(key);
    return value as T | undefined;
  }

  async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    if (value === undefined || ttlMs <= 0) return;
    try {
      await this.write(key, value, ttlMs);
    } catch (error) {
      this.observer.failed?.('set', error);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.remove(key);
    } catch (error) {
      this.observer.failed?.('delete', error);
    }
  }

  getOrLoad<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
    const pending = this.inFlight.get(key);
    if (pending) {
      this.hit(key);
      return pending as Promise<T>;
    }
    const work = (async () => {
      const cached = await this.safeRead(key);
      if (cached !== undefined) {
        this.hit(key);
        return cached as T;
      }
      this.missed(key);
      const value = await load();
      await this.set(key, value, ttlMs);
      return value;
    })().finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  private async safeRead(key: string): Promise<unknown> {
    try {
      return await this.read(key);
    } catch (error) {
      this.observer.failed?.('get', error);
      return undefined;
    }
  }

  private hit(key: string): void {
    this.stats.hits += 1;
    this.observer.hit?.(key);
  }

  private missed(key: string): void {
    this.stats.misses += 1;
    this.observer.miss?.(key);
  }
}
