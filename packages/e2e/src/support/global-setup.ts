import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase: string;
  }
}

/**
 * Generating the demo data takes seconds; every browser test file starts its own server, so the
 * product seeds one database here and each server starts from a copy of it. The first start is
 * the real one (the built server, its migrations and its seed), so nothing is faked.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repute-e2e-template-'));
  const template = path.join(dir, 'seeded.db');
  const server = await startServer({ SEED_DEMO_DATA: 'true' }, { template: null });
  // A clean stop checkpoints the write-ahead log into the main file.
  await server.stop({ keepData: true });
  fs.copyFileSync(path.join(server.dataDir, 'app.db'), template);
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  project.provide('seededDatabase', template);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
