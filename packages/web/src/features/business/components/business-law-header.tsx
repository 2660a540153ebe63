import { Badge, Box, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { BUSINESS_COLUMNS, reachableBusinessSteps, type BusinessStep } from '@lexbridge/rules';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths, type BusinessScreen } from '../../../config/paths';
import type { BusinessLawFieldsFragment } from '../../../gql/graphql';

const STEPS: { step: BusinessStep & BusinessScreen; label: string }[] = [
  { step: 'validateLawApplicability', label: '1. Validate Law Applicability' },
  { step: 'mapArtifacts', label: '2. Map Artifacts' },
  { step: 'assessArtifacts', label: '3. Assess Artifacts' },
  { step: 'approveAssessment', label: '4. Approve Assessment' },
];

export function columnLabel(column: string | null | undefined): string {
  return BUSINESS_COLUMNS.find((entry) => entry.key === column)?.label ?? 'Completed';
}

/**
 * The law a step works on, and the stepper: each step a link, enabled when the law's tab index reaches it (the same
 * rule the route guard applies), the current one marked.
 */
export function BusinessLawHeader({ law, title }: { law: BusinessLawFieldsFragment; title: string }) {
  const { pathname } = useLocation();
  const reachable = reachableBusinessSteps(law.tabIndex, law.requirementCount);
  return (
    <Stack gap="3">
      <nav aria-label="Business steps">
        <HStack gap="2" wrap="wrap">
          {STEPS.map(({ step, label }) => {
            const href = paths.businessStep.getHref(step);
            const current = pathname === href;
            return reachable.includes(step) ? (
              <Button
                key={step}
                asChild
                size="xs"
                variant={current ? 'solid' : 'outline'}
                aria-current={current ? 'step' : undefined}
              >
                <RouterLink to={href}>{label}</RouterLink>
              </Button>
            ) : (
              <Button key={step} size="xs" variant="ghost" disabled>
                {label}
              </Button>
            );
          })}
        </HStack>
      </nav>
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      <Box borderWidth="1px" borderRadius="md" p="3">
        <HStack gap="4" wrap="wrap">
          <Text>
            <b>Regulator:</b> {law.regulator}
          </Text>
          <Text>
            <b>Section:</b> {law.section}
          </Text>
          <Text>
            <b>Business line:</b> {law.businessLineName}
          </Text>
          <Text>
            <b>Business contact:</b> {law.businessUserName}
          </Text>
          <Text>
            <b>Approver:</b> {law.approverName ?? '—'}
          </Text>
          <Badge>{columnLabel(law.column)}</Badge>
          {!law.isEditable && <Badge colorPalette="gray">Read only</Badge>}
        </HStack>
      </Box>
    </Stack>
  );
}
