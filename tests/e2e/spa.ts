import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '@lexbridge/bff/testing/harness.ts';

/** The built SPA the BFF serves in these journeys (`pnpm --filter @lexbridge/web build`). */
export const WEB_DIST = path.resolve(import.meta.dirname, '../../packages/web/dist');

export function requireBuiltWeb(): string {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) throw new Error('Build the web first: pnpm build');
  return WEB_DIST;
}

/** Fills the sign-in form (e-mail, password, terms) and presses Login; waits for nothing. */
export async function submitSignIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  { acceptTerms = true }: { acceptTerms?: boolean } = {},
): Promise<void> {
  await page
    .getByLabel(/^email/i)
    .first()
    .fill(email);
  await page
    .getByLabel(/^password/i)
    .first()
    .fill(password);
  if (acceptTerms)
    await page.getByRole('checkbox', { name: /I accept the Terms and Conditions/ }).check({ force: true });
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs in on /login and waits for the shell. */
export async function signIn(
  page: Page,
  bffUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`${bffUrl}/login`);
  await submitSignIn(page, email, password);
  await page.getByRole('navigation', { name: 'Main menu' }).first().waitFor({ timeout: 20_000 });
}

const LOGIN = `mutation ($input: LoginInput!) { login(input: $input) { session { homePath } message } }`;

/**
 * Signs in through the API, as the form's Login operation does, with the page's own cookie jar, then opens the
 * home page and waits for the shell. For journeys about something else than signing in: the sign-in, password and
 * session journeys use the form (signIn).
 */
export async function signInAs(
  page: Page,
  bffUrl: string,
  email: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  const response = await page.request.post(`${bffUrl}/graphql`, {
    data: { query: LOGIN, variables: { input: { username: email, password, acceptTerms: true } } },
  });
  const body = (await response.json()) as { errors?: unknown[] };
  if (body.errors) throw new Error(`${email} could not sign in: ${JSON.stringify(body.errors)}`);
  await page.goto(`${bffUrl}/`);
  await page.getByRole('navigation', { name: 'Main menu' }).first().waitFor({ timeout: 20_000 });
}

/** A toast with its title and text. */
export async function expectToast(page: Page, title: string, description: string): Promise<void> {
  // One wait for a toast with both the text and the title: a success toast lasts 2 s, so waiting for the toast
  // and then, in a second wait, for its title lost the race on a busy machine once the toast began to close.
  await page
    .locator('[data-scope="toast"][data-part="root"]')
    .filter({ hasText: description })
    .filter({ has: page.getByText(title, { exact: true }) })
    .last()
    .waitFor({ timeout: 15_000 });
}

/** Closes every toast and waits until none is left (axe would judge one that is fading in or out). */
export async function closeToasts(page: Page): Promise<void> {
  const toasts = page.locator('[data-scope="toast"][data-part="root"]');
  for (const close of await page.locator('[data-scope="toast"][data-part="close-trigger"]').all())
    await close.dispatchEvent('click').catch(() => undefined);
  await expect.poll(() => toasts.count(), { timeout: 15_000 }).toBe(0);
}
