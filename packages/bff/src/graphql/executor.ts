import {
  execute,
  getNamedType,
  getOperationAST,
  isInputObjectType,
  Kind,
  parse,
  typeFromAST,
  visit,
  type ListValueNode,
  type NamedTypeNode,
  type ObjectValueNode,
  type OperationDefinitionNode,
  specifiedRules,
  validate,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLError,
  type GraphQLFormattedError,
  type GraphQLSchema,
  type OperationTypeNode,
  type ValidationRule,
} from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import Negotiator from 'negotiator';
import type { GraphQLContext } from './context.js';
import { formatError } from './plugins.js';

/** An operation of a trusted document, parsed, validated and compiled once, ready to run for any request. */
export interface PreparedOperation {
  name: string | null;
  type: OperationTypeNode;
  /** Executes it: compiled by graphql-jit, or with graphql-js where graphql-jit cannot compile the document. */
  run(context: GraphQLContext, variables: Record<string, unknown> | undefined): Promise<ExecutionResult>;
}

/** Prepared operations kept at most (the SPA has about a hundred; texts differ only by formatting at worst). */
const MAX_PREPARED = 1000;

/**
 * The app's own operations (trusted documents), each prepared once per text and operation name: parsed, validated
 * with the same rules as every other document (graphql's and the query limits), and compiled to a function with
 * graphql-jit. A document that does not parse, validate or name one operation is not prepared: the caller then
 * leaves the request to Apollo Server, which answers it with the usual error.
 */
export class TrustedOperations {
  private readonly prepared = new Map<string, PreparedOperation | null>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly rules: readonly ValidationRule[],
    private readonly maxTokens: number,
  ) {}

  prepare(text: string, operationName: string | null): PreparedOperation | null {
    const key = operationName === null ? text : `${operationName}\u0000${text}`;
    let operation = this.prepared.get(key);
    if (operation === undefined) {
      operation = this.prepareUncached(text, operationName);
      if (this.prepared.size >= MAX_PREPARED) this.prepared.delete(this.prepared.keys().next().value!);
      this.prepared.set(key, operation);
    }
    return operation;
  }

  private prepareUncached(text: string, operationName: string | null): PreparedOperation | null {
    let document: DocumentNode;
    try {
      document = parse(text, { maxTokens: this.maxTokens });
    } catch {
      return null;
    }
    if (validate(this.schema, document, [...specifiedRules, ...this.rules], { maxErrors: 1 }).length > 0)
      return null;
    const definition = getOperationAST(document, operationName);
    if (!definition) return null;
    const name = definition.name?.value ?? null;
    const schema = this.schema;
    const compiled = compilable(schema, definition)
      ? compileQuery(schema, document, operationName ?? undefined, { disablingCapturingStackErrors: true })
      : null;
    const run: PreparedOperation['run'] =
      compiled && isCompiledQuery(compiled)
        ? async (context, variables) => compiled.query(undefined, context, variables)
        : async (context, variables) =>
            execute({
              schema,
              document,
              contextValue: context,
              variableValues: variables,
              operationName: operationName ?? undefined,
            });
    return { name, type: definition.operation, run };
  }
}

/**
 * Whether graphql-jit runs this operation exactly as graphql-js would. It does for literal arguments and for
 * variables of scalar and enum types used directly as arguments. It does not for an input object variable (the
 * defaults of its fields are not applied, so a field left out fails as missing), for a variable inside an object
 * or list literal (left out, it becomes null instead of absent: an "unchanged" becomes a "clear"), nor for a
 * variable with a default. Those operations run with graphql-js.
 */
export function compilable(schema: GraphQLSchema, operation: OperationDefinitionNode): boolean {
  for (const variable of operation.variableDefinitions ?? []) {
    if (variable.defaultValue) return false;
    const type = typeFromAST(schema, variable.type as NamedTypeNode);
    if (!type || isInputObjectType(getNamedType(type))) return false;
  }
  let nested = false;
  visit(operation, {
    [Kind.OBJECT]: { enter: (node) => void checkNested(node) },
    [Kind.LIST]: { enter: (node) => void checkNested(node) },
  });
  function checkNested(node: ObjectValueNode | ListValueNode): void {
    visit(node, {
      [Kind.VARIABLE]: () => {
        nested = true;
      },
    });
  }
  return !nested;
}

export const MEDIA_TYPES = {
  json: 'application/json; charset=utf-8',
  graphqlResponse: 'application/graphql-response+json; charset=utf-8',
} as const;

const negotiated = new Map<string, string | null>();

/**
 * The media type of an answer for this Accept header, as Apollo Server chooses it: JSON when nothing is said or
 * both are equally welcome, else the GraphQL response type; null when the client accepts neither.
 */
export function responseMediaType(accept: string | undefined): string | null {
  if (!accept) return MEDIA_TYPES.json;
  let type = negotiated.get(accept);
  if (type === undefined) {
    type =
      new Negotiator({ headers: { accept } }).mediaType([MEDIA_TYPES.json, MEDIA_TYPES.graphqlResponse]) ??
      null;
    if (negotiated.size >= 100) negotiated.clear();
    negotiated.set(accept, type);
  }
  return type;
}

/**
 * An execution's errors as the client sees them, as Apollo Server formats them: every error gets a code
 * (INTERNAL_SERVER_ERROR unless it has one; BAD_USER_INPUT for variables that do not fit, when execution never
 * started), then `formatError` masks what is not ours.
 */
export function formatExecutionErrors(
  errors: readonly GraphQLError[],
  executed: boolean,
): GraphQLFormattedError[] {
  return errors.map((error) => {
    const code =
      typeof error.extensions?.code === 'string'
        ? error.extensions.code
        : executed
          ? 'INTERNAL_SERVER_ERROR'
          : 'BAD_USER_INPUT';
    const formatted: GraphQLFormattedError = { ...error.toJSON(), extensions: { ...error.extensions, code } };
    return formatError(formatted, error);
  });
}
