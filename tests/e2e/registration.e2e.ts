import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@lexbridge/rules';
import { startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { axeViolations } from './axe.js';
import { launchBrowser } from './browser.js';
import { requireBuiltWeb } from './spa.js';

const CARD_NUMBER = '4111111111111111';

/** Self-service registration and custom pricing against the reference catalogue's plans. */
describe('registration through the browser', () => {
  let harness: Harness;
  let browser: BrowserContext;
  let page: Page;
  const sent: string[] = [];

  beforeAll(async () => {
    harness = await startHarness({ bff: { webDistDir: requireBuiltWeb() } });
    browser = await launchBrowser();
    page = await browser.newPage();
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql')) sent.push(request.postData() ?? '');
    });
  });
  afterAll(async () => {
    await browser?.close();
    await harness?.close();
  });

  const alert = (message: string) => page.getByRole('alert').filter({ hasText: message }).waitFor();
  const form = () => page.getByRole('form', { name: 'Registration' });
  const plans = () => page.getByRole('list', { name: 'Plans' }).filter({ visible: true });

  it('shows the products, billing durations and plans', async () => {
    await page.goto(`${harness.bffUrl}/user-registration`);
    await page.getByRole('tablist', { name: 'Products' }).waitFor();
    const starter = plans().getByRole('listitem', { name: 'Starter' });
    await starter.getByText('$199').waitFor();
    await starter.getByText('up to 5 users').waitFor();
    await plans()
      .getByRole('listitem', { name: 'Enterprise' })
      .getByText(MESSAGES.customPricingLabel)
      .waitFor();
  });

  it('passes axe: the product tabs are keyed by product id, never by a name with spaces and &', async () => {
    expect(await axeViolations(page)).toEqual([]);
    const products = page.getByRole('tablist', { name: 'Products' });
    await products.getByRole('tab', { name: 'Compliance Testing' }).click();
    await plans().getByText('$149').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await products.getByRole('tab', { name: 'Rules & Regulations Inventory' }).click();
    await plans().getByText('$199').waitFor();
  });

  it("checks a registration in the spec's order, and the card never leaves the browser", async () => {
    const submit = form().getByRole('button', { name: 'Submit' });
    await submit.click();
    await alert(MESSAGES.registrationPlan);
    // The plan brings its tab's billing period; Annual then takes the same plan billed annually.
    await plans().getByRole('button', { name: 'Select Starter' }).click();
    expect(await form().getByRole('radio', { name: 'Monthly' }).isChecked()).toBe(true);
    await form().getByText('Annual', { exact: true }).click();
    await page
      .getByTestId('chosen-plan')
      .getByText(/Starter \(Annual, \$1,990\)/)
      .waitFor();
    expect(await plans().getByRole('button', { name: 'Select Starter' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await submit.click();
    await alert(MESSAGES.registrationTerms);
    await form()
      .getByRole('checkbox', { name: /I agree to the privacy policy/ })
      .check({ force: true });
    await submit.click();
    await alert(MESSAGES.registrationFields);

    const fill = (label: string, value: string) =>
      form().getByLabel(label, { exact: false }).first().fill(value);
    await fill('Email', 'e2e.client@example.com');
    await fill('First Name', 'Eve');
    await fill('Last Name', 'Client');
    await fill('Address', '1 Bay Street');
    await fill('City', 'Jacksonville');
    await fill('State', 'FL');
    await form()
      .getByRole('textbox', { name: /^Zip Code/ })
      .fill('32202');
    await fill('Phone', '9045550100');
    await fill('Company Name', 'E2E Bank');
    await fill('Card Number', CARD_NUMBER);
    await fill('MM/YY', '12/30');
    await fill('CVC/CVV', '987');
    await submit.click();
    // Zip: exactly 6 digits.
    await alert(MESSAGES.registrationFields);
    expect(sent.some((body) => body.includes('RegisterUser'))).toBe(false);

    await form()
      .getByRole('textbox', { name: /^Zip Code/ })
      .fill('322020');
    await submit.click();
    await page
      .locator('[data-scope="toast"][data-part="root"]')
      .getByText('Success!', { exact: true })
      .waitFor();
    const registrations = sent.filter((body) => body.includes('RegisterUser'));
    expect(registrations).toHaveLength(1);
    // The annual Starter (plan 4 of the reference catalogue), not the monthly one the card was picked as.
    expect(JSON.parse(registrations[0]!).variables.input).toMatchObject({
      productPlanId: '4',
      billingPeriod: 'ANNUAL',
    });
    expect(
      sent.some((body) => body.includes(CARD_NUMBER) || body.includes('12/30') || body.includes('987')),
    ).toBe(false);
  });

  it("asks for a custom price, checking the fields in the spec's order", async () => {
    // The registration's success toast (2 s) goes first, so the next one is this request's.
    await page.waitForFunction(() => !document.querySelector('[data-scope="toast"][data-part="root"]'));
    await plans()
      .getByRole('button', { name: /Request Enterprise/ })
      .click();
    const request = page.getByRole('form', { name: 'Custom Pricing Request' });
    const submit = request.getByRole('button', { name: 'Submit Request' });
    await submit.click();
    await alert(MESSAGES.registrationFields);
    expect(await request.getByLabel(/^Email/).getAttribute('aria-invalid')).toBe('true');

    await request.getByLabel(/^Email/).fill('e2e.buyer@example.com');
    await request.getByLabel(/^First Name/).fill('Bo');
    await request.getByLabel(/^Last Name/).fill('Buyer');
    await request.getByLabel(/^Company Name/).fill('Buyer Bank');
    await request.getByLabel(/^Phone/).fill('904555011');
    await submit.click();
    await page.waitForFunction(
      () => document.querySelector('input[name="phone"]')?.getAttribute('aria-invalid') === 'true',
    );
    await request.getByLabel(/^Phone/).fill('9045550111');
    await submit.click();
    await page.waitForFunction(
      () => document.querySelector('select[name="estimatedUsers"]')?.getAttribute('aria-invalid') === 'true',
    );
    await request.getByLabel(/^Estimated Users/).selectOption('100+');
    await request.getByLabel(/^Questions/).fill('Can we start with a pilot?');
    await submit.click();
    await page
      .locator('[data-scope="toast"][data-part="root"]')
      .getByText('Success!', { exact: true })
      .waitFor();
    await request.waitFor({ state: 'detached' });
    expect(sent.some((body) => body.includes('pilot'))).toBe(false);
  });
});
