import { Alert, Box, Field, Heading, HStack, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { industryAssignmentMessage, isEditableRoute, MESSAGES, TOAST_TITLES } from '@lexbridge/rules';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useMapLawScreenQuery } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { useCurrentSession } from '../../../lib/session/session-context';
import { notify } from '../../../lib/toast';
import { useRequireSelectedLaw } from '../../../lib/use-require-selected-law';
import { SectionMappingPanel } from '../../../components/section-mapping/section-mapping-panel';

/**
 * Map Law To Business Processes (legal workflow step 5): the sections of the selected law, and
 * for the chosen section and industry its mapping panel. Users who may not edit the screen see the mapping only.
 */
export function MapLawPage() {
  const law = useRequireSelectedLaw();
  const { editableRoutes } = useCurrentSession();
  const editable = isEditableRoute(editableRoutes, paths.mapLawToBusinessProcesses.path);
  const [params, setParams] = useSearchParams();
  // The section in the URL, else the one the legal dashboard opened the step for.
  const sectionId = params.get('sectionId') ?? law?.sectionId ?? '';
  const { data, loading, error } = useMapLawScreenQuery({
    variables: { lawIds: [...(law?.lawIds ?? [])] },
    skip: !law,
  });
  const industries = useMemo(() => data?.industries ?? [], [data]);
  const sections = data?.mappingSections ?? [];
  const [chosenIndustryId, setIndustryId] = useState('');
  // A single industry is chosen for the user.
  const industryId = chosenIndustryId || (industries.length === 1 ? industries[0]!.id : '');

  useEffect(() => {
    if (error)
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(error, MESSAGES.defaultError),
      });
  }, [error]);

  useEffect(() => {
    if (data && industryAssignmentMessage(industries)) {
      notify({ type: 'info', title: TOAST_TITLES.info, description: MESSAGES.noIndustry });
    }
  }, [data, industries]);

  if (!law) return null;

  const chosen = sections.find((section) => section.sectionId === sectionId) ?? null;

  return (
    <Stack gap="5" p="4">
      <Heading as="h1" size="lg">
        Map Law To Business Processes
      </Heading>
      {loading && <Spinner aria-label="Loading" />}
      <HStack gap="4" align="flex-end" wrap="wrap">
        <Field.Root w="auto" minW="220px">
          <Field.Label>Industry</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={industryId}
              onChange={(event) => setIndustryId(event.target.value)}
              aria-label="Industry"
            >
              <option value="">Select</option>
              {industries.map((industry) => (
                <option key={industry.id} value={industry.id}>
                  {industry.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root w="auto" minW="360px">
          <Field.Label>Law Section</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label="Law Section"
              value={sectionId}
              onChange={(event) =>
                setParams(event.target.value ? { sectionId: event.target.value } : {}, { replace: true })
              }
            >
              <option value="">Select</option>
              {sections.map((section) => (
                <option key={section.sectionId} value={section.sectionId}>
                  {section.regulator}: {section.section}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </HStack>
      {chosen && <Text color="fg.muted">{chosen.lawName}</Text>}
      {!industryId || !chosen ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{!industryId ? MESSAGES.filterIndustry : 'Select a law section to map.'}</Alert.Title>
        </Alert.Root>
      ) : (
        <Box borderWidth="1px" borderRadius="md" p="4">
          <SectionMappingPanel
            key={`${chosen.sectionId}:${industryId}`}
            sectionId={chosen.sectionId}
            industryId={industryId}
            editable={editable}
          />
        </Box>
      )}
    </Stack>
  );
}
