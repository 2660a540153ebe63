import { Box, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { FlatNode, VisibleRow } from './flat-tree';

export const TREE_ROW_HEIGHT = 32;
/** Rows drawn above and below the visible window, so a fast scroll does not show blanks. */
const OVERSCAN = 8;

export interface VirtualTreeProps<N extends FlatNode> {
  rows: readonly VisibleRow<N>[];
  checked: ReadonlySet<string>;
  /** Nodes whose children are being fetched. */
  loading?: ReadonlySet<string>;
  selectedId: string | null;
  /** Nodes to mark (search hits). */
  highlighted?: ReadonlySet<string>;
  height: number;
  label: string;
  onToggleExpand: (row: VisibleRow<N>) => void;
  onToggleCheck: (id: string, on: boolean) => void;
  onSelect: (id: string) => void;
  /** Badges or counts drawn after the name. */
  extra?: (node: N) => ReactNode;
  emptyText?: string;
}

/**
 * A checkable tree that draws only the rows in view (plus a few), so a tree of thousands of open nodes scrolls and
 * re-renders as fast as a short one. Keyboard: arrows move, Right opens (or goes to the first child), Left closes (or
 * goes to the parent), Space checks, Enter selects, Home and End jump.
 */
export function VirtualTree<N extends FlatNode>({
  rows,
  checked,
  loading,
  selectedId,
  highlighted,
  height,
  label,
  onToggleExpand,
  onToggleCheck,
  onSelect,
  extra,
  emptyText = 'No Data To Show',
}: VirtualTreeProps<N>) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [focusIndex, setFocusIndex] = useState(0);
  const index = useMemo(() => new Map(rows.map((row, at) => [row.node.id, at])), [rows]);
  const focus = Math.min(focusIndex, Math.max(rows.length - 1, 0));

  const first = Math.max(0, Math.floor(scrollTop / TREE_ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(rows.length, Math.ceil((scrollTop + height) / TREE_ROW_HEIGHT) + OVERSCAN);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const top = focus * TREE_ROW_HEIGHT;
    if (top < element.scrollTop) element.scrollTop = top;
    else if (top + TREE_ROW_HEIGHT > element.scrollTop + height)
      element.scrollTop = top + TREE_ROW_HEIGHT - height;
  }, [focus, height]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = rows[focus];
    if (!row) return;
    const move = (to: number) => {
      event.preventDefault();
      setFocusIndex(Math.max(0, Math.min(rows.length - 1, to)));
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(focus + 1);
      case 'ArrowUp':
        return move(focus - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(rows.length - 1);
      case 'PageDown':
        return move(focus + Math.floor(height / TREE_ROW_HEIGHT));
      case 'PageUp':
        return move(focus - Math.floor(height / TREE_ROW_HEIGHT));
      case 'ArrowRight':
        event.preventDefault();
        if (row.expandable && !row.expanded) onToggleExpand(row);
        else if (row.expanded) setFocusIndex(focus + 1);
        return;
      case 'ArrowLeft':
        event.preventDefault();
        if (row.expanded) onToggleExpand(row);
        else if (row.node.parentId !== null && index.has(row.node.parentId))
          setFocusIndex(index.get(row.node.parentId)!);
        return;
      case ' ':
        event.preventDefault();
        onToggleCheck(row.node.id, !checked.has(row.node.id));
        return;
      case 'Enter':
        event.preventDefault();
        onSelect(row.node.id);
        return;
    }
  };

  if (rows.length === 0) {
    return (
      <Box borderWidth="1px" borderRadius="md" p="4" minH="16">
        <Text color="fg.muted">{emptyText}</Text>
      </Box>
    );
  }

  const activeId = rows[focus] ? `tree-row-${rows[focus].node.id}` : undefined;
  return (
    <Box
      ref={scroller}
      role="tree"
      aria-label={label}
      aria-multiselectable
      aria-activedescendant={activeId}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      height={`${height}px`}
      overflowY="auto"
      borderWidth="1px"
      borderRadius="md"
      position="relative"
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' }}
      data-testid="virtual-tree"
    >
      <Box height={`${rows.length * TREE_ROW_HEIGHT}px`} position="relative">
        {rows.slice(first, last).map((row, offset) => {
          const at = first + offset;
          const { node } = row;
          const isChecked = checked.has(node.id);
          return (
            <Box
              key={node.id}
              id={`tree-row-${node.id}`}
              role="treeitem"
              data-name={node.name}
              aria-level={row.depth + 1}
              aria-expanded={row.expandable ? row.expanded : undefined}
              aria-selected={selectedId === node.id}
              aria-checked={isChecked}
              position="absolute"
              top={`${at * TREE_ROW_HEIGHT}px`}
              left="0"
              right="0"
              height={`${TREE_ROW_HEIGHT}px`}
              display="flex"
              alignItems="center"
              gap="2"
              pl={`${8 + row.depth * 20}px`}
              pr="2"
              bg={selectedId === node.id ? 'blue.50' : at === focus ? 'gray.50' : undefined}
              _hover={{ bg: 'gray.100' }}
              cursor="pointer"
              onClick={() => {
                setFocusIndex(at);
                onSelect(node.id);
              }}
            >
              <Box
                as="button"
                aria-label={row.expanded ? `Collapse ${node.name}` : `Expand ${node.name}`}
                tabIndex={-1}
                width="5"
                flexShrink={0}
                visibility={row.expandable ? 'visible' : 'hidden'}
                onClick={(event) => {
                  event.stopPropagation();
                  setFocusIndex(at);
                  onToggleExpand(row);
                }}
              >
                {loading?.has(node.id) ? <Spinner size="xs" /> : row.expanded ? '▾' : '▸'}
              </Box>
              <input
                type="checkbox"
                aria-label={`Check ${node.name}`}
                tabIndex={-1}
                checked={isChecked}
                style={{ width: 16, height: 16, flexShrink: 0, cursor: 'pointer' }}
                onClick={(event) => event.stopPropagation()}
                onChange={(event) => {
                  setFocusIndex(at);
                  onToggleCheck(node.id, event.target.checked);
                }}
              />
              <Text
                truncate
                flex="1"
                minW="0"
                fontWeight={highlighted?.has(node.id) ? 'semibold' : undefined}
                bg={highlighted?.has(node.id) ? 'yellow.100' : undefined}
                title={node.name}
              >
                {node.name}
              </Text>
              {extra?.(node)}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
