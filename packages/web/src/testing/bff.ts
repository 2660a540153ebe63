import { MESSAGES } from '@lexbridge/rules';
import { graphql, HttpResponse } from 'msw';
import type { GraphQLFormattedError } from 'graphql';
import type {
  AppConfigQuery,
  InboxCountsQuery,
  SessionQuery,
  SsoClientQuery,
  SubscriptionProductsQuery,
} from '../gql/graphql';
import {
  appConfigFixture,
  inboxCountsFixture,
  sessionFixture,
  ssoClientFixture,
  subscriptionProductsFixture,
} from './fixtures';
import { server } from './server';

/** Absolute: msw in jsdom matches absolute URLs only (it resolves relative ones against localhost:3000). */
export const GRAPHQL_URL = 'http://localhost:3000/graphql';

type Session = NonNullable<SessionQuery['session']>;
type Errors = { errors: GraphQLFormattedError[] };
/** What a mocked operation answers: data, GraphQL errors, or a failed request. */
export type Answer<T> = T | Errors | 'network-error';
type MessageAnswer = Answer<{ message: string }>;

export interface RecordedCall {
  operationName: string;
  variables: Record<string, unknown>;
  route: string | null;
}

export interface MockBffOptions {
  /** The signed-in session; null for nobody. */
  session?: Session | null;
  /** What `login` answers: a session, GraphQL errors or a network failure. Default: the session fixture. */
  login?: Answer<{ session: Session; message?: string | null }>;
  inboxCounts?: InboxCountsQuery['inboxCounts'] | Errors;
  /** Holds the login answer until this settles (to see the loading state). */
  delayLogin?: Promise<void>;
  /** Holds the answer of the named operations until their promise settles. */
  delay?: Partial<Record<string, Promise<void>>>;
  /** Merged over the fixture (everything off, the spec's timings). */
  appConfig?: Partial<AppConfigQuery['appConfig']> | Errors;
  /** Merged over the fixture (a configured client). */
  ssoClient?: Answer<Partial<SsoClientQuery['ssoClient']>>;
  ssoLogin?: Answer<{ session: Session }>;
  signUp?: MessageAnswer;
  requestPasswordReset?: MessageAnswer;
  resetPassword?: MessageAnswer;
  changePassword?: MessageAnswer;
  subscriptionProducts?: Answer<SubscriptionProductsQuery['subscriptionProducts']>;
  registerUser?: MessageAnswer;
  requestCustomPricing?: MessageAnswer;
}

/** An error as the BFF formats it. */
export function gqlError(
  code: string,
  message: string,
  fields?: Record<string, string>,
): GraphQLFormattedError {
  return { message, extensions: { code, ...(fields ? { fields } : {}) } };
}

function isErrors(value: unknown): value is Errors {
  return typeof value === 'object' && value !== null && 'errors' in value;
}

/** The answer as an HTTP response: `data: { [field]: build(value) }`, the errors, or a network failure. */
function respond<T>(field: string, answer: Answer<T>, build: (value: T) => unknown) {
  if (answer === 'network-error') return HttpResponse.error();
  if (isErrors(answer)) return HttpResponse.json({ errors: answer.errors, data: null });
  return HttpResponse.json({ data: { [field]: build(answer) } });
}

const messagePayload = ({ message }: { message: string }) => ({
  __typename: 'MessagePayload',
  ok: true,
  message,
});

/**
 * A stand-in BFF with a session that the mutations change, so a test can sign in, look around and sign out. It
 * records every operation with its variables and its x-lexbridge-route header.
 */
