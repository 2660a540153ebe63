import {
  ADMIN_MESSAGES,
  isAdminRole,
  isProviderAdministrator,
  isReadOnlyAdmin,
  managesClientRecords,
  OWNERSHIP_MESSAGES,
  type AdminRoute,
} from '@lexbridge/rules';
import { createMethodMiddlewareDecorator } from 'type-graphql';
import { requirePrincipal, type GraphQLContext } from '../../graphql/context.js';
import { forbidden } from '../../graphql/errors.js';
import { ServesAnyRoute } from '../../graphql/guards.js';
import type { Principal } from '../../session/principal.js';

export interface AdministratorOptions {
  /** The operation changes something: read-only administrators are refused. */
  write?: boolean;
  /** Only the provider administrator (what every client shares): everyone else is refused. */
  provider?: boolean;
  /**
   * The operation changes a client-owned record (a user, the roles given, a single sign-on group): the provider
   * administrator, or a client's administrator (for its own client's records, which the resolver checks).
   */
  manage?: boolean;
  /** The provider's own back office (e-mail settings, registrations): provider staff only, even to read. */
  providerStaff?: boolean;
}

/**
 * Administration operations: any of the four administrator-type roles (compared ignoring case), whatever the
 * caller's menu says; FORBIDDEN for everyone else. `write` refuses the read-only administrator, `provider` anyone
 * but the provider administrator (provider staff holding its role), `manage` anyone but that one or a client's
 * administrator, `providerStaff` a client's user.
 */
export function Administrator(options: AdministratorOptions = {}): MethodDecorator {
  return createMethodMiddlewareDecorator<GraphQLContext>(async ({ context }, next) => {
    const { user } = requirePrincipal(context);
    if (!isAdminRole(user.roles)) throw forbidden(ADMIN_MESSAGES.adminOnly);
    const changes = options.write || options.provider || options.manage;
    if (changes && isReadOnlyAdmin(user.roles) && !isProviderAdministrator(user))
      throw forbidden(ADMIN_MESSAGES.readOnly);
    if (options.provider && !isProviderAdministrator(user)) throw forbidden(ADMIN_MESSAGES.providerOnly);
    if (options.providerStaff && user.clientId !== null) throw forbidden(ADMIN_MESSAGES.providerOnly);
    if (options.manage && !managesClientRecords(user))
      throw forbidden(user.clientId === null ? ADMIN_MESSAGES.providerOnly : ADMIN_MESSAGES.clientAdminOnly);
    return next();
  });
}

/**
 * Provider roles, and the provider flag, are given by the provider administrator only: FORBIDDEN for anyone else
 * whose change would give one (`providerRoles`: the provider roles among those being given).
 */
export function requireProviderGrant(
  principal: Principal,
  providerRoles: readonly unknown[],
  providerFlag = false,
) {
  if ((providerRoles.length > 0 || providerFlag) && !isProviderAdministrator(principal.user))
    throw forbidden(OWNERSHIP_MESSAGES.providerRoleGrant);
}

/**
 * For what several administration screens read (the roles a user form offers and the roles screen lists): the
 * screen the SPA reports when it is one of `routes` in the user's menu, else the first such; FORBIDDEN when none.
 */
export function ServesAdminScreens(
  routes: readonly AdminRoute[],
  options: { edit?: boolean } = {},
): MethodDecorator {
  return ServesAnyRoute(routes, options);
}
