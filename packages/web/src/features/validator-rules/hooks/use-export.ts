import { TOAST_TITLES } from '@lexbridge/rules';
import { useState } from 'react';
import type { ValidatorGrid, ValidatorListFilter } from '../../../gql/graphql';
import { useExportValidatorGridMutation } from '../../../gql/hooks';
import { errorMessage } from '../../../lib/graphql-errors';
import { notify } from '../../../lib/toast';

/** The file name of a Content-Disposition header, or a fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(header ?? '');
  return match ? match[1]! : fallback;
}

/**
 * Export: the BFF answers a single-use download ticket; the file
 * comes from /files/:ticket with the catalogue's file name (suffixed with the date) and is saved by the browser.
 */
export function useGridExport(grid: ValidatorGrid) {
  const [exportGrid] = useExportValidatorGridMutation();
  const [busy, setBusy] = useState(false);

  async function run(filter: ValidatorListFilter): Promise<void> {
    setBusy(true);
    try {
      const { data } = await exportGrid({ variables: { input: { grid, filter } } });
      const url = data?.exportValidatorGrid.download.url;
      if (!url) throw new Error('No download.');
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        throw new Error(body?.error ?? 'Something went wrong.');
      }
      const blob = await response.blob();
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = attachmentName(response.headers.get('content-disposition'), `${grid}.xlsx`);
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
      setBusy(false);
    }
  }

  return { exportGrid: run, exporting: busy };
}
