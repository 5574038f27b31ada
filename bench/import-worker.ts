// Child process of bench/import.ts: imports one CSV through the product's real import path
// (streaming csv-parse, validation, enrichment, staged all-or-nothing write) into a fresh
// SQLite file, then prints rows, seconds and this process's peak RSS as JSON.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [csvPath, dbDir] = process.argv.slice(2);
if (!csvPath || !dbDir) throw new Error('usage: import-worker <csv> <db dir>');
const server = path.resolve(import.meta.dirname, '../packages/server/src');
const load = (file: string) => import(pathToFileURL(path.join(server, file)).href);

const { openDatabase, migrateDatabase, closeDatabase } = await load('db/connection.ts');
const { runImport } = await load('modules/ingestion/import-job.ts');

fs.mkdirSync(dbDir, { recursive: true });
const db = openDatabase(path.join(dbDir, 'bench.db'));
migrateDatabase(db);
const client = db.$client;
const customerId = client
  .prepare(`insert into customers (code, name) values ('BENCH', 'Acme Burgers') returning id`)
  .get().id as number;
client
  .prepare(
    `insert into competitors (customer_id, name, aliases) values (?, 'Huxtaburger', '["Huxta"]')`,
  )
  .run(customerId);
const datasetId = client
  .prepare(
    `insert into datasets (customer_id, name, kind, source, status) values (?, 'bench', 'media', 'upload', 'importing') returning id`,
  )
  .get(customerId).id as number;
const uploadId = client
  .prepare(
    `insert into uploads (customer_id, original_name, stored_name, format, size_bytes, sha256, headers, status, dataset_id)
     values (?, 'bench.csv', 'bench', 'csv', 0, '', '[]', 'importing', ?) returning id`,
  )
  .get(customerId, datasetId).id as number;

const started = performance.now();
const outcome = await runImport({
  db,
  customerId,
  uploadId,
  datasetId,
  filePath: csvPath,
  format: 'csv',
  kind: 'media',
  mapping: {
    published_at: 'published_at',
    text: 'text',
    title: 'title',
    channel: 'channel',
    outlet: 'outlet',
    author: 'author',
    url: 'url',
    reach: 'reach',
    engagement: 'engagement',
  },
  options: { scaleMin: 1, scaleMax: 7, dateFormat: 'dmy' },
  signal: new AbortController().signal,
});
const seconds = (performance.now() - started) / 1000;
closeDatabase(db);
process.stdout.write(
  JSON.stringify({ outcome, seconds, peakRssMb: process.resourceUsage().maxRSS / 1024 }) + '\n',
);
