import type {
  BillingPeriodValue,
  CustomPricingFields,
  EstimatedUsersValue,
  RegistrationFields,
} from '@lexbridge/rules';
import type {
  BillingPeriod,
  CustomPricingInput,
  EstimatedUsers,
  RegisterUserInput,
  SubscriptionPlanFieldsFragment,
  SubscriptionProductsQuery,
} from '../../gql/graphql';

type Product = SubscriptionProductsQuery['subscriptionProducts'][number];

/** A plan card the user picked, with the tabs it sits under. */
export interface PlanChoice {
  productId: string;
  productName: string;
  durationName: string;
  /** The billing period of the duration tab (null for a duration of another name). */
  billingPeriod: BillingPeriodValue | null;
  plan: SubscriptionPlanFieldsFragment;
}

const BILLING_PERIOD_ENUM: Record<BillingPeriodValue, BillingPeriod> = {
  monthly: 'MONTHLY',
  annual: 'ANNUAL',
};

const ESTIMATED_USERS_ENUM: Record<EstimatedUsersValue, EstimatedUsers> = {
  'Up to 25': 'UP_TO_25',
  'Up to 50': 'UP_TO_50',
  'Up to 100': 'UP_TO_100',
  '100+': 'OVER_100',
};

const BILLING_PERIOD_VALUE: Record<BillingPeriod, BillingPeriodValue> = {
  MONTHLY: 'monthly',
  ANNUAL: 'annual',
};

/** The choice of a plan card: the plan with its product and duration tabs. */
export function planChoice(
  product: Product,
  duration: Product['durations'][number],
  plan: SubscriptionPlanFieldsFragment,
): PlanChoice {
  return {
    productId: product.productId,
    productName: product.productName,
    durationName: duration.name,
    billingPeriod: duration.billingPeriod ? BILLING_PERIOD_VALUE[duration.billingPeriod] : null,
    plan,
  };
}

/**
 * The plan of the same product and name under the other billing period's tab (Starter monthly -> Starter annual),
 * when the catalogue offers one at a price; null otherwise.
 */
export function matchingPlan(
  products: readonly Product[],
  choice: PlanChoice,
  period: BillingPeriodValue,
): PlanChoice | null {
  const product = products.find((entry) => entry.productId === choice.productId);
  for (const duration of product?.durations ?? []) {
    if (!duration.billingPeriod || BILLING_PERIOD_VALUE[duration.billingPeriod] !== period) continue;
    const plan = duration.plans.find(
      (entry) => entry.planName === choice.plan.planName && !entry.customPricing,
    );
    if (plan) return planChoice(product!, duration, plan);
  }
  return null;
}

/** The plan price in dollars, without cents when it has none. */
export function formatPrice(dollars: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
  }).format(dollars);
}

/**
 * The registerUser input from a form the rules accepted. The payment card fields are not part of it: they are
 * collected by the form and never leave the browser.
 */
export function toRegisterUserInput(fields: RegistrationFields, billingZipCheck: boolean): RegisterUserInput {
  return {
    productPlanId: fields.productPlanId == null ? null : String(fields.productPlanId),
    billingPeriod: BILLING_PERIOD_ENUM[fields.billingPeriod as BillingPeriodValue] ?? null,
    termsAccepted: fields.termsAccepted,
    email: fields.email.trim(),
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    address: fields.address.trim(),
    city: fields.city.trim(),
    state: fields.state.trim(),
    zip: fields.zip.trim(),
    phone: fields.phone.trim(),
    companyName: fields.companyName.trim(),
    billingZipCheck,
  };
}

/** The requestCustomPricing input; the free-text questions are not part of it. */
export function toCustomPricingInput(fields: CustomPricingFields): CustomPricingInput {
  return {
    productPlanId: fields.productPlanId == null ? null : String(fields.productPlanId),
    email: fields.email.trim(),
    firstName: fields.firstName.trim(),
    lastName: fields.lastName.trim(),
    productName: (fields.productName ?? '').trim(),
    estimatedUsers: ESTIMATED_USERS_ENUM[fields.estimatedUsers as EstimatedUsersValue] ?? null,
    phone: fields.phone.trim(),
    companyName: fields.companyName.trim(),
  };
}
