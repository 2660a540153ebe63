import {
  MESSAGES,
  validateCustomPricing,
  validateRegistration,
  type BillingPeriodValue,
} from '@lexbridge/rules';
import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { failureSays } from '../../graphql/common/outcomes.js';
import { messagePayload, MessagePayload } from '../../graphql/common/message-payload.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { badUserInput } from '../../graphql/errors.js';
import { CustomPricingInput, RegisterUserInput } from './registration.input.js';
import { toCustomPricingPayload, toRegistrationPayload } from './registration.mapper.js';
import { SubscriptionProduct } from './registration.type.js';

function loadProducts(context: GraphQLContext): Promise<SubscriptionProduct[]> {
  return failureSays(MESSAGES.subscriptionFetchFailed, context.apis.registration.subscriptionProducts(), {
    refusalsToo: true,
  });
}

/** The billing period of the duration the plan is listed under; null when unknown (the catalogue judges the id). */
function planPeriodOf(
  products: readonly SubscriptionProduct[],
  planId: string | null,
): BillingPeriodValue | null {
  const wanted = (planId ?? '').trim();
  const same = (id: string) => id === wanted || (/^\d+$/.test(wanted) && Number(id) === Number(wanted));
  for (const product of products) {
    for (const duration of product.durations) {
      if (duration.plans.some((plan) => same(plan.productPlanId))) return duration.billingPeriod;
    }
  }
  return null;
}

@Resolver(() => SubscriptionProduct)
export class RegistrationResolver {
  @Query(() => [SubscriptionProduct], {
    description:
      'Products, billing durations and plans for the registration page. Public. When the catalogue fails: ' +
      "UPSTREAM_ERROR or UPSTREAM_UNAVAILABLE with 'Error fetching subscription data.'.",
  })
  async subscriptionProducts(@Ctx() context: GraphQLContext): Promise<SubscriptionProduct[]> {
    return loadProducts(context);
  }

  @Mutation(() => MessagePayload, {
    description:
      "Register for a plan (User-Registration). Public. BAD_USER_INPUT in this order: 'Please select the " +
      "plan', 'Please select the billing period', 'Please select the terms & conditions', 'Please select all the " +
      "fields' (zip 6 digits, phone 10); then, the plan looked up in the subscription data, 'The chosen plan is " +
      "billed monthly. …' when billingPeriod is not the period of the plan's duration (the catalogue's payload has " +
      "no billing period: the plan is what is registered). Success and refusals carry the catalogue's Message.",
  })
  async registerUser(
    @Arg('input', () => RegisterUserInput) input: RegisterUserInput,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    const invalid = validateRegistration(input);
    if (invalid) throw badUserInput({ [invalid.field]: invalid.message });
    // Only a request valid in every other way costs the subscription data call.
    const planBillingPeriod = planPeriodOf(await loadProducts(context), input.productPlanId);
    const mismatch = validateRegistration({ ...input, planBillingPeriod });
    if (mismatch) throw badUserInput({ [mismatch.field]: mismatch.message });
    const message = await context.apis.registration.register(toRegistrationPayload(input));
    return messagePayload(message ?? MESSAGES.defaultSuccess);
  }

  @Mutation(() => MessagePayload, {
    description:
      "Ask for a custom price (custom-pricing-request). Public. BAD_USER_INPUT 'Please select all the fields' " +
      "(plan, e-mail, names, company, phone of 10 digits, estimated users). Success carries the catalogue's Message.",
  })
  async requestCustomPricing(
    @Arg('input', () => CustomPricingInput) input: CustomPricingInput,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    const invalid = validateCustomPricing(input);
    if (invalid) throw badUserInput({ [invalid.field]: invalid.message });
    const message = await context.apis.registration.requestCustomPricing(toCustomPricingPayload(input));
    return messagePayload(message ?? MESSAGES.defaultSuccess);
  }
}
