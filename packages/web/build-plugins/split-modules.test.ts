import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { splitModule } from './split-modules';

/** The parser the build's plugin context uses. */
const program = (code: string) => parseAst(code) as unknown as { body: Parameters<typeof splitModule>[1] };

describe('splitModule', () => {
  it('gives each export a module of its own, with the imports, and re-exports them', () => {
    const code = [
      "import { useQuery } from '@apollo/client/react';",
      "import { ADocument, BDocument } from './graphql';",
      'export function useAQuery(options) { return useQuery(ADocument, options); }',
      'export const B = { kind: "Document", doc: BDocument };',
    ].join('\n');
    const split = splitModule(code, program(code).body, (source) =>
      source === './graphql' ? '/src/gql/graphql.ts' : source,
    );
    expect(split?.facade).toBe(
      'export { useAQuery } from "lexbridge-split:useAQuery";\nexport { B } from "lexbridge-split:B";',
    );
    expect(split?.parts.map((part) => part.name)).toEqual(['useAQuery', 'B']);
    expect(split?.parts[0]!.code).toContain('import { ADocument, BDocument } from "/src/gql/graphql.ts";');
    expect(split?.parts[0]!.code).toContain('import { useQuery } from "@apollo/client/react";');
    expect(split?.parts[0]!.code).toContain('export function useAQuery(options)');
    expect(split?.parts[0]!.code).not.toContain('export const B');
  });

  it('leaves alone a module with anything but imports and exported declarations', () => {
    for (const code of [
      'const shared = 1;\nexport const A = shared;\nexport const B = shared;',
      'export const A = 1, B = 2;\nexport const C = 3;',
      "export * from './x';\nexport const A = 1;",
      'export const A = 1;',
    ]) {
      expect(splitModule(code, program(code).body, (source) => source)).toBeNull();
    }
  });
});
