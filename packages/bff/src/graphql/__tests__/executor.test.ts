import { buildSchema, getOperationAST, GraphQLError, parse, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { GraphQLContext } from '../context.js';
import {
  compilable,
  formatExecutionErrors,
  MEDIA_TYPES,
  responseMediaType,
  TrustedOperations,
} from '../executor.js';

function testSchema(): GraphQLSchema {
  const schema = buildSchema(`
    enum Kind { A B }
    input Page { pageNumber: Int! = 1, pageSize: Int! = 100, text: String }
    type Query {
      page(p: Page!): String
      two(a: Int = 3, b: String, kind: Kind): String
      fail: String
    }
  `);
  const fields = schema.getQueryType()!.getFields();
  fields.page!.resolve = (_root, args) => JSON.stringify(args);
  fields.two!.resolve = (_root, args) => JSON.stringify(args);
  fields.fail!.resolve = () => {
    throw new GraphQLError('refused', { extensions: { code: 'FORBIDDEN' } });
  };
  return schema;
}

const context = {} as GraphQLContext;

describe('which operations graphql-jit runs', () => {
  const schema = testSchema();
  const operation = (text: string) => getOperationAST(parse(text))!;

  it('compiles literal arguments and scalar or enum variables used directly', () => {
    expect(compilable(schema, operation('{ page(p: { pageSize: 10 }) two }'))).toBe(true);
    expect(compilable(schema, operation('query($b: String, $k: Kind) { two(b: $b, kind: $k) }'))).toBe(true);
  });

  it('leaves input object variables, variables inside literals and defaulted variables to graphql-js', () => {
    expect(compilable(schema, operation('query($p: Page!) { page(p: $p) }'))).toBe(false);
    expect(compilable(schema, operation('query($s: Int) { page(p: { pageSize: $s }) }'))).toBe(false);
    expect(compilable(schema, operation('query($b: String = "x") { two(b: $b) }'))).toBe(false);
  });
});

describe('prepared trusted operations', () => {
  const operations = new TrustedOperations(testSchema(), [], 1000);

  it('answer exactly what graphql-js answers, defaults included, compiled or not', async () => {
    const cases: [string, Record<string, unknown>, unknown][] = [
      ['{ page(p: { pageSize: 10 }) }', {}, { page: '{"p":{"pageNumber":1,"pageSize":10}}' }],
      ['{ two }', {}, { two: '{"a":3}' }],
      ['query($s: Int) { page(p: { pageSize: $s }) }', {}, { page: '{"p":{"pageNumber":1,"pageSize":100}}' }],
      [
        'query($p: Page!) { page(p: $p) }',
        { p: { pageSize: 5 } },
        { page: '{"p":{"pageNumber":1,"pageSize":5}}' },
      ],
      ['query($b: String) { two(b: $b) }', {}, { two: '{"a":3}' }],
    ];
    for (const [text, variables, data] of cases) {
      const prepared = operations.prepare(text, null)!;
      expect((await prepared.run(context, variables)).data).toEqual(data);
    }
  });

  it('keeps a resolver error with its code and path, beside the rest of the data', async () => {
    const result = await operations.prepare('{ fail two }', null)!.run(context, {});
    expect(result.data).toEqual({ fail: null, two: '{"a":3}' });
    expect(result.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    expect(result.errors?.[0]?.path).toEqual(['fail']);
  });

  it('answers variables that do not fit with errors and no data', async () => {
    const result = await operations.prepare('query($p: Page!) { page(p: $p) }', null)!.run(context, {});
    expect(result.data).toBeUndefined();
    expect(formatExecutionErrors(result.errors!, false)[0]!.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('prepares nothing for a document that does not parse, validate or name one operation', () => {
    expect(operations.prepare('{ page(', null)).toBeNull();
    expect(operations.prepare('{ nothing }', null)).toBeNull();
    expect(operations.prepare('query A { two } query B { two }', null)).toBeNull();
    expect(operations.prepare('query A { two } query B { two }', 'B')?.name).toBe('B');
    expect(operations.prepare('query A { two }', 'C')).toBeNull();
  });
});

describe('answers of prepared operations', () => {
  it('are JSON unless the client prefers the GraphQL response type, as Apollo Server chooses', () => {
    expect(responseMediaType(undefined)).toBe(MEDIA_TYPES.json);
    expect(responseMediaType('*/*')).toBe(MEDIA_TYPES.json);
    expect(responseMediaType('application/graphql-response+json, application/json;q=0.9')).toBe(
      MEDIA_TYPES.graphqlResponse,
    );
    expect(responseMediaType('text/html')).toBeNull();
  });

  it('mask errors that are not ours and keep coded ones', () => {
    const [masked, coded] = formatExecutionErrors(
      [
        new GraphQLError('secret detail of a crash'),
        new GraphQLError('No.', { extensions: { code: 'FORBIDDEN' } }),
      ],
      true,
    );
    expect(masked).toEqual(expect.objectContaining({ extensions: { code: 'INTERNAL_SERVER_ERROR' } }));
    expect(masked!.message).not.toContain('secret');
    expect(coded).toEqual(expect.objectContaining({ message: 'No.', extensions: { code: 'FORBIDDEN' } }));
  });
});
