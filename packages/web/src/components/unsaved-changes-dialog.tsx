import type { UnsavedChangesGuard } from '../lib/use-unsaved-changes-guard';
import { ConfirmDialog } from './confirm-dialog';

/** Our wording: the spec names the guard but shows no text for it. */
export const UNSAVED_CHANGES_TITLE = 'Unsaved changes';
export const UNSAVED_CHANGES_MESSAGE = 'You have changes that are not saved. Leave this page and lose them?';

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
