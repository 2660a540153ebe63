import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { MAX_VALIDATION_ERRORS } from '../../app.js';
import { DEMO_PASSWORD, startHarness, type Harness, type TestClient } from '../../testing/harness.js';
import { analyse, TrustedDocuments } from '../trusted-documents.js';

const manifestFile = loadConfig({}).trustedDocumentsManifest;
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, string>;

/** The manifest entry of an operation of the app: its hash (hex, as the SPA sends it) and its text. */
function entry(name: string): { hash: string; text: string } {
  const found = Object.entries(manifest).find(([, text]) =>
    new RegExp(`\\b(query|mutation) ${name}\\b`).test(text),
  );
  if (!found) throw new Error(`${name} is not in the manifest`);
  return { hash: found[0].replace(/^sha256:/, ''), text: found[1] };
}

async function waitUntil(condition: () => boolean, timeoutMs = 8000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const SESSION = entry('Session');
const INBOX = entry('InboxCounts');

async function post(harness: Harness, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${harness.bffUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    },
  };
}

describe('trusted documents: the normal form', () => {
  it("accepts the app's documents however they are formatted, with Apollo Client's __typename added", () => {
    const trusted = new TrustedDocuments(manifest);
    const reformatted = SESSION.text.replace(/ \{ /g, ' {\n  __typename\n  ').replace(/ \}/g, '\n}\n');
    expect(trusted.trusts(analyse(reformatted))).toBe(true);
    expect(trusted.trusts(analyse(SESSION.text.replace('isAdmin', 'isAdmin user { id }')))).toBe(false);
    expect(trusted.trusts(analyse('{ session { isAdmin } }'))).toBe(false);
    expect(trusted.trusts(analyse('{ broken'))).toBe(false);
    expect(trusted.byHash(`sha256:${SESSION.hash}`)).toBe(SESSION.text);
    expect(trusted.byHash(SESSION.hash.toUpperCase())).toBe(SESSION.text);
  });

  it('fails the start when the manifest is missing, saying what to do', () => {
    expect(() => TrustedDocuments.load('/nonexistent/persisted-documents.json')).toThrow(
      /pnpm codegen.*TRUSTED_DOCUMENTS/,
    );
  });

  it(
    'reads the manifest again when codegen rewrites it, and keeps the old one when the new one is broken',
    { timeout: 15_000 },
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'lexbridge-manifest-'));
      const file = path.join(dir, 'persisted-documents.json');
      writeFileSync(file, JSON.stringify({ 'sha256:aa': SESSION.text }));
      const reloads: (string | null)[] = [];
      const trusted = TrustedDocuments.load(file, {
        watch: true,
        onReload: (error) => reloads.push(error?.message ?? null),
      });
      try {
        expect(trusted.byHash('aa')).toBe(SESSION.text);
        await new Promise((resolve) => setTimeout(resolve, 1100));
        writeFileSync(file, JSON.stringify({ 'sha256:bb': INBOX.text }));
        await waitUntil(() => reloads.length === 1);
        expect(trusted.byHash('bb')).toBe(INBOX.text);
        expect(trusted.byHash('aa')).toBeNull();
        await new Promise((resolve) => setTimeout(resolve, 1100));
        writeFileSync(file, '{ half written');
        await waitUntil(() => reloads.length === 2);
        expect(reloads[1]).toMatch(/Cannot read the trusted documents manifest/);
        expect(trusted.byHash('bb')).toBe(INBOX.text);
      } finally {
        trusted.close();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('trusted documents on /graphql (TRUSTED_DOCUMENTS=true, GraphiQL not allowed)', () => {
  let harness: Harness;
  let browser: TestClient;

  beforeAll(async () => {
    harness = await startHarness({ bff: { trustedDocuments: true, trustedDocumentsAllowGraphiql: false } });
    browser = harness.client();
    const login = entry('Login');
    const signedIn = await browser.gql(login.text, {
      input: { username: 'lawyer@lexbridge.test', password: DEMO_PASSWORD, acceptTerms: true },
    });
    expect(signedIn.errors).toBeUndefined();
  });
  afterAll(() => harness?.close());

  it('runs the app’s operation by hash alone, and by its text with the hash', async () => {
    const byHash = await post(
      harness,
      { extensions: { persistedQuery: { version: 1, sha256Hash: SESSION.hash } } },
      { cookie: browser.cookie! },
    );
    expect(byHash.status).toBe(200);
    expect(byHash.body.data?.session).toMatchObject({ user: { email: 'lawyer@lexbridge.test' } });
    const both = await post(
      harness,
      {
        query: INBOX.text,
        operationName: 'InboxCounts',
        extensions: { persistedQuery: { version: 1, sha256Hash: INBOX.hash } },
      },
      { cookie: browser.cookie! },
    );
    expect(both.body.errors).toBeUndefined();
  });

  it('runs a hashed query over GET too', async () => {
    const extensions = encodeURIComponent(
      JSON.stringify({ persistedQuery: { version: 1, sha256Hash: INBOX.hash } }),
    );
    const response = await fetch(
      `${harness.bffUrl}/graphql?operationName=InboxCounts&extensions=${extensions}`,
      {
        headers: { cookie: browser.cookie!, 'apollo-require-preflight': 'true' },
      },
    );
    expect(response.status).toBe(200);
    expect(
      ((await response.json()) as { data: { inboxCounts: unknown[] } }).data.inboxCounts.length,
    ).toBeGreaterThan(0);
  });

  it('refuses any other operation from a cookie session, or from nobody, with OPERATION_NOT_TRUSTED', async () => {
    for (const headers of [{ cookie: browser.cookie! }, {}] as Record<string, string>[]) {
      const refused = await post(harness, { query: '{ session { user { email } } }' }, headers);
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('OPERATION_NOT_TRUSTED');
      expect(refused.body.data).toBeUndefined();
    }
  });

  it("does not run another text under a trusted document's hash", async () => {
    const refused = await post(
      harness,
      {
        query: '{ session { user { email } } }',
        extensions: { persistedQuery: { version: 1, sha256Hash: SESSION.hash } },
      },
      { cookie: browser.cookie! },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('OPERATION_NOT_TRUSTED');
  });

  it('answers PERSISTED_QUERY_NOT_FOUND for a hash it does not know, and never lets a client register one', async () => {
    const unknown = await post(
      harness,
      { extensions: { persistedQuery: { version: 1, sha256Hash: 'ab'.repeat(32) } } },
      { cookie: browser.cookie! },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_FOUND');
  });

  it('refuses GraphiQL from a cookie session while it is not allowed', async () => {
    const refused = await post(
      harness,
      { query: '{ session { isAdmin } }' },
      { cookie: browser.cookie!, 'x-lexbridge-client': 'graphiql' },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('OPERATION_NOT_TRUSTED');
  });

  it('lets an internal tool with a bearer token run any operation, within the limits', async () => {
    const grant = (await (
      await fetch(`${harness.legacyUrl}/Token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          username: 'business@lexbridge.test',
          password: btoa(DEMO_PASSWORD),
          grant_type: 'password',
          scope: '',
          environment: 'test',
          isPOC: 'false',
        }),
      })
    ).json()) as { access_token: string };
    const tool = { authorization: `Bearer ${grant.access_token}` };
    const answer = await post(harness, { query: '{ session { user { email } } }' }, tool);
    expect(answer.body.data).toEqual({ session: { user: { email: 'business@lexbridge.test' } } });
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: isAdmin`).join(' ');
    const tooMany = await post(harness, { query: `{ session { ${aliases} } }` }, tool);
    expect(tooMany.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ALIASES');
    // A document wrong at every field is refused after MAX_VALIDATION_ERRORS errors, the limits' error first.
    const wrong = Array.from({ length: 60 }, (_, i) => `w${i}: noSuchField${i}`).join(' ');
    const everywhere = await post(harness, { query: `{ session { ${wrong} } }` }, tool);
    const messages = everywhere.body.errors?.map((error) => error.message) ?? [];
    expect(everywhere.body.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ALIASES');
    expect(messages).toHaveLength(MAX_VALIDATION_ERRORS + 1);
    expect(messages.at(-1)).toBe('Too many validation errors, error limit reached. Validation aborted.');
  });
});

describe('trusted documents with GraphiQL allowed (TRUSTED_DOCUMENTS_ALLOW_GRAPHIQL=true, as under pnpm dev)', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ bff: { trustedDocuments: true, trustedDocumentsAllowGraphiql: true } });
  });
  afterAll(() => harness?.close());

  it('lets the GraphiQL page run any operation with a live session, and nothing without one', async () => {
    const graphiql = { 'x-lexbridge-client': 'graphiql' };
    const anonymous = await post(harness, { query: '{ session { isAdmin } }' }, graphiql);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('OPERATION_NOT_TRUSTED');
    const stale = await post(
      harness,
      { query: '{ session { isAdmin } }' },
      { ...graphiql, cookie: 'lexbridge_session=forged' },
    );
    expect(stale.body.errors?.[0]?.extensions?.code).toBe('OPERATION_NOT_TRUSTED');

    // Signing in is the app's own Login operation (GraphiQL cannot do it while signed out).
    const developer = harness.client(graphiql);
    const login = entry('Login');
    expect(
      (
        await developer.gql(login.text, {
          input: { username: 'lawyer@lexbridge.test', password: DEMO_PASSWORD, acceptTerms: true },
        })
      ).errors,
    ).toBeUndefined();
    const answer = await post(
      harness,
      { query: '{ session { user { email } } }' },
      { ...graphiql, cookie: developer.cookie! },
    );
    expect(answer.body.data).toEqual({ session: { user: { email: 'lawyer@lexbridge.test' } } });
    const withoutHeader = await post(
      harness,
      { query: '{ session { user { email } } }' },
      { cookie: developer.cookie! },
    );
    expect(withoutHeader.body.errors?.[0]?.extensions?.code).toBe('OPERATION_NOT_TRUSTED');
  });
});
