import { Button, Field, HStack, Text } from '@chakra-ui/react';
import { firstPlusCount } from '@lexbridge/rules';
import { ListChecks } from 'lucide-react';

interface MultiSelectFieldProps {
  label: string;
  /** The names chosen so far, in order. */
  selectedNames: readonly string[];
  placeholder?: string;
  disabled?: boolean;
  onOpen: () => void;
}

/**
 * A filter whose choices are made in a picker dialog: it shows the first choice plus '+N' for the others, and
 * opens the dialog.
 */
export function MultiSelectField({
  label,
  selectedNames,
  placeholder = 'Select',
  disabled = false,
  onOpen,
}: MultiSelectFieldProps) {
  const summary = firstPlusCount(selectedNames);
  return (
    <Field.Root disabled={disabled} w="auto" minW="200px">
      <Field.Label>{label}</Field.Label>
      <Button
        variant="outline"
        size="sm"
        w="full"
        justifyContent="space-between"
        onClick={onOpen}
        disabled={disabled}
        aria-label={`${label}: ${summary || placeholder}`}
        title={selectedNames.join(', ') || undefined}
      >
        <HStack gap="2" minW="0">
          <Text truncate color={summary ? undefined : 'fg.muted'}>
            {summary || placeholder}
          </Text>
        </HStack>
        <ListChecks aria-hidden="true" />
      </Button>
    </Field.Root>
  );
}
