import type { Plugin } from 'vite';

const PREFIX = 'lexbridge-split:';

/** A statement of a module as the parser gives it: ESTree, with offsets into the code. */
interface Statement {
  type: string;
  start: number;
  end: number;
  source?: { value: unknown } | null;
  declaration?: {
    type: string;
    id?: { name: string } | null;
    declarations?: { id: { type: string; name?: string } }[];
  } | null;
}

export interface SplitModule {
  /** What the module becomes: one re-export per export. */
  facade: string;
  /** Each export's own module: the module's imports, then the export's declaration. */
  parts: { name: string; code: string }[];
}

/**
 * Splits a module made only of imports and exported declarations (`export const X = …`, `export function useX()`)
 * into one module per export and a facade that re-exports them. Null for any other shape (a statement that is not
 * an import or an exported declaration may be shared by several exports, so the module is left whole).
 *
 * Why: a bundler never splits a module between chunks. A generated module that holds every GraphQL document and
 * every hook lands whole in one chunk shared by all screens, and so in the first page load; split, each screen's
 * chunk carries its own documents and hooks.
 */
export function splitModule(
  code: string,
  body: readonly Statement[],
  resolveImport: (source: string) => string,
): SplitModule | null {
  const imports: string[] = [];
  const exported: { name: string; start: number; end: number }[] = [];
  for (const statement of body) {
    if (statement.type === 'ImportDeclaration') {
      // The parts have no folder of their own: a relative source becomes the file it resolved to.
      const text = code.slice(statement.start, statement.end);
      imports.push(
        text.replace(
          /(['"])([^'"]*)\1(\s*;?\s*)$/,
          (_all, _quote, source: string, tail: string) => JSON.stringify(resolveImport(source)) + tail,
        ),
      );
      continue;
    }
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : null;
    if (!declaration) return null;
    if (declaration.type === 'FunctionDeclaration' && declaration.id) {
      exported.push({ name: declaration.id.name, start: statement.start, end: statement.end });
    } else if (
      declaration.type === 'VariableDeclaration' &&
      declaration.declarations?.length === 1 &&
      declaration.declarations[0]!.id.type === 'Identifier'
    ) {
      exported.push({
        name: declaration.declarations[0]!.id.name!,
        start: statement.start,
        end: statement.end,
      });
    } else {
      return null;
    }
  }
  if (exported.length < 2) return null;
  const header = imports.join('\n');
  return {
    facade: exported
      .map(({ name }) => `export { ${name} } from ${JSON.stringify(`${PREFIX}${name}`)};`)
      .join('\n'),
    parts: exported.map(({ name, start, end }) => ({ name, code: `${header}\n${code.slice(start, end)}\n` })),
  };
}

/**
 * At build time, splits the modules `include` matches (the generated `gql/graphql.ts` and `gql/hooks.ts`) into one
 * module per export (splitModule). The files on disk stay as codegen writes them; the dev server and the tests use
 * them as they are.
 */
export function splitModules({ include }: { include: RegExp }): Plugin {
  const parts = new Map<string, string>();
  const partId = (file: string, name: string) => `\0${PREFIX}${file}?${name}`;
  return {
    name: 'lexbridge:split-modules',
    apply: 'build',
    enforce: 'post',
    resolveId(source, importer) {
      if (!source.startsWith(PREFIX) || !importer) return null;
      return partId(importer.replace(/\?.*$/, ''), source.slice(PREFIX.length));
    },
    load(id) {
      return parts.get(id) ?? null;
    },
    async transform(code, id) {
      if (!include.test(id)) return null;
      const resolved = new Map<string, string>();
      for (const match of code.matchAll(/^import[^'"]*from\s*['"]([^'"]+)['"]/gm)) {
        const source = match[1]!;
        if (!source.startsWith('.')) continue;
        const target = await this.resolve(source, id);
        if (target) resolved.set(source, target.id);
      }
      const program = this.parse(code) as unknown as { body: Statement[] };
      const split = splitModule(code, program.body, (source) => resolved.get(source) ?? source);
      if (!split) return null;
      for (const part of split.parts) parts.set(partId(id, part.name), part.code);
      return { code: split.facade, map: null };
    },
  };
}
