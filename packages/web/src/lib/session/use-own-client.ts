import { useCurrentSession } from './session-context';

/**
 * The client a client's user works for ({ id, name }), or null for provider staff, who work for every client. A
 * client's user reaches its own client's records only, so screens fix their client pickers to it.
 */
export function useOwnClient(): { id: string; name: string } | null {
  const { user } = useCurrentSession();
  return user.clientId ? { id: user.clientId, name: user.clientName ?? '' } : null;
}
