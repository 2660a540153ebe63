import { Field, InputType } from 'type-graphql';

export const SEARCH_NAME_MAX = 100;
export const SEARCH_KEY_MAX = 4000;

@InputType({ description: 'A search to keep under a name.' })
export class SaveSearchInput {
  @Field(() => String, { description: `Name, 1 to ${SEARCH_NAME_MAX} characters after trimming.` })
  name: string;

  @Field(() => String, {
    description: `The search, as the search screen encodes it (up to ${SEARCH_KEY_MAX} characters).`,
  })
  searchKey: string;
}

export function validateSaveSearch(input: SaveSearchInput): Record<string, string> | null {
  const fields: Record<string, string> = {};
  const name = input.name.trim();
  if (!name) fields.name = 'Please enter a name for the search.';
  else if (name.length > SEARCH_NAME_MAX)
    fields.name = `The name can be at most ${SEARCH_NAME_MAX} characters.`;
  if (!input.searchKey.trim()) fields.searchKey = 'There is no search to save.';
  else if (input.searchKey.length > SEARCH_KEY_MAX)
    fields.searchKey = `The search can be at most ${SEARCH_KEY_MAX} characters.`;
  return Object.keys(fields).length > 0 ? fields : null;
}
