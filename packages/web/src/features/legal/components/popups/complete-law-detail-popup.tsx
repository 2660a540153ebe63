import { Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@lexbridge/rules';
import { useLocation, useParams } from 'react-router-dom';
import { SafeHtml } from '../../../../components/safe-html';
import { PopupWindowFrame } from '../../../../components/window/popup-window-frame';
import { POPUP_PARAMS } from '../../../../config/paths';
import { useCompleteLawDetailPopupQuery } from '../../../../gql/hooks';
import { usePopupClose } from '../../../../lib/use-popup-close';
import { lawTextCaption } from './law-text-popup';

/**
 * The complete law detail pop-up, user/completeLawDetail/{lawId}/{sectionId}: the section with every section combined
 * with it, as one text, the parent first.
 */
export function CompleteLawDetailPopup() {
  const { sectionId = '' } = useParams();
  const { search } = useLocation();
  const close = usePopupClose();
  const { data, loading, error } = useCompleteLawDetailPopupQuery({
    variables: {
      input: { sectionId, businessLineId: new URLSearchParams(search).get(POPUP_PARAMS.businessLineId) },
    },
  });
  const combined = data?.combinedLawText;
  return (
    <PopupWindowFrame
      title="Complete Law Detail"
      onClose={close}
      loading={loading}
      error={error || (!loading && !combined) ? MESSAGES.popUpLoadFailed : null}
    >
      {combined && (
        <Stack gap="4">
          <Text fontWeight="semibold">
            {lawTextCaption(combined.parent.regulator, combined.parent.section)}
          </Text>
          {combined.parent.level1 && <Text color="fg.muted">{combined.parent.level1}</Text>}
          <SafeHtml html={combined.details} />
        </Stack>
      )}
    </PopupWindowFrame>
  );
}
