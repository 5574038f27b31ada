import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { fmt, freePort, startNode, stop, waitForHealthy } from './lib';

const root = path.resolve(import.meta.dirname, '..');
const serverEntry = path.join(root, 'packages/server/dist/main.js');
const clientDist = path.join(root, 'packages/client/dist');

async function load(url: string) {
  const result = await autocannon({ url, connections: 50, duration: 5, pipelining: 1 });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function startupAndLoad() {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repute-bench-'));
  const started = performance.now();
  const child = startNode([serverEntry], {
    NODE_ENV: 'production',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_PATH: path.join(dir, 'app.db'),
    SEED_DEMO_DATA: 'false',
    DEMO_PASSWORD: 'bench-demo-password',
    LOG_LEVEL: 'warn',
  });
  try {
    await waitForHealthy(`http://127.0.0.1:${port}/healthz`, child);
    const startupMs = performance.now() - started;
    const figures = await load(`http://127.0.0.1:${port}/healthz`);
    return { startupMs, ...figures };
  } finally {
    await stop(child);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function baseline() {
  const port = await freePort();
  const child = startNode([path.join(import.meta.dirname, 'hello.mjs'), String(port)], {});
  try {
    await waitForHealthy(`http://127.0.0.1:${port}/healthz`, child);
    return await load(`http://127.0.0.1:${port}/healthz`);
  } finally {
    await stop(child);
  }
}

/** Gzipped bytes of the JavaScript the browser needs for the first page: entry plus preloads. */
export function initialJsGzipBytes(): { files: string[]; bytes: number } {
  const html = fs.readFileSync(path.join(clientDist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? '');
  const bytes = files.reduce(
    (sum, file) => sum + gzipSync(fs.readFileSync(path.join(clientDist, file))).length,
    0,
  );
  return { files, bytes };
}

export async function benchFoundation(): Promise<void> {
  console.log('\n== Foundation');
  const product = await startupAndLoad();
  const bare = await baseline();
  console.log(`start to healthy /healthz       ${fmt(product.startupMs, 0)} ms`);
  console.log(
    `GET /healthz, 50 connections    product ${fmt(product.rps, 0)} req/s, p99 ${fmt(product.p99, 1)} ms (errors ${product.errors})`,
  );
  console.log(
    `bare Fastify hello-world        ${fmt(bare.rps, 0)} req/s, p99 ${fmt(bare.p99, 1)} ms (errors ${bare.errors})`,
  );
  console.log(`product / baseline throughput   ${fmt(product.rps / bare.rps, 2)}x`);
  const js = initialJsGzipBytes();
  console.log(
    `client initial JS (gzip)        ${fmt(js.bytes / 1024, 1)} KiB in ${js.files.length} file(s)`,
  );
}
