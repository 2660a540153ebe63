import ExcelJS from 'exceljs';
import { Unzip, UnzipInflate } from 'fflate';
import type { Queryable } from '../../db/db.js';
import { ValidatorRefusal } from './validator.http.js';
import { VALIDATOR_MESSAGES as M } from './validator.messages.js';

/** Limits of an uploaded workbook: its size, the data rows of its first sheet, and each cell's text. */
export interface UploadLimits {
  maxBytes: number;
  /** What the workbook's parts may unpack to, all together. */
  maxUnpackedBytes: number;
  maxRows: number;
  maxCellLength: number;
}
export const UPLOAD_LIMITS: UploadLimits = {
  maxBytes: 5 * 1024 * 1024,
  maxUnpackedBytes: 20 * 1024 * 1024,
  maxRows: 5000,
  maxCellLength: 1000,
};

/**
 * Whether the archive unpacks to more than `max` bytes, counted while unpacking (the sizes a zip declares can lie)
 * and stopped as soon as it is over, so a small file that unpacks to gigabytes is refused before anything reads it.
 * An archive this cannot unpack is left to the workbook reader to refuse.
 */
export function unpacksBeyond(content: Uint8Array, max: number): boolean {
  let total = 0;
  let over = false;
  const unzip = new Unzip((file) => {
    if (over) return;
    file.ondata = (error, chunk) => {
      if (error || over) return;
      total += chunk.length;
      if (total > max) {
        over = true;
        file.terminate();
      }
    };
    try {
      file.start();
    } catch {
      // A compression this cannot unpack: the workbook reader decides.
    }
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(content, true);
  } catch {
    return over;
  }
  return over;
}

export type SheetCell = string | number | boolean | null;

export interface ParsedSheet {
  sheetName: string;
  /** The first row's texts, trimmed. */
  header: string[];
  /** The data rows under it, blank rows left out. */
  rows: SheetCell[][];
}

/** A cell's plain value: rich text, formulas and hyperlinks give their text or result. */
function plain(value: ExcelJS.CellValue): SheetCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value && typeof value.text === 'string') return value.text;
  if ('result' in value) return plain(value.result as ExcelJS.CellValue);
  return null;
}

/**
 * Reads the first sheet of an .xlsx workbook and stops at the limits: a file that is not a workbook, one that
 * unpacks to more than `maxUnpackedBytes`, a sheet of more than `maxRows` data rows or a cell longer than
 * `maxCellLength` is refused with what is wrong. The unpacked size is checked before the workbook reader sees a
 * byte, which is what bounds the memory of reading the file whole. (exceljs's streaming reader loses the workbook
 * part now and then when it comes last in the archive, as exceljs and Excel write it, and then refuses a good file.)
 */
export async function readFirstSheet(
  content: Buffer,
  limits: UploadLimits = UPLOAD_LIMITS,
): Promise<ParsedSheet> {
  if (content.length > limits.maxBytes) throw new ValidatorRefusal(400, M.fileTooLarge);
  if (unpacksBeyond(content, limits.maxUnpackedBytes))
    throw new ValidatorRefusal(400, M.uploadUnpacksTooLarge(limits.maxUnpackedBytes));
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw new ValidatorRefusal(400, M.notAWorkbook);
  }
  const worksheet = workbook.worksheets[0];
  // A zip that holds no workbook sheet is not a workbook.
  if (!worksheet) throw new ValidatorRefusal(400, M.notAWorkbook);
  const sheet: ParsedSheet = { sheetName: worksheet.name, header: [], rows: [] };
  for (const row of worksheet.getRows(1, worksheet.rowCount) ?? []) {
    const values = ((row.values as ExcelJS.CellValue[]) ?? []).slice(1).map(plain);
    for (const value of values) {
      if (typeof value === 'string' && value.length > limits.maxCellLength) {
        throw new ValidatorRefusal(400, M.uploadCellTooLong(limits.maxCellLength));
      }
    }
    if (sheet.header.length === 0) {
      sheet.header = values.map((value) => String(value ?? '').trim());
      continue;
    }
    if (values.every((value) => value === null || String(value).trim() === '')) continue;
    if (sheet.rows.length >= limits.maxRows)
      throw new ValidatorRefusal(400, M.uploadTooManyRows(limits.maxRows));
    sheet.rows.push(values);
  }
  return sheet;
}

/** The Test Filter Mappings export's columns that an upload reads (the others are ignored). */
const COLUMNS = {
  testId: 'test id',
  businessLine: 'business line',
  testRule: 'test rule',
  testOrder: 'test order',
  azimuthMessage: 'azimuth message',
  customMessage: 'custom message',
  isCustomMessage: 'is custom message',
  result: 'result',
  status: 'status',
} as const;

/** Stands for a message or result the sheet names but the catalogue does not have: the row's check refuses it. */
const NO_SUCH_ID = 2_147_483_647;

const text = (value: SheetCell | undefined) =>
  value === null || value === undefined ? '' : String(value).trim();
