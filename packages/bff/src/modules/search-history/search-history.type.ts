import { DateTimeISOResolver } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';

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
