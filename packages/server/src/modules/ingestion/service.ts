/** Uploads: receive a file safely, describe it for the mapping step, start and follow imports. */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Transform, type Readable } from 'node:stream';
import { TRPCError } from '@trpc/server';
import { and, desc, eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/connection';
import { columnMappings, datasets, uploads, type DatasetKind } from '../../db/schema/index';
import { headerSignature, suggestMapping, FIELDS } from './fields';
import { mappingProblems, runImport, type ImportOutcome } from './import-job';
import {
  FileRejected,
  checkContent,
  checkZip,
  formatFromName,
  readHead,
  type FileFormat,
} from './readers';
import type { CellValue, ImportOptions } from './validate';
import { warmDashboardsSoon } from '../analytics/services/warm';

export function uploadsDir(config: AppConfig): string {
  return path.resolve(path.dirname(path.resolve(config.DATABASE_PATH)), 'uploads');
}

/** Stored names are generated: the original name is display text only, never a path. */
function storedPath(config: AppConfig, storedName: string): string {
  if (!/^[0-9a-f-]{36}\.(csv|xlsx)$/.test(storedName)) throw new Error('Bad stored name');
  return path.join(uploadsDir(config), storedName);
}

export const uploadColumns = {
  id: uploads.id,
  originalName: uploads.originalName,
  format: uploads.format,
  sizeBytes: uploads.sizeBytes,
  headers: uploads.headers,
  status: uploads.status,
  kind: uploads.kind,
  datasetId: uploads.datasetId,
  rowsTotal: uploads.rowsTotal,
  rowsDone: uploads.rowsDone,
  errorCount: uploads.errorCount,
  message: uploads.message,
  createdAt: uploads.createdAt,
  updatedAt: uploads.updatedAt,
};

/** Display name: no path parts, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? 'upload';
  const cleaned = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 32 && ch.charCodeAt(0) !== 127)
    .join('')
    .trim()
    .slice(0, 200);
  return cleaned || 'upload';
}

/** Guess of the kind from the headers, so the mapping step opens on the likely one. */
export function guessKind(headers: string[]): DatasetKind {
  let best: DatasetKind = 'survey';
  let bestScore = -1;
  for (const kind of Object.keys(FIELDS) as DatasetKind[]) {
    const mapping = suggestMapping(kind, headers);
    const required = FIELDS[kind].filter((f) => f.required).every((f) => mapping[f.key]);
    const score = Object.keys(mapping).length + (required ? 3 : -5);
    if (score > bestScore) [best, bestScore] = [kind, score];
  }
  return best;
}

export async function receiveUpload(opts: {
  db: Db;
  config: AppConfig;
  customerId: number;
  userId: number;
  filename: string;
  stream: Readable & { truncated?: boolean };
}) {
  const format = formatFromName(opts.filename);
  if (!format) throw new FileRejected('Only .csv and .xlsx files can be uploaded');
  fs.mkdirSync(uploadsDir(opts.config), { recursive: true });
  const storedName = `${randomUUID()}.${format}`;
  const target = storedPath(opts.config, storedName);
  const hash = createHash('sha256');
  let size = 0;
  let head: Buffer | null = null;
  try {
    await pipeline(
      opts.stream,
      new Transform({
        transform(chunk: Buffer, _enc, done) {
          if (!head) head = chunk.subarray(0, 65_536);
          else if (head.length < 65_536) head = Buffer.concat([head, chunk]).subarray(0, 65_536);
          size += chunk.length;
          hash.update(chunk);
          done(null, chunk);
        },
      }),
      fs.createWriteStream(target, { flags: 'wx' }),
    );
    if (opts.stream.truncated) {
      throw new FileRejected(
        `The file is larger than the ${Math.round(opts.config.UPLOAD_LIMIT_BYTES / 1048576)} MB limit`,
      );
    }
    if (!head || size === 0) throw new FileRejected('The file is empty');
    checkContent(format, head);
    if (format === 'xlsx') await checkZip(target);
    const { headers, sample } = await readHead(target, format).catch((error: unknown) => {
      if (error instanceof FileRejected) throw error;
      throw new FileRejected(
        `The file could not be read: ${error instanceof Error ? error.message : String(error)}`,
      );
    });
    const kind = guessKind(headers);
    const row = opts.db
      .insert(uploads)
      .values({
        customerId: opts.customerId,
        originalName: cleanFileName(opts.filename),
        storedName,
        format,
        sizeBytes: size,
        sha256: hash.digest('hex'),
        headers,
        kind,
        createdBy: opts.userId,
      })
      .returning({ id: uploads.id })
      .get();
    return {
      ...describeUpload({ db: opts.db, customerId: opts.customerId, uploadId: row.id }),
      sample: sample.map(displayRow),
    };
  } catch (error) {
    fs.rmSync(target, { force: true });
    throw error;
  }
}

function displayRow(cells: CellValue[]): (string | number | boolean | null)[] {
  return cells.map((c) => (c instanceof Date ? c.toISOString() : (c ?? null)));
}

function loadUpload(db: Db, customerId: number, uploadId: number) {
  const row = db
    .select({ ...uploadColumns, storedName: uploads.storedName, errors: uploads.errors })
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.customerId, customerId)))
    .get();
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Upload not found' });
  return row;
}

