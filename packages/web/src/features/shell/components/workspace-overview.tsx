import { Card, Heading, HStack, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useCurrentSession } from '../../../lib/session/session-context';
import type { MenuEntry } from '../../../lib/session/types';
import { useCountOf } from '../hooks/menu-counts-context';
import type { CountOf } from '../hooks/use-menu-counts';
import { linkedEntries } from '../menu';
import { CountBadge } from './count-badge';
import { MenuIcon } from './menu-icon';

/**
 * The shell's landing page, and the page of every menu entry whose screen has not been built yet: the user's menu
 * areas as cards, with their inbox counts and their entries as links.
 */
export function WorkspaceOverview() {
  const { user, menu } = useCurrentSession();
  const countOf = useCountOf();
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Workspace overview
        </Heading>
        <Text color="fg.muted">
          Welcome, {user.firstName}. These are the areas your role gives you; open an entry to continue.
        </Text>
      </Stack>
      {menu.length === 0 ? (
        <Text>Your account has no menu entries yet. Please contact your administrator for access.</Text>
      ) : (
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 1, md: 2, xl: 3 }}
          gap="4"
          aria-label="Menu areas"
        >
          {menu.map((area) => (
            <AreaCard key={area.id} area={area} countOf={countOf} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function AreaCard({ area, countOf }: { area: MenuEntry; countOf: CountOf }) {
  const entries = linkedEntries(area.subMenus?.length ? area.subMenus : [area]);
  const total = entries.reduce((sum, entry) => sum + (countOf(entry) ?? 0), 0);
  const headingId = `area-${area.id}`;
  return (
    <Card.Root as="li" size="sm" aria-labelledby={headingId}>
      <Card.Header>
        <HStack gap="2">
          <MenuIcon
            image={area.image}
            label={area.label}
            isGroup={!!area.subMenus?.length}
            boxSize="5"
            color="blue.fg"
          />
          <Heading as="h2" size="md" id={headingId} flex="1">
            {area.label}
          </Heading>
          <CountBadge count={total || null} />
        </HStack>
      </Card.Header>
      <Card.Body>
        {entries.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            No pages in this area yet.
          </Text>
        ) : (
          <List.Root as="ul" listStyle="none" gap="1.5">
            {entries.map((entry) => (
              <List.Item key={entry.id}>
                <HStack justify="space-between">
                  <Link asChild colorPalette="blue" textStyle="sm">
                    <RouterLink to={paths.shellArea.getHref(entry.routerLink ?? '')}>
                      {entry.label}
                    </RouterLink>
                  </Link>
                  <CountBadge count={countOf(entry)} />
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Card.Body>
    </Card.Root>
  );
}
