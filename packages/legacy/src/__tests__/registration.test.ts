import { describe, expect, it } from 'vitest';
import { LEGACY_MESSAGES, SUBSCRIPTION_PRODUCTS } from '../index.js';
import type { SubscriptionProductDto } from '../modules/access/registration.repository.js';
import { useCatalogue } from './helpers.js';

const catalogue = useCatalogue();

const validRegistration = (email: string) => ({
  email,
  firstName: 'Riley',
  lastName: 'Registrant',
  address: '1 Compliance Way',
  city: 'Springfield',
  state: 'IL',
  zip: '627011',
  phone: '2175550100',
  companyName: 'Riley Bank',
  productPlanId: 2,
  billingZipcheck: true,
  termsConditionsCheck: true,
});

const validCustomPricing = {
  email: 'buyer@bigbank.test',
  firstName: 'Casey',
  lastName: 'Buyer',
  productName: 'Compliance Testing',
  estimatedUser: '100+',
  phone: '3125550199',
  companyName: 'Big Bank',
};

describe('GET get-user-subscription-data', () => {
  it('lists the products with their monthly and annual plans, anonymously', async () => {
    const { status, body } = await catalogue.client.get<{
      Message: string;
      Result: SubscriptionProductDto[];
    }>('/get-user-subscription-data');
    expect(status).toBe(200);
    expect(body.Message).toBe('Success');
    expect(body.Result.map((product) => product.productName)).toEqual([
      'Rules & Regulations Inventory',
      'Compliance Testing',
      'Change Management Alerts',
    ]);
    expect(body.Result.map((product) => product.isChecked)).toEqual([true, false, false]);
    expect(body.Result.map((product) => product.productId)).toEqual([1, 2, 3]);
    expect(body.Result[0]).toEqual({
      productId: 1,
      productName: 'Rules & Regulations Inventory',
      isChecked: true,
      productDurationList: [
        {
          productDurationId: 1,
          productDurationName: 'Monthly',
          billingPeriod: 'Monthly',
          productDurationPlanList: [
            { planName: 'Starter', planPricing: 199, totalUsers: 5, customPricing: false, productPlanId: 1 },
            {
              planName: 'Professional',
              planPricing: 499,
              totalUsers: 25,
              customPricing: false,
              productPlanId: 2,
            },
            {
              planName: 'Enterprise',
              planPricing: null,
              totalUsers: null,
              customPricing: true,
              productPlanId: 3,
            },
          ],
        },
        {
          productDurationId: 2,
          productDurationName: 'Annual',
          billingPeriod: 'Annual',
          productDurationPlanList: [
            { planName: 'Starter', planPricing: 1990, totalUsers: 5, customPricing: false, productPlanId: 4 },
            {
              planName: 'Professional',
              planPricing: 4990,
              totalUsers: 25,
              customPricing: false,
              productPlanId: 5,
            },
            {
              planName: 'Enterprise',
              planPricing: null,
              totalUsers: null,
              customPricing: true,
              productPlanId: 6,
            },
          ],
        },
      ],
    });
    const ids = body.Result.flatMap((product) =>
      product.productDurationList.flatMap((duration) =>
        duration.productDurationPlanList.map((plan) => plan.productPlanId),
      ),
    );
    expect(ids).toEqual(SUBSCRIPTION_PRODUCTS.flatMap((product) => product.plans.map((plan) => plan.id)));
  });
});

