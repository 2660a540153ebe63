import { workspaceModeOf, type WorkspaceMode } from '@lexbridge/rules';
import { useLocation } from 'react-router-dom';

export type AppMode = WorkspaceMode;

/** Legal mode inside the legal module, business mode inside the business module, no mode anywhere else. */
export function useAppMode(): AppMode | null {
  const { pathname } = useLocation();
  return workspaceModeOf(pathname);
}
