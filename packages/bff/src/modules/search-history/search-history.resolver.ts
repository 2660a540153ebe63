import {
  ADMIN_MAINTENANCE_MESSAGES,
  ADMIN_MAINTENANCE_ROUTES,
  compareSearchKeys,
  validateSearchName,
} from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requirePrincipal, type GraphQLContext } from '../../graphql/context.js';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { checkPage, PageArg, type PageInput } from '../../graphql/common/page.js';
import { check } from '../../graphql/common/validation.js';
import { badUserInput } from '../../graphql/errors.js';
import { ServesRoute } from '../../graphql/guards.js';
import { SaveSearchInput, validateSaveSearch } from './search-history.input.js';
import {
  DeleteSavedSearchPayload,
  RenameSavedSearchPayload,
  SavedSearch,
  SavedSearchComparison,
  SavedSearchPage,
  SaveSearchPayload,
} from './search-history.type.js';

const HISTORY = ADMIN_MAINTENANCE_ROUTES.searchHistory;
const savedSearchId = (id: string, field = 'id'): string => {
  if (!/^\d+$/.test(id) || Number(id) < 1) throw badUserInput({ [field]: 'Saved search not found.' });
  return id;
};

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

  @Query(() => SavedSearchPage, {
    description:
      "Search History: the signed-in user's saved searches whose name or criteria contain a text, newest first, a page at a time. The user is the session's, never an argument.",
  })
  @ServesRoute(HISTORY)
  async savedSearchPage(
    @Arg('search', () => String, {
      nullable: true,
      description: 'Text the name or criteria contain, ignoring case.',
    })
    search: string | null,
    @PageArg()
    page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<SavedSearchPage> {
    return context.apis.searchHistory.search(search?.trim() ?? '', checkPage(page, 1000));
  }

  @Mutation(() => RenameSavedSearchPayload, {
    description:
      'Rename one of your saved searches. BAD_USER_INPUT on name for a blank name, one over 100 characters or one another of your searches has (ignoring case); NOT_FOUND for a search that is not yours.',
  })
  @ServesRoute(HISTORY)
  async renameSavedSearch(
    @Arg('id', () => ID, { description: 'Saved search id.' }) id: string,
    @Arg('name', () => String, { description: 'The new name (trimmed).' }) name: string,
    @Ctx() context: GraphQLContext,
  ): Promise<RenameSavedSearchPayload> {
    savedSearchId(id);
    const others = (await context.apis.searchHistory.list()).map((row) => ({ id: row.id, name: row.name }));
    check(validateSearchName(name, others, id));
    const savedSearch = await refusalAsInput(context.apis.searchHistory.rename(id, name.trim()), 'name');
    return { savedSearch, message: ADMIN_MAINTENANCE_MESSAGES.searchRenamed };
  }

  @Query(() => SavedSearchComparison, {
    description:
      'Two of your saved searches side by side, criterion by criterion. BAD_USER_INPUT on ids unless they name two different searches; NOT_FOUND when one is not yours.',
  })
  @ServesRoute(HISTORY)
  async compareSavedSearches(
    @Arg('ids', () => [ID], { description: 'The two saved searches, first and second.' }) ids: string[],
    @Ctx() context: GraphQLContext,
  ): Promise<SavedSearchComparison> {
    if (ids.length !== 2 || ids[0] === ids[1])
      throw badUserInput({ ids: ADMIN_MAINTENANCE_MESSAGES.compareTwo });
    const [left, right] = await context.apis.searchHistory.compare([
      savedSearchId(ids[0]!, 'ids'),
      savedSearchId(ids[1]!, 'ids'),
    ]);
    return { left: left!, right: right!, criteria: compareSearchKeys(left!.searchKey, right!.searchKey) };
  }
}
