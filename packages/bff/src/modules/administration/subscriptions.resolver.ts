import { ADMIN_MAINTENANCE_ROUTES, validateRegisteredUserDetails } from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { messagePayload, MessagePayload } from '../../graphql/common/message-payload.js';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { checkPage, PageArg, type PageInput } from '../../graphql/common/page.js';
import { ServesRoute } from '../../graphql/guards.js';
import { Administrator } from './administration.guards.js';
import { RegisteredUserDetailsInput } from './product-plans.input.js';
import { check } from '../../graphql/common/validation.js';
import { idOf } from './administration.ids.js';
import {
  CustomPricingRequest,
  RegisteredUserPage,
  RegisteredUserPayload,
  SubscriptionPlanDetail,
} from './subscriptions.type.js';

const ROUTE = ADMIN_MAINTENANCE_ROUTES.subscriptions;

/**
 * Registration and subscription administration: the plans of the public registration page with their subscribers,
 * and the users who registered: their plan changed, their subscription cancelled, their registration deleted. The
 * provider administrator's to change.
 */
@Resolver()
export class SubscriptionsResolver {
  @Query(() => [SubscriptionPlanDetail], {
    description:
      'Every plan of the registration page, by product and duration, with its active subscriptions.',
  })
  @ServesRoute(ROUTE)
  @Administrator({ providerStaff: true })
  async subscriptionPlanDetails(@Ctx() context: GraphQLContext): Promise<SubscriptionPlanDetail[]> {
    return context.apis.subscriptions.plans();
  }

  @Query(() => RegisteredUserPage, {
    description:
      'Registered users, newest first, page 1 first, whose e-mail, name or company contains a text.',
  })
  @ServesRoute(ROUTE)
  @Administrator({ providerStaff: true })
  async registeredUsers(
    @Arg('search', () => String, {
      nullable: true,
      description: 'Text the e-mail, name or company contains.',
    })
    search: string | null,
    @PageArg()
    page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<RegisteredUserPage> {
    return context.apis.subscriptions.users(search?.trim() ?? '', checkPage(page, 1000));
  }

  @Mutation(() => RegisteredUserPayload, {
    description:
      "Move a registered user to another plan (a cancelled subscription starts again). BAD_USER_INPUT on productPlanId for no plan or the user's current plan. Provider administrator only.",
  })
  @ServesRoute(ROUTE, { edit: true })
  @Administrator({ provider: true })
  async changeSubscriptionPlan(
    @Arg('id', () => ID, { description: 'The registered user.' }) id: string,
    @Arg('productPlanId', () => ID, { description: 'The new plan.' }) productPlanId: string,
    @Ctx() context: GraphQLContext,
  ): Promise<RegisteredUserPayload> {
    return refusalAsInput(
      context.apis.subscriptions.changePlan(idOf(id, 'id'), idOf(productPlanId, 'productPlanId')),
      'productPlanId',
    );
  }

  @Mutation(() => RegisteredUserPayload, {
    description:
      "Update a registered user's details (e-mail, names, phone, company) under the registration form's rules: every field filled and the phone 10 digits ('Please select all the fields'), a valid e-mail, at most 200 characters each; BAD_USER_INPUT on email when another account or registration has the address. Provider administrator only.",
  })
  @ServesRoute(ROUTE, { edit: true })
  @Administrator({ provider: true })
  async updateRegisteredUserDetails(
    @Arg('input', () => RegisteredUserDetailsInput) input: RegisteredUserDetailsInput,
    @Ctx() context: GraphQLContext,
  ): Promise<RegisteredUserPayload> {
    check(validateRegisteredUserDetails(input));
    return refusalAsInput(
      context.apis.subscriptions.updateDetails({
        id: idOf(input.id, 'id'),
        email: input.email.trim(),
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        phone: input.phone.trim(),
        companyName: input.companyName.trim(),
      }),
      (message) =>
        /e-?mail/i.test(message) ? 'email' : /phone|fields/i.test(message) ? 'phone' : 'firstName',
    );
  }

  @Mutation(() => RegisteredUserPayload, {
    description:
      'Cancel a subscription. BAD_USER_INPUT on id when it is cancelled already. Provider administrator only.',
  })
  @ServesRoute(ROUTE, { edit: true })
  @Administrator({ provider: true })
  async cancelSubscription(
    @Arg('id', () => ID, { description: 'The registered user.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<RegisteredUserPayload> {
    return refusalAsInput(context.apis.subscriptions.cancel(idOf(id, 'id')), 'id');
  }

  @Mutation(() => MessagePayload, {
    description:
      'Delete a registration (the e-mail address may register again). Provider administrator only.',
  })
  @ServesRoute(ROUTE, { edit: true })
  @Administrator({ provider: true })
  async deleteRegistration(
    @Arg('id', () => ID, { description: 'The registered user.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    return messagePayload(await context.apis.subscriptions.remove(idOf(id, 'id')));
  }

  @Query(() => [CustomPricingRequest], {
    description: 'The custom pricing requests of the registration page, newest first.',
  })
  @ServesRoute(ROUTE)
  @Administrator({ providerStaff: true })
  async customPricingRequests(@Ctx() context: GraphQLContext): Promise<CustomPricingRequest[]> {
    return context.apis.subscriptions.customPricingRequests();
  }
}
