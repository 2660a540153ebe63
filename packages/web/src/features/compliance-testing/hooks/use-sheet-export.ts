import { TOAST_TITLES } from '@lexbridge/rules';
import { useState } from 'react';
import { buildWorkbook, downloadFile, type SheetRow } from '../../../lib/excel';
import { notify } from '../../../lib/toast';

/** Exports the rows a screen holds as one Excel sheet, written in the browser. */
export function useSheetExport() {
  const [exporting, setExporting] = useState(false);
  async function exportRows(fileName: string, sheetName: string, columns: string[], rows: SheetRow[]) {
    setExporting(true);
    try {
      downloadFile(await buildWorkbook({ sheetName, columns, rows }), fileName);
    } catch {
      notify({ type: 'error', title: TOAST_TITLES.error, description: 'The export could not be written.' });
    } finally {
      setExporting(false);
    }
  }
  return { exportRows, exporting };
}
