import { afterAll, beforeAll } from 'vitest';
import {
  DEFAULT_SECRET_KEY,
  DEMO_PASSWORD,
  encryptSecret,
  startLegacy,
  type RunningLegacy,
  type StartLegacyOptions,
} from '../index.js';

export type Params = Record<string, string | number | boolean>;

export interface HttpAnswer<T> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TokenBody {
  access_token: string;
  token_type: string;
  expires_in: number;
  refresh_token: string;
  userId: string;
  userFirstName: string;
  userName: string;
  userEmail: string;
  roles: string;
  menu: string;
  editableBreadCrumbs: string;
  isAzimuth: string;
  isTableau: string;
  '.issued': string;
  '.expires': string;
}

export interface OAuthErrorBody {
  error: string;
  error_description: string;
}

export interface Session {
  accessToken: string;
  refreshToken: string;
  userId: number;
  token: TokenBody;
}

export interface CallOptions {
  token?: string;
  /** Encrypted into `secret`, the way the BFF sends query strings. */
  params?: Params;
  /** Sent as a raw query string, bypassing the cipher (to test that it is refused). */
  rawQuery?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Speaks the legacy wire contract the way the BFF does, over real HTTP. */
export class LegacyClient {
  constructor(
    readonly baseUrl: string,
    readonly secretKey: string = DEFAULT_SECRET_KEY,
  ) {}

  async token(fields: Record<string, string>): Promise<HttpAnswer<TokenBody & OAuthErrorBody>> {
    const response = await fetch(`${this.baseUrl}/Token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return { status: response.status, body: await response.json(), headers: response.headers };
  }

  passwordGrant(username: string, password = DEMO_PASSWORD) {
    return this.token({
      username,
      password: Buffer.from(password, 'utf8').toString('base64'),
      grant_type: 'password',
      scope: '',
      environment: 'lexbridge',
      isPOC: 'false',
    });
  }

  async login(email: string): Promise<Session> {
    const answer = await this.passwordGrant(email);
    if (answer.status !== 200) throw new Error(`login of ${email} failed: ${JSON.stringify(answer.body)}`);
    return toSession(answer.body);
  }

  async refresh(refreshToken: string): Promise<HttpAnswer<TokenBody & OAuthErrorBody>> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  secretFor(params: Params): string {
    const plaintext = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
    return encryptSecret(plaintext, this.secretKey);
  }

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<HttpAnswer<T>> {
    let query = '';
    if (options.params) query = `?secret=${encodeURIComponent(this.secretFor(options.params))}`;
    if (options.rawQuery !== undefined) query = `?${options.rawQuery}`;
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await fetch(`${this.baseUrl}${path}${query}`, { method, headers, body });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : null) as T,
      headers: response.headers,
    };
  }

  get<T = Record<string, unknown>>(path: string, options?: CallOptions) {
    return this.call<T>('GET', path, options);
  }

  post<T = Record<string, unknown>>(path: string, options?: CallOptions) {
    return this.call<T>('POST', path, options);
  }

  delete<T = Record<string, unknown>>(path: string, options?: CallOptions) {
    return this.call<T>('DELETE', path, options);
  }
}

export function toSession(token: TokenBody): Session {
  return {
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    userId: Number(token.userId),
    token,
  };
}

/**
 * Starts one in-memory catalogue for the test file (PGlite start-up is the slow part) and closes it after.
 * Read `.client` and `.running` inside tests, once beforeAll has run.
 */
export function useCatalogue(options: StartLegacyOptions = {}) {
  const holder = {} as { running: RunningLegacy; client: LegacyClient };
  beforeAll(async () => {
    holder.running = await startLegacy({ logLevel: 'silent', ...options });
    holder.client = new LegacyClient(holder.running.url, options.secretKey);
  });
  afterAll(async () => {
    await holder.running?.close();
  });
  return holder;
}

export const RFC_1123 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
