import {
  ADMIN_MESSAGES,
  canAccessRoute,
  isAdminRole,
  isEditableRoute,
  isProviderAdmin,
  isReadOnlyAdmin,
  LEXBRIDGE_MESSAGES,
  type AdminRoute,
} from '@lexbridge/rules';
import { createMethodMiddlewareDecorator } from 'type-graphql';
import { requirePrincipal, withRoute, type GraphQLContext } from '../../graphql/context.js';
import { forbidden } from '../../graphql/errors.js';
import type { MenuItemData } from '../navigation/navigation.mapper.js';

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
  return createMethodMiddlewareDecorator<GraphQLContext>(async (action, next) => {
    const context = action.context;
    const principal = requirePrincipal(context);
    const menu: readonly MenuItemData[] =
      principal.menu ?? (await context.apis.navigation.menus(principal.editableRoutes));
    const allowed = (route: AdminRoute) =>
      canAccessRoute(menu, route) && (!options.edit || isEditableRoute(principal.editableRoutes, route));
    const route =
      routes.find((candidate) => candidate === context.route && allowed(candidate)) ?? routes.find(allowed);
    if (!route) {
      const visible = routes.some((candidate) => canAccessRoute(menu, candidate));
      throw forbidden(
        options.edit && visible ? LEXBRIDGE_MESSAGES.editForbidden : LEXBRIDGE_MESSAGES.routeForbidden,
      );
    }
    action.context = withRoute(context, route, menu);
    return next();
  });
}
