import { canAccessRoute } from '@lexbridge/rules';
import { paths } from '../config/paths';
import type { Session } from './session/types';

/**
 * Where 'Please select a Law.' sends the user: the business module, as the spec has it, when their menu holds it;
 * otherwise the legal dashboard (legal staff pick their law there); otherwise their home. Never a page their menu
 * refuses, which would only show Access denied.
 */
export function selectLawDestination(session: Pick<Session, 'menu' | 'homePath'>): string {
  const candidates = [paths.businessModule.getHref(), paths.legalDashboard.getHref()];
  return candidates.find((path) => canAccessRoute(session.menu, path)) ?? session.homePath;
}
