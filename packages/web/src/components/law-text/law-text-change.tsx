import { Badge, Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { ChangedLawTextFieldsFragment } from '../../gql/graphql';
import { SECTION_STATUS_LABELS } from './section-status';
import { TextDiff } from './text-diff';

/**
 * Law text change: the section with its status in brackets (struck through when
 * Decommissioned), the Levels block with a changed flag, and each sub-section's old versus new text, indented 28px
 * or 3px as the BFF says (the third character of its text a digit 1-9, or not).
 */
export function LawTextChange({ change }: { change: ChangedLawTextFieldsFragment }) {
  const decommissioned = change.sectionStatus === 'DECOMMISSIONED';
  // Depth first already: each sub-section under its parent, in the law's order.
  const subSections = change.subSectionList;
  return (
    <Stack gap="4">
      <Heading as="h2" size="sm">
        <Box
          as="span"
          textDecoration={decommissioned ? 'line-through' : undefined}
          data-part="changed-section"
        >
          {change.section}
        </Box>{' '}
        <Text as="span" color="fg.muted" fontWeight="normal">
          ({SECTION_STATUS_LABELS[change.sectionStatus]})
        </Text>
      </Heading>
      {(change.changeType || change.effectiveDate || change.summary) && (
        <Text textStyle="sm" color="fg.muted">
          {[change.changeType, change.effectiveDate && `effective ${change.effectiveDate}`]
            .filter(Boolean)
            .join(', ')}
          {change.summary ? ` — ${change.summary}` : ''}
        </Text>
      )}
      {change.levels.length > 0 && (
        <Box as="section" aria-label="Levels">
          <Heading as="h3" size="xs" mb="2">
            Levels
          </Heading>
          <Table.Root size="sm" variant="outline">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Level</Table.ColumnHeader>
                <Table.ColumnHeader>Text</Table.ColumnHeader>
                <Table.ColumnHeader>Changed</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {change.levels.map((level) => (
                <Table.Row key={level.level} data-changed={level.changed}>
                  <Table.Cell>Level {level.level}</Table.Cell>
                  <Table.Cell>
                    {level.changed ? (
                      <TextDiff oldText={level.oldText} newText={level.newText} />
                    ) : (
                      level.newText
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    {level.changed ? <Badge colorPalette="orange">Changed</Badge> : 'No'}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <Stack gap="3" as="section" aria-label="Sub-sections">
        {subSections.map((node) => (
          <Box
            key={node.id}
            ps={`${node.indentPx}px`}
            data-indent={node.indentPx}
            data-part="changed-sub-section"
          >
            <TextDiff oldText={node.oldText} newText={node.newText} />
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
