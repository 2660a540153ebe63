import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ServesRoute } from '../../graphql/guards.js';
import { assignedIndustries } from '../catalogue/catalogue.resolver.js';
import {
  LawHierarchyFilterInput,
  LawHierarchyNodeInput,
  hierarchyFilter,
  HIERARCHY_SEARCH_ROUTE,
  nodeKey,
} from './laws.input.js';
import { LawHierarchyGroup } from './laws.type.js';

/**
 * The Search Hierarchy screen's tree: each regulator's first level for the filter, and a node's children when it
 * is expanded. Both serve the screen (@ServesRoute): users whose menu lacks it get FORBIDDEN, and the calls carry its
 * menu and breadcrumb.
 */
@Resolver()
export class LawHierarchyResolver {
  @Query(() => [LawHierarchyGroup], {
    description:
      "Search Hierarchy: each regulator's level 1 nodes for the filter, grouped by authority (Federal, then State; " +
      "both always there). Expand a node with lawHierarchyChildren. BAD_USER_INPUT 'Select Industry and Business " +
      "Line First (Required!)'; FORBIDDEN without the screen or without an assigned industry.",
  })
  @ServesRoute(HIERARCHY_SEARCH_ROUTE)
  async lawHierarchy(
    @Arg('filter', () => LawHierarchyFilterInput) input: LawHierarchyFilterInput,
    @Ctx() context: GraphQLContext,
  ): Promise<LawHierarchyGroup[]> {
    const filter = hierarchyFilter(input);
    await assignedIndustries(context);
    return context.loaders.laws.levels.load(filter);
  }

  @Query(() => LawHierarchyGroup, {
    description:
      "The children of one hierarchy node, loaded when it is first expanded: per regulator, the next level's nodes " +
      'and the sections whose path ends at the node. Same rules as lawHierarchy, plus the node: regulatorIds names ' +
      'its regulator, levelTexts its path.',
  })
  @ServesRoute(HIERARCHY_SEARCH_ROUTE)
  async lawHierarchyChildren(
    @Arg('node', () => LawHierarchyNodeInput) input: LawHierarchyNodeInput,
    @Ctx() context: GraphQLContext,
  ): Promise<LawHierarchyGroup> {
    const node = nodeKey(input);
    await assignedIndustries(context);
    return context.loaders.laws.nextLevels.load(node);
  }
}
