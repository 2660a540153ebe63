import { isValidEmail } from './email.js';
import type { FieldError } from './login.js';
import { MESSAGES } from './messages.js';
import {
  BILLING_PERIOD_LABELS,
  BILLING_PERIODS,
  isValidPhone,
  type BillingPeriodValue,
} from './registration.js';
import { isDuplicateName, type Named } from './validator.js';

/**
 * What the registration page sells, kept by the provider administrator: a product's billing durations (tabs) and
 * each duration's plans (cards). The texts are ours; the billing periods and the 'Custom Pricing' card are the
 * registration page's.
 */
export const PRODUCT_PLAN_MESSAGES = {
  durationNameRequired: 'Please enter the duration name.',
  durationDuplicate: 'This product already has a duration of this name.',
  productRequired: 'Please select the product.',
  planNameRequired: 'Please enter the plan name.',
  planDuplicate: 'This duration already has a plan of this name.',
  durationRequired: 'Please select the duration.',
  priceInvalid: 'Please enter a price of 0 or more with at most two decimals, or choose Custom Pricing.',
  usersInvalid: 'The number of users must be a whole number of 1 or more.',
  nameTooLong: 'The name may have at most 100 characters.',
  planInUse: (name: string, count: number) =>
    `Plan '${name}' cannot be deleted because ${count} active ${count === 1 ? 'subscriber has' : 'subscribers have'} it. ` +
    'Move them to another plan first, or deactivate the plan so nobody new can choose it.',
  planHasHistory: (name: string, count: number) =>
    `Plan '${name}' cannot be deleted because ${count} cancelled ${count === 1 ? 'registration names' : 'registrations name'} it. ` +
    'Deactivate the plan instead.',
  durationInUse: (name: string, count: number) =>
    `Duration '${name}' cannot be deleted because it still has ${count} ${count === 1 ? 'plan' : 'plans'}. ` +
    'Delete or move its plans first, or deactivate the duration.',
  planNotOffered: 'This plan is not on offer. Please choose an active plan.',
  durationSaved: 'Duration saved successfully.',
  durationDeleted: 'Duration deleted successfully.',
  planSaved: 'Plan saved successfully.',
  planDeleted: 'Plan deleted successfully.',
  detailsSaved: 'Registered user details updated successfully.',
} as const;

export const PRODUCT_PLAN_NAME_MAX = 100;

/** Dollars: 0 or more, at most two decimals ('199', '49.5', '0.99'). */
const PRICE = /^\d{1,9}(\.\d{1,2})?$/;

export function isValidPlanPrice(value: string): boolean {
  return PRICE.test(value.trim());
}

export interface ProductDurationFields {
  productId: string | number | null | undefined;
  name: string;
  billingPeriod: string | null | undefined;
}

/**
 * A billing duration of a product: a product, a name unique in the product (ignoring case) and the billing period its
 * plans are billed by (the registration form's step 2 offers exactly monthly and annual).
 */
export function validateProductDuration(
  input: ProductDurationFields,
  sameProduct: readonly Named[] = [],
  selfId?: string | number | null,
): FieldError<'productId' | 'name' | 'billingPeriod'> | null {
  const M = PRODUCT_PLAN_MESSAGES;
  if (!input.productId) return { field: 'productId', message: M.productRequired };
  const name = input.name.trim();
  if (!name) return { field: 'name', message: M.durationNameRequired };
  if (name.length > PRODUCT_PLAN_NAME_MAX) return { field: 'name', message: M.nameTooLong };
  if (!input.billingPeriod || !(BILLING_PERIODS as readonly string[]).includes(input.billingPeriod))
    return { field: 'billingPeriod', message: MESSAGES.registrationBillingPeriod };
  if (isDuplicateName(name, sameProduct, selfId)) return { field: 'name', message: M.durationDuplicate };
  return null;
}

export interface ProductPlanFields {
  durationId: string | number | null | undefined;
  planName: string;
  /** The price as typed; ignored for custom pricing. */
  planPricing: string | null | undefined;
  customPricing: boolean;
  /** The user limit as typed; empty for none. */
  totalUsers: string | null | undefined;
}

/**
 * A plan: a duration, a name unique in its duration (ignoring case), a price of 0 or more with at most two decimals
 * unless it has custom pricing, and an optional user limit of 1 or more.
 */
export function validateProductPlan(
  input: ProductPlanFields,
  sameDuration: readonly Named[] = [],
  selfId?: string | number | null,
): FieldError<'durationId' | 'planName' | 'planPricing' | 'totalUsers'> | null {
  const M = PRODUCT_PLAN_MESSAGES;
  if (!input.durationId) return { field: 'durationId', message: M.durationRequired };
  const name = input.planName.trim();
  if (!name) return { field: 'planName', message: M.planNameRequired };
  if (name.length > PRODUCT_PLAN_NAME_MAX) return { field: 'planName', message: M.nameTooLong };
  if (!input.customPricing && !isValidPlanPrice(input.planPricing ?? ''))
    return { field: 'planPricing', message: M.priceInvalid };
  const users = (input.totalUsers ?? '').trim();
  if (users && (!/^\d{1,7}$/.test(users) || Number(users) < 1))
    return { field: 'totalUsers', message: M.usersInvalid };
  if (isDuplicateName(name, sameDuration, selfId)) return { field: 'planName', message: M.planDuplicate };
  return null;
}

/** The billing period as the catalogue stores it ('Monthly', 'Annual'). */
export function billingPeriodLabel(period: BillingPeriodValue): string {
  return BILLING_PERIOD_LABELS[period];
}

export interface RegisteredUserDetails {
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phone: string;
}

export type RegisteredUserDetailsField = keyof RegisteredUserDetails;

/** The fields in the order the registration form shows them. */
export const REGISTERED_USER_DETAIL_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'phone',
  'companyName',
] as const satisfies readonly RegisteredUserDetailsField[];

/** Longest text the registration stores per field. */
export const REGISTRATION_FIELD_MAX = 200;

/**
 * A registered user's details under the registration form's rules: every field filled and the phone exactly 10 digits
 * ('Please select all the fields', on the first field that fails), at most 200 characters each, a valid address.
 */
export function validateRegisteredUserDetails(
  input: RegisteredUserDetails,
): FieldError<RegisteredUserDetailsField> | null {
  for (const field of REGISTERED_USER_DETAIL_FIELDS) {
    const value = input[field].trim();
    if (!value || (field === 'phone' && !isValidPhone(value)))
      return { field, message: MESSAGES.registrationFields };
    if (value.length > REGISTRATION_FIELD_MAX) return { field, message: REGISTRATION_MESSAGES.fieldTooLong };
  }
  if (!isValidEmail(input.email)) return { field: 'email', message: REGISTRATION_MESSAGES.emailInvalid };
  return null;
}

/** The catalogue's registration refusals the administration form shows beside a field. */
export const REGISTRATION_MESSAGES = {
  emailInvalid: 'Please enter a valid email address.',
  fieldTooLong: 'Each field must be at most 200 characters.',
  emailTaken: 'An account or a registration already exists for this e-mail address.',
} as const;
