/**
 * CSV (RFC 4180) that a spreadsheet cannot be tricked into running: every cell is quoted, and a cell that
 * starts like a formula (=, +, -, @, tab, carriage return) gets a leading apostrophe, as OWASP advises.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
