import {
  Badge,
  Box,
  Button,
  Checkbox,
  Field,
  Heading,
  HStack,
  Input,
  NativeSelect,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { checkClientFile, CLIENT_FILE_LIMITS, TOAST_TITLES, validateHeaderField } from '@lexbridge/rules';
import { Send, Upload } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { DataGrid, type Column } from 'react-data-grid';
import 'react-data-grid/lib/styles.css';
import { FilterSelect } from '../../../components/maintenance/grid-filters';
import { useCanEdit } from '../../../components/maintenance/use-screen';
import type { ClientFileDetailQuery, ClientFilesQuery, HeaderChangeRowInput } from '../../../gql/graphql';
import {
  useClientFileDetailQuery,
  useClientFileLookupsQuery,
  useClientFilesQuery,
  useSaveHeaderChangesMutation,
  useSubmitHeaderChangesMutation,
} from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';
import { SetupSelects, useSetupSelection } from './entity-picker';
import { TestRequests } from './test-requests';
import {
  CHANGE_STATUS_LABELS,
  COMPARISON_LABELS,
  FILE_STATUS_LABELS,
  formatDateTime,
  formatSize,
} from './status-labels';

type FileRow = ClientFilesQuery['clientFiles'][number];
type ChangeRequest = ClientFilesQuery['headerChangeRequests'][number];
type Detail = NonNullable<ClientFileDetailQuery['clientFile']>;

const PREVIEW_PAGE = 50;

/** Where the upload goes: the BFF's file route for client files. */
const uploadUrl = (entityId: string) =>
  `/files/validator-setup/client-file?entityId=${encodeURIComponent(entityId)}`;

/**
 * Client File Upload: a file of an entity (.xlsx, .xls or .csv, 5 MB at most) is read on the server, previewed,
 * and its header compared with the mapped one; the differences become header changes the client saves and submits
 * for approval.
 */
export function ClientFilePage() {
  const canEdit = useCanEdit();
  const selection = useSetupSelection();
  const entityId = selection.entityId;
  const files = useClientFilesQuery({
    variables: { entityId },
    skip: !entityId,
    fetchPolicy: 'cache-and-network',
  });
  const [fileChoice, setFileId] = useState('');
  const fileRows = entityId ? (files.data?.clientFiles ?? []) : [];
  const fileId = fileRows.some((file) => file.id === fileChoice) ? fileChoice : (fileRows[0]?.id ?? '');
  const requests = entityId ? (files.data?.headerChangeRequests ?? []) : [];
  const openRequest = requests.find(
    (request) =>
      request.status === 'SAVED' || request.status === 'SUBMITTED' || request.status === 'REJECTED',
  );

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        Client File Upload
      </Heading>
      <HStack gap="4" align="flex-end" wrap="wrap">
        <SetupSelects selection={selection} withEntity />
        {entityId && canEdit && (
          <UploadClientFile
            entityId={entityId}
            onUploaded={(id) => {
              setFileId(id);
              void files.refetch();
            }}
          />
        )}
      </HStack>
      {!entityId ? (
        <Text color="fg.muted">Choose a client, a business line and an entity to upload its file.</Text>
      ) : (
        <>
          <FilesTable files={fileRows} selectedId={fileId} onSelect={setFileId} />
          {fileId && (
            <FileDetail
              key={fileId}
              fileId={fileId}
              entityId={entityId}
              canEdit={canEdit}
              openRequest={openRequest ?? null}
              onChanged={() => void files.refetch()}
            />
          )}
          <RequestsTable requests={requests} />
        </>
      )}
      <TestRequests selection={selection} canEdit={canEdit} />
    </Stack>
  );
}

