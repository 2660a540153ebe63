import { Field, ID, InputType } from 'type-graphql';

@InputType({ description: 'A single sign-on group to add (no id) or update.' })
export class SaveSsoGroupInput {
  @Field(() => ID, { nullable: true, description: 'The group to update; absent to add one.' })
  id?: string | null;

  @Field(() => String, { description: 'The group name (unique in its client, ignoring case).' })
  groupName: string;

  @Field(() => ID, { description: 'The client whose directory has the group.' })
  clientId: string;

  @Field(() => String, { nullable: true, description: "The group's id in the directory: a GUID, or empty." })
  directoryGroupId?: string | null;
}
