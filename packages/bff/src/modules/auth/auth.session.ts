import { fetchesInboxCounts, homePath, isAdminRole, LEXBRIDGE_MESSAGES } from '@lexbridge/rules';
import { actAs, type GraphQLContext } from '../../graphql/context.js';
import type { LegacyTokenResponse } from './auth.dto.js';
import { newSessionId, type Principal } from '../../session/principal.js';
import type { SessionRecord } from '../../session/store.js';
import type { MenuItem } from '../navigation/navigation.type.js';
import { reportToolTokenAtSignIn } from '../report-tool/report-tool.tokens.js';
import { toEditableRoutes, toLoginMenu, toSessionUser, toTokenSet } from './auth.mapper.js';
import type { LoginPayload, Session } from './auth.type.js';

/** A Session as resolvers hand it on: the principal stays attached so field resolvers can use it. */
export type SessionSource = Session & { principal: Principal };

export function toSession(principal: Principal): SessionSource {
  const menu = principal.menu ?? [];
  return {
    principal,
    user: principal.user,
    isAdmin: principal.isAdmin,
    menu: menu as MenuItem[],
    editableRoutes: principal.editableRoutes,
    homePath: homePath(menu),
    expiresAt: principal.tokenExpiresAt ? new Date(principal.tokenExpiresAt) : null,
    fetchesInboxCounts: fetchesInboxCounts(principal.user.roles),
  };
}

/**
 * Turns a successful sign-in answer of the catalogue (the Token endpoint or sso-login, same fields) into a
 * session: a new session id (a pre-sign-in id is never trusted after it), the menu (asked for when the answer had
 * none), the report-tool token for users with that flag, the record stored and the cookie set. The rest of the
 * request then acts for the new user.
 */
export async function startSession(
  context: GraphQLContext,
  response: LegacyTokenResponse,
  options: { asAdmin: boolean; method: 'password' | 'sso' },
): Promise<LoginPayload> {
  const { services } = context;
  const user = toSessionUser(response);
  const record: SessionRecord = {
    id: newSessionId(),
    user,
    isAdmin: options.asAdmin && isAdminRole(user.roles),
    menu: toLoginMenu(response),
    editableRoutes: toEditableRoutes(response),
    token: toTokenSet(response),
    reportTool: null,
    createdAt: Date.now(),
  };

  const previous = context.principal?.sessionId;
  if (previous) await services.sessions.delete(previous);

  actAs(context, services.principals.fromSession(record, context.requestId));
  if (record.menu.length === 0) record.menu = await context.apis.navigation.menus(record.editableRoutes);
  if (user.isTableau) record.reportTool = await reportToolTokenAtSignIn(context);
  await services.sessions.set(record, services.config.sessionIdleTtlMs);
  services.principals.setCookie(context.reply, record.id);
  const principal = services.principals.fromSession(record, context.requestId);
  actAs(context, principal);
  context.log.info({ user: user.id, isAdmin: record.isAdmin, method: options.method }, 'signed in');
  // An admin sign-in by a user without an administrator-type role still signs in, as an ordinary session: say so.
  const message = options.asAdmin && !record.isAdmin ? LEXBRIDGE_MESSAGES.adminSignInNotAdmin : null;
  return { session: toSession(principal), message };
}
