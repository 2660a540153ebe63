import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { PageOf } from '../../graphql/common/page.js';

@ObjectType({ description: 'A search the user saved under a name, to run again later.' })
export class SavedSearch {
  @Field(() => ID, { description: 'Saved search id.' })
  id: string;

  @Field(() => String, { description: 'The name the user gave it; unique per user, ignoring case.' })
  name: string;

  @Field(() => String, { description: 'The search itself, as the search screen encodes it.' })
  searchKey: string;

  @Field(() => DateTimeISOResolver, { description: 'When it was saved.' })
  createdAt: Date;
}

@ObjectType({ description: 'The result of saving a search.' })
export class SaveSearchPayload {
  @Field(() => SavedSearch, { description: 'The saved search.' })
  savedSearch: SavedSearch;

  @Field(() => String, { nullable: true, description: "The catalogue's message." })
  message: string | null;
}

@ObjectType({ description: 'The result of deleting a saved search.' })
export class DeleteSavedSearchPayload {
  @Field(() => ID, { description: 'Id of the deleted search.' })
  id: string;

  @Field(() => String, { nullable: true, description: "The catalogue's message." })
  message: string | null;
}

@ObjectType({ description: 'A page of the saved searches.' })
export class SavedSearchPage extends PageOf(SavedSearch) {}

@ObjectType({ description: 'The result of renaming a saved search.' })
export class RenameSavedSearchPayload {
  @Field(() => SavedSearch, { description: 'The search with its new name.' })
  savedSearch: SavedSearch;

  @Field(() => String, { description: 'The message to show.' })
  message: string;
}

@ObjectType({ description: 'One criterion of two compared searches.' })
export class SearchCriterionComparison {
  @Field(() => String, {
    description: 'What the criterion is (Industry, Business Line, Category, Regulator…).',
  })
  label: string;

  @Field(() => String, { description: "The first search's choice ('' when it has none)." })
  left: string;

  @Field(() => String, { description: "The second search's choice ('' when it has none)." })
  right: string;

  @Field(() => Boolean, { description: 'Whether the two differ (ignoring case).' })
  differs: boolean;
}

@ObjectType({ description: 'Two saved searches side by side.' })
export class SavedSearchComparison {
  @Field(() => SavedSearch, { description: 'The first search.' })
  left: SavedSearch;

  @Field(() => SavedSearch, { description: 'The second search.' })
  right: SavedSearch;

  @Field(() => [SearchCriterionComparison], { description: 'Every criterion either search has.' })
  criteria: SearchCriterionComparison[];
}
