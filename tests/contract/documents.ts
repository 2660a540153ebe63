import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, Kind, parse, type DocumentNode, type GraphQLSchema } from 'graphql';

export const root = path.resolve(import.meta.dirname, '../..');

export function committedSchema(): GraphQLSchema {
  return buildSchema(readFileSync(path.join(root, 'schema/schema.graphql'), 'utf8'));
}

/** Every .graphql document of the web, as one document (fragments are shared across files). */
export function webDocuments(): { document: DocumentNode; files: string[]; operations: string[] } {
  const files = graphqlFiles(path.join(root, 'packages/web/src'))
    .map((file) => path.relative(root, file))
    .sort();
  const source = files.map((file) => readFileSync(path.join(root, file), 'utf8')).join('\n');
  const document = parse(source);
  const operations = document.definitions.flatMap((definition) =>
    definition.kind === Kind.OPERATION_DEFINITION && definition.name ? [definition.name.value] : [],
  );
  return { document, files, operations };
}

function graphqlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'gql' || entry.name === 'node_modules' ? [] : graphqlFiles(full);
    return entry.name.endsWith('.graphql') ? [full] : [];
  });
}

/**
 * The trusted documents manifest codegen writes (packages/web/src/gql/persisted-documents.json), by operation name:
 * the hash the SPA sends (hex, without `sha256:`) and the document.
 */
export function persistedDocuments(): Map<string, { hash: string; text: string }> {
  const manifest = JSON.parse(
    readFileSync(path.join(root, 'packages/web/src/gql/persisted-documents.json'), 'utf8'),
  ) as Record<string, string>;
  const byName = new Map<string, { hash: string; text: string }>();
  for (const [key, text] of Object.entries(manifest)) {
    for (const definition of parse(text).definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) {
        byName.set(definition.name.value, { hash: key.replace(/^sha256:/, ''), text });
      }
    }
  }
  return byName;
}
