/** A node of a checkable tree (process hierarchies, law text trees). */
export interface TreeNode {
  id: string;
  name: string;
  children?: readonly TreeNode[];
}

export function descendantIds(node: TreeNode): string[] {
  return (node.children ?? []).flatMap((child) => [child.id, ...descendantIds(child)]);
}

/** Every id of the tree, depth first. */
export function allIds(nodes: readonly TreeNode[]): string[] {
  return nodes.flatMap((node) => [node.id, ...descendantIds(node)]);
}

/** The ids from the top down to the node's parent; empty for a top node or an unknown id. */
export function ancestorIds(nodes: readonly TreeNode[], id: string): string[] {
  for (const node of nodes) {
    if (node.id === id) return [];
    const below = ancestorIds(node.children ?? [], id);
    if (below.length > 0 || (node.children ?? []).some((child) => child.id === id))
      return [node.id, ...below];
  }
  return [];
}

export function findNode(nodes: readonly TreeNode[], id: string): TreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = findNode(node.children ?? [], id);
    if (below) return below;
  }
  return undefined;
}

/**
 * Checking a node checks all its descendants and its ancestors; unchecking it unchecks its descendants. In
 * single-select, checking a node clears every other.
 */
export function setNodeChecked(
  nodes: readonly TreeNode[],
  checked: ReadonlySet<string>,
  id: string,
  on: boolean,
  { single = false }: { single?: boolean } = {},
): Set<string> {
  const node = findNode(nodes, id);
  if (!node) return new Set(checked);
  if (on && single) return new Set([id]);
  const next = new Set(checked);
  if (on) {
    for (const each of [id, ...descendantIds(node), ...ancestorIds(nodes, id)]) next.add(each);
  } else {
    for (const each of [id, ...descendantIds(node)]) next.delete(each);
  }
  return next;
}

/** The nodes whose name matches, with their ancestors; a matching node keeps all its children. */
export function filterTree(nodes: readonly TreeNode[], search: string): TreeNode[] {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return [...nodes];
  const result: TreeNode[] = [];
  for (const node of nodes) {
    if (node.name.toLowerCase().includes(wanted)) {
      result.push(node);
      continue;
    }
    const children = filterTree(node.children ?? [], search);
    if (children.length > 0) result.push({ ...node, children });
  }
  return result;
}
