/** One CSV cell: quoted, with a leading formula character neutralised so a spreadsheet shows text. */
export function csvCell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A header line and one line per row, CRLF-separated as spreadsheets expect. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
