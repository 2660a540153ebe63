import { isEditableRoute, TOAST_TITLES } from '@lexbridge/rules';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { errorMessage } from '../../lib/graphql-errors';
import { useCurrentSession } from '../../lib/session/session-context';
import { notify } from '../../lib/toast';

/** Edit permission on the current screen (the editable routes of the session). */
export function useCanEdit(): boolean {
  const { pathname } = useLocation();
  const { editableRoutes } = useCurrentSession();
  return isEditableRoute(editableRoutes, pathname);
}

/**
 * Edit permission on a screen of provider-wide records (test rules, the validator setup itself, reference data):
 * the screen editable in the menu, and the user provider staff. A client's user reads them.
 */
export function useProviderEdit(): boolean {
  const canEdit = useCanEdit();
  const { user } = useCurrentSession();
  return canEdit && !user.clientId;
}

export const DELETE_QUESTION = 'Are you sure you want to delete the item?';

/** The delete flow: the question, then the catalogue's message as 'Success!' or 'Error!' (the delete block). */
export function useDeleteFlow(onDeleted: () => void) {
  const [pending, setPending] = useState<(() => Promise<string>) | null>(null);
  const [busy, setBusy] = useState(false);
  async function run() {
    if (!pending) return;
    setBusy(true);
    try {
      notify({ type: 'success', title: TOAST_TITLES.success, description: await pending() });
      onDeleted();
    } catch (error) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(error, 'Something went wrong.'),
      });
    } finally {
      setBusy(false);
      setPending(null);
    }
  }
  return {
    askDelete: (remove: () => Promise<string>) => setPending(() => remove),
    pending: pending !== null,
    busy,
    run,
    cancel: () => setPending(null),
  };
}

/** The modal's state: closed, adding, or updating a row (read-only without edit permission). */
export type ModalState<T> = { mode: 'closed' } | { mode: 'add' } | { mode: 'update'; row: T };

/**
 * A grid screen's selected row and its Add/Update modal: `add` and `update` open it, `close` shuts it, `saved`
 * shuts it and clears the selection (the row may have changed or left the filter).
 */
export function useRowEditor<T>() {
  const [selected, setSelected] = useState<T | null>(null);
  const [modal, setModal] = useState<ModalState<T>>({ mode: 'closed' });
  return {
    selected,
    setSelected,
    open: modal.mode !== 'closed',
    row: modal.mode === 'update' ? modal.row : null,
    add: () => setModal({ mode: 'add' }),
    update: (row: T) => setModal({ mode: 'update', row }),
    close: () => setModal({ mode: 'closed' }),
    saved: () => {
      setModal({ mode: 'closed' });
      setSelected(null);
    },
  };
}
