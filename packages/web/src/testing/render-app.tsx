import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createApp } from '../app/create-app';
import { AppProvider } from '../app/provider';
import { apolloClient } from '../lib/apollo/apollo-instance';
import { GRAPHQL_URL } from './bff';

/** The whole app (router, Apollo, Chakra) at `path`, against whatever BFF the test mocked. */
export function renderApp(path = '/') {
  const app = createApp({
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: [path] }),
    graphqlUri: GRAPHQL_URL,
  });
  // The client the app's Apollo gate will use, made now so that tests can look into its cache.
  const client = apolloClient();
  const user = userEvent.setup();
  const view = render(
    <AppProvider>
      <RouterProvider router={app.router} />
    </AppProvider>,
  );
  return {
    ...view,
    ...app,
    client,
    user,
    /** The current URL path with its query, e.g. "/login?redirectTo=%2Fextracts". */
    location: () => app.router.state.location.pathname + app.router.state.location.search,
  };
}
