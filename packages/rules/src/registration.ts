import type { FieldError } from './login.js';
import { MESSAGES } from './messages.js';

/** Billing periods of the registration form. */
export const BILLING_PERIODS = ['monthly', 'annual'] as const;
export type BillingPeriodValue = (typeof BILLING_PERIODS)[number];

/** How the form and the catalogue's duration tabs name the billing periods. */
export const BILLING_PERIOD_LABELS: Record<BillingPeriodValue, string> = {
  monthly: 'Monthly',
  annual: 'Annual',
};

/** The billing period a catalogue duration ('Monthly', 'Annual') stands for; null for a duration of another name. */
export function billingPeriodOfDuration(durationName: string | null | undefined): BillingPeriodValue | null {
  const name = (durationName ?? '').trim().toLowerCase();
  return BILLING_PERIODS.find((period) => period === name) ?? null;
}

/** Ours: a plan chosen under one billing period's tab, registered with the other period. */
export function billingPeriodMismatchMessage(
  planPeriod: BillingPeriodValue,
  chosen: BillingPeriodValue,
): string {
  return (
    `The chosen plan is billed ${planPeriod}. Please select a plan under the ${BILLING_PERIOD_LABELS[chosen]} tab, ` +
    `or the ${BILLING_PERIOD_LABELS[planPeriod]} billing period.`
  );
}

/** Choices of the custom pricing form's "estimated users", as the catalogue receives them. */
export const ESTIMATED_USERS = ['Up to 25', 'Up to 50', 'Up to 100', '100+'] as const;
export type EstimatedUsersValue = (typeof ESTIMATED_USERS)[number];

export const ZIP_DIGITS = 6;
export const PHONE_DIGITS = 10;

/** Registration zip: exactly 6 digits. */
export function isValidZip(value: string): boolean {
  return new RegExp(`^\\d{${ZIP_DIGITS}}$`).test(value.trim());
}

/** Registration and custom pricing phone: exactly 10 digits. */
export function isValidPhone(value: string): boolean {
  return new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(value.trim());
}

function chosen(value: string | number | null | undefined): boolean {
  return value !== null && value !== undefined && String(value).trim() !== '';
}

export interface RegistrationFields {
  productPlanId: string | number | null | undefined;
  billingPeriod: string | null | undefined;
  /** The billing period of the chosen plan's own duration, when known: the chosen period must be the same. */
  planBillingPeriod?: BillingPeriodValue | null;
  termsAccepted: boolean;
  email: string;
  firstName: string;
  lastName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  companyName: string;
}

export type RegistrationField = Exclude<keyof RegistrationFields, 'planBillingPeriod'>;

/** The account fields of the registration form, in the order the form shows them. */
export const REGISTRATION_ACCOUNT_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'address',
  'city',
  'state',
  'zip',
  'phone',
  'companyName',
] as const satisfies readonly RegistrationField[];

/**
 * Registration, checked in this order: a plan, a billing period (the chosen plan's own, when known: a plan of the
 * Monthly tab is never registered as annual), the terms checkbox, then every account field non-empty with the zip
 * exactly 6 digits and the phone exactly 10 ('Please select all the fields', reported on the first field that fails).
 */
export function validateRegistration(input: RegistrationFields): FieldError<RegistrationField> | null {
  if (!chosen(input.productPlanId)) return { field: 'productPlanId', message: MESSAGES.registrationPlan };
  if (!input.billingPeriod || !(BILLING_PERIODS as readonly string[]).includes(input.billingPeriod)) {
    return { field: 'billingPeriod', message: MESSAGES.registrationBillingPeriod };
  }
  if (input.planBillingPeriod && input.planBillingPeriod !== input.billingPeriod) {
    const chosenPeriod = input.billingPeriod as BillingPeriodValue;
    return {
      field: 'billingPeriod',
      message: billingPeriodMismatchMessage(input.planBillingPeriod, chosenPeriod),
    };
  }
  if (!input.termsAccepted) return { field: 'termsAccepted', message: MESSAGES.registrationTerms };
  for (const field of REGISTRATION_ACCOUNT_FIELDS) {
    const value = input[field].trim();
    const ok = field === 'zip' ? isValidZip(value) : field === 'phone' ? isValidPhone(value) : value !== '';
    if (!ok) return { field, message: MESSAGES.registrationFields };
  }
  return null;
}

export interface CustomPricingFields {
  productPlanId: string | number | null | undefined;
  email: string;
  firstName: string;
  lastName: string;
  /** Prefilled from the chosen plan; the spec does not require it. */
  productName?: string;
  estimatedUsers: string | null | undefined;
  phone: string;
  companyName: string;
}

export type CustomPricingField = keyof CustomPricingFields;

/**
 * Custom pricing request: a plan; e-mail, first name, last name and company non-empty; the
 * phone exactly 10 digits; an estimated-users choice. Every failure says 'Please select all the fields', on the
 * first field that fails in that order.
 */
export function validateCustomPricing(input: CustomPricingFields): FieldError<CustomPricingField> | null {
  const fail = (field: CustomPricingField) => ({ field, message: MESSAGES.registrationFields });
  if (!chosen(input.productPlanId)) return fail('productPlanId');
  for (const field of ['email', 'firstName', 'lastName', 'companyName'] as const) {
    if (!input[field].trim()) return fail(field);
  }
  if (!isValidPhone(input.phone)) return fail('phone');
  if (!input.estimatedUsers || !(ESTIMATED_USERS as readonly string[]).includes(input.estimatedUsers)) {
    return fail('estimatedUsers');
  }
  return null;
}
