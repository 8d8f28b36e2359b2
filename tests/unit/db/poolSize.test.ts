import { describe, expect, it } from 'vitest';
import { defaultPoolSize, MAX_POOL_SIZE, poolSizeFromEnv, targetFromEnv } from '../../../src/server/db/connect';

describe('the PostgreSQL pool size', () => {
  it('is about two connections per core, at least 2', () => {
    expect(defaultPoolSize(2)).toBe(4);
    expect(defaultPoolSize(8)).toBe(16);
    expect(defaultPoolSize(1)).toBe(2);
  });

  it('takes DATABASE_POOL_SIZE when it is a whole number in range', () => {
    expect(poolSizeFromEnv('7')).toBe(7);
    expect(poolSizeFromEnv(String(MAX_POOL_SIZE))).toBe(MAX_POOL_SIZE);
    expect(poolSizeFromEnv(undefined)).toBe(defaultPoolSize());
    expect(poolSizeFromEnv(' ')).toBe(defaultPoolSize());
    expect(targetFromEnv({ DATABASE_URL: 'postgres://x@h/db', DATABASE_POOL_SIZE: '3' })).toEqual({ kind: 'pg', url: 'postgres://x@h/db', poolSize: 3 });
  });

  it('stops the start on anything else, naming the variable and the value', () => {
    for (const bad of ['0', '-1', '2.5', 'ten', '101', '1e9', '0x10', '+4']) {
      expect(() => poolSizeFromEnv(bad)).toThrow(`DATABASE_POOL_SIZE must be a whole number from 1 to ${MAX_POOL_SIZE}, not "${bad}"`);
    }
  });

  it('is not asked of the embedded database', () => {
    expect(targetFromEnv({ DATA_DIR: '/tmp/x', DATABASE_POOL_SIZE: 'ten' })).toEqual({ kind: 'pglite', dataDir: '/tmp/x' });
  });
});
