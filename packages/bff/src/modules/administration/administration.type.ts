import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageOf } from '../../graphql/common/page.js';
import { MasterListModule, RegulatorAuthority } from './administration.enums.js';

registerEnumType(MasterListModule, {
  name: 'MasterListModule',
  description:
    'The seven master lists (legacy module names Type, Regulator, Category, Business, Industry, Process, Country).',
});
registerEnumType(RegulatorAuthority, {
  name: 'RegulatorAuthority',
  description: 'Whether a regulator is federal or a state regulator (legacy Federal, State).',
});

@ObjectType({ description: 'One record of a master list.' })
export class MasterListItem {
  @Field(() => ID, { description: 'The record id.' })
  id: string;

  @Field(() => MasterListModule, { description: 'The list it belongs to.' })
  module: MasterListModule;

  @Field(() => String, { description: 'Its name, unique in its list (under its parent), ignoring case.' })
  name: string;

  @Field(() => ID, {
    nullable: true,
    description: 'The parent record (business line or industry) of a child list.',
  })
  parentId: string | null;

  @Field(() => String, { nullable: true, description: "The parent record's name." })
  parentName: string | null;

  @Field(() => RegulatorAuthority, { nullable: true, description: 'Regulators only: federal or state.' })
  authority: RegulatorAuthority | null;
}

@ObjectType({ description: 'A page of a master list, in natural order.' })
export class MasterListPage extends PageOf(MasterListItem) {}

@ObjectType({ description: 'A saved master-list record and the catalogue message.' })
export class MasterListItemPayload {
  @Field(() => MasterListItem, { description: 'The record as saved.' })
  item: MasterListItem;

  @Field(() => String, { description: 'The message to show.' })
  message: string;
}

@ObjectType({ description: 'A role a user holds.' })
export class UserRoleRef {
  @Field(() => ID, { description: 'The role id.' })
  id: string;

  @Field(() => String, { description: 'The role name.' })
  name: string;
}

@ObjectType({ description: 'A user (employee) as administration sees them.' })
export class AdminUser {
  @Field(() => ID, { description: 'The user id.' })
  id: string;

  @Field(() => String, { description: 'Their e-mail address, which is also their user name.' })
  email: string;

  @Field(() => String, { description: 'First name.' })
  firstName: string;

  @Field(() => String, { description: 'Last name.' })
  lastName: string;

  @Field(() => String, { description: 'Full name.' })
  fullName: string;

  @Field(() => ID, { nullable: true, description: 'The client they work for; null for provider staff.' })
  clientId: string | null;

  @Field(() => String, { nullable: true, description: "The client's name." })
  clientName: string | null;

  @Field(() => Boolean, { description: 'Provider staff (legacy isAzimuth).' })
  isProvider: boolean;

  @Field(() => String, {
    nullable: true,
    description: 'When the user was last synchronised with the directory (ISO 8601).',
  })
  syncedAt: string | null;

  @Field(() => [UserRoleRef], { description: 'Their roles, by name.' })
  roles: UserRoleRef[];
}

@ObjectType({ description: 'A page of users.' })
export class AdminUserPage extends PageOf(AdminUser) {}

@ObjectType({ description: 'A saved user and the catalogue message.' })
export class AdminUserPayload {
  @Field(() => AdminUser, { description: 'The user as saved.' })
  user: AdminUser;

  @Field(() => String, { description: 'The message to show.' })
  message: string;
}

@ObjectType({ description: 'A client, as the user filters and the employee form offer it.' })
export class AdminClient {
  @Field(() => ID, { description: 'The client id.' })
  id: string;

  @Field(() => String, { description: 'The client name.' })
  name: string;
}

@ObjectType({ description: 'A role, its users and its menu.' })
export class Role {
  @Field(() => ID, { description: 'The role id.' })
  id: string;

  @Field(() => String, { description: 'The role name.' })
  name: string;

  @Field(() => Boolean, {
    description:
      'One of the four built-in administrator roles: never renamed, deleted or re-mapped, nor toggled in single sign-on mode.',
  })
  isBuiltIn: boolean;

  @Field(() => Boolean, {
    description:
      'A provider role: held by provider staff and given (to users, by upload, to single sign-on groups) by the provider administrator only.',
  })
  isProvider: boolean;

  @Field(() => Int, {
    description: "How many users hold it (for a client's administrator, its own client's users only).",
  })
  userCount: number;

  @Field(() => [ID], { description: 'The menu entries it sees.' })
  menuItemIds: string[];

  @Field(() => [ID], {
    description: 'The menu entries it may edit on (their routes and breadcrumbs become editable).',
  })
  editableMenuItemIds: string[];
}

@ObjectType({ description: 'A saved role and the catalogue message.' })
export class RolePayload {
  @Field(() => Role, { description: 'The role as saved.' })
  role: Role;

  @Field(() => String, { description: 'The message to show.' })
  message: string;
}

@ObjectType({ description: 'A breadcrumb under a menu entry.' })
export class MenuEntryBreadcrumb {
  @Field(() => ID, { description: 'The breadcrumb id.' })
  id: string;

  @Field(() => String, { description: 'Its label.' })
  label: string;

  @Field(() => String, { description: 'Its route.' })
  routerLink: string;
}

@ObjectType({ description: 'A menu entry of the whole catalogue menu (for the role-to-menu mapping).' })
export class MenuEntry {
  @Field(() => ID, { description: 'The menu entry id.' })
  id: string;

  @Field(() => ID, { nullable: true, description: 'The group it sits in; null at the top level.' })
  parentId: string | null;

  @Field(() => String, { description: 'Its label.' })
  label: string;

  @Field(() => String, { nullable: true, description: 'Its route; null for a group.' })
  routerLink: string | null;

  @Field(() => [MenuEntryBreadcrumb], { description: 'Its breadcrumbs (workflow steps under it).' })
  breadcrumbs: MenuEntryBreadcrumb[];
}

@ObjectType({
  description: 'A client: its database server, its details and its single sign-on configuration.',
})
export class ClientSetup {
  @Field(() => ID, { description: 'The client id.' })
  id: string;

  @Field(() => String, { description: 'The client name.' })
  name: string;

  @Field(() => String, { nullable: true, description: "The host name of the client's database server." })
  serverName: string | null;

  @Field(() => String, { nullable: true, description: "The client's database." })
  databaseName: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The client's domain: the sign-in page opened on it looks up this client's single sign-on setup.",
  })
  domain: string | null;

  @Field(() => ID, { nullable: true, description: 'Its country (Country master list).' })
  countryId: string | null;

  @Field(() => String, { nullable: true, description: "The country's name." })
  countryName: string | null;

  @Field(() => String, { nullable: true, description: 'Who to contact at the client.' })
  contactEmail: string | null;

  @Field(() => Boolean, { description: 'Its users sign in with single sign-on.' })
  ssoEnabled: boolean;

  @Field(() => String, { nullable: true, description: "The identity provider's tenant id (a GUID)." })
  tenantId: string | null;

  @Field(() => Boolean, { description: 'The client is active.' })
  isActive: boolean;
}

@ObjectType({ description: 'A saved client and the catalogue message.' })
export class ClientSetupPayload {
  @Field(() => ClientSetup, { description: 'The client as saved.' })
  client: ClientSetup;

  @Field(() => String, { description: 'The message to show.' })
  message: string;
}
