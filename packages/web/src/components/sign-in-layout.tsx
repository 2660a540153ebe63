import { Box, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Logo } from './logo';

interface SignInLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
}

/** The public sign-in pages: the product's promise on one side, the form on the other. */
export function SignInLayout({ title, subtitle, children }: SignInLayoutProps) {
  return (
    <Flex minH="100dvh" direction={{ base: 'column', lg: 'row' }}>
      <Flex
        as="aside"
        aria-label="About Lexbridge"
        flex={{ lg: '1' }}
        bgGradient="to-br"
        gradientFrom="blue.900"
        gradientTo="cyan.800"
        color="white"
        p={{ base: '6', lg: '12' }}
        direction="column"
        justify="space-between"
        gap="6"
      >
        <Logo color="white" />
        <Stack gap="3" maxW="lg" display={{ base: 'none', lg: 'flex' }}>
          <Heading size="3xl" lineHeight="shorter">
            Laws and regulations, mapped to how your business works.
          </Heading>
          <Text color="whiteAlpha.800">
            Keep an inventory of the rules that apply to you, turn law sections into business requirements,
            and follow every change in law through review and approval.
          </Text>
        </Stack>
        <Text textStyle="xs" color="whiteAlpha.700" display={{ base: 'none', lg: 'block' }}>
          © Lexbridge
        </Text>
      </Flex>
      <Flex as="main" flex={{ lg: '1' }} align="center" justify="center" p={{ base: '4', md: '10' }}>
        <Card.Root width="full" maxW="md" variant="elevated">
          <Card.Header>
            <Heading as="h1" size="2xl">
              {title}
            </Heading>
            {subtitle && <Text color="fg.muted">{subtitle}</Text>}
          </Card.Header>
          <Card.Body>
            <Box>{children}</Box>
          </Card.Body>
        </Card.Root>
      </Flex>
    </Flex>
  );
}
