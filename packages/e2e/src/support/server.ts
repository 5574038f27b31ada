import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
export const SERVER_ENTRY = path.resolve(here, '../../../server/dist/main.js');

export interface RunningServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  logs: string[];
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

export interface StartOptions {
  /** A database file to start from; by default the seeded copy made by the global setup. */
  template?: string | null;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the built server (the real product) on a free port with its own temporary database,
 * a copy of the seeded template unless the test asks for an empty one (SEED_DEMO_DATA=false).
 */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  if (!fs.existsSync(SERVER_ENTRY)) throw new Error(`Build the product first: ${SERVER_ENTRY}`);
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'repute-e2e-'));
  const template =
    options.template === undefined && env.SEED_DEMO_DATA !== 'false'
      ? inject('seededDatabase')
      : options.template;
  if (template) fs.copyFileSync(template, path.join(dataDir, 'app.db'));
  const logs: string[] = [];
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_PATH: path.join(dataDir, 'app.db'),
      SESSION_SECRET: 'e2e-secret-e2e-secret-e2e-secret-1234',
      DEMO_PASSWORD: 'demo-access-password',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => logs.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${logs.join('')}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    process: child,
    logs,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
