import { Box, Button, Field, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import type { FieldError } from '@lexbridge/rules';
import { useState, type ReactNode } from 'react';
import { runRiskWrite } from '../hooks/use-risk-write';
import { NO_NATIVE_VALIDATION } from './form-props';

export interface UpkeepColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  alignEnd?: boolean;
}

export interface UpkeepFields<F> {
  form: F;
  setForm: (form: F) => void;
  /** The message of `field` when the last check failed on it. */
  errorOf: (field: string) => string | null;
}

/**
 * One small list kept on a risk screen (levels, frequencies, question types): its table with an Edit button per row
 * that may change, and below it one form that adds a record or updates the one chosen. The form is checked with the
 * rules before it is sent; a refusal is said in a toast. Fields are the caller's; a failure on a field the caller
 * does not show (`fieldsWithErrors`) is said under the form.
 */
export function RecordUpkeep<R extends { id: string }, F extends { id: string | null }>({
  label,
  noun,
  rows,
  columns,
  canEdit,
  blank,
  toForm,
  rowName,
  canChange = () => true,
  rowActions,
  validate,
  save,
  onSaved,
  fieldsWithErrors,
  children,
}: {
  label: string;
  noun: string;
  rows: readonly R[];
  columns: readonly UpkeepColumn<R>[];
  canEdit: boolean;
  blank: F;
  toForm: (row: R) => F;
  rowName: (row: R) => string;
  canChange?: (row: R) => boolean;
  rowActions?: (row: R) => ReactNode;
  validate: (form: F) => FieldError | null;
  save: (form: F) => Promise<string | undefined>;
  onSaved: () => void;
  fieldsWithErrors: readonly string[];
  children: (fields: UpkeepFields<F>) => ReactNode;
}) {
  const [form, setForm] = useState(blank);
  const [error, setError] = useState<FieldError | null>(null);
  const chosen = form.id ? rows.find((row) => row.id === form.id) : undefined;

  async function submit() {
    const failure = validate(form);
    setError(failure);
    if (failure) return;
    if (await runRiskWrite(() => save(form))) {
      setForm(blank);
      onSaved();
    }
  }

  return (
    <Stack gap="4">
      <Table.Root size="sm" aria-label={label} maxW="720px">
        <Table.Header>
          <Table.Row>
            {columns.map((column) => (
              <Table.ColumnHeader key={column.header} textAlign={column.alignEnd ? 'end' : undefined}>
                {column.header}
              </Table.ColumnHeader>
            ))}
            {canEdit && (
              <Table.ColumnHeader>
                <Text srOnly>Edit</Text>
              </Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row) => (
            <Table.Row key={row.id}>
              {columns.map((column) => (
                <Table.Cell key={column.header} textAlign={column.alignEnd ? 'end' : undefined}>
                  {column.cell(row)}
                </Table.Cell>
              ))}
              {canEdit && (
                <Table.Cell>
                  <HStack gap="2">
                    {canChange(row) && (
                      <Button size="xs" variant="outline" onClick={() => setForm(toForm(row))}>
                        Edit {rowName(row)}
                      </Button>
                    )}
                    {rowActions?.(row)}
                  </HStack>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {canEdit && (
        <Box
          as="form"
          {...NO_NATIVE_VALIDATION}
          borderWidth="1px"
          borderRadius="md"
          p="4"
          maxW="720px"
          aria-label={form.id ? `Update ${noun}` : `Add ${noun}`}
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Heading size="sm" mb="3">
            {form.id ? `Update ${chosen ? rowName(chosen) : noun}` : `Add ${noun}`}
          </Heading>
          <HStack gap="3" align="end" wrap="wrap">
            {children({
              form,
              setForm,
              errorOf: (field) => (error?.field === field ? error.message : null),
            })}
            <Button type="submit" size="sm" colorPalette="blue">
              {form.id ? 'Update' : 'Add'}
            </Button>
            {form.id && (
              <Button size="sm" variant="ghost" onClick={() => setForm(blank)}>
                Cancel
              </Button>
            )}
          </HStack>
          {error && !fieldsWithErrors.includes(error.field) && (
            <Text role="alert" color="fg.error" textStyle="sm" mt="2">
              {error.message}
            </Text>
          )}
        </Box>
      )}
    </Stack>
  );
}

/** A labelled checkbox of the upkeep forms. */
export function Checkbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
}) {
  return (
    <HStack as="label" gap="2" textStyle="sm" cursor="pointer">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <span>{label}</span>
    </HStack>
  );
}

/** The name of a kept record: required, with the rule's message under it. */
export function NameField<F extends { name: string }>({
  label,
  width,
  fields: { form, setForm, errorOf },
  hint,
}: {
  label: string;
  width: string;
  fields: UpkeepFields<F>;
  hint?: string;
}) {
  return (
    <Field.Root invalid={Boolean(errorOf('name'))} maxW={width} required>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        value={form.name}
        onChange={(event) => setForm({ ...form, name: event.target.value })}
      />
      <Field.ErrorText>{errorOf('name')}</Field.ErrorText>
      {hint && <Field.HelperText>{hint}</Field.HelperText>}
    </Field.Root>
  );
}
