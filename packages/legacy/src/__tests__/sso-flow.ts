import { createHash, randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '../index.js';

/** Cookies by name, as a browser would keep them for one site (paths are not needed by these tests). */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  take(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expires = attributes.find((attribute) => /^\s*expires=/i.test(attribute));
      const past = expires !== undefined && new Date(expires.split('=')[1]).getTime() < Date.now();
      if (value === '' || past) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface Step {
  url: string;
  status: number;
  location: string | null;
  headers: Headers;
  text: string;
}

/** One request without following redirects, carrying and collecting cookies. */
export async function browse(
  jar: CookieJar,
  url: string,
  init: { method?: string; form?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<Step> {
  const headers: Record<string, string> = { ...init.headers };
  if (jar.cookies.size > 0) headers.cookie = jar.header();
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  }
  const response = await fetch(url, {
    method: init.method ?? (body ? 'POST' : 'GET'),
    headers,
    body,
    redirect: 'manual',
  });
  jar.take(response.headers);
  const location = response.headers.get('location');
  return {
    url,
    status: response.status,
    location: location === null ? null : new URL(location, url).href,
    headers: response.headers,
    text: await response.text(),
  };
}

export interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  jwks_uri: string;
  scopes_supported: string[];
  code_challenge_methods_supported: string[];
  claims_supported: string[];
}

export async function discover(catalogueUrl: string): Promise<Discovery> {
  const response = await fetch(`${catalogueUrl}/oidc/.well-known/openid-configuration`);
  if (response.status !== 200) throw new Error(`discovery answered ${response.status}`);
  return (await response.json()) as Discovery;
}

export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The form's action attribute, decoded from the page's HTML. */
export function formAction(html: string): string {
  const match = /<form[^>]*action="([^"]+)"/.exec(html);
  if (!match) throw new Error(`no form in ${html}`);
  return match[1].replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(Number(code)));
}

export interface FlowResult {
  code: string;
  state: string | null;
  iss: string | null;
  redirect: URL;
}

export interface AuthorizeOptions {
  clientId: string;
  redirectUri: string;
  email: string;
  password?: string;
  scope?: string;
  challenge: string;
  state?: string;
  jar?: CookieJar;
}

/**
 * The browser's part of the authorization code flow: authorize, the interaction's sign-in form, the automatic
 * consent, back to the redirect URI with a code. Throws on any unexpected answer.
 */
export async function authorize(discovery: Discovery, options: AuthorizeOptions): Promise<FlowResult> {
  const jar = options.jar ?? new CookieJar();
  const query = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: options.scope ?? 'openid user.read',
    state: options.state ?? randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    code_challenge: options.challenge,
    code_challenge_method: 'S256',
  });
  let step = await browse(jar, `${discovery.authorization_endpoint}?${query.toString()}`);
  for (let hops = 0; hops < 10; hops += 1) {
    if (step.status === 200 && step.text.includes('<form')) {
      step = await browse(jar, new URL(formAction(step.text), step.url).href, {
        form: { email: options.email, password: options.password ?? DEMO_PASSWORD },
      });
      continue;
    }
    if (step.status !== 303 && step.status !== 302) {
      throw new Error(`unexpected ${step.status} at ${step.url}: ${step.text.slice(0, 500)}`);
    }
    const next = new URL(step.location!);
    if (next.href.startsWith(options.redirectUri)) {
      const code = next.searchParams.get('code');
      if (!code) throw new Error(`no code in ${next.href}`);
      return {
        code,
        state: next.searchParams.get('state'),
        iss: next.searchParams.get('iss'),
        redirect: next,
      };
    }
    step = await browse(jar, next.href);
  }
  throw new Error('too many redirects');
}

export interface TokenSet {
  access_token: string;
  id_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

export async function exchangeCode(
  discovery: Discovery,
  options: { clientId: string; redirectUri: string; code: string; verifier: string; origin?: string },
): Promise<{
  status: number;
  body: TokenSet & { error?: string; error_description?: string };
  headers: Headers;
}> {
  const response = await fetch(discovery.token_endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(options.origin ? { origin: options.origin } : {}),
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: options.code,
      redirect_uri: options.redirectUri,
      client_id: options.clientId,
      code_verifier: options.verifier,
    }).toString(),
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** Signs a user in at the provider and returns the access token, the way the web app's popup gets one. */
export async function ssoAccessToken(
  catalogueUrl: string,
  options: { clientId: string; redirectUri: string; email: string; password?: string; scope?: string },
): Promise<string> {
  const discovery = await discover(catalogueUrl);
  const { verifier, challenge } = pkce();
  const { code } = await authorize(discovery, { ...options, challenge });
  const tokens = await exchangeCode(discovery, { ...options, code, verifier });
  if (tokens.status !== 200) throw new Error(`token exchange failed: ${JSON.stringify(tokens.body)}`);
  return tokens.body.access_token;
}
