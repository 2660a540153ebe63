import { Box, Text } from '@chakra-ui/react';
import { MESSAGES } from '@lexbridge/rules';
import { CollapsibleSection } from '../../../components/collapsible-section';
import type { LawHierarchyQuery } from '../../../gql/graphql';
import { RegulatorNode, type TreeContext } from './hierarchy-tree';

const GROUP_TITLES = { FEDERAL: 'Federal', STATE: 'States' } as const;

/**
 * The results, grouped into collapsible Federal and States sections, each a lazily expandable tree; an empty group
 * says 'No Results Found'.
 */
export function HierarchyResults({
  groups,
  context,
}: {
  groups: LawHierarchyQuery['lawHierarchy'];
  context: TreeContext;
}) {
  return (
    <>
      {(['FEDERAL', 'STATE'] as const).map((authority) => {
        const results = groups.find((group) => group.authority === authority)?.results ?? [];
        return (
          <CollapsibleSection key={authority} title={GROUP_TITLES[authority]}>
            {results.length === 0 ? (
              <Text color="fg.muted">{MESSAGES.noResultsFound}</Text>
            ) : (
              <Box role="tree" aria-label={`${GROUP_TITLES[authority]} laws`} maxH="55vh" overflowY="auto">
                {results.map((result) => (
                  <RegulatorNode key={result.regulatorId} result={result} context={context} />
                ))}
              </Box>
            )}
          </CollapsibleSection>
        );
      })}
    </>
  );
}
