/**
 * Streaming readers for uploaded files: CSV through csv-parse, XLSX through exceljs's streaming
 * reader after a zip-bomb check of the central directory. Neither loads the whole file.
 */
import fs from 'node:fs';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import type { CellValue } from './validate';

export type FileFormat = 'csv' | 'xlsx';

export class FileRejected extends Error {}

/** Limits for XLSX archives: a small file must not unpack into gigabytes. */
export const XLSX_LIMITS = {
  maxEntries: 2_000,
  maxUncompressedBytes: 1024 * 1024 * 1024,
  maxRatio: 200,
};
export const MAX_COLUMNS = 500;

/** Extension check: the original name decides nothing else (it is never used as a path). */
export function formatFromName(originalName: string): FileFormat | null {
  const match = /\.(csv|xlsx)$/i.exec(originalName.trim());
  return match ? (match[1]!.toLowerCase() as FileFormat) : null;
}

/** Content check on the first bytes: XLSX is a zip; CSV is UTF-8 text without NUL bytes. */
export function checkContent(format: FileFormat, head: Buffer): void {
  if (format === 'xlsx') {
    if (head.length < 4 || head.readUInt32LE(0) !== 0x04034b50) {
      throw new FileRejected('The file is not a valid XLSX workbook');
    }
    return;
  }
  if (head.includes(0)) throw new FileRejected('The file is not a text CSV file');
  try {
    // stream: true tolerates a multi-byte character cut at the end of the sample.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    throw new FileRejected('The CSV file must be UTF-8 encoded');
  }
}

/** Reads the zip central directory and refuses archives that would unpack too far. */
export async function checkZip(filePath: string, limits = XLSX_LIMITS): Promise<void> {
  const handle = await fs.promises.open(filePath, 'r');
  try {
    const { size } = await handle.stat();
    const tailSize = Math.min(size, 65_557);
    const tail = Buffer.alloc(tailSize);
    await handle.read(tail, 0, tailSize, size - tailSize);
    let eocd = -1;
    for (let i = tailSize - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === 0x06054b50) {
        eocd = i;
        break;
      }
    }
    if (eocd < 0) throw new FileRejected('The XLSX file is damaged (no zip directory)');
    const entries = tail.readUInt16LE(eocd + 10);
    const dirSize = tail.readUInt32LE(eocd + 12);
    const dirOffset = tail.readUInt32LE(eocd + 16);
    if (entries === 0xffff || dirOffset === 0xffffffff) {
      throw new FileRejected('ZIP64 workbooks are not accepted');
    }
    if (entries > limits.maxEntries) throw new FileRejected('The XLSX file has too many parts');
    if (dirOffset + dirSize > size) throw new FileRejected('The XLSX file is damaged');
    const dir = Buffer.alloc(dirSize);
    await handle.read(dir, 0, dirSize, dirOffset);
    let offset = 0;
    let total = 0;
    for (let i = 0; i < entries; i++) {
      if (offset + 46 > dir.length || dir.readUInt32LE(offset) !== 0x02014b50) {
        throw new FileRejected('The XLSX file is damaged');
      }
      const compressed = dir.readUInt32LE(offset + 20);
      const uncompressed = dir.readUInt32LE(offset + 24);
      if (uncompressed === 0xffffffff) throw new FileRejected('ZIP64 workbooks are not accepted');
      total += uncompressed;
      if (uncompressed > 1_000_000 && uncompressed / Math.max(compressed, 1) > limits.maxRatio) {
        throw new FileRejected('The XLSX file expands too much when unpacked (zip bomb?)');
      }
      offset +=
        46 +
        dir.readUInt16LE(offset + 28) +
        dir.readUInt16LE(offset + 30) +
        dir.readUInt16LE(offset + 32);
    }
    if (total > limits.maxUncompressedBytes) {
      throw new FileRejected('The XLSX file is too large when unpacked');
    }
  } finally {
    await handle.close();
  }
}

function cellToValue(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || typeof value !== 'object') return value as CellValue;
  const v = value as Record<string, unknown>;
  if (Array.isArray(v.richText)) {
    return (v.richText as { text?: string }[]).map((part) => part.text ?? '').join('');
  }
  if ('result' in v) return cellToValue(v.result);
  if (typeof v.text === 'string') return v.text;
  if ('error' in v) return null;
  return String(value);
}