const yes = (value: SheetCell | undefined) => ['yes', 'true', '1', 'y'].includes(text(value).toLowerCase());

/**
 * The rows of an uploaded sheet as rows of the mapping list save: a row names a test (Test Id, and its Business
 * Line when test numbers repeat across lines) and a rule (Test Rule: its five-digit id, alone or as the export writes
 * it, '10041 - description'). A row that matches a mapping of that test and rule updates it; Status 'Inactive'
 * deletes it; otherwise it is added. Rows naming no known test or rule come back invalid, to be counted as such.
 */
export async function mappingRowsOf(db: Queryable, sheet: ParsedSheet): Promise<Record<string, unknown>[]> {
  const index = Object.fromEntries(
    Object.entries(COLUMNS).map(([key, name]) => [
      key,
      sheet.header.findIndex((header) => header.toLowerCase() === name),
    ]),
  ) as Record<keyof typeof COLUMNS, number>;
  if (index.testId < 0 || index.testRule < 0) throw new ValidatorRefusal(400, M.uploadColumnsMissing);
  const cell = (row: SheetCell[], key: keyof typeof COLUMNS) =>
    index[key] < 0 ? undefined : row[index[key]];

  const { rows: tests } = await db.query<{ id: number; test_number: string; line: string }>(
    `SELECT t.id, t.test_number, lower(bl.name) AS line FROM validator_tests t JOIN business_lines bl ON bl.id = t.business_line_id`,
  );
  const { rows: rules } = await db.query<{ id: number; test_rule_id: string }>(
    'SELECT id, test_rule_id FROM test_rules',
  );
  const { rows: statuses } = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM test_filter_result_statuses',
  );
  const { rows: existing } = await db.query<{
    id: number;
    test_id: number;
    test_rule_id: number;
    version: number;
  }>('SELECT id, test_id, test_rule_id, version FROM test_filter_mappings WHERE client_id IS NULL');
  const ruleByCode = new Map(rules.map((rule) => [rule.test_rule_id, rule.id]));
  const statusByName = new Map(statuses.map((status) => [status.name.toLowerCase(), status.id]));
  const mappingOf = new Map(
    existing.map((mapping) => [`${mapping.test_id}:${mapping.test_rule_id}`, mapping]),
  );

  return Promise.all(
    sheet.rows.map(async (row) => {
      const number = text(cell(row, 'testId')).toLowerCase();
      const line = text(cell(row, 'businessLine')).toLowerCase();
      const candidates = tests.filter(
        (test) => test.test_number.toLowerCase() === number && (!line || test.line === line),
      );
      const code = /^\d{5}/.exec(text(cell(row, 'testRule')))?.[0];
      const testRuleId = code ? ruleByCode.get(code) : undefined;
      // One test, one rule: anything else cannot be placed and is counted as invalid.
      if (candidates.length !== 1 || testRuleId === undefined) return { testId: null, testRuleId: null };
      const testId = candidates[0].id;
      const current = mappingOf.get(`${testId}:${testRuleId}`);
      const isActive = text(cell(row, 'status')).toLowerCase() !== 'inactive';
      if (!isActive)
        return current ? { id: current.id, isActive: false } : { testId: null, testRuleId: null };

      const message = text(cell(row, 'azimuthMessage'));
      let ruleMessageId: number | null = null;
      if (message) {
        const { rows: found } = await db.query<{ id: number }>(
          `SELECT trm.id FROM test_rule_messages trm
             JOIN azimuth_messages am ON am.id = trm.rule_message_id
             JOIN validator_tests t ON t.business_line_id = trm.business_line_id
            WHERE t.id = $1 AND trm.test_rule_id = $2 AND trm.is_active AND lower(am.message) = lower($3)`,
          [testId, testRuleId, message],
        );
        // A message the rule does not have on this line: the row is refused with the spec's words.
        ruleMessageId = found[0]?.id ?? -1;
      }
      const order = Number(text(cell(row, 'testOrder')));
      const result = text(cell(row, 'result')).toLowerCase();
      // Without either custom message column, an update keeps the mapping's message.
      const hasCustom = index.isCustomMessage >= 0 || index.customMessage >= 0;
      const isCustomMessage =
        index.isCustomMessage >= 0
          ? yes(cell(row, 'isCustomMessage'))
          : Boolean(text(cell(row, 'customMessage')));
      return {
        ...(current ? { id: current.id, version: current.version } : {}),
        testId,
        testRuleId,
        ...(ruleMessageId === null
          ? {}
          : { ruleMessageId: ruleMessageId === -1 ? NO_SUCH_ID : ruleMessageId }),
        ...(result ? { statusId: statusByName.get(result) ?? NO_SUCH_ID } : {}),
        ...(Number.isInteger(order) && order > 0 ? { testOrder: order } : {}),
        ...(hasCustom
          ? { isCustomMessage, customMessage: isCustomMessage ? text(cell(row, 'customMessage')) : null }
          : {}),
        isActive: true,
      };
    }),
  );
}
