import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { BillingPeriod } from './registration.input.js';

@ObjectType({
  description: 'A plan of a subscription product for one billing duration: a card on the registration page.',
})
export class SubscriptionPlan {
  @Field(() => ID, { description: 'Plan id; what a registration or a custom pricing request names.' })
  productPlanId: string;

  @Field(() => String, { description: 'Plan name.' })
  planName: string;

  @Field(() => Float, { nullable: true, description: 'Price in dollars; null for custom-priced plans.' })
  planPricing: number | null;

  @Field(() => Int, { nullable: true, description: 'Number of users the plan allows, when it has a limit.' })
  totalUsers: number | null;

  @Field(() => Boolean, {
    description:
      "Custom pricing: the card shows 'Custom Pricing' and a Request button (requestCustomPricing).",
  })
  customPricing: boolean;
}

@ObjectType({ description: 'A billing duration of a product (a tab under the product), with its plans.' })
export class SubscriptionDuration {
  @Field(() => String, { description: 'Duration name as the catalogue gives it (e.g. Monthly, Annual).' })
  name: string;

  @Field(() => BillingPeriod, {
    nullable: true,
    description:
      "The billing period this duration's plans are billed by (Monthly: MONTHLY, Annual: ANNUAL); null for a " +
      'duration of another name. A registration names the billing period of its plan.',
  })
  billingPeriod: BillingPeriod | null;

  @Field(() => [SubscriptionPlan], { description: 'Plans offered for this duration.' })
  plans: SubscriptionPlan[];
}

@ObjectType({ description: 'A product sold by subscription on the registration page (a tab).' })
export class SubscriptionProduct {
  @Field(() => ID, {
    description:
      "Product id: the catalogue's productId, or the product's position in the list (1, 2, …) when the catalogue " +
      'sends none. Made of digits, so it can name page elements (unlike the product name).',
  })
  productId: string;

  @Field(() => String, { description: 'Product name.' })
  productName: string;

  @Field(() => Boolean, { description: 'Selected by default (the legacy isChecked flag).' })
  isChecked: boolean;

  @Field(() => [SubscriptionDuration], { description: 'Billing durations, each with its plans.' })
  durations: SubscriptionDuration[];
}
