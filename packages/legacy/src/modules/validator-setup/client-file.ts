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
  xlsNotRead:
    'An .xls file (the old binary Excel format) cannot be read here: save it as .xlsx or .csv and upload it again.',
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
  type: Exclude<ClientFileType, 'xls'>;
  sheet: ParsedSheet;
}

/**
 * Reads a client file by its extension within the limits: an .xlsx with the validator upload's guarded
 * reader (its unpacked size is bounded before exceljs sees it), a .csv with `readCsv`. An .xls is refused with what
 * to do instead: no parser of the old binary format at hand is both maintained and safe for untrusted files, and a
 * file kept unread could never be compared or previewed.
 */
export async function readClientFile(fileName: string, content: Buffer): Promise<ReadClientFile> {
  const type = clientFileType(fileName);
  if (!type) throw new ValidatorRefusal(400, CLIENT_FILE_MESSAGES.invalidExtension);
  if (content.length > CLIENT_FILE_LIMITS.maxBytes)
    throw new ValidatorRefusal(400, CLIENT_FILE_MESSAGES.tooLarge);
  if (type === 'xls') throw new ValidatorRefusal(400, CLIENT_FILE_MESSAGES.xlsNotRead);
  const sheet =
    type === 'csv'
      ? readCsv(content)
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
