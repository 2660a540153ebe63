import type { FastifyBaseLogger } from 'fastify';
import { appError, ErrorCode } from '../graphql/errors.js';
import type { Credentials } from '../legacy/caller.js';
import { LegacyError } from '../legacy/errors.js';
import type { AuthApi } from '../modules/auth/auth.api.js';
import type { Metrics } from '../observability/metrics.js';
import { toTokenSet } from '../modules/auth/auth.mapper.js';
import type { SessionRecord, SessionStore, TokenSet } from './store.js';

/** Longest a refresh may hold a session's lock before another replica may try. */
const REFRESH_LOCK_MS = 15_000;

/**
 * Custody of the legacy tokens: refreshes a session's token shortly before it expires and once after a 401,
 * with exactly one refresh in flight per session. In this process concurrent requests share one promise; across
 * replicas the store's lock serialises them, and whoever comes second finds the token already renewed.
 */
export class TokenKeeper {
  private readonly inFlight = new Map<string, Promise<TokenSet | null>>();

  constructor(
    private readonly store: SessionStore,
    private readonly auth: AuthApi,
    private readonly options: { refreshMarginMs: number; sessionTtlMs: number },
    private readonly log: FastifyBaseLogger,
    private readonly metrics?: Metrics,
  ) {}

  credentialsFor(record: SessionRecord, requestId?: string): Credentials {
    let current = record.token;
    return {
      userId: record.user.id,
      accessToken: () => {
        if (current.expiresAt - this.options.refreshMarginMs > Date.now()) return current.accessToken;
        return this.refresh(record.id, current.accessToken, requestId).then((renewed) => {
          if (!renewed) throw appError(ErrorCode.UNAUTHENTICATED);
          current = renewed;
          return current.accessToken;
        });
      },
      renewAfterUnauthorized: async (staleToken) => {
        const renewed = await this.refresh(record.id, staleToken, requestId, true);
        if (renewed) current = renewed;
        return renewed?.accessToken ?? null;
      },
    };
  }

  /** Renew the session's token unless someone already replaced `staleToken`. Null: the session is over. */
  refresh(
    sessionId: string,
    staleToken: string,
    requestId?: string,
    rejected = false,
  ): Promise<TokenSet | null> {
    const key = `${sessionId}:${staleToken}`;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const work = this.store
      .withLock(lockKey(sessionId), REFRESH_LOCK_MS, () =>
        this.refreshLocked(sessionId, staleToken, requestId, rejected),
      )
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, work);
    return work;
  }

  /**
   * Change a stored session under the same lock as its token refreshes, reading it afresh inside the lock, so a
   * refresh and another change never overwrite each other. Null when the session is gone.
   */
  async updateSession(
    sessionId: string,
    change: (record: SessionRecord) => SessionRecord,
  ): Promise<SessionRecord | null> {
    return this.store.withLock(lockKey(sessionId), REFRESH_LOCK_MS, async () => {
      const record = await this.store.get(sessionId);
      if (!record) return null;
      const changed = change(record);
      await this.store.set(changed, this.options.sessionTtlMs);
      return changed;
    });
  }

  private async refreshLocked(
    sessionId: string,
    staleToken: string,
    requestId: string | undefined,
    rejected: boolean,
  ): Promise<TokenSet | null> {
    const record = await this.store.get(sessionId);
    if (!record) return null;
    const stored = record.token;
    const storedIsFresh = stored.expiresAt - this.options.refreshMarginMs > Date.now();
    if (stored.accessToken !== staleToken && (storedIsFresh || rejected)) return stored;
    if (!stored.refreshToken) {
      await this.end(record, 'no refresh token', requestId);
      return null;
    }
    let response;
    try {
      response = await this.auth.refreshGrant(stored.refreshToken, requestId);
    } catch (error) {
      if (
        error instanceof LegacyError &&
        error.kind === 'http' &&
        error.status !== undefined &&
        error.status < 500
      ) {
        await this.end(record, `refresh refused with ${error.status}`, requestId);
        return null;
      }
      // The catalogue is unreachable: keep the session, so the user is not signed out by an outage.
      this.metrics?.tokenRefreshes.inc({ outcome: 'failed' });
      this.log.warn({ err: error, requestId }, 'legacy token refresh failed');
      throw appError(ErrorCode.UPSTREAM_UNAVAILABLE);
    }
    const token = toTokenSet(response);
    // A store that fails here says so itself (SERVICE_UNAVAILABLE): not the catalogue's fault.
    await this.store.set({ ...record, token }, this.options.sessionTtlMs);
    this.metrics?.tokenRefreshes.inc({ outcome: 'ok' });
    this.log.info({ sessionUser: record.user.id, requestId }, 'legacy token refreshed');
    return token;
  }

  private async end(record: SessionRecord, reason: string, requestId?: string): Promise<void> {
    this.metrics?.tokenRefreshes.inc({ outcome: 'ended' });
    this.log.info(
      { sessionUser: record.user.id, reason, requestId },
      'session ended: the legacy token cannot be renewed',
    );
    await this.store.delete(record.id);
  }
}

function lockKey(sessionId: string): string {
  return `refresh:${sessionId}`;
}

/** An internal tool's own bearer token: used as is, never refreshed. */
export function bearerCredentials(userId: string, token: string): Credentials {
  return {
    userId,
    accessToken: () => token,
    renewAfterUnauthorized: async () => null,
  };
}
