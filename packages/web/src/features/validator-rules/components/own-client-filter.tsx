import { Field, NativeSelect } from '@chakra-ui/react';

/** The Client filter of a client's user: fixed to its own client (it reaches no other). */
export function OwnClientFilter({ client }: { client: { id: string; name: string } }) {
  return (
    <Field.Root w="auto" minW="180px" disabled>
      <Field.Label textStyle="sm">Client</Field.Label>
      <NativeSelect.Root size="sm" disabled>
        <NativeSelect.Field aria-label="Filter by Client" value={client.id} onChange={() => undefined}>
          <option value={client.id}>{client.name}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
