import { describe, expect, it } from 'vitest';
import {
  BILLING_PERIODS,
  billingPeriodOfDuration,
  ESTIMATED_USERS,
  isValidPhone,
  isValidZip,
  validateCustomPricing,
  validateRegistration,
  type RegistrationFields,
} from '../index.js';

const complete: RegistrationFields = {
  productPlanId: 3,
  billingPeriod: 'monthly',
  termsAccepted: true,
  email: 'buyer@example.com',
  firstName: 'Bea',
  lastName: 'Buyer',
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zip: '627011',
  phone: '2175550100',
  companyName: 'Buyer Bank',
};

describe('validateRegistration', () => {
  it('accepts a complete registration', () => {
    expect(validateRegistration(complete)).toBeNull();
  });

  it('checks plan, billing period, terms, then the fields, in that order', () => {
    const empty: RegistrationFields = {
      productPlanId: null,
      billingPeriod: null,
      termsAccepted: false,
      email: '',
      firstName: '',
      lastName: '',
      address: '',
      city: '',
      state: '',
      zip: '',
      phone: '',
      companyName: '',
    };
    expect(validateRegistration(empty)).toEqual({
      field: 'productPlanId',
      message: 'Please select the plan',
    });
    expect(validateRegistration({ ...empty, productPlanId: '3' })).toEqual({
      field: 'billingPeriod',
      message: 'Please select the billing period',
    });
    expect(validateRegistration({ ...empty, productPlanId: '3', billingPeriod: 'weekly' })?.field).toBe(
      'billingPeriod',
    );
    expect(validateRegistration({ ...empty, productPlanId: '3', billingPeriod: 'annual' })).toEqual({
      field: 'termsAccepted',
      message: 'Please select the terms & conditions',
    });
    expect(
      validateRegistration({ ...empty, productPlanId: '3', billingPeriod: 'annual', termsAccepted: true }),
    ).toEqual({
      field: 'email',
      message: 'Please select all the fields',
    });
  });

  it('wants every account field, a 6-digit zip and a 10-digit phone', () => {
    for (const [field, value] of [
      ['companyName', '  '],
      ['state', ''],
      ['zip', '62701'],
      ['zip', '6270111'],
      ['zip', '62701a'],
      ['phone', '217555010'],
      ['phone', '217-555-0100'],
    ] as const) {
      expect(validateRegistration({ ...complete, [field]: value })).toEqual({
        field,
        message: 'Please select all the fields',
      });
    }
  });
});

describe('the billing period of the chosen plan', () => {
  it('reads a catalogue duration as a billing period', () => {
    expect(billingPeriodOfDuration('Monthly')).toBe('monthly');
    expect(billingPeriodOfDuration(' ANNUAL ')).toBe('annual');
    expect(billingPeriodOfDuration('Quarterly')).toBeNull();
    expect(billingPeriodOfDuration(null)).toBeNull();
  });

  it('refuses a plan of one period registered with the other, right after the period itself', () => {
    const mismatch = {
      ...complete,
      billingPeriod: 'annual',
      planBillingPeriod: 'monthly' as const,
      termsAccepted: false,
    };
    expect(validateRegistration(mismatch)).toEqual({
      field: 'billingPeriod',
      message:
        'The chosen plan is billed monthly. Please select a plan under the Annual tab, or the Monthly billing period.',
    });
    expect(validateRegistration({ ...complete, planBillingPeriod: 'monthly' })).toBeNull();
    expect(validateRegistration({ ...complete, planBillingPeriod: null })).toBeNull();
  });
});

describe('validateCustomPricing', () => {
  const request = {
    productPlanId: '9',
    email: 'buyer@example.com',
    firstName: 'Bea',
    lastName: 'Buyer',
    productName: 'Rules Inventory',
    estimatedUsers: '100+',
    phone: '2175550100',
    companyName: 'Buyer Bank',
  };

  it('accepts a complete request; the product name is not required', () => {
    expect(validateCustomPricing(request)).toBeNull();
    expect(validateCustomPricing({ ...request, productName: '' })).toBeNull();
  });

  it('says "Please select all the fields" on the first failing field, in the spec order', () => {
    expect(validateCustomPricing({ ...request, productPlanId: undefined, email: '' })).toEqual({
      field: 'productPlanId',
      message: 'Please select all the fields',
    });
    for (const [field, value] of [
      ['email', ''],
      ['firstName', ' '],
      ['lastName', ''],
      ['companyName', ''],
      ['phone', '12345'],
      ['estimatedUsers', null],
      ['estimatedUsers', 'Up to 1000'],
    ] as const) {
      expect(validateCustomPricing({ ...request, [field]: value })).toEqual({
        field,
        message: 'Please select all the fields',
      });
    }
  });
});

describe('registration constants', () => {
  it('match the spec', () => {
    expect(ESTIMATED_USERS).toEqual(['Up to 25', 'Up to 50', 'Up to 100', '100+']);
    expect(BILLING_PERIODS).toEqual(['monthly', 'annual']);
    expect(isValidZip(' 123456 ')).toBe(true);
    expect(isValidPhone('12345678901')).toBe(false);
  });
});
