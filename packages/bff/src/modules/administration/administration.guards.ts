import {
  ADMIN_MESSAGES,
  isAdminRole,
  isProviderAdmin,
  isReadOnlyAdmin,
  type AdminRoute,
} from '@lexbridge/rules';
import { createMethodMiddlewareDecorator } from 'type-graphql';
import { requirePrincipal, type GraphQLContext } from '../../graphql/context.js';
import { forbidden } from '../../graphql/errors.js';
import { ServesAnyRoute } from '../../graphql/guards.js';

export interface AdministratorOptions {
  /** The operation changes something: read-only administrators are refused. */
  write?: boolean;
  /** Only the provider-level administrator (what every client shares): client administrators are refused. */
  provider?: boolean;
}

/**
 * Administration operations: any of the four administrator-type roles (compared ignoring case), whatever the
 * caller's menu says; FORBIDDEN for everyone else. `write` refuses the read-only administrator, `provider` a
 * client administrator.
 */
export function Administrator(options: AdministratorOptions = {}): MethodDecorator {
  return createMethodMiddlewareDecorator<GraphQLContext>(async ({ context }, next) => {
    const { user } = requirePrincipal(context);
    if (!isAdminRole(user.roles)) throw forbidden(ADMIN_MESSAGES.adminOnly);
    if ((options.write || options.provider) && isReadOnlyAdmin(user.roles))
      throw forbidden(ADMIN_MESSAGES.readOnly);
    if (options.provider && !isProviderAdmin(user.roles)) throw forbidden(ADMIN_MESSAGES.providerOnly);
    return next();
  });
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
