import {
  getNamedType,
  getNullableType,
  isEnumType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * Checks an operation's `data` against the schema, field by field: nullability, lists, scalar kinds, enum
 * values, and that nothing the operation did not ask for came back. Returns the problems as readable paths.
 */
export function conformanceProblems(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string,
  data: unknown,
): string[] {
  const problems: string[] = [];
  const fragments = new Map<string, FragmentDefinitionNode>();
  let operation: OperationDefinitionNode | undefined;
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION && definition.name?.value === operationName)
      operation = definition;
  }
  if (!operation) return [`operation ${operationName} not found`];
  const root = operation.operation === 'mutation' ? schema.getMutationType() : schema.getQueryType();
  if (!root) return ['no root type'];

  const checkValue = (
    value: unknown,
    type: GraphQLOutputType,
    selection: SelectionSetNode | undefined,
    at: string,
  ) => {
    if (value === null || value === undefined) {
      if (isNonNullType(type)) problems.push(`${at}: null for non-null ${type.toString()}`);
      return;
    }
    const inner = getNullableType(type);
    if (isListType(inner)) {
      if (!Array.isArray(value)) return problems.push(`${at}: expected a list`);
      value.forEach((item, index) => checkValue(item, inner.ofType, selection, `${at}[${index}]`));
      return;
    }
    const named = getNamedType(inner);
    if (isScalarType(named)) {
      const ok =
        named.name === 'Int'
          ? Number.isInteger(value)
          : named.name === 'Float'
            ? typeof value === 'number'
            : named.name === 'Boolean'
              ? typeof value === 'boolean'
              : named.name === 'String' || named.name === 'ID'
                ? typeof value === 'string'
                : named.name === 'DateTimeISO'
                  ? typeof value === 'string' && !Number.isNaN(Date.parse(value))
                  : true;
      if (!ok) problems.push(`${at}: ${JSON.stringify(value)} is not a ${named.name}`);
      return;
    }
    if (isEnumType(named)) {
      if (!named.getValues().some((entry) => entry.name === value))
        problems.push(`${at}: ${String(value)} not in ${named.name}`);
      return;
    }
    if (isObjectType(named) && selection)
      checkObject(value as Record<string, unknown>, named.name, selection, at);
  };

  const checkObject = (
    value: Record<string, unknown>,
    typeName: string,
    selection: SelectionSetNode,
    at: string,
  ) => {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) return;
    const asked = new Set<string>();
    const visit = (set: SelectionSetNode) => {
      for (const node of set.selections) {
        if (node.kind === Kind.FIELD) {
          const key = node.alias?.value ?? node.name.value;
          asked.add(key);
          if (node.name.value === '__typename') continue;
          const field = type.getFields()[node.name.value];
          if (!field) {
            problems.push(`${at}.${key}: not a field of ${typeName}`);
            continue;
          }
          if (!(key in value)) problems.push(`${at}.${key}: missing`);
          else checkValue(value[key], field.type, node.selectionSet, `${at}.${key}`);
        } else if (node.kind === Kind.FRAGMENT_SPREAD) {
          const fragment = fragments.get(node.name.value);
          if (fragment) visit(fragment.selectionSet);
        } else {
          visit(node.selectionSet);
        }
      }
    };
    visit(selection);
    for (const key of Object.keys(value)) if (!asked.has(key)) problems.push(`${at}.${key}: not asked for`);
  };

  if (typeof data !== 'object' || data === null) return ['data is not an object'];
  checkObject(data as Record<string, unknown>, root.name, operation.selectionSet, operationName);
  return problems;
}
