/**
 * A tree held flat, for trees too large to nest in React state or to walk on every render (a 5,000-process
 * hierarchy): nodes by id, children ids by parent, loaded one level at a time. `visibleRows` lists what the open
 * nodes show, in order, for a virtualised list that draws only the rows in view.
 */
export interface FlatNode {
  id: string;
  parentId: string | null;
  name: string;
  childrenCount: number;
}

export interface FlatTree<N extends FlatNode = FlatNode> {
  nodes: ReadonlyMap<string, N>;
  /** Children ids in display order, by parent id ('' for the top); a parent absent here is not loaded yet. */
  children: ReadonlyMap<string, readonly string[]>;
}

export const TOP = '';

export function emptyTree<N extends FlatNode>(): FlatTree<N> {
  return { nodes: new Map(), children: new Map() };
}

/** The tree with one level loaded (or reloaded): the parent's children replaced by `loaded`, in their order. */
export function withChildren<N extends FlatNode>(
  tree: FlatTree<N>,
  parentId: string | null,
  loaded: readonly N[],
): FlatTree<N> {
  const nodes = new Map(tree.nodes);
  for (const node of loaded) nodes.set(node.id, node);
  const children = new Map(tree.children);
  children.set(
    parentId ?? TOP,
    loaded.map((node) => node.id),
  );
  return { nodes, children };
}

/** A whole tree (or a search answer) in display order, each node with its parent: every level counts as loaded. */
export function treeFromList<N extends FlatNode>(list: readonly N[]): FlatTree<N> {
  const nodes = new Map<string, N>();
  const children = new Map<string, string[]>([[TOP, []]]);
  for (const node of list) {
    nodes.set(node.id, node);
    children.set(node.id, children.get(node.id) ?? []);
  }
  for (const node of list) {
    const key = node.parentId ?? TOP;
    const siblings = children.get(key) ?? [];
    siblings.push(node.id);
    children.set(key, siblings);
  }
  return { nodes, children };
}

export interface VisibleRow<N extends FlatNode = FlatNode> {
  node: N;
  depth: number;
  /** The node has children, loaded or not. */
  expandable: boolean;
  expanded: boolean;
}

/** The rows the open nodes show, depth first in display order. Iterative: a deep tree does not grow the stack. */
export function visibleRows<N extends FlatNode>(
  tree: FlatTree<N>,
  expanded: ReadonlySet<string>,
): VisibleRow<N>[] {
  const rows: VisibleRow<N>[] = [];
  const stack: { id: string; depth: number }[] = [];
  const push = (parent: string, depth: number) => {
    const ids = tree.children.get(parent) ?? [];
    for (let index = ids.length - 1; index >= 0; index--) stack.push({ id: ids[index], depth });
  };
  push(TOP, 0);
  while (stack.length > 0) {
    const { id, depth } = stack.pop()!;
    const node = tree.nodes.get(id);
    if (!node) continue;
    const expandable = node.childrenCount > 0 || (tree.children.get(id)?.length ?? 0) > 0;
    const open = expandable && expanded.has(id);
    rows.push({ node, depth, expandable, expanded: open });
    if (open) push(id, depth + 1);
  }
  return rows;
}

/** The loaded descendants of a node. */
export function loadedDescendants(tree: FlatTree, id: string): string[] {
  const out: string[] = [];
  const stack = [...(tree.children.get(id) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop()!;
    out.push(next);
    stack.push(...(tree.children.get(next) ?? []));
  }
  return out;
}

/**
 * Ticking selects exactly the node ticked, and unticking drops exactly it: nothing above or below it changes. What
 * a write does with the ticked nodes (a delete takes each with everything under it) is that write's to say.
 */
export function toggleChecked(checked: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(checked);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** Every node that has children and whose children are loaded: what Expand All opens. */
export function expandableIds(tree: FlatTree): Set<string> {
  const out = new Set<string>();
  for (const [parent, ids] of tree.children) if (parent !== TOP && ids.length > 0) out.add(parent);
  return out;
}
