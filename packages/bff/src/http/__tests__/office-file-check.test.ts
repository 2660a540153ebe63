import { OFFICE_FILE_MESSAGES as M, OFFICE_ZIP_LIMITS } from '@lexbridge/rules';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { checkOfficeFile } from '../office-file-check.js';

const CONTENT_TYPES = strToU8(
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"></Types>',
);
const docx = () =>
  zipSync({
    '[Content_Types].xml': CONTENT_TYPES,
    '_rels/.rels': strToU8('<Relationships/>'),
    'word/document.xml': strToU8('<w:document><w:body>Evidence</w:body></w:document>'),
  });
const xlsx = () =>
  zipSync({ '[Content_Types].xml': CONTENT_TYPES, 'xl/workbook.xml': strToU8('<workbook/>') });

/** Sets the unpacked size every central directory entry declares, as a zip bomb's would. */
function declareUnpacked(zip: Uint8Array, size: number): Uint8Array {
  const copy = zip.slice();
  const view = new DataView(copy.buffer);
  for (let at = 0; at + 4 <= copy.length; at += 1)
    if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, size, true);
  return copy;
}

describe('checkOfficeFile', () => {
  it('passes a real .docx and .xlsx, and leaves other kinds to their own rules', () => {
    expect(checkOfficeFile('evidence.docx', docx())).toBeNull();
    expect(checkOfficeFile('Evidence.XLSX', xlsx())).toBeNull();
    expect(checkOfficeFile('notes.txt', strToU8('anything'))).toBeNull();
    expect(checkOfficeFile('scan.pdf', strToU8('%PDF-1.7'))).toBeNull();
  });

  it('refuses a renamed .zip: a zip without the parts of its kind', () => {
    const plainZip = zipSync({ 'readme.txt': strToU8('hello') });
    expect(checkOfficeFile('evidence.docx', plainZip)).toBe(M.missingParts('.docx'));
    // A workbook named .docx has the content types but not the Word part.
    expect(checkOfficeFile('evidence.docx', xlsx())).toBe(M.missingParts('.docx'));
    expect(checkOfficeFile('book.xlsx', docx())).toBe(M.missingParts('.xlsx'));
  });

  it('refuses bytes that are not a zip, a truncated zip and a zip whose parts do not inflate', () => {
    expect(checkOfficeFile('evidence.docx', strToU8('plain text'))).toBe(M.notZip('.docx'));
    expect(checkOfficeFile('evidence.docx', new Uint8Array())).toBe(M.empty);
    const whole = docx();
    expect(checkOfficeFile('evidence.docx', whole.subarray(0, whole.length - 30))).toBe(M.corrupt('.docx'));
    const compressed = zipSync(
      { '[Content_Types].xml': CONTENT_TYPES, 'word/document.xml': strToU8('x'.repeat(5000)) },
      { level: 9 },
    );
    const damaged = compressed.slice();
    // Overwrite the middle of the compressed data of the parts.
    damaged.fill(0xff, 60, 120);
    expect(checkOfficeFile('evidence.docx', damaged)).toBe(M.corrupt('.docx'));
  });

  it('refuses a zip bomb unread: too many entries, or more declared unpacked bytes than allowed', () => {
    const many: Record<string, Uint8Array> = { '[Content_Types].xml': CONTENT_TYPES };
    for (let index = 0; index <= OFFICE_ZIP_LIMITS.maxEntries; index += 1)
      many[`xl/p${index}.xml`] = strToU8('x');
    many['xl/workbook.xml'] = strToU8('<workbook/>');
    expect(checkOfficeFile('book.xlsx', zipSync(many, { level: 0 }))).toBe(M.tooManyParts('.xlsx'));
    const bomb = declareUnpacked(xlsx(), OFFICE_ZIP_LIMITS.maxUnpackedBytes);
    expect(checkOfficeFile('book.xlsx', bomb)).toBe(M.unpacksTooLarge('.xlsx'));
  });

  it('checks .doc and .xls for the compound file signature', () => {
    const ole = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(checkOfficeFile('old.xls', ole)).toBeNull();
    expect(checkOfficeFile('old.doc', docx())).toBe(M.notZip('.doc'));
  });
});
