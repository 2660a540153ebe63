import * as XLSX from '@e965/xlsx';
import { readFirstSheet, type ParsedSheet, type SheetCell } from '../validator/validator.import.js';
import { ValidatorRefusal } from '../validator/validator.http.js';

/** What a client file may be: its size, its data rows and columns, and each cell's text. */
export const CLIENT_FILE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxUnpackedBytes: 20 * 1024 * 1024,
  maxRows: 5000,
  maxColumns: 200,
  maxCellLength: 1000,
};

export const CLIENT_FILE_MESSAGES = {
  invalidExtension: 'Invalid file extension.',
  fileRequired: 'fileName and fileText are required.',
  tooLarge: 'The file is larger than 5 MB.',
  noHeader: 'The file has no header row.',
  tooManyRows: (max: number) => `The file has more than ${max} data rows.`,
  tooManyColumns: (max: number) => `The file has more than ${max} columns.`,
  cellTooLong: (max: number) => `A cell is longer than ${max} characters.`,
  notText: 'The .csv file is not UTF-8 text.',
  unclosedQuote: 'The .csv file has a quoted value that is never closed.',
  notAnXls: 'The file is not an Excel 97-2003 workbook (.xls): it could not be read.',
} as const;

export type ClientFileType = 'xlsx' | 'xls' | 'csv';

export function clientFileType(fileName: string): ClientFileType | null {
  const match = /\.(xlsx|xls|csv)$/i.exec(fileName.trim());
  return match ? (match[1].toLowerCase() as ClientFileType) : null;
}

/**
 * A CSV's rows (RFC 4180: commas, double quotes doubled inside quoted values, CRLF or LF line ends), read within
 * the limits: it stops at the first row or cell over them instead of reading the whole file into rows.
 */
export function readCsv(content: Buffer, limits = CLIENT_FILE_LIMITS): ParsedSheet {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let textValue: string;
  try {
    textValue = decoder.decode(content);
  } catch {
    throw new ValidatorRefusal(400, CLIENT_FILE_MESSAGES.notText);
  }
  if (textValue.charCodeAt(0) === 0xfeff) textValue = textValue.slice(1);
  const sheet: ParsedSheet = { sheetName: 'csv', header: [], rows: [] };
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let index = 0;
  const endCell = () => {
    if (cell.length > limits.maxCellLength)
      throw new ValidatorRefusal(400, CLIENT_FILE_MESSAGES.cellTooLong(limits.maxCellLength));
    row.push(cell);
    cell = '';
    if (row.length > limits.maxColumns)
      throw new ValidatorRefusal(400, CLIENT_FILE_MESSAGES.tooManyColumns(limits.maxColumns));
  };
  const endRow = () => {
    endCell();
    if (sheet.header.length === 0 && sheet.rows.length === 0 && !row.every((value) => value.trim() === '')) {
      sheet.header = row.map((value) => value.trim());
    } else if (sheet.header.length > 0 && !row.every((value) => value.trim() === '')) {
      if (sheet.rows.length >= limits.maxRows)
        throw new ValidatorRefusal(400, CLIENT_FILE_MESSAGES.tooManyRows(limits.maxRows));
      sheet.rows.push(row.map((value): SheetCell => value));
    }
    row = [];
  };
  while (index < textValue.length) {
    const char = textValue[index];
    if (quoted) {
      if (char === '"') {
        if (textValue[index + 1] === '"') {
          cell += '"';
          index += 2;
          continue;
        }
        quoted = false;
      } else {
        cell += char;
        if (cell.length > limits.maxCellLength)
          throw new ValidatorRefusal(400, CLIENT_FILE_MESSAGES.cellTooLong(limits.maxCellLength));
      }
      index += 1;
      continue;
    }
    if (char === '"' && cell === '') quoted = true;
    else if (char === ',') endCell();
    else if (char === '\n') endRow();
    else if (char === '\r') {
      if (textValue[index + 1] !== '\n') endRow();
    } else {
      cell += char;
      if (cell.length > limits.maxCellLength)
        throw new ValidatorRefusal(400, CLIENT_FILE_MESSAGES.cellTooLong(limits.maxCellLength));
    }
    index += 1;
  }
  if (quoted) throw new ValidatorRefusal(400, CLIENT_FILE_MESSAGES.unclosedQuote);
  if (cell !== '' || row.length > 0) endRow();
  return sheet;
}

export interface ReadClientFile {
  type: ClientFileType;
  sheet: ParsedSheet;
}

/** The first bytes of an OLE2 compound document, the container every .xls Excel 97 and later writes. */
const COMPOUND_DOCUMENT = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

