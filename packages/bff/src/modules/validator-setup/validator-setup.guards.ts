import { canAccessRoute, isEditableRoute, LEXBRIDGE_MESSAGES } from '@lexbridge/rules';
import { createMethodMiddlewareDecorator } from 'type-graphql';
import { requirePrincipal, withRoute, type GraphQLContext } from '../../graphql/context.js';
import { forbidden } from '../../graphql/errors.js';

/**
 * For what several screens ask (the hierarchy, a file's header, the reject reasons): the screen the SPA reports
 * when it is one of `routes` the user may open (and edit, with `edit`), else the first such screen; FORBIDDEN when
 * the user has none. The calls then carry that screen's menu and breadcrumb ids.
 */
export function ServesAnyRoute(routes: readonly string[], options: { edit?: boolean } = {}): MethodDecorator {
  return createMethodMiddlewareDecorator<GraphQLContext>(async (action, next) => {
    const context = action.context;
    const principal = requirePrincipal(context);
    const menu = principal.menu ?? (await context.apis.navigation.menus(principal.editableRoutes));
    const allowed = (route: string) =>
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
