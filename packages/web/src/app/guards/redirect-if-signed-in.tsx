import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { REDIRECT_PARAM } from '../../config/paths';
import { postSignInPath } from '../../lib/session/post-sign-in-path';
import { useSession } from '../../lib/session/session-store';

/**
 * Sign-in guard: a valid session never sees the sign-in page; it goes home, or back to the
 * page that sent it here. This is also how a successful sign-in leaves the page: the login mutation writes the new
 * session into the cache and this guard moves on.
 */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { session, loading } = useSession();
  const [params] = useSearchParams();

  if (session === undefined && loading) return <FullPageSpinner />;
  // With an unreachable BFF (no answer, not loading) the form still shows: signing in tells the user what is wrong.
  if (session) return <Navigate to={postSignInPath(session, params.get(REDIRECT_PARAM))} replace />;
  return children;
}
