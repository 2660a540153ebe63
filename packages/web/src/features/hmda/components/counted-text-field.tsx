import { Field, Text, Textarea } from '@chakra-ui/react';
import { characterCount } from '@lexbridge/rules';

/** A text area with a hard limit and its counter ('12/500') under it, so the exact limit is always shown. */
export function CountedTextField({
  label,
  value,
  onChange,
  max,
  required,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  required?: boolean;
  error?: string | null;
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Textarea value={value} rows={3} maxLength={max} onChange={(event) => onChange(event.target.value)} />
      <Text textStyle="xs" color={value.length >= max ? 'fg.error' : 'fg.muted'} aria-live="polite">
        {characterCount(value, max)} characters (at most {max})
      </Text>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
