import { Box, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { Navigate, useParams } from 'react-router-dom';
import { SafeHtml } from '../../../../components/safe-html';
import { PopupWindowFrame } from '../../../../components/window/popup-window-frame';
import { paths } from '../../../../config/paths';
import { useRequirementDetailPopupQuery } from '../../../../gql/hooks';
import { usePopupClose } from '../../../../lib/use-popup-close';

const TYPES = { business: 'BUSINESS', legal: 'LEGAL' } as const;

/** The pop-up's title: 'Regulator: Section'. */
export function requirementDetailTitle(regulator: string | null, section: string | null): string {
  return `${regulator ?? ''}: ${section ?? ''}`;
}

/**
 * The requirement detail pop-up, user/requirement-detail/{id}/{type}: the requirement number,
 * its text clamped to 4 lines, and the law text. A spinner while loading; a failure only hides the spinner.
 */
export function RequirementDetailPopup() {
  const { id = '', type = 'business' } = useParams();
  const close = usePopupClose();
  const valid = type === 'business' || type === 'legal';
  const { data, loading } = useRequirementDetailPopupQuery({
    variables: { id, type: valid ? TYPES[type] : 'BUSINESS' },
    skip: !valid,
  });
  if (!valid) return <Navigate to={paths.notFound.getHref()} replace />;
  const detail = data?.requirementDetail;
  return (
    <PopupWindowFrame
      title={detail ? requirementDetailTitle(detail.regulator, detail.section) : 'Requirement detail'}
      onClose={close}
      loading={loading}
    >
      {detail && (
        <Stack gap="4">
          <DataList.Root orientation="horizontal" size="sm">
            <DataList.Item>
              <DataList.ItemLabel minW="10rem">Requirement Number</DataList.ItemLabel>
              <DataList.ItemValue>{detail.requirementNumber || '-'}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Box>
            <Heading as="h2" size="xs" mb="1">
              Requirement
            </Heading>
            <Text lineClamp={4} title={detail.requirement} data-part="requirement-text">
              {detail.requirement}
            </Text>
          </Box>
          <Box>
            <Heading as="h2" size="xs" mb="1">
              Law Text
            </Heading>
            <SafeHtml html={detail.lawText} />
          </Box>
        </Stack>
      )}
    </PopupWindowFrame>
  );
}
