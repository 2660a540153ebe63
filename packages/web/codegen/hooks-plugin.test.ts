// @vitest-environment node
import { createRequire } from 'node:module';
import type { PluginFunction, Types } from '@graphql-codegen/plugin-helpers';
import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';

const { plugin } = createRequire(import.meta.url)('./hooks-plugin.cjs') as { plugin: PluginFunction };

const schema = buildSchema(`
  type Query { law(id: ID!): String, laws(first: Int): [String!]! }
  type Mutation { approve(id: ID!): Boolean! }
`);

async function run(source: string): Promise<string> {
  const documents: Types.DocumentFile[] = [{ location: '/repo/web/src/a.graphql', document: parse(source) }];
  const output = await plugin(schema, documents, { rootDir: '/repo/web' });
  return typeof output === 'string' ? output : output.content;
}

describe('hooks codegen plugin', () => {
  it('writes a typed hook per operation over Apollo hooks', async () => {
    const content = await run(`
      query LawDetail($id: ID!) { law(id: $id) }
      query Laws($first: Int) { laws(first: $first) }
      mutation ApproveLaw($id: ID!) { approve(id: $id) }
    `);
    // Required variables make the options argument required.
    expect(content).toContain(
      'export function useLawDetailQuery(options: SkipToken | useQuery.Options<LawDetailQuery, LawDetailQueryVariables>)',
    );
    expect(content).toContain(
      'export function useLawsQuery(options?: SkipToken | useQuery.Options<LawsQuery',
    );
    expect(content).toContain('return useLazyQuery(LawsDocument, options);');
    expect(content).toContain('return useMutation(ApproveLawDocument, options);');
    expect(content).toContain('(src/a.graphql)');
    expect(content).not.toContain('@ts-nocheck');
  });

  it('refuses names the client preset would spell differently', async () => {
    await expect(run('query lawDetail { laws }')).rejects.toThrow(/PascalCase/);
    await expect(run('query LawURL { laws }')).rejects.toThrow(/PascalCase/);
    await expect(run('query LawsQuery { laws }')).rejects.toThrow(/must not end with Query/);
    await expect(run('{ laws }')).rejects.toThrow(/needs a name/);
  });
});
