import { Field, NativeSelect } from '@chakra-ui/react';
import { REPORT_MESSAGES } from '@lexbridge/rules';
import { useReportClientsQuery } from '../../../gql/hooks';

/**
 * The client provider staff look at on the report screens. Only provider staff get it: a client's user always sees
 * its own client (the BFF takes it from the session), so the screens render no picker for them.
 */
export function ClientPicker({
  value,
  onChange,
  emptyLabel,
}: {
  value: string;
  onChange: (clientId: string) => void;
  /** The option for no client chosen: every client's rows, or a prompt to choose one. */
  emptyLabel: string;
}) {
  const { data } = useReportClientsQuery();
  return (
    <Field.Root w="auto" minW="220px">
      <Field.Label>{REPORT_MESSAGES.clientPicker}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{emptyLabel}</option>
          {(data?.reportClients ?? []).map((client) => (
            <option key={client.id} value={client.id}>
              {client.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
