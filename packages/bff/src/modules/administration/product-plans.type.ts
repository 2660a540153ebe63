import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { BillingPeriod } from '../registration/registration.input.js';

@ObjectType({ description: 'A plan of a billing duration, as the provider administrator keeps it.' })
export class ProductPlan {
  @Field(() => ID, { description: 'The plan id (productPlanId).' })
  id: string;

  @Field(() => ID, { description: 'The duration it is listed under.' })
  durationId: string;

  @Field(() => String, { description: 'Its name, unique in its duration ignoring case.' })
  planName: string;

  @Field(() => Float, { nullable: true, description: 'Dollars per billing period; null for custom pricing.' })
  planPricing: number | null;

  @Field(() => Int, { nullable: true, description: 'The most users it allows; null for no limit.' })
  totalUsers: number | null;

  @Field(() => Boolean, {
    description: "Custom pricing: the card shows 'Custom Pricing' and a Request button.",
  })
  customPricing: boolean;

  @Field(() => Boolean, {
    description:
      'Offered on the registration page (with its duration); an inactive plan keeps its subscribers.',
  })
  isActive: boolean;

  @Field(() => Int, { description: 'Active subscriptions: a plan with any cannot be deleted.' })
  activeSubscribers: number;

  @Field(() => Int, { description: 'Cancelled registrations that name it: they also keep it from deletion.' })
  cancelledRegistrations: number;
}

@ObjectType({
  description: 'A billing duration of a product: a tab of the registration page, with its plans.',
})
export class ProductDuration {
  @Field(() => ID, { description: 'The duration id.' })
  id: string;

  @Field(() => ID, { description: 'Its product.' })
  productId: string;

  @Field(() => String, { description: 'Its name (the tab), unique in the product ignoring case.' })
  name: string;

  @Field(() => BillingPeriod, { description: 'The billing period its plans are billed by (form step 2).' })
  billingPeriod: BillingPeriod;

  @Field(() => Boolean, { description: 'Shown on the registration page; inactive hides it and its plans.' })
  isActive: boolean;

  @Field(() => [ProductPlan], { description: 'Its plans, in the order the page shows them.' })
  plans: ProductPlan[];
}

@ObjectType({
  description: 'A product of the registration page with every duration and plan, active or not.',
})
export class ProductCatalogueEntry {
  @Field(() => ID, { description: 'The product id.' })
  id: string;

  @Field(() => String, { description: 'The product name (a tab of the registration page).' })
  name: string;

  @Field(() => [ProductDuration], { description: 'Its billing durations, in the order the page shows them.' })
  durations: ProductDuration[];
}

@ObjectType({ description: 'A saved duration and the message to show.' })
export class ProductDurationPayload {
  @Field(() => ProductDuration, { description: 'The duration as saved.' })
  duration: ProductDuration;

  @Field(() => String, { description: 'The message to show.' })
  message: string;
}

@ObjectType({ description: 'A saved plan and the message to show.' })
export class ProductPlanPayload {
  @Field(() => ProductPlan, { description: 'The plan as saved.' })
  plan: ProductPlan;

  @Field(() => String, { description: 'The message to show.' })
  message: string;
}
