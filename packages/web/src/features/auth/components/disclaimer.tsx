import { Text } from '@chakra-ui/react';
import { DISCLAIMER } from '@lexbridge/rules';

/** Spec 000 section 1: no legal advice, no attorney-client relationship, the customer owns its results. */
export function Disclaimer() {
  return (
    <Text as="p" textStyle="xs" color="fg.muted" data-testid="disclaimer">
      <Text as="strong" fontWeight="semibold">
        Disclaimer:{' '}
      </Text>
      {DISCLAIMER}
    </Text>
  );
}
