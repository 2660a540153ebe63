import { CATALOGUE_TEXTS, MESSAGES, TOAST_TITLES } from '@lexbridge/rules';
import { useState } from 'react';
import { buildWorkbook, downloadFile, type SheetRow } from '../../../lib/excel';
import { notify } from '../../../lib/toast';
import { cellText, type ReportColumn } from '../components/report-table';

/**
 * Exports a canned report's rows as shown (the filter applied) to one sheet: the columns' labels as the header,
 * the file named after the report with today's date. No rows: 'No data to be exported.'.
 */
export function useReportExport() {
  const [busy, setBusy] = useState(false);
  async function exportRows<Row>(
    report: { name: string; fileName: string },
    columns: readonly ReportColumn<Row>[],
    rows: readonly Row[],
  ) {
    if (rows.length === 0) {
      notify({ type: 'info', title: CATALOGUE_TEXTS.oopsTitle, description: MESSAGES.noDataToExport });
      return;
    }
    setBusy(true);
    try {
      const sheet: SheetRow[] = rows.map((row) =>
        Object.fromEntries(
          columns.map((column) => {
            const value = row[column.key];
            return [
              column.label,
              column.numeric && typeof value === 'number' ? value : cellText(column, row),
            ];
          }),
        ),
      );
      const bytes = await buildWorkbook({
        sheetName: report.name,
        columns: columns.map((c) => c.label),
        rows: sheet,
      });
      downloadFile(bytes, `${report.fileName}.xlsx`);
    } catch {
      notify({ type: 'error', title: TOAST_TITLES.error, description: MESSAGES.exportFailed });
    } finally {
      setBusy(false);
    }
  }
  return { exportRows, busy };
}
