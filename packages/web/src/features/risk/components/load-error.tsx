import { Text } from '@chakra-ui/react';
import { MESSAGES } from '@lexbridge/rules';
import { errorMessage } from '../../../lib/graphql-errors';

/** A failed load of a risk screen or panel, in the BFF's words. */
export function LoadError({ error }: { error: unknown }) {
  return (
    <Text role="alert" color="fg.error">
      {errorMessage(error, MESSAGES.defaultError)}
    </Text>
  );
}
