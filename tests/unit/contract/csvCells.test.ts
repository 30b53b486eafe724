import { describe, expect, it } from 'vitest';
import { csvCell, escapeCsvCell, unescapeCsvCell } from '../../../contract/csvCells';

/**
 * The one cell rule of every CSV file (contract/csvCells.ts): a cell a spreadsheet would run as a
 * formula is defused with a quote, and the import takes exactly that quote off again, so an export
 * imports back unchanged (issue 38).
 */
describe('CSV cells written and read back', () => {
  const values = [
    '=HYPERLINK("http://x")',
    '+255 22 211 1111',
    '-5',
    '@SUM(A1)',
    '\tindented',
    "'=already quoted",
    "''+twice",
    "'plain quote",
    "O'Brien",
    'Fee',
    'a=b',
    "'",
    '',
  ];

  it('reads every written value back as it was', () => {
    expect(values.map((value) => unescapeCsvCell(escapeCsvCell(value)))).toEqual(values);
  });

  it('adds a quote only before a formula character, after any quotes a value begins with', () => {
    expect(values.map(escapeCsvCell)).toEqual([
      `'=HYPERLINK("http://x")`,
      "'+255 22 211 1111",
      "'-5",
      "'@SUM(A1)",
      "'\tindented",
      "''=already quoted",
      "'''+twice",
      "'plain quote",
      "O'Brien",
      'Fee',
      'a=b',
      "'",
      '',
    ]);
  });

  it('leaves a quote a person typed before ordinary text', () => {
    expect(unescapeCsvCell("'0712")).toBe("'0712");
    expect(unescapeCsvCell("'-5")).toBe('-5');
  });

  it('quotes a cell holding a separator, a quote or a line break', () => {
    expect(csvCell('=a, "b"')).toBe(`"'=a, ""b"""`);
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
  });
});
