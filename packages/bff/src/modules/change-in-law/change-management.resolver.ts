import { Arg, Ctx, Query, Resolver } from 'type-graphql';

import type { GraphQLContext } from '../../graphql/context.js';
import { ServesRoute } from '../../graphql/guards.js';
import { CHANGE_ROUTE } from './change-in-law.resolver.js';
import { ChangedLawQueueInput, queueQuery } from './change-management.input.js';
import { ChangedLawQueuePage } from './change-management.type.js';

/**
 * Change Management's work queue (/change-management/newLaw, over
 * ChangeInLaw/get-dashboard-regulator-list): the changes in law of the user's business lines, searched, filtered
 * and paged. Whoever has the screen in their menu may read it, read-only users included.
 */
@Resolver()
export class ChangeManagementResolver {
  @Query(() => ChangedLawQueuePage, {
    description:
      "Change Management's work queue: one row per change in law (changed, new and decommissioned sections) and " +
      "business line of the user, with the line's step and decision; undecided first. FORBIDDEN without " +
      '/change-management/newLaw in the menu.',
  })
  @ServesRoute(CHANGE_ROUTE)
  changedLawQueue(
    @Arg('input', () => ChangedLawQueueInput, {
      nullable: true,
      description: 'Search, filters and page; absent: the first 25 rows of the whole queue.',
    })
    input: ChangedLawQueueInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<ChangedLawQueuePage> {
    return context.apis.changeInLaw.changedLawQueue(queueQuery(input));
  }
}
