import { validateIds } from '@lexbridge/rules';
import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { check } from '../../graphql/common/validation.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { ServesRoute } from '../../graphql/guards.js';
import { CHANGE_ROUTE } from './change-in-law.resolver.js';
import { ChangedLawQueueInput } from './change-management.input.js';
import { ChangedLawQueuePage } from './change-management.type.js';

const SEARCH_MAX = 200;
const PAGE_SIZE_MAX = 200;

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
    const filter = input ?? {};
    const search = (filter.search ?? '').trim();
    const page = filter.page ?? 1;
    const pageSize = filter.pageSize ?? 25;
    const ids = {
      ...(filter.regulatorId ? { regulatorId: filter.regulatorId } : {}),
      ...(filter.changeTypeId ? { changeTypeId: filter.changeTypeId } : {}),
      ...(filter.statusId ? { statusId: filter.statusId } : {}),
    };
    check(
      Object.keys(ids).length > 0 ? validateIds(ids) : null,
      search.length > SEARCH_MAX
        ? { field: 'search', message: `search must be at most ${SEARCH_MAX} characters.` }
        : null,
      Number.isInteger(page) && page >= 1 ? null : { field: 'page', message: 'page must be 1 or more.' },
      Number.isInteger(pageSize) && pageSize >= 1 && pageSize <= PAGE_SIZE_MAX
        ? null
        : { field: 'pageSize', message: `pageSize must be from 1 to ${PAGE_SIZE_MAX}.` },
    );
    return context.apis.changeInLaw.changedLawQueue({
      search,
      regulatorId: filter.regulatorId?.trim() || null,
      changeTypeId: filter.changeTypeId?.trim() || null,
      statusId: filter.statusId?.trim() || null,
      page,
      pageSize,
    });
  }
}
