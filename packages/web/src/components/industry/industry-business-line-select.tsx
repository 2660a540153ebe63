import { Field, HStack, NativeSelect } from '@chakra-ui/react';
import type { IndustryOption, IndustrySelection } from './use-industry-selection';

interface IndustryBusinessLineSelectProps {
  industries: readonly IndustryOption[];
  selection: IndustrySelection;
  disabled?: boolean;
  /** Called after the user changes either value (the screens clear what depends on them). */
  onIndustryChange?: (industryId: string) => void;
  onBusinessLineChange?: (businessLineId: string) => void;
}

/** The Industry and Business Line dropdowns. */
export function IndustryBusinessLineSelect({
  industries,
  selection,
  disabled = false,
  onIndustryChange,
  onBusinessLineChange,
}: IndustryBusinessLineSelectProps) {
  return (
    <HStack gap="3" align="flex-end" wrap="wrap">
      <Field.Root w="auto" minW="200px" disabled={disabled}>
        <Field.Label>Industry</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={selection.industryId}
            onChange={(event) => {
              selection.setIndustryId(event.target.value);
              onIndustryChange?.(event.target.value);
            }}
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
      <Field.Root w="auto" minW="200px" disabled={disabled || !selection.industryId}>
        <Field.Label>Business Line</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            value={selection.businessLineId}
            onChange={(event) => {
              selection.setBusinessLineId(event.target.value);
              onBusinessLineChange?.(event.target.value);
            }}
          >
            <option value="">Select</option>
            {selection.businessLines.map((line) => (
              <option key={line.id} value={line.id}>
                {line.name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </HStack>
  );
}
