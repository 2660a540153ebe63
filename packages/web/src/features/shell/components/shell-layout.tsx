import { Box, Grid, GridItem, Link } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppConfig } from '../../../lib/app-config/use-app-config';
import { useCurrentSession } from '../../../lib/session/session-context';
import { useLogout } from '../../../lib/session/use-logout';
import { MenuCountsProvider } from '../hooks/menu-counts-context';
import { useAppMode } from '../hooks/use-app-mode';
import { useIdleLogout } from '../hooks/use-idle-logout';
import { useMenuCounts } from '../hooks/use-menu-counts';
import { findMenuTrail } from '../menu';
import { AppHeader } from './app-header';
import { BreadcrumbBar } from './breadcrumb-bar';
import { MobileMenu } from './mobile-menu';
import { SideMenu } from './side-menu';
import { UserPanel } from './user-panel';

interface ShellLayoutProps {
  /** The routed page (the app passes its <Outlet />). */
  children: ReactNode;
}

/** Header, side menu, breadcrumb bar and the page. Signs out after the idle timeout. */
export function ShellLayout({ children }: ShellLayoutProps) {
  const session = useCurrentSession();
  const { pathname } = useLocation();
  const mode = useAppMode();
  const countOf = useMenuCounts(session);
  const logout = useLogout();
  const { config } = useAppConfig();
  const [loggingOut, setLoggingOut] = useState(false);
  // Pages outside the menu (unauthorized, not found) have no location to show.
  const trail = findMenuTrail(session.menu, pathname);

  function signOut() {
    setLoggingOut(true);
    void logout();
  }

  useIdleLogout(signOut, config?.idleTimeoutMs);

  return (
    <MenuCountsProvider value={countOf}>
      <SkipToContent />
      <Grid
        minH="100dvh"
        templateRows="auto 1fr"
        templateColumns={{ base: '1fr', md: '17rem 1fr' }}
        templateAreas={{ base: '"header" "main"', md: '"header header" "nav main"' }}
      >
        <GridItem area="header" position="sticky" top="0" zIndex="docked">
          <AppHeader
            mode={mode}
            menuButton={
              <MobileMenu key={pathname} menu={session.menu} countOf={countOf} user={session.user} />
            }
          >
            <UserPanel user={session.user} onLogout={signOut} loggingOut={loggingOut} />
          </AppHeader>
        </GridItem>
        <GridItem area="nav" hideBelow="md" borderEndWidth="1px" bg="bg" overflowY="auto">
          <SideMenu menu={session.menu} countOf={countOf} />
        </GridItem>
        <GridItem area="main" minW="0" display="flex" flexDirection="column">
          <Box
            as="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            outline="none"
            flex="1"
            display="flex"
            flexDirection="column"
          >
            {trail.length > 0 && <BreadcrumbBar trail={trail} pathname={pathname} />}
            <Box flex="1" p={{ base: '4', md: '6' }}>
              {children}
            </Box>
          </Box>
        </GridItem>
      </Grid>
    </MenuCountsProvider>
  );
}

const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the keyboard on every page: hidden until focused, it moves focus past the header and the menu
 * to the page itself.
 */
function SkipToContent() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      position="absolute"
      top="2"
      left="2"
      zIndex="skipNav"
      px="3"
      py="2"
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      fontWeight="semibold"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none' }}
      _focus={{ transform: 'none' }}
    >
      Skip to main content
    </Link>
  );
}
