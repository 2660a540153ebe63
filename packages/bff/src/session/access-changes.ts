import type { Cache } from '../cache/cache.js';

/**
 * When an administrator last changed who may do what: a user's roles (per user), or a role's menu (everyone). A
 * principal built before that moment is rebuilt from the catalogue on its next request, so a change takes effect at
 * the user's next request rather than their next sign-in. The marks live in the lookup cache (Redis when
 * REDIS_URL is set), so every replica sees them.
 */
const EVERYONE = 'access-changed:all';
const userMark = (userId: string) => `access-changed:user:${userId}`;

/** Marks a change: of one user's access, or (no user) of everyone's. Kept for `ttlMs` (the session idle TTL). */
export async function markAccessChanged(cache: Cache, ttlMs: number, userId?: string): Promise<void> {
  await cache.set(userId === undefined ? EVERYONE : userMark(userId), Date.now(), ttlMs);
}

/**
 * The latest change that concerns `userId` (epoch ms), 0 when none is marked: one read of both marks on every
 * request, not counted in the lookup cache's hit ratio.
 */
export async function accessChangedAt(cache: Cache, userId: string): Promise<number> {
  const [everyone, mine] = await cache.peek<number>([EVERYONE, userMark(userId)]);
  return Math.max(everyone ?? 0, mine ?? 0);
}
