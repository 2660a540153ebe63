import { Badge, VisuallyHidden } from '@chakra-ui/react';

/** An inbox count; nothing for null or zero. The hidden words make "Legal Dashboard, 3 in inbox" for readers. */
export function CountBadge({ count }: { count: number | null }) {
  if (!count) return null;
  return (
    <Badge colorPalette="orange" variant="solid" borderRadius="full" data-testid="menu-count">
      {count}
      <VisuallyHidden> in inbox</VisuallyHidden>
    </Badge>
  );
}
