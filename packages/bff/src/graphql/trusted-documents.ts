import { createHash } from 'node:crypto';
import { readFileSync, unwatchFile, watchFile, type StatsListener } from 'node:fs';
import { printExecutableGraphQLDocument } from '@graphql-tools/documents';
import {
  Kind,
  parse,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationTypeNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * The SPA's own operations, from the manifest codegen writes (packages/web/src/gql/persisted-documents.json:
 * `{ "sha256:<hex>": "<document>" }`). A browser session may run only these (docs/graphql.md, "Trusted documents").
 *
 * A request names its operation by hash (`extensions.persistedQuery.sha256Hash`), or sends the text; a text is
 * trusted when its normalised form (sorted and compacted by graphql-tools' printExecutableGraphQLDocument, with every
 * `__typename` left out, since Apollo Client adds those) equals that of a manifest document. Only the hash of the
 * normalised form is compared, so formatting, field order and added `__typename`s do not matter, and nothing else
 * does pass.
 */
export class TrustedDocuments {
  private byKey = new Map<string, string>();
  private normalised = new Set<string>();
  private watched: { file: string; listener: StatsListener } | null = null;

  constructor(manifest: Record<string, string>) {
    this.replace(manifest);
  }

  /**
   * Reads the manifest, and reads it again whenever the file changes (checked every 2 s): `pnpm codegen` under
   * `pnpm dev`, or a new SPA deployed next to a running BFF. A change that does not parse keeps the documents as
   * they were. Throws when the manifest cannot be read at start.
   */
  static load(
    file: string,
    options: { watch?: boolean; onReload?: (error: Error | null, size: number) => void } = {},
  ): TrustedDocuments {
    const documents = new TrustedDocuments(readManifest(file));
    if (options.watch) {
      const listener: StatsListener = (current, previous) => {
        if (current.mtimeMs === previous.mtimeMs) return;
        try {
          documents.replace(readManifest(file));
          options.onReload?.(null, documents.size);
        } catch (error) {
          options.onReload?.(error instanceof Error ? error : new Error(String(error)), documents.size);
        }
      };
      watchFile(file, { interval: 2000, persistent: false }, listener);
      documents.watched = { file, listener };
    }
    return documents;
  }

  close(): void {
    if (this.watched) unwatchFile(this.watched.file, this.watched.listener);
    this.watched = null;
  }

  private replace(manifest: Record<string, string>): void {
    const byKey = new Map<string, string>();
    const normalised = new Set<string>();
    for (const [key, text] of Object.entries(manifest)) {
      byKey.set(key.replace(/^sha256:/, '').toLowerCase(), text);
      // The manifest is ours and read once: no token cap (Apollo still applies MAX_DOCUMENT_TOKENS when it runs).
      const analysed = analyse(text, Infinity);
      if (!analysed.hash)
        throw new Error(`The trusted documents manifest holds a document that does not parse (${key})`);
      normalised.add(analysed.hash);
    }
    this.byKey = byKey;
    this.normalised = normalised;
  }

  get size(): number {
    return this.byKey.size;
  }

  /** The manifest's document for a hash (hex, with or without `sha256:`), or null. */
  byHash(hash: string): string | null {
    return this.byKey.get(hash.replace(/^sha256:/, '').toLowerCase()) ?? null;
  }

  trusts(analysis: Analysis): boolean {
    return analysis.hash !== null && this.normalised.has(analysis.hash);
  }
}

function readManifest(file: string): Record<string, string> {
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `Cannot read the trusted documents manifest ${file} (${error instanceof Error ? error.message : String(error)}). ` +
        'Run `pnpm codegen`, point TRUSTED_DOCUMENTS_MANIFEST at it, or set TRUSTED_DOCUMENTS=false.',
    );
  }
  if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest)) {
    throw new Error(`The trusted documents manifest ${file} is not a JSON object of hash -> document`);
  }
  return manifest as Record<string, string>;
}

