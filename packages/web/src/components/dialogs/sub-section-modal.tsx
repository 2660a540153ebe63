import { Button, Field, HStack, Input, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { DraggableDialog } from './draggable-dialog';

export interface SubSectionResult {
  number: string;
  name: string;
}

interface SubSectionModalProps {
  open: boolean;
  /** 'Add {module}', '{module} Number', '{module} Detail'. */
  moduleName: string;
  onSubmit: (result: SubSectionResult) => void;
  onDismiss: () => void;
}

/**
 * The sub-section modal. Submit returns the number and the detail (as name); it is enabled once
 * both hold more than blanks (our choice: the spec shows no message for an empty one).
 */
export function SubSectionModal({ open, moduleName, onSubmit, onDismiss }: SubSectionModalProps) {
  return (
    <DraggableDialog open={open} title={`Add ${moduleName}`} onDismiss={onDismiss} size="md">
      <SubSectionForm moduleName={moduleName} onSubmit={onSubmit} />
    </DraggableDialog>
  );
}

function SubSectionForm({ moduleName, onSubmit }: Pick<SubSectionModalProps, 'moduleName' | 'onSubmit'>) {
  const [number, setNumber] = useState('');
  const [name, setName] = useState('');
  const ready = number.trim() !== '' && name.trim() !== '';
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (ready) onSubmit({ number: number.trim(), name: name.trim() });
      }}
    >
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>{moduleName} Number</Field.Label>
          <Input value={number} onChange={(event) => setNumber(event.target.value)} />
        </Field.Root>
        <Field.Root required>
          <Field.Label>{moduleName} Detail</Field.Label>
          <Textarea rows={4} value={name} onChange={(event) => setName(event.target.value)} />
        </Field.Root>
        <HStack justify="flex-end">
          <Button type="submit" colorPalette="blue" disabled={!ready}>
            Submit
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
