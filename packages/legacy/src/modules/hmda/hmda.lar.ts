/**
 * The pipe-delimited LAR layout as the catalogue reads it: a transmittal sheet row (record id 1, 15 fields, the
 * calendar year, the quarter, the number of entries, the LEI last), then one row per loan (record id 2, 110 fields,
 * the same LEI). The catalogue is a separate system from the BFF, so it keeps its own reader; its messages are the
 * ones the screens show.
 */
export const LAR_HEADER_FIELDS = 15;
export const LAR_RECORD_FIELDS = 110;
export const LAR_MAX_BYTES = 100 * 1024 * 1024;

export const LAR_MESSAGES = {
  fileType: 'Upload a LAR file: a pipe-delimited .txt file.',
  tooLarge: `The LAR file is larger than ${LAR_MAX_BYTES / 1024 / 1024} MB.`,
  empty: 'The LAR file is empty.',
  header: `The first row is not a LAR header: it must be the transmittal sheet, ${LAR_HEADER_FIELDS} pipe-delimited fields starting with 1|.`,
  headerYear: (found: string, wanted: number) =>
    `The LAR header is for ${found || 'no year'}, not for the reporting year chosen (${wanted}).`,
  headerLei: 'The LAR header has no valid LEI: 20 letters or digits in its last field.',
  quarter: (utilityType: string, quarter: string) =>
    `A ${utilityType} file cannot carry calendar quarter ${quarter || '(none)'} in its header.`,
  noRecords: 'The LAR file has a header but no LAR records.',
  record: (row: number) =>
    `Row ${row} is not a LAR record: it must have ${LAR_RECORD_FIELDS} pipe-delimited fields starting with 2|.`,
  recordLei: (row: number) => `Row ${row} has another LEI than the LAR header.`,
  uliRepeated: (row: number, first: number, uli: string) =>
    `Row ${row} repeats the ULI ${uli} of row ${first}: a loan is reported once.`,
  count: (said: number, found: number) =>
    `The LAR header says ${said} entries but the file has ${found} LAR records.`,
  bankLei: 'The LAR header\u2019s LEI is not the LEI of the bank chosen.',
} as const;

export interface LarRecord {
  row: number;
  uli: string;
  loanType: string;
  loanPurpose: string;
  loanAmount: string;
  actionTaken: string;
  actionTakenDate: string;
  state: string;
}

export interface LarFile {
  institutionName: string;
  quarter: string;
  lei: string;
  records: LarRecord[];
}

export function readLarFile(text: string, year: number, utilityType: string): LarFile | { error: string } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  while (lines.length > 0 && lines[lines.length - 1].trim() === '') lines.pop();
  if (lines.length === 0) return { error: LAR_MESSAGES.empty };
  const header = lines[0].split('|');
  if (header.length !== LAR_HEADER_FIELDS || header[0].trim() !== '1') return { error: LAR_MESSAGES.header };
  if (Number(header[2].trim()) !== year) return { error: LAR_MESSAGES.headerYear(header[2].trim(), year) };
  const quarter = header[3].trim();
  const quarterFits = utilityType === 'Annual LAR' ? quarter === '4' : ['1', '2', '3'].includes(quarter);
  if (!quarterFits) return { error: LAR_MESSAGES.quarter(utilityType, quarter) };
  const lei = header[14].trim().toUpperCase();
  if (!/^[A-Z0-9]{20}$/.test(lei)) return { error: LAR_MESSAGES.headerLei };
  const records: LarRecord[] = [];
  const rowOfUli = new Map<string, number>();
  for (let index = 1; index < lines.length; index += 1) {
    const row = index + 1;
    const fields = lines[index].split('|');
    if (fields.length !== LAR_RECORD_FIELDS || fields[0].trim() !== '2')
      return { error: LAR_MESSAGES.record(row) };
    if (fields[1].trim().toUpperCase() !== lei) return { error: LAR_MESSAGES.recordLei(row) };
    const uli = fields[2].trim();
    const first = rowOfUli.get(uli.toUpperCase());
    if (first !== undefined) return { error: LAR_MESSAGES.uliRepeated(row, first, uli) };
    rowOfUli.set(uli.toUpperCase(), row);
    records.push({
      row,
      uli,
      loanType: fields[4].trim(),
      loanPurpose: fields[5].trim(),
      loanAmount: fields[9].trim(),
      actionTaken: fields[10].trim(),
      actionTakenDate: fields[11].trim(),
      state: fields[14].trim(),
    });
  }
  if (records.length === 0) return { error: LAR_MESSAGES.noRecords };
  const said = Number(header[12].trim());
  if (said !== records.length)
    return { error: LAR_MESSAGES.count(Number.isInteger(said) ? said : -1, records.length) };
  return { institutionName: header[1].trim(), quarter, lei, records };
}
