import {
  ADMIN_MESSAGES,
  ADMIN_ROUTES,
  isProviderAdministrator,
  alphabetPage,
  passwordChecklist,
  RESET_SPECIAL_CHARACTERS,
  validateEmployee,
  validateMasterListName,
  validateRoleName,
} from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requirePrincipal, type GraphQLContext } from '../../graphql/context.js';
import { messagePayload, MessagePayload } from '../../graphql/common/message-payload.js';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { checkPage, PageArg, type PageInput, pageOfList } from '../../graphql/common/page.js';
import { check } from '../../graphql/common/validation.js';
import { badUserInput, forbidden } from '../../graphql/errors.js';
import { ServesRoute } from '../../graphql/guards.js';
import { MASTER_LIST_PARENT, MasterListModule } from './administration.enums.js';
import { actingClientId, reachableRows, tenancyOf } from '../../graphql/ownership.js';
import { Administrator, requireProviderGrant, ServesAdminScreens } from './administration.guards.js';
import { deleted, idOf, optionalIdOf } from './administration.ids.js';
import {
  AdminUserFilter,
  RegisterEmployeeInput,
  ResetUserPasswordInput,
  SaveMasterListItemInput,
  SaveRoleMenuInput,
  UpdateUserInput,
} from './administration.input.js';
import {
  AdminClient,
  AdminUserPage,
  AdminUserPayload,
  MasterListItemPayload,
  MasterListPage,
  MenuEntry,
  Role,
  RolePayload,
} from './administration.type.js';

const R = ADMIN_ROUTES;

const ids = (values: readonly string[], field: string) => values.map((value) => idOf(value, field));

function checkPassword(password: string, field: string): void {
  const failed = passwordChecklist(password, password, RESET_SPECIAL_CHARACTERS).find((item) => !item.ok);
  if (failed) throw badUserInput({ [field]: failed.message });
}

/**
 * Provider roles and the provider flag are the provider administrator's to give (FORBIDDEN for anyone else), before
 * the catalogue sees the change.
 */
async function checkGrants(
  context: GraphQLContext,
  roleIds: readonly string[],
  providerFlag: boolean,
): Promise<void> {
  const principal = requirePrincipal(context);
  if (isProviderAdministrator(principal.user)) return;
  const roles = await context.apis.administration.roles();
  const given = roles.filter((role) => role.isProvider && roleIds.includes(role.id));
  requireProviderGrant(principal, given, providerFlag);
}

/** A change of who may do what takes effect at the user's next request (session/access-changes.ts). */
async function accessChanged(context: GraphQLContext, userId?: string): Promise<void> {
  await context.services.accessMarks.mark(userId);
}

/**
 * Administration: the seven master lists, users (employees) and roles with their menus. Every operation needs an
 * administrator-type role (FORBIDDEN otherwise, whatever the menu says) and its screen in the caller's menu;
 * changes need edit permission there; master lists and roles are the provider administrator's. Users are
 * client-owned: provider staff (the read-only administrator too) see every client's, a client's administrator its
 * own client's (another client's is NOT_FOUND), and only the provider administrator gives provider roles.
 */
@Resolver()
export class AdministrationResolver {
  // ----- master lists ---------------------------------------------------------------------------------------------