function UploadClientFile({
  entityId,
  onUploaded,
}: {
  entityId: string;
  onUploaded: (fileId: string) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  async function upload(file: File) {
    const problem = checkClientFile(file.name, file.size);
    if (problem) {
      notify({ type: 'error', title: TOAST_TITLES.error, description: problem.message });
      return;
    }
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const response = await fetch(uploadUrl(entityId), {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
      });
      const body = (await response.json().catch(() => ({}))) as {
        message?: string;
        error?: string;
        file?: { id: string };
      };
      if (!response.ok || !body.file) throw new Error(body.error ?? 'Something went wrong.');
      notify({ type: 'success', title: TOAST_TITLES.success, description: body.message ?? 'Success' });
      onUploaded(body.file.id);
    } catch (error) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: error instanceof Error ? error.message : 'Something went wrong.',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".xlsx,.xls,.csv"
        hidden
        aria-label="Client file to upload"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button size="sm" colorPalette="blue" loading={busy} onClick={() => input.current?.click()}>
        <Upload /> Upload File
      </Button>
      <Text textStyle="xs" color="fg.muted">
        .xlsx, .xls or .csv; 5 MB and {CLIENT_FILE_LIMITS.maxRows.toLocaleString()} rows at most.
      </Text>
    </>
  );
}

