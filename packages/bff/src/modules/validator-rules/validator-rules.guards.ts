import {
  ADMIN_ROLES,
  hasRole,
  PROVIDER_ROLE,
  VALIDATOR_MESSAGES,
  VALIDATOR_ROUTES,
  type ValidatorRoute,
} from '@lexbridge/rules';
import { createMethodMiddlewareDecorator } from 'type-graphql';
import { requirePrincipal, type GraphQLContext } from '../../graphql/context.js';
import { forbidden } from '../../graphql/errors.js';
import { screenAmong, ServesAnyRoute } from '../../graphql/guards.js';
import { reachableRows, requireProviderStaff } from '../../graphql/ownership.js';
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

/**
 * Writes to the provider-wide validator records (test rules, rule messages, master filter mappings, filter fields):
 * provider staff only; a client's user is FORBIDDEN ('Only provider staff may change this.').
 */
export function ProviderStaffWrites(): MethodDecorator {
  return createMethodMiddlewareDecorator<GraphQLContext>(async ({ context }, next) => {
    requireProviderStaff(context);
    return next();
  });
}

/**
 * The validator route a call comes from: the screen the SPA reports when it is a validator screen the user may
 * open (and edit, with `edit`), else the first such screen (or only `only`); FORBIDDEN when the user has none.
 */
export function validatorRoute(
  context: GraphQLContext,
  edit: boolean,
  only?: ValidatorRoute,
): Promise<{ route: ValidatorRoute; menu: readonly MenuItemData[] }> {
  return screenAmong(context, only ? [only] : ROUTES, edit);
}

/**
 * For what several validator screens ask (lookups, and grids a modal of another screen reads): any validator
 * screen in the menu will do; the calls carry that screen's menu and breadcrumb ids.
 */
export function ServesValidatorScreens(options: { edit?: boolean } = {}): MethodDecorator {
  return ServesAnyRoute(ROUTES, options);
}

/**
 * The rows of a list of rules, rule messages or filter mappings this user may see: a client's user none of a rule of
 * another client's message type (its own client's and the provider-wide types' only); provider staff every row. The
 * catalogue holds the list to the same rows; this keeps a catalogue that answers more from passing them on.
 */
export function rowsOfReachableTypes<T extends { messageTypeClientId?: string | null }>(
  context: GraphQLContext,
  rows: readonly T[],
): T[] {
  return reachableRows(context, rows, (row) => row.messageTypeClientId, { providerRows: true });
}
