import {
  Box,
  Button,
  Field,
  Heading,
  HStack,
  NativeSelect,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { TOAST_TITLES, VALIDATOR_SETUP_MESSAGES } from '@lexbridge/rules';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useProviderEdit } from '../../../components/maintenance/use-screen';
import type { HeaderApprovalsQuery } from '../../../gql/graphql';
import {
  useApproveHeaderChangesMutation,
  useDecideStagingMutation,
  useHeaderApprovalsQuery,
  useRejectHeaderChangesMutation,
} from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { formatDateTime, formatSize } from './status-labels';

type Request = HeaderApprovalsQuery['headerChangesAwaitingApproval'][number];
type StagingFile = HeaderApprovalsQuery['filesAwaitingStaging'][number];

async function announce(action: () => Promise<string>, after: () => void) {
  try {
    notify({ type: 'success', title: TOAST_TITLES.success, description: await action() });
    after();
  } catch (error) {
    notify({
      type: 'error',
      title: TOAST_TITLES.error,
      description: errorMessage(error, 'Something went wrong.'),
    });
  }
}

/**
 * Header Change Approval: client requests to change an entity's mapped header (approve, or reject with a reason),
 * and files whose header is approved, awaiting approval into a staging table.
 */
export function HeaderApprovalsPage() {
  // The setup is provider staff's work: a client's user reads it.
  const canEdit = useProviderEdit();
  const approvals = useHeaderApprovalsQuery({ fetchPolicy: 'cache-and-network' });
  const reload = () => void approvals.refetch();
  const data = approvals.data;
  return (
    <Stack gap="5">
      <Heading as="h1" size="2xl">
        Header Change Approval
      </Heading>
      {approvals.error && (
        <Text role="alert" color="fg.error">
          {errorMessage(approvals.error, 'Something went wrong.')}
        </Text>
      )}
      <Tabs.Root defaultValue="changes" variant="line">
        <Tabs.List>
          <Tabs.Trigger value="changes">
            Header Changes{data ? ` (${data.headerChangesAwaitingApproval.length})` : ''}
          </Tabs.Trigger>
          <Tabs.Trigger value="staging">
            Staging Approval{data ? ` (${data.filesAwaitingStaging.length})` : ''}
          </Tabs.Trigger>
        </Tabs.List>
        {!data && approvals.loading && (
          <Text color="fg.muted" role="status" mt="3">
            Loading…
          </Text>
        )}
        <Tabs.Content value="changes">
          <Stack gap="4">
            {data && data.headerChangesAwaitingApproval.length === 0 && (
              <Text color="fg.muted">{VALIDATOR_SETUP_MESSAGES.noRecordFound}</Text>
            )}
            {data?.headerChangesAwaitingApproval.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                reasons={data.rejectReasons}
                canEdit={canEdit}
                onDone={reload}
              />
            ))}
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="staging">
          {data && (
            <StagingTable
              files={data.filesAwaitingStaging}
              tables={data.stagingTables}
              canEdit={canEdit}
              onDone={reload}
            />
          )}
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