/** What the gate needs to know of a request's document: its normalised hash and, per operation, its root fields. */
export interface Analysis {
  /** sha256 of the normalised document; null when it does not parse. */
  hash: string | null;
  /** Per operation, how often it executes each root field (aliases count separately). */
  operations: { name: string | null; type: OperationTypeNode; rootFields: Map<string, number> }[];
}

/** The SPA's documents are well under 4 KiB; larger texts (internal tools' own) are analysed every time. */
const MAX_CACHED_TEXT = 4 * 1024;
const MAX_CACHED = 1000;
const cache = new Map<string, Analysis>();

/**
 * Parses and normalises a document once per distinct text (the SPA sends the same few texts again and again; they
 * stay cached, up to 1000 texts of at most 4 KiB, oldest out first; the parsed document itself is not kept). The
 * parser gives up after `maxTokens` tokens (MAX_DOCUMENT_TOKENS), like Apollo's.
 */
export function analyse(text: string, maxTokens = 5000): Analysis {
  const cached = cache.get(text);
  if (cached) return cached;
  const analysis = analyseUncached(text, maxTokens);
  if (text.length <= MAX_CACHED_TEXT) {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(text, analysis);
  }
  return analysis;
}

function analyseUncached(text: string, maxTokens: number): Analysis {
  let document: DocumentNode;
  try {
    document = parse(text, { noLocation: true, maxTokens });
  } catch {
    return { hash: null, operations: [] };
  }
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const operations: Analysis['operations'] = [];
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    operations.push({
      name: definition.name?.value ?? null,
      type: definition.operation,
      rootFields: rootFieldsOf(definition.selectionSet, fragments),
    });
  }
  let hash: string | null = null;
  try {
    const withoutTypename = visit(document, {
      [Kind.FIELD]: (field) => (field.name.value === '__typename' && !field.alias ? null : undefined),
    });
    hash = createHash('sha256').update(printExecutableGraphQLDocument(withoutTypename)).digest('hex');
  } catch {
    hash = null;
  }
  return { hash, operations };
}

/** Counts stop here: enough to trip any rate limit, small enough that a "fragment bomb" costs nothing. */
const MAX_FIELD_COUNT = 10_000;

/**
 * How often the operation executes each root field (`a: login … b: login …` is two sign-ins), through inline
 * fragments and fragment spreads. Each fragment is counted once and reused, so fragments spreading each other many
 * times cannot make this walk expensive.
 */
function rootFieldsOf(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
): Map<string, number> {
  const memo = new Map<string, Map<string, number>>();
  const inProgress = new Set<string>();
  const count = (set: SelectionSetNode): Map<string, number> => {
    const counts = new Map<string, number>();
    const add = (name: string, times: number) =>
      counts.set(name, Math.min(MAX_FIELD_COUNT, (counts.get(name) ?? 0) + times));
    for (const selection of set.selections) {
      if (selection.kind === Kind.FIELD) add(selection.name.value, 1);
      else if (selection.kind === Kind.INLINE_FRAGMENT)
        for (const [name, times] of count(selection.selectionSet)) add(name, times);
      else {
        const name = selection.name.value;
        let inner = memo.get(name);
        if (!inner) {
          const fragment = fragments.get(name);
          if (!fragment || inProgress.has(name)) continue;
          inProgress.add(name);
          inner = count(fragment.selectionSet);
          inProgress.delete(name);
          memo.set(name, inner);
        }
        for (const [field, times] of inner) add(field, times);
      }
    }
    return counts;
  };
  return count(selectionSet);
}

/** The operation a request runs: the one named, or the only one. */
export function selectedOperation(analysis: Analysis, operationName: unknown) {
  if (typeof operationName === 'string' && operationName) {
    return analysis.operations.find((operation) => operation.name === operationName) ?? null;
  }
  return analysis.operations.length === 1 ? analysis.operations[0]! : null;
}
