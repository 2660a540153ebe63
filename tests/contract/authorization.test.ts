import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  getNamedType,
  isLeafType,
  isObjectType,
  isNonNullType,
  Kind,
  OperationTypeNode,
  type DocumentNode,
  type GraphQLField,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startHarness, type Harness } from '@lexbridge/bff/testing/harness.ts';
import { committedSchema, persistedDocuments, root, webDocuments } from './documents.js';
import { SCENARIOS } from './scenarios/index.js';
import {
  AUTHORIZATION_PRINCIPALS,
  MATRIX_VARIABLES,
  NOT_RUN,
  SCHEMA_ONLY_VARIABLES,
  type AuthorizationPrincipal,
  type Outcome,
} from './authorization-principals.js';

/**
 * The authorization matrix: every operation of the web, sent as each kind of principal with the variables of its
 * contract scenario (records of Harborview Credit Union, the first client, unless the scenario says otherwise), and
 * the outcome compared with the reviewed table in authorization-matrix.json. Harborview's users act on their own
 * client's records there, Northgate's users on another client's. An operation missing from the table fails, so no
 * operation is added unclassified. `RECORD_AUTHORIZATION=1` writes the observed table for review instead of
 * comparing (read the diff before committing it).
 *
 * Root fields that no web operation reaches are in the table too, as `Query.<field>` and `Mutation.<field>`: an
 * operation generated from the schema (its arguments from SCHEMA_ONLY_VARIABLES, every leaf field of its answer),
 * which only tools can send, so every principal sends it as a tool with its own catalogue token.
 */
const MATRIX_FILE = path.join(root, 'tests/contract/authorization-matrix.json');
const recording = process.env.RECORD_AUTHORIZATION === '1';

type Matrix = Record<string, Partial<Record<AuthorizationPrincipal, Outcome>>>;

