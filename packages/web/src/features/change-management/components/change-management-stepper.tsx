import { Box, Button, HStack, Text } from '@chakra-ui/react';
import { canEnterChangeManagementStep } from '@lexbridge/rules';
import { Fragment } from 'react';
import { useNavigate } from 'react-router-dom';
import { CHANGE_MANAGEMENT_ROUTES, paths, type ChangeManagementRoute } from '../../../config/paths';
import type { SelectedChangedLawDetail } from '../../../lib/workflow-selection';

const STEP_LABELS: Record<ChangeManagementRoute, string> = {
  newLaw: 'New Law',
  mapBusinessRequirements: 'Map Business Requirements',
  confirmLawRequirements: 'Confirm Law Requirements',
};

/** Whether the selected change may open a step: the queue always, map at tab index 1, confirm at 2. */
export function canOpenStep(
  step: ChangeManagementRoute,
  selection: SelectedChangedLawDetail | null,
): boolean {
  if (step === 'newLaw') return true;
  return selection !== null && !!selection.changeLawId && canEnterChangeManagementStep(step, selection);
}

/**
 * Change management's stepper: New Law → Map Business Requirements → Confirm Law Requirements. The current step is
 * marked; the steps the selected change's tab index admits (1 or more: map, unless Decommissioned; 2: confirm; a
 * Decommissioned change passes) are links, the others are shown disabled.
 */
export function ChangeManagementStepper({
  current,
  selection,
}: {
  current: ChangeManagementRoute;
  selection: SelectedChangedLawDetail | null;
}) {
  const navigate = useNavigate();
  const currentIndex = CHANGE_MANAGEMENT_ROUTES.indexOf(current);
  return (
    <Box as="nav" aria-label="Change management steps">
      <HStack as="ol" gap="2" listStyleType="none" wrap="wrap" m="0" p="0">
        {CHANGE_MANAGEMENT_ROUTES.map((step, index) => {
          const isCurrent = step === current;
          const open = canOpenStep(step, selection);
          return (
            <Fragment key={step}>
              {index > 0 && (
                <Text as="li" aria-hidden color="fg.muted">
                  →
                </Text>
              )}
              <Box as="li">
                <Button
                  size="sm"
                  variant={isCurrent ? 'solid' : index < currentIndex ? 'subtle' : 'outline'}
                  colorPalette={isCurrent ? 'blue' : 'gray'}
                  aria-current={isCurrent ? 'step' : undefined}
                  disabled={!isCurrent && !open}
                  onClick={() => {
                    if (!isCurrent) navigate(paths.changeManagement.getHref(step));
                  }}
                >
                  {index + 1}. {STEP_LABELS[step]}
                </Button>
              </Box>
            </Fragment>
          );
        })}
      </HStack>
    </Box>
  );
}
