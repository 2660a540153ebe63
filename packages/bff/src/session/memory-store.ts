import type { SessionRecord, SessionStore } from './store.js';

interface Entry {
  record: SessionRecord;
  expiresAt: number;
}

/** Sessions in this process's memory: the single-process default. Expired entries are swept once a minute. */
export class MemorySessionStore implements SessionStore {
  private readonly entries = new Map<string, Entry>();
  private readonly locks = new Map<string, Promise<unknown>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  available(): boolean {
    return true;
  }

  async get(id: string): Promise<SessionRecord | null> {
    const entry = this.entries.get(id);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(id);
      return null;
    }
    // Records are never mutated after `set` (callers spread into new objects), so reads share the stored copy:
    // cloning here cost ~25 µs on every request (docs/performance.md).
    return entry.record;
  }

  async getAndTouch(id: string, ttlMs: number): Promise<SessionRecord | null> {
    const record = await this.get(id);
    if (record) this.entries.get(id)!.expiresAt = this.now() + ttlMs;
    return record;
  }

  async set(record: SessionRecord, ttlMs: number): Promise<void> {
    this.entries.set(record.id, { record: structuredClone(record), expiresAt: this.now() + ttlMs });
  }

  async touch(id: string, ttlMs: number): Promise<void> {
    const entry = this.entries.get(id);
    if (entry) entry.expiresAt = this.now() + ttlMs;
  }

  async delete(id: string): Promise<void> {
    this.entries.delete(id);
  }

  async withLock<T>(key: string, _ttlMs: number, task: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(key) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(task);
    const settled = run.catch(() => undefined);
    this.locks.set(key, settled);
    try {
      return await run;
    } finally {
      if (this.locks.get(key) === settled) this.locks.delete(key);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(id);
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    this.entries.clear();
  }
}
