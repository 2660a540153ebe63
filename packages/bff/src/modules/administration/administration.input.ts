import { Field, ID, InputType } from 'type-graphql';
import { MasterListModule, RegulatorAuthority } from './administration.enums.js';

@InputType({ description: 'A master-list record to add (no id) or update.' })
export class SaveMasterListItemInput {
  @Field(() => MasterListModule, { description: 'Which list.' })
  module: MasterListModule;

  @Field(() => ID, { nullable: true, description: 'The record to update; absent to add one.' })
  id?: string | null;

  @Field(() => String, {
    description: 'Its name (trimmed; unique in its list under its parent, ignoring case).',
  })
  name: string;

  @Field(() => ID, {
    nullable: true,
    description:
      'The parent record: the business line of a category or process, the industry of a business line.',
  })
  parentId?: string | null;

  @Field(() => RegulatorAuthority, {
    nullable: true,
    description: 'Regulators only: federal (default) or state.',
  })
  authority?: RegulatorAuthority | null;
}

@InputType({ description: 'Filters of the user list.' })
export class AdminUserFilter {
  @Field(() => ID, { nullable: true, description: 'Users of this client only.' })
  clientId?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Users whose e-mail address is at this domain (example.com).',
  })
  domain?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'True: provider staff only; false: client staff only.',
  })
  isProvider?: boolean | null;

  @Field(() => String, {
    nullable: true,
    description: 'Text found in the e-mail address or the name, ignoring case.',
  })
  searchText?: string | null;
}

@InputType({ description: 'An employee to register.' })
export class RegisterEmployeeInput {
  @Field(() => String, { description: 'Their e-mail address (their user name).' })
  email: string;

  @Field(() => String, { description: 'First name.' })
  firstName: string;

  @Field(() => String, { description: 'Last name.' })
  lastName: string;

  @Field(() => [ID], { description: 'Their roles, at least one.' })
  roleIds: string[];

  @Field(() => String, {
    description: 'Their first password, under the reset-password rules; they change it with Change Password.',
  })
  password: string;

  @Field(() => ID, {
    nullable: true,
    description:
      "The client they work for (provider administrator only; a client administrator's own client otherwise).",
  })
  clientId?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'Provider staff (provider administrator only).' })
  isProvider?: boolean | null;
}

@InputType({ description: "A user's details and roles to save." })
export class UpdateUserInput {
  @Field(() => ID, { description: 'The user.' })
  id: string;

  @Field(() => String, { description: 'First name.' })
  firstName: string;

  @Field(() => String, { description: 'Last name.' })
  lastName: string;

  @Field(() => [ID], { description: 'Their roles, at least one (replaces the roles they hold).' })
  roleIds: string[];

  @Field(() => ID, {
    nullable: true,
    description:
      'Their client (the provider administrator only changes it). Left out: unchanged; null: no client any more.',
  })
  clientId?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Provider staff (the provider administrator only changes it). Left out or null: unchanged.',
  })
  isProvider?: boolean | null;
}

@InputType({ description: 'A new password for a user, set by an administrator.' })
export class ResetUserPasswordInput {
  @Field(() => ID, { description: 'The user.' })
  id: string;

  @Field(() => String, { description: 'The new password, under the reset-password rules.' })
  newPassword: string;

  @Field(() => Boolean, {
    defaultValue: false,
    description:
      "The provider-admin variant: the provider administrator resets anyone's password, provider staff included.",
  })
  asProviderAdmin: boolean;
}

@InputType({ description: 'The menu a role sees and may edit.' })
export class SaveRoleMenuInput {
  @Field(() => ID, { description: 'The role (not a built-in one).' })
  roleId: string;

  @Field(() => [ID], { description: 'The menu entries it sees (groups above them follow).' })
  menuItemIds: string[];

  @Field(() => [ID], { description: 'Of those, the entries it may edit on.' })
  editableMenuItemIds: string[];
}

@InputType({ description: 'A client to add (no id) or update, with its server, details and single sign-on.' })
export class SaveClientSetupInput {
  @Field(() => ID, { nullable: true, description: 'The client to update; absent to add one.' })
  id?: string | null;

  @Field(() => String, { description: 'The client name (unique, ignoring case).' })
  name: string;

  @Field(() => String, { description: "The host name of the client's database server." })
  serverName: string;

  @Field(() => String, { description: "The client's database." })
  databaseName: string;

  @Field(() => String, {
    nullable: true,
    description: "The client's domain (example.com), unique among clients.",
  })
  domain?: string | null;

  @Field(() => ID, { nullable: true, description: 'Its country.' })
  countryId?: string | null;

  @Field(() => String, { nullable: true, description: 'Who to contact at the client.' })
  contactEmail?: string | null;

  @Field(() => Boolean, {
    description: 'Its users sign in with single sign-on (then a tenant id is required).',
  })
  ssoEnabled: boolean;

  @Field(() => String, { nullable: true, description: "The identity provider's tenant id (a GUID)." })
  tenantId?: string | null;

  @Field(() => Boolean, { defaultValue: true, description: 'The client is active.' })
  isActive: boolean;
}
