import { useSessionQuery } from '../../gql/hooks';
import type { Session } from './types';

export interface SessionState {
  /** null when nobody is signed in; undefined until the first answer. */
  session: Session | null | undefined;
  loading: boolean;
  error: Error | undefined;
  refetch: () => void;
}

/** The browser's session as the BFF sees it (its cookie), read once and then from the cache. */
export function useSession(): SessionState {
  const { data, loading, error, refetch } = useSessionQuery();
  return {
    session: data ? data.session : undefined,
    loading,
    error,
    refetch: () => void refetch().catch(() => undefined),
  };
}
