import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { SetContextLink } from '@apollo/client/link/context';
import { bffConnection, ROUTE_HEADER } from '../bff-request';
import { isUnauthenticated } from '../graphql-errors';
import { typePolicies } from '../type-policies';

/**
 * Trusted documents: codegen gives every generated document its sha256 hash (`__meta__.hash`, the key of
 * src/gql/persisted-documents.json). The hash goes with each request as `extensions.persistedQuery.sha256Hash`, next
 * to the query text (which the BFF checks against the same manifest, so tests and tools that read the text keep
 * working). The BFF runs, for a browser session, only operations of that manifest.
 */
export const persistedDocumentLink = new ApolloLink((operation, forward) => {
  const hash = (operation.query as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  if (typeof hash === 'string') {
    operation.extensions.persistedQuery = { version: 1, sha256Hash: hash.replace(/^sha256:/, '') };
  }
  return forward(operation);
});

export interface CreateApolloClientOptions {
  /** Where /graphql lives; the same origin by default. Tests pass an absolute URL (msw needs one). */
  uri?: string;
  /** The current SPA path, sent as x-lexbridge-route. */
  getRoutePath?: () => string;
  /** Called once per operation that failed because the session is gone (UNAUTHENTICATED or HTTP 401). */
  onUnauthenticated?: () => void;
}

export function createApolloClient({
  uri = bffConnection().uri,
  getRoutePath = bffConnection().getRoutePath,
  onUnauthenticated,
}: CreateApolloClientOptions = {}): ApolloClient {
  const routeLink = new SetContextLink((previous) => ({
    headers: { ...previous.headers, [ROUTE_HEADER]: getRoutePath() },
  }));

  const errorLink = new ErrorLink(({ error }) => {
    if (isUnauthenticated(error)) onUnauthenticated?.();
  });

  // credentials 'include': the session is the BFF's httpOnly cookie; the browser never holds a token.
  const httpLink = new HttpLink({ uri, credentials: 'include' });

  return new ApolloClient({
    link: ApolloLink.from([errorLink, routeLink, persistedDocumentLink, httpLink]),
    cache: new InMemoryCache({ typePolicies }),
  });
}
