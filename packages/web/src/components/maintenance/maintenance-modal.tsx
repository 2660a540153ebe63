import {
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  IconButton,
  Input,
  NativeSelect,
  Stack,
  Text,
  Textarea,
  Wrap,
} from '@chakra-ui/react';
import { firstPlusCount, SELECT_PLACEHOLDER, TOAST_TITLES, VALIDATOR_MESSAGES } from '@lexbridge/rules';
import { Ellipsis } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { DraggableDialog } from '../dialogs/draggable-dialog';
import { MultiSelectModal } from '../pickers/multi-select-modal';
import { errorMessage, fieldErrors, hasErrorCode } from '../../lib/graphql-errors';
import { notify } from '../../lib/toast';

export interface MaintenanceModalProps {
  open: boolean;
  title: string;
  /** The whole form disabled (no edit permission): only Cancel. */
  readOnly?: boolean;
  /** Submit is disabled while the form is invalid. */
  invalid: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * The reused Add/Update modal: its title, the fields, Submit (disabled while the form is
 * invalid) and Cancel, and a close cross. Read-only mode disables the whole form.
 */
export function MaintenanceModal({
  open,
  title,
  readOnly = false,
  invalid,
  onSubmit,
  onCancel,
  children,
}: MaintenanceModalProps) {
  return (
    <DraggableDialog
      open={open}
      title={title}
      onDismiss={onCancel}
      size="lg"
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          {!readOnly && (
            <Button colorPalette="blue" disabled={invalid} onClick={onSubmit}>
              Submit
            </Button>
          )}
        </HStack>
      }
    >
      <form
        aria-label={title}
        onSubmit={(event) => {
          event.preventDefault();
          if (!invalid && !readOnly) onSubmit();
        }}
      >
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="4">{children}</Stack>
        </fieldset>
      </form>
    </DraggableDialog>
  );
}

