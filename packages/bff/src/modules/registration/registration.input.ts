import { Field, ID, InputType, registerEnumType } from 'type-graphql';

/** Values are what the rules (and the catalogue) use; GraphQL shows the names. */
export enum BillingPeriod {
  MONTHLY = 'monthly',
  ANNUAL = 'annual',
}

registerEnumType(BillingPeriod, {
  name: 'BillingPeriod',
  description: 'Billing period chosen in step 2 of the registration form: monthly or annual.',
  valuesConfig: {
    MONTHLY: { description: 'Billed every month (legacy "monthly").' },
    ANNUAL: { description: 'Billed every year (legacy "annual").' },
  },
});

export enum EstimatedUsers {
  UP_TO_25 = 'Up to 25',
  UP_TO_50 = 'Up to 50',
  UP_TO_100 = 'Up to 100',
  OVER_100 = '100+',
}

registerEnumType(EstimatedUsers, {
  name: 'EstimatedUsers',
  description: 'Estimated number of users of a custom pricing request.',
  valuesConfig: {
    UP_TO_25: { description: "Legacy 'Up to 25'." },
    UP_TO_50: { description: "Legacy 'Up to 50'." },
    UP_TO_100: { description: "Legacy 'Up to 100'." },
    OVER_100: { description: "Legacy '100+'." },
  },
});

@InputType({
  description:
    'Self-service registration for a subscription plan. The payment card fields of the form are not part of it: ' +
    'they are never sent anywhere.',
})
export class RegisterUserInput {
  @Field(() => ID, { nullable: true, description: "The chosen plan; missing: 'Please select the plan'." })
  productPlanId: string | null;

  @Field(() => BillingPeriod, {
    nullable: true,
    description: "Step 2, the billing period; missing: 'Please select the billing period'.",
  })
  billingPeriod: BillingPeriod | null;

  @Field(() => Boolean, {
    description: "The privacy and terms checkbox; unticked: 'Please select the terms & conditions'.",
  })
  termsAccepted: boolean;

  @Field(() => String, { description: 'E-mail address (account info; every account field is required).' })
  email: string;

  @Field(() => String, { description: 'First name.' })
  firstName: string;

  @Field(() => String, { description: 'Last name.' })
  lastName: string;

  @Field(() => String, { description: 'Street address.' })
  address: string;

  @Field(() => String, { description: 'City.' })
  city: string;

  @Field(() => String, { description: 'State.' })
  state: string;

  @Field(() => String, { description: 'Zip code: exactly 6 digits.' })
  zip: string;

  @Field(() => String, { description: 'Phone number: exactly 10 digits.' })
  phone: string;

  @Field(() => String, { description: 'Company name.' })
  companyName: string;

  @Field(() => Boolean, {
    description: 'The billing zip check of the payment step (legacy billingZipcheck).',
  })
  billingZipCheck: boolean;
}

@InputType({
  description:
    'A request for a quote on a custom-priced plan. The free-text questions of the form are not sent.',
})
export class CustomPricingInput {
  @Field(() => ID, { nullable: true, description: 'The custom-priced plan the request is about (required).' })
  productPlanId: string | null;

  @Field(() => String, { description: 'E-mail address (required).' })
  email: string;

  @Field(() => String, { description: 'First name (required).' })
  firstName: string;

  @Field(() => String, { description: 'Last name (required).' })
  lastName: string;

  @Field(() => String, { description: "The product's name, as the chosen plan shows it." })
  productName: string;

  @Field(() => EstimatedUsers, { nullable: true, description: 'Estimated number of users (required).' })
  estimatedUsers: EstimatedUsers | null;

  @Field(() => String, { description: 'Phone number: exactly 10 digits.' })
  phone: string;

  @Field(() => String, { description: 'Company name (required).' })
  companyName: string;
}
