import { randomBytes } from 'node:crypto';
import { serviceUnavailable } from '../graphql/errors.js';
import { redisReady, type RedisClient } from '../redis.js';
import type { SessionRecord, SessionStore } from './store.js';

export { connectRedis, type RedisClient } from '../redis.js';

/** Deletes the lock only if we still hold it (a lapsed lock may already belong to another replica). */
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * Sessions in Redis, shared by every BFF replica. Each session is one JSON value with a sliding expiry; the
 * refresh lock is a key set with NX and an expiry, released only by its holder, so exactly one replica renews a
 * token and the others, waiting on the lock, find the renewed token when they get it.
 */
export class RedisSessionStore implements SessionStore {
  constructor(
    private readonly redis: RedisClient,
    private readonly prefix = 'lexbridge:',
    private readonly ownsClient = true,
  ) {}

  private key(id: string): string {
    return `${this.prefix}session:${id}`;
  }

  available(): boolean {
    return redisReady(this.redis);
  }

  /**
   * A command, or SERVICE_UNAVAILABLE: at once while Redis is not connected (rather than queueing behind the
   * reconnection), or when the command fails (Redis went away under it; ioredis gives up within commandTimeout).
   * The driver's own error, which names the address, stays in the app's 'redis error' log line.
   */
  private async run<T>(command: () => Promise<T>): Promise<T> {
    if (!this.available()) throw serviceUnavailable();
    try {
      return await command();
    } catch {
      throw serviceUnavailable();
    }
  }

  async get(id: string): Promise<SessionRecord | null> {
    const text = await this.run(() => this.redis.get(this.key(id)));
    return text ? (JSON.parse(text) as SessionRecord) : null;
  }

  async getAndTouch(id: string, ttlMs: number): Promise<SessionRecord | null> {
    const text = await this.run(() => this.redis.getex(this.key(id), 'PX', Math.max(1, Math.round(ttlMs))));
    return text ? (JSON.parse(text) as SessionRecord) : null;
  }

  async set(record: SessionRecord, ttlMs: number): Promise<void> {
    await this.run(() =>
      this.redis.set(this.key(record.id), JSON.stringify(record), 'PX', Math.max(1, Math.round(ttlMs))),
    );
  }

  async touch(id: string, ttlMs: number): Promise<void> {
    await this.run(() => this.redis.pexpire(this.key(id), Math.max(1, Math.round(ttlMs))));
  }

  async delete(id: string): Promise<void> {
    await this.run(() => this.redis.del(this.key(id)));
  }

  async withLock<T>(key: string, ttlMs: number, task: () => Promise<T>): Promise<T> {
    const lockKey = `${this.prefix}lock:${key}`;
    const token = randomBytes(16).toString('hex');
    const giveUpAt = Date.now() + ttlMs * 2;
    let delay = 10;
    for (;;) {
      const acquired = await this.run(() => this.redis.set(lockKey, token, 'PX', ttlMs, 'NX'));
      if (acquired === 'OK') break;
      if (Date.now() > giveUpAt) throw new Error(`Timed out waiting for the lock ${key}`);
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, 200);
    }
    try {
      return await task();
    } finally {
      await this.redis.eval(RELEASE_SCRIPT, 1, lockKey, token).catch(() => undefined);
    }
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.redis.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    if (this.ownsClient) await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
