import { Box } from '@chakra-ui/react';
import { MESSAGES } from '@lexbridge/rules';
import { useParams } from 'react-router-dom';
import { LawDetailView } from '../../../../components/law-detail/law-detail-view';
import { PopupWindowFrame } from '../../../../components/window/popup-window-frame';
import { useLawDetailsPopupQuery } from '../../../../gql/hooks';
import { usePopupClose } from '../../../../lib/use-popup-close';

/** user/lawDetails/{lawId}/{sectionId}/{lawDetailId}/{businessLineId}: the law detail view in its own window. */
export function LawDetailsPopup() {
  const { lawId = '', sectionId = '', lawDetailId = '', businessLineId } = useParams();
  const close = usePopupClose();
  const { data, loading } = useLawDetailsPopupQuery({
    variables: { input: { lawId, sectionId, lawDetailId, businessLineId: businessLineId || null } },
    // The process lists can fail alone (null with an error); the rest of the detail still shows.
    errorPolicy: 'all',
  });
  const detail = data?.lawDetail;
  return (
    <PopupWindowFrame
      title="Law Details"
      onClose={close}
      loading={loading}
      error={!loading && !detail ? MESSAGES.popUpLoadFailed : null}
    >
      {/* react-data-grid's layered styles lose their cell padding to Chakra's reset: restored for the 400px table. */}
      {detail && (
        <Box css={{ '& .rdg-cell': { paddingInline: '8px', lineHeight: '1.3' } }}>
          <LawDetailView detail={detail} />
        </Box>
      )}
    </PopupWindowFrame>
  );
}
