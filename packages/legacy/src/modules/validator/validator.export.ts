import ExcelJS from 'exceljs';

export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number;
}

/** '<name>_yyyy-mm-dd.xlsx': Excel file names are suffixed with the date. */
export function exportFileName(name: string, date: Date): string {
  return `${name}_${date.toISOString().slice(0, 10)}.xlsx`;
}

/** One sheet named after the list, a header row, then a row per record. */
export async function exportWorkbook<T>(
  name: string,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  date: Date,
): Promise<{ fileName: string; content: Buffer }> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(name.slice(0, 31));
  sheet.addRow(columns.map((column) => column.header));
  for (const row of rows) sheet.addRow(columns.map((column) => column.value(row)));
  const content = Buffer.from(await book.xlsx.writeBuffer());
  return { fileName: exportFileName(name, date), content };
}
