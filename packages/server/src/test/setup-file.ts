import { afterAll } from 'vitest';
import { cleanupTestDatabases } from './db';

afterAll(() => cleanupTestDatabases());
