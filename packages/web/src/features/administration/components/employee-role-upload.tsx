import { Alert, Box, Button, CloseButton, Table, Text } from '@chakra-ui/react';
import { MESSAGES, TOAST_TITLES, validateUploadFileName, type BulkSaveCounts } from '@lexbridge/rules';
import { FileDown, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useEmployeeRoleTemplateMutation } from '../../../gql/hooks';
import { downloadFile } from '../../../lib/excel';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';

/** Where the BFF takes the employee-to-role workbook. */
export const EMPLOYEE_ROLE_UPLOAD_URL = '/files/administration/employee-roles';

export interface RowError {
  row: number;
  email: string;
  message: string;
}

/** What the BFF answers for an upload: the six-count message, the counts and the rows it could not apply. */
export interface EmployeeRoleOutcome {
  message: string;
  fileName: string;
  rowsRead: number;
  counts: BulkSaveCounts;
  rowErrors: RowError[];
}

/** How many rows were not applied (duplicates, still needed, invalid). */
export function rowsNotApplied(counts: BulkSaveCounts): number {
  return counts.notInsertedDuplicates + counts.notDeletedMapped + counts.notUpdatedInvalid;
}

/** The answer of the upload route as an outcome, or the error it says. */
export async function readUploadAnswer(response: Response, fileName: string): Promise<EmployeeRoleOutcome> {
  const body = (await response.json().catch(() => ({}))) as Partial<EmployeeRoleOutcome> & { error?: string };
  if (!response.ok || !body.counts) throw new Error(body.error ?? MESSAGES.defaultError);
  return {
    message: body.message ?? '',
    fileName: body.fileName ?? fileName,
    rowsRead: body.rowsRead ?? 0,
    counts: body.counts,
    rowErrors: body.rowErrors ?? [],
  };
}

/**
 * Upload Roles and Template on the Users screen. The file must be .xlsx or .xls ('Invalid file extension.', checked
 * here and again by the BFF); the catalogue applies each row (Email, Role, Action: Add, Remove or Replace) and the
 * screen shows the six counts and every row it could not apply.
 */
export function EmployeeRoleUpload({ onUploaded }: { onUploaded: (outcome: EmployeeRoleOutcome) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [template, templateState] = useEmployeeRoleTemplateMutation();

  async function upload(file: File) {
    const problem = validateUploadFileName(file.name);
    if (problem) {
      notify({ type: 'error', title: TOAST_TITLES.error, description: problem });
      return;
    }
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const response = await fetch(EMPLOYEE_ROLE_UPLOAD_URL, {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
      });
      const outcome = await readUploadAnswer(response, file.name);
      notify({ type: 'success', title: TOAST_TITLES.success, description: outcome.message });
      onUploaded(outcome);
    } catch (error) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(error, MESSAGES.defaultError),
      });
    } finally {
      setBusy(false);
    }
  }

  async function downloadTemplate() {
    try {
      const { data } = await template();
      const url = data?.employeeRoleTemplate.url;
      if (!url) throw new Error(MESSAGES.defaultError);
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(MESSAGES.defaultError);
      downloadFile(await response.blob(), 'Employee_Role_Template.xlsx');
    } catch (error) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(error, MESSAGES.defaultError),
      });
    }
  }

  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".xlsx,.xls"
        hidden
        aria-label="Employee roles workbook"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button size="sm" variant="outline" loading={busy} onClick={() => input.current?.click()}>
        <Upload /> Upload Roles
      </Button>
      <Button
        size="sm"
        variant="outline"
        loading={templateState.loading}
        onClick={() => void downloadTemplate()}
      >
        <FileDown /> Template
      </Button>
    </>
  );
}

/** The last upload's counts and the rows it could not apply, kept on the screen until closed. */
export function EmployeeRoleSummary({
  outcome,
  onClose,
}: {
  outcome: EmployeeRoleOutcome;
  onClose: () => void;
}) {
  return (
    <Alert.Root
      status={rowsNotApplied(outcome.counts) > 0 ? 'warning' : 'success'}
      role="status"
      aria-label="Last role upload"
      size="sm"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {outcome.fileName}: {outcome.rowsRead} {outcome.rowsRead === 1 ? 'row' : 'rows'} read
        </Alert.Title>
        <Alert.Description>
          <Text>{outcome.message}</Text>
          {outcome.rowErrors.length > 0 && (
            <Box mt="2" maxH="48" overflowY="auto">
              <Table.Root size="sm" aria-label="Rows not applied">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader w="16">Row</Table.ColumnHeader>
                    <Table.ColumnHeader>Email</Table.ColumnHeader>
                    <Table.ColumnHeader>Why it was not applied</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {outcome.rowErrors.map((error) => (
                    <Table.Row key={`${error.row}-${error.message}`}>
                      <Table.Cell>{error.row}</Table.Cell>
                      <Table.Cell>{error.email}</Table.Cell>
                      <Table.Cell>{error.message}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          )}
        </Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label="Close the upload summary" onClick={onClose} />
    </Alert.Root>
  );
}
