import {
  Box,
  Button,
  Checkbox,
  Field,
  Heading,
  HStack,
  IconButton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { CATALOGUE_TEXTS, TOAST_TITLES } from '@lexbridge/rules';
import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { notify } from '../../lib/toast';
import { IndustryBusinessLineSelect } from '../industry/industry-business-line-select';
import { useIndustrySelection, type IndustryOption } from '../industry/use-industry-selection';
import { SearchBox } from '../pickers/search-box';
import { allIds, filterTree, findNode, setNodeChecked, type TreeNode } from '../tree/tree-utils';
import { DraggableDialog } from './draggable-dialog';

/** The module whose submit needs at least one visible selected process. */
export const LAW_NOT_APPLICABLE_MODULE = 'LawNotApplicable';

export interface HierarchyModalResult {
  selectedNodes: TreeNode[];
  businessLineId: string | null;
  description: string | null;
}

export interface HierarchyModalProps {
  open: boolean;
  title: string;
  nodes: readonly TreeNode[];
  selectedIds?: readonly string[];
  moduleName?: string;
  /** Shows the industry and business-line selector; the screen reloads `nodes` for the chosen line. */
  industries?: readonly IndustryOption[];
  onBusinessLineChange?: (businessLineId: string) => void;
  /** Shows the required comment box. */
  withComment?: boolean;
  /** With single-select and no multi-select, checking a node clears every other. */
  single?: boolean;
  multi?: boolean;
  onSubmit: (result: HierarchyModalResult) => void;
  onDismiss: () => void;
}

/**
 * The validate / send-back hierarchy modal: a search box, an optional industry and
 * business-line selector, the 'Company Primary Hierarchy' tree with an Expand All / Collapse toggle, Select All, 'No
 * Data To Show' and Submit; optionally the required comment 'Provide details on updates and changes required'.
 */
export function HierarchyModal({ open, title, onDismiss, ...props }: HierarchyModalProps) {
  return (
    <DraggableDialog open={open} title={title} onDismiss={onDismiss} size="xl">
      <HierarchyBody {...props} />
    </DraggableDialog>
  );
}

function HierarchyBody({
  nodes,
  selectedIds = [],
  moduleName,
  industries,
  onBusinessLineChange,
  withComment = false,
  single = false,
  multi = true,
  onSubmit,
}: Omit<HierarchyModalProps, 'open' | 'title' | 'onDismiss'>) {
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set(selectedIds));
  const [search, setSearch] = useState('');
  const [expandAll, setExpandAll] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const selection = useIndustrySelection(industries ?? []);
  const singleSelect = single && !multi;

  const visible = filterTree(nodes, search);
  const visibleIds = allIds(visible);
  const everyVisibleChecked = visibleIds.length > 0 && visibleIds.every((id) => checked.has(id));
  const isExpanded = (id: string) => expandAll || search.trim() !== '' || expanded.has(id);

  function toggleExpandAll() {
    setExpandAll((current) => !current);
    setExpanded(new Set());
  }

  function submit() {
    const selectedVisible = visibleIds.filter((id) => checked.has(id));
    if (moduleName === LAW_NOT_APPLICABLE_MODULE && selectedVisible.length === 0) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: CATALOGUE_TEXTS.selectAtLeastOneProcess,
      });
      return;
    }
    if (withComment && !comment.trim()) {
      setCommentError(CATALOGUE_TEXTS.commentRequired);
      return;
    }
    onSubmit({
      selectedNodes: allIds(nodes)
        .filter((id) => checked.has(id))
        .map((id) => findNode(nodes, id)!)
        .filter(Boolean),
      businessLineId: industries ? selection.businessLineId || null : null,
      description: withComment ? comment.trim() : null,
    });
  }

  function renderNodes(list: readonly TreeNode[], depth: number) {
    return list.map((node) => {
      const children = node.children ?? [];
      const open = isExpanded(node.id);
      return (
        <Box
          key={node.id}
          role="treeitem"
          aria-label={node.name}
          aria-expanded={children.length ? open : undefined}
        >
          <HStack gap="2" ps={`${depth * 20}px`} py="0.5">
            {children.length > 0 ? (
              <IconButton
                size="2xs"
                variant="outline"
                aria-label={`${open ? 'Collapse' : 'Expand'} ${node.name}`}
                onClick={() =>
                  setExpanded((current) => {
                    const next = new Set(current);
                    if (next.has(node.id)) next.delete(node.id);
                    else next.add(node.id);
                    return next;
                  })
                }
              >
                {open ? <Minus /> : <Plus />}
              </IconButton>
            ) : (
              <Box w="5" />
            )}
            <Checkbox.Root
              size="sm"
              checked={checked.has(node.id)}
              onCheckedChange={(details) =>
                setChecked((current) =>
                  setNodeChecked(nodes, current, node.id, details.checked === true, { single: singleSelect }),
                )
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label fontWeight="normal">{node.name}</Checkbox.Label>
            </Checkbox.Root>
          </HStack>
          {open && children.length > 0 && <Box role="group">{renderNodes(children, depth + 1)}</Box>}
        </Box>
      );
    });
  }

  return (
    <Stack gap="4">
      <HStack gap="4" wrap="wrap" align="flex-end">
        <SearchBox value={search} onChange={setSearch} />
        {industries && (
          <IndustryBusinessLineSelect
            industries={industries}
            selection={selection}
            onBusinessLineChange={(id) => id && onBusinessLineChange?.(id)}
          />
        )}
      </HStack>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h3" size="sm">
          {CATALOGUE_TEXTS.companyPrimaryHierarchy}
        </Heading>
        <HStack gap="4">
          {!singleSelect && (
            <Checkbox.Root
              size="sm"
              checked={everyVisibleChecked}
              disabled={visibleIds.length === 0}
              onCheckedChange={() =>
                setChecked((current) => {
                  const next = new Set(current);
                  for (const id of visibleIds) {
                    if (everyVisibleChecked) next.delete(id);
                    else next.add(id);
                  }
                  return next;
                })
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Select All</Checkbox.Label>
            </Checkbox.Root>
          )}
          <Button size="xs" variant="outline" onClick={toggleExpandAll}>
            {expandAll ? 'Collapse' : 'Expand All'}
          </Button>
        </HStack>
      </HStack>
      <Box maxH="500px" overflowY="auto" borderWidth="1px" borderRadius="md" p="2">
        {visible.length === 0 ? (
          <Text color="fg.muted" role="status" textAlign="center" py="4">
            {CATALOGUE_TEXTS.noDataToShow}
          </Text>
        ) : (
          <Box role="tree" aria-label={CATALOGUE_TEXTS.companyPrimaryHierarchy}>
            {renderNodes(visible, 0)}
          </Box>
        )}
      </Box>
      {withComment && (
        <Field.Root required invalid={commentError !== null}>
          <Field.Label>
            {CATALOGUE_TEXTS.commentLabel}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            rows={3}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              setCommentError(null);
            }}
          />
          {commentError && <Field.ErrorText>{commentError}</Field.ErrorText>}
        </Field.Root>
      )}
      <HStack justify="flex-end">
        <Button colorPalette="blue" onClick={submit}>
          Submit
        </Button>
      </HStack>
    </Stack>
  );
}