export function listUploads(opts: { db: Db; customerId: number }) {
  return opts.db
    .select(uploadColumns)
    .from(uploads)
    .where(eq(uploads.customerId, opts.customerId))
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
    .limit(200)
    .all();
}

/** The upload with mapping suggestions for each kind (a saved mapping with the same headers wins). */
export function describeUpload(opts: { db: Db; customerId: number; uploadId: number }) {
  const {
    storedName: _stored,
    errors: _errors,
    ...upload
  } = loadUpload(opts.db, opts.customerId, opts.uploadId);
  const signature = headerSignature(upload.headers);
  const saved = opts.db
    .select({
      id: columnMappings.id,
      name: columnMappings.name,
      kind: columnMappings.kind,
      mapping: columnMappings.mapping,
      options: columnMappings.options,
    })
    .from(columnMappings)
    .where(
      and(
        eq(columnMappings.customerId, opts.customerId),
        eq(columnMappings.headerSignature, signature),
      ),
    )
    .orderBy(desc(columnMappings.updatedAt))
    .get();
  const suggestions = Object.fromEntries(
    (Object.keys(FIELDS) as DatasetKind[]).map((kind) => [
      kind,
      suggestMapping(kind, upload.headers),
    ]),
  ) as Record<DatasetKind, Record<string, string>>;
  return { ...upload, suggestions, savedMapping: saved ?? null };
}

export function uploadProgress(opts: { db: Db; customerId: number; uploadId: number }) {
  const u = loadUpload(opts.db, opts.customerId, opts.uploadId);
  return {
    id: u.id,
    status: u.status,
    rowsDone: u.rowsDone,
    rowsTotal: u.rowsTotal,
    errorCount: u.errorCount,
    datasetId: u.datasetId,
    message: u.message,
  };
}

export function uploadErrors(opts: { db: Db; customerId: number; uploadId: number }) {
  const u = loadUpload(opts.db, opts.customerId, opts.uploadId);
  return { id: u.id, originalName: u.originalName, errorCount: u.errorCount, errors: u.errors };
}