function RequestCard({
  request,
  reasons,
  canEdit,
  onDone,
}: {
  request: Request;
  reasons: readonly { id: string; name: string }[];
  canEdit: boolean;
  onDone: () => void;
}) {
  const [approve, approving] = useApproveHeaderChangesMutation();
  const [reject, rejecting] = useRejectHeaderChangesMutation();
  const [confirming, setConfirming] = useState(false);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reasonId, setReasonId] = useState('');
  const [comment, setComment] = useState('');
  const headingId = `request-${request.id}`;
  return (
    <Box as="section" borderWidth="1px" borderRadius="md" p="4" aria-labelledby={headingId}>
      <Heading as="h2" size="md" id={headingId}>
        {request.clientName} · {request.entityName}
        {request.fileName ? ` · ${request.fileName}` : ''}
      </Heading>
      <Text textStyle="sm" color="fg.muted" mb="2">
        Raised by {request.createdBy ?? 'unknown'}, submitted {formatDateTime(request.submittedAt)}
      </Text>
      <Table.Root size="sm" variant="outline" aria-label={`Changes of request ${request.id}`}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Change</Table.ColumnHeader>
            <Table.ColumnHeader>Client Source Field</Table.ColumnHeader>
            <Table.ColumnHeader>Destination</Table.ColumnHeader>
            <Table.ColumnHeader>Type</Table.ColumnHeader>
            <Table.ColumnHeader>Flags</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {request.rows.map((row) => (
            <Table.Row key={`${row.changeKind}-${row.clientSourceField}`}>
              <Table.Cell>{row.changeKind === 'NEW' ? 'New field' : 'Removed field'}</Table.Cell>
              <Table.Cell>{row.clientSourceField}</Table.Cell>
              <Table.Cell>
                {[row.destinationTable, row.destinationField].filter(Boolean).join('.')}
              </Table.Cell>
              <Table.Cell>
                {row.destinationDataType ?? ''}
                {row.destinationLength ? `(${row.destinationLength})` : ''}
              </Table.Cell>
              <Table.Cell>
                {[
                  row.isIgnored && 'Ignored',
                  row.isEncrypted && 'Encrypted',
                  row.isMerged && `Merged into ${row.mergedInto}`,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      {canEdit && (
        <HStack gap="2" mt="3">
          <Button
            size="sm"
            colorPalette="green"
            loading={approving.loading}
            onClick={() => setConfirming(true)}
          >
            <Check /> Approve
          </Button>
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            onClick={() => setRejectOpen((open) => !open)}
          >
            <X /> Reject
          </Button>
        </HStack>
      )}
      {rejectOpen && (
        <Stack gap="3" mt="3" maxW="lg">
          <Field.Root required invalid={!reasonId}>
            <Field.Label>
              Reject Reason <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field value={reasonId} onChange={(event) => setReasonId(event.target.value)}>
                <option value="">Select</option>
                {reasons.map((reason) => (
                  <option key={reason.id} value={reason.id}>
                    {reason.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {!reasonId && <Field.ErrorText>{VALIDATOR_SETUP_MESSAGES.rejectReasonRequired}</Field.ErrorText>}
          </Field.Root>
          <Field.Root>
            <Field.Label>Comment</Field.Label>
            <Textarea
              size="sm"
              maxLength={500}
              value={comment}
              onChange={(event) => setComment(event.target.value)}
            />
          </Field.Root>
          <Button
            size="sm"
            colorPalette="red"
            alignSelf="flex-start"
            disabled={!reasonId}
            loading={rejecting.loading}
            onClick={() =>
              void announce(async () => {
                const { data } = await reject({
                  variables: {
                    input: {
                      id: request.id,
                      version: request.version,
                      rejectReasonId: reasonId,
                      comment: comment || null,
                    },
                  },
                });
                return data!.rejectHeaderChanges.message;
              }, onDone)
            }
          >
            Reject the client request
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title="Confirm"
        message="Approve these header changes? They become the entity's mapped header."
        busy={approving.loading}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void announce(
            async () => {
              const { data } = await approve({ variables: { id: request.id, version: request.version } });
              return data!.approveHeaderChanges.message;
            },
            () => {
              setConfirming(false);
              onDone();
            },
          ).finally(() => setConfirming(false))
        }
      />
    </Box>
  );
}

function StagingTable({
  files,
  tables,
  canEdit,
  onDone,
}: {
  files: readonly StagingFile[];
  tables: readonly { id: string; tableName: string }[];
  canEdit: boolean;
  onDone: () => void;
}) {
  const [decide, deciding] = useDecideStagingMutation();
  const [choice, setChoice] = useState<Record<string, string>>({});
  if (files.length === 0) return <Text color="fg.muted">{VALIDATOR_SETUP_MESSAGES.noRecordFound}</Text>;
  return (
    <Table.Root size="sm" variant="outline" aria-label="Files awaiting staging approval">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Client</Table.ColumnHeader>
          <Table.ColumnHeader>Entity</Table.ColumnHeader>
          <Table.ColumnHeader>File</Table.ColumnHeader>
          <Table.ColumnHeader>Rows</Table.ColumnHeader>
          <Table.ColumnHeader>Uploaded</Table.ColumnHeader>
          <Table.ColumnHeader>Staging Table</Table.ColumnHeader>
          <Table.ColumnHeader>Decision</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {files.map((file) => (
          <Table.Row key={file.id}>
            <Table.Cell>{file.clientName}</Table.Cell>
            <Table.Cell>{file.entityName}</Table.Cell>
            <Table.Cell>
              {file.fileName} ({formatSize(file.size)})
            </Table.Cell>
            <Table.Cell>{file.rowCount}</Table.Cell>
            <Table.Cell>{formatDateTime(file.uploadedAt)}</Table.Cell>
            <Table.Cell>
              <NativeSelect.Root size="sm" w="180px" disabled={!canEdit}>
                <NativeSelect.Field
                  aria-label={`Staging table for ${file.fileName}`}
                  value={choice[file.id] ?? ''}
                  onChange={(event) =>
                    setChoice((current) => ({ ...current, [file.id]: event.target.value }))
                  }
                >
                  <option value="">Select</option>
                  {tables.map((table) => (
                    <option key={table.id} value={table.id}>
                      {table.tableName}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Table.Cell>
            <Table.Cell>
              {canEdit && (
                <HStack gap="1">
                  <Button
                    size="xs"
                    colorPalette="green"
                    disabled={!choice[file.id]}
                    loading={deciding.loading}
                    onClick={() =>
                      void announce(async () => {
                        const { data } = await decide({
                          variables: {
                            input: { fileId: file.id, approve: true, stagingTableId: choice[file.id] },
                          },
                        });
                        return data!.decideStaging.message;
                      }, onDone)
                    }
                  >
                    Approve Staging
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() =>
                      void announce(async () => {
                        const { data } = await decide({
                          variables: { input: { fileId: file.id, approve: false } },
                        });
                        return data!.decideStaging.message;
                      }, onDone)
                    }
                  >
                    Not Approve
                  </Button>
                </HStack>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
