import { billingPeriodOfDuration } from '@lexbridge/rules';
import type { LegacyEnvelope } from '../../legacy/shape.js';
import type { LegacySubscriptionPlan, LegacySubscriptionProduct } from './registration.dto.js';
import { legacyFlag } from '../auth/auth.mapper.js';
import type { BillingPeriod, CustomPricingInput, RegisterUserInput } from './registration.input.js';
import type { SubscriptionPlan, SubscriptionProduct } from './registration.type.js';

function numberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function toPlan(plan: LegacySubscriptionPlan): SubscriptionPlan {
  const totalUsers = numberOrNull(plan.totalUsers);
  return {
    productPlanId: String(plan.productPlanId),
    planName: plan.planName ?? '',
    planPricing: numberOrNull(plan.planPricing),
    totalUsers: totalUsers === null ? null : Math.trunc(totalUsers),
    customPricing: legacyFlag(plan.customPricing),
  };
}

/** A product id the page can use in element ids: digits only, else none (the product gets its position). */
function productIdOf(value: LegacySubscriptionProduct['productId']): string | null {
  const id = value === null || value === undefined ? '' : String(value).trim();
  return /^\d+$/.test(id) ? id : null;
}

/** The subscription data arrives bare or inside the usual envelope. */
export function toSubscriptionProducts(
  answer: LegacySubscriptionProduct[] | LegacyEnvelope<LegacySubscriptionProduct[] | null> | null,
): SubscriptionProduct[] {
  const products = Array.isArray(answer) ? answer : (answer?.Result ?? []);
  return (products ?? []).map((product, index) => ({
    productId: productIdOf(product.productId) ?? String(index + 1),
    productName: product.productName ?? '',
    isChecked: legacyFlag(product.isChecked),
    durations: (product.productDurationList ?? []).map((duration) => ({
      name: duration.productDurationName ?? '',
      // The enum's values are the rules' own billing period values. A catalogue that names the period says it;
      // otherwise the duration's name is the period (Monthly, Annual) or none.
      billingPeriod: billingPeriodOfDuration(
        duration.billingPeriod ?? duration.productDurationName,
      ) as BillingPeriod | null,
      plans: (duration.productDurationPlanList ?? []).map(toPlan),
    })),
  }));
}

/** Plan ids are numbers in the catalogue; an id that is not one goes as given and the catalogue decides. */
function planId(id: string | null): number | string | null {
  if (id === null) return null;
  return /^\d+$/.test(id.trim()) ? Number(id.trim()) : id;
}

/** The legacy registration payload (the card fields are never collected by the BFF). */
export function toRegistrationPayload(input: RegisterUserInput): Record<string, unknown> {
  return {
    email: input.email.trim(),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    address: input.address.trim(),
    productPlanId: planId(input.productPlanId),
    city: input.city.trim(),
    state: input.state.trim(),
    zip: input.zip.trim(),
    phone: input.phone.trim(),
    companyName: input.companyName.trim(),
    billingZipcheck: input.billingZipCheck,
    termsConditionsCheck: input.termsAccepted,
  };
}

/** The legacy custom pricing payload (the questions text is not sent). */
export function toCustomPricingPayload(input: CustomPricingInput): Record<string, unknown> {
  return {
    email: input.email.trim(),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    productName: input.productName.trim(),
    estimatedUser: input.estimatedUsers,
    phone: input.phone.trim(),
    companyName: input.companyName.trim(),
  };
}
