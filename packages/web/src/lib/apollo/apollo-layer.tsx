import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { apolloClient } from './apollo-instance';

/** Apollo Client for what is below, loaded with it (lib/apollo/apollo-gate.tsx). */
export function ApolloLayer({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient()}>{children}</ApolloProvider>;
}
