import * as XLSX from 'xlsx';

export interface ExportColumn<T> {
  header: string;
  value: (row: T) => string | number;
}

/** '<name>_yyyy-mm-dd.xlsx': Excel file names are suffixed with the date. */
export function exportFileName(name: string, date: Date): string {
  return `${name}_${date.toISOString().slice(0, 10)}.xlsx`;
}

/** One sheet named after the list, a header row, then a row per record. */
export function exportWorkbook<T>(
  name: string,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  date: Date,
): { fileName: string; content: Buffer } {
  const aoa: (string | number)[][] = [columns.map((column) => column.header)];
  for (const row of rows) aoa.push(columns.map((column) => column.value(row)));
  const sheet = XLSX.utils.aoa_to_sheet(aoa);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, name.slice(0, 31));
  const content = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  return { fileName: exportFileName(name, date), content };
}
