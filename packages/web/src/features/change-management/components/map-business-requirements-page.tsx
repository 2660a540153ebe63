import {
  Alert,
  Button,
  Field,
  Heading,
  HStack,
  NativeSelect,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { isEditableRoute, MAPPING_TEXTS, MESSAGES, TOAST_TITLES } from '@lexbridge/rules';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useChangeManagementIndustriesQuery, useSaveUpdatedRequirementsMutation } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { useCurrentSession } from '../../../lib/session/session-context';
import { notify } from '../../../lib/toast';
import { saveSelectedChangedLaw } from '../../../lib/workflow-selection';
import { SectionMappingPanel } from '../../../components/section-mapping/section-mapping-panel';
import { ChangeManagementStepper } from './change-management-stepper';
import { NEW_LAW_ROUTE } from './new-law-page';
import { ProposedRequirementsEditor } from './proposed-requirements-editor';
import {
  SelectedChangeHeader,
  useChangeDetails,
  useChosenChange,
  type ChosenChange,
} from './selected-change';

/**
 * Map Business Requirements (/change-management/mapBusinessRequirements, step 2 of change management): the changed
 * section's mapping (the mapping panel of features/mappings) and the updated requirements the change proposes for the
 * business line, edited here (add, edit, number, delete, undo, Save Draft). Submit and Continue submits the proposal
 * and moves the change to tab index 2, the confirm step.
 */
export function MapBusinessRequirementsPage() {
  const chosen = useChosenChange();
  if (!chosen) return null;
  return <MapBusinessRequirements chosen={chosen} />;
}

function MapBusinessRequirements({ chosen }: { chosen: ChosenChange }) {
  const navigate = useNavigate();
  const { editableRoutes } = useCurrentSession();
  const editable = isEditableRoute(editableRoutes, NEW_LAW_ROUTE);
  const mappingEditable = isEditableRoute(editableRoutes, paths.mapLawToBusinessProcesses.path);
  const details = useChangeDetails(chosen);
  const change = details.data?.changedLaw ?? null;
  const line = change?.businessLines.find((entry) => entry.businessLineId === chosen.businessLineId) ?? null;
  const decided = line?.decision != null;

  const screen = useChangeManagementIndustriesQuery();
  const industries = useMemo(() => screen.data?.industries ?? [], [screen.data]);
  const [chosenIndustryId, setIndustryId] = useState('');
  // The industry of the chosen business line, else the only one.
  const lineIndustry = industries.find((industry) =>
    industry.businessLines.some((line) => line.id === chosen.businessLineId),
  );
  const industryId =
    chosenIndustryId || lineIndustry?.id || (industries.length === 1 ? industries[0]!.id : '');

  const [save, saving] = useSaveUpdatedRequirementsMutation();

  function moveOn() {
    saveSelectedChangedLaw({ ...chosen, tabIndex: 2 });
    navigate(paths.changeManagement.getHref('confirmLawRequirements'));
  }

  async function submitAndContinue() {
    try {
      const answer = await save({
        variables: {
          input: { changeLawId: chosen.changeLawId, businessLineId: chosen.businessLineId, submit: true },
        },
      });
      const message = answer.data?.saveUpdatedRequirements.message;
      if (message) notify({ type: 'success', title: TOAST_TITLES.success, description: message });
      moveOn();
    } catch (failure) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(failure, MESSAGES.defaultError),
      });
    }
  }

  return (
    <Stack gap="5" p="4">
      <SelectedChangeHeader
        title="Map Business Requirements"
        chosen={chosen}
        change={change}
        readOnly={!editable}
      />
      <ChangeManagementStepper current="mapBusinessRequirements" selection={chosen} />

      {line?.decision && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            {
              MAPPING_TEXTS.decided[
                line.decision === 'ACCEPTED'
                  ? 'Accepted'
                  : line.decision === 'ACCEPTED_WITH_POLICY'
                    ? 'AcceptedWithPolicy'
                    : 'DoesNotApply'
              ]
            }
          </Alert.Title>
        </Alert.Root>
      )}

      <Stack gap="3">
        <Heading as="h2" size="md">
          Section Mapping
        </Heading>
        <Field.Root w="auto" maxW="320px">
          <Field.Label>Industry</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              aria-label="Industry"
              value={industryId}
              onChange={(event) => setIndustryId(event.target.value)}
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
        {industryId ? (
          <SectionMappingPanel
            sectionId={chosen.sectionId}
            industryId={industryId}
            editable={mappingEditable}
          />
        ) : (
          <Text color="fg.muted">Select an industry to see the section's mapping.</Text>
        )}
      </Stack>

      <Separator />

      <ProposedRequirementsEditor
        changeLawId={chosen.changeLawId}
        businessLineId={chosen.businessLineId}
        sectionName={change?.section ?? ''}
        editable={editable}
        decided={decided}
      />

      <HStack gap="2" justify="flex-end">
        <Button variant="outline" onClick={() => navigate(paths.changeManagement.getHref('newLaw'))}>
          Back
        </Button>
        {editable && !decided ? (
          <Button colorPalette="blue" loading={saving.loading} onClick={() => void submitAndContinue()}>
            Submit and Continue
          </Button>
        ) : (
          <Button colorPalette="blue" onClick={moveOn}>
            Next
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
