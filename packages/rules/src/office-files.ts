/**
 * What an Office file must hold, and what a user is told when an uploaded one does not. The container is checked
 * where the bytes are (the BFF's upload routes); these are the parts each kind needs and the messages.
 */

/** The zip parts an Office Open XML file of each extension cannot be without. */
export const OFFICE_ZIP_PARTS = {
  '.docx': ['[Content_Types].xml', 'word/document.xml'],
  '.xlsx': ['[Content_Types].xml', 'xl/workbook.xml'],
} as const;

/** The bounds of a container worth opening: past these a zip is refused unread (a zip bomb or not an Office file). */
export const OFFICE_ZIP_LIMITS = {
  maxEntries: 2000,
  maxUnpackedBytes: 200 * 1024 * 1024,
  maxContentTypesBytes: 1024 * 1024,
} as const;

const KIND = {
  '.docx': 'Word (.docx) document',
  '.xlsx': 'Excel (.xlsx) workbook',
  '.doc': 'Word (.doc) document',
  '.xls': 'Excel (.xls) workbook',
} as const;

export type OfficeExtension = keyof typeof KIND;

export function officeExtensionOf(fileName: string): OfficeExtension | null {
  const extension = /\.[a-z0-9]+$/i.exec(fileName.trim())?.[0].toLowerCase() ?? '';
  return extension in KIND ? (extension as OfficeExtension) : null;
}

export const OFFICE_FILE_MESSAGES = {
  empty: 'The file is empty.',
  notZip: (extension: OfficeExtension) =>
    `The file is not a real ${KIND[extension]}: its content is not an Office file. Open it in Office, save it as ${extension} and upload it again.`,
  corrupt: (extension: OfficeExtension) =>
    `The file looks like a ${KIND[extension]} but is damaged and cannot be opened. Open it in Office, save it again and upload the new copy.`,
  missingParts: (extension: OfficeExtension) =>
    `The file is a zip archive, not a ${KIND[extension]}: it lacks the parts every ${extension} file has. A renamed .zip cannot be uploaded.`,
  tooManyParts: (extension: OfficeExtension) =>
    `The file holds more than ${OFFICE_ZIP_LIMITS.maxEntries} parts, which no ${KIND[extension]} does; it was not opened.`,
  unpacksTooLarge: (extension: OfficeExtension) =>
    `The file would unpack to more than ${OFFICE_ZIP_LIMITS.maxUnpackedBytes / 1024 / 1024} MB, which no ${KIND[extension]} of this size does; it was not opened.`,
} as const;
