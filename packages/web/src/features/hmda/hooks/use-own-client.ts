import { useCurrentSession } from '../../../lib/session/session-context';

/**
 * The client of a client's user ({ id, name }), or null for provider staff. A client's user works on its own
 * client's HMDA rows only: the screens fix their client pickers to it instead of offering every client.
 */
export function useOwnClient(): { id: string; name: string } | null {
  const { user } = useCurrentSession();
  return user.clientId ? { id: user.clientId, name: user.clientName ?? '' } : null;
}
