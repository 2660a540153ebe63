import { ConfirmDialog } from '../confirm-dialog';

interface ConfirmationDialogProps {
  open: boolean;
  title: string;
  message: string;
  yesLabel?: string;
  noLabel?: string;
  /** Yes: true; No: false. */
  onClose: (answer: boolean) => void;
  /** The cross and Escape: no answer. */
  onDismiss: () => void;
}

/** The generic confirmation: configurable yes and no labels (Yes/No by default). */
export function ConfirmationDialog({
  open,
  title,
  message,
  yesLabel = 'Yes',
  noLabel = 'No',
  onClose,
  onDismiss,
}: ConfirmationDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={title}
      message={message}
      confirmLabel={yesLabel}
      cancelLabel={noLabel}
      onConfirm={() => onClose(true)}
      onCancel={() => onClose(false)}
      onDismiss={onDismiss}
    />
  );
}
