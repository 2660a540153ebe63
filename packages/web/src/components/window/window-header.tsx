import { HStack, Heading, IconButton } from '@chakra-ui/react';
import { Maximize2, Minimize2, X } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';

interface WindowHeaderProps {
  title: ReactNode;
  /** The id the window's aria-labelledby points at. */
  titleId?: string;
  maximized: boolean;
  onMinimize: () => void;
  onMaximize: () => void;
  onClose: () => void;
  /** The drag handle's props (useDraggable's handleProps). */
  handleProps?: HTMLAttributes<HTMLDivElement> & Record<string, unknown>;
}

/**
 * The header of the pop-up windows and the Compare Laws dialog: the title and the minimize,
 * maximize (full width) and close buttons. Minimize gives the window its original width back.
 */
export function WindowHeader({
  title,
  titleId,
  maximized,
  onMinimize,
  onMaximize,
  onClose,
  handleProps,
}: WindowHeaderProps) {
  return (
    <HStack
      {...handleProps}
      data-part="window-header"
      justify="space-between"
      gap="2"
      px="4"
      py="2"
      bg="blue.700"
      color="white"
      flexShrink={0}
    >
      <Heading as="h1" size="md" id={titleId} truncate>
        {title}
      </Heading>
      <HStack gap="1">
        <IconButton
          aria-label="Minimize"
          title="Minimize"
          size="xs"
          variant="ghost"
          color="inherit"
          _hover={{ bg: 'blue.600' }}
          onClick={onMinimize}
          aria-pressed={!maximized}
        >
          <Minimize2 />
        </IconButton>
        <IconButton
          aria-label="Maximize"
          title="Maximize"
          size="xs"
          variant="ghost"
          color="inherit"
          _hover={{ bg: 'blue.600' }}
          onClick={onMaximize}
          aria-pressed={maximized}
        >
          <Maximize2 />
        </IconButton>
        <IconButton
          aria-label="Close"
          title="Close"
          size="xs"
          variant="ghost"
          color="inherit"
          _hover={{ bg: 'blue.600' }}
          onClick={onClose}
        >
          <X />
        </IconButton>
      </HStack>
    </HStack>
  );
}
