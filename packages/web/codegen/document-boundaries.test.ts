import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse, visit } from 'graphql';
import { describe, expect, it } from 'vitest';

/**
 * A feature's screens use the GraphQL documents of their own feature or of the shared folders (components/, lib/),
 * never another feature's; shared code uses no feature's documents. ESLint sees the imports, not this: every hook
 * comes from gql/, whoever owns its document.
 */
const src = path.resolve(import.meta.dirname, '../src');

function filesUnder(dir: string, test: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : filesUnder(full, test);
    return test(entry.name) ? [full] : [];
  });
}

const SHARED = ['components', 'lib', 'config'];

/** features/<name> for a feature's file, 'shared' for components/, lib/ and config/, 'app' for the rest. */
function owner(file: string): string {
  const [top, name] = path.relative(src, file).split(path.sep);
  if (top === 'features') return `features/${name}`;
  return SHARED.includes(top!) ? 'shared' : 'app';
}

/** app/ (and the test helpers) assemble the features: they may use anything. */
const mayUse = (user: string, definedIn: string) =>
  user === 'app' || definedIn === 'shared' || definedIn === user;

const graphqlFiles = filesUnder(src, (name) => name.endsWith('.graphql'));
/** Operation and fragment name -> the owner of the file defining it. */
const definitions = new Map<string, { owner: string; file: string }>();
for (const file of graphqlFiles) {
  for (const definition of parse(readFileSync(file, 'utf8')).definitions) {
    if (
      (definition.kind === Kind.OPERATION_DEFINITION || definition.kind === Kind.FRAGMENT_DEFINITION) &&
      definition.name
    )
      definitions.set(definition.name.value, { owner: owner(file), file: path.relative(src, file) });
  }
}

/** The documents a TypeScript file names through its generated hooks, document nodes and result types. */
function documentsNamedIn(source: string): Set<string> {
  const names = new Set<string>();
  const patterns = [
    /\buse(\w+?)(?:Query|LazyQuery|SuspenseQuery|Mutation)\b/g,
    /\b(\w+?)(?:Document|FragmentDoc|Fragment|QueryVariables|MutationVariables|Query|Mutation)\b/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) names.add(match[1]!);
  return names;
}

describe('GraphQL document boundaries of the web', () => {
  it('finds the documents', () => {
    expect(definitions.size).toBeGreaterThan(50);
  });

  it("lets no screen use another feature's documents, and no shared code use a feature's", () => {
    const crossings: string[] = [];
    for (const file of filesUnder(src, (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))) {
      const user = owner(file);
      for (const name of documentsNamedIn(readFileSync(file, 'utf8'))) {
        const definition = definitions.get(name);
        if (definition && !mayUse(user, definition.owner))
          crossings.push(`${path.relative(src, file)} uses ${name} of ${definition.file}`);
      }
    }
    expect(crossings).toEqual([]);
  });

  it("lets no document spread another feature's fragment", () => {
    const crossings: string[] = [];
    for (const file of graphqlFiles) {
      const user = owner(file);
      visit(parse(readFileSync(file, 'utf8')), {
        FragmentSpread(node) {
          const definition = definitions.get(node.name.value);
          if (definition && !mayUse(user, definition.owner))
            crossings.push(`${path.relative(src, file)} spreads ${node.name.value} of ${definition.file}`);
        },
      });
    }
    expect(crossings).toEqual([]);
  });
});
