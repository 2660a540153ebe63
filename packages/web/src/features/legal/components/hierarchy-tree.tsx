import { Badge, Box, Button, Checkbox, HStack, IconButton, Spinner, Text } from '@chakra-ui/react';
import { MESSAGES, TOAST_TITLES } from '@lexbridge/rules';
import { Minus, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { SECTION_STATUS_LABELS } from '../../../components/law-text/section-status';
import type { LawHierarchyFilterInput, LawHierarchyResultFieldsFragment } from '../../../gql/graphql';
import { useLawHierarchyChildrenLazyQuery } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';

type LevelNode = LawHierarchyResultFieldsFragment['levels'][number];
type SectionNode = LawHierarchyResultFieldsFragment['sections'][number];

/** A section as the Compare Laws dialog needs it (sectionId, level1, regulator). */
export interface SelectedLawRow {
  key: string;
  lawId: string;
  sectionId: string;
  lawDetailId: string;
  regulator: string;
  level1: string;
  section: string;
}

export interface TreeContext {
  /** The filter of the search that produced the tree: expanding asks with it. */
  filter: LawHierarchyFilterInput;
  selected: ReadonlyMap<string, SelectedLawRow>;
  onToggleSelected: (row: SelectedLawRow) => void;
  onOpenSection: (row: SelectedLawRow) => void;
}

const rowKey = (section: SectionNode) => `${section.lawId}:${section.sectionId}:${section.lawDetailId}`;

function Expander({
  label,
  expanded,
  loading,
  onToggle,
}: {
  label: string;
  expanded: boolean;
  loading?: boolean;
  onToggle: () => void;
}) {
  if (loading) return <Spinner size="xs" role="status" aria-label={`Loading ${label}`} mx="1" />;
  return (
    <IconButton
      size="2xs"
      variant="outline"
      aria-label={`${expanded ? 'Collapse' : 'Expand'} ${label}`}
      aria-expanded={expanded}
      onClick={onToggle}
    >
      {expanded ? <Minus /> : <Plus />}
    </IconButton>
  );
}

function TreeItem({ label, row, children }: { label: string; row: ReactNode; children?: ReactNode }) {
  return (
    <Box role="treeitem" aria-label={label}>
      <HStack gap="2" py="0.5" minH="7">
        {row}
      </HStack>
      {children && (
        <Box role="group" ps="6">
          {children}
        </Box>
      )}
    </Box>
  );
}

/** A regulator of a result group, with its level 1 nodes (already in the search's answer). */
export function RegulatorNode({
  result,
  context,
}: {
  result: LawHierarchyResultFieldsFragment;
  context: TreeContext;
}) {
  const [expanded, setExpanded] = useState(false);
  return (
    <TreeItem
      label={result.regulator}
      row={
        <>
          <Expander
            label={result.regulator}
            expanded={expanded}
            onToggle={() => setExpanded((value) => !value)}
          />
          <Text fontWeight="semibold">{result.regulator}</Text>
          {result.codeName && (
            <Text color="fg.muted" textStyle="sm">
              ({result.codeName})
            </Text>
          )}
        </>
      }
    >
      {expanded && (
        <NodeChildren
          result={result}
          context={context}
          regulator={result.regulator}
          regulatorId={result.regulatorId}
          path={[]}
        />
      )}
    </TreeItem>
  );
}

function NodeChildren({
  result,
  context,
  regulator,
  regulatorId,
  path,
}: {
  result: Pick<LawHierarchyResultFieldsFragment, 'levels' | 'sections'>;
  context: TreeContext;
  regulator: string;
  regulatorId: string;
  path: readonly string[];
}) {
  if (result.levels.length === 0 && result.sections.length === 0) {
    return (
      <Text color="fg.muted" textStyle="sm" py="1">
        {MESSAGES.noResultsFound}
      </Text>
    );
  }
  return (
    <>
      {result.levels.map((level) => (
        <LevelTreeNode
          key={level.text}
          level={level}
          context={context}
          regulator={regulator}
          regulatorId={regulatorId}
          path={[...path, level.text]}
        />
      ))}
      {result.sections.map((section) => (
        <SectionLeaf
          key={rowKey(section)}
          section={section}
          context={context}
          regulator={regulator}
          level1={path[0] ?? ''}
        />
      ))}
    </>
  );
}

/** A level node: its children load from the BFF when it is first expanded. */
function LevelTreeNode({
  level,
  context,
  regulator,
  regulatorId,
  path,
}: {
  level: LevelNode;
  context: TreeContext;
  regulator: string;
  regulatorId: string;
  path: readonly string[];
}) {
  const [expanded, setExpanded] = useState(false);
  const [load, { data, loading, called }] = useLawHierarchyChildrenLazyQuery();
  const children = data?.lawHierarchyChildren.results.find((result) => result.regulatorId === regulatorId);

  async function toggle() {
    const next = !expanded;
    setExpanded(next);
    if (!next || called) return;
    try {
      await load({
        variables: { node: { ...context.filter, regulatorIds: [regulatorId], levelTexts: [...path] } },
      });
    } catch (failure) {
      setExpanded(false);
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(failure, MESSAGES.defaultError),
      });
    }
  }

  return (
    <TreeItem
      label={level.text}
      row={
        <>
          <Expander label={level.text} expanded={expanded} loading={loading} onToggle={() => void toggle()} />
          <Text>{level.text}</Text>
          <Badge size="sm" variant="subtle" title="Sections">
            {level.sectionCount}
          </Badge>
        </>
      }
    >
      {expanded && children && (
        <NodeChildren
          result={children}
          context={context}
          regulator={regulator}
          regulatorId={regulatorId}
          path={path}
        />
      )}
    </TreeItem>
  );
}

/** A section: its checkbox puts it in the Compare Laws selection, its name opens the law detail pop-up. */
function SectionLeaf({
  section,
  context,
  regulator,
  level1,
}: {
  section: SectionNode;
  context: TreeContext;
  regulator: string;
  level1: string;
}) {
  const title = `${section.section} ${section.sectionName}`;
  const row: SelectedLawRow = {
    key: rowKey(section),
    lawId: section.lawId,
    sectionId: section.sectionId,
    lawDetailId: section.lawDetailId,
    regulator,
    level1,
    section: title,
  };
  return (
    <TreeItem
      label={title}
      row={
        <>
          <Checkbox.Root
            size="sm"
            checked={context.selected.has(row.key)}
            onCheckedChange={() => context.onToggleSelected(row)}
          >
            <Checkbox.HiddenInput aria-label={`Compare ${title}`} />
            <Checkbox.Control />
          </Checkbox.Root>
          <Button
            size="xs"
            variant="plain"
            colorPalette="blue"
            px="0"
            textAlign="start"
            whiteSpace="normal"
            onClick={() => context.onOpenSection(row)}
          >
            {title}
          </Button>
          {section.status !== 'ACTIVE' && (
            <Badge size="sm" colorPalette={section.status === 'DECOMMISSIONED' ? 'red' : 'gray'}>
              {SECTION_STATUS_LABELS[section.status]}
            </Badge>
          )}
        </>
      }
    />
  );
}
