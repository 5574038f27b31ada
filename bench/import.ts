// Import throughput: 1,000,000 mention rows through the product's CSV import, next to
// csv-parse alone reading the same file in the same run, and the import's peak memory.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { fmt } from './lib';

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1_000_000);

const WORDS = {
  lead: [
    'Loved',
    'Hated',
    'Tried',
    'Visited',
    'Reviewed',
    'Queued at',
    'Ordered from',
    'Wrote about',
  ],
  brand: ['Acme Burgers', 'Huxtaburger', 'Acme Burgers and Huxta', 'the new place'],
  middle: ['today', 'last night', 'this week', 'with friends', 'for lunch', 'after work'],
  verdict: [
    'and the burger was amazing',
    'but the service was terrible',
    'and it was fine, nothing special',
    'and the staff were friendly and quick',
    'but prices keep going up',
    'and I would happily go back',
    'but the fries were cold and soggy',
  ],
};

/** Deterministic, mostly unique texts: what a real export looks like to the importer. */
function writeCsv(file: string, rows: number): number {
  const fd = fs.openSync(file, 'w');
  fs.writeSync(fd, 'published_at,title,text,channel,outlet,author,url,reach,engagement\n');
  let seed = 42;
  const rnd = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  const pick = <T>(items: T[]) => items[rnd(items.length)]!;
  let chunk = '';
  for (let i = 0; i < rows; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const month = String(1 + (i % 12)).padStart(2, '0');
    const text = `${pick(WORDS.lead)} ${pick(WORDS.brand)} ${pick(WORDS.middle)} ${pick(WORDS.verdict)} (#${i})`;
    chunk += `2025-${month}-${day}T10:${String(i % 60).padStart(2, '0')}:00Z,"Post ${i}","${text}",${pick(['news', 'blog', 'forum', 'review', 'social'])},Outlet ${rnd(50)},Author ${rnd(5000)},https://m.example/${i},${rnd(100000)},${rnd(500)}\n`;
    if (chunk.length > 1 << 20) {
      fs.writeSync(fd, chunk);
      chunk = '';
    }
  }
  fs.writeSync(fd, chunk);
  fs.closeSync(fd);
  return fs.statSync(file).size;
}

async function csvParseAlone(file: string): Promise<{ rows: number; seconds: number }> {
  const require = createRequire(
    path.resolve(import.meta.dirname, '../packages/server/package.json'),
  );
  const { parse } = (await import(pathToFileURL(require.resolve('csv-parse')).href)) as {
    parse: (opts: object) => NodeJS.ReadWriteStream & AsyncIterable<string[]>;
  };
  const started = performance.now();
  let rows = 0;
  const parser = fs.createReadStream(file).pipe(parse({ bom: true, relax_column_count: true }));
  for await (const _record of parser) rows++;
  return { rows: rows - 1, seconds: (performance.now() - started) / 1000 };
}

export async function benchImport(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repute-bench-import-'));
  try {
    const file = path.join(dir, 'mentions.csv');
    const bytes = writeCsv(file, ROWS);
    const baseline = await csvParseAlone(file);
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [
        ...(process.env.BENCH_IMPORT_PROFILE
          ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_IMPORT_PROFILE]
          : []),
        '--import',
        'tsx',
        path.join(import.meta.dirname, 'import-worker.ts'),
        file,
        path.join(dir, 'db'),
      ],
      { maxBuffer: 1 << 20, timeout: 30 * 60_000 },
    );
    const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as {
      outcome: { status: string; rows: number; message: string };
      seconds: number;
      peakRssMb: number;
    };
    if (result.outcome.status !== 'imported')
      throw new Error(`import ${result.outcome.status}: ${result.outcome.message}`);
    const importRate = result.outcome.rows / result.seconds;
    const parseRate = baseline.rows / baseline.seconds;
    console.log(
      `\nCSV import (${ROWS.toLocaleString('en')} mention rows, ${fmt(bytes / 1048576)} MB)`,
    );
    console.log(`  csv-parse alone:   ${fmt(parseRate, 0)} rows/s (${fmt(baseline.seconds)} s)`);
    console.log(
      `  product import:    ${fmt(importRate, 0)} rows/s (${fmt(result.seconds)} s; validation, sentiment, language, brands, SQLite writes)`,
    );
    console.log(`  ratio:             ${fmt(importRate / parseRate, 3)} of csv-parse alone`);
    console.log(
      `  import peak RSS:   ${fmt(result.peakRssMb)} MB (whole process; file ${fmt(bytes / 1048576)} MB)`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