export interface SourceRow {
  /** 1-based row number in the file, the header being row 1. */
  row: number;
  cells: CellValue[];
}

/** The delimiter of the header line: comma, semicolon (European exports) or tab. */
export async function sniffDelimiter(filePath: string): Promise<string> {
  const handle = await fs.promises.open(filePath, 'r');
  try {
    const head = Buffer.alloc(16_384);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const firstLine = head.subarray(0, bytesRead).toString('utf8').split(/\r?\n/)[0] ?? '';
    const unquoted = firstLine.replace(/"[^"]*"/g, '');
    const counts = [',', ';', '\t'].map((d) => ({ d, n: unquoted.split(d).length - 1 }));
    counts.sort((a, b) => b.n - a.n);
    return counts[0] && counts[0].n > 0 ? counts[0].d : ',';
  } finally {
    await handle.close();
  }
}

/** Yields the header row first, then every data row; empty lines are skipped. */
export async function* readRows(
  filePath: string,
  format: FileFormat,
  signal?: AbortSignal,
): AsyncGenerator<SourceRow> {
  if (format === 'csv') {
    const parser = fs.createReadStream(filePath).pipe(
      parse({
        bom: true,
        relax_column_count: true,
        skip_empty_lines: true,
        max_record_size: 1024 * 1024,
        info: true,
        delimiter: await sniffDelimiter(filePath),
      }),
    );
    try {
      for await (const { record, info } of parser as AsyncIterable<{
        record: string[];
        info: { lines: number };
      }>) {
        if (signal?.aborted) return;
        if (record.length > MAX_COLUMNS) throw new FileRejected(`More than ${MAX_COLUMNS} columns`);
        yield { row: info.lines, cells: record };
      }
    } catch (error) {
      if (error instanceof FileRejected) throw error;
      const message = error instanceof Error ? error.message : String(error);
      throw new FileRejected(`The CSV file could not be read: ${message}`);
    } finally {
      parser.destroy();
    }
    return;
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(filePath, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    entries: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      if (signal?.aborted) return;
      const values = row.values as unknown[];
      if (values.length - 1 > MAX_COLUMNS)
        throw new FileRejected(`More than ${MAX_COLUMNS} columns`);
      const cells = values.slice(1).map(cellToValue);
      if (cells.every((c) => c === null || c === undefined || c === '')) continue;
      yield { row: row.number, cells };
    }
    break; // The first worksheet only.
  }
}

/** Rows in the file (for progress): newlines for CSV, a counting pass for XLSX. */
export async function countDataRows(filePath: string, format: FileFormat): Promise<number> {
  if (format === 'csv') {
    let lines = 0;
    let last = 10;
    for await (const chunk of fs.createReadStream(filePath) as AsyncIterable<Buffer>) {
      let i = -1;
      while ((i = chunk.indexOf(10, i + 1)) !== -1) lines++;
      last = chunk[chunk.length - 1] ?? 10;
    }
    if (last !== 10) lines++;
    return Math.max(0, lines - 1);
  }
  let rows = 0;
  for await (const _ of readRows(filePath, format)) rows++;
  return Math.max(0, rows - 1);
}

/** The header row and the first few data rows, for the mapping step. */
export async function readHead(
  filePath: string,
  format: FileFormat,
  sampleSize = 5,
): Promise<{ headers: string[]; sample: CellValue[][] }> {
  let headers: string[] | null = null;
  const sample: CellValue[][] = [];
  for await (const { cells } of readRows(filePath, format)) {
    if (!headers) {
      headers = cells.map((c, i) =>
        c === null || c === undefined || String(c).trim() === ''
          ? `Column ${i + 1}`
          : String(c).trim(),
      );
      continue;
    }
    sample.push(cells);
    if (sample.length >= sampleSize) break;
  }
  if (!headers) throw new FileRejected('The file is empty');
  const seen = new Set<string>();
  for (const h of headers) {
    if (seen.has(h)) throw new FileRejected(`The column "${h}" appears twice`);
    seen.add(h);
  }
  return { headers, sample };
}
