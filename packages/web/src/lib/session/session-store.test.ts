import { graphql, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { gqlError, GRAPHQL_URL } from '../../testing/bff';
import { server } from '../../testing/server';
import { connectBff } from '../bff-request';
import { sessionFixture } from '../../testing/fixtures';
import { currentSession, loadSession, resetSessionStore, setSession } from './session-store';

const api = graphql.link(GRAPHQL_URL);

describe('loading the session', () => {
  beforeEach(() => {
    connectBff({ uri: GRAPHQL_URL, getRoutePath: () => '/extracts' });
    resetSessionStore();
  });

  it('takes a session the BFF refuses (UNAUTHENTICATED, say its user was deleted) as signed out, not as a failure', async () => {
    server.use(
      api.query('Session', () =>
        HttpResponse.json({
          data: { session: null },
          errors: [gqlError('UNAUTHENTICATED', 'Your session has ended. Please sign in again.')],
        }),
      ),
    );
    await loadSession();
    expect(currentSession()).toMatchObject({ session: null, error: undefined, endReason: 'expired' });
  });

  it('reports a BFF that cannot answer as an error, with the session still unknown', async () => {
    server.use(api.query('Session', () => HttpResponse.error()));
    await loadSession();
    expect(currentSession().session).toBeUndefined();
    expect(currentSession().error).toBeInstanceOf(Error);
  });

  it('takes "no session" in a tab that had one (a reload after the BFF ended it) as ended, not as never signed in', async () => {
    server.use(api.query('Session', () => HttpResponse.json({ data: { session: null } })));
    setSession(sessionFixture());
    resetSessionStore();
    await loadSession();
    expect(currentSession()).toMatchObject({ session: null, endReason: 'expired' });

    // A reload of the sign-in page still says why the user is there, until the user signs in or logs out.
    resetSessionStore();
    await loadSession();
    expect(currentSession()).toMatchObject({ session: null, endReason: 'expired' });
    setSession(null, { reason: 'logout' });
    resetSessionStore();
    await loadSession();
    expect(currentSession()).toMatchObject({ session: null, endReason: null });
  });

  it('still says the session ended after a reload that overtook the page noticing it', async () => {
    server.use(api.query('Session', () => HttpResponse.json({ data: { session: null } })));
    setSession(sessionFixture());
    // The old page saw UNAUTHENTICATED and ended the session; the reload then finds no session at all.
    setSession(null, { reason: 'expired' });
    resetSessionStore();
    await loadSession();
    expect(currentSession()).toMatchObject({ session: null, endReason: 'expired' });
    setSession(null, { reason: 'logout' });
  });

  it('greets a visitor whose tab never had a session with no reason', async () => {
    server.use(api.query('Session', () => HttpResponse.json({ data: { session: null } })));
    await loadSession();
    expect(currentSession()).toMatchObject({ session: null, endReason: null });
  });
});
