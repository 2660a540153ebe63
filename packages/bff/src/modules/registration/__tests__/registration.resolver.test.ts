import { describe, expect, it } from 'vitest';
import { LegacyError, toGraphQLError } from '../../../legacy/errors.js';
import { FakeCatalogue, fakeContext, runGraphQL } from '../../../testing/fake-catalogue.js';

const PRODUCTS = `{ subscriptionProducts { productId productName isChecked durations { name billingPeriod plans { productPlanId planName planPricing totalUsers customPricing } } } }`;
const REGISTER = `mutation ($input: RegisterUserInput!) { registerUser(input: $input) { ok message } }`;
const CUSTOM = `mutation ($input: CustomPricingInput!) { requestCustomPricing(input: $input) { ok message } }`;

const legacyProducts = [
  {
    productName: 'Rules Inventory',
    isChecked: true,
    productDurationList: [
      {
        productDurationName: 'Monthly',
        productDurationPlanList: [
          { planName: 'Team', planPricing: '49.5', totalUsers: 25, customPricing: false, productPlanId: 1 },
          {
            planName: 'Enterprise',
            planPricing: null,
            totalUsers: null,
            customPricing: 'True',
            productPlanId: 3,
          },
        ],
      },
    ],
  },
];

const registration = {
  productPlanId: '1',
  billingPeriod: 'MONTHLY',
  termsAccepted: true,
  email: ' buyer@example.com ',
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

describe('subscriptionProducts', () => {
  it('maps products, durations and plans, bare or in an envelope', async () => {
    const expected = {
      subscriptionProducts: [
        {
          productId: '1',
          productName: 'Rules Inventory',
          isChecked: true,
          durations: [
            {
              name: 'Monthly',
              billingPeriod: 'MONTHLY',
              plans: [
                {
                  productPlanId: '1',
                  planName: 'Team',
                  planPricing: 49.5,
                  totalUsers: 25,
                  customPricing: false,
                },
                {
                  productPlanId: '3',
                  planName: 'Enterprise',
                  planPricing: null,
                  totalUsers: null,
                  customPricing: true,
                },
              ],
            },
          ],
        },
      ],
    };
    for (const answer of [legacyProducts, { Message: 'Success', Result: legacyProducts }]) {
      const fake = new FakeCatalogue({ 'get-user-subscription-data': () => answer });
      const result = await runGraphQL(fakeContext(fake, null), PRODUCTS);
      expect(result.errors).toBeUndefined();
      expect(result.data).toEqual(expected);
      expect(fake.recorded[0]!.request).toMatchObject({ method: 'GET', anonymous: true });
    }
  });

  it("says 'Error fetching subscription data.' when the catalogue fails, keeping the code", async () => {
    const fake = new FakeCatalogue({
      'get-user-subscription-data': () => {
        throw toGraphQLError(new LegacyError('unavailable', 'no answer'));
      },
    });
    const result = await runGraphQL(fakeContext(fake, null), PRODUCTS);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Error fetching subscription data.',
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
  });
});

describe('registerUser', () => {
  it('sends the spec payload (no card fields, no billing period) and answers with the Message', async () => {
    const fake = new FakeCatalogue({
      'get-user-subscription-data': () => legacyProducts,
      'User-Registration': () => ({ Message: 'Registration successful.' }),
    });
    const result = await runGraphQL(fakeContext(fake, null), REGISTER, { input: registration });
    expect(result.data).toEqual({ registerUser: { ok: true, message: 'Registration successful.' } });
    expect(fake.recorded[1]!.request).toMatchObject({ method: 'POST', anonymous: true });
    expect(fake.recorded[1]!.request.body).toEqual({
      email: 'buyer@example.com',
      firstName: 'Bea',
      lastName: 'Buyer',
      address: '1 Main St',
      productPlanId: 1,
      city: 'Springfield',
      state: 'IL',
      zip: '627011',
      phone: '2175550100',
      companyName: 'Buyer Bank',
      billingZipcheck: true,
      termsConditionsCheck: true,
    });
  });

  it('checks plan, billing period, terms, then every field, before calling', async () => {
    const fake = new FakeCatalogue({});
    const context = fakeContext(fake, null);
    const cases = [
      [
        { productPlanId: null, billingPeriod: null, termsAccepted: false },
        'productPlanId',
        'Please select the plan',
      ],
      [{ billingPeriod: null, termsAccepted: false }, 'billingPeriod', 'Please select the billing period'],
      [{ termsAccepted: false, zip: '' }, 'termsAccepted', 'Please select the terms & conditions'],
      [{ zip: '62701' }, 'zip', 'Please select all the fields'],
      [{ phone: '217555010' }, 'phone', 'Please select all the fields'],
      [{ companyName: ' ' }, 'companyName', 'Please select all the fields'],
    ] as const;
    for (const [change, field, message] of cases) {
      const result = await runGraphQL(context, REGISTER, { input: { ...registration, ...change } });
      expect(result.errors?.[0]?.message).toBe(message);
      expect(result.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { [field]: message },
      });
    }
    expect(fake.calls).toBe(0);
  });

  it('refuses a plan registered with another billing period than its own, and a catalogue that cannot say', async () => {
    const products = [
      {
        productId: 7,
        productName: 'Rules & Regulations Inventory',
        isChecked: true,
        productDurationList: [
          {
            productDurationName: 'Monthly',
            productDurationPlanList: [{ planName: 'Team', planPricing: 49, productPlanId: 1 }],
          },
          {
            productDurationName: 'Annual',
            productDurationPlanList: [{ planName: 'Team', planPricing: 490, productPlanId: 4 }],
          },
          {
            productDurationName: 'Quarterly',
            productDurationPlanList: [{ planName: 'Team', planPricing: 140, productPlanId: 9 }],
          },
        ],
      },
    ];
    const fake = new FakeCatalogue({
      'get-user-subscription-data': () => products,
      'User-Registration': () => ({ Message: 'Registration successful.' }),
    });
    const context = fakeContext(fake, null);
    const mismatch = await runGraphQL(context, REGISTER, {
      input: { ...registration, billingPeriod: 'ANNUAL' },
    });
    const message =
      'The chosen plan is billed monthly. Please select a plan under the Annual tab, or the Monthly billing period.';
    expect(mismatch.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', fields: { billingPeriod: message } },
    });
    expect(fake.recorded.map((call) => call.request.path)).toEqual(['get-user-subscription-data']);

    const annual = await runGraphQL(context, REGISTER, {
      input: { ...registration, productPlanId: '4', billingPeriod: 'ANNUAL' },
    });
    expect(annual.data).toEqual({ registerUser: { ok: true, message: 'Registration successful.' } });
    expect(fake.recorded.at(-1)!.request.body).toMatchObject({ productPlanId: 4 });
    // A duration of another name, or a plan the list does not hold: the catalogue decides.
    for (const productPlanId of ['9', '99']) {
      const other = await runGraphQL(context, REGISTER, { input: { ...registration, productPlanId } });
      expect(other.errors).toBeUndefined();
    }

    const down = new FakeCatalogue({
      'get-user-subscription-data': () => {
        throw toGraphQLError(new LegacyError('unavailable', 'no answer'));
      },
    });
    const failed = await runGraphQL(fakeContext(down, null), REGISTER, { input: registration });
    expect(failed.errors?.[0]).toMatchObject({
      message: 'Error fetching subscription data.',
      extensions: { code: 'UPSTREAM_UNAVAILABLE' },
    });
    expect(down.calls).toBe(1);
  });

  it("keeps the catalogue's Message when it refuses", async () => {
    const fake = new FakeCatalogue({
      'get-user-subscription-data': () => legacyProducts,
      'User-Registration': () => {
        throw toGraphQLError(
          new LegacyError('http', '400', 400, { Message: 'This e-mail is already registered.' }),
        );
      },
    });
    const result = await runGraphQL(fakeContext(fake, null), REGISTER, { input: registration });
    expect(result.errors?.[0]).toMatchObject({
      message: 'This e-mail is already registered.',
      extensions: { code: 'UPSTREAM_ERROR' },
    });
  });
});

