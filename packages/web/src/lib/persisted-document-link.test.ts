// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { InboxCountsDocument, SessionDocument } from '../gql/graphql';
import { persistedDocumentLink } from './apollo/apollo-client';

const manifest = JSON.parse(
  readFileSync(join(import.meta.dirname, '../gql/persisted-documents.json'), 'utf8'),
) as Record<string, string>;

describe('trusted documents on the wire', () => {
  it("sends each operation's manifest hash with its text, as the BFF expects", async () => {
    const bodies: {
      operationName: string;
      query: string;
      extensions?: { persistedQuery?: { sha256Hash?: string } };
    }[] = [];
    const http = new HttpLink({
      uri: 'http://bff.test/graphql',
      fetch: async (_url, init) => {
        bodies.push(JSON.parse(String(init?.body)));
        const data = bodies.at(-1)!.operationName === 'Session' ? { session: null } : { inboxCounts: [] };
        return new Response(JSON.stringify({ data }), { headers: { 'content-type': 'application/json' } });
      },
    });
    const client = new ApolloClient({
      link: ApolloLink.from([persistedDocumentLink, http]),
      cache: new InMemoryCache(),
    });
    await client.query({ query: SessionDocument });
    await client.query({ query: InboxCountsDocument });

    expect(bodies.map((body) => body.operationName)).toEqual(['Session', 'InboxCounts']);
    for (const body of bodies) {
      const hash = body.extensions?.persistedQuery?.sha256Hash;
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      // The hash names the operation's document in the manifest the BFF loads.
      expect(manifest[`sha256:${hash}`]).toContain(body.operationName);
      expect(body.query).toContain(body.operationName);
    }
  });
});
