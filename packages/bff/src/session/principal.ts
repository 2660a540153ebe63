import { createHash, randomBytes } from 'node:crypto';
import { isAdminRole } from '@lexbridge/rules';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Cache } from '../cache/cache.js';
import type { BffConfig } from '../config.js';
import { appError, ErrorCode } from '../graphql/errors.js';
import type { Credentials } from '../legacy/caller.js';
import { LegacyError } from '../legacy/errors.js';
import type { AuthApi } from '../modules/auth/auth.api.js';
import { toEditableRoutes, toLoginMenu, toSessionUser } from '../modules/auth/auth.mapper.js';
import type { MenuItemData } from '../modules/navigation/navigation.mapper.js';
import type { ReportToolToken, SessionRecord, SessionStore, SessionUser } from './store.js';
import type { AccessMarks } from './access-changes.js';
import { bearerCredentials, type TokenKeeper } from './tokens.js';

/** Who is calling: a browser session (cookie) or an internal tool (its own legacy bearer token). */
export interface Principal {
  kind: 'session' | 'bearer';
  sessionId: string | null;
  user: SessionUser;
  isAdmin: boolean;
  /** Null for a bearer principal until the menu is fetched from the catalogue. */
  menu: MenuItemData[] | null;
  editableRoutes: string[];
  tokenExpiresAt: number | null;
  /** The report tool's token as the session holds it (never for bearer callers, who hold no session). */
  reportTool: ReportToolToken | null;
  /** Embedded reports hidden after a reporting error in this session ('<screen>:<dashboard id>'). */
  hiddenReports?: string[];
  credentials: Credentials;
}

interface BearerEntry {
  user: SessionUser;
  menu: MenuItemData[];
  editableRoutes: string[];
  /** When it was read from the catalogue (epoch ms); absent in entries cached before the field existed. */
  loadedAt?: number;
}

export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** Finds the principal of a request, and sets or clears the session cookie. */
export class Principals {
  constructor(
    private readonly config: BffConfig,
    private readonly store: SessionStore,
    private readonly tokens: TokenKeeper,
    private readonly auth: AuthApi,
    /** Where resolved bearer tokens are kept (the lookup cache: shared by replicas when on Redis). */
    private readonly cache: Cache,
    /** When an administrator last changed a user's access. */
    private readonly marks: AccessMarks,
  ) {}

  async resolve(request: FastifyRequest, log: FastifyBaseLogger): Promise<Principal | null> {
    const bearer = bearerToken(request.headers.authorization);
    if (bearer) return this.fromBearer(bearer, String(request.id), log);
    const sessionId = request.cookies?.[this.config.sessionCookieName];
    if (!sessionId) return null;
    const record = await this.store.getAndTouch(sessionId, this.config.sessionIdleTtlMs);
    if (!record) return null;
    // A session kept from before sessions knew the user's client cannot be scoped: it ends (sign in again).
    if (record.user.clientId === undefined) {
      await this.store.delete(sessionId);
      return null;
    }
    return this.fromSession(
      await this.withCurrentAccess(record, String(request.id), log),
      String(request.id),
    );
  }

  /**
   * The session with the user's current roles and menu when an administrator changed them after the session read
   * them (access-changes.ts); otherwise the session as it is. A failed re-read keeps the session as it was.
   */
  private async withCurrentAccess(
    record: SessionRecord,
    requestId: string,
    log: FastifyBaseLogger,
  ): Promise<SessionRecord> {
    const changedAt = this.marks.changedAt(record.user.id);
    if (changedAt <= (record.accessReadAt ?? record.createdAt)) return record;
    try {
      const fields = await this.auth.userInfo(record.token.accessToken, requestId);
      const user = toSessionUser(fields);
      const updated: SessionRecord = {
        ...record,
        user,
        // Admin rights come from the admin sign-in; they end when the user no longer holds an administrator role.
        isAdmin: record.isAdmin && isAdminRole(user.roles),
        menu: toLoginMenu(fields),
        editableRoutes: toEditableRoutes(fields),
        accessReadAt: Date.now(),
      };
      await this.store.set(updated, this.config.sessionIdleTtlMs);
      return updated;
    } catch (error) {
      log.warn({ err: error }, 'could not re-read the access of a session after an administrator changed it');
      return record;
    }
  }

  fromSession(record: SessionRecord, requestId?: string): Principal {
    return {
      kind: 'session',
      sessionId: record.id,
      user: record.user,
      isAdmin: record.isAdmin,
      menu: record.menu,
      editableRoutes: record.editableRoutes,
      tokenExpiresAt: record.token.expiresAt,
      reportTool: record.reportTool ?? null,
      hiddenReports: record.hiddenReports ?? [],
      credentials: this.tokens.credentialsFor(record, requestId),
    };
  }

  private async fromBearer(token: string, requestId: string, log: FastifyBaseLogger): Promise<Principal> {
    // Keyed by the token's hash: the cache (Redis included) never holds a token.
    const key = `bearer:${createHash('sha256').update(token).digest('base64url')}`;
    const load = async (): Promise<BearerEntry> => {
      const loadedAt = Date.now();
      let fields;
      try {
        fields = await this.auth.userInfo(token, requestId);
      } catch (error) {
        if (
          error instanceof LegacyError &&
          error.kind === 'http' &&
          (error.status === 401 || error.status === 403)
        ) {
          throw appError(ErrorCode.UNAUTHENTICATED, 'The bearer token was not accepted by the catalogue.');
        }
        log.warn({ err: error }, 'could not resolve a bearer token');
        throw appError(ErrorCode.UPSTREAM_UNAVAILABLE);
      }
      return {
        user: toSessionUser(fields),
        menu: toLoginMenu(fields),
        editableRoutes: toEditableRoutes(fields),
        loadedAt,
      };
    };
    let entry =
      this.config.bearerCacheTtlMs > 0
        ? await this.cache.getOrLoad(key, this.config.bearerCacheTtlMs, load)
        : await load();
    // An administrator changed this user's access after the entry was read: read it again.
    if (this.config.bearerCacheTtlMs > 0 && this.marks.changedAt(entry.user.id) > (entry.loadedAt ?? 0)) {
      entry = await load();
      await this.cache.set(key, entry, this.config.bearerCacheTtlMs);
    }
    return {
      kind: 'bearer',
      sessionId: null,
      user: entry.user,
      // Internal tools act as their user but never hold admin rights: those come only from an admin sign-in.
      isAdmin: false,
      menu: entry.menu.length > 0 ? entry.menu : null,
      editableRoutes: entry.editableRoutes,
      tokenExpiresAt: null,
      reportTool: null,
      credentials: bearerCredentials(entry.user.id, token),
    };
  }

  /**
   * httpOnly (no script reads it), SameSite=Lax (no cross-site POST carries it), and Secure when COOKIE_SECURE is
   * set or the request came over TLS (directly, or per X-Forwarded-Proto from a trusted proxy: TRUST_PROXY).
   */
  setCookie(reply: FastifyReply, sessionId: string): void {
    reply.setCookie(this.config.sessionCookieName, sessionId, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure(reply.request),
      maxAge: Math.floor(this.config.sessionIdleTtlMs / 1000),
    });
  }

  clearCookie(reply: FastifyReply): void {
    reply.clearCookie(this.config.sessionCookieName, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secure(reply.request),
    });
  }

  private secure(request: FastifyRequest | undefined): boolean {
    return this.config.cookieSecure || request?.protocol === 'https';
  }
}

function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1]! : null;
}
