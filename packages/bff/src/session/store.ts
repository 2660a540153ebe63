import type { MenuItemData } from '../modules/navigation/navigation.mapper.js';

/** The signed-in user as the BFF keeps them; built from the legacy login fields by the auth mapper. */
export interface SessionUser {
  id: string;
  firstName: string;
  name: string;
  email: string;
  roles: string[];
  isAzimuth: boolean;
  isTableau: boolean;
  /**
   * The client the user works for (its catalogue id); null for provider staff. Every client-owned record the user
   * reads or writes is this client's (graphql/ownership.ts).
   */
  clientId: string | null;
  /** That client's name; null for provider staff. */
  clientName: string | null;
}

/** The legacy tokens of one session. They live here and nowhere else: never in a cookie or a response. */
export interface TokenSet {
  accessToken: string;
  refreshToken: string | null;
  /** Epoch milliseconds at which the catalogue stops accepting the access token. */
  expiresAt: number;
}

/**
 * The embedded report tool's token (legacy jwtToken) for a user with the report-tool flag. Kept here, never sent
 * to the browser; the BFF uses it on the user's behalf.
 */
export interface ReportToolToken {
  token: string;
  /** Epoch milliseconds after which it counts as expired: the legacy lifetime less the spec's 10 s margin. */
  expiresAt: number;
}

export interface SessionRecord {
  id: string;
  user: SessionUser;
  isAdmin: boolean;
  menu: MenuItemData[];
  editableRoutes: string[];
  token: TokenSet;
  /** Only for users with the report-tool flag, once fetched (at sign-in, then again whenever it has expired). */
  reportTool?: ReportToolToken | null;
  /** Embedded reports hidden after a reporting error, for the rest of the session ('<screen>:<dashboard id>'). */
  hiddenReports?: string[];
  createdAt: number;
  /** When user, menu and editable routes were last re-read after an administrator changed them (epoch ms). */
  accessReadAt?: number;
}

/**
 * Where sessions live. The memory store is the embedded default; a Redis store implements the same contract for
 * many replicas (docs/operations.md).
 */
export interface SessionStore {
  get(id: string): Promise<SessionRecord | null>;
  /**
   * The record, its expiry moved to `ttlMs` from now, in one step (one round trip on Redis): how a request reads
   * its session. The record is shared, not copied: treat it as read-only (writes go through `set`).
   */
  getAndTouch(id: string, ttlMs: number): Promise<SessionRecord | null>;
  /** Save, and keep it for `ttlMs` from now (sliding expiry: every use saves or touches). */
  set(record: SessionRecord, ttlMs: number): Promise<void>;
  touch(id: string, ttlMs: number): Promise<void>;
  delete(id: string): Promise<void>;
  /**
   * Run `task` while holding the lock `key`; concurrent holders of the same key wait their turn. The lock lapses
   * after `ttlMs` so a crashed holder cannot block a session forever.
   */
  withLock<T>(key: string, ttlMs: number, task: () => Promise<T>): Promise<T>;
  /**
   * Whether the store can take commands now. A store that cannot fails every call at once with SERVICE_UNAVAILABLE
   * (a coded error), never with its driver's error and never after a wait.
   */
  available(): boolean;
  close(): Promise<void>;
}
