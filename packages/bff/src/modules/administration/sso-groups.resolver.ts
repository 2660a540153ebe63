import {
  ADMIN_MAINTENANCE_ROUTES,
  isBuiltInRole,
  SSO_GROUP_MESSAGES,
  validateSsoGroup,
} from '@lexbridge/rules';
import { actingClientId, assertReaches, reachableRows, recordNotFound } from '../../graphql/ownership.js';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { requirePrincipal, type GraphQLContext } from '../../graphql/context.js';
import { messagePayload, MessagePayload } from '../../graphql/common/message-payload.js';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { check } from '../../graphql/common/validation.js';
import { badUserInput } from '../../graphql/errors.js';
import { ServesRoute } from '../../graphql/guards.js';
import { Administrator, requireProviderGrant } from './administration.guards.js';
import { idOf } from './administration.ids.js';
import { SaveSsoGroupInput } from './sso-groups.input.js';
import { SsoGroup, SsoGroupPayload } from './sso-groups.type.js';

const ROUTE = ADMIN_MAINTENANCE_ROUTES.ssoGroups;

const groupField = (message: string) =>
  /client/i.test(message) ? 'clientId' : /directory/i.test(message) ? 'directoryGroupId' : 'groupName';

/** The group `id` as this user may change it: NOT_FOUND when it does not exist or is another client's. */
async function reachableGroup(context: GraphQLContext, id: string): Promise<SsoGroup> {
  const group = (await context.apis.ssoGroups.groups()).find((candidate) => candidate.id === id);
  if (!group) throw recordNotFound();
  assertReaches(context, group.clientId);
  return group;
}

/**
 * Single sign-on groups: a client's directory groups and the roles and business lines their members get. Groups
 * are client-owned: provider staff (the read-only administrator too) see every client's, a client's user its own
 * client's; the provider administrator changes any, a client's administrator its own client's (another client's
 * group is NOT_FOUND). The four built-in administrator roles are never mapped to a group, and provider roles only
 * by the provider administrator.
 */
@Resolver()
export class SsoGroupsResolver {
  @Query(() => [SsoGroup], {
    description:
      "Every single sign-on group, by client and name: every client's for provider staff, a client's user's own client's only.",
  })
  @ServesRoute(ROUTE)
  @Administrator()
  async ssoGroups(@Ctx() context: GraphQLContext): Promise<SsoGroup[]> {
    return reachableRows(context, await context.apis.ssoGroups.groups(), (group) => group.clientId);
  }

  @Mutation(() => SsoGroupPayload, {
    description:
      "Add (no id) or update a single sign-on group. BAD_USER_INPUT on the field at fault: a blank name or one its client has (ignoring case), no client, a directory id that is not a GUID. The provider administrator's, or a client's administrator's for its own client (NOT_FOUND for another client or its group).",
  })
  @ServesRoute(ROUTE, { edit: true })
  @Administrator({ write: true, manage: true })
  async saveSsoGroup(
    @Arg('input', () => SaveSsoGroupInput) input: SaveSsoGroupInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SsoGroupPayload> {
    const clientId = actingClientId(context, input.clientId) ?? '';
    if (input.id) await reachableGroup(context, input.id);
    const sameClient = (await context.apis.ssoGroups.groups())
      .filter((group) => group.clientId === clientId)
      .map((group) => ({ id: group.id, name: group.groupName }));
    check(validateSsoGroup({ ...input, clientId }, sameClient, input.id));
    return refusalAsInput(
      context.apis.ssoGroups.save(input.id ? idOf(input.id, 'id') : null, {
        groupName: input.groupName.trim(),
        clientId: idOf(clientId, 'clientId'),
        directoryGroupId: input.directoryGroupId?.trim() ?? '',
      }),
      groupField,
    );
  }

  @Mutation(() => MessagePayload, {
    description:
      "Delete a single sign-on group (its members keep what they have). The provider administrator's, or a client's administrator's for its own client's groups.",
  })
  @ServesRoute(ROUTE, { edit: true })
  @Administrator({ write: true, manage: true })
  async deleteSsoGroup(
    @Arg('id', () => ID, { description: 'The group.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    await reachableGroup(context, id);
    return messagePayload(await context.apis.ssoGroups.remove(idOf(id, 'id')));
  }

  @Mutation(() => SsoGroupPayload, {
    description:
      "Replace a group's roles. BAD_USER_INPUT on roleIds for a built-in administrator role (they cannot be toggled in single sign-on mode); FORBIDDEN for a provider role mapped by anyone but the provider administrator. The provider administrator's, or a client's administrator's for its own client's groups.",
  })
  @ServesRoute(ROUTE, { edit: true })
  @Administrator({ write: true, manage: true })
  async saveSsoGroupRoles(
    @Arg('id', () => ID, { description: 'The group.' }) id: string,
    @Arg('roleIds', () => [ID], { description: 'Its roles.' }) roleIds: string[],
    @Ctx() context: GraphQLContext,
  ): Promise<SsoGroupPayload> {
    await reachableGroup(context, id);
    const roles = await context.apis.administration.roles();
    requireProviderGrant(
      requirePrincipal(context),
      roles.filter((role) => role.isProvider && roleIds.includes(role.id)),
    );
    if (roleIds.some((roleId) => isBuiltInRole(roles.find((role) => role.id === roleId)?.name ?? '')))
      throw badUserInput({ roleIds: SSO_GROUP_MESSAGES.builtInRoles });
    return refusalAsInput(
      context.apis.ssoGroups.saveRoles(
        idOf(id, 'id'),
        roleIds.map((roleId) => idOf(roleId, 'roleIds')),
      ),
      'roleIds',
    );
  }

  @Mutation(() => SsoGroupPayload, {
    description:
      "Replace a group's business lines. The provider administrator's, or a client's administrator's for its own client's groups.",
  })
  @ServesRoute(ROUTE, { edit: true })
  @Administrator({ write: true, manage: true })
  async saveSsoGroupBusinessLines(
    @Arg('id', () => ID, { description: 'The group.' }) id: string,
    @Arg('businessLineIds', () => [ID], { description: 'Its business lines.' }) businessLineIds: string[],
    @Ctx() context: GraphQLContext,
  ): Promise<SsoGroupPayload> {
    await reachableGroup(context, id);
    return refusalAsInput(
      context.apis.ssoGroups.saveBusinessLines(
        idOf(id, 'id'),
        businessLineIds.map((lineId) => idOf(lineId, 'businessLineIds')),
      ),
      'businessLineIds',
    );
  }
}
