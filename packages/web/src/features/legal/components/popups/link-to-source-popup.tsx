import { Box, DataList, HStack, IconButton, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, TOAST_TITLES } from '@lexbridge/rules';
import { ExternalLink, Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { SECTION_STATUS_LABELS } from '../../../../components/law-text/section-status';
import { PopupWindowFrame } from '../../../../components/window/popup-window-frame';
import { POPUP_PARAMS } from '../../../../config/paths';
import type { LinkToSourcePopupQuery, SourceSubSectionsQuery } from '../../../../gql/graphql';
import { useLinkToSourcePopupQuery, useSourceSubSectionsLazyQuery } from '../../../../gql/hooks';
import { errorMessage } from '../../../../lib/graphql-errors';
import { notify } from '../../../../lib/toast';
import { usePopupClose } from '../../../../lib/use-popup-close';

type SourceSection = LinkToSourcePopupQuery['linkToSource']['sections'][number];
type SubSectionRow = SourceSubSectionsQuery['subSectionList'][number];
interface SubSectionNode {
  id: string;
  name: string;
  subSections: SubSectionNode[];
}

/** The tree again from the depth-first list: each row under its parent (parentId), in order. */
export function subSectionTree(rows: readonly SubSectionRow[]): SubSectionNode[] {
  const nodes = new Map<string, SubSectionNode>();
  const roots: SubSectionNode[] = [];
  for (const row of rows) {
    const node: SubSectionNode = { id: row.id, name: row.name, subSections: [] };
    nodes.set(row.id, node);
    const parent = row.parentId ? nodes.get(row.parentId) : undefined;
    if (parent) parent.subSections.push(node);
    else roots.push(node);
  }
  return roots;
}

/**
 * The link-to-source pop-up, user/linkToSource/{lawId}/{sectionId}/{lawDetailId}/{type}: the
 * regulator, the law section, the level 1 text, the official source, and the law's sections as a tree whose plus
 * expanders load sub-sections on first use, with a spinner. A scroll-to-top button appears once the page is taller
 * than the window and scrolled 100px.
 */
export function LinkToSourcePopup() {
  const { lawId = '', sectionId = '', lawDetailId = '' } = useParams();
  const { search } = useLocation();
  const lawInventoryId = new URLSearchParams(search).get(POPUP_PARAMS.lawInventoryId);
  const close = usePopupClose();
  const { data, loading, error } = useLinkToSourcePopupQuery({
    variables: { input: { lawId, sectionId, lawDetailId, lawInventoryId } },
  });
  const source = data?.linkToSource;
  return (
    <PopupWindowFrame
      title="Link to Source"
      onClose={close}
      loading={loading}
      error={error || (!loading && !source) ? MESSAGES.popUpLoadFailed : null}
      scrollToTop
    >
      {source && (
        <Stack gap="4">
          <DataList.Root orientation="horizontal" size="sm" gap="2">
            <DataList.Item>
              <DataList.ItemLabel minW="8rem">Regulator</DataList.ItemLabel>
              <DataList.ItemValue>{source.regulator}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="8rem">Law Section</DataList.ItemLabel>
              <DataList.ItemValue>{source.section}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel minW="8rem">Level 1</DataList.ItemLabel>
              <DataList.ItemValue>{source.level1 || '-'}</DataList.ItemValue>
            </DataList.Item>
            {(source.lawName || source.citation) && (
              <DataList.Item>
                <DataList.ItemLabel minW="8rem">Law</DataList.ItemLabel>
                <DataList.ItemValue>
                  {[source.lawName, source.citation].filter(Boolean).join(', ')}
                </DataList.ItemValue>
              </DataList.Item>
            )}
          </DataList.Root>
          {source.sourceUrl && /^https?:\/\//i.test(source.sourceUrl) && (
            <Link href={source.sourceUrl} target="_blank" rel="noopener noreferrer" colorPalette="blue">
              Official source <ExternalLink size={14} aria-hidden="true" />
            </Link>
          )}
          <Box role="tree" aria-label="Sections of the law">
            {source.sections.map((section) => (
              <SourceSectionNode
                key={section.sectionId}
                section={section}
                lawInventoryId={source.lawInventoryId}
                current={section.sectionId === source.sectionId}
              />
            ))}
          </Box>
        </Stack>
      )}
    </PopupWindowFrame>
  );
}

function SourceSectionNode({
  section,
  lawInventoryId,
  current,
}: {
  section: SourceSection;
  lawInventoryId: string | null;
  current: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const [load, { data, loading, called }] = useSourceSubSectionsLazyQuery();

  async function toggle() {
    const next = !expanded;
    setExpanded(next);
    if (!next || called) return;
    try {
      await load({ variables: { input: { sectionId: section.sectionId, lawInventoryId } } });
    } catch (failure) {
      setExpanded(false);
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(failure, MESSAGES.popUpLoadFailed),
      });
    }
  }

  return (
    <Box
      role="treeitem"
      aria-label={section.section}
      aria-expanded={section.hasSubSections ? expanded : undefined}
    >
      <HStack gap="2" py="0.5">
        {section.hasSubSections ? (
          loading ? (
            <Spinner size="xs" role="status" aria-label={`Loading ${section.section}`} mx="1" />
          ) : (
            <IconButton
              size="2xs"
              variant="outline"
              aria-label={`${expanded ? 'Collapse' : 'Expand'} ${section.section}`}
              onClick={() => void toggle()}
            >
              {expanded ? <Minus /> : <Plus />}
            </IconButton>
          )
        ) : (
          <Box w="5" />
        )}
        <Text fontWeight={current ? 'bold' : 'normal'} aria-current={current ? 'true' : undefined}>
          {section.section}
        </Text>
        {section.status !== 'ACTIVE' && (
          <Text as="span" color="fg.muted" textStyle="sm">
            ({SECTION_STATUS_LABELS[section.status]})
          </Text>
        )}
      </HStack>
      {expanded && data && (
        <Box role="group" ps="6">
          <SubSectionNodes nodes={subSectionTree(data.subSectionList)} />
        </Box>
      )}
    </Box>
  );
}

/** Sub-sections arrive as a whole tree: below the first level they fold open without asking again. */
function SubSectionNodes({ nodes }: { nodes: readonly SubSectionNode[] }) {
  return (
    <>
      {nodes.map((node) => (
        <SubSectionTreeNode key={node.id} node={node} />
      ))}
    </>
  );
}

function SubSectionTreeNode({ node }: { node: SubSectionNode }) {
  const [expanded, setExpanded] = useState(false);
  const children = node.subSections;
  return (
    <Box role="treeitem" aria-label={node.name} aria-expanded={children.length ? expanded : undefined}>
      <HStack gap="2" py="0.5">
        {children.length > 0 ? (
          <IconButton
            size="2xs"
            variant="outline"
            aria-label={`${expanded ? 'Collapse' : 'Expand'} ${node.name}`}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? <Minus /> : <Plus />}
          </IconButton>
        ) : (
          <Box w="5" />
        )}
        <Text textStyle="sm">{node.name}</Text>
      </HStack>
      {expanded && (
        <Box role="group" ps="6">
          <SubSectionNodes nodes={children} />
        </Box>
      )}
    </Box>
  );
}
