import { describe, expect, it } from 'vitest';
import { ancestorIds, filterTree, setNodeChecked, type TreeNode } from './tree-utils';

const tree: TreeNode[] = [
  {
    id: 'lending',
    name: 'Lending',
    children: [
      { id: 'origination', name: 'Origination', children: [{ id: 'intake', name: 'Application Intake' }] },
      { id: 'servicing', name: 'Servicing' },
    ],
  },
  { id: 'deposits', name: 'Deposits' },
];

describe('checkable trees', () => {
  it('checking a node checks its descendants and its ancestors', () => {
    expect([...setNodeChecked(tree, new Set(), 'origination', true)].sort()).toEqual([
      'intake',
      'lending',
      'origination',
    ]);
  });

  it('unchecking a node unchecks its descendants and leaves its ancestors', () => {
    const checked = new Set(['lending', 'origination', 'intake', 'servicing']);
    expect([...setNodeChecked(tree, checked, 'origination', false)].sort()).toEqual(['lending', 'servicing']);
  });

  it('in single-select, checking a node clears every other', () => {
    expect([
      ...setNodeChecked(tree, new Set(['deposits', 'servicing']), 'intake', true, { single: true }),
    ]).toEqual(['intake']);
  });

  it('knows a node’s ancestors, and filters by name keeping the path to each match', () => {
    expect(ancestorIds(tree, 'intake')).toEqual(['lending', 'origination']);
    expect(ancestorIds(tree, 'deposits')).toEqual([]);
    const filtered = filterTree(tree, 'intake');
    expect(filtered.map((node) => node.id)).toEqual(['lending']);
    expect(filtered[0]!.children!.map((node) => node.id)).toEqual(['origination']);
    expect(filterTree(tree, 'LENDING')[0]!.children).toHaveLength(2);
  });
});
