import { Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { validateSendBackComment } from '@lexbridge/rules';
import { useState } from 'react';
import { DraggableDialog } from '../../../components/dialogs/draggable-dialog';

interface SendBackDialogProps {
  open: boolean;
  /** Who the law goes back to (read-only field). */
  sendBackTo: string;
  busy?: boolean;
  error?: string | null;
  onSubmit: (comment: string) => void;
  onDismiss: () => void;
}

/**
 * The Send-back comment dialog: Comment (required, not blank after trimming), Send Back
 * To (read-only) and a submit button disabled while invalid and once submitted.
 */
export function SendBackDialog({
  open,
  sendBackTo,
  busy = false,
  error = null,
  onSubmit,
  onDismiss,
}: SendBackDialogProps) {
  const [comment, setComment] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const invalid = validateSendBackComment(comment);
  return (
    <DraggableDialog
      open={open}
      title="Send back Comment"
      onDismiss={onDismiss}
      size="md"
      footer={
        <Button
          colorPalette="orange"
          // orange.600 under white text is below 4.5:1.
          bg="orange.700"
          _hover={{ bg: 'orange.800' }}
          loading={busy}
          disabled={invalid !== null || (submitted && !error)}
          onClick={() => {
            setSubmitted(true);
            onSubmit(comment.trim());
          }}
        >
          Send Back
        </Button>
      }
    >
      <Stack gap="4">
        <Field.Root required invalid={!!error}>
          <Field.Label>
            Comment <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            aria-label="Comment"
            rows={5}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
        <Field.Root readOnly>
          <Field.Label>Send Back To</Field.Label>
          <Input aria-label="Send Back To" value={sendBackTo} readOnly variant="subtle" />
        </Field.Root>
      </Stack>
    </DraggableDialog>
  );
}
