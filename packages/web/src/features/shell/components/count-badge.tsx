import { Badge, VisuallyHidden } from '@chakra-ui/react';

/** An inbox count; nothing for null or zero. The hidden words make "Legal Dashboard, 3 in inbox" for readers. */
export function CountBadge({ count }: { count: number | null }) {
  if (!count) return null;
  return (
    // orange.700 behind white text: 4.5:1 or better (the solid variant's orange.600 falls short).
    <Badge colorPalette="orange" variant="solid" bg="orange.700" borderRadius="full" data-testid="menu-count">
      {count}
      <VisuallyHidden> in inbox</VisuallyHidden>
    </Badge>
  );
}
