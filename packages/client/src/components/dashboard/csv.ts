/** CSV export of exactly the rows and columns a chart or table shows (RFC 4180 quoting). */

export interface CsvColumn<Row> {
  key: string;
  label: string;
  /** The cell value; defaults to row[key]. Numbers are written unformatted. */
  value?: (row: Row) => unknown;
}

/** Quotes a cell when it holds a comma, quote, CR or LF; quotes inside are doubled. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  // A leading =, +, - or @ would be run as a formula by spreadsheet programs.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const header = columns.map((c) => csvCell(c.label)).join(',');
  const lines = rows.map((row) =>
    columns
      .map((c) =>
        csvCell(c.value ? c.value(row) : (row as Record<string, unknown>)[c.key as string]),
      )
      .join(','),
  );
  return [header, ...lines].join('\r\n') + '\r\n';
}

/** A safe file name from a title ("Reputation by month" -> "reputation-by-month.csv"). */
export function csvFileName(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'export'}.csv`;
}

/** Starts a browser download of the CSV (with a BOM so spreadsheet programs read UTF-8). */
export function downloadCsv<Row>(
  title: string,
  rows: readonly Row[],
  columns: readonly CsvColumn<Row>[],
): void {
  const blob = new Blob(['\uFEFF', toCsv(rows, columns)], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = csvFileName(title);
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
