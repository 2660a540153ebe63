import { LEXBRIDGE_MESSAGES, MESSAGES, validateLogin, validateSsoLogin } from '@lexbridge/rules';
import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import { actAs, type GraphQLContext } from '../../graphql/context.js';
import { appError, badUserInput, ErrorCode, forbidden, serviceUnavailable } from '../../graphql/errors.js';
import { LegacyError, presentable } from '../../legacy/errors.js';
import { MenuItem } from '../navigation/navigation.type.js';
import { LoginInput, SsoLoginInput } from './auth.input.js';
import { notConfiguredSsoClient, toSsoClient } from './auth.mapper.js';
import { startSession, toSession, type SessionSource } from './auth.session.js';
import { LoginPayload, LogoutPayload, Session, SsoClient } from './auth.type.js';

/** The single sign-on client lookup is asked this many times (one retry) before the answer is "not configured". */
const SSO_CLIENT_ATTEMPTS = 2;

@Resolver(() => Session)
export class AuthResolver {
  @Query(() => Session, {
    nullable: true,
    description:
      'The current session, or null when nobody is signed in. Never an error, so the SPA can boot on it.',
  })
  session(@Ctx() context: GraphQLContext): Session | null {
    return context.principal ? toSession(context.principal) : null;
  }

  @FieldResolver(() => [MenuItem], { description: "The user's side menu." })
  async menu(@Root() session: SessionSource, @Ctx() context: GraphQLContext): Promise<MenuItem[]> {
    // A bearer caller's who-am-I answer may come without a menu: ask the catalogue for it then.
    if (session.principal.menu) return session.menu;
    return (await context.apis.navigation.menus(session.principal.editableRoutes)) as MenuItem[];
  }

  @Mutation(() => LoginPayload, {
    description:
      'Sign in with e-mail and password. The BFF keeps the legacy tokens and answers with an httpOnly session ' +
      "cookie. Errors: BAD_USER_INPUT with the rules' messages, or the catalogue's error_description.",
  })
  async login(
    @Arg('input', () => LoginInput) input: LoginInput,
    @Ctx() context: GraphQLContext,
  ): Promise<LoginPayload> {
    const invalid = validateLogin(input);
    if (invalid) throw badUserInput({ [invalid.field]: invalid.message });
    requireSessionStore(context);

    let response;
    try {
      response = await context.services.auth.passwordGrant(input.username, input.password, context.requestId);
    } catch (error) {
      throw signInError(error, context, ['error_description']);
    }
    if (!response?.access_token) throw appError(ErrorCode.UPSTREAM_ERROR, MESSAGES.loginNoBody);
    return startSession(context, response, { asAdmin: input.asAdmin, method: 'password' });
  }

  @Query(() => SsoClient, {
    description:
      'Whether this client signs in with single sign-on, and the OpenID settings the browser starts it with. ' +
      'Public. The catalogue is asked up to twice; a failed lookup answers configured: false, never an error. ' +
      'Always configured: false when single sign-on is off (appConfig.ssoEnabled).',
  })
  async ssoClient(@Ctx() context: GraphQLContext): Promise<SsoClient> {
    const { config } = context.services;
    if (!config.ssoEnabled) return notConfiguredSsoClient();
    for (let attempt = 1; attempt <= SSO_CLIENT_ATTEMPTS; attempt += 1) {
      try {
        return toSsoClient(await context.apis.account.ssoClient(context.request?.hostname), config);
      } catch (error) {
        context.log.warn({ err: error, attempt }, 'single sign-on client lookup failed');
      }
    }
    return notConfiguredSsoClient();
  }

  @Mutation(() => LoginPayload, {
    description:
      "Sign in with single sign-on: the identity provider's access token for the e-mail, checked by the catalogue " +
      '(Account/sso-login). The session is made exactly as by `login` (never admin). Errors: FORBIDDEN when ' +
      "single sign-on is off; BAD_USER_INPUT with 'Please Enter Valid Email address' or the catalogue's Message " +
      '(the SPA then signs out).',
  })
  async ssoLogin(
    @Arg('input', () => SsoLoginInput) input: SsoLoginInput,
    @Ctx() context: GraphQLContext,
  ): Promise<LoginPayload> {
    if (!context.services.config.ssoEnabled) throw forbidden(LEXBRIDGE_MESSAGES.ssoDisabled);
    const invalid = validateSsoLogin(input);
    if (invalid) throw badUserInput({ [invalid.field]: invalid.message });
    requireSessionStore(context);

    let response;
    try {
      response = await context.services.auth.ssoLogin(input.email, input.accessToken, context.requestId);
    } catch (error) {
      throw signInError(error, context, ['Message', 'message', 'error_description']);
    }
    if (!response?.access_token) throw appError(ErrorCode.UPSTREAM_ERROR, MESSAGES.loginNoBody);
    // The catalogue applied the directory's group mappings: the user's other sessions take the new roles and
    // business lines at their next request, as after an administrator's change.
    if (response.userId !== undefined && response.userId !== null)
      await context.services.accessMarks.mark(String(response.userId));
    return startSession(context, response, { asAdmin: false, method: 'sso' });
  }

  @Mutation(() => LogoutPayload, {
    description: 'Sign out: the session and its legacy tokens are forgotten.',
  })
  async logout(@Ctx() context: GraphQLContext): Promise<LogoutPayload> {
    const sessionId = context.principal?.sessionId;
    if (sessionId) await context.services.sessions.delete(sessionId);
    context.services.principals.clearCookie(context.reply);
    actAs(context, null);
    return { ok: true };
  }
}

/**
 * A session cannot be kept while its store (Redis) is away: say so at once, before spending a sign-in at the
 * catalogue.
 */
function requireSessionStore(context: GraphQLContext): void {
  if (!context.services.sessions.available()) throw serviceUnavailable();
}

/**
 * A refused sign-in shows the catalogue's own words (error_description for the Token call, Message for
 * single sign-on) as BAD_USER_INPUT; anything else is the generic sign-in message.
 */
function signInError(error: unknown, context: GraphQLContext, messageKeys: readonly string[]) {
  if (!(error instanceof LegacyError)) throw error;
  if (error.kind === 'http' && error.status !== undefined && error.status < 500) {
    const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as Record<
      string,
      unknown
    >;
    const key = messageKeys.find(
      (candidate) => typeof body[candidate] === 'string' && presentable(body[candidate] as string),
    );
    const description = key ? presentable(body[key] as string)! : '';
    context.log.info({ status: error.status }, 'sign-in refused by the catalogue');
    return description
      ? appError(ErrorCode.BAD_USER_INPUT, description, { fields: { credentials: description } })
      : appError(ErrorCode.UPSTREAM_ERROR, MESSAGES.loginNoBody);
  }
  context.log.warn({ err: error }, 'sign-in failed: the catalogue did not answer usefully');
  return appError(
    error.kind === 'http' ? ErrorCode.UPSTREAM_ERROR : ErrorCode.UPSTREAM_UNAVAILABLE,
    MESSAGES.loginNoBody,
  );
}