describe('requestCustomPricing', () => {
  const request = {
    productPlanId: '3',
    email: 'buyer@example.com',
    firstName: 'Bea',
    lastName: 'Buyer',
    productName: 'Rules Inventory',
    estimatedUsers: 'OVER_100',
    phone: '2175550100',
    companyName: 'Buyer Bank',
  };

  it('sends the spec payload with the legacy estimated-users text', async () => {
    const fake = new FakeCatalogue({ 'custom-pricing-request': () => ({ Message: 'We will contact you.' }) });
    const result = await runGraphQL(fakeContext(fake, null), CUSTOM, { input: request });
    expect(result.data).toEqual({ requestCustomPricing: { ok: true, message: 'We will contact you.' } });
    expect(fake.recorded[0]!.request.body).toEqual({
      email: 'buyer@example.com',
      firstName: 'Bea',
      lastName: 'Buyer',
      productName: 'Rules Inventory',
      estimatedUser: '100+',
      phone: '2175550100',
      companyName: 'Buyer Bank',
    });
  });

  it("answers every gap with 'Please select all the fields'", async () => {
    const fake = new FakeCatalogue({});
    for (const [change, field] of [
      [{ productPlanId: null }, 'productPlanId'],
      [{ lastName: '' }, 'lastName'],
      [{ phone: '555' }, 'phone'],
      [{ estimatedUsers: null }, 'estimatedUsers'],
    ] as const) {
      const result = await runGraphQL(fakeContext(fake, null), CUSTOM, { input: { ...request, ...change } });
      expect(result.errors?.[0]?.extensions).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { [field]: 'Please select all the fields' },
      });
    }
    expect(fake.calls).toBe(0);
  });
});
