import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { launchBrowser } from './browser.js';
import { requireBuiltWeb, signIn } from './spa.js';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * The built SPA and the GraphiQL page under the BFF's production settings: its content security policy (no
 * violation may be reported), trusted documents (the SPA's requests carry the hashes of the manifest; GraphiQL,
 * with a session and TRUSTED_DOCUMENTS_ALLOW_GRAPHIQL, may run anything).
 */
describe('the SPA and GraphiQL under the security headers and trusted documents', () => {
  let harness: Harness;
  let browser: BrowserContext;
  let page: Page;
  const graphqlBodies: string[] = [];

  beforeAll(async () => {
    harness = await startHarness({
      bff: { webDistDir: requireBuiltWeb(), trustedDocuments: true, trustedDocumentsAllowGraphiql: true },
    });
    browser = await launchBrowser();
    await browser.addInitScript(() => {
      window.__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.__cspViolations!.push(`${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    page = await browser.newPage();
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() === 'POST')
        graphqlBodies.push(request.postData() ?? '');
    });
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });

  const violations = () => page.evaluate(() => window.__cspViolations ?? []);

  it('serves the SPA with a content security policy it keeps, and signs in with trusted documents only', async () => {
    const response = await page.goto(`${harness.bffUrl}/login`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await signIn(page, harness.bffUrl, 'lawyer@lexbridge.test');
    await page.getByText('Lena Lawyer').first().waitFor();
    expect(await violations()).toEqual([]);
    expect(graphqlBodies.length).toBeGreaterThan(1);
    for (const body of graphqlBodies)
      expect(JSON.parse(body).extensions?.persistedQuery?.sha256Hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('serves GraphiQL, whose editor, workers and schema load under the policy, and runs any query for a session', async () => {
    const introspected = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('__schema'),
    );
    await page.goto(`${harness.bffUrl}/graphiql`);
    await page.locator('.graphiql-container').first().waitFor({ timeout: 30_000 });
    await page.locator('.monaco-editor').first().waitFor({ timeout: 30_000 });
    const schema = await introspected;
    expect(schema.status()).toBe(200);
    expect(((await schema.json()) as { data?: unknown }).data).toBeTruthy();

    const ran = page.waitForResponse(
      (response) =>
        response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('session'),
    );
    await page.locator('.graphiql-execute-button').first().click();
    const answer = (await (await ran).json()) as { data?: { session?: { user?: { email?: string } } } };
    expect(answer.data?.session?.user?.email).toBe('lawyer@lexbridge.test');
    await page.waitForTimeout(500);
    expect(await violations()).toEqual([]);
  });

  it('enforces the policy: an injected inline script does not run and is reported', async () => {
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.appendChild(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect((await violations()).join(' ')).toMatch(/script-src/);
  });
});
