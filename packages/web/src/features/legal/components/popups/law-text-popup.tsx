import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { CATALOGUE_TEXTS, MESSAGES } from '@lexbridge/rules';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { LawTextChange } from '../../../../components/law-text/law-text-change';
import { LawTextSections } from '../../../../components/law-text/law-text-sections';
import { PopupWindowFrame } from '../../../../components/window/popup-window-frame';
import { paths, popupOpener, POPUP_PARAMS, reportedRoute, type LawTextType } from '../../../../config/paths';
import { useLawTextPopupQuery } from '../../../../gql/hooks';
import { openPopupWindow } from '../../../../lib/popup-window';
import { usePopupClose } from '../../../../lib/use-popup-close';

const KINDS = { LawText: 'LAW_TEXT', Changed: 'CHANGED' } as const;

export function isLawTextType(type: string | undefined): type is LawTextType {
  return type === 'LawText' || type === 'Changed';
}

/** The body's first line. */
export function lawTextCaption(regulator: string, section: string): string {
  return `Regulator - ${regulator} | Law - ${section}`;
}

/**
 * The Law text pop-up, user/read-more/{lawId}/{sectionId}/{lawDetailId}/{type}. LawText: the
 * section, the 'Link to Source Law/Document' link (unless the URL says hideLink) and the section with those combined
 * with it, 'Parent' first. Changed: each sub-section's old versus new text. A failure says 'Something went wrong!
 * Please try again later.'
 */
export function LawTextPopup() {
  const { lawId = '', sectionId = '', lawDetailId = '', type } = useParams();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const close = usePopupClose();
  const valid = isLawTextType(type);
  const { data, loading, error } = useLawTextPopupQuery({
    variables: {
      input: {
        lawId,
        sectionId,
        lawDetailId,
        kind: valid ? KINDS[type] : 'LAW_TEXT',
        businessLineId: params.get(POPUP_PARAMS.businessLineId),
        lawInventoryId: params.get(POPUP_PARAMS.lawInventoryId),
      },
    },
    skip: !valid,
  });
  if (!valid) return <Navigate to={paths.notFound.getHref()} replace />;

  const lawText = data?.lawText;
  const hideLink = params.get(POPUP_PARAMS.hideLink) === 'true';
  const from = popupOpener(location.search) ?? reportedRoute(location);

  return (
    <PopupWindowFrame
      title="Law text"
      onClose={close}
      loading={loading}
      error={error || (!loading && !lawText) ? MESSAGES.popUpLoadFailed : null}
    >
      {lawText && (
        <Stack gap="4">
          <Text fontWeight="semibold" data-part="law-text-caption">
            {lawTextCaption(lawText.regulator, lawText.section)}
          </Text>
          {type === 'LawText' ? (
            <>
              <Box>
                <Heading as="h2" size="sm">
                  {lawText.section}
                </Heading>
                {!hideLink && (
                  <Button
                    size="sm"
                    variant="plain"
                    colorPalette="blue"
                    px="0"
                    onClick={() =>
                      openPopupWindow(
                        paths.linkToSourcePopup.getHref(
                          {
                            lawId,
                            sectionId,
                            lawDetailId,
                            type,
                            lawInventoryId: params.get(POPUP_PARAMS.lawInventoryId),
                          },
                          from,
                        ),
                      )
                    }
                  >
                    {CATALOGUE_TEXTS.linkToSource}
                  </Button>
                )}
              </Box>
              <LawTextSections
                sections={lawText.sections}
                mode={lawText.sections.length > 1 ? 'accordion' : 'single'}
              />
            </>
          ) : (
            lawText.change && (
              <Stack gap="3">
                <LawTextChange change={lawText.change} />
                {/* The updated business requirements of this change in law (the change-in-law window). */}
                <Button
                  size="sm"
                  variant="outline"
                  alignSelf="flex-start"
                  onClick={() =>
                    openPopupWindow(
                      paths.changeInLawPopup.getHref(
                        {
                          lawId,
                          sectionId,
                          lawDetailId,
                          status: lawText.change!.status ?? 'Changed',
                          statusId: lawText.change!.statusId ?? '0',
                          businessLineId: params.get(POPUP_PARAMS.businessLineId),
                        },
                        from,
                      ),
                      'large',
                    )
                  }
                >
                  Updated Business Requirements
                </Button>
              </Stack>
            )
          )}
        </Stack>
      )}
    </PopupWindowFrame>
  );
}
