import {
  ADMIN_MAINTENANCE_ROUTES,
  billingPeriodLabel,
  validateProductDuration,
  validateProductPlan,
} from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { MessagePayload } from '../../graphql/common/message-payload.js';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { check } from '../../graphql/common/validation.js';
import { ServesRoute } from '../../graphql/guards.js';
import { Administrator } from './administration.guards.js';
import { deleted, idOf, optionalIdOf } from './administration.ids.js';
import { SaveProductDurationInput, SaveProductPlanInput } from './product-plans.input.js';
import { ProductCatalogueEntry, ProductDurationPayload, ProductPlanPayload } from './product-plans.type.js';

const ROUTE = ADMIN_MAINTENANCE_ROUTES.subscriptions;

/** The catalogue's refusal of a duration on the field its words name. */
const durationField = (message: string) =>
  /billing period/i.test(message) ? 'billingPeriod' : /product/i.test(message) ? 'productId' : 'name';
/** The catalogue's refusal of a plan on the field its words name. */
const planField = (message: string) =>
  /price/i.test(message)
    ? 'planPricing'
    : /users/i.test(message)
      ? 'totalUsers'
      : /select the duration/i.test(message)
        ? 'durationId'
        : 'planName';

/**
 * What the public registration page sells: each product's billing durations (tabs) and their plans (cards), with
 * inactive ones and subscriber counts. Read by any administrator of the Subscriptions screen; changed only by the
 * provider administrator (FORBIDDEN for everyone else), under the rules of `validateProductDuration` and
 * `validateProductPlan`. The registration page shows a change at once.
 */
@Resolver()
export class ProductPlansResolver {
  @Query(() => [ProductCatalogueEntry], {
    description:
      'Every product of the registration page with all its durations and plans, active or not, with subscriber counts.',
  })
  @ServesRoute(ROUTE)
  @Administrator()
  async productCatalogue(@Ctx() context: GraphQLContext): Promise<ProductCatalogueEntry[]> {
    return context.apis.productPlans.catalogue();
  }

  @Mutation(() => ProductDurationPayload, {
    description:
      "Add (no id) or update a billing duration. BAD_USER_INPUT on the field at fault: no product ('Please select the product.'), a blank name or one the product has (ignoring case), no billing period ('Please select the billing period'). Provider administrator only.",
  })
  @ServesRoute(ROUTE, { edit: true })
  @Administrator({ provider: true })
  async saveProductDuration(
    @Arg('input', () => SaveProductDurationInput) input: SaveProductDurationInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ProductDurationPayload> {
    const id = optionalIdOf(input.id, 'id');
    const product = (await context.apis.productPlans.catalogue()).find(
      (entry) => entry.id === input.productId,
    );
    const siblings = (product?.durations ?? []).map((duration) => ({ id: duration.id, name: duration.name }));
    check(validateProductDuration(input, siblings, input.id));
    return refusalAsInput(
      context.apis.productPlans.saveDuration(id, {
        productId: idOf(input.productId, 'productId'),
        name: input.name.trim(),
        billingPeriod: billingPeriodLabel(input.billingPeriod!),
        isActive: input.isActive,
      }),
      durationField,
    );
  }

  @Mutation(() => MessagePayload, {
    description:
      'Delete a billing duration. BAD_USER_INPUT on id when it still has plans, saying how many. Provider administrator only.',
  })
  @ServesRoute(ROUTE, { edit: true })
  @Administrator({ provider: true })
  async deleteProductDuration(
    @Arg('id', () => ID, { description: 'The duration.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    return deleted(await context.apis.productPlans.deleteDuration(idOf(id, 'id')));
  }

  @Mutation(() => ProductPlanPayload, {
    description:
      'Add (no id) or update a plan: rename, reprice, set custom pricing or the user limit, (de)activate. BAD_USER_INPUT on the field at fault: no duration, a blank name or one its duration has (ignoring case), a price that is not 0 or more with at most two decimals (unless custom pricing), a user limit below 1. Provider administrator only.',
  })
  @ServesRoute(ROUTE, { edit: true })
  @Administrator({ provider: true })
  async saveProductPlan(
    @Arg('input', () => SaveProductPlanInput) input: SaveProductPlanInput,
    @Ctx() context: GraphQLContext,
  ): Promise<ProductPlanPayload> {
    const id = optionalIdOf(input.id, 'id');
    const duration = (await context.apis.productPlans.catalogue())
      .flatMap((product) => product.durations)
      .find((entry) => entry.id === input.durationId);
    const siblings = (duration?.plans ?? []).map((plan) => ({ id: plan.id, name: plan.planName }));
    check(
      validateProductPlan(
        { ...input, planPricing: input.planPricing ?? '', totalUsers: input.totalUsers ?? '' },
        siblings,
        input.id,
      ),
    );
    return refusalAsInput(
      context.apis.productPlans.savePlan(id, {
        durationId: idOf(input.durationId, 'durationId'),
        planName: input.planName.trim(),
        planPricing: input.customPricing ? null : (input.planPricing ?? '').trim(),
        customPricing: input.customPricing,
        totalUsers: (input.totalUsers ?? '').trim() || null,
        isActive: input.isActive,
      }),
      planField,
    );
  }

  @Mutation(() => MessagePayload, {
    description:
      'Delete a plan. BAD_USER_INPUT on id when active subscribers have it, or cancelled registrations name it, saying how many and what to do instead. Provider administrator only.',
  })
  @ServesRoute(ROUTE, { edit: true })
  @Administrator({ provider: true })
  async deleteProductPlan(
    @Arg('id', () => ID, { description: 'The plan.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    return deleted(await context.apis.productPlans.deletePlan(idOf(id, 'id')));
  }
}
