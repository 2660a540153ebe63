import { BaseCache, type CacheObserver } from './cache.js';

interface Entry {
  value: unknown;
  expiresAt: number;
}

/**
 * The cache in this process's memory: at most `maxEntries` entries, the least recently used going first when it is
 * full (a Map keeps insertion order; a read moves the entry to the end). Expired entries go when read or evicted.
 */
export class MemoryCache extends BaseCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly maxEntries: number,
    observer?: CacheObserver,
    private readonly now: () => number = Date.now,
  ) {
    super(observer);
  }

  get size(): number {
    return this.entries.size;
  }

  protected async read(key: string): Promise<unknown> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.now()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  protected async write(key: string, value: unknown, ttlMs: number): Promise<void> {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  protected async remove(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}
