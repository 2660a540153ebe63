import { Accordion, Box, Heading, Stack, Text } from '@chakra-ui/react';
import { parentSectionsFirst } from '@lexbridge/rules';
import type { LawTextSectionFieldsFragment } from '../../gql/graphql';
import { SafeHtml } from '../safe-html';
import { SECTION_STATUS_LABELS } from './section-status';

interface LawTextSectionsProps {
  sections: readonly LawTextSectionFieldsFragment[];
  /** All sections one under the other, or one accordion panel each. */
  mode?: 'single' | 'accordion';
}

function SectionHeading({ section }: { section: LawTextSectionFieldsFragment }) {
  return (
    <>
      {section.section}{' '}
      <Text as="span" color="fg.muted" fontWeight="normal">
        ({SECTION_STATUS_LABELS[section.status]})
      </Text>
    </>
  );
}

/** Law text, single or accordion: sections whose status is 'Parent' first. */
export function LawTextSections({ sections, mode = 'single' }: LawTextSectionsProps) {
  const ordered = parentSectionsFirst(sections, (section) => section.status);
  if (mode === 'accordion') {
    return (
      <Accordion.Root
        multiple
        collapsible
        defaultValue={ordered.slice(0, 1).map((section) => section.sectionId)}
      >
        {ordered.map((section) => (
          <Accordion.Item key={section.sectionId} value={section.sectionId}>
            <Accordion.ItemTrigger>
              <Box flex="1" fontWeight="semibold">
                <SectionHeading section={section} />
              </Box>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <SafeHtml html={section.details} />
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    );
  }
  return (
    <Stack gap="4">
      {ordered.map((section) => (
        <Box as="section" key={section.sectionId} aria-label={section.section} data-status={section.status}>
          <Heading as="h3" size="sm" mb="1">
            <SectionHeading section={section} />
          </Heading>
          <SafeHtml html={section.details} />
        </Box>
      ))}
    </Stack>
  );
}