export function mockBff({
  session = null,
  login,
  inboxCounts = inboxCountsFixture as never,
  delayLogin,
  delay = {},
  appConfig = {},
  ssoClient = {},
  ssoLogin,
  signUp = { message: MESSAGES.signUpSuccess },
  requestPasswordReset = { message: 'A reset link has been sent to your e-mail address.' },
  resetPassword = { message: 'Your password has been updated.' },
  changePassword = { message: MESSAGES.changePasswordSuccess },
  subscriptionProducts = subscriptionProductsFixture,
  registerUser = { message: 'Thank you for registering. We will be in touch shortly.' },
  requestCustomPricing = { message: 'Thank you. Our team will contact you with a quote.' },
}: MockBffOptions = {}) {
  const state = { session, calls: [] as RecordedCall[] };
  const api = graphql.link(GRAPHQL_URL);

  const record = (operationName: string, variables: Record<string, unknown>, request: Request) =>
    state.calls.push({ operationName, variables, route: request.headers.get('x-lexbridge-route') });

  /** Records the call, waits for its delay, then answers. */
  const handle =
    (operationName: string, answer: () => Response | Promise<Response>) =>
    async ({ variables, request }: { variables: Record<string, unknown>; request: Request }) => {
      record(operationName, variables, request);
      await delay[operationName];
      return answer();
    };

  const signIn = (
    answer: Answer<{ session: Session; message?: string | null }> | undefined,
    field: string,
  ) => {
    const resolved = answer ?? { session: sessionFixture() };
    if (resolved !== 'network-error' && !isErrors(resolved)) state.session = resolved.session;
    return respond(field, resolved, (value) => ({
      __typename: 'LoginPayload',
      message: value.message ?? null,
      session: value.session,
    }));
  };

  server.use(
    api.query(
      'Session',
      handle('Session', () => HttpResponse.json({ data: { session: state.session } })),
    ),
    api.query(
      'AppConfig',
      handle('AppConfig', () =>
        isErrors(appConfig)
          ? HttpResponse.json({ errors: appConfig.errors, data: null })
          : HttpResponse.json({ data: { appConfig: { ...appConfigFixture(), ...appConfig } } }),
      ),
    ),
    api.query(
      'InboxCounts',
      handle('InboxCounts', () => {
        if (!state.session)
          return HttpResponse.json({ errors: [gqlError('UNAUTHENTICATED', 'Not signed in.')] });
        if ('errors' in inboxCounts) return HttpResponse.json({ errors: inboxCounts.errors, data: null });
        return HttpResponse.json({ data: { inboxCounts } });
      }),
    ),
    api.mutation('Login', async ({ variables, request }) => {
      record('Login', variables, request);
      await delayLogin;
      return signIn(login, 'login');
    }),
    api.mutation(
      'Logout',
      handle('Logout', () => {
        state.session = null;
        return HttpResponse.json({ data: { logout: { __typename: 'LogoutPayload', ok: true } } });
      }),
    ),
    api.query(
      'SsoClient',
      handle('SsoClient', () =>
        respond('ssoClient', ssoClient, (value) => ({ ...ssoClientFixture(), ...value })),
      ),
    ),
    api.mutation(
      'SsoLogin',
      handle('SsoLogin', () => signIn(ssoLogin, 'ssoLogin')),
    ),
    api.mutation(
      'SignUp',
      handle('SignUp', () => respond('signUp', signUp, messagePayload)),
    ),
    api.mutation(
      'RequestPasswordReset',
      handle('RequestPasswordReset', () =>
        respond('requestPasswordReset', requestPasswordReset, messagePayload),
      ),
    ),
    api.mutation(
      'ResetPassword',
      handle('ResetPassword', () => respond('resetPassword', resetPassword, messagePayload)),
    ),
    api.mutation(
      'ChangePassword',
      handle('ChangePassword', () =>
        state.session
          ? respond('changePassword', changePassword, messagePayload)
          : HttpResponse.json({ errors: [gqlError('UNAUTHENTICATED', 'Not signed in.')] }),
      ),
    ),
    api.query(
      'SubscriptionProducts',
      handle('SubscriptionProducts', () =>
        respond('subscriptionProducts', subscriptionProducts, (value) => value),
      ),
    ),
    api.mutation(
      'RegisterUser',
      handle('RegisterUser', () => respond('registerUser', registerUser, messagePayload)),
    ),
    api.mutation(
      'RequestCustomPricing',
      handle('RequestCustomPricing', () =>
        respond('requestCustomPricing', requestCustomPricing, messagePayload),
      ),
    ),
  );

  return {
    state,
    calls: (operationName: string) => state.calls.filter((call) => call.operationName === operationName),
  };
}
