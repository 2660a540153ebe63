import { ACCESS_TEXTS } from '@lexbridge/rules';
import type { UnsavedChangesGuard } from '../lib/use-unsaved-changes-guard';
import { ConfirmDialog } from './confirm-dialog';

/** Our wording (kept in @lexbridge/rules): the spec names the guard but shows no text for it. */
export const UNSAVED_CHANGES_TITLE = ACCESS_TEXTS.unsavedChangesTitle;
export const UNSAVED_CHANGES_MESSAGE = ACCESS_TEXTS.unsavedChangesMessage;

/** The confirmation of the save-confirmation guard: Yes leaves the page, No (or Esc, or the cross) stays. */
export function UnsavedChangesDialog({ guard }: { guard: UnsavedChangesGuard }) {
  return (
    <ConfirmDialog
      open={guard.blocked}
      title={UNSAVED_CHANGES_TITLE}
      message={UNSAVED_CHANGES_MESSAGE}
      onConfirm={guard.leave}
      onCancel={guard.stay}
    />
  );
}
