import { Box, Button, Checkbox, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@lexbridge/rules';
import { Minus, Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { SafeHtml } from '../../../components/safe-html';
import { setNodeChecked, type TreeNode } from '../../../components/tree/tree-utils';
import { useRequirementLawTextTreeQuery, useRequirementSubSectionTextLazyQuery } from '../../../gql/hooks';

export interface LawTextTreeNode extends TreeNode {
  sectionId: string;
  children: LawTextTreeNode[];
}

interface FlatNode {
  id: string;
  parentId: string | null;
  name: string;
  sectionId: string;
}

/** The flat depth-first list of the BFF as a tree. */
export function buildLawTextTree(nodes: readonly FlatNode[]): LawTextTreeNode[] {
  const byId = new Map<string, LawTextTreeNode>();
  for (const node of nodes)
    byId.set(node.id, { id: node.id, name: node.name, sectionId: node.sectionId, children: [] });
  const roots: LawTextTreeNode[] = [];
  for (const node of nodes) {
    const built = byId.get(node.id)!;
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    if (parent) parent.children.push(built);
    else roots.push(built);
  }
  return roots;
}

interface LawTextTreeProps {
  sectionId: string;
  checked: ReadonlySet<string>;
  onCheckedChange: (checked: Set<string>, names: string[]) => void;
  disabled?: boolean;
}

/**
 * The law text tree with checkboxes: checking a node checks its descendants, checking a
 * child checks its ancestors; a node's text loads when it is first expanded.
 */
export function LawTextTree({ sectionId, checked, onCheckedChange, disabled = false }: LawTextTreeProps) {
  const { data, loading, error } = useRequirementLawTextTreeQuery({ variables: { sectionId } });
  const tree = useMemo(() => buildLawTextTree(data?.subSectionList ?? []), [data]);
  const names = useMemo(
    () => new Map((data?.subSectionList ?? []).map((node) => [node.id, node.name])),
    [data],
  );

  if (loading) return <Spinner size="sm" role="status" aria-label="Loading law text" />;
  if (error) return <Text color="fg.error">{MESSAGES.lawTextLoadFailed}</Text>;
  if (tree.length === 0) return <Text color="fg.muted">{MESSAGES.noResult}</Text>;

  const toggle = (id: string, on: boolean) => {
    const next = setNodeChecked(tree, checked, id, on);
    onCheckedChange(
      next,
      [...next].map((each) => names.get(each) ?? each),
    );
  };
  return (
    <Stack
      gap="1"
      role="tree"
      aria-label="Law text"
      maxH="360px"
      overflowY="auto"
      borderWidth="1px"
      borderRadius="md"
      p="2"
    >
      {tree.map((node) => (
        <TreeItem
          key={node.id}
          node={node}
          depth={0}
          checked={checked}
          onToggle={toggle}
          disabled={disabled}
        />
      ))}
    </Stack>
  );
}

function TreeItem({
  node,
  depth,
  checked,
  onToggle,
  disabled,
}: {
  node: LawTextTreeNode;
  depth: number;
  checked: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  disabled: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [loadText, { data, loading, called }] = useRequirementSubSectionTextLazyQuery();
  const expand = () => {
    if (!called) void loadText({ variables: { subSectionId: node.id } });
    setOpen((was) => !was);
  };
  return (
    <Box role="treeitem" aria-expanded={open} pl={`${depth * 16}px`}>
      <HStack gap="1" align="start">
        <Button
          size="2xs"
          variant="ghost"
          aria-label={`${open ? 'Collapse' : 'Expand'} ${node.name}`}
          onClick={expand}
        >
          {open ? <Minus /> : <Plus />}
        </Button>
        <Checkbox.Root
          size="sm"
          checked={checked.has(node.id)}
          disabled={disabled}
          onCheckedChange={(details) => onToggle(node.id, details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{node.name}</Checkbox.Label>
        </Checkbox.Root>
      </HStack>
      {open && (
        <Box pl="8" py="1" fontSize="sm" color="fg.muted">
          {loading ? <Spinner size="xs" /> : data ? <SafeHtml html={data.subSectionText.text} /> : null}
        </Box>
      )}
      {open &&
        node.children.map((child) => (
          <TreeItem
            key={child.id}
            node={child}
            depth={depth + 1}
            checked={checked}
            onToggle={onToggle}
            disabled={disabled}
          />
        ))}
    </Box>
  );
}
