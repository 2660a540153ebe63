import { Field, ID, InputType } from 'type-graphql';
import { BillingPeriod } from '../registration/registration.input.js';

@InputType({ description: 'A billing duration to add (no id) or update.' })
export class SaveProductDurationInput {
  @Field(() => ID, { nullable: true, description: 'The duration to update; absent to add one.' })
  id?: string | null;

  @Field(() => ID, { description: 'Its product (a duration stays with the product it was added to).' })
  productId: string;

  @Field(() => String, { description: 'Its name (the tab): required, unique in the product ignoring case.' })
  name: string;

  @Field(() => BillingPeriod, {
    nullable: true,
    description: "The billing period its plans are billed by; missing: 'Please select the billing period'.",
  })
  billingPeriod: BillingPeriod | null;

  @Field(() => Boolean, { description: 'Shown on the registration page.', defaultValue: true })
  isActive: boolean;
}

@InputType({ description: 'A plan to add (no id) or update.' })
export class SaveProductPlanInput {
  @Field(() => ID, { nullable: true, description: 'The plan to update; absent to add one.' })
  id?: string | null;

  @Field(() => ID, { nullable: true, description: 'The duration it is listed under.' })
  durationId: string | null;

  @Field(() => String, { description: 'Its name: required, unique in its duration ignoring case.' })
  planName: string;

  @Field(() => String, {
    nullable: true,
    description:
      'Dollars per billing period as typed: 0 or more, at most two decimals; ignored for custom pricing.',
  })
  planPricing?: string | null;

  @Field(() => Boolean, {
    description: 'Custom pricing: no price; the card asks for a request.',
    defaultValue: false,
  })
  customPricing: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'The most users it allows, as typed: empty for no limit.',
  })
  totalUsers?: string | null;

  @Field(() => Boolean, { description: 'Offered on the registration page.', defaultValue: true })
  isActive: boolean;
}

@InputType({ description: "A registered user's details, as the registration form takes them." })
export class RegisteredUserDetailsInput {
  @Field(() => ID, { description: 'The registered user.' })
  id: string;

  @Field(() => String, { description: 'E-mail address: valid, and no other account or registration has it.' })
  email: string;

  @Field(() => String, { description: 'First name.' })
  firstName: string;

  @Field(() => String, { description: 'Last name.' })
  lastName: string;

  @Field(() => String, { description: 'Phone: exactly 10 digits.' })
  phone: string;

  @Field(() => String, { description: 'Company name.' })
  companyName: string;
}
