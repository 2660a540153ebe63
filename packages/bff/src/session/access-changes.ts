import type { FastifyBaseLogger } from 'fastify';
import { redisReady, type RedisClient } from '../redis.js';

/**
 * When an administrator last changed who may do what: a user's roles (per user), or a role's menu (everyone). A
 * principal built before that moment is rebuilt from the catalogue on its next request, so a change takes effect at
 * the user's next request rather than their next sign-in.
 *
 * Every replica holds the marks in memory, so the check made on every request costs no round trip. A mark older
 * than the session idle time concerns no live session and is forgotten.
 */
export interface AccessMarks {
  /** The latest change that concerns `userId` (epoch ms), 0 when none is marked. */
  changedAt(userId: string): number;
  /** Marks a change: of one user's access, or (no user) of everyone's. */
  mark(userId?: string): Promise<void>;
  close(): Promise<void>;
}

const EVERYONE = '*';

/** The marks of one process. */
export class MemoryAccessMarks implements AccessMarks {
  private readonly marks = new Map<string, number>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  changedAt(userId: string): number {
    return Math.max(this.fresh(EVERYONE), this.fresh(userId));
  }

  async mark(userId?: string): Promise<void> {
    this.note(userId ?? EVERYONE, this.now());
  }

  /** Keeps the later of what is known and `at` for `who` (a user id, or '*'). */
  note(who: string, at: number): void {
    if (at > (this.marks.get(who) ?? 0)) this.marks.set(who, at);
    if (this.marks.size > 10_000) this.prune();
  }

  async close(): Promise<void> {}

  private fresh(who: string): number {
    const at = this.marks.get(who);
    return at !== undefined && at > this.now() - this.ttlMs ? at : 0;
  }

  private prune(): void {
    const oldest = this.now() - this.ttlMs;
    for (const [who, at] of this.marks) if (at <= oldest) this.marks.delete(who);
  }
}

/**
 * The marks shared by every replica through Redis: kept in one hash (user id or '*' -> epoch ms) and announced on
 * a channel. Each replica keeps its own copy in memory, fed by the channel, and reads the whole hash again each time
 * its subscription (re)starts, so a change made while it was disconnected is not missed. A change reaches the other
 * replicas within the time of one message.
 */
export class RedisAccessMarks implements AccessMarks {
  private readonly local: MemoryAccessMarks;
  private readonly hashKey: string;
  private readonly channel: string;
  private readonly subscriber: RedisClient;
  private loaded: () => void = () => undefined;
  private readonly firstLoad = new Promise<void>((resolve) => (this.loaded = resolve));

  constructor(
    private readonly redis: RedisClient,
    prefix: string,
    private readonly ttlMs: number,
    private readonly log: FastifyBaseLogger,
  ) {
    this.local = new MemoryAccessMarks(ttlMs);
    this.hashKey = `${prefix}access-changed`;
    this.channel = `${prefix}access-changed`;
    this.subscriber = redis.duplicate();
    this.subscriber.on('error', () => undefined);
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.heard(message);
    });
    // Subscribed (again) first, then the hash read: nothing published in between is lost.
    this.subscriber.on('ready', () => void this.reload());
  }

  /**
   * Waits (at most `timeoutMs`) for the first subscription and read of the hash; not at all while Redis is down (the
   * marks are read when it comes back).
   */
  async started(timeoutMs = 5000): Promise<void> {
    if (!redisReady(this.redis)) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.firstLoad,
      new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ]);
    clearTimeout(timer);
  }

  changedAt(userId: string): number {
    return this.local.changedAt(userId);
  }

  async mark(userId?: string): Promise<void> {
    const who = userId ?? EVERYONE;
    const at = Date.now();
    this.local.note(who, at);
    try {
      await this.redis.hset(this.hashKey, who, String(at));
      await this.redis.pexpire(this.hashKey, this.ttlMs);
      await this.redis.publish(this.channel, `${who}\n${at}`);
    } catch (error) {
      // The change is made at the catalogue; other replicas apply it at the user's next sign-in.
      this.log.warn({ err: error }, 'could not share a change of access with the other replicas');
    }
  }

  async close(): Promise<void> {
    this.subscriber.disconnect();
  }

  private heard(message: string): void {
    const [who, at] = message.split('\n');
    const time = Number(at);
    if (who && Number.isFinite(time)) this.local.note(who, time);
  }

  private async reload(): Promise<void> {
    try {
      await this.subscriber.subscribe(this.channel);
      const all = await this.redis.hgetall(this.hashKey);
      for (const [who, at] of Object.entries(all)) {
        const time = Number(at);
        if (Number.isFinite(time)) this.local.note(who, time);
      }
      this.loaded();
    } catch (error) {
      this.log.warn({ err: error }, 'could not read the changes of access from Redis');
    }
  }
}
