import { Box, Button, Field, Heading, HStack, Input, Progress, Stack, Table, Text } from '@chakra-ui/react';
import {
  checkLarFileBeforeUpload,
  HMDA_MESSAGES,
  HMDA_UTILITY_TYPES,
  isReportingYear,
  TOAST_TITLES,
} from '@lexbridge/rules';
import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { FilterSelect } from '../../../components/maintenance/grid-filters';
import { useCanEdit } from '../../../components/maintenance/use-screen';
import { useHmdaBanksQuery, useHmdaLarFilesQuery } from '../../../gql/hooks';
import { notify } from '../../../lib/toast';
import { yearOptions } from '../hooks/use-scope';

/** The last three reporting years, this one and the next. */
const LAR_YEARS = yearOptions(Array.from({ length: 3 }, (_, index) => new Date().getFullYear() - 1 - index));

/** The BFF's LAR upload route (multipart: the fields first, then the file). */
const LAR_UPLOAD_URL = '/files/hmda/lar';

interface Ingested {
  message: string;
  file: { fileName: string; recordCount: number; lei: string; bankName: string; year: number };
}

/** Sends the form with XMLHttpRequest, whose upload events report progress (fetch has none for uploads). */
function send(form: FormData, onProgress: (fraction: number) => void): Promise<Ingested> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', LAR_UPLOAD_URL);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: Partial<Ingested> & { error?: string } = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // not JSON: the status says enough
      }
      if (request.status >= 200 && request.status < 300 && body.file) resolve(body as Ingested);
      else reject(new Error(body.error ?? 'Something went wrong.'));
    };
    request.onerror = () =>
      reject(new Error('The upload did not reach the server. Check the connection and try again.'));
    request.send(form);
  });
}

/** The first line of a file, read from its first 64 KB (the header row of a LAR file is short). */
async function firstLine(file: File): Promise<string | undefined> {
  const text = await file.slice(0, 64 * 1024).text();
  return text.replace(/^\uFEFF/, '').split(/\r?\n/)[0];
}

/**
 * LAR File Upload: a bank, a utility type, a reporting year and a pipe-delimited LAR file. The file is checked
 * before it is sent (type, size, header row), uploads with its progress shown, and the catalogue answers what it
 * ingested; a wrong file gets a message saying what is wrong and changes nothing.
 */
