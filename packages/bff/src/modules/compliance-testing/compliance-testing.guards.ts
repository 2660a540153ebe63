import {
  canAccessRoute,
  COMPLIANCE_TESTING_ROUTES,
  isEditableRoute,
  LEXBRIDGE_MESSAGES,
} from '@lexbridge/rules';
import { createMethodMiddlewareDecorator } from 'type-graphql';
import { requirePrincipal, withRoute, type GraphQLContext } from '../../graphql/context.js';
import { forbidden } from '../../graphql/errors.js';
import type { MenuItemData } from '../navigation/navigation.mapper.js';

const ROUTES: readonly string[] = Object.values(COMPLIANCE_TESTING_ROUTES);

/**
 * The compliance testing route a call comes from: the screen the SPA reports when it is one of `candidates` the
 * user may open (and edit, with `edit`), else the first such screen; FORBIDDEN when the user has none.
 */
export async function complianceTestingRoute(
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
 * What several compliance testing screens read (the lists, loan loads, result statuses): any compliance testing
 * screen in the menu will do; the calls carry that screen's menu and breadcrumb ids.
 */
export function ServesComplianceTestingScreens(): MethodDecorator {
  return createMethodMiddlewareDecorator<GraphQLContext>(async (action, next) => {
    const { route, menu } = await complianceTestingRoute(action.context, false);
    action.context = withRoute(action.context, route, menu);
    return next();
  });
}