describe('the authorization matrix', () => {
  const { document, operations } = webDocuments();
  const persisted = persistedDocuments();
  const expected = JSON.parse(readFileSync(MATRIX_FILE, 'utf8')) as Matrix;
  const observed: Matrix = {};
  /** Each principal's session cookie, or for a tool principal its bearer token. */
  const cookies = new Map<AuthorizationPrincipal, string>();
  let harness: Harness;

  const kindOf = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.OPERATION_DEFINITION && definition.name
        ? [[definition.name.value, (definition as OperationDefinitionNode).operation] as const]
        : [],
    ),
  );
  // Queries first, then mutations: a mutation that removes a record must not change what a later query finds.
  const ordered = [
    ...operations.filter((name) => kindOf.get(name) === OperationTypeNode.QUERY),
    ...operations.filter((name) => kindOf.get(name) !== OperationTypeNode.QUERY),
  ].filter((name) => name in SCENARIOS);
  const schemaOnly = schemaOnlyOperations(committedSchema(), document);
  // Generated operations run after the web's: a tool-only mutation goes last of all.
  const everyRow = [...ordered, ...schemaOnly.keys()];
  const isMutation = (name: string) =>
    schemaOnly.has(name) ? name.startsWith('Mutation.') : kindOf.get(name) === OperationTypeNode.MUTATION;

  beforeAll(async () => {
    harness = await startHarness({ publicCatalogue: true, bff: { trustedDocuments: true } });
  });
  afterAll(async () => {
    await harness?.close();
    if (recording) writeFileSync(MATRIX_FILE, `${JSON.stringify(sortedMatrix(observed), null, 2)}\n`);
  });

  const send = (operationName: string, variables: Record<string, unknown>, cookie: string | null) =>
    fetch(`${harness.bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({
        operationName,
        variables,
        extensions: { persistedQuery: { version: 1, sha256Hash: persisted.get(operationName)!.hash } },
      }),
    });

  /** As an internal tool sends it: the operation's text with the user's own catalogue token. */
  const sendAsTool = (operationName: string, variables: Record<string, unknown>, token: string) =>
    fetch(`${harness.bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ operationName, variables, query: persisted.get(operationName)!.text }),
    });

  /** Each principal's catalogue token, for the generated operations only tools can send. */
  const tokens = new Map<AuthorizationPrincipal, string>();
  async function tokenOf(principal: AuthorizationPrincipal): Promise<string> {
    const known = tokens.get(principal);
    if (known) return known;
    const grant = await harness.services.auth.passwordGrant(
      `${principal.split(':')[0]}@lexbridge.test`,
      DEMO_PASSWORD,
    );
    tokens.set(principal, grant.access_token);
    return grant.access_token;
  }

  async function signIn(principal: AuthorizationPrincipal): Promise<string> {
    const [user, tool] = principal.split(':');
    if (tool === 'bearer') {
      const grant = await harness.services.auth.passwordGrant(`${user}@lexbridge.test`, DEMO_PASSWORD);
      cookies.set(principal, grant.access_token);
      return grant.access_token;
    }
    const response = await send(
      'Login',
      {
        input: {
          username: `${principal}@lexbridge.test`,
          password: DEMO_PASSWORD,
          acceptTerms: true,
        },
      },
      null,
    );
    const body = (await response.json()) as { errors?: unknown[] };
    expect(body.errors, `${principal} signs in`).toBeUndefined();
    const cookie = response.headers
      .getSetCookie()
      .find((value) => value.startsWith('lexbridge_session='))!
      .split(';')[0]!;
    cookies.set(principal, cookie);
    return cookie;
  }

  async function outcomeOf(operationName: string, principal: AuthorizationPrincipal): Promise<Outcome> {
    const generated = schemaOnly.get(operationName);
    if (generated) {
      const response = await fetch(`${harness.bffUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${await tokenOf(principal)}` },
        body: JSON.stringify({ query: generated.text, variables: generated.variables }),
      });
      const result = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
      return result.errors?.[0]?.extensions?.code ?? 'data';
    }
    const variables = MATRIX_VARIABLES[operationName] ?? SCENARIOS[operationName]!.variables ?? {};
    for (let attempt = 0; ; attempt += 1) {
      const credential = cookies.get(principal) ?? (await signIn(principal));
      const response = principal.endsWith(':bearer')
        ? await sendAsTool(operationName, variables, credential)
        : await send(operationName, variables, credential);
      const result = (await response.json()) as {
        errors?: { extensions?: { code?: string } }[];
      };
      const code = result.errors?.[0]?.extensions?.code;
      // An earlier operation (Logout, say) ended this principal's session: sign in again once.
      if (code === 'UNAUTHENTICATED' && attempt === 0) {
        cookies.delete(principal);
        continue;
      }
      return code ?? 'data';
    }
  }

  it('classifies every operation of the web and every root field of the schema', () => {
    const unclassified = everyRow.filter((name) => !(name in expected));
    expect(unclassified, 'run with RECORD_AUTHORIZATION=1 and review the table').toEqual(
      recording ? unclassified : [],
    );
    expect(Object.keys(expected).filter((name) => !everyRow.includes(name))).toEqual(
      recording ? Object.keys(expected).filter((name) => !everyRow.includes(name)) : [],
    );
    const unargued = [...schemaOnly].filter(([, operation]) => operation.missing.length > 0);
    expect(
      unargued.map(([name, operation]) => `${name}: ${operation.missing.join(', ')}`),
      'give these arguments in SCHEMA_ONLY_VARIABLES',
    ).toEqual([]);
  });

  it.each(everyRow)('%s', async (operationName) => {
    const row: Partial<Record<AuthorizationPrincipal, Outcome>> = {};
    for (const principal of AUTHORIZATION_PRINCIPALS) {
      row[principal] = NOT_RUN.has(operationName) ? 'not run' : await outcomeOf(operationName, principal);
    }
    observed[operationName] = row;
    if (!recording) expect(row).toEqual(expected[operationName]);
  });

  it('refuses an internal tool exactly what it refuses the same user in the browser', () => {
    const refused = (outcome: Outcome | undefined) =>
      outcome === 'FORBIDDEN' || outcome === 'NOT_FOUND' || outcome === 'UNAUTHENTICATED';
    const differing = Object.entries(recording ? observed : expected).filter(
      ([name, row]) =>
        kindOf.get(name) === OperationTypeNode.QUERY &&
        refused(row['northgate-business']) !== refused(row['northgate-business:bearer']),
    );
    expect(differing.map(([name]) => name)).toEqual([]);
  });

  it('lets the read-only administrator change nothing', () => {
    const changed = Object.entries(recording ? observed : expected).filter(
      ([name, row]) => isMutation(name) && row.auditor === 'data' && !SELF_SERVICE.has(name),
    );
    expect(changed.map(([name]) => name)).toEqual([]);
  });
});

