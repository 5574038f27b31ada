// `pnpm bench`: prints figures, each next to a baseline measured in the same run. Never a test.
import fs from 'node:fs';
import path from 'node:path';
import { benchFoundation } from './foundation';

type BenchModule = Record<string, unknown>;

async function runOptional(file: string, exportName: string): Promise<void> {
  const full = path.join(import.meta.dirname, file);
  if (!fs.existsSync(full)) return;
  const mod = (await import(full)) as BenchModule;
  const fn = mod[exportName];
  if (typeof fn === 'function') await (fn as () => Promise<void>)();
}

await benchFoundation();
await runOptional('import.ts', 'benchImport');
await runOptional('analytics.ts', 'benchAnalytics');
