import type { CreateApolloClientOptions } from './apollo-client';

let options: CreateApolloClientOptions = {};

/**
 * How the app's Apollo client is to be made, set by the app at start (app/create-app.ts) before the client itself
 * exists: the client comes with the first screen that needs it (lib/apollo/apollo-gate.tsx).
 */
export function configureApollo(next: CreateApolloClientOptions): void {
  options = next;
}

export function apolloOptions(): CreateApolloClientOptions {
  return options;
}
