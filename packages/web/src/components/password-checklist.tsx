import { HStack, Icon, List, Text, VisuallyHidden } from '@chakra-ui/react';
import type { PasswordCheck } from '@lexbridge/rules';
import { CircleCheck, CircleX } from 'lucide-react';

interface PasswordChecklistProps {
  checks: readonly PasswordCheck[];
  /** Names the list for screen readers, e.g. "Password rules". */
  label?: string;
}

/** The live checklist under a new password: each rule, met or not yet. */
export function PasswordChecklist({ checks, label = 'Password rules' }: PasswordChecklistProps) {
  return (
    <List.Root
      as="ul"
      listStyle="none"
      gap="1"
      aria-label={label}
      aria-live="polite"
      data-testid="password-checklist"
    >
      {checks.map((check) => (
        <List.Item key={check.id} data-check={check.id} data-ok={check.ok ? 'true' : 'false'}>
          <HStack gap="2" color={check.ok ? 'green.fg' : 'fg.muted'}>
            <Icon boxSize="4" aria-hidden="true">
              {check.ok ? <CircleCheck /> : <CircleX />}
            </Icon>
            <Text textStyle="sm">
              {check.label}
              <VisuallyHidden>{check.ok ? ' (met)' : ' (not met)'}</VisuallyHidden>
            </Text>
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
