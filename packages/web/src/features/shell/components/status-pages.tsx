import { Button, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@lexbridge/rules';
import { FileQuestion, ShieldX, type LucideIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';

function StatusPage({ title, message, icon }: { title: string; message: string; icon: LucideIcon }) {
  const Glyph = icon;
  return (
    <Stack gap="4" align="center" textAlign="center" py="16" maxW="xl" mx="auto">
      <Icon boxSize="12" color="fg.muted" aria-hidden="true">
        <Glyph />
      </Icon>
      <Heading as="h1" size="xl">
        {title}
      </Heading>
      <Text>{message}</Text>
      <Button asChild variant="outline">
        <RouterLink to={paths.root.getHref()}>Go to my home page</RouterLink>
      </Button>
    </Stack>
  );
}

/** Access denied: a fixed text telling the user to ask their administrator. */
export function UnauthorizedPage() {
  return <StatusPage title="Access denied" message={MESSAGES.unauthorizedPage} icon={ShieldX} />;
}

/** Not found: a fixed text, the same for a page the user may not see and one that does not exist. */
export function NotFoundPage() {
  return <StatusPage title="Page not found" message={MESSAGES.notFoundPage} icon={FileQuestion} />;
}
