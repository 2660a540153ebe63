import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
import { TestProviders } from './providers';
import { createApolloClient } from '../lib/apollo/apollo-client';
import { SessionProvider } from '../lib/session/session-context';
import type { Session } from '../lib/session/types';
import { GRAPHQL_URL } from './bff';
import { sessionFixture } from './fixtures';

/**
 * A few routes of a screen being tested on their own (a hook, a guard), with the app's providers and a session,
 * but without the BFF or the shell. Use renderApp for anything that talks to the BFF.
 */
export function renderRoutes(
  routes: RouteObject[],
  { path, session = sessionFixture() }: { path: string; session?: Session },
) {
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
  const router = createMemoryRouter([{ element: <SessionOutlet session={session} />, children: routes }], {
    initialEntries: [path],
  });
  const user = userEvent.setup();
  const view = render(
    <TestProviders client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return {
    ...view,
    router,
    user,
    location: () => router.state.location.pathname + router.state.location.search,
  };
}

/**
 * One screen at `route`, talking to the msw BFF (handlers from `server.use`), for a user who may edit there and whose
 * fields `user` overrides over the fixture's (a client's user: `clientId`, `clientName`, `roles`).
 */
export function renderScreenAs(
  element: ReactNode,
  { route, user = {} }: { route: string; user?: Partial<Session['user']> },
) {
  const fixture = sessionFixture({ editableRoutes: [route] });
  const session = { ...fixture, user: { ...fixture.user, ...user } } as Session;
  const router = createMemoryRouter(
    [{ element: <SessionOutlet session={session} />, children: [{ path: route, element }] }],
    { initialEntries: [route] },
  );
  const view = render(
    <TestProviders client={createApolloClient({ uri: GRAPHQL_URL, getRoutePath: () => route })}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, router, user: userEvent.setup() };
}

function SessionOutlet({ session, children }: { session: Session; children?: ReactNode }) {
  return <SessionProvider value={session}>{children ?? <Outlet />}</SessionProvider>;
}
