import {
  ADMIN_MAINTENANCE_ROUTES,
  isBuiltInRole,
  SSO_GROUP_MESSAGES,
  validateSsoGroup,
} from '@lexbridge/rules';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { messagePayload, MessagePayload } from '../../graphql/common/message-payload.js';
import { refusalAsInput } from '../../graphql/common/outcomes.js';
import { check } from '../../graphql/common/validation.js';
import { badUserInput } from '../../graphql/errors.js';
import { ServesRoute } from '../../graphql/guards.js';
import { Administrator } from './administration.guards.js';
import { idOf } from './administration.ids.js';
import { SaveSsoGroupInput } from './sso-groups.input.js';
import { SsoGroup, SsoGroupPayload } from './sso-groups.type.js';

const ROUTE = ADMIN_MAINTENANCE_ROUTES.ssoGroups;

const groupField = (message: string) =>
  /client/i.test(message) ? 'clientId' : /directory/i.test(message) ? 'directoryGroupId' : 'groupName';

/**
 * Single sign-on groups: a client's directory groups and the roles and business lines their members get. The
 * provider administrator's to change; the four built-in administrator roles are never mapped to a group.
 */
@Resolver()
export class SsoGroupsResolver {
  @Query(() => [SsoGroup], { description: 'Every single sign-on group, by client and name.' })
  @ServesRoute(ROUTE)
  @Administrator()
  async ssoGroups(@Ctx() context: GraphQLContext): Promise<SsoGroup[]> {
    return context.apis.ssoGroups.groups();
  }

  @Mutation(() => SsoGroupPayload, {
    description:
      'Add (no id) or update a single sign-on group. BAD_USER_INPUT on the field at fault: a blank name or one its client has (ignoring case), no client, a directory id that is not a GUID. Provider administrator only.',
  })
  @ServesRoute(ROUTE, { edit: true })
  @Administrator({ provider: true })
  async saveSsoGroup(
    @Arg('input', () => SaveSsoGroupInput) input: SaveSsoGroupInput,
    @Ctx() context: GraphQLContext,
  ): Promise<SsoGroupPayload> {
    const sameClient = (await context.apis.ssoGroups.groups())
      .filter((group) => group.clientId === input.clientId)
      .map((group) => ({ id: group.id, name: group.groupName }));
    check(validateSsoGroup(input, sameClient, input.id));
    return refusalAsInput(
      context.apis.ssoGroups.save(input.id ? idOf(input.id, 'id') : null, {
        groupName: input.groupName.trim(),
        clientId: idOf(input.clientId, 'clientId'),
        directoryGroupId: input.directoryGroupId?.trim() ?? '',
      }),
      groupField,
    );
  }

  @Mutation(() => MessagePayload, {
    description:
      'Delete a single sign-on group (its members keep what they have). Provider administrator only.',
  })
  @ServesRoute(ROUTE, { edit: true })
  @Administrator({ provider: true })
  async deleteSsoGroup(
    @Arg('id', () => ID, { description: 'The group.' }) id: string,
    @Ctx() context: GraphQLContext,
  ): Promise<MessagePayload> {
    return messagePayload(await context.apis.ssoGroups.remove(idOf(id, 'id')));
  }

  @Mutation(() => SsoGroupPayload, {
    description:
      "Replace a group's roles. BAD_USER_INPUT on roleIds for a built-in administrator role (they cannot be toggled in single sign-on mode). Provider administrator only.",
  })
  @ServesRoute(ROUTE, { edit: true })
  @Administrator({ provider: true })
  async saveSsoGroupRoles(
    @Arg('id', () => ID, { description: 'The group.' }) id: string,
    @Arg('roleIds', () => [ID], { description: 'Its roles.' }) roleIds: string[],
    @Ctx() context: GraphQLContext,
  ): Promise<SsoGroupPayload> {
    const roles = await context.apis.administration.roles();
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
    description: "Replace a group's business lines. Provider administrator only.",
  })
  @ServesRoute(ROUTE, { edit: true })
  @Administrator({ provider: true })
  async saveSsoGroupBusinessLines(
    @Arg('id', () => ID, { description: 'The group.' }) id: string,
    @Arg('businessLineIds', () => [ID], { description: 'Its business lines.' }) businessLineIds: string[],
    @Ctx() context: GraphQLContext,
  ): Promise<SsoGroupPayload> {
    return refusalAsInput(
      context.apis.ssoGroups.saveBusinessLines(
        idOf(id, 'id'),
        businessLineIds.map((lineId) => idOf(lineId, 'businessLineIds')),
      ),
      'businessLineIds',
    );
  }
}
