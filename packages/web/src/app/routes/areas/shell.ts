// The signed-in shell: its layout (menu, header, breadcrumbs), the status pages and the workspace overview.
export { ShellRoute } from '../shell';
export { NotFoundPage, UnauthorizedPage } from '../../../features/shell/components/status-pages';
export { WorkspaceOverview } from '../../../features/shell/components/workspace-overview';
