import type { ApolloClient } from '@apollo/client';
import { onSessionEnd } from '../session/end-session';
import { createApolloClient, type CreateApolloClientOptions } from './apollo-client';
import { apolloOptions } from './apollo-options';
import { forgetSessionData } from './forget-session-data';

let current: { options: CreateApolloClientOptions; client: ApolloClient; detach: () => void } | null = null;

/**
 * The app's Apollo client, made on first use with the app's options (configureApollo). A session that ends empties
 * its cache. An app made anew (each test makes its own) gets a client of its own.
 */
export function apolloClient(): ApolloClient {
  const options = apolloOptions();
  if (!current || current.options !== options) {
    current?.detach();
    const client = createApolloClient(options);
    current = { options, client, detach: onSessionEnd(() => forgetSessionData(client)) };
  }
  return current.client;
}
