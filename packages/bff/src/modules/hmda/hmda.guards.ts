import { canAccessRoute, HMDA_ROUTES, isEditableRoute, LEXBRIDGE_MESSAGES } from '@lexbridge/rules';
import { createMethodMiddlewareDecorator } from 'type-graphql';
import { requirePrincipal, withRoute, type GraphQLContext } from '../../graphql/context.js';
import { forbidden } from '../../graphql/errors.js';
import type { MenuItemData } from '../navigation/navigation.mapper.js';

const ROUTES: readonly string[] = Object.values(HMDA_ROUTES);

/**
 * The HMDA route a call comes from: the screen the SPA reports when it is an HMDA screen the user may open (and
 * edit, with `edit`), else the first such screen of `candidates`; FORBIDDEN when the user has none.
 */
export async function hmdaRoute(
  context: GraphQLContext,
  edit: boolean,
  candidates: readonly string[] = ROUTES,
): Promise<{ route: string; menu: readonly MenuItemData[] }> {
  const principal = requirePrincipal(context);
  const menu = principal.menu ?? (await context.apis.navigation.menus(principal.editableRoutes));
  const allowed = (route: string) =>
    canAccessRoute(menu, route) && (!edit || isEditableRoute(principal.editableRoutes, route));
  const route =
    candidates.find((candidate) => candidate === context.route && allowed(candidate)) ??
    candidates.find(allowed);
  if (!route) {
    const visible = candidates.some((candidate) => canAccessRoute(menu, candidate));
    throw forbidden(edit && visible ? LEXBRIDGE_MESSAGES.editForbidden : LEXBRIDGE_MESSAGES.routeForbidden);
  }
  return { route, menu };
}

/**
 * What several HMDA screens ask (clients, entities, years, fields, systems): any HMDA screen in the menu will do;
 * the calls carry that screen's menu and breadcrumb ids.
 */
export function ServesHmdaScreens(): MethodDecorator {
  return createMethodMiddlewareDecorator<GraphQLContext>(async (action, next) => {
    const { route, menu } = await hmdaRoute(action.context, false);
    action.context = withRoute(action.context, route, menu);
    return next();
  });
}
