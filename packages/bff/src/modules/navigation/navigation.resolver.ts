import { fetchesInboxCounts } from '@lexbridge/rules';
import { Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { requirePrincipal, type GraphQLContext } from '../../graphql/context.js';
import { InboxCount, MenuItem } from './navigation.type.js';

@Resolver(() => MenuItem)
export class NavigationResolver {
  @Query(() => [InboxCount], {
    description:
      'Inbox counts of the signed-in user, per menu entry. Empty for provider-type users, who have no inbox.',
  })
  async inboxCounts(@Ctx() context: GraphQLContext): Promise<InboxCount[]> {
    const principal = requirePrincipal(context);
    if (!fetchesInboxCounts(principal.user.roles)) return [];
    return context.loaders.navigation.inboxCounts.load('all');
  }

  @FieldResolver(() => Int, {
    nullable: true,
    description:
      "Items waiting behind this entry: the live inbox count when the user has an inbox, else the menu's own " +
      'count. Null (with an error at this path) when the inbox call fails; the rest of the menu still answers.',
  })
  async count(@Root() item: MenuItem, @Ctx() context: GraphQLContext): Promise<number | null> {
    const principal = context.principal;
    if (!principal || !fetchesInboxCounts(principal.user.roles)) return item.counts ?? null;
    const counts = await context.loaders.navigation.inboxCounts.load('all');
    return counts.find((entry) => entry.menuId === item.id)?.count ?? item.counts ?? null;
  }
}
