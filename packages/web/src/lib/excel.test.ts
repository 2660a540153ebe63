import { describe, expect, it } from 'vitest';
import { readWorkbook } from '../testing/workbook';
import { buildWorkbook, sheetNameFor } from './excel';

describe('Excel workbooks', () => {
  it('write one sheet named after the report, with the columns in order and every row', async () => {
    const bytes = await buildWorkbook({
      sheetName: 'Law Inventory by Business Line',
      columns: ['Regulator', 'Section', 'Sections'],
      rows: [
        { Section: '§ 1002.4', Regulator: 'CFPB', Sections: 3 },
        { Section: '§ 1002.9', Regulator: 'CFPB', Sections: null },
      ],
    });
    // Read back only in this test, from bytes it wrote itself.
    const book = await readWorkbook(bytes);
    expect(book.sheetNames).toEqual(['Law Inventory by Business Line']);
    expect(book.header(0)).toEqual(['Regulator', 'Section', 'Sections']);
    expect(book.rows(0)).toEqual([
      { Regulator: 'CFPB', Section: '§ 1002.4', Sections: 3 },
      { Regulator: 'CFPB', Section: '§ 1002.9' },
    ]);
  });

  it("keeps sheet names within Excel's rules", () => {
    expect(sheetNameFor('Changed: Laws / Lines [2026]?')).toBe('Changed Laws Lines 2026');
    expect(sheetNameFor('A report whose name is far longer than Excel allows')).toHaveLength(31);
    expect(sheetNameFor('  ')).toBe('Sheet1');
  });
});
