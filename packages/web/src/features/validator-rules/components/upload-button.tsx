import { Button } from '@chakra-ui/react';
import { TOAST_TITLES, validateUploadFileName } from '@lexbridge/rules';
import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { notify } from '../../../lib/toast';

/**
 * Upload of a validator setup spreadsheet: .xlsx or .xls only, checked here
 * ('Invalid file extension.') and again by the BFF, which forwards the file to the catalogue.
 */
export function UploadButton() {
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
      const response = await fetch('/files/upload', { method: 'POST', body: form, credentials: 'same-origin' });
      const body = (await response.json().catch(() => ({}))) as { message?: string; error?: string };
      if (!response.ok) throw new Error(body.error ?? 'Something went wrong.');
      notify({ type: 'success', title: TOAST_TITLES.success, description: body.message ?? 'Success' });
    } catch (error) {
      notify({ type: 'error', title: TOAST_TITLES.error, description: error instanceof Error ? error.message : 'Something went wrong.' });
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
