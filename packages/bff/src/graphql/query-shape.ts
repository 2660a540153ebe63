import {
  getNamedType,
  getNullableType,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

/**
 * Walks an operation's selections for the limits (depth, aliases, cost), expanding fragment spreads. Each
 * fragment is measured once and reused wherever it is spread, so a "fragment bomb" (fragments spreading each other
 * many times) costs the walk no more than its text; a fragment cycle counts nothing (graphql-js reports cycles).
 */
export interface Shape {
  /** Deepest chain of fields (introspection fields not counted). */
  depth: number;
  /** Aliased fields, as executed (a fragment spread twice counts its aliases twice). */
  aliases: number;
  /** The cost estimate: each field 1, what is below a list multiplied by the list's length (or the default factor). */
  cost: number;
}

/** Arguments that say how long a list answer is: their literal value replaces the default factor. */
const LIST_SIZE_ARGUMENTS = new Set(['first', 'last', 'pageSize', 'limit', 'take']);
/** A stated list size counts up to this much (a huge `first` is the resolver's problem, not an infinite cost). */
const MAX_STATED_LIST_SIZE = 1000;

export function measureOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  listFactor: number,
): Shape {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const measured = new Map<string, Shape>();
  const inProgress = new Set<string>();

  const measure = (
    selectionSet: SelectionSetNode | undefined,
    parent: GraphQLCompositeType | null | undefined,
  ): Shape => {
    const shape: Shape = { depth: 0, aliases: 0, cost: 0 };
    if (!selectionSet) return shape;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        const name = selection.name.value;
        if (name.startsWith('__')) continue;
        const field =
          parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;
        const childType = field ? (getNamedType(field.type) as GraphQLCompositeType) : null;
        const child = measure(selection.selectionSet, childType);
        const isList = field ? isListType(getNullableType(field.type)) : false;
        const factor = isList ? (statedListSize(selection.arguments ?? []) ?? listFactor) : 1;
        shape.depth = Math.max(shape.depth, 1 + child.depth);
        shape.aliases += (selection.alias ? 1 : 0) + child.aliases;
        shape.cost += 1 + factor * child.cost;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition
          ? (schema.getType(selection.typeCondition.name.value) as GraphQLCompositeType)
          : parent;
        add(shape, measure(selection.selectionSet, type));
      } else {
        add(shape, fragment(selection.name.value));
      }
    }
    return shape;
  };

  const fragment = (name: string): Shape => {
    const known = measured.get(name);
    if (known) return known;
    const definition = fragments.get(name);
    if (!definition || inProgress.has(name)) return { depth: 0, aliases: 0, cost: 0 };
    inProgress.add(name);
    const shape = measure(
      definition.selectionSet,
      schema.getType(definition.typeCondition.name.value) as GraphQLCompositeType,
    );
    inProgress.delete(name);
    measured.set(name, shape);
    return shape;
  };

  const root =
    operation.operation === 'mutation'
      ? schema.getMutationType()
      : operation.operation === 'subscription'
        ? schema.getSubscriptionType()
        : schema.getQueryType();
  return measure(operation.selectionSet, root);
}

function add(into: Shape, shape: Shape): void {
  into.depth = Math.max(into.depth, shape.depth);
  into.aliases += shape.aliases;
  into.cost += shape.cost;
}

function statedListSize(args: readonly { name: { value: string }; value: ValueNode }[]): number | null {
  for (const arg of args) {
    if (LIST_SIZE_ARGUMENTS.has(arg.name.value) && arg.value.kind === Kind.INT) {
      return Math.min(Math.max(Number(arg.value.value), 0), MAX_STATED_LIST_SIZE);
    }
  }
  return null;
}
