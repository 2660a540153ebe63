import { Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { validateTestRequest } from '@lexbridge/rules';
import { ClipboardCheck } from 'lucide-react';
import { useState } from 'react';
import {
  CheckboxField,
  MaintenanceModal,
  SelectField,
  TextAreaField,
  useConfirmedSave,
} from '../../../components/maintenance/maintenance-modal';
import type { ValidatorTestRequestsQuery } from '../../../gql/graphql';
import { useSubmitValidatorTestRequestMutation, useValidatorTestRequestsQuery } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import type { SetupSelection } from './entity-picker';
import { formatDateTime } from './status-labels';

type Choices = ValidatorTestRequestsQuery;

/**
 * Validator test requests of the chosen client and business line: the requests sent so far, and the test user form
 * (Request Test) that asks for a validator test of some of the line's entities, read from one system and source.
 */
export function TestRequests({ selection, canEdit }: { selection: SetupSelection; canEdit: boolean }) {
  const { clientId, businessLineId } = selection;
  const query = useValidatorTestRequestsQuery({
    variables: { clientId, businessLineId },
    skip: !clientId || !businessLineId,
    fetchPolicy: 'cache-and-network',
  });
  const [open, setOpen] = useState(false);
  if (!clientId || !businessLineId) return null;
  const requests = (query.data?.validatorTestRequests ?? []).filter(
    (request) => request.businessLineId === businessLineId,
  );
  return (
    <Stack as="section" gap="3" aria-labelledby="test-requests-heading">
      <HStack gap="3" wrap="wrap">
        <Heading as="h2" size="lg" id="test-requests-heading">
          Validator Test Requests
        </Heading>
        {canEdit && (
          <Button size="sm" variant="outline" disabled={!query.data} onClick={() => setOpen(true)}>
            <ClipboardCheck /> Request Test
          </Button>
        )}
      </HStack>
      {query.error && (
        <Text role="alert" color="fg.error">
          {errorMessage(query.error, 'Something went wrong.')}
        </Text>
      )}
      {requests.length === 0 ? (
        <Text color="fg.muted">No test has been requested for this business line yet.</Text>
      ) : (
        <Table.Root size="sm" variant="outline" aria-labelledby="test-requests-heading">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Submitted</Table.ColumnHeader>
              <Table.ColumnHeader>By</Table.ColumnHeader>
              <Table.ColumnHeader>System</Table.ColumnHeader>
              <Table.ColumnHeader>Source</Table.ColumnHeader>
              <Table.ColumnHeader>Entities</Table.ColumnHeader>
              <Table.ColumnHeader>Comment</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {requests.map((request) => (
              <Table.Row key={request.id}>
                <Table.Cell whiteSpace="nowrap">{formatDateTime(request.submittedAt)}</Table.Cell>
                <Table.Cell>{request.submittedByName ?? ''}</Table.Cell>
                <Table.Cell>{request.systemTypeName}</Table.Cell>
                <Table.Cell>{request.sourceTypeName}</Table.Cell>
                <Table.Cell>{request.entities.map((entity) => entity.name).join(', ')}</Table.Cell>
                <Table.Cell>{request.comment}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {open && query.data && (
        <TestRequestModal
          selection={selection}
          choices={query.data}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            void query.refetch();
          }}
        />
      )}
    </Stack>
  );
}

function TestRequestModal({
  selection,
  choices,
  onClose,
  onSaved,
}: {
  selection: SetupSelection;
  choices: Choices;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [systemTypeId, setSystemType] = useState('');
  const [sourceTypeId, setSourceType] = useState('');
  const [entityIds, setEntityIds] = useState<string[]>(selection.entityId ? [selection.entityId] : []);
  const [comment, setComment] = useState('');
  const [submit] = useSubmitValidatorTestRequestMutation();
  const confirmed = useConfirmedSave(onSaved);
  const failure = validateTestRequest({
    clientId: Number(selection.clientId),
    businessLineId: Number(selection.businessLineId),
    systemTypeId: systemTypeId ? Number(systemTypeId) : null,
    sourceTypeId: sourceTypeId ? Number(sourceTypeId) : null,
    entityIds: entityIds.map(Number),
    comment,
  });
  const toggle = (id: string, on: boolean) =>
    setEntityIds((current) => (on ? [...current, id] : current.filter((value) => value !== id)));
  return (
    <MaintenanceModal
      open
      title="Request a Validator Test"
      readOnly={false}
      invalid={failure !== null}
      onCancel={onClose}
      onSubmit={() =>
        confirmed.ask(async () => {
          const { data } = await submit({
            variables: {
              input: {
                clientId: selection.clientId,
                businessLineId: selection.businessLineId,
                systemTypeId,
                sourceTypeId,
                entityIds,
                comment,
              },
            },
          });
          return data!.submitValidatorTestRequest.message;
        })
      }
    >
      <Text textStyle="sm" color="fg.muted">
        {selection.client?.name} · {selection.line?.name} ({selection.line?.industryName})
      </Text>
      <SelectField
        label="System Type"
        required
        value={systemTypeId}
        error={confirmed.errorOf('systemTypeId')}
        onChange={setSystemType}
        options={choices.validatorTestSystemTypes}
      />
      <SelectField
        label="Source Type"
        required
        value={sourceTypeId}
        error={confirmed.errorOf('sourceTypeId')}
        onChange={setSourceType}
        options={choices.validatorTestSourceTypes}
      />
      <Stack gap="1" role="group" aria-label="Entities to test">
        <Text textStyle="sm" fontWeight="medium">
          Entities to test
        </Text>
        {selection.entities.map((entity) => (
          <CheckboxField
            key={entity.id}
            label={`${entity.name} (${entity.prefixName})`}
            checked={entityIds.includes(entity.id)}
            onChange={(on) => toggle(entity.id, on)}
          />
        ))}
        {(confirmed.errorOf('entityIds') ?? (entityIds.length === 0 ? failure?.message : null)) && (
          <Text textStyle="xs" color="fg.error">
            {confirmed.errorOf('entityIds') ?? failure?.message}
          </Text>
        )}
      </Stack>
      <TextAreaField label="Comment" value={comment} maxLength={500} onChange={setComment} />
      {confirmed.dialog}
    </MaintenanceModal>
  );
}
