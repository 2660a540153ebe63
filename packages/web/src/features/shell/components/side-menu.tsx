import { Box, Collapsible, HStack, Icon, Link, List, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { MenuEntry } from '../../../lib/session/types';
import { resetMenuSelection } from '../../../lib/workflow-selection';
import type { CountOf } from '../hooks/use-menu-counts';
import { linkedEntries } from '../menu';
import { CountBadge } from './count-badge';
import { MenuIcon } from './menu-icon';

interface SideMenuProps {
  menu: readonly MenuEntry[];
  countOf: CountOf;
}

/** The user's menu, groups with their entries, inbox counts as badges. */
export function SideMenu({ menu, countOf }: SideMenuProps) {
  return (
    <Box as="nav" aria-label="Main menu" py="3" px="2">
      <MenuList items={menu} countOf={countOf} depth={0} />
    </Box>
  );
}

function MenuList({
  items,
  countOf,
  depth,
}: {
  items: readonly MenuEntry[];
  countOf: CountOf;
  depth: number;
}) {
  return (
    <List.Root as="ul" listStyle="none" gap="0.5" ps={depth > 0 ? '3' : '0'}>
      {items.map((item) => (
        <List.Item key={item.id}>
          {item.subMenus?.length ? (
            <MenuGroup item={item} countOf={countOf} depth={depth} />
          ) : (
            <MenuLink item={item} countOf={countOf} />
          )}
        </List.Item>
      ))}
    </List.Root>
  );
}

function MenuGroup({ item, countOf, depth }: { item: MenuEntry; countOf: CountOf; depth: number }) {
  const children = item.subMenus ?? [];
  // A group shows the sum of its entries' counts, so a closed group still says there is work inside.
  const total = linkedEntries(children).reduce((sum, entry) => sum + (countOf(entry) ?? 0), 0);
  return (
    <Collapsible.Root defaultOpen>
      <Collapsible.Trigger asChild>
        <HStack
          as="button"
          width="full"
          px="3"
          py="2"
          gap="2"
          borderRadius="md"
          textAlign="start"
          fontWeight="semibold"
          color="fg"
          _hover={{ bg: 'bg.muted' }}
          focusRing="outside"
          cursor="pointer"
        >
          <MenuIcon image={item.image} label={item.label} isGroup />
          <Text flex="1">{item.label}</Text>
          <CountBadge count={total || null} />
          <Collapsible.Context>
            {(collapsible) => (
              <Icon
                boxSize="4"
                aria-hidden="true"
                transition="transform 0.15s"
                transform={collapsible.open ? 'rotate(180deg)' : undefined}
              >
                <ChevronDown />
              </Icon>
            )}
          </Collapsible.Context>
        </HStack>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <MenuList items={children} countOf={countOf} depth={depth + 1} />
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

function MenuLink({ item, countOf }: { item: MenuEntry; countOf: CountOf }) {
  if (!item.routerLink) {
    // An empty group or an entry without a page: shown for orientation, not focusable.
    return (
      <HStack px="3" py="2" gap="2" color="fg.muted">
        <MenuIcon image={item.image} label={item.label} />
        <Text>{item.label}</Text>
      </HStack>
    );
  }
  return (
    <Link
      asChild
      display="flex"
      gap="2"
      px="3"
      py="2"
      borderRadius="md"
      color="fg"
      textDecoration="none"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      _currentPage={{ bg: 'blue.subtle', color: 'blue.fg', fontWeight: 'semibold' }}
      focusRing="outside"
    >
      {/* Choosing a menu entry starts its workflow afresh (menu reset). */}
      <NavLink to={paths.shellArea.getHref(item.routerLink)} end onClick={resetMenuSelection}>
        <MenuIcon image={item.image} label={item.label} />
        <Text as="span" flex="1">
          {item.label}
        </Text>
        <CountBadge count={countOf(item)} />
      </NavLink>
    </Link>
  );
}
