import ExcelJS from 'exceljs';

type CellValue = string | number | boolean;

/** A downloaded workbook, read back: its sheet names and the first sheet's rows by header (empty cells left out). */
export async function readWorkbook(
  file: string,
): Promise<{ sheetNames: string[]; rows: Record<string, CellValue>[] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0]!;
  const valuesOf = (rowNumber: number) =>
    (sheet.getRow(rowNumber).values as unknown[]).slice(1) as (CellValue | null | undefined)[];
  const header = valuesOf(1).map((value) => String(value ?? ''));
  const rows: Record<string, CellValue>[] = [];
  for (let rowNumber = 2; rowNumber <= sheet.rowCount; rowNumber += 1) {
    const row: Record<string, CellValue> = {};
    valuesOf(rowNumber).forEach((value, index) => {
      if (value !== null && value !== undefined && value !== '') row[header[index]!] = value;
    });
    rows.push(row);
  }
  return { sheetNames: book.worksheets.map((each) => each.name), rows };
}
