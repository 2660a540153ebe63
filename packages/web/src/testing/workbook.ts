import ExcelJS from 'exceljs';

/** A workbook the code under test wrote, read back in a test: its sheet names and each sheet's rows by header. */
export async function readWorkbook(bytes: ArrayBuffer): Promise<{
  sheetNames: string[];
  header: (sheet: number) => string[];
  rows: (sheet: number) => Record<string, string | number | boolean>[];
}> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const valuesOf = (sheet: number, rowNumber: number) =>
    (book.worksheets[sheet]!.getRow(rowNumber).values as unknown[]).slice(1) as (
      string | number | boolean | null | undefined
    )[];
  const header = (sheet: number) => valuesOf(sheet, 1).map((value) => String(value ?? ''));
  return {
    sheetNames: book.worksheets.map((sheet) => sheet.name),
    header,
    rows: (sheet) => {
      const names = header(sheet);
      const rows: Record<string, string | number | boolean>[] = [];
      for (let rowNumber = 2; rowNumber <= book.worksheets[sheet]!.rowCount; rowNumber += 1) {
        const row: Record<string, string | number | boolean> = {};
        valuesOf(sheet, rowNumber).forEach((value, index) => {
          if (value !== null && value !== undefined && value !== '') row[names[index]!] = value;
        });
        rows.push(row);
      }
      return rows;
    },
  };
}
