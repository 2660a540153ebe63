// @ts-check
'use strict';

/**
 * A graphql-codegen plugin that writes one named, typed React hook per operation over Apollo Client 4's own hooks:
 *
 *   query Foo     -> useFooQuery(options) = useQuery(FooDocument, options), and useFooLazyQuery(options)
 *   mutation Bar  -> useBarMutation(options) = useMutation(BarDocument, options)
 *
 * The documents and their result / variables types come from the client preset's `graphql.ts` next to the output
 * (config `documentsModule`, default './graphql'). @graphql-codegen/typescript-react-apollo is not compatible with
 * Apollo Client 4 (its generated hooks need @ts-nocheck there), hence this plugin.
 *
 * It is plain CommonJS on purpose: graphql-codegen loads plugins with Node's own loader, which cannot run
 * TypeScript on Node 20. `// @ts-check` and the web tsconfig still type-check it.
 */

const { Kind } = require('graphql');

/**
 * @typedef {object} HooksPluginConfig
 * @property {string} [documentsModule] Module (relative to the output file) that exports the documents and types.
 * @property {string} [rootDir] Document paths in the doc comments are relative to this (default: the cwd), so the
 *   output does not depend on where codegen runs from.
 */

/**
 * @typedef {object} Operation
 * @property {string} name PascalCase operation name, e.g. `Session`.
 * @property {'query' | 'mutation'} kind
 * @property {boolean} requiresVariables Whether a variable is non-null without a default value.
 * @property {string} location The document file, for the doc comment.
 */

// Words of one capital and lower-case letters or digits: the client preset's pascalCase leaves such names as they
// are, whereas it would rewrite "LawURL" to "LawUrl" and the hooks would import names that do not exist.
const PASCAL_CASE = /^(?:[A-Z][a-z0-9]+)+$/;

/**
 * @param {import('@graphql-codegen/plugin-helpers').Types.DocumentFile[]} documents
 * @param {string} rootDir
 * @returns {Operation[]}
 */
function collectOperations(documents, rootDir) {
  /** @type {Map<string, Operation>} */
  const operations = new Map();
  for (const file of documents) {
    if (!file.document) continue;
    const location = relativeLocation(file.location ?? '', rootDir);
    for (const definition of file.document.definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      if (definition.operation === 'subscription') {
        throw new Error(`${location}: subscriptions are not supported by the hooks plugin yet.`);
      }
      const name = definition.name?.value;
      if (!name) throw new Error(`${location}: every operation needs a name to get a hook.`);
      // The client preset derives type names by PascalCasing the operation name; keeping names PascalCase (and
      // without a Query/Mutation suffix) means both plugins agree on every identifier without sharing code.
      if (!PASCAL_CASE.test(name)) {
        throw new Error(
          `${location}: operation "${name}" must be PascalCase words (e.g. "LawDetail", not "lawDetail" or "LawURL").`,
        );
      }
      if (/(Query|Mutation)$/.test(name)) {
        throw new Error(
          `${location}: operation "${name}" must not end with Query or Mutation; the hook adds it.`,
        );
      }
      if (operations.has(name)) throw new Error(`${location}: operation "${name}" is defined twice.`);
      const requiresVariables = (definition.variableDefinitions ?? []).some(
        (variable) => variable.type.kind === Kind.NON_NULL_TYPE && !variable.defaultValue,
      );
      operations.set(name, { name, kind: definition.operation, requiresVariables, location });
    }
  }
  return [...operations.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * @param {string} location
 * @param {string} rootDir
 */
function relativeLocation(location, rootDir) {
  const normalized = location.replace(/\\/g, '/');
  const root = rootDir.replace(/\\/g, '/').replace(/\/?$/, '/');
  return normalized.startsWith(root) ? normalized.slice(root.length) : normalized;
}

/** @param {Operation} op */
function queryHooks(op) {
  const data = `${op.name}Query`;
  const variables = `${op.name}QueryVariables`;
  const optional = op.requiresVariables ? '' : '?';
  return [
    `/** Runs \`query ${op.name}\` (${op.location}). */`,
    `export function use${op.name}Query(options${optional}: SkipToken | useQuery.Options<${data}, ${variables}>) {`,
    `  return useQuery(${op.name}Document, options);`,
    `}`,
    ``,
    `/** Prepares \`query ${op.name}\` (${op.location}) to run on demand. */`,
    `export function use${op.name}LazyQuery(options?: useLazyQuery.Options<${data}, ${variables}>) {`,
    `  return useLazyQuery(${op.name}Document, options);`,
    `}`,
  ].join('\n');
}

/** @param {Operation} op */
function mutationHook(op) {
  const data = `${op.name}Mutation`;
  const variables = `${op.name}MutationVariables`;
  return [
    `/** Prepares \`mutation ${op.name}\` (${op.location}). */`,
    `export function use${op.name}Mutation(options?: useMutation.Options<${data}, ${variables}>) {`,
    `  return useMutation(${op.name}Document, options);`,
    `}`,
  ].join('\n');
}

/**
 * One name per line keeps the diff of a new operation to the lines it adds.
 * @param {string[]} names
 * @param {string} from
 * @param {boolean} [typeOnly]
 */
function importStatement(names, from, typeOnly = false) {
  return `import ${typeOnly ? 'type ' : ''}{\n${names.map((name) => `  ${name},\n`).join('')}} from '${from}';`;
}

/** @type {import('@graphql-codegen/plugin-helpers').PluginFunction<HooksPluginConfig>} */
const plugin = (_schema, documents, config) => {
  const operations = collectOperations(documents, config.rootDir ?? process.cwd());
  const documentsModule = config.documentsModule ?? './graphql';
  const queries = operations.filter((op) => op.kind === 'query');
  const mutations = operations.filter((op) => op.kind === 'mutation');

  const apolloImports = [
    ...(queries.length ? ['useLazyQuery', 'useQuery'] : []),
    ...(mutations.length ? ['useMutation'] : []),
  ];
  const typeImports = operations.flatMap((op) => {
    const suffix = op.kind === 'query' ? 'Query' : 'Mutation';
    return [`${op.name}${suffix}`, `${op.name}${suffix}Variables`];
  });

  const lines = [
    '/* eslint-disable */',
    '// Generated by packages/web/codegen/hooks-plugin.cjs from the .graphql documents: do not edit.',
    '// Run `pnpm codegen` at the repository root after changing a document or the schema.',
  ];
  if (operations.length === 0) return { content: `${lines.join('\n')}\nexport {};\n` };

  lines.push(importStatement(apolloImports, '@apollo/client/react'));
  if (queries.length) lines.push(importStatement(['SkipToken'], '@apollo/client/react', true));
  lines.push(
    importStatement(
      operations.map((op) => `${op.name}Document`),
      documentsModule,
    ),
  );
  lines.push(importStatement(typeImports, documentsModule, true));
  lines.push('');

  const hooks = operations.map((op) => (op.kind === 'query' ? queryHooks(op) : mutationHook(op)));
  return { content: `${lines.join('\n')}\n${hooks.join('\n\n')}\n` };
};

module.exports = { plugin };
