import {
  industryAssignmentMessage,
  isChosen,
  isOmniaUser,
  validateCategoryFilter,
  validateIdList,
  validateIds,
  validateLawFilter,
} from '@lexbridge/rules';
import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import { check } from '../../graphql/common/validation.js';
import { requirePrincipal, type GraphQLContext } from '../../graphql/context.js';
import { forbidden } from '../../graphql/errors.js';
import { CategoriesInput } from './catalogue.input.js';
import {
  BusinessLine,
  Category,
  ChangeType,
  Industry,
  InstitutionType,
  LawInventory,
  LawStatus,
  Lawyer,
  Product,
  RegulatorGroup,
} from './catalogue.type.js';

/**
 * The industries assigned to the signed-in user; none: FORBIDDEN 'You are not assigned to an industry. Please
 * contact site administrator!'. Every query that needs an industry starts here (cached).
 */
export async function assignedIndustries(context: GraphQLContext): Promise<Industry[]> {
  requirePrincipal(context);
  const industries = await context.loaders.catalogue.industries.load('all');
  const message = industryAssignmentMessage(industries);
  if (message) throw forbidden(message);
  return industries;
}

/**
 * The pickers' lookups, cached per user for LOOKUP_CACHE_TTL_SECONDS. Every screen needs them, so they serve no
 * one route: any signed-in user may ask (the catalogue answers each user with what is assigned to them).
 */
@Resolver(() => Industry)
export class CatalogueResolver {
  @Query(() => [Industry], {
    description:
      "The industries assigned to the signed-in user. None: FORBIDDEN 'You are not assigned to an industry. Please " +
      "contact site administrator!' (shown as Info!).",
  })
  async industries(@Ctx() context: GraphQLContext): Promise<Industry[]> {
    return assignedIndustries(context);
  }

  @FieldResolver(() => [BusinessLine], {
    name: 'businessLines',
    description:
      "The business lines assigned to the signed-in user within this industry, in the catalogue's order.",
  })
  async industryBusinessLines(
    @Root() industry: Industry,
    @Ctx() context: GraphQLContext,
  ): Promise<BusinessLine[]> {
    return context.loaders.catalogue.businessLines.load(industry.id);
  }

  @Query(() => [BusinessLine], {
    description:
      "The business lines assigned to the signed-in user within one of their industries. BAD_USER_INPUT 'Select " +
      "Industry First' without an industry; FORBIDDEN when the user has no industry.",
  })
  async businessLines(
    @Arg('industryId', () => ID, {
      nullable: true,
      description: "Required: the chosen industry ('Select Industry First').",
    })
    industryId: string | null | undefined,
    @Ctx() context: GraphQLContext,
  ): Promise<BusinessLine[]> {
    requirePrincipal(context);
    check(
      validateLawFilter({ industryId, businessLineId: null }, { businessLineShown: false }),
      validateIds({ industryId }),
    );
    await assignedIndustries(context);
    return context.loaders.catalogue.businessLines.load(industryId!.trim());
  }

  @Query(() => [RegulatorGroup], {
    description:
      'Regulators grouped by authority, Federal first, each sorted by name. Users with the provider-type role see ' +
      'every active regulator (legacy isOmnia); others only regulators with laws on their business lines.',
  })
  async regulators(@Ctx() context: GraphQLContext): Promise<RegulatorGroup[]> {
    const principal = requirePrincipal(context);
    return context.loaders.catalogue.regulators.load(isOmniaUser(principal.user.roles));
  }

  @Query(() => [Category], {
    description:
      "Categories of the chosen business lines within the chosen industries, by name; lines that are not the user's " +
      "are left out. BAD_USER_INPUT 'Please Select the Industry and Business Line first' when either list is empty.",
  })
  async categories(
    @Arg('input', () => CategoriesInput) input: CategoriesInput,
    @Ctx() context: GraphQLContext,
  ): Promise<Category[]> {
    requirePrincipal(context);
    const industryIds = input.industryIds.filter(isChosen).map((id) => id.trim());
    const businessLineIds = input.businessLineIds.filter(isChosen).map((id) => id.trim());
    check(
      validateCategoryFilter({ industryIds, businessLineIds }),
      validateIdList('industryIds', industryIds),
      validateIdList('businessLineIds', businessLineIds),
    );
    await assignedIndustries(context);
    return context.loaders.catalogue.categories.load({ businessLineIds, industryIds });
  }

  @Query(() => [Product], {
    description: 'Products of a business line, or every product without one; catalogue order.',
  })
  async products(
    @Arg('businessLineId', () => ID, {
      nullable: true,
      description: 'Only the products of this business line.',
    })
    businessLineId: string | null | undefined,
    @Ctx() context: GraphQLContext,
  ): Promise<Product[]> {
    requirePrincipal(context);
    const chosen = isChosen(businessLineId) ? businessLineId!.trim() : '';
    if (chosen) check(validateIds({ businessLineId: chosen }));
    return context.loaders.catalogue.products.load(chosen);
  }

  @Query(() => [InstitutionType], { description: 'Institution types.' })
  async institutionTypes(@Ctx() context: GraphQLContext): Promise<InstitutionType[]> {
    requirePrincipal(context);
    return context.loaders.catalogue.institutionTypes.load('all');
  }

  @Query(() => [LawInventory], { description: 'Law inventories (the law inventory filter).' })
  async lawInventories(@Ctx() context: GraphQLContext): Promise<LawInventory[]> {
    requirePrincipal(context);
    return context.loaders.catalogue.lawInventories.load('all');
  }

  @Query(() => [ChangeType], { description: 'Types of change in law (the type-of-change filter).' })
  async changeTypes(@Ctx() context: GraphQLContext): Promise<ChangeType[]> {
    requirePrincipal(context);
    return context.loaders.catalogue.changeTypes.load('all');
  }

  @Query(() => [LawStatus], { description: 'Statuses of laws in the workflow (the status filter).' })
  async lawStatuses(@Ctx() context: GraphQLContext): Promise<LawStatus[]> {
    requirePrincipal(context);
    return context.loaders.catalogue.lawStatuses.load('all');
  }

  @Query(() => [Lawyer], { description: 'Active lawyers, by name (for reassigning laws).' })
  async lawyers(@Ctx() context: GraphQLContext): Promise<Lawyer[]> {
    requirePrincipal(context);
    return context.loaders.catalogue.lawyers.load('all');
  }
}
