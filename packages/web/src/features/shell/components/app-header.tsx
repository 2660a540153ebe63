import { Badge, Box, Flex, HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../../../components/logo';
import { paths } from '../../../config/paths';
import type { AppMode } from '../hooks/use-app-mode';

interface AppHeaderProps {
  /** Null outside the legal and business modules: no badge then. */
  mode: AppMode | null;
  /** Opens the menu on small screens, where the side menu is hidden. */
  menuButton?: ReactNode;
  /** The user panel, on the right. */
  children: ReactNode;
}

export function AppHeader({ mode, menuButton, children }: AppHeaderProps) {
  return (
    <Flex
      as="header"
      align="center"
      justify="space-between"
      gap="4"
      px={{ base: '3', md: '5' }}
      py="2"
      borderBottomWidth="1px"
      bg="bg"
    >
      <HStack gap={{ base: '2', md: '4' }}>
        {menuButton}
        <Box asChild borderRadius="md" focusRing="outside">
          <RouterLink to={paths.root.getHref()} aria-label="Lexbridge home">
            <Logo hideNameBelow="sm" />
          </RouterLink>
        </Box>
        {mode && (
          <Badge
            colorPalette={mode === 'legal' ? 'purple' : 'teal'}
            variant="subtle"
            size="lg"
            data-testid="app-mode"
          >
            {mode === 'legal' ? 'Legal mode' : 'Business mode'}
          </Badge>
        )}
      </HStack>
      {children}
    </Flex>
  );
}
