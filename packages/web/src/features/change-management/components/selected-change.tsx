import { Badge, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, TOAST_TITLES } from '@lexbridge/rules';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { ChangedLawFieldsFragment } from '../../../gql/graphql';
import { useChangeManagementChangeQuery } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { readSelectedChangedLaw, type SelectedChangedLawDetail } from '../../../lib/workflow-selection';

export type ChosenChange = SelectedChangedLawDetail &
  Required<
    Pick<SelectedChangedLawDetail, 'changeLawId' | 'businessLineId' | 'lawId' | 'sectionId' | 'lawDetailId'>
  >;

/**
 * The change in law and business line chosen in the work queue, for the map and confirm steps. A selection without
 * the change's ids (stored by an older screen) cannot be worked: 'Please select a Law.' and back to the queue.
 */
export function useChosenChange(): ChosenChange | null {
  const navigate = useNavigate();
  const [selection] = useState(() => readSelectedChangedLaw());
  const chosen =
    selection?.changeLawId &&
    selection.businessLineId &&
    selection.lawId &&
    selection.sectionId &&
    selection.lawDetailId
      ? (selection as ChosenChange)
      : null;
  useEffect(() => {
    if (!chosen) {
      notify({ type: 'warning', title: TOAST_TITLES.required, description: MESSAGES.selectLaw });
      navigate(paths.changeManagement.getHref('newLaw'), { replace: true });
    }
  }, [chosen, navigate]);
  return chosen;
}

/** The chosen change as the catalogue describes it (GetChangedLawDetails), with its load error toasted. */
export function useChangeDetails(chosen: ChosenChange | null) {
  const query = useChangeManagementChangeQuery({
    variables: {
      input: {
        lawId: chosen?.lawId ?? '',
        sectionId: chosen?.sectionId ?? '',
        lawDetailId: chosen?.lawDetailId ?? '',
        statusId: chosen?.statusId ?? null,
      },
    },
    skip: !chosen,
    fetchPolicy: 'network-only',
  });
  useEffect(() => {
    if (query.error)
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(query.error, MESSAGES.defaultError),
      });
  }, [query.error]);
  return query;
}

/** The heading of the map and confirm steps: regulator, section, business line, status, type, date and summary. */
export function SelectedChangeHeader({
  title,
  chosen,
  change,
  readOnly,
}: {
  title: string;
  chosen: ChosenChange;
  change: ChangedLawFieldsFragment | null;
  readOnly: boolean;
}) {
  const lineName =
    change?.businessLines.find((line) => line.businessLineId === chosen.businessLineId)?.businessLineName ??
    chosen.businessLineName ??
    '';
  return (
    <Stack gap="1">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        {readOnly && <Badge colorPalette="gray">Read only</Badge>}
      </HStack>
      {change && (
        <>
          <Text fontWeight="semibold" data-part="change-caption">
            Regulator - {change.regulator} | Law - {change.section}
            {lineName ? ` | Business Line - ${lineName}` : ''}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {[change.status, change.changeType, change.effectiveDate && `effective ${change.effectiveDate}`]
              .filter(Boolean)
              .join(', ')}
            {change.summary ? ` — ${change.summary}` : ''}
          </Text>
        </>
      )}
    </Stack>
  );
}