describe('POST User-Registration', () => {
  const register = (body: unknown) => catalogue.client.post('/User-Registration', { body });

  it('stores a registration and refuses a second one for the address', async () => {
    const first = await register(validRegistration('riley@bank.test'));
    expect(first.status).toBe(200);
    expect(first.body).toEqual({
      Message:
        'Registration successful. We will e-mail you the sign-in details once your subscription is active.',
      Result: true,
    });
    const { rows } = await catalogue.running.db.query(
      'SELECT email, zip, phone, product_plan_id, billing_zip_check, terms_accepted FROM registrations WHERE email = $1',
      ['riley@bank.test'],
    );
    expect(rows).toEqual([
      {
        email: 'riley@bank.test',
        zip: '627011',
        phone: '2175550100',
        product_plan_id: 2,
        billing_zip_check: true,
        terms_accepted: true,
      },
    ]);

    const again = await register({ ...validRegistration('RILEY@bank.test'), productPlanId: 5 });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      Message: 'An account or a registration already exists for this e-mail address.',
      Result: null,
    });
  });

  it('refuses an address that already has an account', async () => {
    const answer = await register(validRegistration('lawyer@lexbridge.test'));
    expect(answer.status).toBe(409);
  });

  it('lets one of two racing registrations of an address win', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => register(validRegistration('race@bank.test'))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
  });

  it('accepts the plan id as text and the checkboxes as "true"', async () => {
    const answer = await register({
      ...validRegistration('text@bank.test'),
      productPlanId: '8',
      termsConditionsCheck: 'true',
      billingZipcheck: 'false',
    });
    expect(answer.status).toBe(200);
  });

  it.each([
    ['no plan', { productPlanId: null, termsConditionsCheck: false, zip: '1' }, 'Please select the plan'],
    ['terms not accepted', { termsConditionsCheck: false, zip: '1' }, 'Please select the terms & conditions'],
    ['an empty field', { city: '  ' }, 'Please select all the fields'],
    ['a missing field', { companyName: undefined }, 'Please select all the fields'],
    ['a 5-digit zip', { zip: '62701' }, 'Please select all the fields'],
    ['a phone with dashes', { phone: '217-555-0100' }, 'Please select all the fields'],
    ['a malformed e-mail', { email: 'riley.bank.test' }, 'Please enter a valid email address.'],
    ['a very long field', { address: 'x'.repeat(201) }, 'Each field must be at most 200 characters.'],
    ['an unknown plan', { productPlanId: 999 }, 'The selected plan does not exist.'],
    ['a plan id that is no number', { productPlanId: 'gold' }, 'The selected plan does not exist.'],
    [
      'a custom-priced plan',
      { productPlanId: 3 },
      'The selected plan has custom pricing. Please send a custom pricing request instead.',
    ],
  ])('answers 400 for %s', async (_label, change, message) => {
    const answer = await register({ ...validRegistration('checks@bank.test'), ...change });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Message: message, Result: null });
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    const answer = await register('[]');
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Message: LEGACY_MESSAGES.invalidRequest, Result: null });
  });
});

describe('POST custom-pricing-request', () => {
  const request = (body: unknown) => catalogue.client.post('/custom-pricing-request', { body });

  it('stores the request, with the product of the plan when only the plan is given', async () => {
    const answer = await request(validCustomPricing);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      Message: 'Thank you. Your custom pricing request has been received; our team will contact you shortly.',
      Result: true,
    });
    const withPlan = await request({
      ...validCustomPricing,
      email: 'plan@bigbank.test',
      productName: '',
      productPlanId: 12,
    });
    expect(withPlan.status).toBe(200);
    const { rows } = await catalogue.running.db.query(
      `SELECT email, product_name, product_plan_id, estimated_users FROM custom_pricing_requests
        WHERE email IN ('buyer@bigbank.test', 'plan@bigbank.test') ORDER BY id`,
    );
    expect(rows).toEqual([
      {
        email: 'buyer@bigbank.test',
        product_name: 'Compliance Testing',
        product_plan_id: null,
        estimated_users: '100+',
      },
      {
        email: 'plan@bigbank.test',
        product_name: 'Compliance Testing',
        product_plan_id: 12,
        estimated_users: '100+',
      },
    ]);
  });

  it.each([
    ['no e-mail', { email: '' }, 'Please select all the fields'],
    ['no company', { companyName: undefined }, 'Please select all the fields'],
    ['a 9-digit phone', { phone: '312555019' }, 'Please select all the fields'],
    ['an estimate off the list', { estimatedUser: '1000' }, 'Please select all the fields'],
    ['a malformed e-mail', { email: 'buyer@' }, 'Please enter a valid email address.'],
    ['an unknown plan', { productPlanId: 999 }, 'The selected plan does not exist.'],
  ])('answers 400 for %s', async (_label, change, message) => {
    const answer = await request({ ...validCustomPricing, ...change });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ Message: message, Result: null });
  });
});
