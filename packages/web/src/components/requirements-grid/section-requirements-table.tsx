import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_EDIT_TAB_INDEX, isEditableRoute, MESSAGES } from '@lexbridge/rules';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSectionRequirementsQuery } from '../../gql/hooks';
import { useCurrentSession } from '../../lib/session/session-context';
import { saveSelectedLaw } from '../../lib/workflow-selection';
import { REQUIREMENT_TABLE_HEIGHT, RequirementsGrid } from './requirements-grid';

interface SectionRequirementsTableProps {
  lawId: string;
  sectionId: string;
  lawDetailId: string;
  businessLineId: string;
}

const DEFINE_ROUTE = paths.legalStep.getHref('defineBusinessRequirements');

/**
 * The law detail view's business requirements table: the section's requirements for the
 * business line, 400px high, each number opening the requirement detail pop-up. Add/Edit Requirements stores the
 * selected law with tab index 4 and opens Define Business Requirements (for users who may edit there).
 */
export function SectionRequirementsTable({
  lawId,
  sectionId,
  lawDetailId,
  businessLineId,
}: SectionRequirementsTableProps) {
  const navigate = useNavigate();
  const { editableRoutes } = useCurrentSession();
  const { data, loading, error } = useSectionRequirementsQuery({
    variables: { input: { sectionId, businessLineId } },
  });
  const rows = data?.requirementsForSection ?? [];
  return (
    <Stack gap="2" as="section" aria-label="Business Requirements">
      <HStack justify="space-between">
        <Heading as="h3" size="sm">
          Business Requirements
        </Heading>
        {isEditableRoute(editableRoutes, DEFINE_ROUTE) && (
          <Button
            size="xs"
            variant="outline"
            onClick={() => {
              saveSelectedLaw({
                tabIndex: DEFAULT_EDIT_TAB_INDEX,
                requirementCount: rows.length,
                lawIds: [lawId],
                sectionId,
                businessLineId,
                lawDetailId,
              });
              void navigate(DEFINE_ROUTE);
            }}
          >
            Add/Edit Requirements
          </Button>
        )}
      </HStack>
      {loading && !data ? (
        <Text color="fg.muted">Loading…</Text>
      ) : error && !data ? (
        <Text color="fg.error">{error.message || MESSAGES.defaultError}</Text>
      ) : (
        <RequirementsGrid
          rows={rows}
          height={REQUIREMENT_TABLE_HEIGHT}
          label="Business requirements of the section"
        />
      )}
    </Stack>
  );
}
