import { canAccessRoute, isEditableRoute, LEXBRIDGE_MESSAGES } from '@lexbridge/rules';
import { createMethodMiddlewareDecorator } from 'type-graphql';
import type { MenuItemData } from '../modules/navigation/navigation.mapper.js';
import { requirePrincipal, withRoute, type GraphQLContext } from './context.js';
import { forbidden } from './errors.js';

export interface ServesRouteOptions {
  /** The resolver writes: the route must also be in the user's editable routes. */
  edit?: boolean;
}

/**
 * The server side of the SPA's route guards: the resolver serves the screen at `route`, so
 * only users whose menu holds that route may call it (FORBIDDEN otherwise), and with `edit` only users who may
 * edit there. The resolver's legacy calls then carry that route's MenuId and BreadCrumbId headers, whatever
 * x-lexbridge-route the request said. No principal: UNAUTHENTICATED.
 */
export function ServesRoute(
  routeOf: string | ((args: Record<string, unknown>) => string),
  options: ServesRouteOptions = {},
): MethodDecorator {
  return createMethodMiddlewareDecorator<GraphQLContext>(async (action, next) => {
    const context = action.context;
    // A resolver serving several screens names its route from its arguments (which questionnaire, say).
    const route = typeof routeOf === 'string' ? routeOf : routeOf(action.args);
    const principal = requirePrincipal(context);
    // A bearer caller's who-am-I answer may come without a menu: the catalogue's menu decides then.
    const menu: readonly MenuItemData[] =
      principal.menu ?? (await context.apis.navigation.menus(principal.editableRoutes));
    if (!canAccessRoute(menu, route)) throw forbidden(LEXBRIDGE_MESSAGES.routeForbidden);
    if (options.edit && !isEditableRoute(principal.editableRoutes, route)) {
      throw forbidden(LEXBRIDGE_MESSAGES.editForbidden);
    }
    // type-graphql reads @Ctx() from this resolver's own action data: the swap reaches this resolver only.
    action.context = withRoute(context, route, menu);
    return next();
  });
}

/** Only after an admin sign-in by an administrator-type role (Session.isAdmin). No principal: UNAUTHENTICATED. */
export function AdminOnly(): MethodDecorator {
  return createMethodMiddlewareDecorator<GraphQLContext>(async ({ context }, next) => {
    const principal = requirePrincipal(context);
    if (!principal.isAdmin) throw forbidden(LEXBRIDGE_MESSAGES.adminOnly);
    return next();
  });
}