/**
 * Mutations that change nothing of the catalogue's records, which the read-only administrator may run: the user's
 * own session, account and preferences (sign-in, saved searches, the dashboard toggle), a reporting error it saw
 * (a log entry), and downloads and exports (a file of what the user may read).
 */
const SELF_SERVICE = new Set([
  'Login',
  'Logout',
  'SsoLogin',
  'SignUp',
  'RequestPasswordReset',
  'ResetPassword',
  'SavePhoneAuthentication',
  'RegisterUser',
  'RequestCustomPricing',
  'SaveSearch',
  'UpdateBusinessToggle',
  'SubmitReportError',
  'GapsFileDownload',
  'QuestionFileDownload',
  'RemediationEvidenceDownload',
  'RiskQuestionFileDownload',
  'ExportHmdaList',
  'ExportValidatorGrid',
  'ExportRequirementFields',
  'DownloadValidatorResults',
]);

/** A generated operation: its text, the variables it sends, and required arguments that have no value. */
interface GeneratedOperation {
  text: string;
  variables: Record<string, unknown>;
  missing: string[];
}

/**
 * One operation for each root field that no operation of the web selects: every argument as a variable (values
 * from SCHEMA_ONLY_VARIABLES), and every leaf field of the answer that takes no required argument (`__typename`
 * where there is none).
 */
function schemaOnlyOperations(schema: GraphQLSchema, web: DocumentNode): Map<string, GeneratedOperation> {
  const reached = new Set<string>();
  for (const definition of web.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    const type = definition.operation === OperationTypeNode.MUTATION ? 'Mutation' : 'Query';
    for (const selection of definition.selectionSet.selections)
      if (selection.kind === Kind.FIELD) reached.add(`${type}.${selection.name.value}`);
  }
  const operations = new Map<string, GeneratedOperation>();
  const roots = [
    ['Query', schema.getQueryType()],
    ['Mutation', schema.getMutationType()],
  ] as const;
  for (const [type, rootType] of roots) {
    for (const field of Object.values(rootType?.getFields() ?? {})) {
      const name = `${type}.${field.name}`;
      if (reached.has(name)) continue;
      const variables = SCHEMA_ONLY_VARIABLES[name] ?? {};
      const declared = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`);
      const passed = field.args.map((arg) => `${arg.name}: $${arg.name}`);
      const text =
        `${type === 'Query' ? 'query' : 'mutation'}${declared.length ? `(${declared.join(', ')})` : ''} ` +
        `{ ${field.name}${passed.length ? `(${passed.join(', ')})` : ''}${leafSelection(field)} }`;
      const missing = field.args
        .filter((arg) => isNonNullType(arg.type) && !(arg.name in variables))
        .map((arg) => arg.name);
      operations.set(name, { text, variables, missing });
    }
  }
  return operations;
}

function leafSelection(field: GraphQLField<unknown, unknown>): string {
  const named = getNamedType(field.type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return ' { __typename }';
  const leaves = Object.values(named.getFields())
    .filter(
      (child) => isLeafType(getNamedType(child.type)) && child.args.every((arg) => !isNonNullType(arg.type)),
    )
    .map((child) => child.name);
  return ` { ${leaves.length > 0 ? leaves.join(' ') : '__typename'} }`;
}

function sortedMatrix(matrix: Matrix): Matrix {
  return Object.fromEntries(
    Object.keys(matrix)
      .sort()
      .map((name) => [name, matrix[name]!]),
  );
}
