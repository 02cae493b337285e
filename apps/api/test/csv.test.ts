import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '../src/http/csv';

describe('CSV helpers', () => {
  it('quotes every cell, doubles quotes and writes empty cells for null and undefined', () => {
    expect(csvCell('Ada "Lovelace"')).toBe('"Ada ""Lovelace"""');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    for (const text of ['=SUM(A1)', '+1', '-1', '@cmd', '\tx', '\rx']) expect(csvCell(text)).toBe(`"'${text}"`);
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  it('ends each line with CRLF', () => {
    expect(csvLine(['a', 1, null])).toBe('"a","1",""\r\n');
  });
});
