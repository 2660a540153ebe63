import { Box, Button, Heading, HStack, List, Stack, Tag, Text } from '@chakra-ui/react';
import { CATALOGUE_TEXTS, MESSAGES } from '@lexbridge/rules';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths, reportedRoute } from '../../config/paths';
import type { LawDetailViewFieldsFragment } from '../../gql/graphql';
import { openPopupWindow } from '../../lib/popup-window';
import { CollapsibleSection } from '../collapsible-section';
import { hasChangeInLaw, SECTION_STATUS_LABELS } from '../law-text/section-status';
import { SafeHtml } from '../safe-html';
import { SectionRequirementsTable } from '../requirements-grid/section-requirements-table';
import { LawInformationPanel } from './law-information-panel';

/** The parent page whose law detail leaves out the Category and process sections. */
export const SEARCH_LAW_PAGE = 'search-law';

export interface LawDetailViewProps {
  detail: LawDetailViewFieldsFragment;
  /** 'draft': the draft work-queue variant (regulator, law text clamped to 4 lines, law information). */
  variant?: 'full' | 'draft';
  /** The page showing the view; 'search-law' hides the Category and process sections. */
  parentPage?: string;
  /** The quick-search page hides them too. */
  quickSearch?: boolean;
}

/**
 * The law detail view, with the section's business requirements table when a business line is
 * known (components/requirements-grid). The Category, Azimuth Process and Company Process sections need a
 * business line and are not shown on the quick-search page or under the search-law page; each says 'No Result'
 * when empty, and the Company Process list shows its first name plus +N.
 */
export function LawDetailView({
  detail,
  variant = 'full',
  parentPage,
  quickSearch = false,
}: LawDetailViewProps) {
  if (variant === 'draft') return <DraftLawDetail detail={detail} />;
  const showsMappings = !!detail.businessLineId && !quickSearch && parentPage !== SEARCH_LAW_PAGE;
  return (
    <Stack gap="4" data-part="law-detail">
      <LawHeading detail={detail} />
      <LawTextBlock detail={detail} />
      {detail.businessLineId && (
        <SectionRequirementsTable
          lawId={detail.lawId}
          sectionId={detail.sectionId}
          lawDetailId={detail.lawDetailId}
          businessLineId={detail.businessLineId}
        />
      )}
      <CollapsibleSection title="Law Information Details">
        <LawInformationPanel law={detail} />
      </CollapsibleSection>
      {showsMappings && (
        <>
          <CollapsibleSection title="Category">
            <NameTags names={detail.categories} />
          </CollapsibleSection>
          <CollapsibleSection title="Azimuth Process Applicable to the Law">
            <NameList names={(detail.azimuthProcesses ?? []).map((process) => process.name)} />
          </CollapsibleSection>
          <CollapsibleSection title="Company Process Applicable to the Law">
            <FirstPlusMore
              names={detail.companyProcesses?.map((process) => process.name) ?? detail.companyProcessNames}
            />
          </CollapsibleSection>
        </>
      )}
    </Stack>
  );
}

function LawHeading({ detail }: { detail: LawDetailViewFieldsFragment }) {
  return (
    <Box>
      <Text textStyle="sm" color="fg.muted">
        {detail.regulator}
      </Text>
      <Heading as="h2" size="md">
        {detail.section}{' '}
        <Text as="span" color="fg.muted" fontWeight="normal" textStyle="sm">
          ({SECTION_STATUS_LABELS[detail.status]})
        </Text>
      </Heading>
    </Box>
  );
}

/** The law text, capped at 200px high, with the pop-ups it opens. */
function LawTextBlock({ detail }: { detail: LawDetailViewFieldsFragment }) {
  const location = useLocation();
  const from = reportedRoute(location);
  const law = {
    lawId: detail.lawId,
    sectionId: detail.sectionId,
    lawDetailId: detail.lawDetailId,
    businessLineId: detail.businessLineId,
    lawInventoryId: detail.lawInventoryId,
  };
  return (
    <Stack gap="2">
      <Box
        as="section"
        aria-label="Law Text"
        maxH="200px"
        overflowY="auto"
        borderWidth="1px"
        borderRadius="md"
        p="3"
      >
        <SafeHtml html={detail.lawText} />
      </Box>
      <HStack gap="2" wrap="wrap">
        <Button
          size="xs"
          variant="outline"
          onClick={() => openPopupWindow(paths.readMorePopup.getHref({ ...law, type: 'LawText' }, from))}
        >
          Law text
        </Button>
        {hasChangeInLaw(detail.status) && (
          <Button
            size="xs"
            variant="outline"
            onClick={() => openPopupWindow(paths.readMorePopup.getHref({ ...law, type: 'Changed' }, from))}
          >
            Changes in law
          </Button>
        )}
        <Button
          size="xs"
          variant="outline"
          onClick={() => openPopupWindow(paths.completeLawDetailPopup.getHref(law, from), 'large')}
        >
          Complete law detail
        </Button>
      </HStack>
    </Stack>
  );
}

function NoResult() {
  return (
    <Text color="fg.muted" textStyle="sm">
      {MESSAGES.noResult}
    </Text>
  );
}

function NameTags({ names }: { names: readonly string[] }) {
  if (names.length === 0) return <NoResult />;
  return (
    <HStack gap="2" wrap="wrap" as="ul" listStyleType="none">
      {names.map((name) => (
        <Tag.Root as="li" key={name} size="md">
          <Tag.Label>{name}</Tag.Label>
        </Tag.Root>
      ))}
    </HStack>
  );
}

function NameList({ names }: { names: readonly string[] }) {
  if (names.length === 0) return <NoResult />;
  return (
    <List.Root ps="4" textStyle="sm">
      {names.map((name) => (
        <List.Item key={name}>{name}</List.Item>
      ))}
    </List.Root>
  );
}

/** The first name and '+N' for the others; +N unfolds the rest. */
function FirstPlusMore({ names }: { names: readonly string[] }) {
  const [all, setAll] = useState(false);
  if (names.length === 0) return <NoResult />;
  if (all) {
    return (
      <Stack gap="1">
        <NameList names={names} />
        <Button size="2xs" variant="ghost" alignSelf="flex-start" onClick={() => setAll(false)}>
          Show less
        </Button>
      </Stack>
    );
  }
  const others = names.length - 1;
  return (
    <HStack gap="2" textStyle="sm" data-part="first-plus-count">
      <Text>{names[0]}</Text>
      {others > 0 && (
        <Button
          size="2xs"
          variant="subtle"
          colorPalette="blue"
          title={names.slice(1).join(', ')}
          aria-label={`+${others}: show all ${names.length}`}
          onClick={() => setAll(true)}
        >
          +{others}
        </Button>
      )}
    </HStack>
  );
}

/** The draft work-queue variant: the regulator, the law text clamped to 4 lines (Read More / Read Less). */
function DraftLawDetail({ detail }: { detail: LawDetailViewFieldsFragment }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <Stack gap="3" data-part="law-detail-draft">
      <Text fontWeight="semibold">{detail.regulator}</Text>
      <Box>
        <SafeHtml html={detail.lawText} lineClamp={expanded ? undefined : 4} data-clamped={!expanded} />
        <Button
          size="xs"
          variant="plain"
          colorPalette="blue"
          px="0"
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? CATALOGUE_TEXTS.readLess : CATALOGUE_TEXTS.readMore}
        </Button>
      </Box>
      <LawInformationPanel law={detail} />
    </Stack>
  );
}
