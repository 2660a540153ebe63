import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import {
  Kind,
  print,
  visit,
  type DocumentNode,
  type GraphQLFormattedError,
  type SelectionSetNode,
} from 'graphql';
import { env } from '../config/env';

/** The BFF derives MenuId, BreadCrumbId, isLegal and edit permission from the page the call comes from. */
export const ROUTE_HEADER = 'x-lexbridge-route';

export interface BffConnection {
  /** Where /graphql lives; the same origin by default. Tests pass an absolute URL (msw needs one). */
  uri: string;
  /** The current SPA path, sent as x-lexbridge-route. */
  getRoutePath: () => string;
}

let connection: BffConnection = { uri: env.graphqlUrl, getRoutePath: () => window.location.pathname };

/** Set once by the app (app/create-app.ts): the Apollo client and bffRequest then talk to the same BFF alike. */
export function connectBff(next: BffConnection): void {
  connection = next;
}

export function bffConnection(): BffConnection {
  return connection;
}

/**
 * A failed request made without Apollo: the GraphQL errors the BFF answered (none for an HTTP failure). It has the
 * `errors` of Apollo's CombinedGraphQLErrors, so lib/graphql-errors.ts reads both alike.
 */
export class BffRequestError extends Error {
  constructor(
    readonly errors: readonly GraphQLFormattedError[],
    readonly statusCode: number | null = null,
  ) {
    super(errors[0]?.message ?? `The BFF answered ${statusCode ?? 'nothing'}`);
    this.name = 'BffRequestError';
  }
}

/** What Apollo adds to every document: `__typename` in each selection set below the operation's root. */
function withTypenames(document: DocumentNode): DocumentNode {
  const typename = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } } as const;
  return visit(document, {
    SelectionSet(node: SelectionSetNode, _key, parent) {
      const root =
        parent && !Array.isArray(parent) && (parent as { kind?: string }).kind === Kind.OPERATION_DEFINITION;
      const has = node.selections.some(
        (item) => item.kind === Kind.FIELD && item.name.value === '__typename',
      );
      return root || has ? undefined : { ...node, selections: [...node.selections, typename] };
    },
  });
}

const printed = new WeakMap<DocumentNode, { query: string; operationName: string; hash: string | null }>();

function prepared(document: DocumentNode) {
  let entry = printed.get(document);
  if (!entry) {
    const operation = document.definitions.find(
      (definition) => definition.kind === Kind.OPERATION_DEFINITION,
    );
    const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
    entry = {
      query: print(withTypenames(document)),
      operationName: operation?.name?.value ?? '',
      hash: typeof hash === 'string' ? hash.replace(/^sha256:/, '') : null,
    };
    printed.set(document, entry);
  }
  return entry;
}

/**
 * One GraphQL operation over fetch, as Apollo sends it (the session cookie, the page as x-lexbridge-route, the
 * document's trusted hash and its text with `__typename`s). The sign-in page uses it so that the first page load
 * needs no Apollo Client; everything past sign-in uses Apollo. Throws BffRequestError for GraphQL errors and failed
 * HTTP answers; a network failure throws as fetch does.
 */
export async function bffRequest<TData, TVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<TData> {
  const { query, operationName, hash } = prepared(document);
  const response = await fetch(connection.uri, {
    method: 'POST',
    credentials: 'include',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      [ROUTE_HEADER]: connection.getRoutePath(),
    },
    body: JSON.stringify({
      operationName,
      query,
      variables: variables ?? {},
      ...(hash ? { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } } : {}),
    }),
  });
  type Body = { data?: TData | null; errors?: GraphQLFormattedError[] };
  const body = (await response.json().catch(() => null)) as Body | null; // not JSON: reported by its status
  if (body?.errors?.length) throw new BffRequestError(body.errors, response.status);
  if (!response.ok || !body?.data) throw new BffRequestError([], response.status);
  return body.data;
}