function FilesTable({
  files,
  selectedId,
  onSelect,
}: {
  files: readonly FileRow[];
  selectedId: string;
  onSelect: (id: string) => void;
}) {
  if (files.length === 0) return <Text color="fg.muted">No file uploaded for this entity yet.</Text>;
  return (
    <Box as="section" aria-labelledby="files-heading">
      <Heading as="h2" size="lg" id="files-heading" mb="2">
        Uploaded Files
      </Heading>
      <Table.Root size="sm" variant="outline" aria-labelledby="files-heading">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>File</Table.ColumnHeader>
            <Table.ColumnHeader>Rows</Table.ColumnHeader>
            <Table.ColumnHeader>Size</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Uploaded</Table.ColumnHeader>
            <Table.ColumnHeader>By</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {files.slice(0, 10).map((file) => (
            <Table.Row key={file.id} bg={file.id === selectedId ? 'blue.subtle' : undefined}>
              <Table.Cell>
                <Button
                  size="xs"
                  variant="plain"
                  textDecoration="underline"
                  onClick={() => onSelect(file.id)}
                  aria-pressed={file.id === selectedId}
                >
                  {file.fileName}
                </Button>
              </Table.Cell>
              <Table.Cell>{file.rowCount}</Table.Cell>
              <Table.Cell>{formatSize(file.size)}</Table.Cell>
              <Table.Cell>{FILE_STATUS_LABELS[file.status]}</Table.Cell>
              <Table.Cell>{formatDateTime(file.uploadedAt)}</Table.Cell>
              <Table.Cell>{file.uploadedBy ?? ''}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

interface DraftRow {
  field: string;
  kind: 'NEW' | 'REMOVED';
  include: boolean;
  destinationTable: string;
  destinationField: string;
  destinationDataType: string;
  destinationLength: string;
  isIgnored: boolean;
  isEncrypted: boolean;
}

function FileDetail({
  fileId,
  entityId,
  canEdit,
  openRequest,
  onChanged,
}: {
  fileId: string;
  entityId: string;
  canEdit: boolean;
  openRequest: ChangeRequest | null;
  onChanged: () => void;
}) {
  const [page, setPage] = useState(1);
  const detail = useClientFileDetailQuery({
    variables: { id: fileId, page: { pageNumber: page, pageSize: PREVIEW_PAGE } },
    fetchPolicy: 'cache-and-network',
  });
  const file = detail.data?.clientFile;
  const preview = detail.data?.clientFilePreview;
  if (detail.error && !file)
    return (
      <Text role="alert" color="fg.error">
        {errorMessage(detail.error, 'The file could not be loaded.')}
      </Text>
    );
  if (!file) return <Text color="fg.muted">Loading the file…</Text>;
  const differences = file.comparison.filter((row) => row.comparison !== 'MATCHED');
  return (
    <Stack gap="6">
      <Box as="section" aria-labelledby="comparison-heading">
        <Heading as="h2" size="lg" id="comparison-heading" mb="1">
          Header Comparison: {file.fileName}
        </Heading>
        <Text textStyle="sm" color="fg.muted" mb="2">
          {file.rowCount} data rows, {file.header.length} columns. Status: {FILE_STATUS_LABELS[file.status]}.{' '}
          {differences.length === 0
            ? 'The header matches the mapped header.'
            : `${differences.length} difference(s) with the mapped header.`}
        </Text>
        <ComparisonTable detail={file} />
      </Box>
      {differences.length > 0 && canEdit && needsHeaderChanges(file, openRequest) && (
        <HeaderChangesForm
          key={`${openRequest?.id ?? 'new'}-${openRequest?.version ?? 0}`}
          file={file}
          entityId={entityId}
          openRequest={openRequest}
          onChanged={() => {
            onChanged();
            void detail.refetch();
          }}
        />
      )}
      {preview && preview.header.length > 0 && <PreviewGrid preview={preview} page={page} onPage={setPage} />}
    </Stack>
  );
}

/**
 * Whether the file's header changes are still to make: a file waiting for them, or a file whose request was
 * rejected (the client changes the request and submits it again; a file refused at staging has an approved one).
 */
function needsHeaderChanges(file: Detail, request: ChangeRequest | null): boolean {
  if (file.status === 'HEADER_CHANGES') return true;
  return file.status === 'REJECTED' && request?.status === 'REJECTED' && request.fileId === file.id;
}

function ComparisonTable({ detail }: { detail: Detail }) {
  return (
    <Table.Root size="sm" variant="outline" maxW="3xl" aria-label="Header comparison">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Field</Table.ColumnHeader>
          <Table.ColumnHeader>Position in File</Table.ColumnHeader>
          <Table.ColumnHeader>Comparison</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {detail.comparison.map((row) => (
          <Table.Row key={`${row.field}-${row.comparison}`}>
            <Table.Cell>{row.field}</Table.Cell>
            <Table.Cell>{row.position ?? '—'}</Table.Cell>
            <Table.Cell>
              <Badge
                colorPalette={
                  row.comparison === 'MATCHED' ? 'green' : row.comparison === 'NEW' ? 'blue' : 'orange'
                }
              >
                {COMPARISON_LABELS[row.comparison]}
              </Badge>
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function draftOf(detail: Detail, request: ChangeRequest | null): DraftRow[] {
  const saved = new Map((request?.rows ?? []).map((row) => [row.clientSourceField.toLowerCase(), row]));
  return detail.comparison
    .filter((row) => row.comparison !== 'MATCHED')
    .map((row) => {
      const kept = saved.get(row.field.toLowerCase());
      return {
        field: row.field,
        kind: row.comparison === 'NEW' ? 'NEW' : 'REMOVED',
        include: request ? Boolean(kept) : true,
        destinationTable: kept?.destinationTable ?? '',
        destinationField: kept?.destinationField ?? '',
        destinationDataType: kept?.destinationDataType ?? '',
        destinationLength: kept?.destinationLength ? String(kept.destinationLength) : '',
        isIgnored: kept?.isIgnored ?? false,
        isEncrypted: kept?.isEncrypted ?? false,
      };
    });
}

function rowInput(row: DraftRow): HeaderChangeRowInput {
  if (row.kind === 'REMOVED') return { changeKind: 'REMOVED', clientSourceField: row.field };
  return {
    changeKind: 'NEW',
    clientSourceField: row.field,
    destinationTable: row.destinationTable || null,
    destinationField: row.destinationField || null,
    destinationDataType: row.destinationDataType || null,
    destinationLength: row.destinationLength ? Number(row.destinationLength) : null,
    isIgnored: row.isIgnored,
    isEncrypted: row.isEncrypted,
  };
}

function rowProblem(row: DraftRow): string | null {
  if (!row.include || row.kind === 'REMOVED') return null;
  return (
    validateHeaderField({
      clientSourceField: row.field,
      clientSourceLength: null,
      destinationTable: row.destinationTable || null,
      destinationField: row.destinationField || null,
      destinationLength: row.destinationLength ? Number(row.destinationLength) : null,
      isIgnored: row.isIgnored,
      isRemoved: false,
      isMerged: false,
      mergedInto: null,
    })?.message ?? null
  );
}

function HeaderChangesForm({
  file,
  entityId,
  openRequest,
  onChanged,
}: {
  file: Detail;
  entityId: string;
  openRequest: ChangeRequest | null;
  onChanged: () => void;
}) {
  const lookups = useClientFileLookupsQuery();
  const tables = useMemo(() => lookups.data?.stagingTables ?? [], [lookups.data]);
  const [rows, setRows] = useState<DraftRow[]>(() => draftOf(file, openRequest));
  const [save, saving] = useSaveHeaderChangesMutation();
  const [submit, submitting] = useSubmitHeaderChangesMutation();
  const submitted = openRequest?.status === 'SUBMITTED';
  const included = rows.filter((row) => row.include);
  const problems = rows.map(rowProblem);
  const invalid = included.length === 0 || problems.some(Boolean);
  const update = (index: number, change: Partial<DraftRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...change } : row)));

  async function run(action: () => Promise<string>) {
    try {
      notify({ type: 'success', title: TOAST_TITLES.success, description: await action() });
      onChanged();
    } catch (error) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(error, 'Something went wrong.'),
      });
    }
  }

  const saveDraft = async () => {
    const { data } = await save({
      variables: {
        input: {
          id: openRequest && openRequest.status !== 'SUBMITTED' ? openRequest.id : null,
          version: openRequest && openRequest.status !== 'SUBMITTED' ? openRequest.version : null,
          entityId,
          fileId: file.id,
          rows: included.map(rowInput),
        },
      },
    });
    return data!.saveHeaderChanges;
  };

  return (
    <Box as="section" aria-labelledby="changes-heading">
      <Heading as="h2" size="lg" id="changes-heading" mb="1">
        Header Changes
      </Heading>
      <Text textStyle="sm" color="fg.muted" mb="3">
        {submitted
          ? 'The header changes are submitted and wait for approval.'
          : openRequest?.status === 'REJECTED'
            ? `The request was rejected: ${openRequest.rejectReason ?? ''}${openRequest.comment ? ` (${openRequest.comment})` : ''}. Change it and submit it again.`
            : 'Map each new field (or mark it ignored) and confirm the fields the file no longer has; save, then submit for approval.'}
      </Text>
      <Stack gap="3">
        {rows.map((row, index) => {
          const columns = tables.find((table) => table.tableName === row.destinationTable);
          return (
            <Box
              key={row.field}
              borderWidth="1px"
              borderRadius="md"
              p="3"
              aria-label={`Change for ${row.field}`}
              role="group"
            >
              <HStack gap="4" wrap="wrap" align="flex-end">
                <Checkbox.Root
                  checked={row.include}
                  disabled={submitted}
                  onCheckedChange={(event) => update(index, { include: event.checked === true })}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    {row.kind === 'NEW' ? `Add ${row.field}` : `Mark ${row.field} removed`}
                  </Checkbox.Label>
                </Checkbox.Root>
                {row.kind === 'NEW' && row.include && (
                  <>
                    <FilterSelect
                      label="Destination Table"
                      value={row.destinationTable}
                      onChange={(value) => update(index, { destinationTable: value, destinationField: '' })}
                      options={tables.map((table) => ({ id: table.tableName, name: table.tableName }))}
                    />
                    <Field.Root w="auto">
                      <Field.Label textStyle="sm">Destination Field</Field.Label>
                      <Input
                        size="sm"
                        w="180px"
                        value={row.destinationField}
                        maxLength={128}
                        disabled={submitted}
                        list={columns ? `columns-${index}` : undefined}
                        onChange={(event) => update(index, { destinationField: event.target.value })}
                      />
                    </Field.Root>
                    <Field.Root w="auto">
                      <Field.Label textStyle="sm">Type</Field.Label>
                      <NativeSelect.Root size="sm" w="130px" disabled={submitted}>
                        <NativeSelect.Field
                          value={row.destinationDataType}
                          onChange={(event) => update(index, { destinationDataType: event.target.value })}
                        >
                          <option value="">Select</option>
                          {(lookups.data?.setupDataTypes ?? []).map((type) => (
                            <option key={type.id} value={type.name}>
                              {type.name}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                    <Field.Root w="auto">
                      <Field.Label textStyle="sm">Length</Field.Label>
                      <Input
                        size="sm"
                        w="90px"
                        inputMode="numeric"
                        value={row.destinationLength}
                        maxLength={4}
                        disabled={submitted}
                        onChange={(event) =>
                          update(index, { destinationLength: event.target.value.replace(/\D/g, '') })
                        }
                      />
                    </Field.Root>
                    <Checkbox.Root
                      checked={row.isIgnored}
                      disabled={submitted}
                      onCheckedChange={(event) => update(index, { isIgnored: event.checked === true })}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>Ignored</Checkbox.Label>
                    </Checkbox.Root>
                    <Checkbox.Root
                      checked={row.isEncrypted}
                      disabled={submitted}
                      onCheckedChange={(event) => update(index, { isEncrypted: event.checked === true })}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>Encrypted</Checkbox.Label>
                    </Checkbox.Root>
                    {columns && (
                      <datalist id={`columns-${index}`}>
                        {columns.columns.map((column) => (
                          <option key={column.columnName} value={column.columnName} />
                        ))}
                      </datalist>
                    )}
                  </>
                )}
              </HStack>
              {problems[index] && (
                <Text textStyle="sm" color="fg.error" mt="1">
                  {problems[index]}
                </Text>
              )}
            </Box>
          );
        })}
      </Stack>
      {!submitted && (
        <HStack gap="2" mt="4">
          <Button
            size="sm"
            variant="outline"
            disabled={invalid}
            loading={saving.loading}
            onClick={() => void run(async () => (await saveDraft()).message)}
          >
            Save Header Changes
          </Button>
          <Button
            size="sm"
            colorPalette="blue"
            disabled={invalid}
            loading={submitting.loading || saving.loading}
            onClick={() =>
              void run(async () => {
                const saved = await saveDraft();
                const { data } = await submit({
                  variables: { id: saved.request.id, version: saved.request.version },
                });
                return data!.submitHeaderChanges.message;
              })
            }
          >
            <Send /> Submit for Approval
          </Button>
        </HStack>
      )}
    </Box>
  );
}

type PreviewRow = Record<string, string>;

function PreviewGrid({
  preview,
  page,
  onPage,
}: {
  preview: NonNullable<ClientFileDetailQuery['clientFilePreview']>;
  page: number;
  onPage: (page: number) => void;
}) {
  const columns: Column<PreviewRow>[] = useMemo(
    () => [
      { key: '#', name: '#', width: 60 },
      ...preview.header.map((name, index) => ({
        key: `c${index}`,
        name: name || `Column ${index + 1}`,
        minWidth: 120,
      })),
    ],
    [preview.header],
  );
  const rows: PreviewRow[] = preview.rows.map((row, at) => ({
    '#': String((page - 1) * PREVIEW_PAGE + at + 1),
    ...Object.fromEntries(row.cells.map((cell, index) => [`c${index}`, cell ?? ''])),
  }));
  const pages = Math.max(1, Math.ceil(preview.totalCount / PREVIEW_PAGE));
  return (
    <Box as="section" aria-labelledby="preview-heading">
      <HStack mb="2">
        <Heading as="h2" size="lg" id="preview-heading">
          Preview
        </Heading>
        <Text textStyle="sm" color="fg.muted" ml="auto" aria-live="polite">
          Page {page} of {pages} ({preview.totalCount} rows)
        </Text>
        <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </HStack>
      <Box css={{ '& .rdg-cell': { paddingInline: '8px' } }}>
        <DataGrid
          aria-label="File preview"
          className="rdg-light"
          style={{ height: 320 }}
          columns={columns}
          rows={rows}
        />
      </Box>
    </Box>
  );
}

function RequestsTable({ requests }: { requests: readonly ChangeRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="requests-heading">
      <Heading as="h2" size="lg" id="requests-heading" mb="2">
        Header Change Requests
      </Heading>
      <Table.Root size="sm" variant="outline" aria-labelledby="requests-heading">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>File</Table.ColumnHeader>
            <Table.ColumnHeader>Changes</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Submitted</Table.ColumnHeader>
            <Table.ColumnHeader>Decided</Table.ColumnHeader>
            <Table.ColumnHeader>Reject Reason</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {requests.map((request) => (
            <Table.Row key={request.id}>
              <Table.Cell>{request.fileName ?? ''}</Table.Cell>
              <Table.Cell>
                {request.rows
                  .map((row) => `${row.changeKind === 'NEW' ? '+' : '−'} ${row.clientSourceField}`)
                  .join(', ')}
              </Table.Cell>
              <Table.Cell>{CHANGE_STATUS_LABELS[request.status]}</Table.Cell>
              <Table.Cell>{formatDateTime(request.submittedAt)}</Table.Cell>
              <Table.Cell>
                {formatDateTime(request.decidedAt)} {request.decidedBy ?? ''}
              </Table.Cell>
              <Table.Cell>{[request.rejectReason, request.comment].filter(Boolean).join(': ')}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
