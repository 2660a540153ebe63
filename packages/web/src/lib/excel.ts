/**
 * Excel workbooks are written in the browser: the BFF hands over a report's rows page by page and write-excel-file
 * turns them into one sheet. It only writes (nothing here reads a workbook), is small, and loads on the first export,
 * not with the app (docs/architecture.md, "Excel files").
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
  const { default: writeExcelFile } = await import('write-excel-file/browser');
  const header = [...columns];
  for (const row of rows) for (const key of Object.keys(row)) if (!header.includes(key)) header.push(key);
  const data = [header, ...rows.map((row) => header.map((key) => row[key] ?? null))];
  const blob = await writeExcelFile(data, { sheet: sheetNameFor(sheetName) }).toBlob();
  return blob.arrayBuffer();
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

/** The file name a Content-Disposition header gives, else `fallback`. */
export function fileNameOf(header: string | null, fallback: string): string {
  return /filename="?([^";]+)"?/i.exec(header ?? '')?.[1] ?? fallback;
}

/**
 * Redeems a download ticket (GET /files/:ticket) and saves the file under the name the catalogue gave it; a refusal
 * is thrown with the BFF's words.
 */
export async function saveTicketFile(url: string, fallbackName: string): Promise<void> {
  const response = await fetch(url, { credentials: 'same-origin' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? 'Something went wrong.');
  }
  downloadFile(await response.blob(), fileNameOf(response.headers.get('content-disposition'), fallbackName));
}
