import { isLegalModulePath } from '@lexbridge/rules';
import { useLocation } from 'react-router-dom';

export type AppMode = 'legal' | 'business';

/** Legal mode when the first path segment is the legal module, business mode otherwise. */
export function useAppMode(): AppMode {
  const { pathname } = useLocation();
  return isLegalModulePath(pathname) ? 'legal' : 'business';
}
