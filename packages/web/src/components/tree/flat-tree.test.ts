import { describe, expect, it } from 'vitest';
import {
  emptyTree,
  expandableIds,
  inheritChecks,
  setFlatChecked,
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

  it('checks descendants and ancestors, unchecks descendants only, and checks children as they load', () => {
    const tree = treeFromList(LIST);
    expect([...setFlatChecked(tree, new Set(), '2', true)].sort()).toEqual(['1', '2', '3']);
    expect([...setFlatChecked(tree, new Set(['1', '2', '3', '4']), '2', false)].sort()).toEqual(['1', '4']);
    expect([...inheritChecks(new Set(['7']), '7', [node('8', '7')])].sort()).toEqual(['7', '8']);
    expect(inheritChecks(new Set(), '7', [node('8', '7')]).size).toBe(0);
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
