import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requirePrincipal, type GraphQLContext } from '../../graphql/context.js';
import { badUserInput } from '../../graphql/errors.js';
import { SaveSearchInput, validateSaveSearch } from './search-history.input.js';
import { DeleteSavedSearchPayload, SavedSearch, SaveSearchPayload } from './search-history.type.js';

@Resolver(() => SavedSearch)
export class SearchHistoryResolver {
  @Query(() => [SavedSearch], { description: "The signed-in user's saved searches, newest first." })
  async savedSearches(@Ctx() context: GraphQLContext): Promise<SavedSearch[]> {
    requirePrincipal(context);
    return context.apis.searchHistory.list();
  }

  @Mutation(() => SaveSearchPayload, {
    description: 'Save a search under a name. CONFLICT when the user already has a search of that name.',
  })
  async saveSearch(
    @Arg('input', () => SaveSearchInput) input: SaveSearchInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SaveSearchPayload> {
    requirePrincipal(context);
    const invalid = validateSaveSearch(input);
    if (invalid) throw badUserInput(invalid);
    return context.apis.searchHistory.add(input.name.trim(), input.searchKey);
  }

  @Mutation(() => DeleteSavedSearchPayload, {
    description: 'Delete one of your saved searches. NOT_FOUND otherwise.',
  })
  async deleteSavedSearch(
    @Arg('id', () => ID, { description: 'Saved search id.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<DeleteSavedSearchPayload> {
    requirePrincipal(context);
    if (!/^\d+$/.test(id)) throw badUserInput({ id: 'Saved search not found.' });
    return { id, message: await context.apis.searchHistory.remove(id) };
  }
}