export function LarUploadPage() {
  const canEdit = useCanEdit();
  const banks = useHmdaBanksQuery({ fetchPolicy: 'cache-and-network' });
  const [bankId, setBankId] = useState('');
  const [utilityType, setUtilityType] = useState<string>(HMDA_UTILITY_TYPES[0]);
  const [year, setYear] = useState(String(new Date().getFullYear() - 1));
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const uploads = useHmdaLarFilesQuery({
    variables: { bankId: bankId || null },
    fetchPolicy: 'cache-and-network',
  });
  const bank = banks.data?.hmdaBanks.find((candidate) => candidate.id === bankId) ?? null;

  async function upload() {
    setOutcome(null);
    if (!bank) return setProblem(HMDA_MESSAGES.bankRequired);
    if (!isReportingYear(year)) return setProblem(HMDA_MESSAGES.reportingYearInvalid);
    if (!file) return setProblem(HMDA_MESSAGES.larFileType);
    const wrong = checkLarFileBeforeUpload(file, await firstLine(file), Number(year), utilityType);
    if (wrong) return setProblem(wrong);
    setProblem(null);
    setProgress(0);
    const form = new FormData();
    form.append('utilityType', utilityType);
    form.append('year', year);
    form.append('bankId', bank.id);
    form.append('bankName', bank.name);
    form.append('file', file, file.name);
    try {
      const answer = await send(form, setProgress);
      setOutcome(answer.message);
      notify({ type: 'success', title: TOAST_TITLES.success, description: answer.message });
      setFile(null);
      if (input.current) input.current.value = '';
      void uploads.refetch();
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Something went wrong.';
      setProblem(message);
      notify({ type: 'error', title: TOAST_TITLES.error, description: message });
    } finally {
      setProgress(null);
    }
  }

  return (
    <Stack gap="5" maxW="5xl">
      <Heading as="h1" size="2xl">
        LAR File Upload
      </Heading>
      <Text color="fg.muted">
        A pipe-delimited LAR file (.txt, at most 100 MB): the transmittal sheet row first (15 fields, starting
        with 1|), then one row per loan (110 fields, starting with 2|), all with the bank&apos;s LEI.
      </Text>
      <HStack gap="4" align="flex-end" wrap="wrap">
        <FilterSelect
          label="Bank"
          value={bankId}
          onChange={setBankId}
          options={(banks.data?.hmdaBanks ?? []).map((candidate) => ({
            id: candidate.id,
            name: candidate.name,
          }))}
        />
        <FilterSelect
          label="Utility Type"
          value={utilityType}
          onChange={setUtilityType}
          options={HMDA_UTILITY_TYPES.map((type) => ({ id: type, name: type }))}
        />
        <FilterSelect label="Reporting Year" value={year} onChange={setYear} options={LAR_YEARS} />
      </HStack>
      {canEdit && (
        <HStack gap="4" align="flex-end" wrap="wrap">
          <Field.Root w="auto">
            <Field.Label>LAR File</Field.Label>
            <Input
              ref={input}
              type="file"
              accept=".txt,text/plain"
              p="1"
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                setProblem(null);
                setOutcome(null);
              }}
            />
          </Field.Root>
          <Button
            colorPalette="blue"
            onClick={() => void upload()}
            loading={progress !== null}
            disabled={!file}
          >
            <Upload /> Upload
          </Button>
        </HStack>
      )}
      {progress !== null && (
        <Progress.Root value={Math.round(progress * 100)} maxW="md" aria-label="Upload progress">
          <HStack>
            <Progress.Track flex="1">
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText>{Math.round(progress * 100)}%</Progress.ValueText>
          </HStack>
        </Progress.Root>
      )}
      {problem && (
        <Text role="alert" color="fg.error">
          {problem}
        </Text>
      )}
      {outcome && (
        <Box
          role="status"
          borderWidth="1px"
          borderColor="green.muted"
          bg="green.subtle"
          p="3"
          borderRadius="md"
        >
          {outcome}
        </Box>
      )}
      <Heading as="h2" size="md">
        Recent uploads
      </Heading>
      <Table.Root size="sm" aria-label="Recent LAR uploads">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Uploaded</Table.ColumnHeader>
            <Table.ColumnHeader>Bank</Table.ColumnHeader>
            <Table.ColumnHeader>Year</Table.ColumnHeader>
            <Table.ColumnHeader>Utility Type</Table.ColumnHeader>
            <Table.ColumnHeader>File</Table.ColumnHeader>
            <Table.ColumnHeader>LEI</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Records</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(uploads.data?.hmdaLarFiles ?? []).map((upload) => (
            <Table.Row key={upload.id}>
              <Table.Cell>{new Date(upload.uploadedAt).toLocaleString()}</Table.Cell>
              <Table.Cell>{upload.bankName}</Table.Cell>
              <Table.Cell>{upload.year}</Table.Cell>
              <Table.Cell>{upload.utilityType}</Table.Cell>
              <Table.Cell>{upload.fileName}</Table.Cell>
              <Table.Cell>{upload.lei}</Table.Cell>
              <Table.Cell textAlign="end">{upload.recordCount}</Table.Cell>
            </Table.Row>
          ))}
          {uploads.data?.hmdaLarFiles.length === 0 && (
            <Table.Row>
              <Table.Cell colSpan={7} color="fg.muted">
                No LAR files uploaded yet.
              </Table.Cell>
            </Table.Row>
          )}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
