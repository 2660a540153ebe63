import { Alert, Button, CloseButton } from '@chakra-ui/react';
import { TOAST_TITLES, validateUploadFileName } from '@lexbridge/rules';
import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { notify } from '../../../lib/toast';

/** What the BFF answers for an upload: its message, and what was read into the filter mappings. */
export interface UploadOutcome {
  message: string;
  fileName: string;
  rowsRead: number;
  counts: {
    inserted: number;
    updated: number;
    deleted: number;
    notInsertedDuplicates: number;
    notDeletedMapped: number;
    notUpdatedInvalid: number;
  } | null;
}

/**
 * Upload of a validator setup spreadsheet: .xlsx or .xls only, checked here
 * ('Invalid file extension.') and again by the BFF. The catalogue reads an .xlsx in the layout of this grid's export
 * into the filter mappings; `onUploaded` gets what it did, so the screen can show it and reload the grid.
 */
export function UploadButton({ onUploaded }: { onUploaded?: (outcome: UploadOutcome) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

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
      const response = await fetch('/files/upload', {
        method: 'POST',
        body: form,
        credentials: 'same-origin',
      });
      const body = (await response.json().catch(() => ({}))) as Partial<UploadOutcome> & { error?: string };
      if (!response.ok) throw new Error(body.error ?? 'Something went wrong.');
      const outcome: UploadOutcome = {
        message: body.message ?? 'Success',
        fileName: body.fileName ?? file.name,
        rowsRead: body.rowsRead ?? 0,
        counts: body.counts ?? null,
      };
      notify({ type: 'success', title: TOAST_TITLES.success, description: outcome.message });
      onUploaded?.(outcome);
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
        accept=".xlsx,.xls"
        hidden
        aria-label="Spreadsheet to upload"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
      <Button size="sm" variant="outline" loading={busy} onClick={() => input.current?.click()}>
        <Upload /> Upload
      </Button>
    </>
  );
}

/** The last upload's outcome, kept on the screen (a toast goes after two seconds) until closed. */
export function UploadSummary({ outcome, onClose }: { outcome: UploadOutcome; onClose: () => void }) {
  const rejected = outcome.counts
    ? outcome.counts.notInsertedDuplicates +
      outcome.counts.notDeletedMapped +
      outcome.counts.notUpdatedInvalid
    : 0;
  return (
    <Alert.Root
      status={rejected > 0 ? 'warning' : 'success'}
      role="status"
      aria-label="Last upload"
      size="sm"
    >
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{outcome.fileName}</Alert.Title>
        <Alert.Description>{outcome.message}</Alert.Description>
      </Alert.Content>
      <CloseButton size="sm" aria-label="Close the upload summary" onClick={onClose} />
    </Alert.Root>
  );
}
