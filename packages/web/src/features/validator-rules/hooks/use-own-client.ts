import { useCanEdit } from '../../../components/maintenance/use-screen';
import { useCurrentSession } from '../../../lib/session/session-context';

/** The client the signed-in user works for, or null for provider staff (who work for every client). */
export function useOwnClient(): { id: string; name: string } | null {
  const { user } = useCurrentSession();
  return user.clientId ? { id: user.clientId, name: user.clientName ?? '' } : null;
}

/**
 * Edit rights on a screen of provider-wide records (test rules, rule messages, master filter mappings, filter
 * fields): the screen editable in the menu, and the user provider staff. A client's user reads them.
 */
export function useProviderEdit(): boolean {
  const canEdit = useCanEdit();
  const ownClient = useOwnClient();
  return canEdit && ownClient === null;
}
