import { unzipSync, type UnzipFileInfo } from 'fflate';
import {
  OFFICE_FILE_MESSAGES as M,
  OFFICE_ZIP_LIMITS,
  OFFICE_ZIP_PARTS,
  officeExtensionOf,
} from '@lexbridge/rules';

const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const OLE_COMPOUND_FILE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** The largest main part (word/document.xml, xl/workbook.xml) inflated to prove the container is readable. */
const MAIN_PART_MAX_BYTES = 64 * 1024 * 1024;

const startsWith = (content: Uint8Array, bytes: readonly number[]) =>
  content.length >= bytes.length && bytes.every((byte, index) => content[index] === byte);

class Refusal extends Error {}

/** The entry count the end-of-central-directory record declares, or null when there is no such record. */
function declaredEntries(content: Uint8Array): number | null {
  const view = new DataView(content.buffer, content.byteOffset, content.byteLength);
  // The record is 22 bytes plus a comment of at most 65535.
  for (let at = content.length - 22; at >= 0 && content.length - at <= 65_557; at -= 1) {
    if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) return view.getUint16(at + 10, true);
  }
  return null;
}

/**
 * Whether an uploaded Office file is what its name says, checked on the whole file rather than its first bytes:
 * a .docx or .xlsx must be a readable zip whose entries include [Content_Types].xml and its main part
 * (word/document.xml, xl/workbook.xml), and both must inflate; a .doc or .xls must be an OLE compound file. The zip
 * is read from its central directory with fflate, refused unread past OFFICE_ZIP_LIMITS (entries, declared unpacked
 * size), and only the two small parts are inflated, into buffers of their declared size. Returns the message to show,
 * or null when the file passes or is not an Office file at all (other kinds are checked by their own rules).
 */
export function checkOfficeFile(fileName: string, content: Uint8Array): string | null {
  const extension = officeExtensionOf(fileName);
  if (!extension) return null;
  if (content.length === 0) return M.empty;
  if (extension === '.doc' || extension === '.xls')
    return startsWith(content, OLE_COMPOUND_FILE) ? null : M.notZip(extension);
  if (!startsWith(content, ZIP_LOCAL_HEADER)) return M.notZip(extension);
  const entries = declaredEntries(content);
  if (entries === null) return M.corrupt(extension);
  if (entries > OFFICE_ZIP_LIMITS.maxEntries) return M.tooManyParts(extension);
  const [contentTypes, mainPart] = OFFICE_ZIP_PARTS[extension];
  const seen = new Set<string>();
  let count = 0;
  let unpacked = 0;
  const wanted = (file: UnzipFileInfo) => {
    count += 1;
    if (count > OFFICE_ZIP_LIMITS.maxEntries) throw new Refusal(M.tooManyParts(extension));
    unpacked += file.originalSize;
    if (unpacked > OFFICE_ZIP_LIMITS.maxUnpackedBytes) throw new Refusal(M.unpacksTooLarge(extension));
    seen.add(file.name);
    if (file.name === contentTypes) return file.originalSize <= OFFICE_ZIP_LIMITS.maxContentTypesBytes;
    if (file.name === mainPart) return file.originalSize <= MAIN_PART_MAX_BYTES;
    return false;
  };
  let parts: Record<string, Uint8Array>;
  try {
    parts = unzipSync(content, { filter: wanted });
  } catch (error) {
    if (error instanceof Refusal) return error.message;
    return M.corrupt(extension);
  }
  if (!seen.has(contentTypes) || !seen.has(mainPart)) return M.missingParts(extension);
  const types = parts[contentTypes];
  if (!parts[mainPart] || !types) return M.corrupt(extension);
  const text = new TextDecoder('utf-8').decode(types.subarray(0, 4096));
  if (!/<Types[\s>]/.test(text)) return M.corrupt(extension);
  return null;
}
