import { COMPLIANCE_TESTING_ROUTES } from '@lexbridge/rules';
import { screenAmong, ServesAnyRoute } from '../../graphql/guards.js';
import type { GraphQLContext } from '../../graphql/context.js';

const ROUTES: readonly string[] = Object.values(COMPLIANCE_TESTING_ROUTES);

/**
 * The compliance testing route a call comes from: the screen the SPA reports when it is one of `candidates` the
 * user may open (and edit, with `edit`), else the first such screen; FORBIDDEN when the user has none.
 */
export function complianceTestingRoute(
  context: GraphQLContext,
  edit: boolean,
  candidates: readonly string[] = ROUTES,
) {
  return screenAmong(context, candidates, edit);
}

/**
 * What several compliance testing screens read (the lists, loan loads, result statuses): any compliance testing
 * screen in the menu will do; the calls carry that screen's menu and breadcrumb ids.
 */
export function ServesComplianceTestingScreens(): MethodDecorator {
  return ServesAnyRoute(ROUTES);
}