  @Query(() => MasterListPage, {
    description:
      'One master list in natural order (numbers and Roman numerals by value, letters ignoring case), optionally only the names under one letter of the alphabet pagination, or containing a text.',
  })
  @ServesAdminScreens([R.masterLists, R.clientSetup])
  @Administrator()
  async masterList(
    @Arg('module', () => MasterListModule, { description: 'Which list.' }) module: MasterListModule,
    @Arg('letter', () => String, { nullable: true, description: "A letter A to Z, or 'All' (default)." })
    letter: string | null,
    @Arg('search', () => String, { nullable: true, description: 'Text the name contains, ignoring case.' })
    search: string | null,
    @Arg('parentId', () => ID, {
      nullable: true,
      description: 'Records under this parent only (child lists).',
    })
    parentId: string | null,
    @PageArg()
    page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<MasterListPage> {
    if (letter && letter !== 'All' && !/^[A-Za-z]$/.test(letter))
      throw badUserInput({ letter: "letter must be a letter A to Z, or 'All'." });
    const wanted = search?.trim().toLowerCase() ?? '';
    const rows = (await context.apis.administration.masterList(module)).filter(
      (item) =>
        (!wanted || item.name.toLowerCase().includes(wanted)) && (!parentId || item.parentId === parentId),
    );
    return pageOfList(
      alphabetPage(rows, (item) => item.name, letter),
      checkPage(page),
    );
  }

  @Mutation(() => MasterListItemPayload, {
    description:
      'Add (no id) or update a master-list record. BAD_USER_INPUT on name for a blank or duplicate name (ignoring case), on parentId without the parent a child list needs. Provider administrator only.',
  })
  @ServesRoute(R.masterLists, { edit: true })
  @Administrator({ provider: true })
  async saveMasterListItem(
    @Arg('input', () => SaveMasterListItemInput) input: SaveMasterListItemInput,
    @Ctx() context: GraphQLContext,
  ): Promise<MasterListItemPayload> {
    const id = optionalIdOf(input.id, 'id');
    const parentModule = MASTER_LIST_PARENT[input.module];
    const parentId = parentModule ? optionalIdOf(input.parentId, 'parentId') : null;
    const siblings = (await context.apis.administration.masterList(input.module))
      .filter((item) => !parentModule || item.parentId === String(parentId))
      .map((item) => ({ id: item.id, name: item.name }));
    check(validateMasterListName(input.module, input.name, siblings, input.id));
    if (parentModule && parentId === null)
      throw badUserInput({ parentId: `Please select the ${parentModule}.` });
    return refusalAsInput(
      context.apis.administration.saveMasterListItem(input.module, {
        id,
        name: input.name.trim(),
        parentId,
        authority: input.module === MasterListModule.REGULATOR ? (input.authority ?? null) : null,
      }),
      'name',
    );
  }

  @Mutation(() => MessagePayload, {
    description:
      'Delete a master-list record. BAD_USER_INPUT on id, saying what uses it, when something still does (a regulator used by laws). Provider administrator only.',
  })
  @ServesRoute(R.masterLists, { edit: true })
  @Administrator({ provider: true })
  async deleteMasterListItem(
    @Arg('module', () => MasterListModule, { description: 'Which list.' }) module: MasterListModule,
    @Arg('id', () => ID, { description: 'The record.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    return deleted(await context.apis.administration.deleteMasterListItem(module, idOf(id, 'id')));
  }

  // ----- users ----------------------------------------------------------------------------------------------------

  @Query(() => [AdminClient], {
    description:
      "Clients the caller administers: all for the provider administrator, a client administrator's own.",
  })
  @ServesAdminScreens([R.users])
  @Administrator()
  async adminClients(@Ctx() context: GraphQLContext): Promise<AdminClient[]> {
    return reachableRows(context, await context.apis.administration.clients(), (client) => client.id);
  }

  @Query(() => AdminUserPage, {
    description:
      "Users, by e-mail address, filtered by client, e-mail domain and provider flag. Provider staff (the read-only administrator too) see every client's users; a client's administrator only its own client's staff (NOT_FOUND for another client).",
  })
  @ServesRoute(R.users)
  @Administrator()
  async adminUsers(
    @Arg('filter', () => AdminUserFilter, { nullable: true, description: 'Filters.' })
    filter: AdminUserFilter | null,
    @PageArg()
    page: PageInput | null,
    @Ctx() context: GraphQLContext,
  ): Promise<AdminUserPage> {
    const checked = checkPage(page, 1000);
    optionalIdOf(filter?.clientId, 'clientId');
    // A client's user lists its own client's staff, whatever the filter names (another client: NOT_FOUND).
    const named = actingClientId(context, filter?.clientId);
    const clientId = named === null ? null : idOf(named, 'clientId');
    const isProvider = tenancyOf(context).kind === 'client' ? false : filter?.isProvider;
    const found = await context.apis.administration.users(
      {
        ...(clientId !== null ? { clientId } : {}),
        ...(filter?.domain?.trim() ? { domain: filter.domain.trim() } : {}),
        ...(typeof isProvider === 'boolean' ? { isProvider } : {}),
        ...(filter?.searchText?.trim() ? { searchText: filter.searchText.trim() } : {}),
      },
      { pageNumber: checked.pageNumber, pageSize: checked.pageSize },
    );
    return { ...found, items: reachableRows(context, found.items, (user) => user.clientId) };
  }

  @Mutation(() => AdminUserPayload, {
    description:
      "Register an employee with their roles and first password. BAD_USER_INPUT on the field at fault (e-mail, names, roles, password, an e-mail already taken). A client's administrator registers staff of its own client, whatever the input names; provider roles and the provider flag are the provider administrator's to give (FORBIDDEN otherwise).",
  })
  @ServesRoute(R.users, { edit: true })
  @Administrator({ write: true, manage: true })
  async registerEmployee(
    @Arg('input', () => RegisterEmployeeInput) input: RegisterEmployeeInput,
    @Ctx() context: GraphQLContext,
  ): Promise<AdminUserPayload> {
    check(validateEmployee(input));
    checkPassword(input.password, 'password');
    await checkGrants(context, input.roleIds, input.isProvider === true);
    const tenancy = tenancyOf(context);
    const clientId =
      tenancy.kind === 'client'
        ? idOf(tenancy.clientId, 'clientId')
        : optionalIdOf(input.clientId, 'clientId');
    return refusalAsInput(
      context.apis.administration.registerEmployee({
        email: input.email.trim(),
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        roleIds: ids(input.roleIds, 'roleIds'),
        password: input.password,
        ...(clientId !== null ? { clientId } : {}),
        ...(typeof input.isProvider === 'boolean' && tenancy.kind === 'provider'
          ? { isProvider: input.isProvider }
          : {}),
      }),
      (message) => (/email/i.test(message) ? 'email' : /role/i.test(message) ? 'roleIds' : 'password'),
    );
  }

  @Mutation(() => AdminUserPayload, {
    description:
      "Save a user's names and roles (and, for the provider administrator, their client and provider flag). The user's new menu applies from their next request. A client's administrator reaches its own client's staff only (NOT_FOUND for another's) and gives client-side roles only (FORBIDDEN for a provider role or the provider flag).",
  })
  @ServesRoute(R.users, { edit: true })
  @Administrator({ write: true, manage: true })
  async updateUser(
    @Arg('input', () => UpdateUserInput) input: UpdateUserInput,
    @Ctx() context: GraphQLContext,
  ): Promise<AdminUserPayload> {
    check(validateEmployee({ ...input, email: 'checked@elsewhere.test' }));
    await checkGrants(context, input.roleIds, input.isProvider === true);
    const provider = isProviderAdministrator(requirePrincipal(context).user);
    // Left out, the client stays as it is; null (the provider administrator's "no client") takes them off it.
    const clientId =
      provider && input.clientId !== undefined ? optionalIdOf(input.clientId, 'clientId') : undefined;
    const saved = await refusalAsInput(
      context.apis.administration.updateUser({
        id: idOf(input.id, 'id'),
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        roleIds: ids(input.roleIds, 'roleIds'),
        ...(clientId !== undefined ? { clientId } : {}),
        ...(typeof input.isProvider === 'boolean' && provider ? { isProvider: input.isProvider } : {}),
      }),
      (message) => (/role/i.test(message) ? 'roleIds' : /last/i.test(message) ? 'lastName' : 'firstName'),
    );
    await accessChanged(context, saved.user.id);
    return saved;
  }

  @Mutation(() => MessagePayload, {
    description:
      "Delete a user (never yourself). A client's administrator reaches its own client's staff only (NOT_FOUND for another's).",
  })
  @ServesRoute(R.users, { edit: true })
  @Administrator({ write: true, manage: true })
  async deleteUser(
    @Arg('id', () => ID, { description: 'The user.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    const answer = await refusalAsInput(context.apis.administration.deleteUser(idOf(id, 'id')), 'id');
    await accessChanged(context, id);
    return deleted(answer);
  }

  @Mutation(() => AdminUserPayload, {
    description:
      "Synchronise a user with the directory. A client's administrator reaches its own client's staff only (NOT_FOUND for another's).",
  })
  @ServesRoute(R.users, { edit: true })
  @Administrator({ write: true, manage: true })
  async syncUser(
    @Arg('id', () => ID, { description: 'The user.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<AdminUserPayload> {
    const synced = await context.apis.administration.syncUser(idOf(id, 'id'));
    await accessChanged(context, synced.user.id);
    return synced;
  }

  @Mutation(() => MessagePayload, {
    description:
      "Set a user's password. The plain reset serves a client's staff; the provider-admin variant (asProviderAdmin) is the provider administrator's and reaches anyone, provider staff included.",
  })
  @ServesRoute(R.users, { edit: true })
  @Administrator({ write: true, manage: true })
  async resetUserPassword(
    @Arg('input', () => ResetUserPasswordInput) input: ResetUserPasswordInput,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    checkPassword(input.newPassword, 'newPassword');
    const { user } = requirePrincipal(context);
    if (input.asProviderAdmin && !isProviderAdministrator(user)) throw forbidden(ADMIN_MESSAGES.providerOnly);
    return messagePayload(
      await refusalAsInput(
        context.apis.administration.resetPassword(
          idOf(input.id, 'id'),
          input.newPassword,
          input.asProviderAdmin,
        ),
        'newPassword',
      ),
    );
  }

  // ----- roles and menus ------------------------------------------------------------------------------------------

  @Query(() => [Role], {
    description:
      'Every role with its user count and menu, by name, and whether it is a provider role (which only the provider administrator gives).',
  })
  @ServesAdminScreens([R.roles, R.users])
  @Administrator()
  async roles(@Ctx() context: GraphQLContext): Promise<Role[]> {
    return context.apis.administration.roles();
  }

  @Query(() => [MenuEntry], {
    description: 'The whole catalogue menu, groups before their entries, in menu order.',
  })
  @ServesRoute(R.roles)
  @Administrator()
  async menuEntries(@Ctx() context: GraphQLContext): Promise<MenuEntry[]> {
    return context.apis.administration.menuEntries();
  }

  @Mutation(() => RolePayload, {
    description:
      'Create (no id) or rename a role. BAD_USER_INPUT on name for a blank or duplicate name, or a built-in role. Provider administrator only.',
  })
  @ServesRoute(R.roles, { edit: true })
  @Administrator({ provider: true })
  async saveRole(
    @Arg('id', () => ID, { nullable: true, description: 'The role to rename; absent to create one.' })
    id: string | null,
    @Arg('name', () => String, { description: 'Its name.' }) name: string,
    @Ctx() context: GraphQLContext,
  ): Promise<RolePayload> {
    const roleId = optionalIdOf(id, 'id');
    const others = (await context.apis.administration.roles()).map((role) => ({
      id: role.id,
      name: role.name,
    }));
    check(validateRoleName(name, others, id));
    const saved = await refusalAsInput(context.apis.administration.saveRole(roleId, name.trim()), 'name');
    if (roleId !== null) await accessChanged(context);
    return saved;
  }

  @Mutation(() => MessagePayload, {
    description: 'Delete a role nobody holds (BAD_USER_INPUT on id otherwise, or for a built-in role).',
  })
  @ServesRoute(R.roles, { edit: true })
  @Administrator({ provider: true })
  async deleteRole(
    @Arg('id', () => ID, { description: 'The role.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    return deleted(await refusalAsInput(context.apis.administration.deleteRole(idOf(id, 'id')), 'id'));
  }

  @Mutation(() => RolePayload, {
    description:
      "Set the menu entries a role sees and edits. Its users' menus change from their next request. Provider administrator only.",
  })
  @ServesRoute(R.roles, { edit: true })
  @Administrator({ provider: true })
  async saveRoleMenu(
    @Arg('input', () => SaveRoleMenuInput) input: SaveRoleMenuInput,
    @Ctx() context: GraphQLContext,
  ): Promise<RolePayload> {
    const saved = await refusalAsInput(
      context.apis.administration.saveRoleMenu(
        idOf(input.roleId, 'roleId'),
        ids(input.menuItemIds, 'menuItemIds'),
        ids(input.editableMenuItemIds, 'editableMenuItemIds'),
      ),
      'menuItemIds',
    );
    await accessChanged(context);
    return saved;
  }
}
