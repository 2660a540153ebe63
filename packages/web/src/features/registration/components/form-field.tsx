import { Field, Input, type InputProps } from '@chakra-ui/react';

interface TextFieldProps extends Omit<InputProps, 'value' | 'onChange'> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  invalid?: boolean;
  helperText?: string;
}

/** A labelled text input of the registration forms. */
export function TextField({
  label,
  value,
  onValueChange,
  invalid,
  helperText,
  required = true,
  ...input
}: TextFieldProps) {
  return (
    <Field.Root invalid={invalid} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Input value={value} onChange={(event) => onValueChange(event.target.value)} {...input} />
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
