import { CloseButton, Drawer, Icon, IconButton, Portal, Text } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import type { MenuEntry, SessionUser } from '../../../lib/session/types';
import type { CountOf } from '../hooks/use-menu-counts';
import { SideMenu } from './side-menu';

interface MobileMenuProps {
  menu: readonly MenuEntry[];
  countOf: CountOf;
  /** Small screens have no room for the user panel's name and e-mail in the header; the drawer shows them. */
  user: Pick<SessionUser, 'name' | 'email'>;
}

/** The side menu in a drawer for small screens. The shell remounts it on navigation, which closes it. */
export function MobileMenu({ menu, countOf, user }: MobileMenuProps) {
  return (
    <Drawer.Root placement="start" size="xs" lazyMount unmountOnExit>
      <Drawer.Trigger asChild>
        <IconButton aria-label="Open menu" variant="ghost" size="sm" hideFrom="md">
          <Icon boxSize="5">
            <Menu />
          </Icon>
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header flexDirection="column" alignItems="flex-start" gap="0">
              <Drawer.Title>{user.name}</Drawer.Title>
              <Text textStyle="xs" color="fg.muted">
                {user.email}
              </Text>
            </Drawer.Header>
            <Drawer.Body px="0">
              <SideMenu menu={menu} countOf={countOf} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
