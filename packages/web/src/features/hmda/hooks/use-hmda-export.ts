import { TOAST_TITLES } from '@lexbridge/rules';
import { useState } from 'react';
import type { ExportHmdaListInput } from '../../../gql/graphql';
import { useExportHmdaListMutation } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';

/** The file name of a Content-Disposition header, or a fallback. */
function attachmentName(header: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(header ?? '');
  return match ? match[1]! : fallback;
}

/**
 * Export: the BFF answers a single-use download ticket; the workbook comes from /files/:ticket with the
 * catalogue's file name (the list's name and the date) and the browser saves it.
 */
export function useHmdaExport() {
  const [exportList] = useExportHmdaListMutation();
  const [exporting, setExporting] = useState(false);

  async function run(input: ExportHmdaListInput): Promise<void> {
    setExporting(true);
    try {
      const { data } = await exportList({ variables: { input } });
      const url = data?.exportHmdaList.download.url;
      if (!url) throw new Error('No download.');
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        throw new Error(body?.error ?? 'Something went wrong.');
      }
      const blob = await response.blob();
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = attachmentName(response.headers.get('content-disposition'), `${input.list}.xlsx`);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
    } catch (error) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(error, error instanceof Error ? error.message : 'Something went wrong.'),
      });
    } finally {
      setExporting(false);
    }
  }

  return { exportList: run, exporting };
}
