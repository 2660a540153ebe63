import { canAccessRoute, isEditableRoute, LEXBRIDGE_MESSAGES } from '@lexbridge/rules';
import { createMethodMiddlewareDecorator } from 'type-graphql';
import type { MenuItemData } from '../modules/navigation/navigation.mapper.js';
import { requirePrincipal, withRoute, type GraphQLContext } from './context.js';
import { forbidden } from './errors.js';

/** The user's menu: the session's, or for a bearer caller whose who-am-I answer came without one, the catalogue's. */
export async function menuOf(context: GraphQLContext): Promise<readonly MenuItemData[]> {
  const principal = requirePrincipal(context);
  return principal.menu ?? (await context.apis.navigation.menus(principal.editableRoutes));
}

/**
 * For what several screens ask (lookups, lists a modal of another screen reads): the screen the SPA reports
 * (x-lexbridge-route) when it is one of `routes` the user may open, and edit with `edit`; else the first such
 * screen of `routes`. FORBIDDEN when there is none: "no permission to edit" when the user sees one of them but may
 * edit none, otherwise "no access". No principal: UNAUTHENTICATED.
 */
export async function screenAmong<R extends string>(
  context: GraphQLContext,
  routes: readonly R[],
  edit = false,
): Promise<{ route: R; menu: readonly MenuItemData[] }> {
  const principal = requirePrincipal(context);
  const menu = await menuOf(context);
  const allowed = (route: R) =>
    canAccessRoute(menu, route) && (!edit || isEditableRoute(principal.editableRoutes, route));
  const route =
    routes.find((candidate) => candidate === context.route && allowed(candidate)) ?? routes.find(allowed);
  if (!route) {
    const visible = routes.some((candidate) => canAccessRoute(menu, candidate));
    throw forbidden(edit && visible ? LEXBRIDGE_MESSAGES.editForbidden : LEXBRIDGE_MESSAGES.routeForbidden);
  }
  return { route, menu };
}

/**
 * The resolver serves whichever of `routes` the call comes from (screenAmong): its legacy calls carry that
 * screen's MenuId and BreadCrumbId headers.
 */
export function ServesAnyRoute(routes: readonly string[], options: ServesRouteOptions = {}): MethodDecorator {
  return createMethodMiddlewareDecorator<GraphQLContext>(async (action, next) => {
    const { route, menu } = await screenAmong(action.context, routes, options.edit ?? false);
    action.context = withRoute(action.context, route, menu);
    return next();
  });
}

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
    const menu = await menuOf(context);
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
