import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNERSHIP_MESSAGES } from '@lexbridge/rules';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { launchBrowser } from './browser.js';
import { requireBuiltWeb, signInAs } from './spa.js';

const SESSION_MENU = `{ session { menu { routerLink subMenus { routerLink subMenus { routerLink } } } } }`;

interface MenuNode {
  routerLink: string | null;
  subMenus?: MenuNode[];
}

const routesOf = (items: MenuNode[]): string[] =>
  items.flatMap((item) => [...(item.routerLink ? [item.routerLink] : []), ...routesOf(item.subMenus ?? [])]);

/**
 * Client isolation and separation of duties as a person meets them: Northgate Savings Bank's administrator opens
 * every screen of its menu and none shows a row of Harborview Credit Union, the other client of the demo; the
 * approver of business@'s laws cannot make herself their business contact (and so approve her own assessment).
 */
describe('one client never sees another', () => {
  let harness: Harness;
  let browser: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness({ bff: { webDistDir: requireBuiltWeb() } });
    browser = await launchBrowser();
    page = await browser.newPage();
    await page.setViewportSize({ width: 1366, height: 900 });
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });

  /**
   * Tracks the page's requests in flight; `quiet()` resolves once none has been for 300 ms (what `networkidle` is
   * to a page load, for a navigation inside the app). A set, not a count: a request that began before the watch
   * (the home page's, say) may end during it.
   */
  function watchTraffic(target: Page) {
    const inFlight = new Set<Request>();
    let lastChange = Date.now();
    const settle = (request: Request) => {
      inFlight.delete(request);
      lastChange = Date.now();
    };
    target.on('request', (request) => {
      inFlight.add(request);
      lastChange = Date.now();
    });
    target.on('requestfinished', settle);
    target.on('requestfailed', settle);
    return {
      /** A navigation just began: what it asks for next counts, even if it has not asked yet. */
      began: () => {
        lastChange = Date.now();
      },
      quiet: (route: string) =>
        expect
          .poll(() => inFlight.size === 0 && Date.now() - lastChange >= 300, {
            timeout: 20_000,
            interval: 50,
            message: `${route}: still waiting for ${[...inFlight].map((request) => request.url()).join(', ')}`,
          })
          .toBe(true),
    };
  }

  async function menuRoutes(): Promise<string[]> {
    const response = await page.request.post(`${harness.bffUrl}/graphql`, { data: { query: SESSION_MENU } });
    const body = (await response.json()) as { data: { session: { menu: MenuNode[] } } };
    return routesOf(body.data.session.menu);
  }

  it("shows Northgate's administrator no Harborview row on any screen of its menu", async () => {
    await signInAs(page, harness.bffUrl, 'northgate-admin@lexbridge.test');
    const routes = await menuRoutes();
    expect(routes.length).toBeGreaterThan(3);
    const leaks: string[] = [];
    const traffic = watchTraffic(page);
    for (const route of routes) {
      // Within the app, as its menu links do: one page load for the whole tour, not one per screen.
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, route);
      traffic.began();
      await traffic.quiet(route);
      // Lists and grids load after the screen: wait until no loading indicator is left.
      await page
        .getByText(/^Loading/)
        .first()
        .waitFor({ state: 'hidden', timeout: 20_000 });
      const text = await page.locator('#root').innerText();
      if (/Harborview/i.test(text)) leaks.push(route);
    }
    expect(leaks).toEqual([]);
  }, 240_000);

  it("does not let the approver of business@'s open law validate it, in the browser or through the API", async () => {
    await page.context().clearCookies();
    await signInAs(page, harness.bffUrl, 'business-approver@lexbridge.test');
    await page.goto(`${harness.bffUrl}/business-module/business-module`);
    await page.getByRole('heading', { name: 'Business Dashboard' }).waitFor();
    await page.getByRole('button', { name: /Open$/ }).first().click();
    const open = page.getByRole('table', { name: 'Business laws' }).getByRole('button', { name: /^Open / });
    await open.first().click();
    await page.getByRole('heading', { name: 'Validate Law Applicability' }).waitFor();
    const validate = page.getByRole('button', { name: 'Validate', exact: true });
    await expect.poll(() => validate.isDisabled()).toBe(true);
    await page.getByText(OWNERSHIP_MESSAGES.approverAsContact).waitFor();
    await page.screenshot({ path: path.join(tmpdir(), 'lexbridge-isolation-approver.png') });
  }, 120_000);
});
