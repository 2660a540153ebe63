import { Outlet } from 'react-router-dom';
import { ShellLayout } from '../../features/shell/components/shell-layout';

/** The signed-in area's layout route: everything under it renders inside the shell. */
export function ShellRoute() {
  return (
    <ShellLayout>
      <Outlet />
    </ShellLayout>
  );
}
