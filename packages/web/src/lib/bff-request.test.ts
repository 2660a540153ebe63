import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginDocument, SessionDocument } from '../gql/graphql';
import { BffRequestError, bffRequest, connectBff, ROUTE_HEADER } from './bff-request';
import { errorMessage, fieldErrors, isUnauthenticated } from './graphql-errors';

function answer(status: number, body: unknown) {
  const fetchStub = vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fetchStub);
  return fetchStub;
}

describe('bffRequest (the sign-in page, without Apollo)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends what Apollo sends: the cookie, the page, the document's trusted hash and its text with __typename", async () => {
    connectBff({ uri: 'http://bff.test/graphql', getRoutePath: () => '/login' });
    const fetchStub = answer(200, { data: { session: null } });
    expect(await bffRequest(SessionDocument)).toEqual({ session: null });
    const [url, init] = fetchStub.mock.calls[0]!;
    expect(url).toBe('http://bff.test/graphql');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect((init!.headers as Record<string, string>)[ROUTE_HEADER]).toBe('/login');
    const body = JSON.parse(String(init!.body));
    expect(body.operationName).toBe('Session');
    expect(body.extensions.persistedQuery.sha256Hash).toBe(
      (SessionDocument as unknown as { __meta__: { hash: string } }).__meta__.hash.replace(/^sha256:/, ''),
    );
    expect(body.query).toMatch(/^query Session/);
    expect(body.query).toContain('__typename');
  });

  it("throws the BFF's GraphQL errors, which the error helpers read as they read Apollo's", async () => {
    answer(200, {
      data: null,
      errors: [
        {
          message: 'Bad',
          extensions: {
            code: 'BAD_USER_INPUT',
            fields: { username: 'Please enter a valid email address for the username' },
          },
        },
      ],
    });
    const failure = await bffRequest(LoginDocument, {
      input: { username: 'x', password: 'y', acceptTerms: true },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BffRequestError);
    expect(fieldErrors(failure)).toEqual({ username: 'Please enter a valid email address for the username' });
    expect(errorMessage(failure, 'fallback')).toBe('Please enter a valid email address for the username');
  });

  it('throws for an HTTP failure without errors, a 401 counting as a signed-out session', async () => {
    answer(401, { message: 'no' });
    const failure = await bffRequest(SessionDocument).catch((error: unknown) => error);
    expect(isUnauthenticated(failure)).toBe(true);
    expect(errorMessage(failure, 'fallback')).toBe('fallback');
  });
});
