import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { createTestDatabase } from '../../test/db';
import { buildTestApp } from '../../test/app';

describe('health', () => {
  it('answers ok when the database answers', async () => {
    const { app } = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
    expect(res.headers['x-request-id']).toMatch(/[\w-]{8,}/);
  });

  it('answers 503 when the database is closed', async () => {
    const { app, db } = await buildTestApp();
    db.$client.close();
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'error' });
  });
});

describe('routing', () => {
  function clientDir(): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'repute-client-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Repute app</title>');
    fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
    return dir;
  }

  it('answers index.html for any non-API GET and serves static files', async () => {
    const { app } = await buildTestApp({ CLIENT_DIST: clientDir() });
    for (const url of ['/', '/login', '/deep/unknown/path?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Repute app');
    }
    const asset = await app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('answers a JSON 404 for unknown /api and /trpc paths', async () => {
    const { app } = await buildTestApp({ CLIENT_DIST: clientDir() });
    const res = await app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ message: 'Route GET /api/does-not-exist not found' });
    const post = await app.inject({ method: 'POST', url: '/nothing', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('sends security headers and no X-Powered-By', async () => {
    const { app } = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('tRPC error masking', () => {
  it('masks unexpected errors in production and keeps expected ones clear', async () => {
    const { db } = createTestDatabase();
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp(
      { ...config, NODE_ENV: 'test' as const, isProduction: true },
      {
        db,
        logger: false,
      },
    );
    const res = await app.inject({ method: 'GET', url: '/trpc/system.failForTest' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.json().error.json.message).toBe('Internal server error');
    await app.close();
  });

  it('shows the detail outside production', async () => {
    const { app } = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/trpc/system.failForTest' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.json.message).toBe('secret internal detail');
  });

  it('answers expected errors with their message', async () => {
    const { app } = await buildTestApp();
    const res = await app.inject({ method: 'GET', url: '/trpc/system.nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.json.message).toContain('No procedure found');
  });
});

describe('configuration', () => {
  it('names the variable in one line when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid configuration: PORT: /);
    expect(() => loadConfig({ LOGIN_MODE: 'magic' })).toThrow(/LOGIN_MODE/);
    expect(() => loadConfig({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ LLM_TIMEOUT_SECONDS: '0' })).toThrow(/LLM_TIMEOUT_SECONDS/);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(
      /^Invalid configuration: TRUST_PROXY: /,
    );
  });

  it('reads TRUST_PROXY as off, any, a hop count or a list of addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_PATH).toBe('./data/app.db');
    expect(config.LOGIN_MODE).toBe('demo');
    expect(config.SEED_DEMO_DATA).toBe(true);
    expect(config.secureCookies).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://repute.example' }).secureCookies).toBe(true);
  });

  it('stops the process with one line naming the variable', async () => {
    const { spawnSync } = await import('node:child_process');
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.resolve(__dirname, '../../main.ts')],
      { env: { ...process.env, PORT: 'not-a-port' }, encoding: 'utf8', timeout: 20_000 },
    );
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toContain('PORT');
  });
});
