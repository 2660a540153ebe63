import { CATALOGUE_TEXTS } from '@lexbridge/rules';
import { ConfirmDialog } from '../confirm-dialog';
import { SafeHtml } from '../safe-html';

interface DeleteConfirmDialogProps {
  open: boolean;
  /** The question; HTML allowed. 'Are you sure you want to remove this item?' by default. */
  text?: string;
  /**
   * Save-confirmation mode: both answers close the dialog with the save-allowed flag (Yes true, No false). Otherwise
   * No ends it dismissed, like the cross and Escape.
   */
  saveConfirmation?: boolean;
  /** Yes (true), or No in save-confirmation mode (false). */
  onClose: (confirmed: boolean) => void;
  onDismiss: () => void;
}

/** The delete confirmation: heading 'Confirm'. */
export function DeleteConfirmDialog({
  open,
  text = CATALOGUE_TEXTS.deleteConfirmText,
  saveConfirmation = false,
  onClose,
  onDismiss,
}: DeleteConfirmDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={CATALOGUE_TEXTS.deleteConfirmTitle}
      message={<SafeHtml html={text} />}
      onConfirm={() => onClose(true)}
      onCancel={() => (saveConfirmation ? onClose(false) : onDismiss())}
      onDismiss={onDismiss}
    />
  );
}