const csvCell = (value: string | number) => {
  const s = String(value);
  // Quote, and neutralise spreadsheet formulas in text that came from the user's file.
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function errorReportCsv(errors: { row: number; column: string; reason: string }[]): string {
  return (
    [
      'row,column,reason',
      ...errors.map((e) => [e.row, e.column, e.reason].map(csvCell).join(',')),
    ].join('\r\n') + '\r\n'
  );
}

const running = new Map<number, AbortController>();

/** Imports under way in this process (for tests and shutdown). */
export function runningImports(): number[] {
  return [...running.keys()];
}

export interface StartImportInput {
  uploadId: number;
  kind: DatasetKind;
  mapping: Record<string, string>;
  options: ImportOptions;
  datasetName: string;
  saveMappingAs?: string | undefined;
}

const consoleWarn = { warn: (obj: object, msg: string) => console.warn(msg, obj) };

export function startImport(opts: {
  db: Db;
  config: AppConfig;
  customerId: number;
  userId: number;
  input: StartImportInput;
  onDone?: (outcome: ImportOutcome) => void;
}): { uploadId: number; datasetId: number; done: Promise<ImportOutcome> } {
  const { db, customerId, input } = opts;
  const upload = loadUpload(db, customerId, input.uploadId);
  if (upload.status === 'importing')
    throw new TRPCError({ code: 'CONFLICT', message: 'This file is already importing' });
  if (upload.status === 'imported')
    throw new TRPCError({ code: 'CONFLICT', message: 'This file has already been imported' });
  const problems = mappingProblems(input.kind, input.mapping, upload.headers);
  const missing = FIELDS[input.kind]
    .filter((f) => f.required && !input.mapping[f.key])
    .map((f) => f.label);
  if (missing.length) problems.push(`Map a column to: ${missing.join(', ')}`);
  if (input.options.scaleMin >= input.options.scaleMax)
    problems.push('The scale minimum must be below its maximum');
  if (problems.length) throw new TRPCError({ code: 'BAD_REQUEST', message: problems.join('; ') });
  const filePath = storedPath(opts.config, upload.storedName);
  if (!fs.existsSync(filePath))
    throw new TRPCError({
      code: 'CONFLICT',
      message: 'The uploaded file is no longer stored; upload it again',
    });

  const isTypeformExport =
    upload.headers.includes('Network ID') || upload.headers.includes('Submit Date (UTC)');
  const datasetId = db.transaction((tx) => {
    if (input.saveMappingAs) {
      const values = {
        customerId,
        name: input.saveMappingAs,
        kind: input.kind,
        mapping: input.mapping,
        options: { ...input.options },
        headerSignature: headerSignature(upload.headers),
        createdBy: opts.userId,
      };
      tx.insert(columnMappings)
        .values(values)
        .onConflictDoUpdate({
          target: [columnMappings.customerId, columnMappings.name],
          set: { ...values, updatedAt: new Date().toISOString() },
        })
        .run();
    }
    const id = tx
      .insert(datasets)
      .values({
        customerId,
        name: input.datasetName,
        kind: input.kind,
        source: isTypeformExport ? 'typeform' : 'upload',
        status: 'importing',
        createdBy: opts.userId,
      })
      .returning({ id: datasets.id })
      .get().id;
    tx.update(uploads)
      .set({
        status: 'importing',
        kind: input.kind,
        datasetId: id,
        rowsDone: 0,
        rowsTotal: null,
        errorCount: 0,
        errors: [],
        message: null,
        updatedAt: new Date().toISOString(),
      })
      .where(eq(uploads.id, upload.id))
      .run();
    return id;
  });
  const controller = new AbortController();
  running.set(upload.id, controller);
  const done = runImport({
    db,
    customerId,
    uploadId: upload.id,
    datasetId,
    filePath,
    format: upload.format as FileFormat,
    kind: input.kind,
    mapping: input.mapping,
    options: input.options,
    signal: controller.signal,
  }).finally(() => running.delete(upload.id));
  void done.then((outcome) => {
    // Tests look at the first computation itself; everywhere else the new data is pre-computed.
    if (outcome.status === 'imported' && opts.config.NODE_ENV !== 'test')
      warmDashboardsSoon(db, consoleWarn, customerId);
    opts.onDone?.(outcome);
  });
  return { uploadId: upload.id, datasetId, done };
}

export function cancelImport(opts: { db: Db; customerId: number; uploadId: number }) {
  const upload = loadUpload(opts.db, opts.customerId, opts.uploadId);
  const job = running.get(upload.id);
  if (upload.status !== 'importing' || !job) {
    throw new TRPCError({ code: 'CONFLICT', message: 'This file is not importing' });
  }
  job.abort();
  return { id: upload.id, cancelling: true };
}

/** Removes the stored file and its record; the dataset it made stays. */
export function deleteUpload(opts: {
  db: Db;
  config: AppConfig;
  customerId: number;
  uploadId: number;
}) {
  const upload = loadUpload(opts.db, opts.customerId, opts.uploadId);
  if (upload.status === 'importing')
    throw new TRPCError({ code: 'CONFLICT', message: 'Cancel the import first' });
  opts.db.delete(uploads).where(eq(uploads.id, upload.id)).run();
  fs.rmSync(storedPath(opts.config, upload.storedName), { force: true });
  return { id: upload.id };
}

export function saveMapping(opts: {
  db: Db;
  customerId: number;
  userId: number;
  name: string;
  kind: DatasetKind;
  mapping: Record<string, string>;
  options: Record<string, unknown>;
  headers: string[];
}) {
  const values = {
    customerId: opts.customerId,
    name: opts.name,
    kind: opts.kind,
    mapping: opts.mapping,
    options: opts.options,
    headerSignature: headerSignature(opts.headers),
    createdBy: opts.userId,
  };
  return opts.db
    .insert(columnMappings)
    .values(values)
    .onConflictDoUpdate({
      target: [columnMappings.customerId, columnMappings.name],
      set: { ...values, updatedAt: new Date().toISOString() },
    })
    .returning({ id: columnMappings.id, name: columnMappings.name, kind: columnMappings.kind })
    .get();
}

export function deleteMapping(opts: { db: Db; customerId: number; mappingId: number }) {
  const changed = opts.db
    .delete(columnMappings)
    .where(
      and(eq(columnMappings.id, opts.mappingId), eq(columnMappings.customerId, opts.customerId)),
    )
    .run().changes;
  if (!changed) throw new TRPCError({ code: 'NOT_FOUND', message: 'Mapping not found' });
  return { id: opts.mappingId };
}
