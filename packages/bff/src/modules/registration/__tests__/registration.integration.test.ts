import { ACCESS_MESSAGES } from '@lexbridge/legacy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../../../testing/harness.js';

const PRODUCTS = `{ subscriptionProducts { productId productName isChecked durations { name billingPeriod plans { productPlanId planName planPricing totalUsers customPricing } } } }`;
const REGISTER = `mutation ($input: RegisterUserInput!) { registerUser(input: $input) { ok message } }`;
const CUSTOM = `mutation ($input: CustomPricingInput!) { requestCustomPricing(input: $input) { ok message } }`;

interface Plan {
  productPlanId: string;
  planName: string;
  planPricing: number | null;
  totalUsers: number | null;
  customPricing: boolean;
}
interface Product {
  productId: string;
  productName: string;
  isChecked: boolean;
  durations: { name: string; billingPeriod: string | null; plans: Plan[] }[];
}

const account = {
  email: 'buyer@example.com',
  firstName: 'Bea',
  lastName: 'Buyer',
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '627011',
  phone: '2175550100',
  companyName: 'Buyer Bank',
  billingZipCheck: true,
};

describe('registration against the reference catalogue', () => {
  let harness: Harness;
  let products: Product[];
  let pricedPlan: Plan;
  let customPlan: Plan;

  beforeAll(async () => {
    harness = await startHarness({ bff: { exposeLegacyCalls: true } });
  });
  afterAll(() => harness?.close());

  it('lists products, durations and plans without a session', async () => {
    const result = await harness.client().gql<{ subscriptionProducts: Product[] }>(PRODUCTS);
    expect(result.errors).toBeUndefined();
    products = result.data!.subscriptionProducts;
    expect(products.length).toBeGreaterThan(0);
    expect(products.filter((product) => product.isChecked)).toHaveLength(1);
    const plans = products[0]!.durations.flatMap((duration) => duration.plans);
    pricedPlan = plans.find((plan) => !plan.customPricing)!;
    customPlan = plans.find((plan) => plan.customPricing)!;
    expect(pricedPlan).toMatchObject({ planPricing: expect.any(Number), totalUsers: expect.any(Number) });
    expect(customPlan).toMatchObject({ planPricing: null, customPricing: true });
    expect(products[0]!.durations.map((duration) => duration.name)).toEqual(['Monthly', 'Annual']);
    expect(products[0]!.durations.map((duration) => duration.billingPeriod)).toEqual(['MONTHLY', 'ANNUAL']);
    expect(products.map((product) => product.productId)).toEqual(['1', '2', '3']);
  });

  it('refuses a monthly plan registered as annual, after the checks that need no catalogue', async () => {
    const input = {
      ...account,
      email: 'annual@example.com',
      productPlanId: pricedPlan.productPlanId,
      billingPeriod: 'ANNUAL',
      termsAccepted: true,
    };
    const result = await harness.client().gql(REGISTER, { input });
    const message =
      'The chosen plan is billed monthly. Please select a plan under the Annual tab, or the Monthly billing period.';
    expect(result.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', fields: { billingPeriod: message } },
    });
    expect(result.extensions?.legacyCalls).toBe(1);
  });

  it("registers for a plan with the catalogue's message", async () => {
    const input = {
      ...account,
      productPlanId: pricedPlan.productPlanId,
      billingPeriod: 'MONTHLY',
      termsAccepted: true,
    };
    const result = await harness.client().gql(REGISTER, { input });
    expect(result.data).toEqual({ registerUser: { ok: true, message: ACCESS_MESSAGES.registrationSuccess } });
    const again = await harness.client().gql(REGISTER, { input });
    expect(again.errors?.[0]).toMatchObject({
      message: ACCESS_MESSAGES.registrationExists,
      extensions: { code: 'CONFLICT' },
    });
  });

  it("refuses a custom-priced plan with the catalogue's message", async () => {
    const input = {
      ...account,
      email: 'other@example.com',
      productPlanId: customPlan.productPlanId,
      billingPeriod: 'MONTHLY',
      termsAccepted: true,
    };
    const result = await harness.client().gql(REGISTER, { input });
    expect(result.errors?.[0]).toMatchObject({
      message: ACCESS_MESSAGES.planIsCustom,
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });

  it('checks plan, billing period, terms and fields in the spec order, before calling', async () => {
    const client = harness.client();
    const base = {
      ...account,
      productPlanId: pricedPlan.productPlanId,
      billingPeriod: 'MONTHLY',
      termsAccepted: true,
    };
    const cases = [
      [
        { productPlanId: null, billingPeriod: null, termsAccepted: false, zip: '' },
        'productPlanId',
        'Please select the plan',
      ],
      [{ billingPeriod: null, termsAccepted: false }, 'billingPeriod', 'Please select the billing period'],
      [{ termsAccepted: false, phone: '1' }, 'termsAccepted', 'Please select the terms & conditions'],
      [{ firstName: '' }, 'firstName', 'Please select all the fields'],
      [{ zip: '62701' }, 'zip', 'Please select all the fields'],
      [{ phone: '21755501000' }, 'phone', 'Please select all the fields'],
    ] as const;
    for (const [change, field, message] of cases) {
      const result = await client.gql(REGISTER, { input: { ...base, ...change } });
      expect(result.errors?.[0]).toMatchObject({
        message,
        extensions: { code: 'BAD_USER_INPUT', fields: { [field]: message } },
      });
      expect(result.extensions?.legacyCalls).toBe(0);
    }
  });

  it('takes a custom pricing request, and validates it first', async () => {
    const input = {
      productPlanId: customPlan.productPlanId,
      email: 'quote@example.com',
      firstName: 'Quinn',
      lastName: 'Quote',
      productName: products[0]!.productName,
      estimatedUsers: 'UP_TO_100',
      phone: '2175550101',
      companyName: 'Quote Credit Union',
    };
    const result = await harness.client().gql(CUSTOM, { input });
    expect(result.data).toEqual({
      requestCustomPricing: { ok: true, message: ACCESS_MESSAGES.customPricingSuccess },
    });
    const incomplete = await harness.client().gql(CUSTOM, { input: { ...input, estimatedUsers: null } });
    expect(incomplete.errors?.[0]).toMatchObject({
      message: 'Please select all the fields',
      extensions: { code: 'BAD_USER_INPUT', fields: { estimatedUsers: 'Please select all the fields' } },
    });
    expect(incomplete.extensions?.legacyCalls).toBe(0);
  });
});

describe('the public screens when the catalogue is down', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({
      startCatalogue: false,
      bff: {
        legacyUrl: 'http://127.0.0.1:9',
        legacyTimeoutMs: 1000,
        ssoEnabled: true,
        exposeLegacyCalls: true,
      },
    });
  });
  afterAll(() => harness?.close());

  it("say 'Error fetching subscription data.' on the registration page", async () => {
    const result = await harness.client().gql(PRODUCTS);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Error fetching subscription data.',
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });

  it('answer the single sign-on lookup with configured: false after asking twice, never an error', async () => {
    const result = await harness.client().gql(`{ ssoClient { configured } }`);
    expect(result.errors).toBeUndefined();
    expect(result).toMatchObject({
      data: { ssoClient: { configured: false } },
      extensions: { legacyCalls: 2 },
    });
  });
});
