import { HMDA_ROUTES } from '@lexbridge/rules';
import { screenAmong, ServesAnyRoute } from '../../graphql/guards.js';
import type { GraphQLContext } from '../../graphql/context.js';

const ROUTES: readonly string[] = Object.values(HMDA_ROUTES);

/**
 * The HMDA route a call comes from: the screen the SPA reports when it is an HMDA screen the user may open (and
 * edit, with `edit`), else the first such screen of `candidates`; FORBIDDEN when the user has none.
 */
export function hmdaRoute(context: GraphQLContext, edit: boolean, candidates: readonly string[] = ROUTES) {
  return screenAmong(context, candidates, edit);
}

/**
 * What several HMDA screens ask (clients, entities, years, fields, systems): any HMDA screen in the menu will do;
 * the calls carry that screen's menu and breadcrumb ids.
 */
export function ServesHmdaScreens(): MethodDecorator {
  return ServesAnyRoute(ROUTES);
}
