import { createContext, useContext } from 'react';
import type { Session } from './types';

const SessionContext = createContext<Session | null>(null);

/** Provided by the app's session guard, so everything under it reads a session that is known to exist. */
export const SessionProvider = SessionContext.Provider;

export function useCurrentSession(): Session {
  const session = useContext(SessionContext);
  if (!session)
    throw new Error('useCurrentSession is only available under the session guard (RequireSession).');
  return session;
}
