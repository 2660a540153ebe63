import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@lexbridge/rules';
import { Link as RouterLink } from 'react-router-dom';
import { Logo } from '../../../components/logo';
import { paths } from '../../../config/paths';

/** /sso-not-found. */
export function SsoNotFoundPage() {
  return (
    <Center as="main" minH="100dvh" p="6">
      <Stack gap="5" align="center" textAlign="center" maxW="md">
        <Logo size={12} />
        <Heading as="h1" size="xl">
          {MESSAGES.ssoNotConfigured}
        </Heading>
        <Text color="fg.muted">{MESSAGES.ssoContactAdmin}</Text>
        <Button asChild variant="outline">
          <RouterLink to={paths.login.getHref()}>Back to sign-in</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
