import { Avatar, Button, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { LogOut } from 'lucide-react';
import type { SessionUser } from '../../../lib/session/types';

interface UserPanelProps {
  user: Pick<SessionUser, 'name' | 'email'> & Partial<Pick<SessionUser, 'clientName'>>;
  onLogout: () => void;
  loggingOut?: boolean;
}

/** The user's name, e-mail and client (none for provider staff) with a logout control. */
export function UserPanel({ user, onLogout, loggingOut = false }: UserPanelProps) {
  return (
    <HStack gap="3" as="section" aria-label="Signed-in user">
      <Avatar.Root size="sm" colorPalette="blue" hideBelow="sm">
        <Avatar.Fallback name={user.name} />
      </Avatar.Root>
      <Stack gap="0" hideBelow="md" lineHeight="short">
        <Text fontWeight="semibold" data-testid="user-name">
          {user.name}
        </Text>
        <Text textStyle="xs" color="fg.muted" data-testid="user-email">
          {user.email}
        </Text>
        {user.clientName ? (
          <Text textStyle="xs" color="fg.muted" data-testid="user-client">
            {user.clientName}
          </Text>
        ) : null}
      </Stack>
      <Button size="sm" variant="outline" onClick={onLogout} loading={loggingOut} aria-label="Logout">
        <Icon boxSize="4" aria-hidden="true">
          <LogOut />
        </Icon>
        <Text as="span" hideBelow="sm">
          Logout
        </Text>
      </Button>
    </HStack>
  );
}
