import { describe, expect, it } from 'vitest';
import {
  emptyTree,
  expandableIds,
  loadedDescendants,
  toggleChecked,
  treeFromList,
  visibleRows,
  withChildren,
  type FlatNode,
} from './flat-tree';

const node = (id: string, parentId: string | null, childrenCount = 0): FlatNode => ({
  id,
  parentId,
  name: `Process ${id}`,
  childrenCount,
});

const LIST = [node('1', null, 2), node('2', '1', 1), node('3', '2'), node('4', '1'), node('5', null)];

describe('flat tree', () => {
  it('shows the open nodes depth first, and an unloaded node with children as expandable', () => {
    let tree = withChildren(emptyTree(), null, [node('1', null, 2), node('5', null)]);
    expect(visibleRows(tree, new Set()).map((row) => [row.node.id, row.expandable])).toEqual([
      ['1', true],
      ['5', false],
    ]);
    tree = withChildren(tree, '1', [node('2', '1', 1), node('4', '1')]);
    expect(visibleRows(tree, new Set(['1'])).map((row) => `${row.node.id}@${row.depth}`)).toEqual([
      '1@0',
      '2@1',
      '4@1',
      '5@0',
    ]);
  });

  it('ticks exactly the node ticked, never its parent or children', () => {
    expect([...toggleChecked(new Set(), '2', true)]).toEqual(['2']);
    expect([...toggleChecked(new Set(['1', '2', '3']), '2', false)].sort()).toEqual(['1', '3']);
    expect([...toggleChecked(new Set(['4']), '3', true)].sort()).toEqual(['3', '4']);
  });

  it('lists the loaded descendants of a node', () => {
    const tree = treeFromList(LIST);
    expect(loadedDescendants(tree, '1').sort()).toEqual(['2', '3', '4']);
    expect(loadedDescendants(tree, '5')).toEqual([]);
  });

  it('expands everything a whole tree holds, and stays flat for 5,000 nodes', () => {
    const tree = treeFromList(LIST);
    expect([...expandableIds(tree)].sort()).toEqual(['1', '2']);
    const big = Array.from({ length: 5000 }, (_, index) =>
      node(String(index + 1), index < 10 ? null : String(Math.floor(index / 10)), 0),
    );
    const bigTree = treeFromList(big);
    expect(visibleRows(bigTree, expandableIds(bigTree))).toHaveLength(5000);
  });
});
