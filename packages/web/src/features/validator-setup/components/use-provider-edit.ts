import { useCanEdit } from '../../../components/maintenance/use-screen';
import { useCurrentSession } from '../../../lib/session/session-context';

/**
 * Edit rights on the setup itself (entities, header field mapping, approvals, reference data, requirement
 * fields): the screen editable in the menu, and the user provider staff. A client's user reads its own client's
 * setup; it raises header changes and provider staff decide them.
 */
export function useProviderEdit(): boolean {
  const canEdit = useCanEdit();
  const { user } = useCurrentSession();
  return canEdit && !user.clientId;
}
