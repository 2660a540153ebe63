import { Field, ID, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A directory (single sign-on) group of a client, and what its members get.' })
export class SsoGroup {
  @Field(() => ID, { description: 'The group id.' })
  id: string;

  @Field(() => String, { description: 'The group name, unique in its client ignoring case.' })
  groupName: string;

  @Field(() => String, { description: "The group's id in the client's directory (a GUID, or empty)." })
  directoryGroupId: string;

  @Field(() => ID, { description: 'The client whose directory has the group.' })
  clientId: string;

  @Field(() => String, { description: "The client's name." })
  clientName: string;

  @Field(() => [ID], { description: 'The roles its members get (never a built-in administrator role).' })
  roleIds: string[];

  @Field(() => [ID], { description: 'The business lines its members get.' })
  businessLineIds: string[];
}

@ObjectType({ description: 'A saved single sign-on group and the message to show.' })
export class SsoGroupPayload {
  @Field(() => SsoGroup, { description: 'The group as saved.' })
  group: SsoGroup;

  @Field(() => String, { description: 'The message to show.' })
  message: string;
}
