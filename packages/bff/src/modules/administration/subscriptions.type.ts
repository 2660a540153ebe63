import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../graphql/common/page.js';

@ObjectType({ description: 'A plan of the registration page, with how many subscriptions it has.' })
export class SubscriptionPlanDetail {
  @Field(() => ID, { description: 'The plan id (productPlanId).' })
  id: string;

  @Field(() => String, { description: 'The product it belongs to.' })
  productName: string;

  @Field(() => String, { description: 'Its billing duration (Monthly, Annual).' })
  duration: string;

  @Field(() => String, { description: 'The plan name.' })
  planName: string;

  @Field(() => Float, { nullable: true, description: 'Dollars per billing period; null for custom pricing.' })
  planPricing: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'The most users it allows; null when unlimited or negotiated.',
  })
  totalUsers: number | null;

  @Field(() => Boolean, { description: 'Whether the price is negotiated (custom pricing).' })
  customPricing: boolean;

  @Field(() => Int, { description: 'How many active subscriptions it has.' })
  activeSubscribers: number;

  @Field(() => Boolean, {
    description: 'Whether the registration page offers it (the plan and its duration are active).',
  })
  isOffered: boolean;
}

@ObjectType({ description: 'A user who registered on the public registration page, and their subscription.' })
export class RegisteredUser {
  @Field(() => ID, { description: 'The registration id.' })
  id: string;

  @Field(() => String, { description: 'Their e-mail address.' })
  email: string;

  @Field(() => String, { description: 'First name.' })
  firstName: string;

  @Field(() => String, { description: 'Last name.' })
  lastName: string;

  @Field(() => String, { description: 'Their company.' })
  companyName: string;

  @Field(() => String, { description: 'Their phone (10 digits).' })
  phone: string;

  @Field(() => ID, { description: 'The plan subscribed to.' })
  productPlanId: string;

  @Field(() => String, {
    description: 'The product, duration and plan in words ("Rules Inventory · Annual · Team").',
  })
  planLabel: string;

  @Field(() => String, { description: 'Active or Cancelled.' })
  status: string;

  @Field(() => DateTimeISOResolver, { description: 'When they registered.' })
  registeredAt: Date;

  @Field(() => DateTimeISOResolver, { nullable: true, description: 'When the subscription was cancelled.' })
  cancelledAt: Date | null;
}

@ObjectType({ description: 'A page of registered users, newest first.' })
export class RegisteredUserPage extends PageOf(RegisteredUser) {}

@ObjectType({ description: 'A changed subscription and the message to show.' })
export class RegisteredUserPayload {
  @Field(() => RegisteredUser, { description: 'The registered user as saved.' })
  user: RegisteredUser;

  @Field(() => String, { description: 'The message to show.' })
  message: string;
}

@ObjectType({ description: 'A request for custom pricing sent from the public registration page.' })
export class CustomPricingRequest {
  @Field(() => ID, { description: 'The request id.' })
  id: string;

  @Field(() => String, { description: 'Their e-mail address.' })
  email: string;

  @Field(() => String, { description: 'First name.' })
  firstName: string;

  @Field(() => String, { description: 'Last name.' })
  lastName: string;

  @Field(() => String, { description: 'Their company.' })
  companyName: string;

  @Field(() => String, { description: 'Their phone (10 digits).' })
  phone: string;

  @Field(() => String, { description: 'The product asked about (may be empty).' })
  productName: string;

  @Field(() => String, { description: 'How many users they expect (Up to 25, Up to 50, Up to 100, 100+).' })
  estimatedUsers: string;

  @Field(() => DateTimeISOResolver, { description: 'When they asked.' })
  requestedAt: Date;
}
