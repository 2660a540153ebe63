import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { AppProvider } from '../app/provider';

/** The app's providers with an Apollo client, for tests that render screens without the router's Apollo gate. */
export function TestProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    <AppProvider>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </AppProvider>
  );
}
