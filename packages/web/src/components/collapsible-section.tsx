import { Box, Collapsible, Heading, HStack, Icon } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useState, type ReactNode } from 'react';

interface CollapsibleSectionProps {
  title: string;
  defaultOpen?: boolean;
  children: ReactNode;
}

/** A titled section that folds away (the law detail view's sections, the search result groups). */
export function CollapsibleSection({ title, defaultOpen = true, children }: CollapsibleSectionProps) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Box as="section" aria-label={title} borderWidth="1px" borderRadius="md">
        <Collapsible.Trigger asChild>
          <HStack
            as="button"
            w="full"
            justify="space-between"
            px="3"
            py="2"
            bg="bg.muted"
            cursor="pointer"
            borderTopRadius="md"
            aria-label={title}
          >
            <Heading as="h3" size="sm">
              {title}
            </Heading>
            <Icon
              transform={open ? 'rotate(180deg)' : undefined}
              transition="transform 0.2s"
              aria-hidden="true"
            >
              <ChevronDown />
            </Icon>
          </HStack>
        </Collapsible.Trigger>
        <Collapsible.Content>
          <Box p="3">{children}</Box>
        </Collapsible.Content>
      </Box>
    </Collapsible.Root>
  );
}
