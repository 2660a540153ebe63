import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { FullPageSpinner } from '../../components/full-page-spinner';
import { ApolloGate } from '../../lib/apollo/apollo-gate';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- pages take no props; their modules export other things too
type PageModule = Record<string, ComponentType<any> | unknown>;
type PageNames<M> = {
  [K in keyof M]: M[K] extends ComponentType<Record<string, never>> ? K : never;
}[keyof M] &
  string;

/**
 * The pages of one area, loaded on first use: the area's module (app/routes/areas/) is one chunk of the build, so
 * the first page of an area opened brings all of that area's screens, and nothing of the other areas. Until it is
 * there, the page shows a spinner (inside the shell for shell screens: the menu stays). `apollo` puts the pages
 * under Apollo Client, for public pages that are not below the signed-in routes' gate.
 */
export function lazyPages<M extends PageModule>(
  load: () => Promise<M>,
  { loadingLabel = 'Loading the page…', apollo = false }: { loadingLabel?: string; apollo?: boolean } = {},
) {
  const pages = new Map<string, ComponentType>();
  return function page(name: PageNames<M>): ReactElement {
    let Page = pages.get(name);
    if (!Page) {
      Page = lazy(() => load().then((module) => ({ default: module[name] as ComponentType })));
      pages.set(name, Page);
    }
    const element = (
      <Suspense fallback={<FullPageSpinner label={loadingLabel} />}>
        <Page />
      </Suspense>
    );
    // Public pages outside the signed-in routes bring Apollo Client with them when they use it.
    return apollo ? <ApolloGate>{element}</ApolloGate> : element;
  };
}
