import { Text } from '@chakra-ui/react';
import { DISCLAIMER } from '@lexbridge/rules';

/** No legal advice, no attorney-client relationship, the customer owns its results. */
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
