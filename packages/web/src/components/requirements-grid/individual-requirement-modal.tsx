import { Box, Button, Field, NativeSelect, Stack, Tag, Text, Textarea, Wrap } from '@chakra-ui/react';
import {
  REQUIREMENT_MESSAGES,
  REQUIREMENT_TYPE,
  requirementTextFor,
  validateRequirementDraft,
} from '@lexbridge/rules';
import { useState } from 'react';
import { DraggableDialog } from '../dialogs/draggable-dialog';

export interface RequirementDraftValue {
  requirementTypeId: 1 | 2;
  requirement: string;
}

interface IndividualRequirementModalProps {
  open: boolean;
  /** The law sections checked in the tree, shown at the top. */
  sectionNames: readonly string[];
  /** Editing: the requirement as it is now; creating: null. */
  initial: RequirementDraftValue | null;
  /** Define mode (isShowDefine): editing an already defined requirement, so type 1 is not offered. */
  defineMode?: boolean;
  busy?: boolean;
  /** A server-side rule the last save broke, shown under the fields. */
  error?: string | null;
  onSubmit: (value: RequirementDraftValue) => void;
  onDismiss: () => void;
}

/**
 * The Individual Business Requirement modal: the selected law sections, a Requirement Type
 * select (1 'Header/Definition/Scope/etc. – Requirement Not Needed', disabled in define mode; 2 'Define
 * Requirement'), the Business Requirement textarea and Create Requirement / Update Requirement, disabled until
 * something changed and while invalid.
 */
export function IndividualRequirementModal({
  open,
  sectionNames,
  initial,
  defineMode = false,
  busy = false,
  error = null,
  onSubmit,
  onDismiss,
}: IndividualRequirementModalProps) {
  const [typeId, setTypeId] = useState<number | null>(initial?.requirementTypeId ?? null);
  const [text, setText] = useState(
    initial?.requirementTypeId === REQUIREMENT_TYPE.define ? initial.requirement : '',
  );
  const invalid = validateRequirementDraft({ requirementTypeId: typeId, requirement: text }, { defineMode });
  const changed =
    !initial ||
    typeId !== initial.requirementTypeId ||
    (typeId === REQUIREMENT_TYPE.define && text.trim() !== initial.requirement.trim());
  const textError =
    typeId === REQUIREMENT_TYPE.define && text !== '' && invalid?.field === 'requirement'
      ? invalid.message
      : null;

  return (
    <DraggableDialog
      open={open}
      title="Individual Business Requirement"
      onDismiss={onDismiss}
      size="md"
      footer={
        <Button
          colorPalette="blue"
          loading={busy}
          disabled={!changed || invalid !== null}
          onClick={() =>
            onSubmit({
              requirementTypeId: typeId as 1 | 2,
              requirement: requirementTextFor({ requirementTypeId: typeId, requirement: text }),
            })
          }
        >
          {initial ? 'Update Requirement' : 'Create Requirement'}
        </Button>
      }
    >
      <Stack gap="4">
        <Box>
          <Text fontWeight="medium" mb="1">
            Selected law sections
          </Text>
          <Wrap gap="1" aria-label="Selected law sections">
            {sectionNames.map((name) => (
              <Tag.Root key={name} size="sm">
                <Tag.Label>{name}</Tag.Label>
              </Tag.Root>
            ))}
          </Wrap>
        </Box>
        <Field.Root required>
          <Field.Label>
            Requirement Type <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              aria-label="Requirement Type"
              value={typeId === null ? '' : String(typeId)}
              onChange={(event) => setTypeId(event.target.value === '' ? null : Number(event.target.value))}
            >
              <option value="">Select</option>
              <option value={REQUIREMENT_TYPE.header} disabled={defineMode}>
                {REQUIREMENT_MESSAGES.headerText}
              </option>
              <option value={REQUIREMENT_TYPE.define}>{REQUIREMENT_MESSAGES.defineTypeLabel}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {typeId === REQUIREMENT_TYPE.define && (
          <Field.Root required invalid={textError !== null}>
            <Field.Label>
              Business Requirement <Field.RequiredIndicator />
            </Field.Label>
            <Textarea
              aria-label="Business Requirement"
              rows={5}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            {textError && <Field.ErrorText>{textError}</Field.ErrorText>}
          </Field.Root>
        )}
        {typeId === REQUIREMENT_TYPE.header && (
          <Text color="fg.muted">{REQUIREMENT_MESSAGES.headerText}</Text>
        )}
        {error && (
          <Text color="fg.error" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </DraggableDialog>
  );
}
