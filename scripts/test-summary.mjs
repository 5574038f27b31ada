// Prints one closing line over every vitest run of `pnpm test:all`: 'N passed, N failed'.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of ['artifacts/vitest-unit.json', 'artifacts/vitest-e2e.json']) {
  if (!fs.existsSync(file)) {
    console.error(`missing test report ${file}`);
    process.exit(1);
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0 || passed === 0) process.exit(1);
