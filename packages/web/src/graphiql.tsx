// The self-hosted GraphiQL page (served by the BFF at /graphiql). Everything is bundled, Monaco's workers and fonts
// included, so it works with no network beyond the BFF itself.
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { env } from './config/env';

/**
 * Says "this comes from GraphiQL" to the BFF. With a session cookie, the BFF then lets it run any operation (not
 * only the app's trusted documents) where TRUSTED_DOCUMENTS_ALLOW_GRAPHIQL is on (pnpm dev); elsewhere put a bearer
 * token in the Headers tab.
 */
const CLIENT_HEADER = { 'x-lexbridge-client': 'graphiql' };

const fetcher = createGraphiQLFetcher({
  url: new URL(env.graphqlUrl, window.location.origin).href,
  enableIncrementalDelivery: false,
  headers: CLIENT_HEADER,
  // The browser's Lexbridge session cookie goes along, so a signed-in developer queries as themselves. A value in
  // the Headers tab (e.g. Authorization: Bearer …) is sent as well and takes over for internal-tool tokens.
  fetch: (input, init) => fetch(input, { ...init, credentials: 'include' }),
});

const defaultQuery = `# Runs with this browser's Lexbridge session (any operation only where the BFF allows GraphiQL:
# TRUSTED_DOCUMENTS_ALLOW_GRAPHIQL). Tools: add {"Authorization": "Bearer <token>"} under Headers.
{
  session {
    user {
      name
      email
    }
  }
}
`;

const container = document.getElementById('graphiql');
if (!container) throw new Error('index: #graphiql is missing from graphiql.html');

createRoot(container).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={defaultQuery}
      isHeadersEditorEnabled
      shouldPersistHeaders={false}
    />
  </StrictMode>,
);