function xlsCell(value: unknown): SheetCell {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

/**
 * The first sheet of an .xls (BIFF8 in a compound document), read within the same limits as an .xlsx. Only a
 * compound document is handed to the reader: it would otherwise take HTML, SYLK or text renamed .xls as a sheet.
 * The reader stops after the header and one row over the limit (`sheetRows`), formulas, styles, macros and
 * HTML renderings are not built, and a sheet that spans more rows than that is refused rather than cut short.
 */
export function readXls(content: Buffer, limits = CLIENT_FILE_LIMITS): ParsedSheet {
  if (content.length > limits.maxBytes) throw new ValidatorRefusal(400, CLIENT_FILE_MESSAGES.tooLarge);
  if (content.length < COMPOUND_DOCUMENT.length || !content.subarray(0, 8).equals(COMPOUND_DOCUMENT))
    throw new ValidatorRefusal(400, CLIENT_FILE_MESSAGES.notAnXls);
  const readRows = limits.maxRows + 2;
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(content, {
      type: 'buffer',
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
      sheetRows: readRows,
      dense: true,
    });
  } catch {
    throw new ValidatorRefusal(400, CLIENT_FILE_MESSAGES.notAnXls);
  }
  const sheetName = workbook.SheetNames[0];
  const worksheet = sheetName ? workbook.Sheets[sheetName] : undefined;
  if (!worksheet) throw new ValidatorRefusal(400, CLIENT_FILE_MESSAGES.notAnXls);
  const fullRange = worksheet['!fullref'] ?? worksheet['!ref'];
  if (fullRange) {
    const range = XLSX.utils.decode_range(fullRange);
    if (range.e.r - range.s.r + 1 > readRows)
      throw new ValidatorRefusal(400, CLIENT_FILE_MESSAGES.tooManyRows(limits.maxRows));
    if (range.e.c - range.s.c + 1 > limits.maxColumns)
      throw new ValidatorRefusal(400, CLIENT_FILE_MESSAGES.tooManyColumns(limits.maxColumns));
  }
  const grid = XLSX.utils.sheet_to_json<unknown[]>(worksheet, {
    header: 1,
    raw: true,
    defval: null,
    blankrows: false,
  });
  const sheet: ParsedSheet = { sheetName, header: [], rows: [] };
  for (const raw of grid) {
    const values = raw.map(xlsCell);
    for (const value of values)
      if (typeof value === 'string' && value.length > limits.maxCellLength)
        throw new ValidatorRefusal(400, CLIENT_FILE_MESSAGES.cellTooLong(limits.maxCellLength));
    if (sheet.header.length === 0) {
      sheet.header = values.map((value) => String(value ?? '').trim());
      continue;
    }
    if (values.every((value) => value === null || String(value).trim() === '')) continue;
    if (sheet.rows.length >= limits.maxRows)
      throw new ValidatorRefusal(400, CLIENT_FILE_MESSAGES.tooManyRows(limits.maxRows));
    sheet.rows.push(values);
  }
  return sheet;
}

/**
 * Reads a client file by its extension within the limits: an .xlsx with the validator upload's guarded
 * reader (its unpacked size is bounded before exceljs sees it), an .xls with `readXls`, a .csv with `readCsv`.
 */
export async function readClientFile(fileName: string, content: Buffer): Promise<ReadClientFile> {
  const type = clientFileType(fileName);
  if (!type) throw new ValidatorRefusal(400, CLIENT_FILE_MESSAGES.invalidExtension);
  if (content.length > CLIENT_FILE_LIMITS.maxBytes)
    throw new ValidatorRefusal(400, CLIENT_FILE_MESSAGES.tooLarge);
  const sheet =
    type === 'csv'
      ? readCsv(content)
      : type === 'xls'
        ? readXls(content)
        : await readFirstSheet(content, {
            maxBytes: CLIENT_FILE_LIMITS.maxBytes,
            maxUnpackedBytes: CLIENT_FILE_LIMITS.maxUnpackedBytes,
            maxRows: CLIENT_FILE_LIMITS.maxRows,
            maxCellLength: CLIENT_FILE_LIMITS.maxCellLength,
          });
  if (sheet.header.filter((value) => value !== '').length === 0)
    throw new ValidatorRefusal(400, CLIENT_FILE_MESSAGES.noHeader);
  if (sheet.header.length > CLIENT_FILE_LIMITS.maxColumns)
    throw new ValidatorRefusal(400, CLIENT_FILE_MESSAGES.tooManyColumns(CLIENT_FILE_LIMITS.maxColumns));
  return { type, sheet };
}
