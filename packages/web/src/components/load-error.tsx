import { Button, Center, Heading, Text, VStack } from '@chakra-ui/react';

interface LoadErrorProps {
  title?: string;
  message?: string;
  onRetry?: () => void;
}

/** Shown when the BFF cannot be reached at all, so the app does not pretend the user is signed out. */
export function LoadError({
  title = 'Lexbridge is not reachable',
  message = 'The server did not answer. Check your connection and try again.',
  onRetry,
}: LoadErrorProps) {
  return (
    <Center minH="100dvh" p="6">
      <VStack gap="4" role="alert" textAlign="center" maxW="md">
        <Heading size="lg">{title}</Heading>
        <Text color="fg.muted">{message}</Text>
        {onRetry && <Button onClick={onRetry}>Try again</Button>}
      </VStack>
    </Center>
  );
}
