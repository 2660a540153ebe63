import { createHash, randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from './harness.js';

/**
 * The web app's sign-in popup, played over HTTP: the authorization code flow with PKCE against an OpenID provider
 * (the reference catalogue's, at /oidc), its sign-in form filled in, and the code exchanged for an access token.
 */
export async function identityProviderToken(options: {
  authority: string;
  clientId: string;
  email: string;
  password?: string;
  redirectUri?: string;
  scope?: string;
}): Promise<string> {
  const redirectUri = options.redirectUri ?? 'http://127.0.0.1:4000/sso-callback';
  const discovery = (await (await fetch(`${options.authority}/.well-known/openid-configuration`)).json()) as {
    authorization_endpoint: string;
    token_endpoint: string;
  };
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: options.clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: options.scope ?? 'openid user.read',
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });

  const cookies = new Map<string, string>();
  const visit = async (url: string, form?: Record<string, string>) => {
    const headers: Record<string, string> = {
      cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const value = pair!.slice(eq + 1).trim();
      if (value) cookies.set(pair!.slice(0, eq).trim(), value);
      else cookies.delete(pair!.slice(0, eq).trim());
    }
    const location = response.headers.get('location');
    return {
      url,
      status: response.status,
      location: location ? new URL(location, url).href : null,
      text: await response.text(),
    };
  };

  let step = await visit(`${discovery.authorization_endpoint}?${query.toString()}`);
  for (let hops = 0; hops < 12; hops += 1) {
    if (step.status === 200 && step.text.includes('<form')) {
      const action = /<form[^>]*action="([^"]+)"/
        .exec(step.text)![1]!
        .replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(Number(code)))
        .replace(/&amp;/g, '&');
      step = await visit(new URL(action, step.url).href, {
        email: options.email,
        password: options.password ?? DEMO_PASSWORD,
      });
      continue;
    }
    if (!step.location)
      throw new Error(`the provider answered ${step.status} at ${step.url}: ${step.text.slice(0, 300)}`);
    if (step.location.startsWith(redirectUri)) {
      const code = new URL(step.location).searchParams.get('code');
      if (!code) throw new Error(`no code in ${step.location}`);
      const exchange = await fetch(discovery.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: options.clientId,
          code_verifier: verifier,
        }).toString(),
      });
      const tokens = (await exchange.json()) as { access_token?: string };
      if (!tokens.access_token) throw new Error(`the token exchange failed: ${JSON.stringify(tokens)}`);
      return tokens.access_token;
    }
    step = await visit(step.location);
  }
  throw new Error('too many redirects in the sign-in flow');
}
