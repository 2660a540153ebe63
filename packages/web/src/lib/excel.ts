/**
 * Excel workbooks are written in the browser: the BFF hands over a report's rows page by
 * page and xlsx turns them into one sheet. xlsx is only ever used to write: it has advisories for parsing untrusted
 * files, and nothing here reads a workbook. It loads on the first export, not with the app.
 */

export type CellValue = string | number | boolean | null;
export type SheetRow = Record<string, CellValue>;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ]. */
export function sheetNameFor(name: string): string {
  const clean = name
    .replace(/[:\\/?*[\]]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (clean || 'Sheet1').slice(0, 31);
}

/** One sheet with the columns in the given order (then any other keys the rows carry), as .xlsx bytes. */
export async function buildWorkbook({
  sheetName,
  columns,
  rows,
}: {
  sheetName: string;
  columns: readonly string[];
  rows: readonly SheetRow[];
}): Promise<ArrayBuffer> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.json_to_sheet([...rows], { header: [...columns] });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetNameFor(sheetName));
  return XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}

/** Hands the bytes to the browser as a download named `fileName`. */
export function downloadFile(data: ArrayBuffer | Blob, fileName: string, type = XLSX_MIME): void {
  const blob = data instanceof Blob ? data : new Blob([data], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is released once the browser has taken it.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