interface FieldShellProps {
  label: string;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

function FieldShell({ label, error, required, disabled, children }: FieldShellProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} disabled={disabled}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function TextField(
  props: Omit<FieldShellProps, 'children'> & {
    value: string;
    onChange: (value: string) => void;
    maxLength?: number;
    placeholder?: string;
  },
) {
  return (
    <FieldShell {...props}>
      <Input
        value={props.value}
        maxLength={props.maxLength}
        placeholder={props.placeholder}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </FieldShell>
  );
}

export function TextAreaField(
  props: Omit<FieldShellProps, 'children'> & {
    value: string;
    onChange: (value: string) => void;
    maxLength?: number;
    rows?: number;
  },
) {
  return (
    <FieldShell {...props}>
      <Textarea
        value={props.value}
        rows={props.rows ?? 3}
        maxLength={props.maxLength}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </FieldShell>
  );
}

export interface Option {
  id: string;
  name: string;
}

/** A select whose first option is 'Select' (no value). */
export function SelectField(
  props: Omit<FieldShellProps, 'children'> & {
    value: string;
    onChange: (value: string) => void;
    options: readonly Option[];
  },
) {
  return (
    <FieldShell {...props}>
      <NativeSelect.Root disabled={props.disabled}>
        <NativeSelect.Field
          aria-label={props.label}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        >
          <option value="">{SELECT_PLACEHOLDER}</option>
          {props.options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <Checkbox.Root
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * The multi-select tag picker: the first pick plus '+N', and an ellipsis button that opens the chooser dialog
 * (3 columns, no Select All). The chooser sits outside the field: inside it, every checkbox and the search box would
 * take the field's one id, and a click on a checkbox's label would land on the search box.
 */
export function MultiSelectTagField(
  props: Omit<FieldShellProps, 'children'> & {
    options: readonly Option[];
    value: readonly string[];
    onChange: (ids: string[]) => void;
  },
) {
  const [choosing, setChoosing] = useState(false);
  const names = props.value.map((id) => props.options.find((option) => option.id === id)?.name ?? id);
  return (
    <>
      <FieldShell {...props}>
        <HStack w="full" borderWidth="1px" borderRadius="md" px="2" minH="10">
          <Wrap
            flex="1"
            gap="1"
            aria-label={`${props.label}: ${firstPlusCount(names) || SELECT_PLACEHOLDER}`}
          >
            {names.length === 0 ? (
              <Text color="fg.muted">{SELECT_PLACEHOLDER}</Text>
            ) : (
              <Text title={names.join(', ')}>{firstPlusCount(names)}</Text>
            )}
          </Wrap>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={`Choose ${props.label}`}
            disabled={props.disabled}
            onClick={() => setChoosing(true)}
          >
            <Ellipsis />
          </IconButton>
        </HStack>
      </FieldShell>
      <MultiSelectModal
        open={choosing}
        header={props.label}
        items={props.options}
        selectedIds={props.value}
        columns={3}
        hideSelectAll
        showCancel
        onSubmit={(picked) => {
          props.onChange(picked.map((item) => item.id));
          setChoosing(false);
        }}
        onDismiss={() => setChoosing(false)}
      />
    </>
  );
}

export function ReadOnlyValue({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Text textStyle="sm" fontWeight="medium">
        {label}
      </Text>
      <Text>{value || '—'}</Text>
    </Box>
  );
}

/**
 * 'Are you sure you want to save the item?' (title Confirm) before every save, then 'Success!' or 'Error!' with the
 * server's message. `ask(save)` opens the question; the save runs on Yes. `onSaved` also runs after a CONFLICT (a
 * concurrent save won): the grid reloads with the current row. A refusal naming fields (BAD_USER_INPUT) keeps the
 * modal open and puts each message on its field: `errorOf(field)`, cleared by `clear`.
 */
export function useConfirmedSave(onSaved: () => void) {
  const [pending, setPending] = useState<(() => Promise<string>) | null>(null);
  const [busy, setBusy] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    try {
      const message = await pending();
      notify({ type: 'success', title: TOAST_TITLES.success, description: message });
      setPending(null);
      onSaved();
    } catch (error) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(error, 'Something went wrong.'),
      });
      setServerErrors(fieldErrors(error));
      setPending(null);
      // Another administrator saved first: close and reload, so the user sees (and edits) the row as it is now.
      if (hasErrorCode(error, 'CONFLICT')) onSaved();
    } finally {
      setBusy(false);
    }
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={VALIDATOR_MESSAGES.confirmTitle}
      message={VALIDATOR_MESSAGES.confirmSave}
      busy={busy}
      onConfirm={() => void confirm()}
      onCancel={() => setPending(null)}
    />
  );
  return {
    ask: (save: () => Promise<string>) => {
      setServerErrors({});
      setPending(() => save);
    },
    dialog,
    /** The server's message for a field of the last refused save, until the field changes. */
    errorOf: (field: string): string | null => serverErrors[field] ?? null,
    clear: (field: string) =>
      setServerErrors((current) =>
        field in current
          ? Object.fromEntries(Object.entries(current).filter(([name]) => name !== field))
          : current,
      ),
  };
}

/**
 * A modal form's field messages: the rules' first failure on its field once the user has changed something, else
 * the server's message for that field from the last refused save. `edit(field, set)` makes a field's onChange: it
 * marks the form touched, clears the server's message for the field and sets the value.
 */
export function useFieldErrors(
  failure: { field: string; message: string } | null,
  confirmed: Pick<ReturnType<typeof useConfirmedSave>, 'errorOf' | 'clear'>,
) {
  const [touched, setTouched] = useState(false);
  return {
    errorOf: (field: string): string | null =>
      (touched && failure?.field === field ? failure.message : null) ?? confirmed.errorOf(field),
    edit:
      <V,>(field: string, set: (value: V) => void) =>
      (value: V) => {
        setTouched(true);
        confirmed.clear(field);
        set(value);
      },
  };
}
