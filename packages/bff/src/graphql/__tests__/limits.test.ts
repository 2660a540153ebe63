import { readFileSync } from 'node:fs';
import { getIntrospectionQuery, parse, validate } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { queryLimits } from '../query-limits.js';
import { getSchema } from '../schema.js';
import { TrustedDocuments } from '../trusted-documents.js';

const config = loadConfig({});
const rule = queryLimits({
  maxDepth: config.maxQueryDepth,
  maxAliases: config.maxQueryAliases,
  maxCost: config.maxQueryCost,
  listFactor: config.queryCostListFactor,
});

let schema: Awaited<ReturnType<typeof getSchema>>;
beforeAll(async () => {
  schema = await getSchema();
});

function errors(query: string) {
  return validate(schema, parse(query), [rule]).map((error) => ({
    message: error.message,
    code: error.extensions.code,
  }));
}

describe('the query limits', () => {
  it('refuse selections nested too deep (QUERY_TOO_DEEP)', () => {
    const deep = `{ session { menu { ${'subMenus { '.repeat(12)}id${' }'.repeat(12)} } } }`;
    expect(errors(deep)).toContainEqual({
      code: 'QUERY_TOO_DEEP',
      message: 'The query is nested 15 levels deep; at most 12 are allowed.',
    });
  });

  it('refuse too many aliases (TOO_MANY_ALIASES), counted as executed through fragments', () => {
    const aliases = Array.from({ length: 31 }, (_, i) => `a${i}: isAdmin`).join(' ');
    expect(errors(`{ session { ${aliases} } }`)).toEqual([
      { code: 'TOO_MANY_ALIASES', message: 'The query uses 31 aliases; at most 30 are allowed.' },
    ]);
    const fragment = `fragment F on Session { ${Array.from({ length: 16 }, (_, i) => `b${i}: isAdmin`).join(' ')} }`;
    expect(
      errors(`{ session { ...F } again: session { ...F } } ${fragment}`).map((error) => error.code),
    ).toEqual(['TOO_MANY_ALIASES']);
  });

  it('refuse an expensive query (QUERY_TOO_COMPLEX): lists multiply what is below them', () => {
    const nested = `{ session { menu { subMenus { subMenus { subMenus { subMenus { breadcrumbs { id label } } } } } } } }`;
    const [error] = errors(nested);
    expect(error?.code).toBe('QUERY_TOO_COMPLEX');
    expect(error?.message).toMatch(
      /^The query is too expensive: its estimated cost is \d+; at most 250000 is allowed\./,
    );
  });

  it('measure a fragment bomb by its text, not by its expansion', () => {
    const names = Array.from({ length: 40 }, (_, i) => `F${i}`);
    const fragments = names
      .map((name, i) =>
        i === names.length - 1
          ? `fragment ${name} on Session { isAdmin }`
          : `fragment ${name} on Session { ...${names[i + 1]} a${i}: isAdmin ...${names[i + 1]} }`,
      )
      .join('\n');
    const started = performance.now();
    const found = errors(`{ session { ...F0 } } ${fragments}`).map((error) => error.code);
    expect(performance.now() - started).toBeLessThan(200);
    expect(found).toContain('TOO_MANY_ALIASES');
    expect(found).toContain('QUERY_TOO_COMPLEX');
  });

  it("let GraphiQL's introspection and every operation of the app through, with room to spare", () => {
    expect(errors(getIntrospectionQuery())).toEqual([]);
    const manifest = JSON.parse(readFileSync(config.trustedDocumentsManifest, 'utf8')) as Record<
      string,
      string
    >;
    expect(new TrustedDocuments(manifest).size).toBeGreaterThan(0);
    const strict = queryLimits({
      maxDepth: config.maxQueryDepth,
      maxAliases: config.maxQueryAliases,
      maxCost: Math.floor(config.maxQueryCost / 2),
      listFactor: config.queryCostListFactor,
    });
    for (const text of Object.values(manifest)) {
      expect(
        validate(schema, parse(text), [strict]).map((error) => error.message),
        text.slice(0, 60),
      ).toEqual([]);
    }
  });
});
