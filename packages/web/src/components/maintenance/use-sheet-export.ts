import { excelFileName, MESSAGES, TOAST_TITLES } from '@lexbridge/rules';
import { useState } from 'react';
import { buildWorkbook, downloadFile, type SheetRow } from '../../lib/excel';
import { errorMessage } from '../../lib/graphql-errors';
import { notify } from '../../lib/toast';

/** Export of an administration grid: its rows (all pages) as one sheet, the file name suffixed with the date. */
export function useSheetExport(name: string) {
  const [exporting, setExporting] = useState(false);
  async function exportRows(columns: readonly string[], load: () => Promise<SheetRow[]>) {
    setExporting(true);
    try {
      const data = await buildWorkbook({ sheetName: name, columns, rows: await load() });
      downloadFile(data, `${excelFileName(name, new Date())}.xlsx`);
    } catch (error) {
      notify({
        type: 'error',
        title: TOAST_TITLES.error,
        description: errorMessage(error, MESSAGES.defaultError),
      });
    } finally {
      setExporting(false);
    }
  }
  return { exportRows, exporting };
}
