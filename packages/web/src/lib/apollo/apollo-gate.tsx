import { lazy, Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { FullPageSpinner } from '../../components/full-page-spinner';

const ApolloLayer = lazy(() => import('./apollo-layer').then((m) => ({ default: m.ApolloLayer })));

/**
 * Apollo Client (its cache, the generated hooks) for everything below, loaded the first time such a screen opens:
 * the sign-in page works without it (lib/bff-request.ts), so the first page load does not carry it. Without
 * children it renders the route's outlet.
 */
export function ApolloGate({
  children,
  fallback = <FullPageSpinner />,
}: {
  children?: ReactNode;
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      <ApolloLayer>{children ?? <Outlet />}</ApolloLayer>
    </Suspense>
  );
}
