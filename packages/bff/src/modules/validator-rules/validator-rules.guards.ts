import {
  ADMIN_ROLES,
  canAccessRoute,
  hasRole,
  isEditableRoute,
  LEXBRIDGE_MESSAGES,
  PROVIDER_ROLE,
  VALIDATOR_MESSAGES,
  VALIDATOR_ROUTES,
  type ValidatorRoute,
} from '@lexbridge/rules';
import { createMethodMiddlewareDecorator } from 'type-graphql';
import { requirePrincipal, withRoute, type GraphQLContext } from '../../graphql/context.js';
import { forbidden } from '../../graphql/errors.js';
import type { MenuItemData } from '../navigation/navigation.mapper.js';

const ROUTES = Object.values(VALIDATOR_ROUTES) as ValidatorRoute[];

/** Administrators (any administrator-type role) and provider staff; everyone else FORBIDDEN. */
export function ValidatorStaff(): MethodDecorator {
  return createMethodMiddlewareDecorator<GraphQLContext>(async ({ context }, next) => {
    const { user } = requirePrincipal(context);
    const staff = [...ADMIN_ROLES, PROVIDER_ROLE].some((role) => hasRole(user.roles, role));
    if (!staff) throw forbidden(VALIDATOR_MESSAGES.staffOnly);
    return next();
  });
}

async function menuOf(context: GraphQLContext): Promise<readonly MenuItemData[]> {
  const principal = requirePrincipal(context);
  return principal.menu ?? (await context.apis.navigation.menus(principal.editableRoutes));
}

/**
 * The validator route a call comes from: the screen the SPA reports when it is a validator screen the user may
 * open (and edit, with `edit`), else the first such screen; FORBIDDEN when the user has none.
 */
export async function validatorRoute(
  context: GraphQLContext,
  edit: boolean,
  only?: ValidatorRoute,
): Promise<{ route: ValidatorRoute; menu: readonly MenuItemData[] }> {
  const principal = requirePrincipal(context);
  const menu = await menuOf(context);
  const allowed = (route: ValidatorRoute) =>
    canAccessRoute(menu, route) && (!edit || isEditableRoute(principal.editableRoutes, route));
  const candidates = only ? [only] : ROUTES;
  const reported = candidates.find((route) => route === context.route && allowed(route));
  const route = reported ?? candidates.find(allowed);
  if (!route) {
    const visible = candidates.some((candidate) => canAccessRoute(menu, candidate));
    throw forbidden(edit && visible ? LEXBRIDGE_MESSAGES.editForbidden : LEXBRIDGE_MESSAGES.routeForbidden);
  }
  return { route, menu };
}

/**
 * For what several validator screens ask (lookups, and grids a modal of another screen reads): any validator
 * screen in the menu will do; the calls carry that screen's menu and breadcrumb ids.
 */
export function ServesValidatorScreens(options: { edit?: boolean } = {}): MethodDecorator {
  return createMethodMiddlewareDecorator<GraphQLContext>(async (action, next) => {
    const { route, menu } = await validatorRoute(action.context, options.edit ?? false);
    action.context = withRoute(action.context, route, menu);
    return next();
  });
}
