import { cachedSecret } from './secret.js';
import type { WireRequest } from './transport.js';

export type QueryValue = string | number | boolean | null | undefined;
export type LegacyQuery = Record<string, QueryValue>;

/** Who a call is made for, and from where in the app: what the bearer, menu headers, UserId and isLegal need. */
export interface LegacyCallScope {
  accessToken?: string;
  userId?: string;
  requestId?: string;
  menuId?: string | null;
  breadcrumbId?: string | null;
  /** Add isLegal=true: the call comes from a legal-module screen. */
  legal?: boolean;
}

export interface LegacyRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: LegacyQuery;
  body?: unknown;
  /** A form-encoded body (the Token endpoint). */
  form?: Record<string, string>;
  /**
   * A body streamed as it is produced (a file upload), sent with chunked transfer encoding and never held whole;
   * UserId goes in the query only. Such a call is never sent twice (not after a 401 either): the stream is spent.
   */
  upload?: { contentType: string; body: AsyncIterable<Buffer> };
  /** The call's time budget instead of LEGACY_TIMEOUT_MS (a large upload takes longer than a read). */
  budgetMs?: number;
  /** Carry the query string as the encrypted `secret` parameter (default true). */
  encrypt?: boolean;
  /** Add UserId to the query and to object bodies when absent (default true). */
  injectUserId?: boolean;
  /**
   * A public call made before (or regardless of) sign-in: no bearer and no UserId, whoever asks. The callers
   * honour it; the client itself sends whatever scope it is given.
   */
  anonymous?: boolean;
  /**
   * 'binary': the catalogue answers a file (Excel exports): the call resolves to a LegacyFile; an error answer is
   * read as JSON like any other.
   * 'text': the catalogue answers plain text (ForgotPassword). A JSON string is unwrapped; an error body that is
   * not JSON is kept as text so its words can reach the user.
   */
  responseType?: 'json' | 'text' | 'binary';
  /**
   * Retry a read that got no answer or a 502/503/504 (default true for GET; writes are never retried). Off where
   * the caller has its own retry.
   */
  retry?: boolean;
}

/** Where the catalogue is: its origin, and the path every call's path is appended to (no trailing slash). */
export interface LegacyBase {
  origin: string;
  basePath: string;
}

export function legacyBase(legacyUrl: string): LegacyBase {
  const url = new URL(legacyUrl);
  return { origin: url.origin, basePath: url.pathname.replace(/\/+$/, '') };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A legacy call as it goes on the wire, every duty of the legacy contract applied in one pass:
 * - the bearer token, MenuId and BreadCrumbId headers of the screen, X-Request-Id, extra (trace) headers;
 * - isLegal=true for legal-module screens; the user's UserId appended to the query and added to object bodies (to
 *   every row of a list body) where absent, unless the call says not to;
 * - the query string encrypted into the one `secret` parameter, unless the call says not to;
 * - JSON bodies (application/json), a form body (application/x-www-form-urlencoded) for the Token endpoint, or a
 *   streamed upload as it comes.
 */
export function toWire(
  base: LegacyBase,
  secretKey: string,
  request: LegacyRequest,
  scope: LegacyCallScope,
  timeoutMs: number,
  extraHeaders?: Record<string, string>,
): WireRequest {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (scope.accessToken) headers.authorization = `Bearer ${scope.accessToken}`;
  if (scope.menuId) headers.menuid = scope.menuId;
  if (scope.breadcrumbId) headers.breadcrumbid = scope.breadcrumbId;
  if (scope.requestId) headers['x-request-id'] = scope.requestId;
  if (extraHeaders) Object.assign(headers, extraHeaders);

  const injectUserId = (request.injectUserId ?? true) && Boolean(scope.userId);
  const query = new URLSearchParams();
  if (request.query) {
    for (const key in request.query) {
      const value = request.query[key];
      if (value !== undefined && value !== null) query.append(key, String(value));
    }
  }
  if (scope.legal && !query.has('isLegal')) query.append('isLegal', 'true');
  if (injectUserId && !query.has('UserId')) query.append('UserId', scope.userId!);

  let body: WireRequest['body'];
  if (request.upload) {
    headers['content-type'] = request.upload.contentType;
    body = request.upload.body;
  } else if (request.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  } else if (request.body !== undefined && request.body !== null) {
    let data = request.body;
    if (injectUserId) {
      const userId = Number(scope.userId) || scope.userId;
      const withUserId = (record: Record<string, unknown>) =>
        record.UserId === undefined ? { ...record, UserId: userId } : record;
      if (Array.isArray(data)) data = data.map((row: unknown) => (isRecord(row) ? withUserId(row) : row));
      else if (isRecord(data)) data = withUserId(data);
    }
    headers['content-type'] = 'application/json';
    body = typeof data === 'string' ? data : JSON.stringify(data);
  }

  let path = `${base.basePath}/${request.path.replace(/^\/+/, '')}`;
  const text = query.toString();
  if (text) {
    const search =
      (request.encrypt ?? true) ? `secret=${encodeURIComponent(cachedSecret(text, secretKey))}` : text;
    path = `${path}${path.includes('?') ? '&' : '?'}${search}`;
  }
  return {
    method: request.method,
    path,
    headers,
    body,
    binary: request.responseType === 'binary',
    timeoutMs,
  };
}
